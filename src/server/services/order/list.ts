import { statesOf } from '../../../domain/order/states'
import { ORDER_GROUPS } from '../../../domain/order/enums'
import type { OrderGroup, OrderState } from '../../../domain/order/enums'
import type { OrderListRequest } from '../../../domain/order/schemas'
import { groupOf } from '../../../domain/order/states'
import type { Db, OrderRow } from './repo'

type Filters = Omit<OrderListRequest, 'offset' | 'length'>

/**
 * The host's orders matching the filters, newest first, and the count of each tab (the counts
 * follow every filter but the tab itself). Keyword: order number, booker's name or phone, or
 * the listing's title (case-insensitive).
 */
export async function listOrders(db: Db, userId: number, filters: Filters, page?: { offset: number; length: number }) {
  let query = db.selectFrom('orders').selectAll().where('user_id', '=', userId)
  if (filters.lodgeBusiness) query = query.where('lodge_business', '=', filters.lodgeBusiness)
  const column = filters.dateType === 'booked' ? null : 'check_in'
  if (column && filters.from) query = query.where('check_in', '>=', filters.from)
  if (column && filters.to) query = query.where('check_in', '<=', filters.to)
  const rows = await query.orderBy('created_at', 'desc').orderBy('order_no', 'desc').execute()
  const keyword = filters.keyword?.trim().toLowerCase() ?? ''
  const matching = rows.filter((row) => {
    if (filters.dateType === 'booked') {
      const day = bookedDay(row)
      if (filters.from && day < filters.from) return false
      if (filters.to && day > filters.to) return false
    }
    if (!keyword) return true
    return [row.order_no, row.booker_name, row.booker_phone, row.listing_title].some((field) => field.toLowerCase().includes(keyword))
  })
  const counts = Object.fromEntries(ORDER_GROUPS.map((group) => [group, 0])) as Record<OrderGroup, number>
  for (const row of matching) {
    counts.all += 1
    counts[groupOf(row.state as OrderState)] += 1
  }
  const group = filters.group ?? 'all'
  const states = new Set<string>(statesOf(group))
  const inGroup = matching.filter((row) => states.has(row.state))
  const list = page ? inGroup.slice(Math.max(0, page.offset), Math.max(0, page.offset) + Math.min(100, Math.max(1, page.length))) : inGroup
  return { list, total: inGroup.length, counts }
}

/** The day an order was booked, in Beijing time ('yyyy-MM-dd'). */
function bookedDay(row: OrderRow): string {
  return new Date(Number(row.created_at) + 8 * 3_600_000).toISOString().slice(0, 10)
}
