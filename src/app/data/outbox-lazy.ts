/**
 * The outbox as the portal's screens use it: its code and the local database's (Dexie, about 30 KB
 * gz) load on first use, or right after the first meaningful screen (src/app/main.tsx), never with
 * a route's first screen (docs/decisions/0035-first-visit-code.md, issue 41). A write made before
 * the code is there waits in memory and is handed over as soon as it arrives; when the code cannot
 * be fetched (the connection dropped on a first visit, before the service worker holds it), it is
 * tried again at the first sign that the connection is back, and nothing is lost meanwhile.
 */
import { onConnectionBack } from '../../client/events'
import type { EnqueueInput } from '../../client/outbox/outbox'
import type { NotSyncedEntry, OutboxEntry } from '../../client/outbox/outbox-types'
import type { EndpointKey } from '../../domain/endpoints'
import { firstScreenReady } from '../first-screen'
import { loadOnce } from '../load-once'

type PortalOutbox = typeof import('../../client/outbox/portal-outbox')

/** The outbox module, loaded once (a failed load is tried again on the next call). */
export const portalOutbox: () => Promise<PortalOutbox> = loadOnce(() => import('../../client/outbox/portal-outbox'))

/**
 * The outbox for what a screen only shows of it (a pending note, a conflict notice): loaded after
 * the first meaningful screen, so a first visit's first screen never waits for the local database.
 */
export function portalOutboxForReading(): Promise<PortalOutbox> {
  return firstScreenReady().then(portalOutbox)
}

/** onOutboxChange once the outbox has loaded (after the first screen); the returned function stops listening at any time. */
export function onOutboxChangeLater(listener: () => void): () => void {
  let live = true
  let off: (() => void) | undefined
  portalOutboxForReading().then(
    (outbox) => {
      if (live) off = outbox.onOutboxChange(listener)
    },
    () => undefined,
  )
  return () => {
    live = false
    off?.()
  }
}

/** Runs `use` on the outbox once its code is there, waiting for the connection as long as it takes. */
function withOutbox<T>(use: (outbox: PortalOutbox) => Promise<T>): Promise<T> {
  return portalOutbox().then(use, () =>
    new Promise<void>((resolve) => {
      const stop = onConnectionBack(() => {
        stop()
        resolve()
      })
    }).then(() => withOutbox(use)),
  )
}

/** Queues a write (src/client/outbox/portal-outbox.ts enqueue): resolves with its id once it is stored. */
export function enqueue<K extends EndpointKey>(input: EnqueueInput<K>): Promise<string> {
  return withOutbox((outbox) => outbox.enqueue(input))
}

export function listPending(itemPrefix?: string): Promise<OutboxEntry[]> {
  return withOutbox((outbox) => outbox.listPending(itemPrefix))
}

export function listNotSynced(): Promise<NotSyncedEntry[]> {
  return withOutbox((outbox) => outbox.listNotSynced())
}

export function succeededOf(ids: readonly string[]): Promise<Set<string>> {
  return withOutbox((outbox) => outbox.succeededOf(ids))
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
