/** The numbers of the calendar (business rules 5 "Calendar" and 9 "Calendar and channels"). */
export const CALENDAR_LIMITS = {
  price: { min: 1, max: 99999 },
  stock: { min: 0, max: 999 },
  /** Date ranges of one change. */
  ranges: 5,
  /** Each range is under 365 days: to - from < 365. */
  rangeDays: 365,
  /** Days from today that may be read or written: today .. today + 364. */
  horizonDays: 365,
  /** The calendar is open six months by default (today .. today + 6 months - 1 day). */
  defaultMonths: 6,
  /** Changes of one calendarSet call. */
  changes: 20,
  /** Units of one change. */
  units: 200,
} as const

/** A calendar unit id: `lu:{luId}` for a B&B listing, later `rt:{roomTypeId}` for a hotel room type. */
export function listingUnitId(luId: string): string {
  return `lu:${luId}`
}

/** The listing id of a `lu:` unit, else null. */
export function luIdOf(unitId: string): string | null {
  return unitId.startsWith('lu:') ? unitId.slice(3) : null
}
