import AMapLoader from '@amap/amap-jsapi-loader'
import type { MapHandle, MountOptions } from './map-provider'

// The few parts of Amap's JS API 2.0 used here (it ships no types)
type AMapLngLat = { getLng: () => number; getLat: () => number }
type AMapEvent = { lnglat: AMapLngLat }
type AMapMarker = { setPosition: (at: [number, number]) => void; on: (name: string, fn: (event: AMapEvent) => void) => void; getPosition: () => AMapLngLat }
type AMapInstance = { add: (item: unknown) => void; on: (name: string, fn: (event: AMapEvent) => void) => void; setCenter: (at: [number, number]) => void; destroy: () => void }
type AMapNamespace = {
  Map: new (container: HTMLElement, options: Record<string, unknown>) => AMapInstance
  Marker: new (options: Record<string, unknown>) => AMapMarker
  Polygon: new (options: Record<string, unknown>) => unknown
}

/**
 * An Amap map (the mainland, GCJ-02 as its tiles) with a draggable pin and the district's
 * outline; a click places the pin. The key and security code come from the deployment.
 */
export async function mountAmap(container: HTMLElement, options: MountOptions): Promise<MapHandle> {
  const { settings, center, pin, rings, onPick } = options
  if (!settings.amap) throw new Error('no Amap key configured')
  if (settings.amap.securityJsCode) {
    ;(window as unknown as { _AMapSecurityConfig?: { securityJsCode: string } })._AMapSecurityConfig = { securityJsCode: settings.amap.securityJsCode }
  }
  const AMap = (await AMapLoader.load({ key: settings.amap.key, version: '2.0' })) as AMapNamespace
  const at = pin ?? center
  const map = new AMap.Map(container, { center: at ? [at.lng, at.lat] : [116.397, 39.909], zoom: pin ? 17 : 13 })
  if (rings) {
    for (const ring of rings) {
      map.add(new AMap.Polygon({ path: ring.map(([lng, lat]) => [lng, lat]), strokeColor: '#1d4ed8', strokeWeight: 2, fillColor: '#1d4ed8', fillOpacity: 0.06 }))
    }
  }
  let marker: AMapMarker | null = null
  const place = (lng: number, lat: number) => {
    if (!marker) {
      marker = new AMap.Marker({ position: [lng, lat], draggable: true })
      marker.on('dragend', (event) => onPick({ lng: event.lnglat.getLng(), lat: event.lnglat.getLat() }))
      map.add(marker)
    } else marker.setPosition([lng, lat])
  }
  if (pin) place(pin.lng, pin.lat)
  map.on('click', (event) => {
    place(event.lnglat.getLng(), event.lnglat.getLat())
    onPick({ lng: event.lnglat.getLng(), lat: event.lnglat.getLat() })
  })
  return {
    setPin: (next) => {
      if (next) place(next.lng, next.lat)
    },
    setCenter: (next) => map.setCenter([next.lng, next.lat]),
    destroy: () => map.destroy(),
  }
}
