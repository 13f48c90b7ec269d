import { describe, expect, it } from 'vitest'
import { checkPhotoFile, checkPhotos } from '../../../../src/domain/listing/photo-rules'
import type { PhotosValue } from '../../../../src/domain/listing/schemas'
import { validSteps } from './fixtures'

const keys = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`)
const base = validSteps().housePhotos
const photos = (patch: Partial<PhotosValue>) => checkPhotos({ ...base, ...patch })
const extra = (i: number) => ({ imgId: `x${i}`, url: `/u/x${i}.jpg`, width: 1600, height: 1200, caption: '', photoType: 'other' as const })

describe('checkPhotos', () => {
  it('passes six photos with a horizontal living-room cover and a bed photo', () => expect(checkPhotos(base)).toEqual([]))

  it('at least 6 photos (the stricter reading)', () => {
    expect(photos({ photos: base.photos.filter((p) => p.imgId !== 'p6') }))
      .toEqual([{ field: 'photos', key: 'photosTooFew', params: { min: 6 } }])
    expect(photos({ photos: [...base.photos, extra(1)] })).toEqual([])
  })

  it('at most 50 photos', () => {
    const many = [...base.photos, ...Array.from({ length: 44 }, (_, i) => extra(i))]
    expect(photos({ photos: many })).toEqual([])
    expect(keys(photos({ photos: [...many, extra(99)] }))).toEqual(['photos:photosTooMany'])
  })

  it('a cover is required and must be one of the photos', () => {
    expect(keys(photos({ coverImgId: null }))).toEqual(['coverImgId:coverRequired'])
    expect(keys(photos({ coverImgId: 'gone' }))).toEqual(['coverImgId:coverRequired'])
  })

  it('the cover is horizontal', () => {
    expect(keys(photos({ coverImgId: 'p3' }))).toEqual(['coverImgId:coverNotHorizontal'])
    const square = base.photos.map((p) => (p.imgId === 'p1' ? { ...p, width: 1200, height: 1200 } : p))
    expect(keys(photos({ photos: square }))).toEqual(['coverImgId:coverNotHorizontal'])
  })

  it('the cover is not a bathroom or kitchen photo', () => {
    expect(keys(photos({ coverImgId: 'p4' }))).toEqual(['coverImgId:coverNotBathroomKitchen'])
    expect(keys(photos({ coverImgId: 'p5' }))).toEqual(['coverImgId:coverNotBathroomKitchen'])
    expect(photos({ coverImgId: 'p6' })).toEqual([])
  })

  it('at least one bed photo', () => {
    const noBed = base.photos.map((p) => (p.photoType === 'bed' ? { ...p, photoType: 'bedroom' as const } : p))
    expect(keys(photos({ photos: noBed }))).toEqual(['photos:bedPhotoRequired'])
  })

  it('captions: at most 50 characters, text rules', () => {
    const withCaption = (caption: string) => base.photos.map((p, i) => (i === 1 ? { ...p, caption } : p))
    expect(photos({ photos: withCaption('房'.repeat(50)) })).toEqual([])
    expect(keys(photos({ photos: withCaption('房'.repeat(51)) }))).toEqual(['photos.1.caption:tooLong'])
    expect(keys(photos({ photos: withCaption('卧室😀') }))).toEqual(['photos.1.caption:emoticonsNotAllowed'])
  })

  it('each photo once', () => {
    expect(keys(photos({ photos: [...base.photos, base.photos[1]!] }))).toEqual(['photos:invalidValue'])
  })
})

describe('checkPhotoFile', () => {
  it('takes jpg/jpeg/png under 20 MB', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 20 * 1024 * 1024 - 1 })).toBeNull()
    expect(checkPhotoFile({ type: 'image/png', size: 1000 })).toBeNull()
    expect(checkPhotoFile({ type: 'image/jpeg', size: 20 * 1024 * 1024 })).toEqual({ field: 'Filedata', key: 'sizeTips', params: { mb: 20 } })
    expect(checkPhotoFile({ type: 'image/webp', size: 1000 })?.key).toBe('fileType')
    expect(checkPhotoFile({ type: 'image/gif', size: 1000 })?.key).toBe('fileType')
  })
})
