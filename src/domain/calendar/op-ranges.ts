import { addDays, datesFrom } from './dates'

/** One changed value of one night of one unit, as an operation record shows it. */
export type OpCell = { unit_id: string; date: string; field: string; old_value: number | null; new_value: number | null }

/** Consecutive nights of one unit whose field went from the same old value to the same new one. */
export type OpRange = { unit_id: string; field: string; date_from: string; date_to: string; old_value: number | null; new_value: number | null; nights: number }

/**
 * An operation's cells as ranges (issue 22: a 5-range batch over 100 units was 15,000 rows, now a
 * few hundred): cells of a unit and field whose dates follow each other with the same old and new
 * values become one range. `cellsOf` gives back exactly the cells, in (unit, date, field) order.
 */
export function rangesOf(cells: readonly OpCell[]): OpRange[] {
  const sorted = [...cells].sort((a, b) => cmp(a.unit_id, b.unit_id) || cmp(a.field, b.field) || cmp(a.date, b.date))
  const out: OpRange[] = []
  for (const cell of sorted) {
    const last = out.at(-1)
    if (
      last && last.unit_id === cell.unit_id && last.field === cell.field && last.old_value === cell.old_value
      && last.new_value === cell.new_value && addDays(last.date_to, 1) === cell.date
    ) {
      last.date_to = cell.date
      last.nights += 1
    } else {
      out.push({ unit_id: cell.unit_id, field: cell.field, date_from: cell.date, date_to: cell.date, old_value: cell.old_value, new_value: cell.new_value, nights: 1 })
    }
  }
  return out
}

/** The cells of ranges, in (unit, date, field) order; `limit` stops early (the records list shows the first ones). */
export function cellsOf(ranges: readonly OpRange[], limit = Number.POSITIVE_INFINITY): OpCell[] {
  const byUnit = new Map<string, OpRange[]>()
  for (const range of ranges) (byUnit.get(range.unit_id) ?? byUnit.set(range.unit_id, []).get(range.unit_id)!).push(range)
  const out: OpCell[] = []
  for (const unitId of [...byUnit.keys()].sort(cmp)) {
    const cells = byUnit.get(unitId)!.flatMap((range) =>
      datesFrom(range.date_from, range.date_to).map((date) => ({ unit_id: unitId, date, field: range.field, old_value: range.old_value, new_value: range.new_value })))
    cells.sort((a, b) => cmp(a.date, b.date) || cmp(a.field, b.field))
    for (const cell of cells) {
      if (out.length >= limit) return out
      out.push(cell)
    }
  }
  return out
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
