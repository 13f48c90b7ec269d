import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import {
  createQueryCachePersister, NO_PERSIST, QUERY_CACHE_BUSTER, QUERY_CACHE_MAX_AGE, shouldPersistQuery, startQueryPersistence,
} from '../../../src/app/data/query-persistence'
import type { QueryPersistence } from '../../../src/app/data/query-persistence'
import { openDb } from '../../../src/client/db'
import type { PortalDb } from '../../../src/client/db'
import { emitApiEvent } from '../../../src/client/events'
import { queryCacheKey, writeQueryCache } from '../../../src/client/query-cache-store'
import { clearLocalState } from '../../../src/client/storage-keys'
import { freshDbName } from '../client/support/outbox-fakes'
import { hasSavedQueries } from '../../../src/app/data/saved-queries'

const INFO = { realName: 'Li Hua', cityName: '杭州' }
const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false }

/** A timer the test fires by hand (the persister's throttle). */
function manualTimer() {
  const fns: (() => void)[] = []
  return {
    setTimer: (fn: () => void) => {
      fns.push(fn)
      return () => fns.splice(fns.indexOf(fn), 1)
    },
    count: () => fns.length,
  }
}

function setup(user: { id: string | null }) {
  const db = openDb(freshDbName())
  const timer = manualTimer()
  const persister = createQueryCachePersister({ currentUser: () => user.id, db: () => db, setTimer: timer.setTimer })
  return { db, timer, persister }
}

async function save(client: QueryClient, persister: ReturnType<typeof createQueryCachePersister>) {
  await persistQueryClientSave({ queryClient: client, persister, buster: QUERY_CACHE_BUSTER, dehydrateOptions })
  await persister.flush()
}

function clientWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient()
  for (const [key, data] of entries) client.setQueryData(key, data)
  return client
}

describe('persisted query cache', () => {
  let running: QueryPersistence | undefined
  afterEach(() => {
    running?.stop()
    running = undefined
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('restores what it saved into a fresh client', async () => {
    const user = { id: 'u1' }
    const { persister } = setup(user)
    await save(clientWith([[['identity', 'info'], INFO], [['identity', 'unread'], 3]]), persister)

    const fresh = new QueryClient()
    await persistQueryClientRestore({ queryClient: fresh, persister, buster: QUERY_CACHE_BUSTER, maxAge: QUERY_CACHE_MAX_AGE })
    expect(fresh.getQueryData(['identity', 'info'])).toEqual(INFO)
    expect(fresh.getQueryData(['identity', 'unread'])).toBe(3)
    // the device's copy is shown at once but always refetched by the first screen that reads it
    expect(fresh.getQueryCache().find({ queryKey: ['identity', 'info'] })?.isStale()).toBe(true)
  })

  it('marks the device as holding the user\'s cache after the first save, and forgets that on clear', async () => {
    // start-up waits for the restore only where something was saved (a first visit does not)
    const stored = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    })
    try {
      const user = { id: 'u1' }
      const { persister } = setup(user)
      expect(hasSavedQueries('u1')).toBe(false)
      await save(clientWith([[['identity', 'info'], INFO]]), persister)
      expect(hasSavedQueries('u1')).toBe(true)
      expect(hasSavedQueries('u2')).toBe(false)
      await persister.clear()
      expect(hasSavedQueries('u1')).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("keeps each user's cache under their own key and never restores another user's", async () => {
    const user: { id: string | null } = { id: 'u1' }
    const { db, persister } = setup(user)
    await save(clientWith([[['identity', 'info'], INFO]]), persister)
    expect((await db.queryCache.toArray()).map((row) => row.key)).toEqual([queryCacheKey('u1')])

    user.id = 'u2'
    const fresh = new QueryClient()
    await persistQueryClientRestore({ queryClient: fresh, persister, buster: QUERY_CACHE_BUSTER })
    expect(fresh.getQueryData(['identity', 'info'])).toBeUndefined()
  })

  it('drops a save whose user signed out (or changed) before the throttled write', async () => {
    const user: { id: string | null } = { id: 'u1' }
    const { db, persister, timer } = setup(user)
    await persistQueryClientSave({ queryClient: clientWith([[['identity', 'info'], INFO]]), persister, dehydrateOptions })
    expect(timer.count()).toBe(1)
    user.id = 'u2'
    await persister.flush()
    user.id = null
    await persistQueryClientSave({ queryClient: clientWith([[['identity', 'info'], INFO]]), persister, dehydrateOptions })
    await persister.flush()
    expect(await db.queryCache.count()).toBe(0)
  })

  it('throttles: many saves in a burst make one write of the latest state', async () => {
    const user = { id: 'u1' }
    const { db, persister, timer } = setup(user)
    const client = new QueryClient()
    const put = vi.spyOn(db.queryCache, 'put')
    for (let n = 1; n <= 20; n++) {
      client.setQueryData(['identity', 'unread'], n)
      await persistQueryClientSave({ queryClient: client, persister, dehydrateOptions })
    }
    expect(timer.count()).toBe(1)
    await persister.flush()
    expect(put).toHaveBeenCalledTimes(1)
    const fresh = new QueryClient()
    await persistQueryClientRestore({ queryClient: fresh, persister })
    expect(fresh.getQueryData(['identity', 'unread'])).toBe(20)
  })

  it('leaves out opted-out queries and queries without data; keeps data whose refetch failed offline', async () => {
    const user = { id: 'u1' }
    const { db, persister } = setup(user)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(['identity', 'info'], INFO)
    await client.prefetchQuery({ queryKey: ['secret'], queryFn: () => 'token', meta: NO_PERSIST })
    await client.prefetchQuery({ queryKey: ['geo', 'province'], queryFn: () => Promise.reject(new Error('offline')) })
    // a refetch that fails offline leaves the data with an error status
    await client.fetchQuery({ queryKey: ['identity', 'info'], queryFn: () => Promise.reject(new Error('offline')) }).catch(() => undefined)
    expect(client.getQueryState(['identity', 'info'])?.status).toBe('error')
    await save(client, persister)

    const row = await db.queryCache.get(queryCacheKey('u1'))
    const stored = row?.value as { clientState: { queries: { queryKey: unknown[]; state: { status: string; error: unknown } }[] } }
    expect(stored.clientState.queries.map((q) => q.queryKey)).toEqual([['identity', 'info']])
    expect(stored.clientState.queries[0]?.state).toMatchObject({ status: 'success', error: null })
  })

  it('discards a cache older than the max age (7 days) or of another buster', async () => {
    const user = { id: 'u1' }
    const { db, persister } = setup(user)
    const old = { buster: QUERY_CACHE_BUSTER, timestamp: Date.now() - QUERY_CACHE_MAX_AGE - 1, clientState: { mutations: [], queries: [] } }
    await writeQueryCache('u1', old, old.timestamp, db)
    await persistQueryClientRestore({ queryClient: new QueryClient(), persister, buster: QUERY_CACHE_BUSTER, maxAge: QUERY_CACHE_MAX_AGE })
    expect(await db.queryCache.count()).toBe(0)
    expect(QUERY_CACHE_MAX_AGE).toBeGreaterThanOrEqual(7 * 24 * 60 * 60_000)
  })

  it('leaves out a query whose data IndexedDB cannot store and keeps the others', async () => {
    const user = { id: 'u1' }
    const { persister } = setup(user)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await save(clientWith([[['identity', 'info'], INFO], [['odd'], { callback: () => 1 }]]), persister)
    const fresh = new QueryClient()
    await persistQueryClientRestore({ queryClient: fresh, persister, buster: QUERY_CACHE_BUSTER })
    expect(fresh.getQueryData(['identity', 'info'])).toEqual(INFO)
    expect(fresh.getQueryData(['odd'])).toBeUndefined()
  })

  it('reports a full disk instead of swallowing it', async () => {
    const db = openDb(freshDbName())
    const onStorageFull = vi.fn()
    const persister = createQueryCachePersister({ currentUser: () => 'u1', db: () => db, onStorageFull, setTimer: () => () => undefined })
    vi.spyOn(db.queryCache, 'put').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))
    await save(clientWith([[['identity', 'info'], INFO]]), persister)
    expect(onStorageFull).toHaveBeenCalledTimes(1)
  })
})

describe('startQueryPersistence', () => {
  let running: QueryPersistence | undefined
  afterEach(() => {
    running?.stop()
    running = undefined
  })

  async function seeded(db: PortalDb, userId: string, data: unknown) {
    const source = clientWith([[['identity', 'info'], data]])
    const persister = createQueryCachePersister({ currentUser: () => userId, db: () => db })
    await save(source, persister)
  }

  it("restores the signed-in user's cache before it resolves, then saves changes and forgets other users", async () => {
    const db = openDb(freshDbName())
    await seeded(db, 'u1', INFO)
    await seeded(db, 'u9', { realName: 'someone else' })
    const client = new QueryClient()
    running = startQueryPersistence(client, { currentUser: () => 'u1', db: () => db, throttleMs: 0, target: new EventTarget() })
    await running.restored
    expect(client.getQueryData(['identity', 'info'])).toEqual(INFO)

    client.setQueryData(['identity', 'unread'], 5)
    await running.persister.flush()
    await expect.poll(async () => (await db.queryCache.toArray()).map((row) => row.key)).toEqual([queryCacheKey('u1')])
  })

  it('started after a first screen (nothing saved on this device yet), saves what that screen had already loaded', async () => {
    const db = openDb(freshDbName())
    const client = clientWith([[['identity', 'info'], INFO]])
    running = startQueryPersistence(client, { currentUser: () => 'u1', db: () => db, throttleMs: 0, target: new EventTarget() })
    await running.restored
    await running.persister.flush()
    const fresh = new QueryClient()
    await persistQueryClientRestore({ queryClient: fresh, persister: running.persister, buster: QUERY_CACHE_BUSTER, maxAge: QUERY_CACHE_MAX_AGE })
    expect(fresh.getQueryData(['identity', 'info'])).toEqual(INFO)
  })

  it('restores nothing for a visitor and resolves at once', async () => {
    const db = openDb(freshDbName())
    await seeded(db, 'u1', INFO)
    const client = new QueryClient()
    running = startQueryPersistence(client, { currentUser: () => null, db: () => db, target: new EventTarget() })
    await running.restored
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })

  it('clears every persisted cache on logout (clearLocalState) and on session expiry', async () => {
    const db = openDb(freshDbName())
    running = startQueryPersistence(new QueryClient(), { currentUser: () => 'u1', db: () => db, target: new EventTarget() })
    await running.restored
    await seeded(db, 'u1', INFO)
    expect(await db.queryCache.count()).toBe(1)
    await clearLocalState()
    expect(await db.queryCache.count()).toBe(0)

    await seeded(db, 'u1', INFO)
    emitApiEvent({ type: 'sessionExpired' })
    await expect.poll(() => db.queryCache.count()).toBe(0)
  })

  it('does not hang start-up when IndexedDB never answers', async () => {
    const db = openDb(freshDbName())
    vi.spyOn(db.queryCache, 'get').mockReturnValue(new Promise(() => undefined) as never)
    running = startQueryPersistence(new QueryClient(), { currentUser: () => 'u1', db: () => db, restoreTimeoutMs: 20, target: new EventTarget() })
    await running.restored
  })
})
