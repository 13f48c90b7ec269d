import { emitApiEvent } from '../../client/events'
import { isStorageFullError } from '../../client/storage-full'

/** The "storage is full" message (a toast through the API events). */
export function showStorageFull(): void {
  emitApiEvent({ type: 'message', key: 'storageFull' })
}

/** For catch handlers around local writes: a full storage becomes the toast, the rest rethrows. */
export function reportStorageError(error: unknown): void {
  if (isStorageFullError(error)) showStorageFull()
  else throw error
}
