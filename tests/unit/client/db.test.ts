import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  isStorageFullError, openDb, requestPersistence, rethrowStorageError, StorageFullError,
} from '../../../src/client/db'
import { freshDbName } from './support/outbox-fakes'

describe('portal database', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('opens version 2 with every table of the Offline section and the photos shared from the gallery (issue 40)', async () => {
    const db = openDb(freshDbName())
    await db.open()
    expect(db.verno).toBe(2)
    expect(db.tables.map((t) => t.name).sort()).toEqual([
      'calendars', 'chatConversations', 'chatMessages', 'checklist', 'countries', 'listingDrafts',
      'notSynced', 'outbox', 'outboxBlobs', 'outboxResults', 'queryCache', 'sharedPhotos',
    ])
    await db.calendars.put({ unitId: 'u1', date: '2026-12-01', price: 300, stock: 2, state: 'open', updatedAt: 1 })
    expect(await db.calendars.get(['u1', '2026-12-01'])).toMatchObject({ price: 300 })
    await db.checklist.put({ listingId: 'l1', completeInfo: { photos: true }, isChange: false, updatedAt: 1 })
    expect(await db.checklist.get('l1')).toMatchObject({ isChange: false })
  })

  it('turns a quota failure (also wrapped by Dexie) into a StorageFullError and rethrows the rest', () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    const wrapped = Object.assign(new Error('AbortError'), { name: 'AbortError', inner: quota })
    expect(() => rethrowStorageError(wrapped)).toThrow(StorageFullError)
    try {
      rethrowStorageError(quota)
    } catch (error) {
      expect(isStorageFullError(error)).toBe(true)
      expect((error as StorageFullError).key).toBe('storageFull')
    }
    const other = new Error('other')
    expect(() => rethrowStorageError(other)).toThrow(other)
  })

  it('asks for persistent storage once and reports the answer', async () => {
    const persist = vi.fn(async () => true)
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist } })
    expect(await requestPersistence()).toBe(true)
    expect(persist).toHaveBeenCalledOnce()
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist: async () => { throw new Error('no') } } })
    expect(await requestPersistence()).toBe(false)
    vi.stubGlobal('navigator', {})
    expect(await requestPersistence()).toBe(false)
  })
})
