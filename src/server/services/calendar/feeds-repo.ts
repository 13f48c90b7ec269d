import type { Kysely, Selectable } from 'kysely'
import { FEED_LIMITS } from '../../../domain/calendar/feed-schemas'
import type { CalendarFeedsTable, Database } from '../../db/schema'

type Db = Kysely<Database>
export type FeedRow = Selectable<CalendarFeedsTable>

export function findFeed(db: Db, feedId: string): Promise<FeedRow | undefined> {
  return db.selectFrom('calendar_feeds').selectAll().where('id', '=', feedId).executeTakeFirst()
}

export function feedsOfUnits(db: Db, unitIds: readonly string[]): Promise<FeedRow[]> {
  if (unitIds.length === 0) return Promise.resolve([])
  return db.selectFrom('calendar_feeds').selectAll().where('unit_id', 'in', [...unitIds]).orderBy('created_at').orderBy('id').execute()
}

/** Every feed, the longest without an attempt first (the hourly job). */
export function allFeeds(db: Db): Promise<FeedRow[]> {
  return db.selectFrom('calendar_feeds').selectAll().orderBy('last_attempt_at').orderBy('id').execute()
}

export async function insertFeed(db: Db, row: Pick<FeedRow, 'id' | 'unit_id' | 'user_id' | 'name' | 'url' | 'created_at'>): Promise<void> {
  await db.insertInto('calendar_feeds').values(row).execute()
}

export async function updateFeed(db: Db, feedId: string, set: Partial<Omit<FeedRow, 'id'>>): Promise<void> {
  await db.updateTable('calendar_feeds').set(set).where('id', '=', feedId).execute()
}

/**
 * Claims a feed's download for "refresh now": sets last_attempt_at when the last attempt (by any
 * process: the job, a refresh, an add) is at least refreshEveryMs ago, and complexRefreshEveryMs
 * after a too-complex failure. One conditional UPDATE, so of several processes on one database
 * only one wins; false: somebody fetched it (or is fetching it) just now.
 */
export async function claimFetch(db: Db, feedId: string, now: number): Promise<boolean> {
  const result = await db.updateTable('calendar_feeds').set({ last_attempt_at: now }).where('id', '=', feedId)
    .where((eb) => eb.or([
      eb('last_attempt_at', 'is', null),
      eb.and([
        eb('last_attempt_at', '<=', now - FEED_LIMITS.refreshEveryMs),
        eb.or([
          eb('last_error', 'is', null),
          eb('last_error', '!=', 'calendarFeedTooComplex'),
          eb('last_error_at', 'is', null),
          eb('last_error_at', '<=', now - FEED_LIMITS.complexRefreshEveryMs),
        ]),
      ]),
    ]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export async function deleteFeed(db: Db, feedId: string): Promise<void> {
  await db.deleteFrom('calendar_blocks').where('feed_id', '=', feedId).execute()
  await db.deleteFrom('calendar_feeds').where('id', '=', feedId).execute()
}

/** Nights a feed blocks from `from` on. */
export async function feedNights(db: Db, feedId: string, from: string): Promise<string[]> {
  const rows = await db.selectFrom('calendar_blocks').select('date').where('feed_id', '=', feedId).where('date', '>=', from).orderBy('date').execute()
  return rows.map((r) => r.date)
}

/** Nights any feed blocks for a unit from `from` on. */
export async function unitBlockedNights(db: Db, unitId: string, from: string): Promise<Set<string>> {
  const rows = await db.selectFrom('calendar_blocks').select('date').distinct().where('unit_id', '=', unitId).where('date', '>=', from).execute()
  return new Set(rows.map((r) => r.date))
}

/** Replaces a feed's nights from `from` on (earlier nights are history and stay). */
export async function replaceFeedNights(db: Db, feedId: string, unitId: string, from: string, nights: readonly string[]): Promise<void> {
  await db.deleteFrom('calendar_blocks').where('feed_id', '=', feedId).where('date', '>=', from).execute()
  for (let i = 0; i < nights.length; i += 400) {
    // doNothing: a refresh and the job importing the same feed at once (PostgreSQL) both land
    await db.insertInto('calendar_blocks').values(nights.slice(i, i + 400).map((date) => ({ unit_id: unitId, date, feed_id: feedId })))
      .onConflict((oc) => oc.columns(['unit_id', 'date', 'feed_id']).doNothing()).execute()
  }
}

/** How many nights each feed blocks from `from` on. */
export async function nightCounts(db: Db, feedIds: readonly string[], from: string): Promise<Map<string, number>> {
  if (feedIds.length === 0) return new Map()
  const rows = await db.selectFrom('calendar_blocks').select((eb) => ['feed_id', eb.fn.countAll().as('n')])
    .where('feed_id', 'in', [...feedIds]).where('date', '>=', from).groupBy('feed_id').execute()
  return new Map(rows.map((r) => [r.feed_id, Number(r.n)]))
}

/** Blocked nights from `from` on that have bookings: the double bookings. */
export async function doubleBookings(db: Db, unitIds: readonly string[], from: string) {
  if (unitIds.length === 0) return []
  const rows = await db.selectFrom('calendar_blocks as b')
    .innerJoin('calendar_days as d', (join) => join.onRef('d.unit_id', '=', 'b.unit_id').onRef('d.date', '=', 'b.date'))
    .select(['b.unit_id', 'b.date', 'b.feed_id', 'd.booked'])
    .where('b.unit_id', 'in', [...unitIds]).where('b.date', '>=', from).where('d.booked', '>', 0)
    .orderBy('b.unit_id').orderBy('b.date').orderBy('b.feed_id').execute()
  return rows.map((r) => ({ unitId: r.unit_id, date: r.date, feedId: r.feed_id, booked: Number(r.booked) }))
}

export function exportsOfUnits(db: Db, unitIds: readonly string[]) {
  if (unitIds.length === 0) return Promise.resolve([])
  return db.selectFrom('calendar_exports').select(['unit_id', 'token']).where('unit_id', 'in', [...unitIds]).execute()
}

export function exportByToken(db: Db, token: string) {
  return db.selectFrom('calendar_exports').select(['unit_id', 'token']).where('token', '=', token).executeTakeFirst()
}

/** Sets a unit's export token (a new one replaces the old, which stops working). */
export async function setExportToken(db: Db, unitId: string, token: string, now: number): Promise<void> {
  await db.insertInto('calendar_exports').values({ unit_id: unitId, token, created_at: now })
    .onConflict((oc) => oc.column('unit_id').doUpdateSet({ token, created_at: now })).execute()
}

/** A unit's first export token; an existing one stays. */
export async function addExportToken(db: Db, unitId: string, token: string, now: number): Promise<void> {
  await db.insertInto('calendar_exports').values({ unit_id: unitId, token, created_at: now }).onConflict((oc) => oc.column('unit_id').doNothing()).execute()
}
