import { queryOptions } from '@tanstack/react-query'
import { STORAGE_KEYS } from '../../client/storage-keys'
import type { CountryEntry } from '../../domain/endpoints'
import { callLater } from './call-later'

/** localStorage key of the cached country list (spec 9); logout clears it. */
const COUNTRY_STORAGE_KEY = STORAGE_KEYS.country

/**
 * The country list with dial codes, read from localStorage when cached there (spec 7 getCountry).
 * Group it for a picker with groupCountries() of src/domain/countries.ts.
 */
export const countryQueries = {
  all: ['country'] as const,
  list: () =>
    queryOptions({
      queryKey: [...countryQueries.all, 'list'] as const,
      queryFn: loadCountries,
      staleTime: Number.POSITIVE_INFINITY,
    }),
}

/** Read when a picker first opens or a number is checked: the sign-in pages paint and hydrate without the schemas (issue 41). */
async function loadCountries(): Promise<CountryEntry[]> {
  const { countryList } = await import('../../domain/account/endpoints')
  const cached = readCached(countryList)
  if (cached) return cached
  const { list } = await callLater('getCountry', {})
  try {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, JSON.stringify(list))
  } catch {
    // storage full or blocked: the list stays in the query cache only
  }
  return list
}

function readCached(cachedList: typeof import('../../domain/account/endpoints').countryList): CountryEntry[] | null {
  try {
    const raw = window.localStorage.getItem(COUNTRY_STORAGE_KEY)
    if (!raw) return null
    const parsed = cachedList.safeParse(JSON.parse(raw))
    return parsed.success && parsed.data.length > 0 ? parsed.data : null
  } catch {
    return null
  }
}
