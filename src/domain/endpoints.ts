import type { z } from 'zod/mini'
import { accountEndpoints } from './account/endpoints'
import { alertEndpoints } from './alerts/endpoints'
import { calendarEndpoints } from './calendar/endpoints'
import { dashboardEndpoints } from './dashboard/endpoints'
import type { EndpointDef } from './endpoint-types'
import { geoEndpoints } from './geo/endpoints'
import { hotelEndpoints } from './hotel/endpoints'
import { listingEndpoints } from './listing/endpoints'
import { orderEndpoints } from './order/endpoints'
import { outboxEndpoints } from './outbox-batch'
import { payoutEndpoints } from './payout/endpoints'
import { settlementEndpoints } from './settlement/endpoints'
import { invoiceEndpoints } from './invoice/endpoints'
import { businessEndpoints, rebateEndpoints } from './business/endpoints'
import { reviewEndpoints } from './review/endpoints'
import { promotionEndpoints } from './promotion/endpoints'
import { noticeEndpoints } from './notice/endpoints'
import { penaltyEndpoints } from './penalty/endpoints'
import { profileEndpoints } from './profile/endpoints'
import { chatEndpoints } from './chat/endpoints'
import { pmsEndpoints } from './pms/endpoints'
import { walletEndpoints } from './wallet/endpoints'

/**
 * The endpoint table: every call of the portal, by key. The server registers its routes from
 * this table (src/server/app.ts) and the call layer (src/client/api.ts) calls by key, so the two
 * cannot drift. Request schemas describe the wire shape (form fields are strings); the rules
 * with their message keys are the validators in src/domain/validators, applied by the server
 * handler and by the forms.
 *
 * Each area keeps its calls in its own module; the portal loads an area's schemas with the
 * screens that call it (src/client/endpoint-defs.ts, decision 0043), so the client imports this
 * file for its types only (tests/unit/architecture checks it).
 */
export const endpointAreas = {
  account: accountEndpoints,
  geo: geoEndpoints,
  listing: listingEndpoints,
  hotel: hotelEndpoints,
  calendar: calendarEndpoints,
  order: orderEndpoints,
  alerts: alertEndpoints,
  dashboard: dashboardEndpoints,
  payout: payoutEndpoints,
  wallet: walletEndpoints,
  settlement: settlementEndpoints,
  invoice: invoiceEndpoints,
  business: { ...businessEndpoints, ...rebateEndpoints },
  review: reviewEndpoints,
  promotion: promotionEndpoints,
  notice: noticeEndpoints,
  penalty: penaltyEndpoints,
  profile: profileEndpoints,
  chat: chatEndpoints,
  pms: pmsEndpoints,
  outbox: outboxEndpoints,
} as const

export type EndpointArea = keyof typeof endpointAreas

export const endpoints = {
  // ---- uic and user: sign-in, accounts, the landlord's identity ----
  ...accountEndpoints,
  // ---- general: geo, places, maps and images ----
  ...geoEndpoints,
  // ---- house: B&B listings (LISTING-CONTRACT.md; rules in src/domain/listing) ----
  ...listingEndpoints,
  // ---- house: hotels and their room types (src/domain/hotel; decision 0048) ----
  ...hotelEndpoints,
  // ---- house: room-status calendar and outside calendars (CALENDAR-CONTRACT.md) ----
  ...calendarEndpoints,
  // ---- order: orders and their actions (src/domain/order; decision 0025) ----
  ...orderEndpoints,
  // ---- user: new-order alerts (src/domain/alerts; decision 0026) ----
  ...alertEndpoints,
  // ---- house and user: the host home and the system messages (src/domain/dashboard; decision 0037) ----
  ...dashboardEndpoints,
  // ---- finance: payout (collection) accounts (src/domain/payout; decision 0044) ----
  ...payoutEndpoints,
  // ---- user: the wallet (src/domain/wallet; issue 15) ----
  ...walletEndpoints,
  // ---- finance: settlement statements and monthly bills (src/domain/settlement; decision 0054) ----
  ...settlementEndpoints,
  // ---- finance: invoice titles, the address book and invoices (src/domain/invoice; decision 0056) ----
  ...invoiceEndpoints,
  // ---- house: business data (src/domain/business) ----
  ...businessEndpoints,
  ...rebateEndpoints,
  // ---- order: guests' reviews and the host's replies (src/domain/review; decision 0057) ----
  ...reviewEndpoints,
  // ---- market: platform activities and self-service promotions (src/domain/promotion; decision 0058) ----
  ...promotionEndpoints,
  // ---- user: platform notices (src/domain/notice; decision 0059) ----
  ...noticeEndpoints,
  // ---- risk: violation records and their penalties (src/domain/penalty; decision 0060) ----
  ...penaltyEndpoints,
  // ---- user: the host's personal information (src/domain/profile; decision 0061) ----
  ...profileEndpoints,
  // ---- chat: guest chat of overseas hosts (src/domain/chat; decision 0063) ----
  ...chatEndpoints,
  // ---- house: direct connection with PMS partners (src/domain/pms; decision 0064) ----
  ...pmsEndpoints,
  // ---- user: the outbox's writes, several in one call (src/domain/outbox-batch.ts; decision 0032) ----
  ...outboxEndpoints,
} as const satisfies Record<string, EndpointDef>

export type EndpointKey = keyof typeof endpoints
export type RequestOf<K extends EndpointKey> = z.input<(typeof endpoints)[K]['request']>
export type ResponseOf<K extends EndpointKey> = z.output<(typeof endpoints)[K]['response']>

export {
  authInfo, countryEntry, housekeeperInfo, imageRef, landlordCity, loginResult,
  type AuthInfo, type CountryEntry, type LandlordCity, type LoginResult,
} from './account/endpoints'
export { geoNode, referencePoint, type GeoNode, type ReferencePoint } from './geo/endpoints'
