import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { CALENDAR_KEY } from './calendar-keys'
import { call } from '../../client/api'
import { refreshMeta } from '../../client/refresh-meta'
import { expandGrid } from '../../domain/calendar/wire'
import { registerEndpoints } from '../../client/endpoint-defs'
import { calendarEndpoints } from '../../domain/calendar/endpoints'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('calendar', calendarEndpoints)

export const RECORDS_PAGE_SIZE = 20

/**
 * Query options of the room-status calendar (CALENDAR-CONTRACT.md "Portal"): the host's units,
 * the grid of a date window and the operation record (feeds: calendar-feed-queries.ts). A write
 * invalidates `calendarQueries.all` once the outbox has sent it.
 */
export const calendarQueries = {
  all: CALENDAR_KEY,
  units: () =>
    queryOptions({
      queryKey: [...calendarQueries.all, 'units'] as const,
      queryFn: () => call('calendarUnits', {}, { hideMessage: true }),
      // refreshed in the saved cache while the portal is closed (issue 40)
      meta: refreshMeta('calendarUnits', {}),
    }),
  grid: (from: string, to: string) =>
    queryOptions({
      queryKey: [...calendarQueries.all, 'grid', from, to] as const,
      // kept (and persisted) in the compact wire form; the screens read it expanded (decision 0033)
      queryFn: () => call('calendarGet', { from, to }, { hideMessage: true }),
      meta: refreshMeta('calendarGet', { from, to }),
      select: expandGrid,
      placeholderData: keepPreviousData,
    }),
  records: (unitId: string | undefined, page: number) =>
    queryOptions({
      queryKey: [...calendarQueries.all, 'records', unitId ?? '', page] as const,
      queryFn: () =>
        call(
          'calendarRecords',
          { ...(unitId ? { unitId } : {}), offset: (page - 1) * RECORDS_PAGE_SIZE, length: RECORDS_PAGE_SIZE },
          { hideMessage: true },
        ),
      placeholderData: keepPreviousData,
    }),
}
