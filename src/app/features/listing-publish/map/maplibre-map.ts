import { Map as MapLibre, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url'
import 'maplibre-gl/dist/maplibre-gl.css'
import type { MapHandle, MountOptions } from './map-provider'

// MapLibre 6 loads its renderer worker from a URL: under a bundler it is the emitted asset
setWorkerUrl(workerUrl)

/** A MapLibre map of the deployment's style (abroad, WGS-84) with a draggable pin; a click places it. */
export async function mountMapLibre(container: HTMLElement, options: MountOptions): Promise<MapHandle> {
  const { settings, center, pin, onPick } = options
  if (!settings.styleUrl) throw new Error('no map style configured')
  const at = pin ?? center
  const map = new MapLibre({
    container,
    style: settings.styleUrl,
    center: at ? [at.lng, at.lat] : [0, 20],
    zoom: pin ? 16 : center ? 12 : 1,
    attributionControl: { compact: true },
  })
  map.addControl(new NavigationControl({ showCompass: false }))
  const marker = new Marker({ draggable: true, color: '#b91c1c' })
  let placed = false
  const place = (lng: number, lat: number) => {
    marker.setLngLat([lng, lat])
    if (!placed) {
      marker.addTo(map)
      placed = true
    }
  }
  if (pin) place(pin.lng, pin.lat)
  marker.on('dragend', () => {
    const { lng, lat } = marker.getLngLat()
    onPick({ lng, lat })
  })
  map.on('click', (event) => {
    place(event.lngLat.lng, event.lngLat.lat)
    onPick({ lng: event.lngLat.lng, lat: event.lngLat.lat })
  })
  await new Promise<void>((resolve, reject) => {
    map.once('load', () => resolve())
    map.once('error', (event) => reject(event.error ?? new Error('map style failed')))
  })
  return {
    setPin: (next) => {
      if (next) place(next.lng, next.lat)
    },
    setCenter: (next) => map.setCenter([next.lng, next.lat]),
    destroy: () => map.remove(),
  }
}
