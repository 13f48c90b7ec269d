import type { ResponseOf } from '../../../../domain/endpoints'

export type MapSettings = ResponseOf<'mapSettings'>
export type MapProviderKind = 'amap' | 'maplibre' | 'plane'

/**
 * Which map the address step shows (decision 0041): Amap for the mainland (its tiles and pins are
 * GCJ-02) when the deployment has a key; a MapLibre style for every other country or region
 * (WGS-84) when it has one; otherwise, and always offline, the portal's own plane with the
 * district's outline. Hosts never choose: the provider knows its coordinate system.
 */
export function mapProviderFor(country: string, settings: MapSettings | undefined, offline: boolean): MapProviderKind {
  if (offline || !settings || !country) return 'plane'
  if (country === 'CHN') return settings.amap ? 'amap' : 'plane'
  return settings.styleUrl ? 'maplibre' : 'plane'
}

/** The coordinate system of a provider's pins. */
export function systemOf(kind: Exclude<MapProviderKind, 'plane'>): 'gcj02' | 'wgs84' {
  return kind === 'amap' ? 'gcj02' : 'wgs84'
}

export type LngLat = { lat: number; lng: number }

/** What a mounted provider map offers the address step. */
export type MapHandle = {
  setPin: (pin: LngLat | null) => void
  setCenter: (center: LngLat) => void
  destroy: () => void
}

export type MountOptions = {
  settings: MapSettings
  center: LngLat | null
  pin: LngLat | null
  /** The district's outline in the provider's system (Amap: GCJ-02), if any. */
  rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>> | null
  onPick: (pin: LngLat) => void
}
