import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { settlementEndpoints } from '../../../domain/settlement/endpoints'
import type { StatementSearch } from './settlement-search'
// the texts of this area's message keys come with its screens (decision 0043)
import '../../shell/message-texts/finance'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('settlement', settlementEndpoints)

export const STATEMENT_PAGE_SIZE = 10
export const ITEM_PAGE_SIZE = 20

/** Settlement's reads (issue 16): statements by filter and page, one statement's orders, a month's bill. */
export const settlementQueries = {
  all: ['settlement'] as const,
  statements: (search: Pick<StatementSearch, 'state' | 'from' | 'to' | 'serialNo' | 'page'>) =>
    queryOptions({
      queryKey: [...settlementQueries.all, 'statements', search.state, search.from, search.to, search.serialNo, search.page] as const,
      queryFn: () => call('settleStatementList', {
        state: search.state, from: search.from, to: search.to, serialNo: search.serialNo,
        offset: (search.page - 1) * STATEMENT_PAGE_SIZE, length: STATEMENT_PAGE_SIZE,
      }, { hideMessage: true }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  statement: (serialNo: string, page: number) =>
    queryOptions({
      queryKey: [...settlementQueries.all, 'statement', serialNo, page] as const,
      queryFn: () => call('settleStatementDetail', { serialNo, offset: (page - 1) * ITEM_PAGE_SIZE, length: ITEM_PAGE_SIZE }, { hideMessage: true }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  /** The overseas host's foreign bank account and the change waiting for staff. */
  foreignAccount: () =>
    queryOptions({
      queryKey: [...settlementQueries.all, 'foreignAccount'] as const,
      queryFn: () => call('foreignAccountGet', {}, { hideMessage: true }),
      staleTime: 30_000,
    }),
  bill: (month: string, page: number) =>
    queryOptions({
      queryKey: [...settlementQueries.all, 'bill', month, page] as const,
      queryFn: () => call('settleBill', { month, offset: (page - 1) * ITEM_PAGE_SIZE, length: ITEM_PAGE_SIZE }, { hideMessage: true }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
}
