import { queryOptions, useQuery } from '@tanstack/react-query'
import { callLater } from '../data/call-later'
import { REMINDER_POLL_MS } from '../../domain/order/constants'
import { NO_PERSIST } from '../data/query-meta'
// the alerts area's schemas load with the call layer (src/app/data/call-later.ts), not with the entry

/**
 * The new-order reminder's poll (getOrderVoice: a read; the box claims what it announces with
 * claimOrderVoice, decision 0074). One query shared by the reminder box and the tab bar's order
 * badge, so they poll once.
 */
export const orderReminderQuery = () =>
  queryOptions({
    queryKey: ['orderReminder'] as const,
    queryFn: () => callLater('getOrderVoice', { isAll: '0' }, { hideMessage: true }),
    refetchInterval: REMINDER_POLL_MS,
    refetchIntervalInBackground: true,
    // the box mounting after the layout's loader asked does not ask again; the interval polls
    staleTime: REMINDER_POLL_MS,
    meta: NO_PERSIST,
  })

/** Orders waiting for the host's confirmation (undefined until the first poll answers). */
export function useWaitingOrders(): number | undefined {
  return useQuery({ ...orderReminderQuery(), select: (data) => data.totalNum }).data
}
