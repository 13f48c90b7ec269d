import { STORAGE_KEYS } from '../../client/storage-keys'
import { localStore } from '../../client/web-storage'

/**
 * The one question about new-order notifications (issue 40): due after a sign-in on a device that
 * was never asked (features/auth/use-signed-in.ts marks it, in the sign-in page's own code), asked
 * once (src/app/shell/push-ask.tsx), never again on that device.
 */
/** Whether `pathname` is the one this page load opened on (the visit's first screen is never the moment). */
export function isFirstScreen(pathname: string): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0]
  return new URL(entry?.name ?? location.href).pathname === pathname
}

export function pushAskDue(): boolean {
  const store = localStore()
  return store?.getItem(STORAGE_KEYS.pushAskDue) === '1' && !store.getItem(STORAGE_KEYS.pushAskedAt)
}

export function markPushAsked(now: number): void {
  const store = localStore()
  store?.setItem(STORAGE_KEYS.pushAskedAt, String(now))
  store?.removeItem(STORAGE_KEYS.pushAskDue)
}
