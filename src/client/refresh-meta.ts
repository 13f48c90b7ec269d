import type { EndpointKey } from '../domain/endpoints'

/** The periodic Background Sync tag the installed portal registers (issue 40). */
export const REFRESH_SYNC_TAG = 'portal-refresh'

/**
 * A query whose data is one call's answer says which (its `meta`): the service worker refreshes it
 * in the host's saved cache while the portal is closed (periodic Background Sync,
 * src/client/background-refresh.ts), so the portal opens on recent figures, their age shown.
 */
export type RefreshMeta = { refresh: { endpoint: EndpointKey; params: Record<string, unknown> } }

export function refreshMeta(endpoint: EndpointKey, params: Record<string, unknown>): RefreshMeta {
  return { refresh: { endpoint, params } }
}
