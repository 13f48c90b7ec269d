import { applyChange, valuesFor } from '../../domain/calendar/change'
import type { CalendarCell, CalendarChange } from '../../domain/calendar/schemas'

/** A cell as the grid shows it: the server's cell with the host's waiting edits applied. */
export type CellView = CalendarCell & { pending: boolean }

export type UnitCells = { unitId: string; days: CalendarCell[] }

/**
 * The server's last cells with every pending calendar write on top, oldest first, each applied
 * exactly as the server will (the domain's applyChange); the nights a pending write covers are
 * marked pending. `sent`: writes the server has applied since these cells were read, applied
 * first and not marked (the next read brings them). Cells no write touches keep one view object
 * per server cell, so memoised grid cells do not re-render.
 */
export function overlayPending(
  units: readonly UnitCells[],
  pending: readonly CalendarChange[],
  sent: readonly CalendarChange[] = [],
): CellViews {
  let current: readonly UnitCells[] = units
  for (const change of sent) current = applyChange(current as UnitCells[], change)
  const touched = new Map<string, Set<string>>()
  for (const change of pending) {
    current = applyChange(current as UnitCells[], change)
    for (const unit of current) {
      if (!change.unitIds.includes(unit.unitId)) continue
      const dates = touched.get(unit.unitId) ?? new Set<string>()
      for (const cell of unit.days) if (valuesFor(change, cell.date, cell.dayKind)) dates.add(cell.date)
      touched.set(unit.unitId, dates)
    }
  }
  // each unit's views are made when a screen first reads them: the grid reads the rows it shows
  const byId = new Map(current.map((unit) => [unit.unitId, unit]))
  const made = new Map<string, CellView[]>()
  return {
    get(unitId) {
      const known = made.get(unitId)
      if (known) return known
      const unit = byId.get(unitId)
      if (!unit) return undefined
      const dates = touched.get(unitId)
      const views = unit.days.map((cell) => (dates?.has(cell.date) ? { ...cell, pending: true } : asView(cell)))
      made.set(unitId, views)
      return views
    },
  }
}

/** Each unit's cell views by unit id, made on first read. */
export type CellViews = { get: (unitId: string) => CellView[] | undefined }

/** The calendar changes carried by pending outbox entries, in queue order. */
export function pendingChanges(entries: readonly { endpoint: string; params: Record<string, unknown> }[]): CalendarChange[] {
  return entries
    .filter((entry) => entry.endpoint === 'calendarSet')
    .flatMap((entry) => (Array.isArray(entry.params.changes) ? (entry.params.changes as CalendarChange[]) : []))
}

/** One row aligned to the grid's dates (undefined where the server has no cell, e.g. a past day). */
export function alignRow(cells: readonly CellView[] | undefined, dates: readonly string[]): (CellView | undefined)[] {
  const byDate = new Map((cells ?? []).map((cell) => [cell.date, cell]))
  return dates.map((date) => byDate.get(date))
}

const VIEWS = new WeakMap<CalendarCell, CellView>()

function asView(cell: CalendarCell): CellView {
  let view = VIEWS.get(cell)
  if (!view) {
    view = { ...cell, pending: false }
    VIEWS.set(cell, view)
  }
  return view
}
