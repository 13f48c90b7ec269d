import { useMemo } from 'react'
import { encode } from 'uqr'

type QrCodeProps = {
  /** The address the code carries. */
  value: string
  /** Accessible description of the code. */
  label: string
  size?: number
  className?: string
}

/** A QR code drawn as one SVG path (scannable, crisp at any size, no image request). */
export function QrCode({ value, label, size = 128, className }: QrCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value])
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#111" />
    </svg>
  )
}

/** The dark modules of the code as rectangles of one path, with a quiet zone of 2 modules. */
export function qrPath(value: string): { path: string; modules: number } {
  const { data } = encode(value, { ecc: 'M', border: 2 })
  const parts: string[] = []
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
    })
  })
  return { path: parts.join(''), modules: data.length }
}
