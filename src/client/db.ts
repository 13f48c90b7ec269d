import Dexie, { type EntityTable, type Transaction } from 'dexie'
import type { OutboxEntry, OutboxResult, NotSyncedEntry, OutboxBlob } from './outbox/outbox-types'
import { StorageFullError } from './storage-full'

export { StorageFullError, isStorageFullError } from './storage-full'

/** The portal's IndexedDB name (docs/decisions/0009-outbox.md). */
export const DB_NAME = 'host-portal'

export type ListingDraftRow = { id: string; updatedAt: number; data: unknown }
/** The completion checklist of a listing (spec keys completeInfo, isChange). */
export type ChecklistRow = { listingId: string; completeInfo: unknown; isChange: boolean; updatedAt: number }
/** One calendar cell: a unit on a date (yyyy-MM-dd). */
export type CalendarRow = { unitId: string; date: string; price?: number; stock?: number; state?: string; updatedAt: number }
export type ChatConversationRow = { id: string; updatedAt: number; data: unknown }
export type ChatMessageRow = { id: string; conversationId: string; sentAt: number; data: unknown }
export type CountryRow = { code: string; data: unknown }
/** A photo shared to the portal from the phone's gallery (the manifest's share target), until a photo step takes it (issue 40). */
export type SharedPhotoRow = { id?: number; file: Blob; name: string; sharedAt: number }
/** The persisted TanStack Query cache, one row per persister key. */
export type QueryCacheRow = { key: string; value: unknown; updatedAt: number }

export type PortalDb = Dexie & {
  listingDrafts: EntityTable<ListingDraftRow, 'id'>
  checklist: EntityTable<ChecklistRow, 'listingId'>
  calendars: EntityTable<CalendarRow>
  chatConversations: EntityTable<ChatConversationRow, 'id'>
  chatMessages: EntityTable<ChatMessageRow, 'id'>
  countries: EntityTable<CountryRow, 'code'>
  queryCache: EntityTable<QueryCacheRow, 'key'>
  outbox: EntityTable<OutboxEntry, 'seq'>
  outboxBlobs: EntityTable<OutboxBlob, 'id'>
  outboxResults: EntityTable<OutboxResult, 'id'>
  notSynced: EntityTable<NotSyncedEntry, 'id'>
  sharedPhotos: EntityTable<SharedPhotoRow, 'id'>
}

/**
 * Opens (creates) the portal database. Tests pass their own name for an isolated database.
 *
 * Schema changes: never edit a released version. Add the next one with the tables it changes
 * and an explicit upgrade that rewrites the rows, frozen like a server migration, e.g.
 *   db.version(2).stores({ calendars: '[unitId+date], unitId, date' })
 *     .upgrade((tx) => tx.table('calendars').toCollection().modify((row) => { row.date ??= '' }))
 */
export function openDb(name: string = DB_NAME): PortalDb {
  const db = new Dexie(name) as PortalDb
  db.version(1).stores(SCHEMA_V1)
  // photos shared from the gallery, written by the service worker (issue 40); nothing else changes
  db.version(2).stores({ sharedPhotos: '++id, sharedAt' })
  return db
}

/** The database of this tab (opened on first use). */
export function getDb(): PortalDb {
  shared ??= openDb()
  return shared
}

/** Every table, for a transaction that writes a local change beside its outbox entry. */
export function allTables(db: PortalDb): string[] {
  return db.tables.map((table) => table.name)
}

export type DbTransaction = Transaction

/**
 * Asks the browser to keep the database when storage runs low (navigator.storage.persist).
 * Resolves with whether storage is persistent; false when the API is missing or the browser refuses.
 */
export async function requestPersistence(): Promise<boolean> {
  const storage = (globalThis.navigator as Navigator | undefined)?.storage
  if (!storage?.persist) return false
  try {
    if (await storage.persisted?.()) return true
    return await storage.persist()
  } catch {
    return false
  }
}

/** Turns a quota failure (also when Dexie wraps it) into a StorageFullError; rethrows the rest. */
export function rethrowStorageError(error: unknown): never {
  if (isQuotaError(error)) throw new StorageFullError({ cause: error })
  throw error
}

function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const name = (e as { name?: unknown }).name
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true
    e = (e as { inner?: unknown; cause?: unknown }).inner ?? (e as { cause?: unknown }).cause
  }
  return false
}

let shared: PortalDb | undefined

const SCHEMA_V1 = {
  listingDrafts: 'id, updatedAt',
  checklist: 'listingId',
  calendars: '[unitId+date], unitId',
  chatConversations: 'id, updatedAt',
  chatMessages: 'id, conversationId, [conversationId+sentAt]',
  countries: 'code',
  queryCache: 'key',
  outbox: '++seq, &id, item, dependsOn, nextAttemptAt',
  outboxBlobs: 'id, entryId',
  outboxResults: 'id, doneAt',
  notSynced: 'id, item, seq',
}
