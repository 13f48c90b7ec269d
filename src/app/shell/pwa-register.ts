import { Workbox } from 'workbox-window'
import { watchOutdated } from './pwa-outdated'
import { createUpdateFlow } from './pwa-update'
import type { UpdateFlow } from './pwa-update'

/** How often an open portal asks the server for a new service worker. */
export const UPDATE_CHECK_MS = 60 * 60_000

let flow: UpdateFlow | null = null

/**
 * Registers /sw.js (production builds, browsers with service workers) and starts the update
 * flow: checks for a new version hourly, when the tab becomes visible and when the server says
 * this build is too old. Every call carries the build id (X-App-Build, set by the call layer itself). Safe to call once at
 * start-up; returns the flow, or null where no SW is registered.
 */
export function registerPwa(): UpdateFlow | null {
  if (flow) return flow
  const hasSw = import.meta.env.PROD && 'serviceWorker' in navigator
  const wb = hasSw ? new Workbox('/sw.js', { scope: '/' }) : null
  const check = () => void wb?.update().catch(() => undefined)
  watchOutdated(check)
  if (!wb) return null
  flow = createUpdateFlow(wb, () => window.location.reload())
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
