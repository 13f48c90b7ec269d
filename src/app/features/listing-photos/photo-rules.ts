import type { PhotoType } from '../../../domain/listing/enums'
import type { FormMessage } from '../../ui/form-errors'

/** What the rules need to know of one photo of the list. */
export type RulePhoto = { ref: string; photoType: PhotoType; width: number; height: number }

export type PhotoRule = { id: 'count' | 'cover' | 'coverHorizontal' | 'coverRoom' | 'bed'; message: FormMessage; ok: boolean }

/**
 * The photo rules of business-rules 5, each with whether the list meets it now (shown live as a
 * checklist; the server enforces the same keys): at least `min` photos, a cover, the cover
 * horizontal and not a bathroom or kitchen photo, at least one bed photo.
 */
export function photoRules(photos: readonly RulePhoto[], coverRef: string | null, min: number): PhotoRule[] {
  const cover = photos.find((photo) => photo.ref === coverRef)
  return [
    { id: 'count', message: { key: 'photosTooFew', params: { min } }, ok: photos.length >= min },
    { id: 'cover', message: { key: 'coverRequired' }, ok: Boolean(cover) },
    { id: 'coverHorizontal', message: { key: 'coverNotHorizontal' }, ok: Boolean(cover && cover.width > cover.height) },
    {
      id: 'coverRoom',
      message: { key: 'coverNotBathroomKitchen' },
      ok: Boolean(cover && cover.photoType !== 'bathroom' && cover.photoType !== 'kitchen'),
    },
    { id: 'bed', message: { key: 'bedPhotoRequired' }, ok: photos.some((photo) => photo.photoType === 'bed') },
  ]
}

/** Moves the item at `from` by `delta` places (clamped); a new array. */
export function move<T>(list: readonly T[], from: number, delta: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, from + delta))
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}
