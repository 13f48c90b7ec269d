import { areaMismatch } from '../../../domain/listing/reference-area'
import type { AddressQuery, GeoProvider } from '../../providers'
import type { FieldError } from './service'

type Pinned = AddressQuery & { pin: { lat: number; lng: number; system: 'wgs84' | 'gcj02' | 'bd09' } }
export type MapResult = { distanceM: number | null; warning?: 'addressMapFar' }

/**
 * The map/address rule (business rules 5): the pin against the area of the chosen address, both
 * normalised to WGS-84; over 500 m beyond it warns, over 3 km refuses (addressMapMismatch on
 * the pin). With no known area the rule cannot be applied: distanceM is null.
 */
export async function checkAddressOnMap(geo: GeoProvider, address: Pinned): Promise<MapResult | { error: FieldError }> {
  const area = await geo.referenceArea({
    country: address.country, provinceId: address.provinceId, cityId: address.cityId,
    districtId: address.districtId, address: address.address,
  })
  if (!area) return { distanceM: null }
  const check = areaMismatch(address.pin, { ...area, precision: 'district' })
  if (check.level === 'block') return { error: { field: 'pin', key: 'addressMapMismatch', params: { distance: check.distanceM } } }
  return check.level === 'warn' ? { distanceM: check.distanceM, warning: 'addressMapFar' } : { distanceM: check.distanceM }
}
