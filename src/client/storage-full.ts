/**
 * The disk is full or the quota refused: callers show it to the host (message key storageFull).
 * Kept apart from the local database's code (db.ts, Dexie) so that screens can recognise it
 * without loading that code (docs/decisions/0035-first-visit-code.md).
 */
export class StorageFullError extends Error {
  readonly key = 'storageFull'
  constructor(options?: { cause?: unknown }) {
    super('storageFull', options)
    this.name = 'StorageFullError'
  }
}

export function isStorageFullError(error: unknown): error is StorageFullError {
  return error instanceof StorageFullError
}
