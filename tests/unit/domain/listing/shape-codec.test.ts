import { describe, expect, it } from 'vitest'
import { decodeRing, encodeRing } from '../../../../src/domain/listing/shape-codec'

describe('district outlines as stored', () => {
  it('keep every point to 1e-4 degree, as small differences after the first, without repeats', () => {
    const ring: Array<[number, number]> = [[120.13012, 30.27411], [120.1402, 30.2676], [120.1402, 30.2676], [120.15, 30.25], [120.13012, 30.27411]]
    const encoded = encodeRing(ring)
    // the first point whole, the others as differences; the repeated point dropped
    expect(encoded.slice(0, 2)).toEqual([1201301, 302741])
    expect(encoded.slice(2, 4)).toEqual([101, -65])
    expect(encoded).toHaveLength(8)
    const decoded = decodeRing(encoded)
    expect(decoded).toHaveLength(4)
    for (const [i, [lng, lat]] of decoded.entries()) {
      const source = [ring[0], ring[1], ring[3], ring[4]][i]!
      expect(Math.abs(lng - source[0])).toBeLessThanOrEqual(0.00005)
      expect(Math.abs(lat - source[1])).toBeLessThanOrEqual(0.00005)
    }
  })
})
