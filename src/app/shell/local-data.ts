import type { QueryClient } from '@tanstack/react-query'
import type { QueryPersistence } from '../data/query-persistence'
import { loadOverlayKit } from '../ui/overlay-kit'

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
      // a host works offline: the overlays (dialogs, menus, selects) must open without a
      // connection, so their code comes too, once the page is idle (a visitor loads it on intent)
      whenIdle(() => loadOverlayKit().catch(() => undefined))
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

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}
