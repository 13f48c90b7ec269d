import { addDays, differenceInCalendarDays, format, isValid, parse } from 'date-fns'

/**
 * The date picker window (portal spec 9, business rules 9): a date is invalid when it is more
 * than DATE_WINDOW_PAST_DAYS days before today or more than DATE_WINDOW_FUTURE_DAYS days after.
 * Both arguments are 'YYYY-MM-DD' calendar dates; a malformed or impossible date is out.
 */
export function isDateOutOfWindow(date: string, today: string): boolean {
  const day = parseDay(date)
  const base = parseDay(today)
  if (day === null || base === null) return true
  const diff = differenceInCalendarDays(day, base)
  return diff < -DATE_WINDOW_PAST_DAYS || diff > DATE_WINDOW_FUTURE_DAYS
}

/** The first and last day a date picker offers around `today` ('YYYY-MM-DD'): its min and max. */
export function dateWindowBounds(today: string): { min: string; max: string } {
  const base = parseDay(today)
  if (base === null) throw new Error(`not a day: ${today}`)
  return { min: format(addDays(base, -DATE_WINDOW_PAST_DAYS), 'yyyy-MM-dd'), max: format(addDays(base, DATE_WINDOW_FUTURE_DAYS), 'yyyy-MM-dd') }
}

/** The message of a picked date out of the window (none for an empty field: a filter may be left open). */
export function dateWindowProblem(date: string, today: string): 'dateOutOfWindow' | null {
  if (date === '') return null
  return isDateOutOfWindow(date, today) ? 'dateOutOfWindow' : null
}

export const DATE_WINDOW_PAST_DAYS = 2
export const DATE_WINDOW_FUTURE_DAYS = 179

const DAY = /^\d{4}-\d{2}-\d{2}$/
/** A fixed reference: parse() needs one, and only the parsed fields matter here. */
const REFERENCE = new Date(2000, 0, 1)

function parseDay(value: string): Date | null {
  if (!DAY.test(value)) return null
  const parsed = parse(value, 'yyyy-MM-dd', REFERENCE)
  return isValid(parsed) ? parsed : null
}
