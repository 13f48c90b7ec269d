import { describe, expect, it } from 'vitest'
import { groupFigures, periodsOf, periodStart, totalsOf, type DayFigures } from '../../../src/domain/business/figures'

const day = (date: string, f: Partial<DayFigures> = {}): DayFigures => ({ date, orders: 0, nights: 0, rent: 0, income: 0, cancellations: 0, refusals: 0, ...f })

describe('business data periods', () => {
  it('starts weeks on Monday and months on the first', () => {
    expect(periodStart('2026-11-26', 'week')).toBe('2026-11-23') // Thursday -> Monday
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23')
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23') // Sunday
    expect(periodStart('2026-11-26', 'month')).toBe('2026-11-01')
    expect(periodStart('2026-11-26', 'day')).toBe('2026-11-26')
  })

  it('cuts a range into periods with the days of the range each covers', () => {
    expect(periodsOf('2026-11-26', '2026-12-08', 'week')).toEqual([
      { start: '2026-11-23', days: 4 }, { start: '2026-11-30', days: 7 }, { start: '2026-12-07', days: 2 },
    ])
    expect(periodsOf('2026-10-30', '2026-11-02', 'month')).toEqual([{ start: '2026-10-01', days: 2 }, { start: '2026-11-01', days: 2 }])
    expect(periodsOf('2026-11-01', '2026-11-03', 'day').map((p) => p.start)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03'])
  })

  it('sums the days into periods with occupancy against what the units offered and the average price', () => {
    const periods = groupFigures([
      day('2026-11-02', { orders: 2, nights: 3, rent: 90_000, income: 80_000 }),
      day('2026-11-04', { orders: 1, nights: 1, rent: 50_000, income: 44_000, cancellations: 1 }),
      day('2026-11-10', { refusals: 1 }),
      day('2026-12-01', { nights: 9 }), // outside the range
    ], { from: '2026-11-02', to: '2026-11-15' }, 'week', 2)
    expect(periods).toEqual([
      { date: '2026-11-02', start: '2026-11-02', orders: 3, nights: 4, rent: 140_000, income: 124_000, cancellations: 1, refusals: 0, available: 14, occupancyBp: 2857, averagePrice: 35_000 },
      { date: '2026-11-09', start: '2026-11-09', orders: 0, nights: 0, rent: 0, income: 0, cancellations: 0, refusals: 1, available: 14, occupancyBp: 0, averagePrice: 0 },
    ])
    expect(totalsOf(periods)).toMatchObject({ orders: 3, nights: 4, available: 28, occupancyBp: 1429, averagePrice: 35_000, refusals: 1 })
    // no units online: no occupancy rather than a division by zero
    expect(groupFigures([day('2026-11-02', { nights: 1 })], { from: '2026-11-02', to: '2026-11-02' }, 'day', 0)[0]!.occupancyBp).toBe(0)
  })
})
