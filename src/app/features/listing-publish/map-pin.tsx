import { useRef, useState } from 'react'
import type { KeyboardEvent, PointerEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'

export type PinValue = { lat: number; lng: number; system: 'wgs84' | 'gcj02' | 'bd09' }

/** The chosen district's (or city's) seat and the radius holding it (geoReferencePoint). */
export type MapReference = PinValue & { radiusM: number }

/** The chosen district's real outline (geoBoundary): rings of [lng, lat] in `system`. */
export type MapBoundary = { system: PinValue['system']; rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>> }

type MapPinProps = {
  pin: PinValue | null
  onChange: (pin: PinValue) => void
  /** Where a geolocation failure is reported. */
  onLocateError: (key: string) => void
  /** The chosen division's area: the plane centres on it while no pin was placed. */
  reference?: MapReference | null
  /** Its real outline, drawn on the plane so the pin is placed against something real. */
  boundary?: MapBoundary | null
  /** Changed when the pin was placed for the host (the typed address's match): the plane centres on it. */
  centreOn?: number
}

/**
 * A map pin with no third-party tiles: a 6 km x 6 km plane with a 500 m grid, centred on the
 * chosen district while no pin was placed (a tap there places it), else where the pin was first
 * put (the host's location or typed coordinates); the pin is dragged (or moved with the arrow
 * keys, 50 m a press). The coordinate system travels with the pin: browsers give WGS-84, the
 * district's seat is GCJ-02; the server normalises before the 500 m / 3 km rule.
 */
export function MapPin({ pin, onChange, onLocateError, reference = null, boundary = null, centreOn = 0 }: MapPinProps) {
  const { t } = useLingui()
  const [center, setCenter] = useState<PinValue | null>(pin ?? reference)
  const [locating, setLocating] = useState(false)
  const svg = useRef<SVGSVGElement>(null)
  // another district chosen before any pin: centre on it (a placed pin keeps the plane where it is)
  const referenceKey = reference ? `${reference.lat},${reference.lng}` : ''
  const [seenReference, setSeenReference] = useState(referenceKey)
  if (referenceKey !== seenReference) {
    setSeenReference(referenceKey)
    if (reference && !pin) setCenter(reference)
  }
  // a pin placed from the typed address: the plane centres on it (a tap or drag keeps it still)
  const [seenCentreOn, setSeenCentreOn] = useState(centreOn)
  if (centreOn !== seenCentreOn) {
    setSeenCentreOn(centreOn)
    if (pin) setCenter(pin)
  }
  // a pin typed in another coordinate system than the centre's: the plane follows the pin
  const here = center && (!pin || center.system === pin.system) ? center : pin

  const locate = () => {
    if (!navigator.geolocation) {
      onLocateError('addressNoCoordinates')
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        const next: PinValue = { lat: round(position.coords.latitude), lng: round(position.coords.longitude), system: 'wgs84' }
        setCenter(next)
        onChange(next)
      },
      () => {
        setLocating(false)
        onLocateError('addressNoCoordinates')
      },
      { timeout: 10_000 },
    )
  }

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    if (!here || !svg.current) return
    const box = svg.current.getBoundingClientRect()
    const x = ((event.clientX - box.left) / box.width) * SIZE - SIZE / 2
    const y = ((event.clientY - box.top) / box.height) * SIZE - SIZE / 2
    onChange({ ...offset(here, x * M_PER_UNIT, -y * M_PER_UNIT), system: here.system })
  }
  const nudge = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!pin) return
    const step = event.shiftKey ? 250 : 50
    const moves: Record<string, [number, number]> = { ArrowUp: [0, step], ArrowDown: [0, -step], ArrowLeft: [-step, 0], ArrowRight: [step, 0] }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    onChange({ ...offset(pin, move[0], move[1]), system: pin.system })
  }

  const pinPos = pin && here ? position(here, pin) : null
  const seat = reference && here && reference.system === here.system ? position(here, reference, false) : null
  // the outline, in plane units (the plane clips what lies beyond its 6 km)
  const outline = boundary && here && boundary.system === here.system
    ? boundary.rings.map((ring) => ring.map(([lng, lat]) => position(here, { lat, lng }, false)).map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('') + 'Z').join('')
    : null
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" loading={locating} onClick={locate}>
          <Trans>Use my location</Trans>
        </Button>
        {pin && here && (
          <Button variant="ghost" size="sm" onClick={() => setCenter(pin)}>
            <Trans>Centre on the pin</Trans>
          </Button>
        )}
      </div>
      {here ? (
        <svg
          ref={svg}
          role="application"
          aria-label={pin ? t`Map pin: drag it, or use the arrow keys to move it by 50 metres` : t`Map of the chosen district: tap to place the pin`}
          tabIndex={0}
          viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`}
          className="aspect-square w-full max-w-sm touch-none rounded-md border border-gray-300 bg-emerald-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId)
            moveTo(event)
          }}
          onPointerMove={(event) => event.buttons === 1 && moveTo(event)}
          onKeyDown={nudge}
          data-testid="map-plane"
          data-center={`${here.lat},${here.lng}`}
        >
          {GRID.map((g) => (
            <g key={g} stroke="#a7c4b5" strokeWidth={g === 0 ? 1.5 : 0.5}>
              <line x1={g} y1={-SIZE / 2} x2={g} y2={SIZE / 2} />
              <line x1={-SIZE / 2} y1={g} x2={SIZE / 2} y2={g} />
            </g>
          ))}
          <circle r={500 / M_PER_UNIT} fill="none" stroke="#d97706" strokeDasharray="4 3" />
          {outline && (
            <path data-testid="map-boundary" d={outline} fill="#1d4ed8" fillOpacity={0.06} stroke="#1d4ed8" strokeWidth={1.5} strokeLinejoin="round" />
          )}
          {seat && reference && (
            <g data-testid="map-district">
              {!outline && (
                <circle cx={seat.x} cy={seat.y} r={reference.radiusM / M_PER_UNIT} fill="#1d4ed8" fillOpacity={0.04} stroke="#1d4ed8" strokeOpacity={0.5} strokeDasharray="6 4" />
              )}
              <path d={`M${seat.x - 6} ${seat.y} h12 M${seat.x} ${seat.y - 6} v12`} stroke="#1d4ed8" strokeWidth={1.5} />
            </g>
          )}
          {pinPos && (
            <g transform={`translate(${pinPos.x} ${pinPos.y})`}>
              <path d="M0 0 L-7 -16 A8 8 0 1 1 7 -16 Z" fill="#b91c1c" stroke="white" strokeWidth="1.5" />
              <circle cy={-18} r={3} fill="white" />
            </g>
          )}
          <text x={-SIZE / 2 + 6} y={SIZE / 2 - 8} fontSize="10" fill="#374151">
            {t`Grid: 500 m`}
          </text>
        </svg>
      ) : null}
      {here && !pin && (
        <p className="text-sm text-gray-700">
          <Trans>Tap the map where the house is, use your location or type the coordinates.</Trans>
        </p>
      )}
      {!here && (
        <p className="rounded-md border border-dashed border-gray-400 p-4 text-sm text-gray-700">
          <Trans>Use your location or type the coordinates to place the pin.</Trans>
        </p>
      )}
    </div>
  )
}

/** The plane is 6 km wide in SVG units of 20 m. */
const M_PER_UNIT = 20
const SIZE = 6000 / M_PER_UNIT
const GRID = Array.from({ length: 13 }, (_, i) => (i - 6) * (500 / M_PER_UNIT))
const M_PER_DEG = 111_320

function offset(from: { lat: number; lng: number }, eastM: number, northM: number): { lat: number; lng: number } {
  const lat = from.lat + northM / M_PER_DEG
  const lng = from.lng + eastM / (M_PER_DEG * Math.cos((from.lat * Math.PI) / 180))
  return { lat: round(lat), lng: round(lng) }
}

/** Where a point lies on the plane (SVG units); clamped to the edge unless told not to. */
function position(center: { lat: number; lng: number }, pin: { lat: number; lng: number }, clamped = true) {
  const north = (pin.lat - center.lat) * M_PER_DEG
  const east = (pin.lng - center.lng) * M_PER_DEG * Math.cos((center.lat * Math.PI) / 180)
  const clamp = (v: number) => (clamped ? Math.max(-SIZE / 2, Math.min(SIZE / 2, v)) : v)
  return { x: clamp(east / M_PER_UNIT), y: clamp(-north / M_PER_UNIT) }
}

/** A coordinate to the sixth decimal (about 0.1 m), as pins are kept. */
export function round(value: number): number {
  return Math.round(value * 1e6) / 1e6
}
