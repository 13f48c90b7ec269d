import { describe, expect, it } from 'vitest'
import { bookedOn, byMonth, figureChanges, mergeFigures, orderFigures, type FigureRow, type OrderFacts } from '../../../src/domain/business/kept-figures'

const order = (facts: Partial<OrderFacts> = {}): OrderFacts => ({
  userId: 7, unitId: 'lu:a', createdAt: Date.parse('2026-11-05T10:00:00+08:00'), state: 'waitConfirm', cancelledBy: null,
  checkIn: '2026-12-01', currency: 'RMB', nights: 2, rooms: 2, rent: 80_000, income: 71_520, ...facts,
})
const row = (period: string, sums: Partial<FigureRow>): FigureRow => ({
  userId: 7, period, unitKey: 'lu:a', currency: 'RMB', orders: 0, cancellations: 0, refusals: 0, stays: 0, nights: 0, rent: 0, income: 0, ...sums,
})

describe('kept business figures (decision 0066)', () => {
  it('counts a booking on its Beijing day: 23:59 on 30 November and 00:00 on 1 December are one UTC day apart by the minute', () => {
    expect(bookedOn(Date.parse('2026-11-30T23:59:59+08:00'))).toBe('2026-11-30')
    expect(bookedOn(Date.parse('2026-12-01T00:00:00+08:00'))).toBe('2026-12-01')
  })

  it('adds a booking, and a paid stay on its check-in day with its room-nights', () => {
    expect(orderFigures(order())).toEqual([row('2026-11-05', { orders: 1 })])
    expect(orderFigures(order({ state: 'completed' }))).toEqual([
      row('2026-11-05', { orders: 1 }), row('2026-12-01', { stays: 1, nights: 4, rent: 80_000, income: 71_520 }),
    ])
    expect(orderFigures(order({ state: 'cancelled', cancelledBy: 'guest' }))[0]).toMatchObject({ cancellations: 1, refusals: 0 })
    // a host's refusal is a refusal, not a cancellation, whoever the order names
    expect(orderFigures(order({ state: 'rejected', cancelledBy: 'host' }))[0]).toMatchObject({ cancellations: 0, refusals: 1 })
    expect(orderFigures(order({ state: 'confirmTimeout' }))[0]).toMatchObject({ refusals: 1 })
    expect(orderFigures(order({ state: 'payTimeout' }))[0]).toMatchObject({ refusals: 0, cancellations: 0 })
    expect(orderFigures(order({ unitId: null }))[0]!.unitKey).toBe('')
  })

  it('changes only what a write changed', () => {
    expect(figureChanges(null, order())).toEqual([row('2026-11-05', { orders: 1 })])
    // accepting moves nothing the figures count
    expect(figureChanges(order(), order({ state: 'waitPay' }))).toEqual([])
    expect(figureChanges(order({ state: 'waitPay' }), order({ state: 'waitCheckIn' }))).toEqual([row('2026-12-01', { stays: 1, nights: 4, rent: 80_000, income: 71_520 })])
    // a paid stay cancelled by the guest: the stay goes, the booking becomes a cancellation
    expect(figureChanges(order({ state: 'waitCheckIn' }), order({ state: 'cancelled', cancelledBy: 'guest' }))).toEqual([
      row('2026-11-05', { cancellations: 1 }), row('2026-12-01', { stays: -1, nights: -4, rent: -80_000, income: -71_520 }),
    ])
    // a renewal: more nights and money on the same check-in day
    expect(figureChanges(order({ state: 'checkedIn' }), order({ state: 'checkedIn', nights: 3, rent: 120_000, income: 107_280 }))).toEqual([
      row('2026-12-01', { nights: 2, rent: 40_000, income: 35_760 }),
    ])
  })

  it('merges rows of one key, leaves out those that add nothing and sorts them; months sum their days', () => {
    const merged = mergeFigures([row('2026-12-02', { orders: 1 }), row('2026-12-01', { orders: 2 }), row('2026-12-02', { orders: -1 }), row('2026-12-01', { nights: 3 })])
    expect(merged).toEqual([row('2026-12-01', { orders: 2, nights: 3 })])
    expect(byMonth([row('2026-11-30', { orders: 1 }), row('2026-12-01', { orders: 2 }), row('2026-12-31', { orders: 3 })])).toEqual([
      row('2026-11', { orders: 1 }), row('2026-12', { orders: 5 }),
    ])
  })
})
