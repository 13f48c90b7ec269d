import gcoord from 'gcoord'
import { describe, expect, it } from 'vitest'
import { haversineM, mapMismatch, toWgs84, type GeoPoint } from '../../../../src/domain/listing/map-rule'

const EARTH_RADIUS_M = 6_371_008.8
/** A WGS-84 point `m` metres north of `p` (along a meridian the haversine distance is exact). */
function north(p: { lat: number; lng: number }, m: number): { lat: number; lng: number } {
  return { lat: p.lat + (m / EARTH_RADIUS_M) * (180 / Math.PI), lng: p.lng }
}
function as(system: GeoPoint['system'], p: { lat: number; lng: number }): GeoPoint {
  if (system === 'wgs84') return { ...p, system }
  const to = system === 'gcj02' ? gcoord.GCJ02 : gcoord.BD09
  const [lng, lat] = gcoord.transform([p.lng, p.lat], gcoord.WGS84, to)
  return { lat, lng, system }
}

const westLake = { lat: 30.2425, lng: 120.1486 }
const ref = as('wgs84', westLake)

describe('mapMismatch', () => {
  it('is ok at 499 m and warns at 501 m', () => {
    expect(mapMismatch(as('wgs84', north(westLake, 499)), ref)).toEqual({ distanceM: 499, level: 'ok' })
    expect(mapMismatch(as('wgs84', north(westLake, 500)), ref).level).toBe('ok')
    expect(mapMismatch(as('wgs84', north(westLake, 501)), ref)).toEqual({ distanceM: 501, level: 'warn' })
  })

  it('warns at 2,999 m and blocks at 3,001 m', () => {
    expect(mapMismatch(as('wgs84', north(westLake, 2999)), ref)).toEqual({ distanceM: 2999, level: 'warn' })
    expect(mapMismatch(as('wgs84', north(westLake, 3000)), ref).level).toBe('warn')
    expect(mapMismatch(as('wgs84', north(westLake, 3001)), ref)).toEqual({ distanceM: 3001, level: 'block' })
  })

  it('normalises a GCJ-02 pin (Amap, Tencent) before comparing', () => {
    const pin = as('gcj02', north(westLake, 490))
    // Read as WGS-84, the GCJ-02 pin would be past the 500 m line.
    expect(haversineM(pin, westLake)).toBeGreaterThan(500)
    const check = mapMismatch(pin, ref)
    expect(check.level).toBe('ok')
    expect(Math.abs(check.distanceM - 490)).toBeLessThanOrEqual(2)
    expect(mapMismatch(as('gcj02', north(westLake, 510)), ref).level).toBe('warn')
  })

  it('normalises a BD-09 pin (Baidu) and a BD-09 reference', () => {
    const pin = as('bd09', north(westLake, 2990))
    expect(haversineM(pin, westLake)).toBeGreaterThan(3001)
    expect(mapMismatch(pin, ref).level).toBe('warn')
    expect(mapMismatch(as('bd09', north(westLake, 3010)), ref).level).toBe('block')
    expect(mapMismatch(as('wgs84', north(westLake, 490)), as('bd09', westLake)).level).toBe('ok')
    expect(mapMismatch(as('gcj02', north(westLake, 510)), as('bd09', westLake)).level).toBe('warn')
  })

  it('treats the same place in three systems as the same place', () => {
    for (const system of ['wgs84', 'gcj02', 'bd09'] as const) {
      expect(mapMismatch(as(system, westLake), ref).distanceM).toBeLessThanOrEqual(1)
    }
  })

  it('leaves points outside China unshifted', () => {
    const paris = { lat: 48.8566, lng: 2.3522 }
    expect(toWgs84({ ...paris, system: 'gcj02' })).toEqual(paris)
  })
})
