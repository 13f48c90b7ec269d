import { STORAGE_KEYS } from '../../client/storage-keys'
import { localStore } from '../../client/web-storage'

/**
 * Whether this device holds a saved query cache of the user (written by query-persistence after
 * its first save). Start-up reads it without opening IndexedDB: a host's first visit on a device
 * has nothing to restore, so its first screen does not wait for the local database's code and
 * its opening (issue 22); a returning host's does, so that the last data shows offline.
 */
export function hasSavedQueries(userId: string | undefined): boolean {
  return userId !== undefined && read() === userId
}

export function markSavedQueries(userId: string): void {
  if (read() === userId) return
  try {
    localStore()?.setItem(STORAGE_KEYS.savedQueries, userId)
  } catch {
    // storage full or private mode: start-up then simply does not wait (nothing lost: hydrate keeps newer data)
  }
}

export function forgetSavedQueries(): void {
  try {
    localStore()?.removeItem(STORAGE_KEYS.savedQueries)
  } catch {
    // nothing to forget
  }
}

function read(): string | null {
  try {
    return localStore()?.getItem(STORAGE_KEYS.savedQueries) ?? null
  } catch {
    return null
  }
}
