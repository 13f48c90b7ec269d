import type { Kysely } from 'kysely'
import { FEED_LIMITS } from '../../../domain/calendar/feed-schemas'
import type { FeedError } from '../../../domain/calendar/feed-schemas'
import { horizonEnd } from '../../../domain/calendar/window'
import { unitToday } from '../../../domain/calendar/zones'
import type { ServerConfig } from '../../config'
import type { Database } from '../../db/schema'
import type { Actor } from '../house/records'
import { FEED_FETCH_LIMITS, fetchFeed } from './feeds-fetch'
import type { FetchLimits } from './feeds-fetch'
import { findFeed, replaceFeedNights, unitBlockedNights, updateFeed } from './feeds-repo'
import type { FeedRow } from './feeds-repo'
import { inTransaction, insertOp, newOpId } from './repo'
import type { UnitInfo } from './units'
import { READ_LIMITS, readIcsOffThread } from './ics-worker-run'
import type { ReadLimits } from './ics-worker-run'

export type ImportOutcome = { ok: true; nights: number; events: number; changed: number } | { ok: false; error: FeedError; detail: string }

export function fetchLimitsOf(config: Pick<ServerConfig, 'feedsAllowPrivate' | 'feedsTimeoutMs'>): FetchLimits {
  return { ...FEED_FETCH_LIMITS, timeoutMs: config.feedsTimeoutMs ?? FEED_FETCH_LIMITS.timeoutMs, allowPrivate: config.feedsAllowPrivate ?? false }
}

/**
 * One import of a feed: download and parse outside any transaction (a slow calendar never holds
 * the database), then in one short transaction replace the feed's nights from the unit's today to
 * the horizon and record the nights whose blocked state changed as an op (kind 'import', role
 * 'thirdParty', operator the feed's name; nothing recorded when nothing changed). A failure keeps
 * the feed's nights as they were and records the error on the feed.
 *
 * The file is read in a worker thread with a time and memory budget (ics-worker-run.ts): a file
 * over it fails as calendarFeedTooComplex, and the hourly job leaves it alone for a while
 * (isBackingOff).
 */
export async function importFeed(
  db: Kysely<Database>, feed: FeedRow, unit: UnitInfo, now: number, limits: FetchLimits, read: ReadLimits = READ_LIMITS,
): Promise<ImportOutcome> {
  const today = unitToday(unit.country, now)
  const window = { from: today, to: horizonEnd(today) }
  const fetched = await fetchFeed(feed.url, limits)
  const parsed = fetched.ok ? await readIcsOffThread({ text: fetched.text, range: window, country: unit.country }, read) : null
  if (!fetched.ok || !parsed?.ok) {
    const outcome: ImportOutcome = !fetched.ok
      ? { ok: false, error: fetched.error, detail: fetched.detail }
      : parsed && !parsed.ok && (parsed.reason === 'budget' || parsed.reason === 'memory')
        ? { ok: false, error: 'calendarFeedTooComplex', detail: `${parsed.detail}; the hourly import skips it for ${FEED_LIMITS.complexBackoffMs / 3_600_000} h` }
        : parsed && !parsed.ok && parsed.reason === 'reader'
          ? { ok: false, error: 'calendarFeedParse', detail: `not read this time: ${parsed.detail}` }
          : { ok: false, error: 'calendarFeedParse', detail: 'not an iCalendar (.ics) file' }
    await updateFeed(db, feed.id, { last_attempt_at: now, last_error: outcome.error, last_error_detail: outcome.detail, last_error_at: now })
    return outcome
  }
  return inTransaction(db, async (trx) => {
    // removed while it downloaded: nothing to store
    if (!(await findFeed(trx, feed.id))) return { ok: true, nights: 0, events: parsed.events, changed: 0 }
    const before = await unitBlockedNights(trx, unit.unitId, today)
    await replaceFeedNights(trx, feed.id, unit.unitId, today, parsed.nights)
    const after = await unitBlockedNights(trx, unit.unitId, today)
    const changed = await recordBlockChanges(trx, { userId: feed.user_id, unitId: unit.unitId, before, after, now,
      actor: { role: 'thirdParty', operator: feed.name }, summary: { feedId: feed.id, name: feed.name, url: feed.url, events: parsed.events, nights: parsed.nights.length } })
    await updateFeed(trx, feed.id, {
      last_attempt_at: now, last_success_at: now, last_error: null, last_error_detail: null, last_error_at: null, event_count: parsed.events,
    })
    return { ok: true, nights: parsed.nights.length, events: parsed.events, changed }
  })
}

/** A feed that failed as too complex less than a back-off ago: the hourly job does not fetch it again yet. */
export function isBackingOff(feed: Pick<FeedRow, 'last_error' | 'last_error_at'>, now: number): boolean {
  return feed.last_error === 'calendarFeedTooComplex' && feed.last_error_at !== null && now - Number(feed.last_error_at) < FEED_LIMITS.complexBackoffMs
}

/** Records, as one 'import' op, the nights whose blocked state differs (1 = blocked, 0 = not); returns how many. */
export async function recordBlockChanges(
  db: Kysely<Database>,
  change: { userId: number; unitId: string; before: Set<string>; after: Set<string>; now: number; actor: Actor; summary: unknown },
): Promise<number> {
  const opId = newOpId(change.now)
  const cells = [
    ...[...change.after].filter((d) => !change.before.has(d)).map((date) => ({ date, old_value: 0, new_value: 1 })),
    ...[...change.before].filter((d) => !change.after.has(d)).map((date) => ({ date, old_value: 1, new_value: 0 })),
  ].sort((a, b) => a.date.localeCompare(b.date)).map((c) => ({ op_id: opId, unit_id: change.unitId, field: 'blocked', ...c }))
  if (cells.length === 0) return 0
  await insertOp(db, {
    id: opId, user_id: change.userId, unit_ids: JSON.stringify([change.unitId]), kind: 'import', role: change.actor.role,
    operator: change.actor.operator, summary: JSON.stringify(change.summary), created_at: change.now, undone_by: null, undoes: null,
  }, cells)
  return cells.length
}
