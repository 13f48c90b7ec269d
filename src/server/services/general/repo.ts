import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, UploadsTable } from '../../db/schema'

export type UploadRow = Selectable<UploadsTable>

export async function insertUpload(db: Kysely<Database>, row: Insertable<UploadsTable>): Promise<number> {
  const result = await db.insertInto('uploads').values(row).returning('id').executeTakeFirstOrThrow()
  return result.id
}

export async function findUploadByPath(db: Kysely<Database>, path: string): Promise<UploadRow | undefined> {
  return db.selectFrom('uploads').selectAll().where('path', '=', path).executeTakeFirst()
}

export async function deleteUploadsByPath(db: Kysely<Database>, paths: readonly string[]): Promise<void> {
  if (paths.length > 0) await db.deleteFrom('uploads').where('path', 'in', paths).execute()
}
