import { addDays, daysBetween, isDate } from './calendar/dates'

/**
 * The date picker window (portal spec 9, business rules 9): a date is invalid when it is more
 * than DATE_WINDOW_PAST_DAYS days before today or more than DATE_WINDOW_FUTURE_DAYS days after.
 * Both arguments are 'YYYY-MM-DD' calendar dates; a malformed or impossible date is out. The
 * arithmetic is the stay dates' own (src/domain/calendar/dates.ts): the order list that checks
 * its filters with it needs no date library on its first screen (issue 41).
 */
export function isDateOutOfWindow(date: string, today: string): boolean {
  if (!isDate(date) || !isDate(today)) return true
  const diff = daysBetween(today, date)
  return diff < -DATE_WINDOW_PAST_DAYS || diff > DATE_WINDOW_FUTURE_DAYS
}

/** The first and last day a date picker offers around `today` ('YYYY-MM-DD'): its min and max. */
export function dateWindowBounds(today: string): { min: string; max: string } {
  if (!isDate(today)) throw new Error(`not a day: ${today}`)
  return { min: addDays(today, -DATE_WINDOW_PAST_DAYS), max: addDays(today, DATE_WINDOW_FUTURE_DAYS) }
}

/** The message of a picked date out of the window (none for an empty field: a filter may be left open). */
export function dateWindowProblem(date: string, today: string): 'dateOutOfWindow' | null {
  if (date === '') return null
  return isDateOutOfWindow(date, today) ? 'dateOutOfWindow' : null
}

export const DATE_WINDOW_PAST_DAYS = 2
export const DATE_WINDOW_FUTURE_DAYS = 179
