import type { EndpointDef } from '../domain/endpoint-types'
import type { EndpointArea, EndpointKey, endpointAreas } from '../domain/endpoints'
import { ApiError } from './errors'

type Table = Readonly<Record<string, EndpointDef>>

/**
 * Each area's calls load with the first call into it, as their own chunk: a screen carries the
 * schemas of the services it calls, not the whole table (decision 0043). The screens' data
 * modules also register their areas' tables at import (registerEndpoints), so those load with the
 * route's code instead of one round trip after it.
 */
const LOADERS: { [A in EndpointArea]: () => Promise<(typeof endpointAreas)[A]> } = {
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
}

const tables = new Map<EndpointArea, Table>()
const loading = new Map<EndpointArea, Promise<Table>>()

/** A data module's area, known at once (imported with the screen that calls it). */
export function registerEndpoints<A extends EndpointArea>(area: A, table: (typeof endpointAreas)[A]): void {
  tables.set(area, table)
}

/**
 * The definition of a call, loading its area's module the first time. An unknown key (an outbox
 * entry of an older build) is a requestException; a module that cannot load (offline before the
 * service worker holds it) is a network failure, tried again on the next call.
 */
export async function endpointDef(key: EndpointKey): Promise<EndpointDef> {
  // a screen registers its areas with its code: most calls find their table without the key lists
  for (const table of tables.values()) if (Object.hasOwn(table, key)) return table[key] as EndpointDef
  // which area holds the key: the lists of every key load with the first call outside those (issue 41)
  const area = await import('../domain/endpoint-areas').then(
    (areas) => areas.areaOf(key),
    (cause: unknown) => {
      throw new ApiError({ status: 0, key: 'networkError' }, { cause })
    },
  )
  if (area === undefined) throw new ApiError({ status: 0, key: 'requestException' })
  const table = tables.get(area) ?? (await loadArea(area))
  const def = table[key]
  if (!def) throw new ApiError({ status: 0, key: 'requestException' })
  return def
}

function loadArea(area: EndpointArea): Promise<Table> {
  let pending = loading.get(area)
  if (!pending) {
    pending = LOADERS[area]().then(
      (table: Table) => {
        tables.set(area, table)
        return table
      },
      (cause: unknown) => {
        loading.delete(area)
        throw new ApiError({ status: 0, key: 'networkError' }, { cause })
      },
    )
    loading.set(area, pending)
  }
  return pending
}
