import { STORAGE_KEYS } from '../../client/storage-keys'
import { localStore } from '../../client/web-storage'

/**
 * The one question about new-order notifications (issue 40): due after a sign-in on a device that
 * was never asked, asked once (src/app/shell/push-ask.tsx), never again on that device.
 */
/** The path this page load opened on (the shell imports this module at start-up): the visit's first screen is never the moment. */
const FIRST_SCREEN = typeof location === 'undefined' ? '' : location.pathname

export function isFirstScreen(pathname: string): boolean {
  return pathname === FIRST_SCREEN
}

export function notePushAskDue(): void {
  const store = localStore()
  if (!store || store.getItem(STORAGE_KEYS.pushAskedAt)) return
  store.setItem(STORAGE_KEYS.pushAskDue, '1')
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
