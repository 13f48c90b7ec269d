import type { QueryClient } from '@tanstack/react-query'
import { onConnectionBack } from '../../client/events'
import type { QueryPersistence } from '../data/query-persistence'

/** Marked when the host's outbox has started after a page load and the header's sync status is there. */
export const LOCAL_DATA_MARK = 'portal-local-data'

let started: Promise<QueryPersistence> | undefined
/** Set while a start waits for the connection to come back. */
let stopWaiting: (() => void) | undefined
let outboxStarted = false

/**
 * The signed-in host's local data: the persisted query cache (restored, then kept up to date) and
 * the outbox with its triggers (docs/decisions/0009, 0012). Loaded and started at start-up when a
 * host is signed in, else at sign-in, so that a visitor's first visit does not load the local
 * database's code at all (issue 22). Starts once; later calls get the same persistence.
 *
 * When its code does not arrive (the connection dropped while it loaded, nothing cached yet), it
 * starts again by itself as soon as the connection may be back (the browser's `online`, or any call
 * reaching the server again): a write queued meanwhile must not wait for a reload to be sent.
 */
export function startLocalData(queryClient: QueryClient): Promise<QueryPersistence> {
  if (started) return started
  // both load side by side; the outbox starts as soon as its own code is there (a write queued
  // offline is sent when the connection returns even if the persisted cache's code has not come)
  const persistenceCode = import('../data/query-persistence')
  persistenceCode.catch(() => undefined)
  started = import('./outbox-bridge')
    .then((bridge) => {
      if (!outboxStarted) {
        outboxStarted = true
        bridge.startOutboxBridge()
        // the outbox runs: writes are stored on the device from here on; marked once the header's
        // sync status (its own lazy part) is there too, so that it counts them (tests wait for it)
        void import('./sync-status').then(() => performance.mark?.(LOCAL_DATA_MARK), () => undefined)
      }
      return persistenceCode.then((persistence) => persistence.startQueryPersistence(queryClient, { onStorageFull: bridge.showStorageFull }))
    })
    .catch((error: unknown) => {
      started = undefined
      retryWhenBack(() => void startLocalData(queryClient).catch(() => undefined))
      throw error
    })
  return started
}

/** Runs `again` once, at the first sign that the connection is back. */
function retryWhenBack(again: () => void): void {
  stopWaiting ??= onConnectionBack(() => {
    stopWaiting?.()
    stopWaiting = undefined
    again()
  })
}
