import type { ListingDetail, PhotosValue } from '../../../domain/listing/schemas'
import type { ListingDraftData } from '../../data/listing-draft'
import { startingDraft, type PhotosDraft } from '../../ui/photo-set/photo-draft'

export { EMPTY_DRAFT, type PhotosDraft, type StepPhoto } from '../../ui/photo-set/photo-draft'

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
