import { sql } from 'kysely'
import type { ExpressionBuilder, Insertable, Kysely, Transaction, Updateable } from 'kysely'
import type {
  Database, ListingOperationsTable, ListingPhotosTable, ListingReviewsTable, ListingRow, ListingsTable,
} from '../../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export type ListingPhotoRow = Insertable<ListingPhotosTable>
export type OperationRow = {
  id: number; lu_id: string; user_id: number; at: number; role: string; operator: string; action: string
  field: string | null; old_value: string | null; new_value: string | null
  /** The listing's (hotel's, room type's) title and kind today, also when it has been deleted. */
  title: string | null; kind: string | null
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

/** The owner's B&B listings (not hotels or room types), newest first then by id (the list's order: listingPage pages it in the database). */
export function listListings(db: Db, userId: number): Promise<ListingRow[]> {
  return db.selectFrom('listings').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).where('kind', '=', 'bnb')
    .orderBy('updated_at', 'desc').orderBy('lu_id').execute()
}

/** The host's list: the keyword as keywordSearch gives it (domain/listing/keyword.ts), null for none. */
export type ListingListFilter = { userId: number; search: { luId: string; folded: string } | null }
/** One tab of the list: a group, a sub-state's LIKE pattern over sub_states (list-columns.ts), both or neither. */
export type ListingTab = { group?: string; subStateLike?: string }

/**
 * How many of the host's listings (keyword applied) have each group and set of sub-states: one
 * GROUP BY over the list columns. The keyword is the listing's id, or a part of the folded title:
 * both sides are folded to lower case, so SQLite's ASCII-insensitive LIKE and PostgreSQL's
 * case-sensitive one find exactly what keywordMatches finds.
 */
export async function countListingStates(db: Db, filter: ListingListFilter): Promise<Array<{ group: string; subStates: string; n: number }>> {
  const rows = await db.selectFrom('listings').select(['list_group', 'sub_states', (eb) => eb.fn.countAll<number>().as('n')])
    .where(listed(filter)).groupBy(['list_group', 'sub_states']).execute()
  return rows.map((r) => ({ group: r.list_group, subStates: r.sub_states, n: Number(r.n) }))
}

/** A page of one tab of the host's list, in listListings' order (newest change first, then id). */
export function listingPage(db: Db, filter: ListingListFilter, tab: ListingTab, offset: number, length: number): Promise<ListingRow[]> {
  let query = db.selectFrom('listings').selectAll().where(listed(filter))
  if (tab.group) query = query.where('list_group', '=', tab.group)
  if (tab.subStateLike) query = query.where('sub_states', 'like', tab.subStateLike)
  return query.orderBy('updated_at', 'desc').orderBy('lu_id').offset(offset).limit(length).execute()
}

function listed({ userId, search }: ListingListFilter) {
  return (eb: ExpressionBuilder<Database, 'listings'>) => {
    // B&B listings (hotels get their own list: decision 0048)
    const conditions = [eb('user_id', '=', userId), eb('deleted_at', 'is', null), eb('kind', '=', 'bnb')]
    if (search) {
      const pattern = `%${search.folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      conditions.push(eb.or([eb('lu_id', '=', search.luId), sql<boolean>`${sql.ref('title_search')} like ${pattern} escape '\\'`]))
    }
    return eb.and(conditions)
  }
}

/** Every listing row, deleted ones too, by id after `after` (a backfill's pages). */
export function listingRowsAfter(db: Db, after: string | null, length: number): Promise<ListingRow[]> {
  let query = db.selectFrom('listings').selectAll()
  if (after !== null) query = query.where('lu_id', '>', after)
  return query.orderBy('lu_id').limit(length).execute()
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
  let base = db.selectFrom('listing_operations').where('listing_operations.user_id', '=', userId)
  if (luId) base = base.where('listing_operations.lu_id', '=', luId)
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await base
    .leftJoin('listings', 'listings.lu_id', 'listing_operations.lu_id')
    .selectAll('listing_operations')
    .select(['listings.title as title', 'listings.kind as kind'])
    .orderBy('listing_operations.at', 'desc').orderBy('listing_operations.id', 'desc').offset(offset).limit(length).execute()
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
