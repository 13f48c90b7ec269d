import type { ExpressionBuilder } from 'kysely'
import { ORDER_GROUPS } from '../../../domain/order/enums'
import type { OrderGroup, OrderState } from '../../../domain/order/enums'
import type { OrderListRequest } from '../../../domain/order/schemas'
import { groupOf, statesOf } from '../../../domain/order/states'
import type { Database } from '../../db/schema'
import type { Db, OrderRow } from './repo'
import { containsTerm } from '../../db/contains'

type Filters = Omit<OrderListRequest, 'offset' | 'length'>

const BEIJING_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

/** The filters every list query shares (not the tab): the host, the kind, the dates, the keyword. */
function matching(userId: number, filters: Filters) {
  return (eb: ExpressionBuilder<Database, 'orders'>) => {
    const conditions = [eb('user_id', '=', userId)]
    if (filters.lodgeBusiness) conditions.push(eb('lodge_business', '=', filters.lodgeBusiness))
    if (filters.dateType === 'booked') {
      // a booking day is a day in Beijing time
      if (filters.from) conditions.push(eb('created_at', '>=', Date.parse(`${filters.from}T00:00:00Z`) - BEIJING_OFFSET_MS))
      if (filters.to) conditions.push(eb('created_at', '<', Date.parse(`${filters.to}T00:00:00Z`) - BEIJING_OFFSET_MS + DAY_MS))
    } else {
      if (filters.from) conditions.push(eb('check_in', '>=', filters.from))
      if (filters.to) conditions.push(eb('check_in', '<=', filters.to))
    }
    const keyword = filters.keyword?.trim().toLowerCase()
    if (keyword) conditions.push(eb.or(containsTerm(['order_no', 'booker_name', 'booker_phone', 'listing_title'], keyword)))
    return eb.and(conditions)
  }
}

/**
 * The host's orders matching the filters, newest first (the waitConfirm tab: the nearest
 * confirmation deadline first), one page of them (all without a page),
 * and the count of each tab (the counts follow every filter but the tab itself). Keyword: order
 * number, booker's name or phone, or the listing's title (case-insensitive). Filtering, counting
 * and paging are done by the database.
 */
export async function listOrders(db: Db, userId: number, filters: Filters, page?: { offset: number; length: number }): Promise<{ list: OrderRow[]; total: number; counts: Record<OrderGroup, number> }> {
  const where = matching(userId, filters)
  // count(*), not count(order_no): served by the (user_id, state, ...) indexes alone (order_no is never null)
  const byState = await db.selectFrom('orders').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).where(where).groupBy('state').execute()
  const counts = Object.fromEntries(ORDER_GROUPS.map((group) => [group, 0])) as Record<OrderGroup, number>
  for (const row of byState) {
    counts.all += Number(row.n)
    counts[groupOf(row.state as OrderState)] += Number(row.n)
  }
  const group = filters.group ?? 'all'
  const total = counts[group]
  // A page past the tab's count is empty: no query (a near-empty tab would scan every order of the host)
  if (page && Math.max(0, page.offset) >= total) return { list: [], total, counts }
  // The "all" tab holds every state: no state condition, so the newest-first index serves it in order
  let query = db.selectFrom('orders').selectAll().where(where)
  if (group !== 'all') query = query.where('state', 'in', statesOf(group))
  query = group === 'waitConfirm'
    // the orders the host must answer, the one whose time runs out first on top (issue 34); the
    // order number breaks ties so pages neither repeat nor skip an order; a waiting order without
    // a deadline (none is written so) comes last on SQLite and PostgreSQL alike
    ? query.orderBy('confirm_deadline', (ob) => ob.asc().nullsLast()).orderBy('order_no', 'asc')
    : query.orderBy('created_at', 'desc').orderBy('order_no', 'desc')
  if (page) query = query.offset(Math.max(0, page.offset)).limit(Math.min(100, Math.max(1, page.length)))
  return { list: await query.execute(), total, counts }
}
