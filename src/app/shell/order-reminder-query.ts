import { queryOptions, useQuery } from '@tanstack/react-query'
import { callLater } from '../data/call-later'
import { REMINDER_POLL_MS } from '../../domain/order/constants'
import { NO_PERSIST } from '../data/query-meta'
// the alerts area's schemas load with the call layer (src/app/data/call-later.ts), not with the entry

/**
 * The new-order reminder's poll (getOrderVoice, isAll 0: the server marks what it announces).
 * One query shared by the reminder box and the tab bar's order badge, so they poll once.
 */
export const orderReminderQuery = () =>
  queryOptions({
    queryKey: ['orderReminder'] as const,
    queryFn: () => callLater('getOrderVoice', { isAll: '0' }, { hideMessage: true }),
    refetchInterval: REMINDER_POLL_MS,
    refetchIntervalInBackground: true,
    // each answer marks what it announced: the box mounting after the layout's loader asked must
    // not ask again (it would find nothing new and stay silent); the interval polls
    staleTime: REMINDER_POLL_MS,
    meta: NO_PERSIST,
  })

/** Orders waiting for the host's confirmation (undefined until the first poll answers). */
export function useWaitingOrders(): number | undefined {
  return useQuery({ ...orderReminderQuery(), select: (data) => data.totalNum }).data
}
