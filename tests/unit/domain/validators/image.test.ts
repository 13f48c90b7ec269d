import { describe, expect, it } from 'vitest'
import {
  APPEAL_PHOTO_RULES,
  DEFAULT_IMAGE_RULES,
  LISTING_PHOTO_RULES,
  checkImageFile,
  extensionOf,
  type ImageRules,
} from '../../../../src/domain/validators/image'

const MB = 1024 * 1024

describe('image rules', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_IMAGE_RULES).toEqual({ accept: ['.jpg', '.jpeg', '.png'], limit: 1, compressWidth: 1920, maxSizeKB: 5120 })
    expect(LISTING_PHOTO_RULES.maxSizeKB).toBe(20480)
    expect(LISTING_PHOTO_RULES.accept).toEqual(['.jpg', '.jpeg', '.png'])
  })
})

describe('checkImageFile', () => {
  it('accepts jpg, jpeg and png in any case within the size', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.Png', 'my.photo.jpg']) {
      expect(checkImageFile({ name, sizeBytes: MB }, DEFAULT_IMAGE_RULES)).toBeNull()
    }
  })

  it('rejects other types with the accepted list', () => {
    for (const name of ['a.gif', 'a.webp', 'a.jpg.exe', 'jpg', '.png', 'a.']) {
      expect(checkImageFile({ name, sizeBytes: 10 }, DEFAULT_IMAGE_RULES)).toEqual({
        key: 'fileType',
        params: { accept: '.jpg,.jpeg,.png' },
      })
    }
  })

  it('rejects files over the size limit with the limit in MB', () => {
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 5 * MB }, DEFAULT_IMAGE_RULES)).toBeNull()
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 5 * MB + 1 }, DEFAULT_IMAGE_RULES)).toEqual({
      key: 'sizeTips',
      params: { mb: 5 },
    })
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 6 * MB }, LISTING_PHOTO_RULES)).toBeNull()
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 21 * MB }, LISTING_PHOTO_RULES)).toEqual({
      key: 'sizeTips',
      params: { mb: 20 },
    })
    const noLimit: ImageRules = { accept: ['.png'], limit: 1 }
    expect(checkImageFile({ name: 'a.png', sizeBytes: 100 * MB }, noLimit)).toBeNull()
  })

  it('checks the minimum size only when both sides are set', () => {
    const both: ImageRules = { accept: ['.jpg'], limit: 3, minWidth: 800, minHeight: 600 }
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1, width: 800, height: 600 }, both)).toBeNull()
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1, width: 799, height: 600 }, both)).toEqual({
      key: 'ImageRatio',
      params: { size: '800*600' },
    })
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1, width: 1000, height: 599 }, both)?.key).toBe('ImageRatio')
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1 }, both)?.key).toBe('ImageRatio')

    const widthOnly: ImageRules = { accept: ['.jpg'], limit: 3, minWidth: 800 }
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1, width: 10, height: 10 }, widthOnly)).toBeNull()
    const heightOnly: ImageRules = { accept: ['.jpg'], limit: 3, minHeight: 800 }
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1, width: 10, height: 10 }, heightOnly)).toBeNull()
  })

  it('refuses more than the limit', () => {
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1 }, DEFAULT_IMAGE_RULES, 1)).toEqual({
      key: 'Maximum',
      params: { limit: 1 },
    })
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1, width: 900, height: 900 }, APPEAL_PHOTO_RULES, 7)).toBeNull()
    expect(checkImageFile({ name: 'a.jpg', sizeBytes: 1, width: 900, height: 900 }, APPEAL_PHOTO_RULES, 8)).toEqual({
      key: 'Maximum',
      params: { limit: 8 },
    })
  })

  it('applies the appeal photo rules: 800x800, 10 MB', () => {
    expect(checkImageFile({ name: 'a.png', sizeBytes: 11 * MB, width: 900, height: 900 }, APPEAL_PHOTO_RULES)).toEqual({
      key: 'sizeTips',
      params: { mb: 10 },
    })
    expect(checkImageFile({ name: 'a.png', sizeBytes: MB, width: 700, height: 900 }, APPEAL_PHOTO_RULES)).toEqual({
      key: 'ImageRatio',
      params: { size: '800*800' },
    })
  })
})

describe('extensionOf', () => {
  it('reads the last extension in lower case', () => {
    expect(extensionOf('IMG_001.JPG')).toBe('.jpg')
    expect(extensionOf('archive.tar.gz')).toBe('.gz')
    expect(extensionOf('noext')).toBe('')
    expect(extensionOf('.hidden')).toBe('')
  })
})
