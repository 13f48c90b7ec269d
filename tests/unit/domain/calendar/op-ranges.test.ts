import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cellsOf, rangesOf } from '../../../../src/domain/calendar/op-ranges'
import type { OpCell } from '../../../../src/domain/calendar/op-ranges'
import { addDays } from '../../../../src/domain/calendar/dates'

const cell = (unit_id: string, date: string, field: string, old_value: number | null, new_value: number | null): OpCell => ({ unit_id, date, field, old_value, new_value })

describe('operation records as ranges', () => {
  it('joins consecutive nights of a unit and field with the same old and new values, and nothing else', () => {
    const ranges = rangesOf([
      cell('u1', '2027-01-01', 'price', null, 300), cell('u1', '2027-01-02', 'price', null, 300),
      cell('u1', '2027-01-03', 'price', 250, 300), // another old value
      cell('u1', '2027-01-05', 'price', null, 300), // a gap
      cell('u1', '2027-01-01', 'stock', null, 2), cell('u2', '2027-01-02', 'price', null, 300),
    ])
    expect(ranges.map((r) => [r.unit_id, r.field, r.date_from, r.date_to, r.nights])).toEqual([
      ['u1', 'price', '2027-01-01', '2027-01-02', 2], ['u1', 'price', '2027-01-03', '2027-01-03', 1],
      ['u1', 'price', '2027-01-05', '2027-01-05', 1], ['u1', 'stock', '2027-01-01', '2027-01-01', 1],
      ['u2', 'price', '2027-01-02', '2027-01-02', 1],
    ])
  })

  it('a batch over 100 units and 5 ranges of 30 nights is 1,500 rows instead of 15,000 cells', () => {
    const cells: OpCell[] = []
    for (let u = 0; u < 100; u++) for (let r = 0; r < 5; r++) for (let d = 0; d < 30; d++) cells.push(cell(`u${u}`, addDays('2027-01-01', r * 40 + d), 'price', null, 500))
    expect(rangesOf(cells)).toHaveLength(500)
  })

  it('gives back exactly the cells it was made of, in (unit, date, field) order; a limit keeps the first ones', () => {
    const arbCell = fc.record({
      unit_id: fc.constantFrom('u1', 'u2', 'u3'),
      date: fc.integer({ min: 0, max: 40 }).map((n) => addDays('2027-01-01', n)),
      field: fc.constantFrom('price', 'stock', 'open'),
      old_value: fc.option(fc.constantFrom(1, 2), { nil: null }),
      new_value: fc.option(fc.constantFrom(1, 2), { nil: null }),
    })
    // an operation changes a cell once
    const arbCells = fc.uniqueArray(arbCell, { selector: (c) => `${c.unit_id}|${c.date}|${c.field}`, maxLength: 120 })
    fc.assert(fc.property(arbCells, fc.integer({ min: 0, max: 130 }), (cells, limit) => {
      const ordered = [...cells].sort((a, b) => (a.unit_id + a.date + a.field < b.unit_id + b.date + b.field ? -1 : 1))
      const back = cellsOf(rangesOf(cells))
      expect(back).toEqual(ordered)
      expect(cellsOf(rangesOf(cells), limit)).toEqual(ordered.slice(0, limit))
      expect(rangesOf(cells).reduce((n, r) => n + r.nights, 0)).toBe(cells.length)
    }))
  })
})
