import { Workbox } from 'workbox-window'
import { SW_MESSAGES } from '../../../sw/sw-messages'
import { REFRESH_SYNC_TAG } from '../../client/refresh-meta'
import { markOfflineSaveDone, setOfflineSave } from './offline-save-state'
import { watchInstallPrompt } from './install-offer-state'
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
  // the browser's install prompt is kept for the moment the portal offers it (issue 40)
  watchInstallPrompt()
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
  keepOfflineCopy()
  void refreshWhileClosed()
  return flow
}

type PeriodicSync = { register: (tag: string, options: { minInterval: number }) => Promise<void> }

/**
 * Where the browser offers periodic Background Sync (an installed portal that the browser lets
 * run now and then: Chromium asks its permission), the worker refreshes the host's saved orders
 * and home figures while the portal is closed, so it opens on recent ones (issue 40). Elsewhere
 * nothing: the portal opens on the last-known data with its age, then reads anew.
 */
async function refreshWhileClosed(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker.ready
    const periodic = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSync }).periodicSync
    if (!periodic) return
    const permission = await navigator.permissions.query({ name: 'periodic-background-sync' as PermissionName })
    if (permission.state !== 'granted') return
    await periodic.register(REFRESH_SYNC_TAG, { minInterval: REFRESH_EVERY_MS })
  } catch {
    // no such permission in this browser, or the registration was refused: nothing to do
  }
}

/** How often, at most, the browser may refresh while the portal is closed (it decides when). */
const REFRESH_EVERY_MS = 60 * 60_000

/**
 * Asks the active worker to save the whole portal for offline use (a first install saved only its
 * core: sw/sw.ts) and follows its progress; asked again when the connection comes back, since a
 * save cut by a lost connection resumes with what is missing.
 */
function keepOfflineCopy(): void {
  const container = navigator.serviceWorker
  container.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; saved?: unknown; total?: unknown } | null
    if (data?.type === SW_MESSAGES.offlineProgress && typeof data.saved === 'number' && typeof data.total === 'number') {
      setOfflineSave({ saved: data.saved, total: data.total, done: data.saved >= data.total })
    }
  })
  const ask = () =>
    void container.ready.then((registration) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = (event: MessageEvent<{ saved?: boolean }>) => {
        channel.port1.close()
        if (event.data?.saved) markOfflineSaveDone()
      }
      registration.active?.postMessage({ type: SW_MESSAGES.saveOffline }, [channel.port2])
    })
  ask()
  window.addEventListener('online', ask)
}

/** The update flow registerPwa() started, or null. */
export function pwaUpdateFlow(): UpdateFlow | null {
  return flow
}
