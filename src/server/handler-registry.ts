import type { EndpointKey } from '../domain/endpoints'
import type { Handler, Handlers } from './handler'
import { alertHandlers } from './services/alerts/routes'
import { calendarHandlers } from './services/calendar/routes'
import { dashboardHandlers } from './services/dashboard/routes'
import { feedHandlers } from './services/calendar/feeds-routes'
import { financeHandlers } from './services/finance/routes'
import { generalHandlers } from './services/general/routes'
import { houseHandlers } from './services/house/routes'
import { hotelHandlers } from './services/hotel/routes'
import { hotelSaleHandlers } from './services/hotel/sale'
import { qualificationHandlers } from './services/house/qualification'
import { flashBookHandlers } from './services/house/flash-book'
import { productHandlers } from './services/hotel/products'
import { orderHandlers } from './services/order/routes'
import { reviewHandlers } from './services/review/reviews'
import { activityHandlers } from './services/market/activities'
import { promotionHandlers } from './services/market/promotions'
import { discountHandlers } from './services/market/discounts'
import { noticeHandlers } from './services/notice/notices'
import { penaltyHandlers } from './services/risk/penalties'
import { uicHandlers } from './services/uic/routes'
import { socialHandlers } from './services/uic/social/flow'
import { userHandlers } from './services/user/routes'
import { profileHandlers } from './services/user/profile'
import { chatHandlers } from './services/chat/chat'
import { pmsHandlers } from './services/pms/connections'
import { pmsWebhookHandlers } from './services/pms/webhooks'
import { walletHandlers } from './services/wallet/routes'

/** The services' handlers (the endpoints a batch op may name are among them). */
export const SERVICE_HANDLERS: readonly Handlers[] = [
  uicHandlers, socialHandlers, userHandlers, generalHandlers, financeHandlers, houseHandlers, calendarHandlers, feedHandlers, orderHandlers, alertHandlers,
  dashboardHandlers, walletHandlers, hotelHandlers, hotelSaleHandlers, productHandlers, qualificationHandlers, flashBookHandlers, reviewHandlers,
  activityHandlers, promotionHandlers, discountHandlers, noticeHandlers, penaltyHandlers, profileHandlers, chatHandlers, pmsHandlers, pmsWebhookHandlers,
]

/** A service's handler for an endpoint key, or undefined when none implements it. */
export function serviceHandlerFor<K extends EndpointKey>(key: K): Handler<K> | undefined {
  for (const handlers of SERVICE_HANDLERS) {
    const handler = handlers[key]
    if (handler) return handler
  }
  return undefined
}
