import type { CalendarCell, CalendarField } from '../../../domain/calendar/schemas'

/** A cell field as an op cell stores it: numbers, open as 1/0. */
export function toStored(value: number | boolean): number {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value
}

/** The stored override of a field (null = the default), as the op cell's old or new value. */
export function overrideOf(cell: CalendarCell, field: CalendarField): number | null {
  return cell.overridden.includes(field) ? toStored(cell[field]) : null
}

/** The calendar_days override columns of a cell. */
export function overrideColumns(cell: CalendarCell): { price: number | null; stock: number | null; open: number | null } {
  return { price: overrideOf(cell, 'price'), stock: overrideOf(cell, 'stock'), open: overrideOf(cell, 'open') }
}
