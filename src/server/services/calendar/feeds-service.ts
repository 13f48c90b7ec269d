import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { exportPath, FEED_LIMITS, isFeedStale } from '../../../domain/calendar/feed-schemas'
import type { CalendarFeed, FeedAlert, FeedError } from '../../../domain/calendar/feed-schemas'
import { unitToday } from '../../../domain/calendar/zones'
import type { Database } from '../../db/schema'
import { forbidden, invalid, notFound, refused } from '../../errors'
import { checkOutsideUrl } from '../../outside-address'
import { checkFeedUrl } from './feeds-fetch'
import type { FetchLimits } from './feeds-fetch'
import { importFeed } from './feeds-import'
import {
  addExportToken, claimFetch, doubleBookings, exportsOfUnits, feedsOfUnits, findFeed, insertFeed, nightCounts, updateFeed,
} from './feeds-repo'
import type { FeedRow } from './feeds-repo'
import { findUnit, ownUnits } from './units'
import type { UnitInfo } from './units'

type Db = Kysely<Database>

/** The wire feeds, each with the nights it blocks from its unit's today on. */
export async function feedViews(db: Db, rows: readonly FeedRow[], units: ReadonlyMap<string, UnitInfo>, now: number): Promise<CalendarFeed[]> {
  // one count per distinct today (units in different zones may be a day apart)
  const byToday = new Map<string, string[]>()
  for (const r of rows) {
    const today = unitToday(units.get(r.unit_id)?.country ?? 'CHN', now)
    byToday.set(today, [...(byToday.get(today) ?? []), r.id])
  }
  const counts = new Map<string, number>()
  for (const [today, ids] of byToday) for (const [id, n] of await nightCounts(db, ids, today)) counts.set(id, n)
  return rows.map((r) => {
    const lastSuccessAt = numOrNull(r.last_success_at)
    return {
      feedId: r.id,
      unitId: r.unit_id,
      name: r.name,
      url: r.url,
      lastSuccessAt,
      lastAttemptAt: numOrNull(r.last_attempt_at),
      lastError: (r.last_error as FeedError | null) ?? null,
      lastErrorDetail: r.last_error_detail,
      lastErrorAt: numOrNull(r.last_error_at),
      eventCount: Number(r.event_count),
      nights: counts.get(r.id) ?? 0,
      stale: isFeedStale({ lastSuccessAt, createdAt: Number(r.created_at) }, now),
    }
  })
}

/** Double bookings of the units from each unit's today on. */
export async function alertsOf(db: Db, units: readonly UnitInfo[], now: number): Promise<FeedAlert[]> {
  const todays = new Map(units.map((u) => [u.unitId, unitToday(u.country, now)]))
  const earliest = [...todays.values()].sort()[0]
  if (!earliest) return []
  const rows = await doubleBookings(db, units.map((u) => u.unitId), earliest)
  return rows.filter((r) => r.date >= (todays.get(r.unitId) ?? earliest))
}

/** Each unit's export address; a unit without one gets its secret now. */
export async function ensureExports(db: Db, unitIds: readonly string[], now: number): Promise<Array<{ unitId: string; url: string }>> {
  const tokens = new Map((await exportsOfUnits(db, unitIds)).map((e) => [e.unit_id, e.token]))
  const out: Array<{ unitId: string; url: string }> = []
  for (const unitId of unitIds) {
    let token = tokens.get(unitId)
    if (!token) {
      // two first reads at once: the first token stays, both answer it
      await addExportToken(db, unitId, newExportToken(), now)
      token = (await exportsOfUnits(db, [unitId]))[0]?.token
    }
    if (token) out.push({ unitId, url: exportPath(token) })
  }
  return out
}

/** A secret nobody can guess: 192 random bits, URL-safe. */
export function newExportToken(): string {
  return randomBytes(24).toString('base64url')
}

/** The caller's feed: 404 when there is none, 403 when it is another landlord's. */
export async function ownFeed(db: Db, userId: number, feedId: string): Promise<{ feed: FeedRow; unit: UnitInfo }> {
  const feed = await findFeed(db, feedId)
  if (!feed) throw notFound()
  const unit = await findUnit(db, feed.unit_id)
  if (feed.user_id !== userId || (unit && unit.userId !== userId)) throw forbidden()
  if (!unit) throw notFound()
  return { feed, unit }
}

/**
 * Checks a new feed (the caller's unit, name 1-40 characters, an http(s) address that is not a
 * private address literal unless allowed, at most 10 per unit) and stores it; the same address
 * added again to the same unit is the existing feed (renamed), so a retried add makes no twin.
 * A hotel's room type takes none (calendarFeedsTooMany with max 0): outside calendars block a
 * whole night, which fits one B&B listing but not a room type of many rooms.
 */
export async function addFeed(
  db: Db, userId: number, input: { unitId: string; name: string; url: string }, limits: FetchLimits, now: number,
): Promise<{ feed: FeedRow; unit: UnitInfo }> {
  const [unit] = await ownUnits(db, userId, [input.unitId])
  if (!unit) throw notFound()
  // a room type has many rooms: a night busy elsewhere is one room less, not a closed night (decision 0048)
  if (unit.kind === 'roomType') throw refused('calendarFeedsTooMany', 'unitId', { max: 0 })
  const name = input.name.trim()
  if (name.length < FEED_LIMITS.name.min) throw invalid('required', 'name')
  if (name.length > FEED_LIMITS.name.max) throw invalid('invalidValue', 'name')
  const shaped = input.url.trim().length <= FEED_LIMITS.url.max ? checkFeedUrl(input.url) : null
  const url = shaped && checkOutsideUrl(shaped, limits.allowPrivate)
  if (!url) throw invalid('calendarFeedUrl', 'url')
  const existing = await feedsOfUnits(db, [unit.unitId])
  const same = existing.find((f) => f.url === url.href)
  if (same) {
    if (same.name !== name) await updateFeed(db, same.id, { name })
    return { feed: { ...same, name }, unit }
  }
  if (existing.length >= FEED_LIMITS.perUnit) throw refused('calendarFeedsTooMany', 'unitId', { max: FEED_LIMITS.perUnit })
  const row = { id: randomUUID(), unit_id: unit.unitId, user_id: userId, name, url: url.href, created_at: now }
  await insertFeed(db, row)
  const feed = await findFeed(db, row.id)
  if (!feed) throw notFound()
  return { feed, unit }
}

/** Imports of a feed this process is running ("refresh now", add), by feed id. */
const importing = new Map<string, Promise<void>>()

/**
 * Imports a feed now and answers it with its unit's double bookings. At most one download per
 * feed per FEED_LIMITS.refreshEveryMs (claimFetch, across processes): a refresh within it answers
 * the feed as it is, and refreshes at once in this process share the one import.
 */
export async function importAndAnswer(db: Db, feed: FeedRow, unit: UnitInfo, limits: FetchLimits, now: number) {
  let running = importing.get(feed.id)
  if (!running) {
    running = (async () => {
      if (await claimFetch(db, feed.id, now)) await importFeed(db, feed, unit, now, limits)
    })().finally(() => importing.delete(feed.id))
    importing.set(feed.id, running)
  }
  await running
  const fresh = (await findFeed(db, feed.id)) ?? feed
  const [view] = await feedViews(db, [fresh], new Map([[unit.unitId, unit]]), now)
  return { ...view!, alerts: await alertsOf(db, [unit], now) }
}

function numOrNull(value: number | null): number | null {
  return value === null ? null : Number(value)
}
