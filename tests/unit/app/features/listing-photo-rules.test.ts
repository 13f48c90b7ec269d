import { describe, expect, it } from 'vitest'
import { photoRules } from '../../../../src/app/features/listing-photos/photo-rules'
import { move, type RulePhoto } from '../../../../src/app/ui/photo-set/photo-rules'

const photo = (ref: string, photoType: RulePhoto['photoType'], width = 1920, height = 1280): RulePhoto => ({ ref, photoType, width, height })
const failing = (photos: RulePhoto[], cover: string | null, min = 5) =>
  photoRules(photos, cover, min).filter((rule) => !rule.ok).map((rule) => rule.message.key)

describe('photo rules shown live', () => {
  const five = [photo('a', 'living'), photo('b', 'bed'), photo('c', 'bedroom'), photo('d', 'kitchen'), photo('e', 'bathroom')]

  it('passes a complete list', () => {
    expect(failing(five, 'a')).toEqual([])
  })

  it('needs the minimum count, a cover and a bed photo', () => {
    expect(failing(five.slice(0, 4), 'a')).toEqual(['photosTooFew'])
    expect(photoRules(five.slice(0, 4), 'a', 6)[0]!.message.params).toEqual({ min: 6 })
    expect(failing(five, null)).toEqual(['coverRequired', 'coverNotHorizontal', 'coverNotBathroomKitchen'])
    expect(failing(five.filter((p) => p.photoType !== 'bed').concat(photo('f', 'other')), 'a')).toEqual(['bedPhotoRequired'])
  })

  it('wants a horizontal cover that is not a bathroom or kitchen', () => {
    const tall = [...five, photo('t', 'living', 800, 1200)]
    expect(failing(tall, 't')).toEqual(['coverNotHorizontal'])
    expect(failing([...five, photo('s', 'living', 1000, 1000)], 's')).toEqual(['coverNotHorizontal'])
    expect(failing(five, 'd')).toEqual(['coverNotBathroomKitchen'])
    expect(failing(five, 'e')).toEqual(['coverNotBathroomKitchen'])
  })
})

describe('move', () => {
  it('moves an item up and down, clamped at the ends', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c'])
  })
})
