import type { Kysely } from 'kysely'
import type { ServerConfig } from '../../config'
import { fileStoreOf } from '../../files/store'
import type { FileStore } from '../../files/store'
import type { Database } from '../../db/schema'
import type { Job } from '../../job'
import { deleteUploadsByPath } from '../general/repo'
import { deletePhotos, findListingAny, photosUploadedBefore } from './repo'
import { readListing } from './stored'
import type { StoredSteps } from './stored'

/** An upload not in the photo list by then is one the host removed (or never placed) before saving it. */
export const UNUSED_PHOTO_GRACE_MS = 24 * 60 * 60 * 1000

/**
 * Deletes listing photos uploaded more than 24 hours ago that neither copy of their listing (the
 * working one or the live one) refers to: the row, its upload record, then the file. Photos of
 * a deleted listing that its copies still name are kept with its records. Resolves with how many
 * went. A photo named by a save in the instant between the read and the delete would be lost;
 * after 24 hours unused that is not a case worth a lock.
 */
export async function pruneUnusedListingPhotos(db: Kysely<Database>, now: number, files: FileStore): Promise<number> {
  const candidates = await photosUploadedBefore(db, now - UNUSED_PHOTO_GRACE_MS)
  const byListing = Map.groupBy(candidates, (photo) => photo.lu_id)
  let deleted = 0
  for (const [luId, photos] of byListing) {
    const row = await findListingAny(db, luId)
    const used = !row ? new Set<string>() : row.kind === 'bnb' ? usedPhotoIds(readListing(row)) : hotelPhotoIds(row)
    const unused = photos.filter((photo) => !used.has(photo.img_id))
    if (unused.length === 0) continue
    const paths = unused.map((photo) => photo.path)
    await db.transaction().execute(async (trx) => {
      await deletePhotos(trx, unused.map((photo) => photo.img_id))
      await deleteUploadsByPath(trx, paths)
    })
    // Files last: a file left by a failed removal is harmless, a row without its file is a broken image.
    for (const relative of paths) await files.delete(relative)
    deleted += unused.length
  }
  return deleted
}

/** The job: hourly, with the server's file store. */
export function unusedListingPhotosJob(config: Pick<ServerConfig, 'filesDir' | 'filesS3'>): Job {
  return {
    name: 'delete unused listing photos',
    everyMs: 60 * 60 * 1000,
    run: (db, now) => pruneUnusedListingPhotos(db, now, fileStoreOf(config)),
  }
}

function usedPhotoIds(listing: { steps: StoredSteps; live: StoredSteps | null }): Set<string> {
  const ids = new Set<string>()
  for (const copy of [listing.steps, listing.live]) {
    const photos = copy?.housePhotos
    if (!photos) continue
    for (const photo of photos.photos) ids.add(photo.imgId)
    if (photos.coverImgId) ids.add(photos.coverImgId)
  }
  return ids
}

/** The photos a hotel's photo step or a room type's info names, in either copy (decision 0048). */
function hotelPhotoIds(row: { steps: string; live: string | null }): Set<string> {
  const ids = new Set<string>()
  for (const copy of [row.steps, row.live]) {
    if (!copy) continue
    const steps = JSON.parse(copy) as { roomInfo?: { photoIds?: string[] }; photos?: { photoIds?: string[] } }
    for (const id of [...(steps.roomInfo?.photoIds ?? []), ...(steps.photos?.photoIds ?? [])]) ids.add(id)
  }
  return ids
}
