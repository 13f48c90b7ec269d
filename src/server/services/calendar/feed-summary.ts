import type { Kysely } from 'kysely'
import { isFeedStale } from '../../../domain/calendar/feed-schemas'
import type { Database } from '../../db/schema'
import { feedsOfUnits } from './feeds-repo'

export type FeedSummary = { count: number; stale: boolean; failing: boolean }

/**
 * Each unit's outside-calendar feeds for calendarUnits: count, stale (a feed with no successful
 * import for over 3 hours) and failing (a feed whose last attempt failed). Units without feeds
 * are left out.
 */
export async function feedSummaries(db: Kysely<Database>, unitIds: readonly string[], now: number): Promise<Map<string, FeedSummary>> {
  const out = new Map<string, FeedSummary>()
  for (const feed of await feedsOfUnits(db, unitIds)) {
    const summary = out.get(feed.unit_id) ?? { count: 0, stale: false, failing: false }
    summary.count++
    const lastSuccessAt = feed.last_success_at === null ? null : Number(feed.last_success_at)
    if (isFeedStale({ lastSuccessAt, createdAt: Number(feed.created_at) }, now)) summary.stale = true
    if (feed.last_error !== null) summary.failing = true
    out.set(feed.unit_id, summary)
  }
  return out
}
