import { describe, expect, it } from 'vitest'
import { initialDraft, type PhotosDraft } from '../../../../src/app/features/listing-photos/photo-draft'
import type { ListingDraftData } from '../../../../src/app/data/listing-draft'
import type { ListingDetail } from '../../../../src/domain/listing/schemas'

const serverPhoto = { imgId: 'img-1', url: '/files/1.jpg', width: 1920, height: 1280, caption: 'Living room', photoType: 'living' as const }
const detail = (extra: Partial<ListingDetail> = {}) =>
  ({ housePhotos: { photos: [serverPhoto], coverImgId: 'img-1' }, pendingChange: null, ...extra }) as unknown as ListingDetail
const mine: PhotosDraft = {
  photos: [{ ref: 'local:e1', url: '', width: 1600, height: 1000, caption: 'Balcony', photoType: 'exterior' }],
  coverRef: 'local:e1',
}
const kept = (typedAt: number, savedAt?: number): ListingDraftData => ({
  steps: { housePhotos: { values: mine as unknown as Record<string, unknown>, typedAt, ...(savedAt ? { savedAt } : {}) } },
})

describe('the list the photos step starts from', () => {
  it('is the server list when nothing waits on the device', () => {
    expect(initialDraft(detail(), undefined, false)).toEqual({
      photos: [{ ref: 'img-1', url: '/files/1.jpg', width: 1920, height: 1280, caption: 'Living room', photoType: 'living' }],
      coverRef: 'img-1',
    })
    // a saved and sent list: the server is the truth again
    expect(initialDraft(detail(), kept(1, 2), false).coverRef).toBe('img-1')
  })

  it('is the host list while it is unsaved, queued, or the server cannot be read', () => {
    expect(initialDraft(detail(), kept(3, 2), false)).toBe(mine)
    expect(initialDraft(detail(), kept(1, 2), true)).toBe(mine)
    expect(initialDraft(undefined, kept(1, 2), false)).toBe(mine)
  })

  it('shows a modification waiting for review before the live list, and nothing when there is none', () => {
    const pending = { photos: [{ ...serverPhoto, imgId: 'img-2' }], coverImgId: 'img-2' }
    expect(initialDraft(detail({ pendingChange: { housePhotos: pending } }), undefined, false).coverRef).toBe('img-2')
    expect(initialDraft(detail({ housePhotos: null }), undefined, false)).toEqual({ photos: [], coverRef: null })
    expect(initialDraft(undefined, undefined, false)).toEqual({ photos: [], coverRef: null })
  })
})
