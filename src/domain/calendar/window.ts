import { addDays, addMonths, daysBetween } from './dates'
import { CALENDAR_LIMITS } from './limits'

/** The last night that may be read or written (today + 364: 365 nights from today). */
export function horizonEnd(today: string): string {
  return addDays(today, CALENDAR_LIMITS.horizonDays - 1)
}

/** The default window: today .. today + 6 months - 1 day. */
export function defaultWindow(today: string): { from: string; to: string } {
  return { from: today, to: addDays(addMonths(today, CALENDAR_LIMITS.defaultMonths), -1) }
}

/** Beyond the horizon: more than 364 days after today. */
export function isBeyondHorizon(date: string, today: string): boolean {
  return daysBetween(today, date) >= CALENDAR_LIMITS.horizonDays
}

/**
 * The nights a read covers: from defaults to today and past nights are cut off, to defaults to
 * the end of the default window; a `to` beyond the horizon is 'beyond' (refused).
 * from > to after the cut: no nights.
 */
export function readWindow(today: string, from?: string, to?: string): { from: string; to: string } | 'beyond' {
  const end = to ?? defaultWindow(today).to
  if (isBeyondHorizon(end, today)) return 'beyond'
  const start = from === undefined || from < today ? today : from
  return { from: start, to: end }
}
