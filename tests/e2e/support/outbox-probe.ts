import type { Page } from '@playwright/test'
import { CHANGE_CHANNEL } from '../../../src/client/outbox/portal-outbox'

/** What a test reads of one outbox entry (src/client/outbox/outbox-types.ts) in the page's IndexedDB. */
export type ProbedEntry = {
  seq: number
  id: string
  idemKey: string
  endpoint: string
  item: string
  params: Record<string, unknown>
  attempts: number
  nextAttemptAt: number
  lastError?: string
}

/**
 * The outbox entries and the not-synced count, read with plain IndexedDB from the portal's
 * database (`host-portal`, docs/decisions/0009-outbox.md) in the page, in seq order.
 */
export async function probeOutbox(page: Page): Promise<{ entries: ProbedEntry[]; notSynced: number }> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('host-portal')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    try {
      if (!db.objectStoreNames.contains('outbox')) return { entries: [], notSynced: 0 }
      const tx = db.transaction(['outbox', 'notSynced'], 'readonly')
      const all = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
      const entries = (await all(tx.objectStore('outbox').getAll())) as ProbedEntry[]
      const notSynced = await all(tx.objectStore('notSynced').count())
      return { entries, notSynced }
    } finally {
      db.close()
    }
  })
}

/** A write as a test queues it: what enqueue() would have stored for it (never sent yet). */
export type QueuedWrite = { endpoint: string; params: Record<string, unknown>; item: string; meta?: Record<string, unknown> }

/**
 * Writes entries into the page's outbox as the outbox's enqueue writes them (a fresh id that is
 * also the idempotency key, never sent yet), after the entries already there, in one
 * transaction, and tells the tabs as enqueue does (they count them). Returns their ids. The portal
 * sends them at its next replay trigger.
 */
export async function queueWrites(page: Pick<Page, 'evaluate'>, userId: string, writes: QueuedWrite[]): Promise<string[]> {
  return page.evaluate(
    async ({ userId, writes, changeChannel }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('host-portal')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      try {
        const ids = writes.map(() => crypto.randomUUID())
        const tx = db.transaction('outbox', 'readwrite')
        const store = tx.objectStore('outbox')
        writes.forEach((write, i) => {
          const id = ids[i]!
          store.add({ id, idemKey: id, ...write, createdAt: Date.now(), attempts: 0, nextAttemptAt: 0, userId })
        })
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
          tx.onabort = () => reject(tx.error)
        })
        // as the outbox's enqueue tells the tabs (this one too): they count the new entries now
        const channel = new BroadcastChannel(changeChannel)
        channel.postMessage('changed')
        channel.close()
        return ids
      } finally {
        db.close()
      }
    },
    { userId, writes, changeChannel: CHANGE_CHANNEL },
  )
}

/** How many entries wait in the page's outbox (a count, not the entries: cheap to poll). */
export async function outboxCount(page: Pick<Page, 'evaluate'>): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('host-portal')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    try {
      if (!db.objectStoreNames.contains('outbox')) return 0
      return await new Promise<number>((resolve, reject) => {
        const request = db.transaction('outbox').objectStore('outbox').count()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    } finally {
      db.close()
    }
  })
}

/**
 * Queues city choices (updateLandlordInfo on the item `landlord-city`) for the user: each is sent
 * only after the one before it succeeded, so none merge. Returns their ids.
 */
export function queueCityChoices(page: Page, userId: string, cityIds: string[]): Promise<string[]> {
  return queueWrites(page, userId, cityIds.map((cityid) => ({ endpoint: 'updateLandlordInfo', params: { cityid, id: userId }, item: 'landlord-city' })))
}
