/**
 * District outlines as the server stores them (src/server/data/district-shapes, built by
 * scripts/build-district-shapes.mjs): each ring a flat list of integers, the first point in units
 * of 1e-4 degree (about 11 m), every next one as the difference to the previous. GCJ-02, as the
 * source and the district seats are. Pure: the build script and the server share it.
 */

export const SHAPE_SCALE = 1e4

export type Ring = Array<[lng: number, lat: number]>

export function encodeRing(ring: Ring): number[] {
  const out: number[] = []
  let lastX = 0
  let lastY = 0
  ring.forEach(([lng, lat], i) => {
    const x = Math.round(lng * SHAPE_SCALE)
    const y = Math.round(lat * SHAPE_SCALE)
    if (i > 0 && x === lastX && y === lastY) return
    out.push(x - lastX, y - lastY)
    lastX = x
    lastY = y
  })
  return out
}

export function decodeRing(encoded: readonly number[]): Ring {
  const ring: Ring = []
  let x = 0
  let y = 0
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    x += encoded[i]!
    y += encoded[i + 1]!
    ring.push([x / SHAPE_SCALE, y / SHAPE_SCALE])
  }
  return ring
}
