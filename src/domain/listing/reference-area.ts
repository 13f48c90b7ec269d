import data from './district-areas.json' with { type: 'json' }
import { sameAreaPredecessor } from '../geo/division-changes'
import { haversineM, levelOf, toWgs84, type GeoPoint, type MapCheck } from './map-rule'

/**
 * Where an address should be, with no geocoder: the chosen district's reference point (its seat,
 * GCJ-02) and the radius of a circle around it that holds the whole district. Built by
 * scripts/build-district-areas.mjs (114 KB): server-side only, never import it from src/app.
 */
export type ReferenceArea = {
  point: GeoPoint
  /** Metres from the point to the farthest edge of the area. */
  radiusM: number
  precision: 'district' | 'city' | 'province'
}

const AREAS = data as unknown as Record<string, readonly [lng: number, lat: number, radiusM: number] | undefined>

/** The area of the most precise division known (district, else city, else province); null abroad or unknown. */
export function referenceArea(ids: { provinceId: string; cityId: string; districtId: string }): ReferenceArea | null {
  const tries = [
    [ids.districtId, 'district'],
    [ids.cityId, 'city'],
    [ids.provinceId, 'province'],
  ] as const
  for (const [code, precision] of tries) {
    // a division that took over another's territory unchanged (沙县 -> 沙县区) has its area
    const predecessor = code ? sameAreaPredecessor(code) : undefined
    const entry = code ? AREAS[code] ?? (predecessor ? AREAS[predecessor] : undefined) : undefined
    if (entry) return { point: { lng: entry[0], lat: entry[1], system: 'gcj02' }, radiusM: entry[2], precision }
  }
  return null
}

/**
 * The map rule against an area instead of an exact address point: the metres the pin lies
 * beyond the area's circle count (over 500 m warns, over 3000 m blocks), so a pin anywhere in
 * the chosen district passes and a pin in another district or city is caught. distanceM is the
 * distance to the area's reference point.
 */
export function areaMismatch(pin: GeoPoint, area: ReferenceArea): MapCheck {
  const distanceM = Math.round(haversineM(toWgs84(pin), toWgs84(area.point)))
  return { distanceM, level: levelOf(distanceM - area.radiusM) }
}
