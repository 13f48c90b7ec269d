import type { Insertable, Kysely, Selectable, Transaction } from 'kysely'
import type {
  BusinessManagersTable, Database, RealnameSubmissionsTable, UserRow, UserUpdate,
} from '../../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export type ManagerRow = Selectable<BusinessManagersTable>

export function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findManager(db: Db, id: number): Promise<ManagerRow | undefined> {
  return db.selectFrom('business_managers').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function updateUser(db: Db, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute()
}

/** Sets the city and bumps its version if the version is still `version` (any without); false when it moved on. */
export async function updateCityIfVersion(db: Db, id: number, cityId: string, version: number | undefined): Promise<boolean> {
  let update = db
    .updateTable('users')
    .set((eb) => ({ city_id: cityId, city_version: eb('city_version', '+', 1) }))
    .where('id', '=', id)
  if (version !== undefined) update = update.where('city_version', '=', version)
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function insertRealnameSubmission(
  db: Db,
  row: Insertable<RealnameSubmissionsTable>,
): Promise<void> {
  await db.insertInto('realname_submissions').values(row).execute()
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('system_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
