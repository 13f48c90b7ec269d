import { describe, expect, it } from 'vitest'
import { applyParamPatch, ITEM_PATCHES, localRef, localRefsIn } from '../../../src/client/outbox/param-patches'

const photoList = () => ({
  luId: 'lu1',
  version: 3,
  photos: [
    { imgId: 'img-9', photoType: 'bedroom' },
    { imgId: localRef('e1'), photoType: 'bed', caption: 'local:e1 is only text here' },
    { imgId: localRef('e2'), photoType: 'living' },
  ],
  coverImgId: localRef('e2'),
})

describe('param patch localRefs', () => {
  it('replaces every ref to the succeeded upload by its imgId, also the cover', () => {
    const patched = applyParamPatch('localRefs', photoList(), { imgId: 'img-20', url: 'x' }, 'e2')
    expect(patched.photos).toEqual([
      { imgId: 'img-9', photoType: 'bedroom' },
      { imgId: localRef('e1'), photoType: 'bed', caption: 'local:e1 is only text here' },
      { imgId: 'img-20', photoType: 'living' },
    ])
    expect(patched.coverImgId).toBe('img-20')
    expect(patched.version).toBe(3)
  })

  it('resolves several uploads one success at a time, in any order', () => {
    let params: Record<string, unknown> = photoList()
    params = applyParamPatch('localRefs', params, { imgId: 'img-20' }, 'e2')
    params = applyParamPatch('localRefs', params, { imgId: 11 }, 'e1')
    expect(localRefsIn(params)).toEqual([])
    expect((params.photos as { imgId: string }[]).map((p) => p.imgId)).toEqual(['img-9', '11', 'img-20'])
  })

  it('leaves the params alone without an entry id or an imgId in the result', () => {
    const params = photoList()
    expect(applyParamPatch('localRefs', params, { imgId: 'img-1' })).toBe(params)
    expect(applyParamPatch('localRefs', params, { url: 'no id' }, 'e1')).toBe(params)
    expect(applyParamPatch('localRefs', params, null, 'e1')).toBe(params)
  })

  it('does not touch the input object', () => {
    const params = photoList()
    applyParamPatch('localRefs', params, { imgId: 'img-20' }, 'e2')
    expect(params.coverImgId).toBe(localRef('e2'))
  })

  it('lists the refs it still waits for, once each', () => {
    expect(localRefsIn(photoList())).toEqual(['e1', 'e2'])
    expect(localRefsIn({ a: 'local:', b: ['x', { c: 'local:z' }] })).toEqual(['z'])
    expect(ITEM_PATCHES.has('localRefs')).toBe(true)
    expect(ITEM_PATCHES.has('fromDependency')).toBe(false)
  })
})
