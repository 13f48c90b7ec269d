import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'
import type {
  Database, ListingOperationsTable, ListingPhotosTable, ListingReviewsTable, ListingRow, ListingsTable,
} from '../../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export type ListingPhotoRow = Insertable<ListingPhotosTable>
export type OperationRow = {
  id: number; lu_id: string; user_id: number; at: number; role: string; operator: string; action: string
  field: string | null; old_value: string | null; new_value: string | null
}
export type ReviewRow = {
  id: number; lu_id: string; kind: string; changes: string; status: string; submitted_at: number
  decided_at: number | null; reasons: string; note: string
}

/** A listing that is not deleted, whoever owns it. */
export function findListing(db: Db, luId: string): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('lu_id', '=', luId).where('deleted_at', 'is', null).executeTakeFirst()
}

/** A listing including a deleted one (ownership checks of a repeated create). */
export function findListingAny(db: Db, luId: string): Promise<ListingRow | undefined> {
  return db.selectFrom('listings').selectAll().where('lu_id', '=', luId).executeTakeFirst()
}

export async function insertListing(db: Db, row: Insertable<ListingsTable>): Promise<void> {
  await db.insertInto('listings').values(row).execute()
}

export async function updateListing(db: Db, luId: string, changes: Updateable<ListingsTable>): Promise<void> {
  await db.updateTable('listings').set(changes).where('lu_id', '=', luId).execute()
}

/** The owner's listings, newest first (the keyword search is domain/listing/keyword.ts, on these rows). */
export function listListings(db: Db, userId: number): Promise<ListingRow[]> {
  return db.selectFrom('listings').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc').orderBy('lu_id').execute()
}

export function listAllListings(db: Db): Promise<ListingRow[]> {
  return db.selectFrom('listings').selectAll().where('deleted_at', 'is', null).orderBy('updated_at', 'desc').execute()
}

export async function insertPhoto(db: Db, row: ListingPhotoRow): Promise<void> {
  await db.insertInto('listing_photos').values(row).execute()
}

export function listPhotos(db: Db, luId: string) {
  return db.selectFrom('listing_photos').selectAll().where('lu_id', '=', luId).orderBy('created_at').execute()
}

/** Photos uploaded before a time: the candidates of the unused-photo cleanup. */
export function photosUploadedBefore(db: Db, before: number) {
  return db.selectFrom('listing_photos').select(['img_id', 'lu_id', 'path']).where('created_at', '<', before)
    .orderBy('lu_id').execute()
}

export async function deletePhotos(db: Db, imgIds: readonly string[]): Promise<void> {
  if (imgIds.length > 0) await db.deleteFrom('listing_photos').where('img_id', 'in', imgIds).execute()
}

export async function insertOperation(db: Db, row: Insertable<ListingOperationsTable>): Promise<void> {
  await db.insertInto('listing_operations').values(row).execute()
}

export async function listOperations(
  db: Db, userId: number, luId: string | undefined, offset: number, length: number,
): Promise<{ rows: OperationRow[]; total: number }> {
  let base = db.selectFrom('listing_operations').where('user_id', '=', userId)
  if (luId) base = base.where('lu_id', '=', luId)
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await base.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(offset).limit(length).execute()
  return { rows, total: Number(total.n) }
}

export async function insertReview(db: Db, row: Insertable<ListingReviewsTable>): Promise<void> {
  await db.insertInto('listing_reviews').values(row).execute()
}

export function listReviews(db: Db, luId: string): Promise<ReviewRow[]> {
  return db.selectFrom('listing_reviews').selectAll().where('lu_id', '=', luId).orderBy('id', 'desc').execute()
}

/** The open submission of a kind (auditing), if any. */
export function openReview(db: Db, luId: string, kinds: readonly string[]): Promise<ReviewRow | undefined> {
  return db.selectFrom('listing_reviews').selectAll().where('lu_id', '=', luId).where('kind', 'in', kinds)
    .where('status', '=', 'auditing').orderBy('id', 'desc').executeTakeFirst()
}

/** The newest decided submission of these kinds. */
export function lastDecidedReview(db: Db, luId: string, kinds: readonly string[]): Promise<ReviewRow | undefined> {
  return db.selectFrom('listing_reviews').selectAll().where('lu_id', '=', luId).where('kind', 'in', kinds)
    .where('status', '!=', 'auditing').orderBy('id', 'desc').executeTakeFirst()
}

export async function decideReview(
  db: Db, id: number, decision: { status: 'passed' | 'rejected'; decidedAt: number; reasons: string; note: string },
): Promise<void> {
  await db.updateTable('listing_reviews')
    .set({ status: decision.status, decided_at: decision.decidedAt, reasons: decision.reasons, note: decision.note })
    .where('id', '=', id).execute()
}

export function listRates(db: Db) {
  return db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute()
}

export async function setRate(db: Db, currency: string, rate: string, at: number): Promise<void> {
  await db.insertInto('exchange_rates').values({ currency, rate, updated_at: at })
    .onConflict((oc) => oc.column('currency').doUpdateSet({ rate, updated_at: at })).execute()
}
