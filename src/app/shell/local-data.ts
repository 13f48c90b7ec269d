import type { QueryClient } from '@tanstack/react-query'
import type { QueryPersistence } from '../data/query-persistence'

let started: Promise<QueryPersistence> | undefined

/**
 * The signed-in host's local data: the persisted query cache (restored, then kept up to date) and
 * the outbox with its triggers (docs/decisions/0009, 0012). Loaded and started at start-up when a
 * host is signed in, else at sign-in, so that a visitor's first visit does not load the local
 * database's code at all (issue 22). Starts once; later calls get the same persistence.
 */
export function startLocalData(queryClient: QueryClient): Promise<QueryPersistence> {
  started ??= Promise.all([import('../data/query-persistence'), import('./outbox-bridge')]).then(
    ([persistence, bridge]) => {
      bridge.startOutboxBridge()
      return persistence.startQueryPersistence(queryClient, { onStorageFull: bridge.showStorageFull })
    },
    (error: unknown) => {
      // the code did not arrive (no connection, nothing cached yet): the next call tries again
      started = undefined
      throw error
    },
  )
  return started
}
