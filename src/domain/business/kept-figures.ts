import { dateOf } from '../calendar/dates'

/**
 * Business data's figures kept as orders change (issue 41, decision 0066). An order adds its
 * booking to the Beijing day it was booked (one order; a cancellation when the guest cancelled
 * it, a refusal when the host refused it or let it time out) and, once paid, its stay to its
 * check-in day (one stay, its room-nights, rent and income), under its host, unit and currency.
 * A write of an order adds what it adds now and takes away what it added before; the server
 * keeps the sums per day and per month, and reads a year from a few hundred of them.
 */
export type OrderFacts = {
  userId: number
  unitId: string | null
  /** When it was booked (ms). */
  createdAt: number
  state: string
  cancelledBy: string | null
  checkIn: string
  currency: string
  nights: number
  rooms: number
  rent: number
  income: number
}

export type FigureSums = {
  /** Bookings of the day (any outcome), the guests' cancellations and the host's refusals among them. */
  orders: number
  cancellations: number
  refusals: number
  /** Paid stays starting that day, their room-nights (nights x rooms), rent and income. */
  stays: number
  nights: number
  rent: number
  income: number
}

/** The sums of one host's unit, currency and day ('yyyy-MM-dd') or month ('yyyy-MM'). */
export type FigureRow = FigureSums & { userId: number; period: string; unitKey: string; currency: string }

/** Stays that were paid for: they sold nights. */
export const SOLD_STATES = ['waitCheckIn', 'checkedIn', 'completed', 'leftEarly'] as const
/** Bookings the host refused or let time out. */
export const REFUSED_STATES = ['rejected', 'confirmTimeout'] as const
/** The unit key of orders without a calendar unit (hotel orders before hotels had calendars). */
export const NO_UNIT = ''
export const FIGURE_SUMS = ['orders', 'cancellations', 'refusals', 'stays', 'nights', 'rent', 'income'] as const

/** The Beijing day an order was booked on ('yyyy-MM-dd'). */
export function bookedOn(createdAt: number): string {
  return dateOf(Math.floor((createdAt + BEIJING_MS) / DAY_MS))
}

export function isSold(state: string): boolean {
  return (SOLD_STATES as readonly string[]).includes(state)
}

/** What one booking in `state` counts for on its booking day. */
export function bookingCounts(state: string, cancelledBy: string | null): Pick<FigureSums, 'orders' | 'cancellations' | 'refusals'> {
  return {
    orders: 1,
    cancellations: state === 'cancelled' && cancelledBy === 'guest' ? 1 : 0,
    refusals: (REFUSED_STATES as readonly string[]).includes(state) ? 1 : 0,
  }
}

/** What an order adds to the figures: its booking, and its stay when paid. */
export function orderFigures(order: OrderFacts): FigureRow[] {
  const key = { userId: order.userId, unitKey: order.unitId ?? NO_UNIT, currency: order.currency }
  const rows: FigureRow[] = [{ ...key, ...ZERO, ...bookingCounts(order.state, order.cancelledBy), period: bookedOn(order.createdAt) }]
  if (isSold(order.state)) {
    rows.push({ ...key, ...ZERO, period: order.checkIn, stays: 1, nights: order.nights * order.rooms, rent: order.rent, income: order.income })
  }
  return rows
}

/** How a write of an order (null before: created; null after: gone) changes the day figures. */
export function figureChanges(before: OrderFacts | null, after: OrderFacts | null): FigureRow[] {
  const taken = before ? orderFigures(before).map(negated) : []
  return mergeFigures([...taken, ...(after ? orderFigures(after) : [])])
}

/**
 * Rows of the same host, period, unit and currency summed into one, rows that sum to nothing left
 * out, in key order (writers then take the rows' locks in one order).
 */
export function mergeFigures(rows: Iterable<FigureRow>): FigureRow[] {
  const merged = new Map<string, FigureRow>()
  for (const row of rows) {
    const key = figureKey(row)
    const found = merged.get(key)
    if (!found) merged.set(key, { ...row })
    else for (const sum of FIGURE_SUMS) found[sum] += row[sum]
  }
  return [...merged.entries()].filter(([, row]) => FIGURE_SUMS.some((sum) => row[sum] !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)
}

/** Day rows summed into their months ('yyyy-MM'). */
export function byMonth(days: readonly FigureRow[]): FigureRow[] {
  return mergeFigures(days.map((row) => ({ ...row, period: row.period.slice(0, 7) })))
}

function figureKey(row: FigureRow): string {
  return `${row.userId}\u0000${row.period}\u0000${row.unitKey}\u0000${row.currency}`
}

function negated(row: FigureRow): FigureRow {
  const out = { ...row }
  // 0 - x, not -x: no -0 in the rows
  for (const sum of FIGURE_SUMS) out[sum] = 0 - row[sum]
  return out
}

const ZERO: FigureSums = { orders: 0, cancellations: 0, refusals: 0, stays: 0, nights: 0, rent: 0, income: 0 }
const DAY_MS = 86_400_000
const BEIJING_MS = 8 * 3_600_000
