import { queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { payoutEndpoints } from '../../../domain/payout/endpoints'
import { NO_PERSIST } from '../../data/query-meta'
import { WECHAT_LOOP_INTERVAL_MS } from '../../../domain/payout/channels'
// the texts of this area's message keys come with its screens (decision 0043)
import '../../shell/message-texts/payout'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('payout', payoutEndpoints)

/** The payout accounts' reads (issue 15). */
export const payoutQueries = {
  all: ['payout'] as const,
  list: () =>
    queryOptions({
      queryKey: [...payoutQueries.all, 'list'] as const,
      queryFn: () => call('merchantList', {}, { hideMessage: true }),
      staleTime: 15_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...payoutQueries.all, 'detail', id] as const,
      queryFn: () => call('merchantDetail', { id }, { hideMessage: true }),
      staleTime: 0,
      meta: NO_PERSIST,
    }),
  /** The host's stores (hotels) with their operating entity and linked account (decision 0051). */
  stores: () =>
    queryOptions({
      queryKey: [...payoutQueries.all, 'stores'] as const,
      queryFn: () => call('merchantStoreList', {}, { hideMessage: true }),
      staleTime: 0,
    }),
  /**
   * The loop of a WeChat authorisation (decision 0083): asked every 2 s while the code waits to be
   * scanned or confirmed, no more once it is authorised, expired or refused.
   */
  wechatLoop: (ticket: string) =>
    queryOptions({
      queryKey: [...payoutQueries.all, 'wechatLoop', ticket] as const,
      queryFn: () => call('wechatAuthLoop', { ticket }, { hideMessage: true }),
      staleTime: 0,
      meta: NO_PERSIST,
      refetchInterval: (query) => {
        const state = query.state.data?.state
        return state === undefined || state === 'waiting' || state === 'scanned' ? WECHAT_LOOP_INTERVAL_MS : false
      },
      refetchIntervalInBackground: true,
    }),
  /** The banks an account may be at, as the server lists them (kept on the device: a form opened offline still offers them). */
  banks: () =>
    queryOptions({
      queryKey: [...payoutQueries.all, 'banks'] as const,
      queryFn: async () => (await call('bankList', {}, { hideMessage: true })).list,
      staleTime: 24 * 60 * 60_000,
    }),
  /** Branches staff approved for this bank and city holding the typed words (suggestions for the branch field). */
  branches: (bankName: string, city: string, keyword: string) =>
    queryOptions({
      queryKey: [...payoutQueries.all, 'branches', bankName, city, keyword.trim()] as const,
      queryFn: async () => (await call('bankBranchList', { bankName, city, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) }, { hideMessage: true })).list,
      staleTime: 5 * 60_000,
      meta: NO_PERSIST,
    }),
}
