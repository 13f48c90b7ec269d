import { queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { calendarQueries } from './calendar-queries'

/** The outside-calendar feeds of every unit, the export URLs and the double-booking alerts. */
export const calendarFeedQueries = {
  feeds: () =>
    queryOptions({
      queryKey: [...calendarQueries.all, 'feeds'] as const,
      queryFn: () => call('calendarFeeds', {}, { hideMessage: true }),
    }),
}
