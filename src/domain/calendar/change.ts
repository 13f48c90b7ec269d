import { addDays, weekdayOf } from './dates'
import { dayKindOf } from './cells'
import type { HolidaySet } from './holidays'
import type { CalendarCell, CalendarChange, CalendarField, DayKind } from './schemas'

/** A night's field a change sets. */
export type CellSet =
  | { unitId: string; date: string; field: 'price' | 'stock'; value: number }
  | { unitId: string; date: string; field: 'open'; value: boolean }

type Values = { price?: number; stock?: number; open?: boolean }

function inRanges(change: CalendarChange, date: string): boolean {
  for (const r of change.ranges) if (date >= r.from && date <= r.to) return true
  return false
}

/** What `change` sets on the night `date` of `dayKind` (null: the night is not in the change). */
export function valuesFor(change: CalendarChange, date: string, dayKind: DayKind): Values | null {
  if (!inRanges(change, date)) return null
  if (change.weekdays && !change.weekdays.includes(weekdayOf(date))) return null
  const values: Values = {}
  if (typeof change.price === 'number') values.price = change.price
  else if (change.price && change.price[dayKind] !== undefined) values.price = change.price[dayKind]
  if (change.stock !== undefined) values.stock = change.stock
  if (change.open !== undefined) values.open = change.open
  return values
}

/** Every night's field a change sets on one unit (none when the unit is not in the change). */
export function expandChange(change: CalendarChange, unit: string | { unitId: string }, holidays: HolidaySet): CellSet[] {
  const unitId = typeof unit === 'string' ? unit : unit.unitId
  if (!change.unitIds.includes(unitId)) return []
  const out: CellSet[] = []
  const seen = new Set<string>()
  for (const range of change.ranges) {
    for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
      if (seen.has(date)) continue
      seen.add(date)
      const values = valuesFor(change, date, dayKindOf(date, holidays))
      if (!values) continue
      if (values.price !== undefined) out.push({ unitId, date, field: 'price', value: values.price })
      if (values.stock !== undefined) out.push({ unitId, date, field: 'stock', value: values.stock })
      if (values.open !== undefined) out.push({ unitId, date, field: 'open', value: values.open })
    }
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

/** One cell after a change (the same object when nothing changes). */
export function applyToCell(cell: CalendarCell, change: CalendarChange): CalendarCell {
  const values = valuesFor(change, cell.date, cell.dayKind)
  if (!values) return cell
  const price = values.price !== undefined && values.price !== cell.price
  const stock = values.stock !== undefined && values.stock !== cell.stock
  const open = values.open !== undefined && values.open !== cell.open
  if (!price && !stock && !open) return cell
  let overridden = cell.overridden
  const mark = (field: CalendarField) => {
    if (!overridden.includes(field)) overridden = [...overridden, field]
  }
  if (price) mark('price')
  if (stock) mark('stock')
  if (open) mark('open')
  return {
    ...cell,
    price: price ? values.price! : cell.price,
    stock: stock ? values.stock! : cell.stock,
    open: open ? values.open! : cell.open,
    overridden,
  }
}

/**
 * The cells after a change, as the server will store them: a night whose value does not change
 * keeps its cell (and is not recorded); a changed field becomes an override. Units and nights
 * not in `units` are left alone (the portal's grid holds a window). Unchanged units and cells
 * keep their objects, so a grid re-renders only what changed.
 */
export function applyChange<U extends { unitId: string; days: CalendarCell[] }>(units: readonly U[], change: CalendarChange): U[] {
  const ids = new Set(change.unitIds)
  const first = change.ranges.reduce((m, r) => (r.from < m ? r.from : m), '9999-12-31')
  const last = change.ranges.reduce((m, r) => (r.to > m ? r.to : m), '0000-01-01')
  return units.map((unit) => {
    if (!ids.has(unit.unitId)) return unit
    let changed = false
    const days = unit.days.map((cell) => {
      if (cell.date < first || cell.date > last) return cell
      const next = applyToCell(cell, change)
      if (next !== cell) changed = true
      return next
    })
    return changed ? { ...unit, days } : unit
  })
}

/** A field that differs between two cells of the same night. */
export type CellDiff = { date: string; field: CalendarField; old: number | boolean; new: number | boolean }

export function diffCells(before: CalendarCell, after: CalendarCell): CellDiff[] {
  const out: CellDiff[] = []
  for (const field of ['price', 'stock', 'open'] as const) {
    if (before[field] !== after[field]) out.push({ date: before.date, field, old: before[field], new: after[field] })
  }
  return out
}
