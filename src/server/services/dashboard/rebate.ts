import { sql } from 'kysely'
import { unitToday } from '../../../domain/calendar/zones'
import type { Handler } from '../../handler'
import { callerOf } from '../house/service'

/** The month a stay's rebate belongs to: the month it ended (as its bill). One literal text, so PostgreSQL sees the grouped expression as the selected one. */
const STAY_MONTH = sql<string>`substr(orders.check_out, 1, 7)`
/** Orders whose money is real: paid and not cancelled. */
const PAID = ['waitCheckIn', 'checkedIn', 'completed', 'leftEarly'] as const

/**
 * /data/rebate (issue 16, decision 0058): the platform's share of activity discounts on the host's
 * paid stays, by month the stay ended and by activity, per currency; what is settled already.
 * SQL sums over order_offers, not the orders one by one.
 */
export const rebateData: Handler<'rebateData'> = async (ctx, { months }) => {
  const caller = await callerOf(ctx)
  const today = unitToday('CHN', ctx.now())
  const first = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - months, 1)).toISOString().slice(0, 7)
  const base = () => ctx.db.selectFrom('order_offers').innerJoin('orders', 'orders.order_no', 'order_offers.order_no')
    .where('order_offers.user_id', '=', caller.userId).where('order_offers.platform_amount', '>', 0)
    .where('orders.state', 'in', PAID).where('orders.check_out', '>=', `${first}-01`)
  const [byMonth, byActivity, settled] = await Promise.all([
    base().select((eb) => [
      'order_offers.currency', STAY_MONTH.as('month'),
      eb.fn.sum<number>('order_offers.platform_amount').as('rebate'),
      eb.fn.count<number>('order_offers.order_no').as('orders'),
      eb.fn.sum<number>('order_offers.nights').as('nights'),
    ]).groupBy(['order_offers.currency', STAY_MONTH]).orderBy(STAY_MONTH).execute(),
    base().leftJoin('activities', 'activities.id', 'order_offers.offer_id').select((eb) => [
      'order_offers.currency', 'order_offers.offer_id', eb.fn.max('activities.name').as('name'),
      eb.fn.sum<number>('order_offers.platform_amount').as('rebate'),
      eb.fn.count<number>('order_offers.order_no').as('orders'),
      eb.fn.sum<number>('order_offers.nights').as('nights'),
    ]).groupBy(['order_offers.currency', 'order_offers.offer_id']).execute(),
    base().where('orders.settlement_state', '=', 'settled')
      .select((eb) => ['order_offers.currency', eb.fn.sum<number>('order_offers.platform_amount').as('rebate')])
      .groupBy('order_offers.currency').execute(),
  ])
  const currencies = [...new Set(byMonth.map((r) => r.currency))].sort()
  return {
    from: first,
    currencies: currencies.map((currency) => {
      const monthsOf = byMonth.filter((r) => r.currency === currency)
        .map((r) => ({ month: String(r.month), rebate: Number(r.rebate), orders: Number(r.orders), nights: Number(r.nights) }))
      const sum = (key: 'rebate' | 'orders' | 'nights') => monthsOf.reduce((total, m) => total + m[key], 0)
      return {
        currency,
        totals: { rebate: sum('rebate'), orders: sum('orders'), nights: sum('nights'), settled: Number(settled.find((s) => s.currency === currency)?.rebate ?? 0) },
        months: monthsOf,
        activities: byActivity.filter((r) => r.currency === currency)
          .map((r) => ({ id: r.offer_id, name: String(r.name ?? r.offer_id), rebate: Number(r.rebate), orders: Number(r.orders), nights: Number(r.nights) }))
          .sort((a, b) => b.rebate - a.rebate),
      }
    }),
  }
}
