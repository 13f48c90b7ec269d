import { addDays, dayNumber } from '../../../domain/calendar/dates'
import { groupFigures, MAX_RANGE_DAYS, occupancyBp, totalsOf, type DayFigures } from '../../../domain/business/figures'
import { FIGURE_SUMS, NO_UNIT, type FigureRow, type FigureSums } from '../../../domain/business/kept-figures'
import type { ResponseOf } from '../../../domain/endpoints'
import { convert, type RateTable } from '../../../domain/settlement/rules'
import { invalid, notFound } from '../../errors'
import type { HandlerContext, HandlerInput } from '../../handler'
import { listUnits } from '../calendar/units'
import { listRates } from '../house/repo'
import { callerOf } from '../house/service'
import { readFigures } from './kept-figures'

/**
 * businessData: the figures kept per day and month as the host's orders change (decision 0066),
 * never the orders themselves: bookings, cancellations and refusals by the Beijing day they were
 * booked; room-nights, rent and income of paid stays by their check-in day (a stay counts whole
 * in the period it starts in); the same per unit. By month, the range's whole months are read
 * from the months and only the days at its ends from the days, so a year reads a few rows per
 * unit whatever the number of orders.
 */
export async function businessData(ctx: HandlerContext, input: HandlerInput<'businessData'>): Promise<ResponseOf<'businessData'>> {
  const caller = await callerOf(ctx)
  if (input.to < input.from) throw invalid('invalidValue', 'to')
  if (dayNumber(input.to) - dayNumber(input.from) + 1 > MAX_RANGE_DAYS) throw invalid('invalidValue', 'from')
  const units = await listUnits(ctx.db, caller.userId)
  const chosen = input.unitId ? units.filter((u) => u.unitId === input.unitId) : units
  if (input.unitId && chosen.length === 0) throw notFound()
  const filter = { unitKeys: input.unitId ? [input.unitId] : null }
  const stockPerDay = chosen.filter((u) => u.status === 'online').reduce((n, u) => n + u.baseStock, 0)
  const rates: RateTable = Object.fromEntries((await listRates(ctx.db)).map((r) => [r.currency, r.rate]))

  const whole = input.granularity === 'month' ? wholeMonths(input.from, input.to) : null
  // by month, the days before the first whole month and after the last (either may be none)
  const dayRanges = whole
    ? [{ from: input.from, to: addDays(`${whole.first}-01`, -1) }, { from: `${nextMonth(whole.last)}-01`, to: input.to }]
    : [{ from: input.from, to: input.to }]
  const rows: FigureRow[] = []
  for (const range of dayRanges.filter((r) => r.from <= r.to)) rows.push(...await readFigures(ctx.db, 'business_days', caller.userId, range, filter))
  if (whole) rows.push(...await readFigures(ctx.db, 'business_months', caller.userId, { from: whole.first, to: whole.last }, filter))

  const currency = figuresCurrency(rows) ?? chosen[0]?.currency ?? 'RMB'
  const inCurrency = (amount: number, from: string) => convert(amount, from, currency, rates)?.amount ?? 0
  const { days, foreign } = dayFigures(rows, currency, inCurrency)
  if (whole && foreign.length > 0) {
    // a whole month's money in another currency is converted day by day, as every day's was
    const range = { from: `${whole.first}-01`, to: addDays(`${nextMonth(whole.last)}-01`, -1) }
    const foreignDays = await readFigures(ctx.db, 'business_days', caller.userId, range, { ...filter, currencies: foreign })
    // their money only: the months counted the rest
    for (const day of dayFigures(foreignDays, currency, inCurrency).days) days.push({ ...day, orders: 0, nights: 0, cancellations: 0, refusals: 0 })
  }
  const periods = groupFigures(days, input, input.granularity, stockPerDay)
  const { ...totals } = totalsOf(periods)
  const rangeDays = dayNumber(input.to) - dayNumber(input.from) + 1
  return {
    currency,
    periods: periods.map(({ date: _date, ...p }) => p),
    totals,
    listings: listingFigures(rows, units, rangeDays, inCurrency),
    units: units.map((u) => ({ unitId: u.unitId, title: u.title })),
  }
}

/**
 * The rows' sums per day (a month's on its first day) over every unit, each day's (or month's)
 * sum of a currency converted once, as the sums over the orders were. A month's money in a
 * currency other than the figures' is left out and its currency named in `foreign`: it is
 * converted day by day.
 */
function dayFigures(rows: readonly FigureRow[], currency: string, inCurrency: (amount: number, from: string) => number): { days: DayFigures[]; foreign: string[] } {
  const days = new Map<string, DayFigures>()
  const foreign = new Set<string>()
  for (const [key, sums] of sumBy(rows, (r) => `${r.period}\u0000${r.currency}`)) {
    const [period, from] = key.split('\u0000') as [string, string]
    const date = period.length === 7 ? `${period}-01` : period
    let day = days.get(date)
    if (!day) days.set(date, (day = { date, orders: 0, nights: 0, rent: 0, income: 0, cancellations: 0, refusals: 0 }))
    day.orders += sums.orders
    day.cancellations += sums.cancellations
    day.refusals += sums.refusals
    day.nights += sums.nights
    if (period.length === 7 && from !== currency && (sums.rent !== 0 || sums.income !== 0)) foreign.add(from)
    else {
      day.rent += inCurrency(sums.rent, from)
      day.income += inCurrency(sums.income, from)
    }
  }
  return { days: [...days.values()], foreign: [...foreign] }
}

/** Each unit's paid stays over the range, its income per currency converted once; the best earner first (then by unit). */
function listingFigures(rows: readonly FigureRow[], units: ReadonlyArray<{ unitId: string; luId: string; title: string; baseStock: number }>, rangeDays: number, inCurrency: (amount: number, from: string) => number) {
  const listings = new Map<string, { luId: string; title: string; orders: number; nights: number; income: number; occupancyBp: number }>()
  const perUnit = [...sumBy(rows.filter((r) => r.unitKey !== NO_UNIT), (r) => `${r.unitKey}\u0000${r.currency}`)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  for (const [key, sums] of perUnit) {
    if (sums.stays === 0) continue
    const [unitKey, from] = key.split('\u0000') as [string, string]
    const unit = units.find((u) => u.unitId === unitKey)
    const entry = listings.get(unitKey) ?? { luId: unit?.luId ?? unitKey.replace(/^lu:/, ''), title: unit?.title ?? unitKey, orders: 0, nights: 0, income: 0, occupancyBp: 0 }
    entry.orders += sums.stays
    entry.nights += sums.nights
    entry.income += inCurrency(sums.income, from)
    entry.occupancyBp = occupancyBp(entry.nights, (unit?.baseStock ?? 1) * rangeDays)
    listings.set(unitKey, entry)
  }
  return [...listings.values()].sort((a, b) => b.income - a.income)
}

/**
 * The currency most of the range's room-nights were sold in; between two with as many, the one
 * sold first in the range (then by name); null when nothing was sold.
 */
function figuresCurrency(rows: readonly FigureRow[]): string | null {
  const sold = new Map<string, { nights: number; first: string }>()
  for (const r of rows) {
    if (r.stays === 0) continue
    const found = sold.get(r.currency)
    if (!found) sold.set(r.currency, { nights: r.nights, first: r.period })
    else {
      found.nights += r.nights
      if (r.period < found.first) found.first = r.period
    }
  }
  const ranked = [...sold.entries()].sort(([a, x], [b, y]) => y.nights - x.nights || (x.first < y.first ? -1 : x.first > y.first ? 1 : a < b ? -1 : 1))
  return ranked[0]?.[0] ?? null
}

/** The whole months ('yyyy-MM') from..to covers, or null when it covers none. */
function wholeMonths(from: string, to: string): { first: string; last: string } | null {
  const first = from.endsWith('-01') ? from.slice(0, 7) : nextMonth(from.slice(0, 7))
  const last = addDays(to, 1).endsWith('-01') ? to.slice(0, 7) : previousMonth(to.slice(0, 7))
  return first <= last ? { first, last } : null
}

function nextMonth(month: string): string {
  return addDays(`${month}-28`, 4).slice(0, 7)
}

function previousMonth(month: string): string {
  return addDays(`${month}-01`, -1).slice(0, 7)
}

function sumBy(rows: readonly FigureRow[], keyOf: (row: FigureRow) => string): Map<string, FigureSums> {
  const sums = new Map<string, FigureSums>()
  for (const row of rows) {
    const key = keyOf(row)
    let found = sums.get(key)
    if (!found) sums.set(key, (found = { orders: 0, cancellations: 0, refusals: 0, stays: 0, nights: 0, rent: 0, income: 0 }))
    for (const sum of FIGURE_SUMS) found[sum] += row[sum]
  }
  return sums
}
