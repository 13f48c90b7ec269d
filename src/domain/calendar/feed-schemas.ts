import { z } from 'zod/mini'

/** Wire shapes of the outside-calendar (.ics) endpoints (CALENDAR-CONTRACT.md, helper F). */

const str = z.string()
const int = z.number()
const ms = z.nullable(z.number())

export const FEED_LIMITS = {
  /** A feed's name as the host calls it ("Airbnb", "Booking.com"). */
  name: { min: 1, max: 40 },
  url: { max: 2000 },
  /** Import feeds per unit. */
  perUnit: 10,
  /** A feed with no successful import for this long is stale (business rules 9: hourly sync). */
  staleMs: 3 * 60 * 60 * 1000,
  /** How often the server job imports every feed. */
  everyMs: 60 * 60 * 1000,
  /** Days from today an import blocks and the export shows: today .. today + 364. */
  days: 365,
  /** Reading a file (off the main thread) may take this long; over it the feed fails as too complex. */
  parseBudgetMs: 5000,
  /** Memory a reading may use (the reader's heap). */
  parseHeapMb: 128,
  /** A feed that failed as too complex is left alone by the hourly job this long. */
  complexBackoffMs: 24 * 60 * 60 * 1000,
  /** "Refresh now" downloads a feed at most once in this long (a refresh within it answers the feed as it is). */
  refreshEveryMs: 60 * 1000,
  /** ... and at most once in this long after it failed as too complex. */
  complexRefreshEveryMs: 15 * 60 * 1000,
} as const

/** Message keys a feed's last error may hold. */
export const FEED_ERRORS = ['calendarFeedUrl', 'calendarFeedFetch', 'calendarFeedParse', 'calendarFeedTooLarge', 'calendarFeedTooComplex'] as const
export type FeedError = (typeof FEED_ERRORS)[number]

export const calendarFeed = z.object({
  feedId: str,
  unitId: str,
  name: str,
  url: str,
  lastSuccessAt: ms,
  lastAttemptAt: ms,
  /** A message key (FEED_ERRORS) when the last attempt failed, else null. */
  lastError: z.nullable(z.enum(FEED_ERRORS)),
  /** The technical cause of the last error ('HTTP 404', 'timed out after 10 s'), untranslated. */
  lastErrorDetail: z.nullable(str),
  lastErrorAt: ms,
  /** Busy events of the last successful import with a night from today on (a recurring one counts once). */
  eventCount: int,
  /** Nights the feed blocks from today on. */
  nights: int,
  /** No successful import for over 3 hours (since it was added when it never succeeded). */
  stale: z.boolean(),
})
export type CalendarFeed = z.infer<typeof calendarFeed>

/** A double booking: a night an outside calendar marks busy while the unit has bookings on it. */
export const feedAlert = z.object({ unitId: str, date: str, feedId: str, booked: int })
export type FeedAlert = z.infer<typeof feedAlert>

export const calendarFeedsRequest = z.object({ unitId: z.optional(str) })
export const calendarFeedsAnswer = z.object({
  feeds: z.array(calendarFeed),
  /** Each unit's export address, a path on the server (/ical/{secret}.ics). */
  exports: z.array(z.object({ unitId: str, url: str })),
  alerts: z.array(feedAlert),
})
export type CalendarFeedsAnswer = z.infer<typeof calendarFeedsAnswer>

export const calendarFeedAddRequest = z.object({ unitId: str, name: str, url: str })
export const calendarFeedIdRequest = z.object({ feedId: str })
/** The feed after its import, with the double bookings of its unit (shown at once). */
export const calendarFeedAnswer = z.object({ ...calendarFeed.shape, alerts: z.array(feedAlert) })
export const calendarFeedRemoveAnswer = z.object({ feedId: str })
export const calendarExportResetRequest = z.object({ unitId: str })
export const calendarExportResetAnswer = z.object({ unitId: str, url: str })

/** Stale: no successful import for over 3 hours; a feed that never imported counts from when it was added. */
export function isFeedStale(feed: { lastSuccessAt: number | null; createdAt: number }, now: number): boolean {
  return now - (feed.lastSuccessAt ?? feed.createdAt) > FEED_LIMITS.staleMs
}

/** The export feed's path for a secret token. */
export function exportPath(token: string): string {
  return `/ical/${token}.ics`
}
