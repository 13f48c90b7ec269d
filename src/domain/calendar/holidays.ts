import { datesFrom } from './dates'

/**
 * Mainland China statutory holiday periods (the nights priced as holidays), from the State
 * Council's notices. 2026: the notice of November 2025. 2027: the statutory days with the
 * weekend they touch, until the 2027 notice is entered (docs/decisions/0020-calendar-model.md).
 * Hong Kong, Macau, Taiwan and overseas units have no holiday list: their days are weekday or
 * weekend only.
 */
const MAINLAND_PERIODS: ReadonlyArray<readonly [string, string, string]> = [
  ['newYear', '2026-01-01', '2026-01-03'],
  ['springFestival', '2026-02-15', '2026-02-23'],
  ['qingming', '2026-04-04', '2026-04-06'],
  ['labourDay', '2026-05-01', '2026-05-05'],
  ['dragonBoat', '2026-06-19', '2026-06-21'],
  ['midAutumn', '2026-09-25', '2026-09-27'],
  ['nationalDay', '2026-10-01', '2026-10-07'],
  ['newYear', '2027-01-01', '2027-01-03'],
  ['springFestival', '2027-02-05', '2027-02-11'],
  ['qingming', '2027-04-03', '2027-04-05'],
  ['labourDay', '2027-05-01', '2027-05-05'],
  ['dragonBoat', '2027-06-09', '2027-06-09'],
  ['midAutumn', '2027-09-15', '2027-09-15'],
  ['nationalDay', '2027-10-01', '2027-10-07'],
]

export type HolidaySet = ReadonlySet<string>

const NONE: HolidaySet = new Set()

export const MAINLAND_HOLIDAYS: HolidaySet = new Set(MAINLAND_PERIODS.flatMap(([, from, to]) => datesFrom(from, to)))

/** The holiday dates of a unit's country (alpha-3 as listings store it): the mainland's list for 'CHN'. */
export function holidaysOf(country: string): HolidaySet {
  return country === 'CHN' ? MAINLAND_HOLIDAYS : NONE
}
