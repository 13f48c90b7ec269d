/**
 * The outbox as the portal's screens use it: its code and the local database's (Dexie, about 30 KB
 * gz) load on first use, or right after the first meaningful screen (src/app/main.tsx), never with
 * a route's first screen (docs/decisions/0035-first-visit-code.md, issue 41). A write made before
 * the code is there waits in memory and is handed over as soon as it arrives; when the code cannot
 * be fetched (the connection dropped on a first visit, before the service worker holds it), it is
 * tried again at the first sign that the connection is back, and nothing is lost meanwhile.
 */
import type { EnqueueInput } from '../../client/outbox/outbox'
import type { NotSyncedEntry, OutboxEntry } from '../../client/outbox/outbox-types'
import type { EndpointKey } from '../../domain/endpoints'
import { firstScreenReady } from '../first-screen'
import { loadOnce } from '../load-once'
import { loadWhenOnline } from '../lazy-when-online'

type PortalOutbox = typeof import('../../client/outbox/portal-outbox')

/**
 * Writes made before the outbox's code arrived, held in memory and shown as pending like the
 * stored ones; each is handed to the outbox (with the same id) as soon as its code is there.
 */
const held: OutboxEntry[] = []
const heldListeners = new Set<() => void>()
let loaded: PortalOutbox | undefined

const realCode = () => import('../../client/outbox/portal-outbox')
let loadCode = loadOnce(withLoaded(realCode))

/** The outbox module, loaded once (a failed load is tried again on the next call). */
export function portalOutbox(): Promise<PortalOutbox> {
  return loadCode()
}

/** Where the outbox's code comes from: tests pass a stand-in (one that fails, as offline); undefined is the real module. */
export function configureOutboxCode(load?: () => Promise<PortalOutbox>): void {
  loaded = undefined
  held.length = 0
  loadCode = loadOnce(withLoaded(load ?? realCode))
}

function withLoaded(load: () => Promise<PortalOutbox>): () => Promise<PortalOutbox> {
  return () =>
    load().then((outbox) => {
      loaded = outbox
      return outbox
    })
}

/**
 * The outbox for what a screen only shows of it (a pending note, a conflict notice): loaded after
 * the first meaningful screen, so a first visit's first screen never waits for the local database,
 * and again when the connection is back if its code could not be fetched.
 */
export function portalOutboxForReading(): Promise<PortalOutbox> {
  return firstScreenReady().then(() => loadWhenOnline(portalOutbox))
}

/** onOutboxChange once the outbox has loaded (after the first screen); the returned function stops listening at any time. */
export function onOutboxChangeLater(listener: () => void): () => void {
  let live = true
  let off: (() => void) | undefined
  // writes held in memory change at once, before the outbox's code is there
  heldListeners.add(listener)
  portalOutboxForReading().then(
    (outbox) => {
      if (live) off = outbox.onOutboxChange(listener)
    },
    () => undefined,
  )
  return () => {
    live = false
    heldListeners.delete(listener)
    off?.()
  }
}

/** Runs `use` on the outbox once its code is there, waiting for the connection as long as it takes. */
function withOutbox<T>(use: (outbox: PortalOutbox) => Promise<T>): Promise<T> {
  return loadWhenOnline(portalOutbox).then(use)
}

function heldChanged(): void {
  for (const listener of heldListeners) listener()
}

/**
 * Queues a write (src/client/outbox/portal-outbox.ts enqueue) and resolves with its id once it is
 * stored, or at once when the outbox's code has not arrived yet: the write is then held in memory,
 * shown as pending, and stored as soon as the code is there. A write that needs the local database
 * in the same step (a local change, an earlier entry's result, files) waits for the code instead.
 */
export function enqueue<K extends EndpointKey>(input: EnqueueInput<K>): Promise<string> {
  if (loaded || input.apply || input.dependsOn || input.blobs) return withOutbox((outbox) => outbox.enqueue(input))
  const id = input.id ?? globalThis.crypto.randomUUID()
  const entry: OutboxEntry = {
    id, idemKey: id, endpoint: input.endpoint, params: { ...(input.params as Record<string, unknown>) }, item: input.item,
    createdAt: Date.now(), attempts: 0, nextAttemptAt: 0, ...(input.meta ? { meta: input.meta } : {}),
  }
  const replaced = input.merge ? held.findIndex((other) => other.item === input.item && other.endpoint === input.endpoint) : -1
  if (replaced >= 0) held.splice(replaced, 1, entry)
  else held.push(entry)
  heldChanged()
  void withOutbox((outbox) => outbox.enqueue({ ...input, id })).then(
    () => undefined,
    (error: unknown) => console.error('[outbox] a write held in memory could not be stored', error),
  ).finally(() => {
    const index = held.indexOf(entry)
    if (index >= 0) held.splice(index, 1)
    heldChanged()
  })
  return Promise.resolve(id)
}

/** The pending writes (of items starting with itemPrefix): the stored ones and those held in memory. */
export function listPending(itemPrefix?: string): Promise<OutboxEntry[]> {
  const inMemory = () => held.filter((entry) => itemPrefix === undefined || entry.item.startsWith(itemPrefix))
  return portalOutbox().then(
    async (outbox) => [...(await outbox.listPending(itemPrefix)), ...inMemory()],
    () => inMemory(),
  )
}

/** The refused writes (none can be refused before the outbox's code is there). */
export function listNotSynced(): Promise<NotSyncedEntry[]> {
  return portalOutbox().then((outbox) => outbox.listNotSynced(), () => [])
}

export function succeededOf(ids: readonly string[]): Promise<Set<string>> {
  return portalOutbox().then((outbox) => outbox.succeededOf(ids), () => new Set<string>())
}

export function retryNotSynced(id: string, params?: Record<string, unknown>): Promise<void> {
  return withOutbox((outbox) => outbox.retryNotSynced(id, params))
}

export function editNotSynced(id: string, params: Record<string, unknown>, meta?: Record<string, unknown>): Promise<void> {
  return withOutbox((outbox) => outbox.editNotSynced(id, params, meta))
}

export function discardNotSynced(id: string): Promise<void> {
  return withOutbox((outbox) => outbox.discardNotSynced(id))
}

export function resolveConflict(id: string, choice: 'mine' | 'current'): Promise<NotSyncedEntry | undefined> {
  return withOutbox((outbox) => outbox.resolveConflict(id, choice))
}
