import { addDays, dayNumber } from '../calendar/dates'

/**
 * Business data (/data/business; issue 16): what the host's stays and bookings did over a range,
 * by day, week or month. The server sums per day in SQL; these functions group the days into the
 * chosen periods and derive the ratios, so the client, the server and the tests agree.
 */
export const GRANULARITIES = ['day', 'week', 'month'] as const
export type Granularity = (typeof GRANULARITIES)[number]
/** The longest range one request covers (a year and a day, so "last 365 days" fits with today). */
export const MAX_RANGE_DAYS = 366

/** One day's sums (minor units of the figures' currency). */
export type DayFigures = {
  date: string
  /** Orders booked that day (any outcome). */
  orders: number
  /** Room-nights of paid stays starting that day (nights x rooms). */
  nights: number
  /** Rent and income of those stays. */
  rent: number
  income: number
  /** Bookings of that day the guest cancelled, and those the host refused or let time out. */
  cancellations: number
  refusals: number
}

export type PeriodFigures = DayFigures & {
  /** The period's first day. */
  start: string
  /** Room-nights the host's units offered in the period (stock x days). */
  available: number
  /** nights / available, in basis points (0-10000). */
  occupancyBp: number
  /** rent / nights, minor units (0 without nights). */
  averagePrice: number
}

/** The first day of the period `date` falls in: itself, its week's Monday, its month's first. */
export function periodStart(date: string, granularity: Granularity): string {
  if (granularity === 'day') return date
  if (granularity === 'month') return `${date.slice(0, 7)}-01`
  // day 0 (1970-01-01) was a Thursday: Monday is weekday 0 here
  const weekday = (dayNumber(date) + 3) % 7
  return addDays(date, -weekday)
}

/** Every period from `from` to `to` (inclusive), with the days of the range it covers. */
export function periodsOf(from: string, to: string, granularity: Granularity): Array<{ start: string; days: number }> {
  const periods: Array<{ start: string; days: number }> = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = periodStart(day, granularity)
    const last = periods[periods.length - 1]
    if (last && last.start === start) last.days += 1
    else periods.push({ start, days: 1 })
  }
  return periods
}

export function occupancyBp(nights: number, available: number): number {
  return available > 0 ? Math.min(10_000, Math.round((nights * 10_000) / available)) : 0
}

export function averagePrice(rent: number, nights: number): number {
  return nights > 0 ? Math.round(rent / nights) : 0
}

const ZERO = { orders: 0, nights: 0, rent: 0, income: 0, cancellations: 0, refusals: 0 }

/** The days' sums grouped into the range's periods, with what the units offered each day. */
export function groupFigures(days: readonly DayFigures[], range: { from: string; to: string }, granularity: Granularity, stockPerDay: number): PeriodFigures[] {
  const byStart = new Map(periodsOf(range.from, range.to, granularity).map((p) => [p.start, { ...ZERO, date: p.start, start: p.start, available: p.days * stockPerDay }]))
  for (const day of days) {
    if (day.date < range.from || day.date > range.to) continue
    const period = byStart.get(periodStart(day.date, granularity))
    if (!period) continue
    period.orders += day.orders
    period.nights += day.nights
    period.rent += day.rent
    period.income += day.income
    period.cancellations += day.cancellations
    period.refusals += day.refusals
  }
  return [...byStart.values()].map((p) => ({ ...p, occupancyBp: occupancyBp(p.nights, p.available), averagePrice: averagePrice(p.rent, p.nights) }))
}

/** The sums of the periods, with the whole range's ratios. */
export function totalsOf(periods: readonly PeriodFigures[]): Omit<PeriodFigures, 'date' | 'start'> {
  const sum = (key: keyof typeof ZERO | 'available') => periods.reduce((n, p) => n + p[key], 0)
  const nights = sum('nights')
  const available = sum('available')
  const rent = sum('rent')
  return {
    orders: sum('orders'), nights, rent, income: sum('income'), cancellations: sum('cancellations'), refusals: sum('refusals'),
    available, occupancyBp: occupancyBp(nights, available), averagePrice: averagePrice(rent, nights),
  }
}
