import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { promotionEndpoints } from '../../../domain/promotion/endpoints'
import type { ActivityTab, PromotionState } from '../../../domain/promotion/states'
// the texts of this area's message keys come with its screens (decision 0043)
import '../../shell/message-texts/market'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('promotion', promotionEndpoints)

export const MARKET_PAGE_SIZE = 10
export const LOG_PAGE_SIZE = 20

/** Activities' and promotions' reads (issue 17, decision 0058). */
export const marketQueries = {
  all: ['market'] as const,
  activities: (tab: ActivityTab, page: number) => queryOptions({
    queryKey: [...marketQueries.all, 'activities', tab, page] as const,
    queryFn: () => call('activityList', { tab, offset: (page - 1) * MARKET_PAGE_SIZE, length: MARKET_PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  }),
  discounts: () => queryOptions({
    queryKey: [...marketQueries.all, 'discounts'] as const,
    queryFn: () => call('discountList', {}, { hideMessage: true }),
    staleTime: 15_000,
  }),
  activity: (id: string) => queryOptions({
    queryKey: [...marketQueries.all, 'activity', id] as const,
    queryFn: () => call('activityDetail', { id }, { hideMessage: true }),
    staleTime: 15_000,
  }),
  activityLog: (id: string, page: number) => queryOptions({
    queryKey: [...marketQueries.all, 'activityLog', id, page] as const,
    queryFn: () => call('activityLog', { id, offset: (page - 1) * LOG_PAGE_SIZE, length: LOG_PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
  }),
  promotions: (state: PromotionState | '', page: number) => queryOptions({
    queryKey: [...marketQueries.all, 'promotions', state, page] as const,
    queryFn: () => call('promotionList', { state, offset: (page - 1) * MARKET_PAGE_SIZE, length: MARKET_PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  }),
  promotion: (id: string) => queryOptions({
    queryKey: [...marketQueries.all, 'promotion', id] as const,
    queryFn: () => call('promotionDetail', { id }, { hideMessage: true }),
    staleTime: 15_000,
  }),
  promotionOrders: (id: string, page: number) => queryOptions({
    queryKey: [...marketQueries.all, 'promotionOrders', id, page] as const,
    queryFn: () => call('promotionOrders', { id, offset: (page - 1) * MARKET_PAGE_SIZE, length: MARKET_PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
  }),
  promotionLog: (id: string, page: number) => queryOptions({
    queryKey: [...marketQueries.all, 'promotionLog', id, page] as const,
    queryFn: () => call('promotionLog', { id, offset: (page - 1) * LOG_PAGE_SIZE, length: LOG_PAGE_SIZE }, { hideMessage: true }),
    placeholderData: keepPreviousData,
  }),
}
