import type { EndpointArea, EndpointKey, endpointAreas } from '../domain/endpoints'

/** How each area's table loads; the service worker's build has its own, of the areas it calls (sw/endpoint-loaders.ts). */
export type EndpointLoaders = { readonly [A in EndpointArea]?: () => Promise<(typeof endpointAreas)[A]> }

/**
 * Each area's calls load with the first call into it, as their own chunk: a screen carries the
 * schemas of the services it calls, not the whole table (decision 0043). The screens' data
 * modules also register their areas' tables at import (registerEndpoints), so those load with the
 * route's code instead of one round trip after it.
 */
export const LOADERS = {
  account: () => import('../domain/account/endpoints').then((m) => m.accountEndpoints),
  geo: () => import('../domain/geo/endpoints').then((m) => m.geoEndpoints),
  listing: () => import('../domain/listing/endpoints').then((m) => m.listingEndpoints),
  calendar: () => import('../domain/calendar/endpoints').then((m) => m.calendarEndpoints),
  order: () => import('../domain/order/endpoints').then((m) => m.orderEndpoints),
  alerts: () => import('../domain/alerts/endpoints').then((m) => m.alertEndpoints),
  dashboard: () => import('../domain/dashboard/endpoints').then((m) => m.dashboardEndpoints),
  hotel: () => import('../domain/hotel/endpoints').then((m) => m.hotelEndpoints),
  payout: () => import('../domain/payout/endpoints').then((m) => m.payoutEndpoints),
  wallet: () => import('../domain/wallet/endpoints').then((m) => m.walletEndpoints),
  settlement: () => import('../domain/settlement/endpoints').then((m) => m.settlementEndpoints),
  invoice: () => import('../domain/invoice/endpoints').then((m) => m.invoiceEndpoints),
  review: () => import('../domain/review/endpoints').then((m) => m.reviewEndpoints),
  promotion: () => import('../domain/promotion/endpoints').then((m) => m.promotionEndpoints),
  notice: () => import('../domain/notice/endpoints').then((m) => m.noticeEndpoints),
  penalty: () => import('../domain/penalty/endpoints').then((m) => m.penaltyEndpoints),
  profile: () => import('../domain/profile/endpoints').then((m) => m.profileEndpoints),
  chat: () => import('../domain/chat/endpoints').then((m) => m.chatEndpoints),
  pms: () => import('../domain/pms/endpoints').then((m) => m.pmsEndpoints),
  business: () => import('../domain/business/endpoints').then((m) => ({ ...m.businessEndpoints, ...m.rebateEndpoints })),
  outbox: () => import('../domain/outbox-batch').then((m) => m.outboxEndpoints),
} satisfies Required<EndpointLoaders>


/** Which area holds a key: the lists of every key load with the first call outside the registered areas (issue 41). */
export function areaOfKey(key: EndpointKey): Promise<EndpointArea | undefined> {
  return import('../domain/endpoint-areas').then((areas) => areas.areaOf(key))
}
