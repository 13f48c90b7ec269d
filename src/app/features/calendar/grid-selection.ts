/**
 * The calendar grid's selection: one active cell, extended into a range of days within its row
 * (a drag or shift+arrows). Pure: the grid component keeps it in state and renders from it.
 */
export type GridSelection = {
  /** The row (unit index). */
  row: number
  /** Where the range started (day index). */
  anchor: number
  /** The active cell's day index (the other end of the range). */
  focus: number
}

export type GridBounds = { rows: number; cols: number }

export type SelectionKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End'

export const SELECTION_KEYS: readonly string[] = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']

export function isSelectionKey(key: string): key is SelectionKey {
  return SELECTION_KEYS.includes(key)
}

/** A single cell, clamped into the grid. */
export function selectCell(row: number, col: number, bounds: GridBounds): GridSelection {
  const r = clamp(row, bounds.rows)
  const c = clamp(col, bounds.cols)
  return { row: r, anchor: c, focus: c }
}

/** A drag moved to `col`: the range grows or shrinks within the anchor's row. */
export function extendTo(selection: GridSelection, col: number, bounds: GridBounds): GridSelection {
  return { ...selection, focus: clamp(col, bounds.cols) }
}

/**
 * A key on the grid: arrows move the active cell (up/down change the row and collapse the range,
 * since a range never spans rows); with shift, left/right/Home/End extend the range instead.
 */
export function moveSelection(selection: GridSelection, key: SelectionKey, shift: boolean, bounds: GridBounds): GridSelection {
  const { row, focus } = selection
  switch (key) {
    case 'ArrowUp':
    case 'ArrowDown': {
      const next = clamp(row + (key === 'ArrowUp' ? -1 : 1), bounds.rows)
      return { row: next, anchor: focus, focus }
    }
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'Home':
    case 'End': {
      const col =
        key === 'Home' ? 0 : key === 'End' ? bounds.cols - 1 : focus + (key === 'ArrowLeft' ? -1 : 1)
      const next = clamp(col, bounds.cols)
      return shift ? { ...selection, focus: next } : { row, anchor: next, focus: next }
    }
  }
}

/** The selected day indexes, low to high (inclusive). */
export function selectedSpan(selection: GridSelection): { from: number; to: number } {
  return { from: Math.min(selection.anchor, selection.focus), to: Math.max(selection.anchor, selection.focus) }
}

export function isSelected(selection: GridSelection | null, row: number, col: number): boolean {
  if (!selection || selection.row !== row) return false
  const { from, to } = selectedSpan(selection)
  return col >= from && col <= to
}

function clamp(value: number, size: number): number {
  return Math.min(Math.max(0, size - 1), Math.max(0, value))
}
