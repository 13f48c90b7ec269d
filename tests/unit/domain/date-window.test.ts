import { describe, expect, it } from 'vitest'
import { isDateOutOfWindow } from '../../../src/domain/date-window'

describe('isDateOutOfWindow', () => {
  const today = '2026-11-22'

  it('allows up to 2 days in the past', () => {
    expect(isDateOutOfWindow('2026-11-22', today)).toBe(false)
    expect(isDateOutOfWindow('2026-11-20', today)).toBe(false)
    expect(isDateOutOfWindow('2026-11-19', today)).toBe(true)
  })

  it('allows up to 179 days ahead', () => {
    // 2026-11-22 + 179 days = 2027-05-20
    expect(isDateOutOfWindow('2027-05-20', today)).toBe(false)
    expect(isDateOutOfWindow('2027-05-21', today)).toBe(true)
  })

  it('counts across month, year and leap-day boundaries', () => {
    expect(isDateOutOfWindow('2027-12-30', '2028-01-01')).toBe(false)
    expect(isDateOutOfWindow('2027-12-29', '2028-01-01')).toBe(true)
    // 29 Feb 2028 lies between: 28 Feb is 2 days back, 27 Feb is 3
    expect(isDateOutOfWindow('2028-02-28', '2028-03-01')).toBe(false)
    expect(isDateOutOfWindow('2028-02-27', '2028-03-01')).toBe(true)
    expect(isDateOutOfWindow('2027-02-27', '2027-03-01')).toBe(false)
  })

  it('treats malformed or impossible dates as out of the window', () => {
    expect(isDateOutOfWindow('2026-02-30', today)).toBe(true)
    expect(isDateOutOfWindow('2026-11-2', today)).toBe(true)
    expect(isDateOutOfWindow('', today)).toBe(true)
    expect(isDateOutOfWindow('2026-11-22', 'today')).toBe(true)
  })
})
