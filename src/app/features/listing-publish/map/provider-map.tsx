import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Spinner } from '../../../ui/spinner'
import { systemOf } from './map-provider'
import type { LngLat, MapHandle, MapProviderKind, MapSettings } from './map-provider'

type ProviderMapProps = {
  kind: Exclude<MapProviderKind, 'plane'>
  settings: MapSettings
  center: LngLat | null
  pin: LngLat | null
  rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>> | null
  onChange: (pin: LngLat & { system: 'gcj02' | 'wgs84' }) => void
  /** The provider could not load (no connection to it, a wrong key): the step falls back to the plane. */
  onFail: () => void
}

/**
 * The deployment's map provider (decision 0041), its code loaded when the address step needs it:
 * Amap for the mainland, MapLibre abroad. The pin it gives carries the provider's system.
 */
export function ProviderMap({ kind, settings, center, pin, rings, onChange, onFail }: ProviderMapProps) {
  const { t } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const handle = useRef<MapHandle | null>(null)
  const [ready, setReady] = useState(false)
  // the latest callbacks, without remounting the map when they change
  const latest = useRef({ onChange, onFail })
  latest.current = { onChange, onFail }
  const initial = useRef({ center, pin, rings })

  useEffect(() => {
    const el = container.current
    if (!el) return
    let disposed = false
    const mount = kind === 'amap'
      ? import('./amap-map').then((m) => m.mountAmap)
      : import('./maplibre-map').then((m) => m.mountMapLibre)
    mount
      .then((mountMap) => mountMap(el, {
        settings,
        ...initial.current,
        onPick: (at) => latest.current.onChange({ ...at, system: systemOf(kind) }),
      }))
      .then(
        (mounted) => {
          if (disposed) mounted.destroy()
          else {
            handle.current = mounted
            setReady(true)
          }
        },
        () => {
          if (!disposed) latest.current.onFail()
        },
      )
    return () => {
      disposed = true
      handle.current?.destroy()
      handle.current = null
    }
  }, [kind, settings])

  useEffect(() => {
    handle.current?.setPin(pin)
  }, [pin, ready])
  useEffect(() => {
    if (center && !pin) handle.current?.setCenter(center)
    // a pin placed keeps the map where it is
  }, [center?.lat, center?.lng, ready])

  return (
    <div className="relative">
      <div
        ref={container}
        data-testid="provider-map"
        data-provider={kind}
        data-ready={ready || undefined}
        role="application"
        aria-label={t`Map: tap where the house is, or drag the pin`}
        className="aspect-square w-full max-w-md overflow-hidden rounded-md border border-gray-300 bg-gray-100 sm:aspect-[4/3]"
      />
      {!ready && (
        <div className="absolute inset-0 flex max-w-md items-center justify-center gap-2 text-sm text-gray-700">
          <Spinner />
          <Trans>Loading the map…</Trans>
        </div>
      )}
    </div>
  )
}
