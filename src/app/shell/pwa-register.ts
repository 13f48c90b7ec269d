import { Workbox } from 'workbox-window'
import { createUpdateFlow } from './pwa-update'
import type { UpdateFlow } from './pwa-update'

/** How often an open portal asks the server for a new service worker. */
export const UPDATE_CHECK_MS = 60 * 60_000

let flow: UpdateFlow | null = null

/**
 * Registers /sw.js (production builds, browsers with service workers) and starts the update
 * flow: checks for a new version hourly and when the tab becomes visible. Safe to call once at
 * start-up; returns the flow, or null where no SW is registered.
 */
export function registerPwa(): UpdateFlow | null {
  if (flow) return flow
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null
  const wb = new Workbox('/sw.js', { scope: '/' })
  flow = createUpdateFlow(wb, () => window.location.reload())
  const check = () => void wb.update().catch(() => undefined)
  setInterval(check, UPDATE_CHECK_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
  void wb.register().catch(() => undefined)
  return flow
}

/** The update flow registerPwa() started, or null. */
export function pwaUpdateFlow(): UpdateFlow | null {
  return flow
}
