import type { OrderSummary } from './schemas'

/** What an order is for, as a host names it: the listing, or the store and its room type. */
export function orderPlaceName(order: Pick<OrderSummary, 'listingTitle' | 'storeName' | 'roomTypeName'>): string {
  return order.storeName ? `${order.storeName} · ${order.roomTypeName ?? ''}` : order.listingTitle
}
