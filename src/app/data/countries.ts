import { queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { countryEntry } from '../../domain/endpoints'
import type { CountryEntry } from '../../domain/endpoints'
import { z } from 'zod/mini'

/** localStorage key of the cached country list (spec 9). Cleared on logout. */
export const COUNTRY_STORAGE_KEY = 'country'

/** The country list with dial codes; read from localStorage when cached there (spec 7 getCountry). */
export const countryQueries = {
  all: ['country'] as const,
  list: () =>
    queryOptions({
      queryKey: [...countryQueries.all, 'list'] as const,
      queryFn: loadCountries,
      staleTime: Number.POSITIVE_INFINITY,
    }),
}

export type CountryGroups = {
  hot: CountryEntry[]
  /** Entries by the initial letter of the English name, letters in order. */
  byLetter: Array<{ letter: string; entries: CountryEntry[] }>
}

/** Groups countries as the spec shows them: hot ones apart, then by initial letter. */
export function groupCountries(list: readonly CountryEntry[]): CountryGroups {
  const hot = list.filter((entry) => entry.data_tag === 'hot')
  const letters = new Map<string, CountryEntry[]>()
  for (const entry of list) {
    const letter = entry.data_en.charAt(0).toUpperCase() || '#'
    const group = letters.get(letter) ?? []
    group.push(entry)
    letters.set(letter, group)
  }
  const byLetter = [...letters.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, entries]) => ({ letter, entries }))
  return { hot, byLetter }
}

async function loadCountries(): Promise<CountryEntry[]> {
  const cached = readCached()
  if (cached) return cached
  const { list } = await call('getCountry', {})
  try {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, JSON.stringify(list))
  } catch {
    // storage full or blocked: the list stays in the query cache only
  }
  return list
}

const cachedList = z.array(countryEntry)

function readCached(): CountryEntry[] | null {
  try {
    const raw = window.localStorage.getItem(COUNTRY_STORAGE_KEY)
    if (!raw) return null
    const parsed = cachedList.safeParse(JSON.parse(raw))
    return parsed.success && parsed.data.length > 0 ? parsed.data : null
  } catch {
    return null
  }
}
