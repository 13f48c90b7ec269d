import { sql } from 'kysely'
import { dateOf, dayNumber } from '../../../domain/calendar/dates'
import { groupFigures, MAX_RANGE_DAYS, occupancyBp, totalsOf, type DayFigures } from '../../../domain/business/figures'
import type { ResponseOf } from '../../../domain/endpoints'
import { convert, type RateTable } from '../../../domain/settlement/rules'
import { invalid, notFound } from '../../errors'
import type { HandlerContext, HandlerInput } from '../../handler'
import { listUnits } from '../calendar/units'
import { listRates } from '../house/repo'
import { callerOf } from '../house/service'


/** Stays that were paid for: they sold nights. */
const SOLD_STATES = ['waitCheckIn', 'checkedIn', 'completed', 'leftEarly'] as const
const REFUSED_STATES = ['rejected', 'confirmTimeout'] as const
const DAY_MS = 86_400_000
const BEIJING_MS = 8 * 3_600_000

/**
 * businessData: a few aggregate queries over the caller's orders in the range, summed per day
 * (and per currency) by the database, never the orders themselves: bookings, cancellations and
 * refusals by the Beijing day they were booked; room-nights, rent and income of paid stays by
 * their check-in day (a stay counts whole in the period it starts in); the same per unit.
 */
export async function businessData(ctx: HandlerContext, input: HandlerInput<'businessData'>): Promise<ResponseOf<'businessData'>> {
  const caller = await callerOf(ctx)
  if (input.to < input.from) throw invalid('invalidValue', 'to')
  if (dayNumber(input.to) - dayNumber(input.from) + 1 > MAX_RANGE_DAYS) throw invalid('invalidValue', 'from')
  const units = await listUnits(ctx.db, caller.userId)
  const chosen = input.unitId ? units.filter((u) => u.unitId === input.unitId) : units
  if (input.unitId && chosen.length === 0) throw notFound()
  const unitIds = input.unitId ? [input.unitId] : null
  const stockPerDay = chosen.filter((u) => u.status === 'online').reduce((n, u) => n + u.baseStock, 0)
  const rates: RateTable = Object.fromEntries((await listRates(ctx.db)).map((r) => [r.currency, r.rate]))

  const fromMs = Date.parse(`${input.from}T00:00:00Z`) - BEIJING_MS
  const toMs = Date.parse(`${input.to}T00:00:00Z`) - BEIJING_MS + DAY_MS
  const bookedDay = sql<number>`(created_at + ${sql.lit(BEIJING_MS)}) / ${sql.lit(DAY_MS)}`
  let booked = ctx.db.selectFrom('orders')
    .select([bookedDay.as('day'), 'state', 'cancelled_by', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', caller.userId).where('created_at', '>=', fromMs).where('created_at', '<', toMs)
  if (unitIds) booked = booked.where('unit_id', 'in', unitIds)
  const bookedRows = await booked.groupBy([bookedDay, 'state', 'cancelled_by']).execute()

  let stays = ctx.db.selectFrom('orders')
    .select((eb) => [
      'check_in', 'currency',
      eb.fn.sum<number>(eb('nights', '*', eb.ref('rooms'))).as('nights'),
      eb.fn.sum<number>('rent').as('rent'), eb.fn.sum<number>('income').as('income'),
    ])
    .where('user_id', '=', caller.userId).where('state', 'in', SOLD_STATES).where('check_in', '>=', input.from).where('check_in', '<=', input.to)
  if (unitIds) stays = stays.where('unit_id', 'in', unitIds)
  const stayRows = await stays.groupBy(['check_in', 'currency']).execute()

  // the figures' currency: the one most of the range's income was earned in (the units' first otherwise)
  const byCurrency = new Map<string, number>()
  for (const r of stayRows) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + Number(r.nights))
  const currency = [...byCurrency.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? chosen[0]?.currency ?? 'RMB'
  const inCurrency = (amount: number, from: string) => convert(amount, from, currency, rates)?.amount ?? 0

  const days = new Map<string, DayFigures>()
  const dayOf = (date: string) => {
    let day = days.get(date)
    if (!day) days.set(date, (day = { date, orders: 0, nights: 0, rent: 0, income: 0, cancellations: 0, refusals: 0 }))
    return day
  }
  for (const r of bookedRows) {
    const day = dayOf(dateOf(Number(r.day)))
    const n = Number(r.n)
    day.orders += n
    if (r.state === 'cancelled' && r.cancelled_by === 'guest') day.cancellations += n
    if ((REFUSED_STATES as readonly string[]).includes(r.state)) day.refusals += n
  }
  for (const r of stayRows) {
    const day = dayOf(r.check_in)
    day.nights += Number(r.nights)
    day.rent += inCurrency(Number(r.rent), r.currency)
    day.income += inCurrency(Number(r.income), r.currency)
  }
  const periods = groupFigures([...days.values()], input, input.granularity, stockPerDay)
  const { ...totals } = totalsOf(periods)

  let perUnit = ctx.db.selectFrom('orders')
    .select((eb) => [
      'unit_id', 'currency', eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>(eb('nights', '*', eb.ref('rooms'))).as('nights'), eb.fn.sum<number>('income').as('income'),
    ])
    .where('user_id', '=', caller.userId).where('state', 'in', SOLD_STATES).where('check_in', '>=', input.from).where('check_in', '<=', input.to)
    .where('unit_id', 'is not', null)
  if (unitIds) perUnit = perUnit.where('unit_id', 'in', unitIds)
  const unitRows = await perUnit.groupBy(['unit_id', 'currency']).execute()
  const rangeDays = dayNumber(input.to) - dayNumber(input.from) + 1
  const listings = new Map<string, { luId: string; title: string; orders: number; nights: number; income: number; occupancyBp: number }>()
  for (const r of unitRows) {
    const unit = units.find((u) => u.unitId === r.unit_id)
    const key = r.unit_id!
    const entry = listings.get(key) ?? { luId: unit?.luId ?? key.replace(/^lu:/, ''), title: unit?.title ?? key, orders: 0, nights: 0, income: 0, occupancyBp: 0 }
    entry.orders += Number(r.orders)
    entry.nights += Number(r.nights)
    entry.income += inCurrency(Number(r.income), r.currency)
    entry.occupancyBp = occupancyBp(entry.nights, (unit?.baseStock ?? 1) * rangeDays)
    listings.set(key, entry)
  }
  return {
    currency,
    periods: periods.map(({ date: _date, ...p }) => p),
    totals,
    listings: [...listings.values()].sort((a, b) => b.income - a.income),
    units: units.map((u) => ({ unitId: u.unitId, title: u.title })),
  }
}
