import ICAL from 'ical.js'
import { addDays, daysBetween } from './dates'
import { unitToday } from './zones'

/**
 * Reading an outside calendar (.ics) into the nights it marks busy, for one unit. Pure: the text,
 * the range of nights and the unit's country come in; ical.js parses and expands recurrences.
 *
 * A night is the unit's local date (the night starting that day). An all-day event is busy from
 * DTSTART up to DTEND exclusive (one night without DTEND). A timed event is busy on every night
 * from the local date of its start up to, not including, the local date of its end, and at least
 * on the night it starts (a check-in 15:00 to a check-out 11:00 two days later is two nights).
 * Cancelled and transparent (free) events block nothing. Events the portal exported itself (UID
 * ending in EXPORT_UID_SUFFIX, or X-PORTAL-EXPORT) are skipped: no echo loops.
 */
export type BusyNights = {
  /** Busy nights inside the range, sorted, each once. */
  nights: string[]
  /** Busy events (a recurring one counts once) with at least one night inside the range. */
  events: number
  /** Events skipped as our own export coming back. */
  echoes: number
}

export type IcsParseResult = ({ ok: true } & BusyNights) | { ok: false; reason: 'parse' }

export const EXPORT_UID_SUFFIX = '@portal.local'
export const EXPORT_MARK = 'x-portal-export'

/** Occurrences looked at, at most, per recurring event and in the whole file (a feed cannot stall the server). */
const MAX_OCCURRENCES = 5000
const MAX_FILE_OCCURRENCES = 20_000

export function busyNightsOf(text: string, range: { from: string; to: string }, country: string): IcsParseResult {
  let calendar: ICAL.Component
  try {
    // a byte-order mark some exporters write is not part of the text
    const parsed: unknown = ICAL.parse(text.replace(/^\uFEFF/, ''))
    // A file may hold several VCALENDARs; the first is the feed.
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed
    calendar = new ICAL.Component(first as unknown[])
  } catch {
    return { ok: false, reason: 'parse' }
  }
  if (calendar.name !== 'vcalendar') return { ok: false, reason: 'parse' }

  const nights = new Set<string>()
  let events = 0
  let echoes = 0
  const masters = new Map<string, ICAL.Event>()
  const exceptions: ICAL.Component[] = []
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    if (isOwnExport(vevent)) {
      echoes++
      continue
    }
    if (vevent.hasProperty('recurrence-id')) exceptions.push(vevent)
    else {
      // a rule that can never occur (30 February) blocks nothing: ical.js would roll it over or loop
      if (!dropImpossibleRules(vevent)) continue
      const event = readEvent(vevent)
      if (event) masters.set(event.uid ?? `#${masters.size}`, event)
    }
  }
  for (const vevent of exceptions) {
    const exception = readEvent(vevent)
    if (!exception) continue
    const master = exception.uid ? masters.get(exception.uid) : undefined
    if (master) master.relateException(exception)
    else masters.set(`#exception-${masters.size}`, exception)
  }

  let budget = MAX_FILE_OCCURRENCES
  const afterEnd = addDays(range.to, 2)
  const beforeStart = addDays(range.from, -2)
  for (const event of masters.values()) {
    let blocks = false
    const add = (start: ICAL.Time, end: ICAL.Time | null, component: ICAL.Component) => {
      if (!isBusy(component)) return
      const span = nightsOf(start, end, country)
      const last = Math.min(span.count, daysBetween(span.first, range.to) + 1)
      for (let i = Math.max(0, daysBetween(span.first, range.from)); i < last; i++) {
        nights.add(addDays(span.first, i))
        blocks = true
      }
    }
    try {
      if (!event.isRecurring()) add(event.startDate, event.endDate ?? null, event.component)
      else {
        const iterator = event.iterator()
        const rules = monthRules(event.component)
        // occurrences that end before the range need no details (unless an exception moves them)
        const spanDays = Math.ceil(Math.max(0, event.duration.toSeconds()) / 86_400)
        const skipBefore = addDays(beforeStart, -spanDays)
        // keyed by RECURRENCE-ID at run time (typed as an array)
        const moved = event.exceptions as unknown as Record<string, unknown>
        for (let i = 0, next = iterator.next(); next && i < MAX_OCCURRENCES && budget > 0; i++, budget--, next = iterator.next()) {
          // wall dates are cheap; a zone moves a date by 2 days at most
          if (wallDate(next) > afterEnd) break
          if (wallDate(next) < skipBefore && !(next.toString() in moved)) continue
          // ical.js rolls a day the month lacks over (31 April is 1 May): not an occurrence
          if (!fitsRules(next, rules, event.startDate)) continue
          const details = event.getOccurrenceDetails(next)
          if (wallDate(details.endDate ?? details.startDate) < beforeStart) continue
          add(details.startDate, details.endDate, details.item.component)
        }
      }
    } catch {
      // an event ical.js cannot expand (a broken RRULE) blocks nothing; the rest still counts
      continue
    }
    if (blocks) events++
  }
  return { ok: true, nights: [...nights].sort(), events, echoes }
}

function readEvent(vevent: ICAL.Component): ICAL.Event | null {
  try {
    // exceptions: [] — without it ical.js scans every VEVENT of the file for exceptions of each
    // event (quadratic: 14,000 events took 16 s); busyNightsOf relates them by UID itself
    const event = new ICAL.Event(vevent, { strictExceptions: false, exceptions: [] })
    return event.startDate ? event : null
  } catch {
    return null
  }
}

function isOwnExport(vevent: ICAL.Component): boolean {
  const uid = vevent.getFirstPropertyValue('uid')
  if (typeof uid === 'string' && uid.toLowerCase().endsWith(EXPORT_UID_SUFFIX)) return true
  return vevent.hasProperty(EXPORT_MARK)
}

function isBusy(vevent: ICAL.Component): boolean {
  const status = String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase()
  const transp = String(vevent.getFirstPropertyValue('transp') ?? '').toUpperCase()
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT'
}

/** The first busy night and the number of nights (at least one). */
function nightsOf(start: ICAL.Time, end: ICAL.Time | null, country: string): { first: string; count: number } {
  const first = localDate(start, country)
  if (!end) return { first, count: 1 }
  return { first, count: Math.max(daysBetween(first, localDate(end, country)), 1) }
}

/**
 * The unit's local date of a time: a date as written; a UTC or a time with a known zone (a
 * VTIMEZONE in the file, or an IANA TZID) converted to the unit's zone; a floating time as written.
 */
function localDate(time: ICAL.Time, country: string): string {
  if (time.isDate) return wallDate(time)
  const tzid = time.zone?.tzid
  if (tzid && tzid !== 'floating') return unitToday(country, time.toUnixTime() * 1000)
  // ical.js keeps the TZID of a zone the file does not define here (not in its types)
  const named = (time as unknown as { timezone?: string }).timezone
  if (named) {
    const ms = ianaInstant(time, named)
    if (ms !== null) return unitToday(country, ms)
  }
  return wallDate(time)
}

function wallDate(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`
}

/** The instant of a wall-clock time in an IANA zone, or null when the zone is unknown. */
function ianaInstant(time: ICAL.Time, zone: string): number | null {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    })
  } catch {
    return null
  }
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
  // the zone's offset at (about) that instant; one correction covers a DST change in between
  let guess = wall - offsetAt(format, wall)
  guess = wall - offsetAt(format, guess)
  return guess
}

function offsetAt(format: Intl.DateTimeFormat, ms: number): number {
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]))
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second))
  return asUtc - ms
}

/** Days in each month at most (February: leap years). */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

type MonthRule = { months: number[] | null; days: number[] | null }

function numbers(value: unknown): number[] | null {
  if (value === undefined || value === null) return null
  const list = (Array.isArray(value) ? value : [value]).map(Number)
  return list.length > 0 ? list : null
}

/** The BYMONTH and BYMONTHDAY of a VEVENT's rules (null where a rule has none). */
function monthRules(vevent: ICAL.Component): MonthRule[] {
  // an RDATE may name any day: no check then
  if (vevent.hasProperty('rdate')) return []
  return vevent.getAllProperties('rrule').map((p) => {
    const parts = (p.getFirstValue() as { parts?: Record<string, unknown> } | null)?.parts ?? {}
    return { months: numbers(parts.BYMONTH), days: numbers(parts.BYMONTHDAY) }
  })
}

/** Whether a rule's BYMONTH and BYMONTHDAY can ever meet (not 30 February, 31 April, day 32). */
export function ruleCanOccur(rule: MonthRule): boolean {
  if (rule.months?.some((m) => !Number.isInteger(m) || m < 1 || m > 12)) return false
  if (rule.days?.some((d) => !Number.isInteger(d) || d === 0 || Math.abs(d) > 31)) return false
  if (!rule.days) return true
  const months = rule.months ?? MONTH_DAYS.map((_, i) => i + 1)
  return months.some((m) => rule.days!.some((d) => Math.abs(d) <= MONTH_DAYS[m - 1]!))
}

/**
 * Removes the rules of a VEVENT that can never occur; false when it had rules and none is left
 * (no RDATE either): the event blocks nothing.
 */
function dropImpossibleRules(vevent: ICAL.Component): boolean {
  let props: ICAL.Property[]
  try {
    props = vevent.getAllProperties('rrule')
  } catch {
    return true
  }
  if (props.length === 0) return true
  let left = props.length
  for (const p of props) {
    const parts = (p.getFirstValue() as { parts?: Record<string, unknown> } | null)?.parts ?? {}
    if (!ruleCanOccur({ months: numbers(parts.BYMONTH), days: numbers(parts.BYMONTHDAY) })) {
      vevent.removeProperty(p)
      left--
    }
  }
  return left > 0 || vevent.hasProperty('rdate')
}

/**
 * Whether an occurrence (its RECURRENCE-ID, as the rule made it) lies on a day the event's rules
 * name: DTSTART, a rule without BYMONTHDAY, or a rule whose BYMONTH and BYMONTHDAY it matches.
 */
function fitsRules(time: ICAL.Time, rules: readonly MonthRule[], start: ICAL.Time): boolean {
  if (rules.length === 0 || rules.some((r) => !r.days)) return true
  if (time.year === start.year && time.month === start.month && time.day === start.day) return true
  const length = new Date(Date.UTC(time.year, time.month, 0)).getUTCDate()
  return rules.some((r) => (!r.months || r.months.includes(time.month))
    && r.days!.some((d) => (d > 0 ? d : length + d + 1) === time.day))
}
