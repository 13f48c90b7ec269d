import type { Kysely } from 'kysely'
import { FEED_LIMITS } from '../../../domain/calendar/feed-schemas'
import type { ServerConfig } from '../../config'
import type { Database } from '../../db/schema'
import type { Job } from '../../job'
import { fetchLimitsOf, importFeed, isBackingOff } from './feeds-import'
import type { FetchLimits } from './feeds-fetch'
import { allFeeds } from './feeds-repo'
import { findUnit } from './units'
import type { ReadLimits } from './ics-worker-run'

/** Downloads run side by side, a few at a time. */
const PARALLEL = 4

export type FeedsRun = { feeds: number; imported: number; failed: number; skipped: number }

/**
 * Imports every feed once (the hourly job, `calendar import-now`). A feed whose unit is gone
 * (deleted listing) is left alone, and so is one that failed as too complex less than a day ago
 * (skipped: no download, no reading; survives restarts, it is on the feed). Each failure is kept
 * on its feed; the run goes on.
 */
export async function importAllFeeds(db: Kysely<Database>, now: number, limits: FetchLimits, read?: ReadLimits): Promise<FeedsRun> {
  const feeds = await allFeeds(db)
  const run: FeedsRun = { feeds: feeds.length, imported: 0, failed: 0, skipped: 0 }
  let next = 0
  const worker = async () => {
    while (next < feeds.length) {
      const feed = feeds[next++]!
      const unit = await findUnit(db, feed.unit_id)
      if (!unit) continue
      if (isBackingOff(feed, now)) {
        run.skipped++
        continue
      }
      const outcome = await importFeed(db, feed, unit, now, limits, read)
      if (outcome.ok) run.imported++
      else run.failed++
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return run
}

export function calendarFeedsJob(config: Pick<ServerConfig, 'feedsAllowPrivate' | 'feedsTimeoutMs'>): Job {
  return {
    name: 'calendar-feeds',
    everyMs: FEED_LIMITS.everyMs,
    run: (db, now) => importAllFeeds(db, now, fetchLimitsOf(config)),
  }
}
