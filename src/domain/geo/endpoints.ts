import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { COORD_SYSTEMS } from '../listing/enums'

/** Divisions, places, maps and image uploads (spec 7 general), spread into the endpoint table (src/domain/endpoints.ts). */

const str = z.string()
const optStr = z.optional(z.string())
const num = z.coerce.number()
const empty = z.object({})

export const geoNode = z.object({
  id: str,
  name: str,
  enname: str,
  type: z.enum(['nation', 'province', 'city', 'district']),
})
export type GeoNode = z.infer<typeof geoNode>

/** A division's reference point (null: none known) and the metres from it to the division's farthest edge. */
export const referencePoint = z.object({ lat: num, lng: num, system: z.enum(COORD_SYSTEMS), radiusM: num })
const referencePin = z.object({ lat: z.number(), lng: z.number(), system: z.enum(COORD_SYSTEMS) })
export type ReferencePoint = z.infer<typeof referencePoint>

export const geoEndpoints = {
  // ---- general: geo and images ----
  geoList: {
    service: 'general', method: 'POST', path: '/geo/list', encoding: 'form', access: 'public',
    failure: 'none',
    request: z.object({ type: z.enum(['province', 'city', 'district']), id: optStr }),
    response: z.object({ list: z.array(geoNode) }),
  },
  /** Where a city or district lies (its seat, GCJ-02, and the radius holding it): the address step centres its map on it. */
  geoReferencePoint: {
    service: 'general', method: 'GET', path: '/geo/reference-point', encoding: 'query', access: 'session',
    request: z.object({ cityId: str, districtId: optStr }),
    response: z.object({ area: z.nullable(referencePoint) }),
  },
  /** The outline of a district (or of a city drawn as one shape), GCJ-02: the address step's plane draws it (decision 0040). */
  geoBoundary: {
    service: 'general', method: 'GET', path: '/geo/boundary', encoding: 'query', access: 'session',
    request: z.object({ code: str }),
    response: z.object({ code: str, system: z.literal('gcj02'), rings: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
  },
  /**
   * Place suggestion (spec 7) for the address step's "detailed address": places within the chosen
   * city (and district) whose address holds the typed words: the host's own listings there
   * (several units in one building), with their pins (decision 0042).
   */
  placeSuggestion: {
    service: 'general', method: 'GET', path: '/place/suggestion', encoding: 'query', access: 'session',
    request: z.object({ keyword: z.string().check(z.minLength(1), z.maxLength(50)), cityId: str, districtId: optStr }),
    response: z.object({
      list: z.array(z.object({ address: str, districtId: str, pin: z.nullable(referencePin) })),
    }),
  },
  /** Which map providers this deployment has (decision 0041): none means the portal's own plane. */
  mapSettings: {
    service: 'general', method: 'GET', path: '/map/settings', encoding: 'query', access: 'session',
    request: empty,
    response: z.object({
      amap: z.nullable(z.object({ key: str, securityJsCode: z.nullable(str) })),
      styleUrl: z.nullable(str),
    }),
  },
  imageUpload: {
    service: 'general', method: 'POST', path: '/image/upload', encoding: 'multipart', access: 'session',
    failure: 'none',
    /** Filedata is the file (not in the schema); dir defaults to duanzu_head. */
    request: z.object({ dir: optStr }),
    response: z.object({ domain: str, domains: z.array(str), url: str, width: num, height: num }),
    flat: true,
  },
} as const satisfies Record<string, EndpointDef>
