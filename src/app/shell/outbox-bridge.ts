import { isStorageFullError, requestPersistence } from '../../client/db'
import { resumeOutbox, startOutbox } from '../../client/outbox/portal-outbox'
import { getSession } from '../../client/session'
import { reportStorageError, showStorageFull } from './storage-full'
import { onOutboxSyncRequest, requestOutboxSync } from './pwa-sync'

/**
 * Starts the outbox at start-up (docs/decisions/0009-outbox.md) with the service worker's sync
 * relay and Background Sync, asks for persistent storage when a host is signed in, and shows a
 * full device storage (a StorageFullError nobody caught) as a toast. Returns stop.
 */
export function startOutboxBridge(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const stop = startOutbox({ onSyncRequest: onOutboxSyncRequest, requestSync: () => void requestOutboxSync() })
  if (getSession()) void requestPersistence()
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isStorageFullError(event.reason)) return
    event.preventDefault()
    showStorageFull()
  }
  const onError = (event: ErrorEvent) => {
    if (isStorageFullError(event.error)) showStorageFull()
  }
  target.addEventListener('unhandledrejection', onRejection)
  target.addEventListener('error', onError)
  return () => {
    stop()
    target.removeEventListener('unhandledrejection', onRejection)
    target.removeEventListener('error', onError)
  }
}

/** After a successful sign-in: keep the host's data and send what waited for the session. */
export function afterSignInOutbox(): void {
  void requestPersistence()
  void resumeOutbox().catch(reportStorageError)
}

export { reportStorageError, showStorageFull } from './storage-full'
