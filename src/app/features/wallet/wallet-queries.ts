import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { walletEndpoints } from '../../../domain/wallet/endpoints'
import { payoutEndpoints } from '../../../domain/payout/endpoints'
import type { WalletSearch } from './wallet-search'
// the texts of this area's message keys come with its screens (decision 0043)
import '../../shell/message-texts/payout'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('wallet', walletEndpoints)
// an account's withdrawal limits (merchantLimit) are the payout area's
registerEndpoints('payout', payoutEndpoints)

export const WALLET_PAGE_SIZE = 10

/** The wallet's reads (issue 15): the balance and the approved accounts, the records by kind and page, the chart's months. */
export const walletQueries = {
  all: ['wallet'] as const,
  info: () =>
    queryOptions({
      queryKey: [...walletQueries.all, 'info'] as const,
      queryFn: () => call('walletInfo', {}, { hideMessage: true }),
      staleTime: 15_000,
    }),
  records: (search: WalletSearch) =>
    queryOptions({
      queryKey: [...walletQueries.all, 'records', search.kind, search.page] as const,
      queryFn: () => call('walletRecord', { kind: search.kind, offset: (search.page - 1) * WALLET_PAGE_SIZE, length: WALLET_PAGE_SIZE }, { hideMessage: true }),
      placeholderData: keepPreviousData,
      staleTime: 15_000,
    }),
  /** An account's limits and what is left of them today (decision 0082). */
  limit: (accountId: string) =>
    queryOptions({
      queryKey: [...walletQueries.all, 'limit', accountId] as const,
      queryFn: () => call('merchantLimit', { id: accountId }, { hideMessage: true }),
      staleTime: 15_000,
    }),
  monthly: () =>
    queryOptions({
      queryKey: [...walletQueries.all, 'monthly'] as const,
      queryFn: () => call('walletMonthly', {}, { hideMessage: true }),
      staleTime: 60_000,
    }),
}
