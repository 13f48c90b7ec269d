import ICAL from 'ical.js'
import { addDays } from './dates'
import { isBusyForExport } from './cells'
import { EXPORT_MARK, EXPORT_UID_SUFFIX } from './ics-parse'
import type { CalendarCell } from './schemas'

export const EXPORT_PRODID = '-//Host Portal//Room-status calendar//EN'

/**
 * A unit's export feed: one all-day VEVENT per run of consecutive nights that are closed or sold
 * out (isBusyForExport), UID `{unitId}-{start}@portal.local` and X-PORTAL-EXPORT:1 so that the
 * feed coming back through another platform is never imported (ics-parse.ts). Nights blocked only
 * by an import are not busy here (A -> B -> A loops). `cells` are consecutive nights, sorted.
 */
export function exportIcs(unit: { unitId: string; title: string }, cells: readonly CalendarCell[], stampMs: number): string {
  const calendar = new ICAL.Component(['vcalendar', [], []])
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('prodid', EXPORT_PRODID)
  calendar.addPropertyWithValue('calscale', 'GREGORIAN')
  calendar.addPropertyWithValue('method', 'PUBLISH')
  // typed as TEXT so that commas, semicolons and line breaks in a title are escaped
  const name = new ICAL.Property('x-wr-calname')
  name.resetType('text')
  name.setValue(unit.title)
  calendar.addProperty(name)
  const stamp = ICAL.Time.fromJSDate(new Date(stampMs), true)
  for (const run of busyRuns(cells)) {
    const event = new ICAL.Component('vevent')
    event.addPropertyWithValue('uid', `${unit.unitId}-${run.from}${EXPORT_UID_SUFFIX}`)
    event.addPropertyWithValue('dtstamp', stamp)
    event.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(run.from))
    event.addPropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(run.to, 1)))
    event.addPropertyWithValue('summary', 'Not available')
    event.addPropertyWithValue('transp', 'OPAQUE')
    event.addPropertyWithValue(EXPORT_MARK, '1')
    calendar.addSubcomponent(event)
  }
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n'
}

/** Runs of consecutive busy nights, both ends included. */
export function busyRuns(cells: readonly CalendarCell[]): { from: string; to: string }[] {
  const runs: { from: string; to: string }[] = []
  for (const cell of cells) {
    if (!isBusyForExport(cell)) continue
    const last = runs[runs.length - 1]
    if (last && addDays(last.to, 1) === cell.date) last.to = cell.date
    else runs.push({ from: cell.date, to: cell.date })
  }
  return runs
}
