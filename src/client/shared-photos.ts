import { getDb, rethrowStorageError } from './db'
import type { SharedPhotoRow } from './db'

/** The form field the manifest's share target names for the images (vite.config.ts `share_target`). */
export const SHARE_FIELD = 'photos'
/** Where the phone posts what is shared to the installed portal. */
export const SHARE_TARGET_PATH = '/share-target'
/** Most photos kept from one share (a listing holds at most 50). */
export const SHARE_MAX = 50

/** Keeps the images of a share on the device for the host to place (the service worker calls it); answers how many. */
export async function saveSharedPhotos(files: readonly File[], now: number): Promise<number> {
  const images = files.filter((file) => file.type.startsWith('image/')).slice(0, SHARE_MAX)
  if (images.length === 0) return 0
  const db = getDb()
  try {
    await db.sharedPhotos.bulkAdd(images.map((file) => ({ file, name: file.name || 'photo.jpg', sharedAt: now })))
  } catch (error) {
    rethrowStorageError(error)
  }
  return images.length
}

export function listSharedPhotos(): Promise<SharedPhotoRow[]> {
  return getDb().sharedPhotos.orderBy('sharedAt').toArray()
}

/** The shared photos a photo step took (or the host discarded). */
export async function dropSharedPhotos(ids: readonly number[]): Promise<void> {
  await getDb().sharedPhotos.bulkDelete([...ids])
}
