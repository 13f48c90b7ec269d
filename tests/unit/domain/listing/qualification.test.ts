import { describe, expect, it } from 'vitest'
import { canSubmitQualification, checkListingQualification, LISTING_QUALIFICATION_IMAGES } from '../../../../src/domain/listing/qualification'

const scans = (n: number) => Array.from({ length: n }, (_, i) => `/qualification/2026/11/${i}.jpg`)

describe('listing qualification rules (decision 0053)', () => {
  it('needs a known type and 1-5 different scans, each bound checked', () => {
    expect(checkListingQualification({ type: 'leaseContract', images: scans(1) })).toEqual([])
    expect(checkListingQualification({ type: 'leaseContract', images: scans(LISTING_QUALIFICATION_IMAGES.max) })).toEqual([])
    expect(checkListingQualification({ type: 'leaseContract', images: [] })).toEqual([{ field: 'images', key: 'required' }])
    expect(checkListingQualification({ type: 'leaseContract', images: scans(LISTING_QUALIFICATION_IMAGES.max + 1) }))
      .toEqual([{ field: 'images', key: 'Maximum', params: { limit: LISTING_QUALIFICATION_IMAGES.max } }])
    expect(checkListingQualification({ type: 'leaseContract', images: ['/a.jpg', '/a.jpg'] })).toEqual([{ field: 'images', key: 'invalidValue' }])
    expect(checkListingQualification({ type: '', images: scans(1) })).toEqual([{ field: 'type', key: 'required' }])
    expect(checkListingQualification({ type: 'passport' as never, images: scans(1) })).toEqual([{ field: 'type', key: 'invalidValue' }])
  })

  it('takes a new one after a decision, never while one is under review', () => {
    expect(canSubmitQualification('upload')).toBe(true)
    expect(canSubmitQualification('rejected')).toBe(true)
    expect(canSubmitQualification('passed')).toBe(true)
    expect(canSubmitQualification('auditing')).toBe(false)
  })
})
