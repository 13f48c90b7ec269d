import type { EndpointLoaders } from '../src/client/endpoint-loaders'
import type { EndpointArea, EndpointKey } from '../src/domain/endpoints'
import { alertEndpoints } from '../src/domain/alerts/endpoints'
import { calendarEndpoints } from '../src/domain/calendar/endpoints'
import { dashboardEndpoints } from '../src/domain/dashboard/endpoints'
import { orderEndpoints } from '../src/domain/order/endpoints'
import { outboxEndpoints } from '../src/domain/outbox-batch'

/**
 * The service worker's calls (vite.config.ts puts this module in place of
 * src/client/endpoint-loaders.ts in the worker's build): it answers an order from its notification
 * (orderConfirm, sent alone or in an outbox batch), reads the icon's count (appBadge) and refreshes
 * the saved orders, home figures and calendar while the portal is closed (orderList, dashboard,
 * calendarUnits, calendarGet). A worker
 * cannot load code later, so these are in its file; the other areas' schemas stay out of it
 * (310 KB with every area, issue 40).
 */
const TABLES = { order: orderEndpoints, alerts: alertEndpoints, outbox: outboxEndpoints, dashboard: dashboardEndpoints, calendar: calendarEndpoints } as const

export const LOADERS: EndpointLoaders = {
  order: () => Promise.resolve(TABLES.order),
  alerts: () => Promise.resolve(TABLES.alerts),
  outbox: () => Promise.resolve(TABLES.outbox),
  dashboard: () => Promise.resolve(TABLES.dashboard),
  calendar: () => Promise.resolve(TABLES.calendar),
}

function areaOf(key: string): keyof typeof TABLES | undefined {
  return (Object.keys(TABLES) as Array<keyof typeof TABLES>).find((name) => Object.hasOwn(TABLES[name], key))
}

export function areaOfKey(key: EndpointKey): Promise<EndpointArea | undefined> {
  return Promise.resolve(areaOf(key))
}

/** Whether the worker can send a call (its outbox leaves the others to a page: sw/answer.ts). */
export function workerCalls(key: string): boolean {
  return areaOf(key) !== undefined
}
