import { weekdayOf } from './dates'
import type { HolidaySet } from './holidays'
import type { BasePrices, CalendarCell, CalendarField, DayKind } from './schemas'

/** Friday and Saturday nights are weekend nights; a holiday night is a holiday whatever the weekday. */
export function dayKindOf(date: string, holidays: HolidaySet): DayKind {
  if (holidays.has(date)) return 'holiday'
  const weekday = weekdayOf(date)
  return weekday === 5 || weekday === 6 ? 'weekend' : 'weekday'
}

/** A unit's defaults: the listing's base prices and its number of similar units. */
export type UnitDefaults = { basePrices: BasePrices; baseStock: number }

/** What calendar_days stores for a night: overrides (null = default) and the booked count. */
export type StoredDay = {
  price: number | null; stock: number | null; open: boolean | null; booked: number
  /** A PMS set the night's values last (direct connection). */
  thirdParty?: boolean
}

/** The effective cell: each override if stored, else the default. */
export function cellOf(
  date: string, defaults: UnitDefaults, holidays: HolidaySet, stored: StoredDay | undefined, blocked: boolean,
): CalendarCell {
  const dayKind = dayKindOf(date, holidays)
  const overridden: CalendarField[] = []
  if (stored?.price != null) overridden.push('price')
  if (stored?.stock != null) overridden.push('stock')
  if (stored?.open != null) overridden.push('open')
  return {
    date,
    price: stored?.price ?? defaults.basePrices[dayKind],
    stock: stored?.stock ?? defaults.baseStock,
    booked: stored?.booked ?? 0,
    open: stored?.open ?? true,
    blocked,
    dayKind,
    overridden,
  }
}

/** Units left to sell that night. */
export function availableOf(cell: CalendarCell): number {
  return Math.max(0, cell.stock - cell.booked)
}

/** A guest can book the night: open, not blocked by an outside calendar, a unit left. */
export function isBookable(cell: CalendarCell): boolean {
  return cell.open && !cell.blocked && cell.stock - cell.booked > 0
}

/** Closed or sold out (what the export feed shows as busy; imported blocks aside). */
export function isBusyForExport(cell: CalendarCell): boolean {
  return !cell.open || cell.stock - cell.booked <= 0
}
