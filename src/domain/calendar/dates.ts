/**
 * Stay dates as 'yyyy-MM-dd' strings (a calendar date, no time zone). Arithmetic goes through a
 * day number (days since 1970-01-01), which is exact and needs no clock.
 */

const DAY_MS = 86_400_000
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** True for a well-formed, existing date ('2026-02-30' is not). */
export function isDate(value: string): boolean {
  const m = DATE.exec(value)
  if (!m) return false
  const n = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return dateOf(n / DAY_MS) === value
}

/** Days since 1970-01-01 of a 'yyyy-MM-dd' date (no validation: check isDate first). */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS
}

export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export function addDays(date: string, days: number): string {
  return dateOf(dayNumber(date) + days)
}

/** b - a in days. */
export function daysBetween(a: string, b: string): number {
  return dayNumber(b) - dayNumber(a)
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  // 1970-01-01 was a Thursday (4)
  return (((dayNumber(date) + 4) % 7) + 7) % 7
}

/** The same day `months` later; a day the month lacks becomes its last day (Aug 31 + 6 -> Feb 28). */
export function addMonths(date: string, months: number): string {
  const y = Number(date.slice(0, 4))
  const m = Number(date.slice(5, 7)) - 1 + months
  const d = Number(date.slice(8, 10))
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return dateOf(Date.UTC(y, m, Math.min(d, last)) / DAY_MS)
}

/** Every date from `from` to `to`, both included (empty when to < from). */
export function datesFrom(from: string, to: string): string[] {
  const start = dayNumber(from)
  const end = dayNumber(to)
  const out: string[] = []
  for (let n = start; n <= end; n++) out.push(dateOf(n))
  return out
}
