import { describe, expect, it } from 'vitest'
import { areaMismatch, referenceArea } from '../../../../src/domain/listing/reference-area'

describe('referenceArea', () => {
  it('knows a district by its GB/T 2260 code (Beijing Dongcheng)', () => {
    const area = referenceArea({ provinceId: '110000', cityId: '110100', districtId: '110101' })
    expect(area?.precision).toBe('district')
    expect(area?.point.system).toBe('gcj02')
    expect(area?.point.lat).toBeCloseTo(39.92, 1)
    expect(area?.point.lng).toBeCloseTo(116.42, 1)
    expect(area?.radiusM).toBeGreaterThan(2000)
    expect(area?.radiusM).toBeLessThan(15000)
  })

  it('falls back to the city, then the province, and knows nothing abroad', () => {
    expect(referenceArea({ provinceId: '330000', cityId: '330100', districtId: '' })?.precision).toBe('city')
    expect(referenceArea({ provinceId: '330000', cityId: 'x', districtId: '' })?.precision).toBe('province')
    expect(referenceArea({ provinceId: 'JP-13', cityId: 'tokyo', districtId: '' })).toBeNull()
  })

  it('covers Hong Kong and Macau districts', () => {
    expect(referenceArea({ provinceId: '810000', cityId: '810100', districtId: '810001' })?.precision).toBe('district')
    expect(referenceArea({ provinceId: '820000', cityId: '820100', districtId: '820001' })?.precision).toBe('district')
  })
})

describe('areaMismatch', () => {
  const area = { point: { lat: 30, lng: 120, system: 'wgs84' as const }, radiusM: 5000, precision: 'district' as const }
  const metresNorth = (m: number) => ({ lat: 30 + (m / 6_371_008.8) * (180 / Math.PI), lng: 120, system: 'wgs84' as const })

  it('passes a pin inside the area however far from its seat', () => {
    expect(areaMismatch(metresNorth(4990), area)).toEqual({ distanceM: 4990, level: 'ok' })
  })

  it('counts only the metres beyond the area: 499/501 and 2,999/3,001 m', () => {
    expect(areaMismatch(metresNorth(5499), area).level).toBe('ok')
    expect(areaMismatch(metresNorth(5501), area).level).toBe('warn')
    expect(areaMismatch(metresNorth(7999), area).level).toBe('warn')
    expect(areaMismatch(metresNorth(8001), area).level).toBe('block')
  })

  it('blocks a pin in another city (Shanghai pin, Beijing district)', () => {
    const dongcheng = referenceArea({ provinceId: '110000', cityId: '110100', districtId: '110101' })
    if (!dongcheng) throw new Error('no area')
    expect(areaMismatch({ lat: 31.23, lng: 121.47, system: 'gcj02' }, dongcheng).level).toBe('block')
    expect(areaMismatch({ lat: 39.915, lng: 116.404, system: 'gcj02' }, dongcheng).level).toBe('ok')
  })
})
