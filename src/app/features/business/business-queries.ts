import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { businessEndpoints, rebateEndpoints } from '../../../domain/business/endpoints'
import { addDays } from '../../../domain/calendar/dates'
import type { BusinessSearch } from './business-search'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('business', { ...businessEndpoints, ...rebateEndpoints })

/** The last `days` days to today (Beijing), today included. */
export function rangeOf(days: number, now: number): { from: string; to: string } {
  const to = new Date(now + 8 * 3_600_000).toISOString().slice(0, 10)
  return { from: addDays(to, -(days - 1)), to }
}

export const businessQueries = {
  rebate: (months: number) =>
    queryOptions({
      queryKey: ['business', 'rebate', months] as const,
      queryFn: () => call('rebateData', { months }, { hideMessage: true }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  data: (search: BusinessSearch, range: { from: string; to: string }) =>
    queryOptions({
      queryKey: ['business', range.from, range.to, search.by, search.unit] as const,
      queryFn: () => call('businessData', { ...range, granularity: search.by, unitId: search.unit }, { hideMessage: true }),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
}
