import { useMemo } from 'react'
import { LIMITS } from '../../../domain/listing/limits'
import { checkPhotos } from '../../../domain/listing/photo-rules'
import { stepLocked } from '../../../domain/listing/step-lock'
import { listingItem, useListing } from '../../data/listing-draft'
import { listingPhotosDraft } from './photo-draft'
import { photoRules } from './photo-rules'
import { usePhotoSet, type PhotoSetConfig } from '../../ui/photo-set/use-photo-set'

export { type ShownPhoto, type UploadTask } from '../../ui/photo-set/use-photo-set'

/** The outbox item of a listing's uploads AND its photo list (LISTING-CONTRACT). */
export const photosItem = (luId: string) => `listing:${luId}:photos`

/** Fewest photos: the spec says 5, and one text 6 prepared; the stricter 6 is kept (0014). */
export const PHOTOS_MIN = LIMITS.photos.min

/**
 * The B&B photos step's state (issue 4): the photo set of a listing (use-photo-set.ts) with its
 * captions, types, the bed and cover rules, and the listing's photo calls.
 */
export function usePhotoStep(luId: string) {
  const listing = useListing(luId)
  const detail = listing.detail
  const server = useMemo(() => listingPhotosDraft(detail), [detail])
  const config: PhotoSetConfig = {
    draftId: luId,
    draftStep: 'housePhotos',
    item: photosItem(luId),
    loading: listing.isLoading,
    kept: listing.draft?.steps.housePhotos,
    server,
    serverVersion: detail?.versions.housePhotos ?? 0,
    locked: detail ? stepLocked(detail, 'housePhotos') : false,
    creation: { endpoint: 'listingCreate', item: listingItem(luId) },
    upload: { endpoint: 'listingUploadPhoto', params: (photo) => ({ luId, photoType: 'other', width: photo.width, height: photo.height }) },
    list: {
      endpoint: 'listingSetPhotos',
      params: (draft, version) => ({
        luId,
        version,
        photos: draft.photos.map((p) => ({ imgId: p.ref, photoType: p.photoType, ...(p.caption.trim() ? { caption: p.caption.trim() } : {}) })),
        coverImgId: draft.coverRef ?? '',
      }),
    },
    rules: (photos, coverRef) => photoRules(photos, coverRef, PHOTOS_MIN),
    // the same rules the server applies (count, cover, bed photo, captions' length and text)
    check: (photos, coverRef) => {
      const shared = checkPhotos({
        photos: photos.map((p) => ({ imgId: p.ref, url: p.url, width: p.width, height: p.height, caption: p.caption, photoType: p.photoType })),
        coverImgId: coverRef,
      })[0]
      return shared ? { key: shared.key, ...(shared.params ? { params: shared.params } : {}) } : null
    },
  }
  return { ...usePhotoSet(config), /** Approved: a change of the photos goes live after the modification review. */ online: detail?.auditStatus === 'online' }
}
