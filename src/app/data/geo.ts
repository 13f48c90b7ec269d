import { queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { ApiError } from '../../client/errors'
import { NO_PERSIST } from './query-meta'
import type { RequestOf } from '../../domain/endpoints'
import { registerEndpoints } from '../../client/endpoint-defs'
import { geoEndpoints } from '../../domain/geo/endpoints'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('geo', geoEndpoints)

export type GeoType = RequestOf<'geoList'>['type']

/** Province, city and district lists (the id is the parent's; none for provinces). */
export const geoQueries = {
  all: ['geo'] as const,
  list: (type: GeoType, id?: string) =>
    queryOptions({
      queryKey: [...geoQueries.all, type, id ?? ''] as const,
      queryFn: async () => (await call('geoList', id ? { type, id } : { type })).list,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 30 * 60_000,
    }),
  /** Where a city or district lies (null: not known); the address step's map centres on it. */
  reference: (cityId: string, districtId?: string) =>
    queryOptions({
      queryKey: [...geoQueries.all, 'reference', cityId, districtId ?? ''] as const,
      queryFn: async () =>
        (await call('geoReferencePoint', districtId ? { cityId, districtId } : { cityId }, { hideMessage: true })).area,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 30 * 60_000,
    }),
  /** Places of the chosen city (and district) holding the typed words: the host's own addresses there. */
  places: (keyword: string, cityId: string, districtId: string) =>
    queryOptions({
      queryKey: [...geoQueries.all, 'places', cityId, districtId, keyword] as const,
      queryFn: async () =>
        (await call('placeSuggestion', { keyword, cityId, ...(districtId ? { districtId } : {}) }, { hideMessage: true })).list,
      staleTime: 60_000,
      meta: NO_PERSIST,
    }),
  /** The deployment's map providers (none: the portal's own plane). */
  mapSettings: () =>
    queryOptions({
      queryKey: [...geoQueries.all, 'mapSettings'] as const,
      queryFn: () => call('mapSettings', {}, { hideMessage: true }),
      staleTime: 60 * 60_000,
    }),
  /** A district's (or a city's) real outline, GCJ-02; null when there is none to draw. */
  boundary: (code: string) =>
    queryOptions({
      queryKey: [...geoQueries.all, 'boundary', code] as const,
      queryFn: async () => {
        try {
          return await call('geoBoundary', { code }, { hideMessage: true })
        } catch (error) {
          // a division without an outline: the plane keeps its circle
          if (error instanceof ApiError && error.status === 404) return null
          throw error
        }
      },
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 30 * 60_000,
    }),
}
