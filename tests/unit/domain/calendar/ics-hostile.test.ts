import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { busyNightsOf, ruleCanOccur } from '../../../../src/domain/calendar/ics-parse'
import { bigFeed } from '../../../fixtures/ics/generate'

// Outside calendars that are hostile or merely odd: rules that never occur, huge files.
const FIXTURES = path.resolve(__dirname, '../../../fixtures/ics')
const YEAR = { from: '2026-11-21', to: '2027-11-20' }
const ics = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//t//t//EN', ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']), 'END:VCALENDAR'].join('\r\n')
const recurring = (rule: string, start = '20261201') => ics(['UID:r@t', `DTSTART;VALUE=DATE:${start}`, `RRULE:${rule}`])

describe('rules that can never occur', () => {
  // before the guard the first looped forever (100% CPU, GBs) and the second blocked 2 March
  it('31 February every day and 30 February every year block nothing; the rest of the file still counts', { timeout: 10_000 }, () => {
    const result = busyNightsOf(fs.readFileSync(path.join(FIXTURES, 'impossible-dates.ics'), 'utf8'), YEAR, 'CHN')
    expect(result).toEqual({ ok: true, nights: ['2026-12-05', '2026-12-06'], events: 1, echoes: 0 })
  })

  it.each([
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-30',
    'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31',
    'FREQ=MONTHLY;BYMONTH=6,9,11;BYMONTHDAY=31',
    'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31',
  ])('%s blocks nothing', { timeout: 10_000 }, (rule) => {
    expect(busyNightsOf(recurring(rule, '20260101'), YEAR, 'CHN')).toEqual({ ok: true, nights: [], events: 0, echoes: 0 })
  })

  it('a day some months lack is only taken in the months that have it (ical.js rolls 31 April over to 1 May)', () => {
    const monthly = busyNightsOf(recurring('FREQ=MONTHLY;BYMONTHDAY=31', '20261231'), YEAR, 'CHN')
    expect(monthly).toMatchObject({ ok: true, nights: ['2026-12-31', '2027-01-31', '2027-03-31', '2027-05-31', '2027-07-31', '2027-08-31', '2027-10-31'] })
    const leap = busyNightsOf(recurring('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '20240229'), { from: '2026-11-21', to: '2028-11-20' }, 'CHN')
    expect(leap).toMatchObject({ ok: true, nights: ['2028-02-29'] })
    const fromEnd = busyNightsOf(recurring('FREQ=MONTHLY;BYMONTHDAY=-30;COUNT=4', '20270102'), YEAR, 'CHN')
    // 30th day from the end: 2 January, (none in February), 2 March, 1 April
    expect(fromEnd).toMatchObject({ ok: true, nights: ['2027-01-02', '2027-03-02', '2027-04-01', '2027-05-02'] })
  })

  it('ruleCanOccur: a month and a day that meet at least once', () => {
    expect(ruleCanOccur({ months: [2], days: [29] })).toBe(true)
    expect(ruleCanOccur({ months: [2], days: [30, 31] })).toBe(false)
    expect(ruleCanOccur({ months: [2, 3], days: [31] })).toBe(true)
    expect(ruleCanOccur({ months: [4, 6, 9, 11], days: [31] })).toBe(false)
    expect(ruleCanOccur({ months: null, days: [31] })).toBe(true)
    expect(ruleCanOccur({ months: null, days: [32] })).toBe(false)
    expect(ruleCanOccur({ months: [13], days: null })).toBe(false)
    expect(ruleCanOccur({ months: [2], days: null })).toBe(true)
  })
})

describe('a large feed', () => {
  // before: 5,000 events took 0.9 s and 14,000 4.2 s (ical.js scanned every VEVENT of the file
  // for exceptions of each event); tests/bench/ics-parse.ts prints the figures
  it('reads 14,000 stays into the right nights', { timeout: 30_000 }, () => {
    const feed = bigFeed(14_000)
    const result = busyNightsOf(feed.text, YEAR, 'CHN')
    expect(result.ok && result.nights).toEqual(feed.nightsIn(YEAR.from, YEAR.to))
    expect(result.ok && result.events).toBeGreaterThan(40)
  })

  it('still relates a moved occurrence to its own event only, by UID', () => {
    const text = ics(
      ['UID:a@t', 'DTSTART;VALUE=DATE:20261207', 'DTEND;VALUE=DATE:20261208', 'RRULE:FREQ=WEEKLY;COUNT=2'],
      ['UID:b@t', 'DTSTART;VALUE=DATE:20261209', 'DTEND;VALUE=DATE:20261210', 'RRULE:FREQ=WEEKLY;COUNT=2'],
      ['UID:a@t', 'RECURRENCE-ID;VALUE=DATE:20261214', 'DTSTART;VALUE=DATE:20261215', 'DTEND;VALUE=DATE:20261216'],
    )
    expect(busyNightsOf(text, YEAR, 'CHN')).toMatchObject({ ok: true, nights: ['2026-12-07', '2026-12-09', '2026-12-15', '2026-12-16'] })
  })
})
