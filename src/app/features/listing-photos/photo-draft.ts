import type { PhotoType } from '../../../domain/listing/enums'
import type { ListingDetail, PhotosValue } from '../../../domain/listing/schemas'
import type { ListingDraftData } from '../../data/listing-draft'

/** One photo of the list: `ref` is its imgId, or `local:{entryId}` while its upload is queued. */
export type StepPhoto = { ref: string; url: string; width: number; height: number; caption: string; photoType: PhotoType }
export type PhotosDraft = { photos: StepPhoto[]; coverRef: string | null }

export const EMPTY_DRAFT: PhotosDraft = { photos: [], coverRef: null }

/**
 * The list the step starts from: the host's own list kept on the device while it is unsaved or
 * queued (or the server is out of reach), else the server's (its modification waiting for review
 * first), else whatever the device kept, else none.
 */
export function initialDraft(detail: ListingDetail | undefined, local: ListingDraftData | undefined, queued: boolean): PhotosDraft {
  return startingDraft(listingPhotosDraft(detail), local?.steps.housePhotos, queued)
}

/** A listing's photo list on the server (its modification waiting for review first); null none, undefined not known. */
export function listingPhotosDraft(detail: ListingDetail | undefined): PhotosDraft | null | undefined {
  if (!detail) return undefined
  const server: PhotosValue | null | undefined = detail.pendingChange?.housePhotos ?? detail.housePhotos
  if (!server) return null
  return {
    photos: server.photos.map((p) => ({ ref: p.imgId, url: p.url, width: p.width, height: p.height, caption: p.caption, photoType: p.photoType })),
    coverRef: server.coverImgId,
  }
}

/**
 * The same choice for any photo set: `server` is the server's list (null: none yet; undefined:
 * the server's copy is not known), `kept` what the device kept of the step.
 */
export function startingDraft(
  server: PhotosDraft | null | undefined,
  kept: { values: Record<string, unknown>; typedAt: number; savedAt?: number } | undefined,
  queued: boolean,
): PhotosDraft {
  const keptDraft = kept?.values as unknown as PhotosDraft | undefined
  const unsaved = kept && kept.typedAt > (kept.savedAt ?? 0)
  if (keptDraft?.photos && (unsaved || queued || server === undefined)) return keptDraft
  if (!server) return keptDraft?.photos ? keptDraft : EMPTY_DRAFT
  return server
}
