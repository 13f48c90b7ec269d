import gcoord from 'gcoord'
import type { CoordSystem } from './enums'

/** A point with the coordinate system it was taken in. */
export type GeoPoint = { lat: number; lng: number; system: CoordSystem }

/** Over this many metres between the pin and the address: saved, with a warning. */
export const MAP_WARN_M = 500
/** Over this many metres: refused (addressMapMismatch). */
export const MAP_BLOCK_M = 3000

const CRS = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02, bd09: gcoord.BD09 } as const

/**
 * The point in WGS-84. GCJ-02 and BD-09 are offsets used by Chinese maps (0.3-1.4 km from
 * WGS-84 on their own), so both points are normalised before they are compared. Outside China
 * gcoord leaves GCJ-02 points as they are (the offset applies only inside China).
 */
export function toWgs84(point: GeoPoint): { lat: number; lng: number } {
  if (point.system === 'wgs84') return { lat: point.lat, lng: point.lng }
  const [lng, lat] = gcoord.transform([point.lng, point.lat], CRS[point.system], gcoord.WGS84)
  return { lat, lng }
}

const EARTH_RADIUS_M = 6_371_008.8

/** Great-circle distance in metres between two WGS-84 points (haversine, mean earth radius). */
export function haversineM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type MapCheck = {
  /** Rounded to whole metres. */
  distanceM: number
  /** ok up to 500 m, warn over 500 m, block over 3000 m. */
  level: 'ok' | 'warn' | 'block'
}

/** The level for whole metres off: over 500 warns, over 3000 blocks. */
export function levelOf(metresOff: number): MapCheck['level'] {
  return metresOff > MAP_BLOCK_M ? 'block' : metresOff > MAP_WARN_M ? 'warn' : 'ok'
}

/** The map/address rule: the pin against the address's reference point, both normalised to WGS-84. */
export function mapMismatch(pin: GeoPoint, reference: GeoPoint): MapCheck {
  const distanceM = Math.round(haversineM(toWgs84(pin), toWgs84(reference)))
  return { distanceM, level: levelOf(distanceM) }
}
