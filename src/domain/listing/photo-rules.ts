import { fieldError, type ListingFieldError } from './field-error'
import { LIMITS } from './limits'
import type { PhotosValue } from './schemas'
import { checkText } from './text-rules'

/**
 * The photos step: at least 6 photos (the stricter reading), a cover that is one of them, is
 * horizontal (wider than high) and is not a bathroom or kitchen photo, at least one bed photo,
 * captions of at most 50 characters under the text rules.
 */
export function checkPhotos(value: PhotosValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  const { photos } = value
  if (photos.length < LIMITS.photos.min) errors.push(fieldError('photos', 'photosTooFew', { min: LIMITS.photos.min }))
  if (photos.length > LIMITS.photos.max) errors.push(fieldError('photos', 'photosTooMany', { max: LIMITS.photos.max }))
  if (new Set(photos.map((p) => p.imgId)).size !== photos.length) errors.push(fieldError('photos', 'invalidValue'))
  const cover = photos.find((p) => p.imgId === value.coverImgId)
  if (!cover) errors.push(fieldError('coverImgId', 'coverRequired'))
  else if (cover.width <= cover.height) errors.push(fieldError('coverImgId', 'coverNotHorizontal'))
  else if (cover.photoType === 'bathroom' || cover.photoType === 'kitchen') errors.push(fieldError('coverImgId', 'coverNotBathroomKitchen'))
  if (photos.length > 0 && !photos.some((p) => p.photoType === 'bed')) errors.push(fieldError('photos', 'bedPhotoRequired'))
  photos.forEach((p, i) => {
    const caption = p.caption.trim()
    if (!caption) return
    if (Array.from(caption).length > LIMITS.caption.max) errors.push(fieldError(`photos.${i}.caption`, 'tooLong', { max: LIMITS.caption.max }))
    else {
      const finding = checkText(caption)
      if (finding) errors.push(fieldError(`photos.${i}.caption`, finding.key, finding.params))
    }
  })
  return errors
}

/** A file chosen for upload: jpg/jpeg/png, under 20 MB. */
export function checkPhotoFile(file: { type: string; size: number }): ListingFieldError | null {
  if (!(LIMITS.photoFormats as readonly string[]).includes(file.type)) {
    return fieldError('Filedata', 'fileType', { accept: LIMITS.photoAccept })
  }
  if (file.size >= LIMITS.photoFileMb * 1024 * 1024) return fieldError('Filedata', 'sizeTips', { mb: LIMITS.photoFileMb })
  return null
}
