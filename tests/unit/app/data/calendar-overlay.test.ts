import { describe, expect, it } from 'vitest'
import { alignRow, overlayPending, pendingChanges } from '../../../../src/app/data/calendar-overlay'
import { sentSince } from '../../../../src/app/data/calendar-writes'
import type { OutboxEntry } from '../../../../src/client/outbox/outbox-types'
import type { CalendarCell } from '../../../../src/domain/calendar/schemas'

function cell(date: string, over: Partial<CalendarCell> = {}): CalendarCell {
  return { date, price: 300, stock: 2, booked: 0, open: true, blocked: false, dayKind: 'weekday', overridden: [], ...over }
}

const units = [
  { unitId: 'lu:a', days: [cell('2026-12-01'), cell('2026-12-02'), cell('2026-12-03')] },
  { unitId: 'lu:b', days: [cell('2026-12-01'), cell('2026-12-02', { booked: 1 })] },
]

describe('calendar overlay', () => {
  it('applies pending writes in order and marks the nights they cover', () => {
    const view = overlayPending(units, [
      { unitIds: ['lu:a'], ranges: [{ from: '2026-12-02', to: '2026-12-03' }], price: 420 },
      { unitIds: ['lu:a'], ranges: [{ from: '2026-12-03', to: '2026-12-03' }], price: 500, open: false },
    ])
    const a = view.get('lu:a')!
    expect(a.map((c) => [c.price, c.open, c.pending])).toEqual([
      [300, true, false],
      [420, true, true],
      [500, false, true],
    ])
    expect(a[2]!.overridden).toEqual(['price', 'open'])
    expect(view.get('lu:b')!.every((c) => !c.pending)).toBe(true)
  })

  it('draws writes already sent (before the cells were read again) under the waiting ones, not marked as waiting', () => {
    const view = overlayPending(
      units,
      [{ unitIds: ['lu:a'], ranges: [{ from: '2026-12-03', to: '2026-12-03' }], price: 500 }],
      [{ unitIds: ['lu:a'], ranges: [{ from: '2026-12-02', to: '2026-12-03' }], price: 420 }],
    )
    expect(view.get('lu:a')!.map((c) => [c.price, c.pending])).toEqual([[300, false], [420, false], [500, true]])
  })

  it('a sent write is drawn only over cells read before it was sent', () => {
    const entry = (id: string) => ({ id, idemKey: id }) as OutboxEntry
    const pending = { waiting: [], sent: [{ entry: entry('old'), at: 1_000 }, { entry: entry('new'), at: 5_000 }] }
    expect(sentSince(pending, 500).map((e) => e.id)).toEqual(['old', 'new'])
    expect(sentSince(pending, 2_000).map((e) => e.id)).toEqual(['new'])
    expect(sentSince(pending, 6_000)).toEqual([])
  })

  it('a pending write that changes nothing still marks its nights as waiting', () => {
    const view = overlayPending(units, [{ unitIds: ['lu:b'], ranges: [{ from: '2026-12-01', to: '2026-12-01' }], price: 300 }])
    expect(view.get('lu:b')![0]).toMatchObject({ price: 300, pending: true })
  })

  it('keeps one view object per untouched server cell (memoised cells do not re-render)', () => {
    const first = overlayPending(units, [])
    const second = overlayPending(units, [{ unitIds: ['lu:a'], ranges: [{ from: '2026-12-01', to: '2026-12-01' }], stock: 1 }])
    expect(second.get('lu:b')![0]).toBe(first.get('lu:b')![0])
    expect(second.get('lu:a')![1]).toBe(first.get('lu:a')![1])
    expect(second.get('lu:a')![0]).not.toBe(first.get('lu:a')![0])
  })

  it('honours the weekday filter of a write', () => {
    // 2026-12-01 is a Tuesday (2), 12-02 a Wednesday (3)
    const view = overlayPending(units, [{ unitIds: ['lu:a'], ranges: [{ from: '2026-12-01', to: '2026-12-03' }], weekdays: [3], stock: 0 }])
    expect(view.get('lu:a')!.map((c) => [c.stock, c.pending])).toEqual([[2, false], [0, true], [2, false]])
  })

  it('reads the changes of calendarSet entries only, in queue order', () => {
    const change = { unitIds: ['lu:a'], ranges: [{ from: '2026-12-01', to: '2026-12-01' }], stock: 1 }
    expect(pendingChanges([
      { endpoint: 'calendarSet', params: { changes: [change, change] } },
      { endpoint: 'updateLandlordInfo', params: { cityid: '1' } },
    ])).toHaveLength(2)
  })

  it('aligns a row to the grid dates, leaving gaps where the server has no night', () => {
    const view = overlayPending(units, []).get('lu:b')
    const row = alignRow(view, ['2026-11-30', '2026-12-01', '2026-12-02'])
    expect(row.map((c) => c?.date)).toEqual([undefined, '2026-12-01', '2026-12-02'])
  })
})

describe('calendar overlay of many units', () => {
  it('makes the views of a unit when a screen first reads them, and reads the nights of only the units a write touches', () => {
    let reads = 0
    const many = Array.from({ length: 500 }, (_, i) => ({
      unitId: `lu:${i}`,
      get days() {
        reads += 1
        return [cell('2026-12-01'), cell('2026-12-02')]
      },
    }))
    const views = overlayPending(many, [{ unitIds: ['lu:7'], ranges: [{ from: '2026-12-01', to: '2026-12-01' }], price: 400 }])
    // the write's unit only (applied, then its touched nights found), not the 499 others
    expect(reads).toBeLessThanOrEqual(3)
    expect(views.get('lu:7')?.[0]).toMatchObject({ price: 400, pending: true })
    const before = reads
    expect(views.get('lu:8')?.[0]?.pending).toBe(false)
    expect(views.get('lu:8')).toBe(views.get('lu:8'))
    expect(reads).toBe(before + 1)
    expect(views.get('lu:none')).toBeUndefined()
  })
})
