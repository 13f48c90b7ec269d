import { OUTBOX_SYNC_TAG, SW_MESSAGES } from '../../../sw/sw-messages'

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }

/**
 * Asks the browser for a Background Sync of the outbox (Chromium); resolves false where there is
 * no service worker or no Background Sync. Never the only trigger: the outbox keeps its own.
 */
export async function requestOutboxSync(container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<boolean> {
  if (!container) return false
  try {
    const registration = (await container.ready) as SyncRegistration
    if (!registration.sync) return false
    await registration.sync.register(OUTBOX_SYNC_TAG)
    return true
  } catch {
    return false
  }
}

/** Runs replay whenever the service worker relays a `sync` for the outbox. Returns the unsubscribe. */
export function onOutboxSyncRequest(
  replay: () => void,
  container: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'> | undefined = globalThis.navigator?.serviceWorker,
): () => void {
  if (!container) return () => undefined
  const listener = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGES.outboxReplay) replay()
  }
  container.addEventListener('message', listener as EventListener)
  return () => container.removeEventListener('message', listener as EventListener)
}
