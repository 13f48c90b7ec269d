import type { Query, QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client'
import { getDb, isStorageFullError } from '../../client/db'
import type { PortalDb } from '../../client/db'
import { onApiEvent } from '../../client/events'
import {
  clearQueryCaches, keepOnlyQueryCache, readQueryCache, removeQueryCache, writeQueryCache,
} from '../../client/query-cache-store'
import { getSession } from '../../client/session'
import { registerLocalStateCleaner } from '../../client/storage-keys'

/**
 * The TanStack Query cache kept in Dexie (docs/decisions/0012-persisted-query-cache.md), so the
 * portal opened offline shows the last data it had. Per signed-in user; cleared on logout and
 * session expiry; a query opts out with `meta: NO_PERSIST`.
 */
/** Saves are coalesced: at most one write per second. */
export const QUERY_CACHE_THROTTLE_MS = 1000
/** Bump when the shape of cached data changes: older persisted caches are then dropped. */
export const QUERY_CACHE_BUSTER = 'q1'
/** Start-up never waits longer than this for IndexedDB (a blocked database must not hang the portal). */
export const RESTORE_TIMEOUT_MS = 1500

/** The performance measure of the start-up restore. */
export const RESTORE_MEASURE = 'query-cache-restore'

/** Query meta that keeps a query out of the persisted cache. */
export { NO_PERSIST, QUERY_CACHE_MAX_AGE } from './query-meta'
import { QUERY_CACHE_MAX_AGE } from './query-meta'
import { forgetSavedQueries, markSavedQueries } from './saved-queries'

/** Which queries are persisted: those that hold data and did not opt out. */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.data !== undefined && query.meta?.persist !== false
}

export type QueryCachePersister = Persister & {
  /** Writes a pending (throttled) save now. */
  flush: () => Promise<void>
  /** Drops a pending save and removes every user's persisted cache. */
  clear: () => Promise<void>
  /** Removes the persisted caches of other users. */
  forgetOthers: () => Promise<void>
}

export type PersisterOptions = {
  /** The signed-in user now, or null. Read at each save, restore and write. */
  currentUser: () => string | null
  db?: () => PortalDb
  throttleMs?: number
  /** A save failed because the device storage is full. */
  onStorageFull?: () => void
  setTimer?: (fn: () => void, ms: number) => () => void
}

/**
 * An async persister over Dexie for persistQueryClient. A save is bound to the user signed in
 * when it was made and is written (throttled) only while that user is still signed in, so a
 * late write can never put one user's data under another's key or outlive a logout.
 */
export function createQueryCachePersister(options: PersisterOptions): QueryCachePersister {
  const { currentUser, throttleMs = QUERY_CACHE_THROTTLE_MS } = options
  const db = options.db ?? getDb
  const setTimer = options.setTimer ?? defaultTimer
  let pending: { userId: string; client: PersistedClient } | undefined
  let cancelTimer: (() => void) | undefined
  // every write and removal runs in order, so a clear always lands after the writes before it
  let queue: Promise<void> = Promise.resolve()
  const enqueue = (task: () => Promise<void>) => (queue = queue.then(task, task))

  const flush = () => {
    cancelTimer?.()
    cancelTimer = undefined
    const next = pending
    pending = undefined
    if (!next) return queue
    return enqueue(async () => {
      if (currentUser() !== next.userId) return
      const write = (client: PersistedClient) => writeQueryCache(next.userId, client, client.timestamp, db())
      try {
        await write(next.client).catch((error: unknown) => {
          // one query whose data IndexedDB cannot store must not cost the host every other one
          if ((error as { name?: unknown } | null)?.name !== 'DataCloneError') throw error
          console.error('[query-cache] queries with data that cannot be stored were left out', error)
          return write(withoutUnclonable(next.client))
        })
        // the next start-up waits for the restore (saved-queries.ts)
        markSavedQueries(next.userId)
      } catch (error) {
        if (isStorageFullError(error)) options.onStorageFull?.()
        else console.error('[query-cache] the cache could not be saved', error)
      }
    })
  }

  return {
    persistClient: (client) => {
      const userId = currentUser()
      if (!userId) return
      pending = { userId, client: storable(client) }
      cancelTimer ??= setTimer(() => void flush(), throttleMs)
    },
    restoreClient: async () => {
      const userId = currentUser()
      if (!userId) return undefined
      return restorable((await readQueryCache(userId, db())) as PersistedClient | undefined)
    },
    removeClient: () => {
      const userId = currentUser()
      return userId ? enqueue(() => removeQueryCache(userId, db())) : queue
    },
    flush,
    clear: () => {
      cancelTimer?.()
      cancelTimer = undefined
      pending = undefined
      forgetSavedQueries()
      return enqueue(() => clearQueryCaches(db()))
    },
    forgetOthers: () => enqueue(() => keepOnlyQueryCache(currentUser(), db())),
  }
}

export type QueryPersistence = {
  /** Settles when the persisted cache is in the query client (or start-up gave up waiting). */
  restored: Promise<void>
  persister: QueryCachePersister
  stop: () => void
}

/**
 * Start-up: restores the signed-in user's cache into the client, then saves every change. Wire
 * it before the router's first load: `restored.then(() => router.load())`.
 */
export function startQueryPersistence(
  queryClient: QueryClient,
  options: Partial<PersisterOptions> & { restoreTimeoutMs?: number; target?: Pick<Window, 'addEventListener' | 'removeEventListener'> } = {},
): QueryPersistence {
  const currentUser = options.currentUser ?? (() => getSession()?.userId ?? null)
  const persister = createQueryCachePersister({ ...options, currentUser })
  const buster = QUERY_CACHE_BUSTER
  let unsubscribe: (() => void) | undefined
  let stopped = false
  const unregister = registerLocalStateCleaner(() => persister.clear())
  const offApi = onApiEvent((event) => {
    if (event.type === 'sessionExpired') void persister.clear().catch(() => undefined)
  })
  // a visitor has nothing to restore: the first visit does not wait for IndexedDB at all
  const began = performance.now()
  const restore = currentUser() ? restoreInto(queryClient, persister, buster) : Promise.resolve()
  const restored = withTimeout(restore, options.restoreTimeoutMs ?? RESTORE_TIMEOUT_MS).then(() => {
    // what start-up waited (tests/bench/start-up-restore.ts reads it)
    performance.measure?.(RESTORE_MEASURE, { start: began })
    if (stopped) return
    const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false }
    unsubscribe = persistQueryClientSubscribe({ queryClient, persister, buster, dehydrateOptions })
    // a first visit starts this after its first screen: what that screen loaded is saved too
    void persistQueryClientSave({ queryClient, persister, buster, dehydrateOptions })
    void persister.forgetOthers().catch(() => undefined)
  })
  // a pending save is written when the page goes to the background (it may never come back)
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window)
  const onHide = () => void persister.flush()
  target?.addEventListener('pagehide', onHide)
  target?.addEventListener('visibilitychange', onHide)
  return {
    restored,
    persister,
    stop: () => {
      stopped = true
      unsubscribe?.()
      unregister()
      offApi()
      target?.removeEventListener('pagehide', onHide)
      target?.removeEventListener('visibilitychange', onHide)
    },
  }
}

function restoreInto(queryClient: QueryClient, persister: Persister, buster: string): Promise<void> {
  return persistQueryClientRestore({ queryClient, persister, buster, maxAge: QUERY_CACHE_MAX_AGE }).then(
    () => undefined,
    (error: unknown) => console.warn('[query-cache] the stored cache could not be restored and was dropped', error),
  )
}

/**
 * The dehydrated client as IndexedDB can store it: a query whose last refetch failed (offline)
 * keeps its data as a success, without the error object; no pending promises.
 */
function storable(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map(({ promise: _promise, ...query }) =>
    query.state.status === 'success'
      ? query
      : { ...query, state: { ...query.state, status: 'success' as const, error: null, fetchStatus: 'idle' as const, fetchFailureCount: 0, fetchFailureReason: null } },
  )
  return { ...client, clientState: { mutations: [], queries } }
}

function withoutUnclonable(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.filter((query) => {
    try {
      structuredClone(query)
      return true
    } catch {
      return false
    }
  })
  return { ...client, clientState: { ...client.clientState, queries } }
}

/**
 * A restored cache is the last copy the device had, not the server's state (the last throttled
 * save may have missed a later answer): every query comes back invalidated, so it shows at once
 * and is refetched by the first screen that reads it.
 */
function restorable(client: PersistedClient | undefined): PersistedClient | undefined {
  if (!client?.clientState || !Array.isArray(client.clientState.queries)) return client
  const queries = client.clientState.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } }))
  return { ...client, clientState: { ...client.clientState, queries } }
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    void promise.finally(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}

function defaultTimer(fn: () => void, ms: number): () => void {
  const id = setTimeout(fn, ms)
  return () => clearTimeout(id)
}
