import { describe, expect, it } from 'vitest'
import { extendTo, isSelected, moveSelection, selectCell, selectedSpan } from '../../../../src/app/features/calendar/grid-selection'

const bounds = { rows: 3, cols: 10 }

describe('calendar grid selection', () => {
  it('selects one cell, clamped into the grid', () => {
    expect(selectCell(1, 4, bounds)).toEqual({ row: 1, anchor: 4, focus: 4 })
    expect(selectCell(9, -2, bounds)).toEqual({ row: 2, anchor: 0, focus: 0 })
  })

  it('a drag extends the range within the row, both ways, never past the edges', () => {
    const start = selectCell(1, 4, bounds)
    expect(selectedSpan(extendTo(start, 7, bounds))).toEqual({ from: 4, to: 7 })
    expect(selectedSpan(extendTo(start, 1, bounds))).toEqual({ from: 1, to: 4 })
    expect(extendTo(start, 40, bounds).focus).toBe(9)
    expect(extendTo(start, 7, bounds).row).toBe(1)
  })

  it('arrows move the active cell; shift+left/right extend the range', () => {
    let sel = selectCell(0, 2, bounds)
    sel = moveSelection(sel, 'ArrowRight', true, bounds)
    sel = moveSelection(sel, 'ArrowRight', true, bounds)
    expect(selectedSpan(sel)).toEqual({ from: 2, to: 4 })
    expect(isSelected(sel, 0, 3)).toBe(true)
    expect(isSelected(sel, 1, 3)).toBe(false)
    sel = moveSelection(sel, 'ArrowLeft', false, bounds)
    expect(sel).toEqual({ row: 0, anchor: 3, focus: 3 })
  })

  it('up and down change the row and collapse the range (a range never spans rows)', () => {
    const ranged = extendTo(selectCell(1, 2, bounds), 5, bounds)
    expect(moveSelection(ranged, 'ArrowDown', true, bounds)).toEqual({ row: 2, anchor: 5, focus: 5 })
    expect(moveSelection(selectCell(0, 0, bounds), 'ArrowUp', false, bounds)).toEqual({ row: 0, anchor: 0, focus: 0 })
  })

  it('Home and End go to the row\'s ends; with shift they extend to them', () => {
    const sel = selectCell(2, 5, bounds)
    expect(moveSelection(sel, 'End', false, bounds)).toEqual({ row: 2, anchor: 9, focus: 9 })
    expect(selectedSpan(moveSelection(sel, 'Home', true, bounds))).toEqual({ from: 0, to: 5 })
  })
})

describe('the phone month view\'s weeks', () => {
  it('starts each week on Monday and holds every day of the month once', async () => {
    const { monthWeeks } = await import('../../../../src/app/features/calendar/month-view')
    // December 2026 starts on a Tuesday and has 31 days
    const weeks = monthWeeks('2026-12')
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'])
    expect(weeks.every((week) => week.length === 7)).toBe(true)
    expect(weeks.flat().filter(Boolean)).toHaveLength(31)
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null])
    // February 2027: 28 days from a Monday, exactly four weeks
    expect(monthWeeks('2027-02')).toHaveLength(4)
  })
})
