import fs from 'node:fs'
import path from 'node:path'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { busyRuns, exportIcs } from '../../../../src/domain/calendar/ics-export'
import { busyNightsOf } from '../../../../src/domain/calendar/ics-parse'
import type { CalendarCell } from '../../../../src/domain/calendar/schemas'

const FIXTURES = path.resolve(__dirname, '../../../fixtures/ics')
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8')
const YEAR = { from: '2026-11-21', to: '2027-11-20' }

const ics = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n')

describe('busyNightsOf', () => {
  it('reads all-day, timed (zones), recurring (EXDATE, moved occurrence) events and skips cancelled, free and our own', () => {
    const result = busyNightsOf(fixture('good.ics'), YEAR, 'CHN')
    expect(result).toEqual({
      ok: true,
      nights: [
        '2026-12-05', '2026-12-06', '2026-12-07', // all-day, DTEND exclusive
        '2026-12-10', '2026-12-11', // Berlin 15:00 Dec 10 .. 11:00 Dec 12
        '2026-12-15', // 20:00Z Dec 14 is 04:00 Dec 15 in Shanghai
        '2026-12-21', '2027-01-05', '2027-01-11', // weekly x4, Dec 28 excluded, Jan 4 moved to Jan 5
      ],
      events: 4, // the past stay has no night in the range
      echoes: 1,
    })
  })

  it('uses the unit time zone for timed events', () => {
    const text = ics(['UID:x', 'DTSTART:20261214T200000Z', 'DTEND:20261215T030000Z'])
    expect(busyNightsOf(text, YEAR, 'CHN')).toMatchObject({ nights: ['2026-12-15'] })
    expect(busyNightsOf(text, YEAR, 'USA')).toMatchObject({ nights: ['2026-12-14'] })
  })

  it('converts an IANA TZID the file does not define and keeps a floating time as written', () => {
    const tokyo = ics(['UID:x', 'DTSTART;TZID=Asia/Tokyo:20261210T010000', 'DTEND;TZID=Asia/Tokyo:20261210T020000'])
    expect(busyNightsOf(tokyo, YEAR, 'CHN')).toMatchObject({ nights: ['2026-12-10'] }) // 00:00 Shanghai
    expect(busyNightsOf(tokyo, YEAR, 'GBR')).toMatchObject({ nights: ['2026-12-09'] }) // 16:00 London
    const floating = ics(['UID:x', 'DTSTART:20261210T010000', 'DTEND:20261211T090000'])
    expect(busyNightsOf(floating, YEAR, 'USA')).toMatchObject({ nights: ['2026-12-10'] })
  })

  it('blocks one night for an event without an end, or ending the day it starts', () => {
    expect(busyNightsOf(ics(['UID:a', 'DTSTART;VALUE=DATE:20261210']), YEAR, 'CHN')).toMatchObject({ nights: ['2026-12-10'] })
    expect(busyNightsOf(ics(['UID:b', 'DTSTART:20261210T100000', 'DTEND:20261210T120000']), YEAR, 'CHN')).toMatchObject({ nights: ['2026-12-10'] })
    expect(busyNightsOf(ics(['UID:c', 'DTSTART;VALUE=DATE:20261210', 'DURATION:P2D']), YEAR, 'CHN')).toMatchObject({ nights: ['2026-12-10', '2026-12-11'] })
  })

  it('keeps only nights inside the window', () => {
    const text = ics(['UID:a', 'DTSTART;VALUE=DATE:20261119', 'DTEND;VALUE=DATE:20261123'], ['UID:b', 'DTSTART;VALUE=DATE:20000101', 'DTEND;VALUE=DATE:21000101'])
    const result = busyNightsOf(text, { from: '2026-11-21', to: '2026-11-24' }, 'CHN')
    expect(result).toMatchObject({ nights: ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'], events: 2 })
  })

  it('expands an endless rule up to the window end only', () => {
    const text = ics(['UID:a', 'DTSTART;VALUE=DATE:20261101', 'RRULE:FREQ=DAILY;INTERVAL=10'])
    const result = busyNightsOf(text, { from: '2026-11-21', to: '2026-12-31' }, 'CHN')
    expect(result).toMatchObject({ nights: ['2026-11-21', '2026-12-01', '2026-12-11', '2026-12-21', '2026-12-31'], events: 1 })
  })

  it('gives up on a runaway rule without hanging', () => {
    const text = ics(['UID:a', 'DTSTART:19900101T000000Z', 'DTEND:19900101T000001Z', 'RRULE:FREQ=MINUTELY'])
    const started = performance.now()
    expect(busyNightsOf(text, YEAR, 'CHN')).toMatchObject({ ok: true, nights: [] })
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('keeps to an occurrence budget for the whole file and survives a rule that never matches', () => {
    const runaway = Array.from({ length: 40 }, (_, i) => [`UID:r${i}`, 'DTSTART:19900101T000000Z', 'DTEND:19900101T000001Z', 'RRULE:FREQ=MINUTELY'])
    const never = ['UID:never', 'DTSTART;VALUE=DATE:20261230', 'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30']
    const started = performance.now()
    const result = busyNightsOf(ics(...runaway, never, ['UID:plain', 'DTSTART;VALUE=DATE:20261210']), YEAR, 'CHN')
    expect(result).toMatchObject({ ok: true, nights: ['2026-12-10'] })
    expect(performance.now() - started).toBeLessThan(8000)
  })

  it('refuses a malformed file and a file that is not a calendar', () => {
    expect(busyNightsOf(fixture('malformed.ics'), YEAR, 'CHN')).toEqual({ ok: false, reason: 'parse' })
    expect(busyNightsOf('<html>Not found</html>', YEAR, 'CHN')).toEqual({ ok: false, reason: 'parse' })
    expect(busyNightsOf('BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD', YEAR, 'CHN')).toEqual({ ok: false, reason: 'parse' })
  })

  it('reads a file that starts with a byte-order mark', () => {
    expect(busyNightsOf(`\uFEFF${ics(['UID:a', 'DTSTART;VALUE=DATE:20261210'])}`, YEAR, 'CHN')).toMatchObject({ ok: true, nights: ['2026-12-10'] })
  })

  it('treats an empty calendar as no busy nights', () => {
    expect(busyNightsOf(ics(), YEAR, 'CHN')).toEqual({ ok: true, nights: [], events: 0, echoes: 0 })
  })

  it('skips events marked X-PORTAL-EXPORT whatever their UID', () => {
    expect(busyNightsOf(ics(['UID:other', 'DTSTART;VALUE=DATE:20261210', 'X-PORTAL-EXPORT:1']), YEAR, 'CHN')).toMatchObject({ nights: [], echoes: 1 })
  })
})

const cell = (date: string, over: Partial<CalendarCell> = {}): CalendarCell => ({
  date, price: 300, stock: 2, booked: 0, open: true, blocked: false, dayKind: 'weekday', overridden: [], ...over,
})

describe('exportIcs', () => {
  const cells = [
    cell('2026-12-01', { open: false }),
    cell('2026-12-02', { booked: 2 }), // sold out
    cell('2026-12-03', { stock: 0 }), // no stock
    cell('2026-12-04', { blocked: true }), // imported only: not exported
    cell('2026-12-05'),
    cell('2026-12-06', { open: false, blocked: true }),
  ]

  it('groups closed and sold-out nights into runs', () => {
    expect(busyRuns(cells)).toEqual([{ from: '2026-12-01', to: '2026-12-03' }, { from: '2026-12-06', to: '2026-12-06' }])
  })

  it('writes one all-day event per run that parses back to the same nights and reads as our own', () => {
    const text = exportIcs({ unitId: 'lu:42', title: 'Sea view, room 2; top\nfloor' }, cells, Date.UTC(2026, 10, 21, 8))
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(text).toMatch(/END:VCALENDAR\r\n$/)
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Sea view, room 2; top\nfloor')
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
      ['lu:42-2026-12-01@portal.local', '2026-12-01', '2026-12-04', true],
      ['lu:42-2026-12-06@portal.local', '2026-12-06', '2026-12-07', true],
    ])
    expect(calendar.getAllSubcomponents('vevent').every((v) => v.getFirstPropertyValue('x-portal-export') === '1')).toBe(true)
    // coming back from another platform it blocks nothing
    expect(busyNightsOf(text, YEAR, 'CHN')).toEqual({ ok: true, nights: [], events: 0, echoes: 2 })
    // with the marks taken off (a platform that rewrites UIDs) the nights are exactly ours
    const stripped = text.replace(/X-PORTAL-EXPORT:1\r\n/g, '').replace(/@portal\.local/g, '@elsewhere')
    expect(busyNightsOf(stripped, YEAR, 'CHN')).toMatchObject({ nights: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-06'] })
  })

  it('writes an empty calendar when nothing is busy', () => {
    const text = exportIcs({ unitId: 'lu:1', title: 'A' }, [cell('2026-12-01')], 0)
    expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')).toEqual([])
  })
})
