import { addDays, dayNumber } from './dates'
import { MAINLAND_HOLIDAYS } from './holidays'

/**
 * Weekend days the State Council's notice of November 2025 makes working days for 2026 (the
 * make-up days of the New Year, Spring Festival, Labour Day and National Day breaks). 2027's
 * notice is not out: its weekends stay rest days until it is entered beside the holidays.
 */
export const MAINLAND_MAKEUP_WORKDAYS: ReadonlySet<string> = new Set([
  '2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10',
])

/**
 * A working day of the platform's finance (Beijing): Monday to Friday outside the statutory
 * holidays, and the make-up weekend days. Settlement ("within 3 working days after the stay"),
 * appeal answers and other promises in working days count these.
 */
export function isMainlandWorkingDay(date: string): boolean {
  if (MAINLAND_MAKEUP_WORKDAYS.has(date)) return true
  if (MAINLAND_HOLIDAYS.has(date)) return false
  // day 0 (1970-01-01) was a Thursday
  const weekday = (dayNumber(date) + 4) % 7
  return weekday >= 1 && weekday <= 5
}

/** The `count`-th working day after `date` (the date itself never counts). */
export function addWorkingDays(date: string, count: number): string {
  let day = date
  for (let found = 0; found < count; ) {
    day = addDays(day, 1)
    if (isMainlandWorkingDay(day)) found += 1
  }
  return day
}
