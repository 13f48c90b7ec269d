import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

export type FeedSummary = { count: number; stale: boolean; failing: boolean }

/**
 * Each unit's outside-calendar feeds for calendarUnits (count, stale: no import for over 3 hours,
 * failing: the last attempt failed). The feeds (helper F) fill this in from calendar_feeds;
 * until then no unit has feeds.
 */
export async function feedSummaries(_db: Kysely<Database>, _unitIds: readonly string[], _now: number): Promise<Map<string, FeedSummary>> {
  return new Map()
}
