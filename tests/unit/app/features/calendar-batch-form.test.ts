import { describe, expect, it } from 'vitest'
import { batchChange, emptyBatchForm, nightsOutside, previewBatch } from '../../../../src/app/features/calendar/batch-form'
import type { CalendarCell } from '../../../../src/domain/calendar/schemas'
import { checkChange } from '../../../../src/domain/calendar/check'

function cell(date: string, over: Partial<CalendarCell> = {}): CalendarCell {
  return { date, price: 300, stock: 2, booked: 0, open: true, blocked: false, dayKind: 'weekday', overridden: [], ...over }
}

const today = '2026-12-01'

describe('calendar batch form', () => {
  it('describes only what the host filled in; all seven weekdays is no filter', () => {
    const form = { ...emptyBatchForm(['lu:a', 'lu:b'], today), priceMode: 'single' as const, price: '420', stock: '' }
    expect(batchChange(form)).toEqual({ unitIds: ['lu:a', 'lu:b'], ranges: [{ from: today, to: today }], price: 420 })
    const weekends = { ...form, weekdays: [6, 5], open: 'closed' as const, priceMode: 'none' as const }
    expect(batchChange(weekends)).toEqual({ unitIds: ['lu:a', 'lu:b'], ranges: [{ from: today, to: today }], weekdays: [5, 6], open: false })
  })

  it('prices by day kind carry only the kinds filled in, and typed text the rules refuse', () => {
    const form = { ...emptyBatchForm(['lu:a'], today), priceMode: 'byKind' as const, prices: { weekday: '300', weekend: 'abc', holiday: '' } }
    const change = batchChange(form)
    expect(change.price).toEqual({ weekday: 300, weekend: Number.NaN })
    expect(checkChange(change, today).map((e) => [e.field, e.key])).toEqual([['price.weekend', 'calendarPriceRange']])
  })

  it('an empty form is refused with nothing to change (the server\'s key)', () => {
    expect(checkChange(batchChange(emptyBatchForm(['lu:a'], today)), today).map((e) => e.key)).toEqual(['calendarNothingToChange'])
  })

  it('previews every night that changes, grouped by unit, with counts and stock-below-booked marks', () => {
    const units = [
      { unitId: 'lu:a', days: [cell('2026-12-01'), cell('2026-12-02', { booked: 2 }), cell('2026-12-03')] },
      { unitId: 'lu:b', days: [cell('2026-12-01', { stock: 1 }), cell('2026-12-02')] },
      { unitId: 'lu:c', days: [cell('2026-12-01')] },
    ]
    const preview = previewBatch(units, {
      unitIds: ['lu:a', 'lu:b'],
      ranges: [{ from: '2026-12-01', to: '2026-12-01' }, { from: '2026-12-02', to: '2026-12-02' }],
      stock: 1,
    })
    expect(preview.map((unit) => unit.unitId)).toEqual(['lu:a', 'lu:b'])
    expect(preview[0]!.rows.map((row) => [row.date, row.before.stock, row.after.stock, row.belowBooked])).toEqual([
      ['2026-12-01', 2, 1, false],
      ['2026-12-02', 2, 1, true],
    ])
    expect(preview[0]!.counts).toEqual({ price: 0, stock: 2, open: 0 })
    expect(preview[0]!.belowBooked).toBe(1)
    // a night already at the new value does not change (the server does not record it)
    expect(preview[1]!.rows.map((row) => row.date)).toEqual(['2026-12-02'])
  })

  it('counts the nights after the loaded window, which are changed but not previewed', () => {
    const change = { unitIds: ['lu:a'], ranges: [{ from: '2026-12-01', to: '2026-12-10' }, { from: '2027-01-01', to: '2027-01-05' }], stock: 1 }
    expect(nightsOutside(change, '2026-12-31')).toBe(5)
    expect(nightsOutside(change, '2026-12-08')).toBe(2 + 5)
    expect(nightsOutside(change, '2027-06-01')).toBe(0)
  })
})
