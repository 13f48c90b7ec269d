import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { refreshMeta } from '../../client/refresh-meta'
import type { LodgeBusiness, OrderGroup } from '../../domain/order/enums'
import { registerEndpoints } from '../../client/endpoint-defs'
import { orderEndpoints } from '../../domain/order/endpoints'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('order', orderEndpoints)

export const ORDERS_PAGE_SIZE = 10

export type OrderFilters = {
  group: OrderGroup
  lodgeBusiness?: LodgeBusiness | undefined
  keyword?: string | undefined
  dateType?: 'checkIn' | 'booked' | undefined
  from?: string | undefined
  to?: string | undefined
}

/** The order list's request: only the filters that are set. */
export function listParams(filters: OrderFilters) {
  return {
    group: filters.group,
    ...(filters.lodgeBusiness ? { lodgeBusiness: filters.lodgeBusiness } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.from || filters.to ? { dateType: filters.dateType ?? 'checkIn' } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  }
}

function listCall(filters: OrderFilters, page: number) {
  return { ...listParams(filters), offset: (page - 1) * ORDERS_PAGE_SIZE, length: ORDERS_PAGE_SIZE }
}

/** Query options of the order area (decision 0025); a write refetches `orderQueries.all` once sent. */
export const orderQueries = {
  all: ['orders'] as const,
  list: (filters: OrderFilters, page: number) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'list', filters, page] as const,
      queryFn: () => call('orderList', listCall(filters, page), { hideMessage: true }),
      placeholderData: keepPreviousData,
      // refreshed in the saved cache while the portal is closed (issue 40)
      meta: refreshMeta('orderList', listCall(filters, page)),
    }),
  detail: (kind: LodgeBusiness, orderNo: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'detail', kind, orderNo] as const,
      queryFn: () => call(kind === 'store' ? 'orderHotelDetail' : 'orderHouseDetail', { orderNo }, { hideMessage: true }),
    }),
  /** The order's guests and the fee of the next ID check (the check-in dialog; decision 0081). */
  tenants: (orderNo: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'tenants', orderNo] as const,
      queryFn: () => call('orderTenants', { orderNo }, { hideMessage: true }),
      // the fee depends on every check of the host's: read it fresh each time the dialog opens
      staleTime: 0,
    }),
  records: (orderNo: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'records', orderNo] as const,
      queryFn: () => call('orderStatusRecord', { orderNo }, { hideMessage: true }),
    }),
  ranking: () =>
    queryOptions({
      queryKey: [...orderQueries.all, 'ranking'] as const,
      queryFn: () => call('orderRankingState', {}, { hideMessage: true }),
      staleTime: 60_000,
    }),
}
