import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { checkHotelPhotos, HOTEL_PHOTO_LIMITS } from '../../../../../domain/hotel/rules'
import type { HotelDetail } from '../../../../../domain/hotel/schemas'
import { hotelItem, hotelLock, hotelStepItem, useHotel } from '../../../../data/hotel-draft'
import { useMessageText } from '../../../../shell/message-text'
import { Card } from '../../../../ui/card'
import { Spinner } from '../../../../ui/spinner'
import { PhotoSetEditor } from '../../../../ui/photo-set/photo-set-editor'
import type { PhotosDraft } from '../../../../ui/photo-set/photo-draft'
import type { PhotoRule } from '../../../../ui/photo-set/photo-rules'
import { usePhotoSet, type PhotoSetConfig } from '../../../../ui/photo-set/use-photo-set'

/** The hotel's photo list on the server, in its order with its cover; null none yet, undefined not known. */
export function hotelPhotosDraft(detail: HotelDetail | undefined): PhotosDraft | null | undefined {
  if (!detail) return undefined
  const photos = detail.photos
  if (!photos || photos.photoIds.length === 0) return null
  const files = new Map(photos.files.map((file) => [file.imgId, file]))
  return {
    photos: photos.photoIds.flatMap((imgId) => {
      const file = files.get(imgId)
      return file ? [{ ref: imgId, url: file.url, width: file.width, height: file.height, caption: '', photoType: 'other' as const }] : []
    }),
    coverRef: photos.coverImgId,
  }
}

/**
 * hotel-photos (decision 0048 point 15): the hotel itself (front, lobby, public areas) in 3-30
 * photos, one of them the cover; the listing photos' pipeline (uploads with progress, offline
 * uploads waiting in the outbox, the editor), sent before the list that names them.
 */
export function HotelPhotosStep({ hotelId, onSaved }: { hotelId: string; onSaved: () => void }) {
  const { t } = useLingui()
  const text = useMessageText()
  const hotel = useHotel(hotelId)
  const detail = hotel.detail
  const server = useMemo(() => hotelPhotosDraft(detail), [detail])
  const lock = hotelLock(detail)
  const config: PhotoSetConfig = {
    draftId: hotelId,
    draftStep: 'photos',
    item: hotelStepItem(hotelId, 'photos'),
    loading: hotel.isLoading,
    kept: hotel.draft?.steps.photos,
    server,
    serverVersion: detail?.versions.photos ?? 0,
    locked: lock !== null,
    creation: { endpoint: 'hotelCreate', item: hotelItem(hotelId) },
    upload: { endpoint: 'hotelUploadPhoto', params: () => ({ hotelId }) },
    list: {
      endpoint: 'hotelSavePhotos',
      params: (draft, version) => ({ hotelId, version, value: { photoIds: draft.photos.map((p) => p.ref), coverImgId: draft.coverRef } }),
    },
    rules: (photos, coverRef): PhotoRule[] => [
      { id: 'count', message: { key: 'photosTooFew', params: { min: HOTEL_PHOTO_LIMITS.min } }, ok: photos.length >= HOTEL_PHOTO_LIMITS.min },
      { id: 'cover', message: { key: 'coverRequired' }, ok: photos.some((photo) => photo.ref === coverRef) },
    ],
    check: (photos, coverRef) => {
      const first = checkHotelPhotos({ photoIds: photos.map((p) => p.ref), coverImgId: coverRef })[0]
      return first ? { key: first.key, ...(first.params ? { params: first.params } : {}) } : null
    },
  }
  const set = usePhotoSet(config)
  return (
    <Card title={<Trans>Hotel photos</Trans>} titleAs="h2" data-testid="photos-step">
      <p className="mb-4 text-sm text-gray-700">
        <Trans>
          Show the hotel itself: the front, the lobby, the restaurant and other public areas ({HOTEL_PHOTO_LIMITS.min}-{HOTEL_PHOTO_LIMITS.max}{' '}
          photos). Each room type shows its rooms with its own photos.
        </Trans>
      </p>
      {!set.ready ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {lock && (
            <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
              {text(lock.key)}
            </p>
          )}
          <PhotoSetEditor
            set={set}
            onSave={() => void set.save().then((saved) => saved && onSaved())}
            listLabel={t`Photos of the hotel, in display order`}
            empty={<Trans>No photos yet. Add at least {HOTEL_PHOTO_LIMITS.min}, and choose a cover.</Trans>}
          />
        </div>
      )}
    </Card>
  )
}
