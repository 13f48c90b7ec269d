import type { PhotoRule, RulePhoto } from '../../ui/photo-set/photo-rules'

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
