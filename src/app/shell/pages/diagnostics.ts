import { getOffset } from '../../../client/clock'
import { getSession } from '../../../client/session'
import { STORAGE_KEYS } from '../../../client/storage-keys'
import { localStore } from '../../../client/web-storage'

export type ApiCheck =
  | { ok: true; latencyMs: number; httpStatus: number; serverDate: string | null; clockDiffMs: number | null }
  | { ok: false; latencyMs: number; httpStatus: number | null; error: string }

export type Diagnostics = {
  checkedAt: string
  api: ApiCheck
  /** The stored gate clock offset in ms (0 when none is stored). */
  storedOffsetMs: number
  session: { present: boolean; userId: string | null }
  identity: string | null
  online: boolean
  userAgent: string
  viewport: string
  serviceWorker: { supported: boolean; state: string | null; scope: string | null; controlled: boolean }
  storage: { usage: number | null; quota: number | null; persisted: boolean | null }
}

export const HEALTH_PATH = '/api/health'

/** Collects the real state of this device for support (spec 2 /autoTest). */
export async function runDiagnostics(): Promise<Diagnostics> {
  const [api, serviceWorker, storage] = await Promise.all([checkApi(), checkServiceWorker(), checkStorage()])
  const session = getSession()
  return {
    checkedAt: new Date().toISOString(),
    api,
    storedOffsetMs: getOffset(),
    session: { present: session !== null, userId: session?.userId ?? null },
    identity: localStore()?.getItem(STORAGE_KEYS.identity) ?? null,
    online: navigator.onLine,
    userAgent: navigator.userAgent,
    viewport: `${window.innerWidth}x${window.innerHeight} @${window.devicePixelRatio}`,
    serviceWorker,
    storage,
  }
}

async function checkApi(): Promise<ApiCheck> {
  const started = performance.now()
  try {
    const response = await fetch(HEALTH_PATH, { cache: 'no-store', signal: AbortSignal.timeout(10_000) })
    const latencyMs = Math.round(performance.now() - started)
    if (!response.ok) return { ok: false, latencyMs, httpStatus: response.status, error: response.statusText }
    const serverDate = response.headers.get('date')
    // the Date header has whole seconds: the difference is accurate to about a second
    const serverMs = serverDate ? Date.parse(serverDate) : Number.NaN
    const clockDiffMs = Number.isNaN(serverMs) ? null : serverMs - (Date.now() - latencyMs / 2)
    return { ok: true, latencyMs, httpStatus: response.status, serverDate, clockDiffMs }
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started)
    return { ok: false, latencyMs, httpStatus: null, error: error instanceof Error ? error.message : String(error) }
  }
}

async function checkServiceWorker(): Promise<Diagnostics['serviceWorker']> {
  if (!('serviceWorker' in navigator)) return { supported: false, state: null, scope: null, controlled: false }
  const registration = await navigator.serviceWorker.getRegistration()
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing ?? null
  return {
    supported: true,
    state: worker?.state ?? null,
    scope: registration?.scope ?? null,
    controlled: navigator.serviceWorker.controller !== null,
  }
}

async function checkStorage(): Promise<Diagnostics['storage']> {
  if (!navigator.storage?.estimate) return { usage: null, quota: null, persisted: null }
  const [estimate, persisted] = await Promise.all([
    navigator.storage.estimate(),
    navigator.storage.persisted ? navigator.storage.persisted() : Promise.resolve(null),
  ])
  return { usage: estimate.usage ?? null, quota: estimate.quota ?? null, persisted }
}
