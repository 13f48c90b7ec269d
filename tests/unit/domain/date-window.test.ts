import { describe, expect, it } from 'vitest'
import { dateWindowBounds, dateWindowProblem, isDateOutOfWindow } from '../../../src/domain/date-window'

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

describe('the pickers of the window (decision 0062)', () => {
  it('offer the days from 2 back to 179 ahead as min and max', () => {
    expect(dateWindowBounds('2026-11-22')).toEqual({ min: '2026-11-20', max: '2027-05-20' })
    expect(dateWindowBounds('2028-03-01')).toEqual({ min: '2028-02-28', max: '2028-08-27' })
  })

  it('refuse a picked day outside them, and leave an empty field open', () => {
    expect(dateWindowProblem('2026-11-19', '2026-11-22')).toBe('dateOutOfWindow')
    expect(dateWindowProblem('2027-05-21', '2026-11-22')).toBe('dateOutOfWindow')
    expect(dateWindowProblem('2026-11-20', '2026-11-22')).toBeNull()
    expect(dateWindowProblem('', '2026-11-22')).toBeNull()
  })
})
