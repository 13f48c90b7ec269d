import { queryOptions, useQuery } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { callLater } from './call-later'
import { refreshMeta } from '../../client/refresh-meta'
import { isLoggedIn } from '../../client/session'

/**
 * The host home's reads (decision 0037): how the business stands (index: listings, this month,
 * unread messages), what asks for action (task) and who arrives and leaves (tenant). Under
 * `home`: the order reminder refreshes them when orders come or go.
 */
export const homeQueries = {
  all: ['home'] as const,
  index: () =>
    queryOptions({
      queryKey: [...homeQueries.all, 'index'] as const,
      queryFn: () => callLater('dashboardIndex', {}, { hideMessage: true }),
      meta: refreshMeta('dashboardIndex', {}),
      staleTime: 60_000,
    }),
  task: () =>
    queryOptions({
      queryKey: [...homeQueries.all, 'task'] as const,
      queryFn: () => callLater('dashboardTask', {}, { hideMessage: true }),
      meta: refreshMeta('dashboardTask', {}),
      staleTime: 15_000,
    }),
  tenant: () =>
    queryOptions({
      queryKey: [...homeQueries.all, 'tenant'] as const,
      queryFn: () => callLater('dashboardTenant', {}, { hideMessage: true }),
      staleTime: 15_000,
    }),
}

/** Reads this recent count as fresh when the home mounts: the route's loader has just started them. */
const JUST_LOADED_MS = 5_000

/**
 * The home reads its figures again each time it is shown (refetchOnMount), except what its route
 * loader fetched a moment ago: a first visit asks the server once, not twice (decision 0043).
 */
export function refetchUnlessJustLoaded(query: { state: { dataUpdatedAt: number } }): boolean | 'always' {
  return query.state.dataUpdatedAt > 0 && Date.now() - query.state.dataUpdatedAt < JUST_LOADED_MS ? false : 'always'
}

/**
 * The home's reads, started by its route's loader beside the landlord info instead of after the
 * page rendered with it: the figures arrive one round trip sooner.
 */
export function prefetchHome(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(homeQueries.index())
  void queryClient.prefetchQuery(homeQueries.task())
  void queryClient.prefetchQuery(homeQueries.tenant())
}

/**
 * How many listings the signed-in host has (any state), for the shell's guest-chat rule: read only
 * when `needed` (an overseas host: the rule's other half), so a mainland host's pages do not ask
 * for the home's figures. The home reads the same query for its to-dos. undefined while unknown.
 */
export function useListingCount(needed: boolean): number | undefined {
  const query = useQuery({ ...homeQueries.index(), enabled: needed && isLoggedIn() })
  return query.data?.listings.total
}

/**
 * After the host answered an order (accepted, refused, a renewal...): the home's figures and the
 * new-order box (its count, its first waiting order) read again, so neither shows an order that
 * no longer waits.
 */
export function refreshWaitingOrders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: homeQueries.all }),
    queryClient.invalidateQueries({ queryKey: ['orderReminder'] }),
  ])
}
