import { queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { registerEndpoints } from '../../client/endpoint-defs'
import { hotelEndpoints } from '../../domain/hotel/endpoints'
import { NO_PERSIST } from './query-meta'
// the texts of this area's message keys come with its screens (decision 0043)
import '../shell/message-texts/hotel'

// the schemas of these screens' calls come with their code, not one round trip later (decision 0043)
registerEndpoints('hotel', hotelEndpoints)

/** The hotels' reads (issue 14): the host's hotels, an online hotel's products, the product form's choices. */
export const hotelQueries = {
  all: ['hotel'] as const,
  list: () =>
    queryOptions({
      queryKey: [...hotelQueries.all, 'list'] as const,
      queryFn: async () => (await call('hotelList', {}, { hideMessage: true })).list,
      staleTime: 15_000,
    }),
  products: (hotelId: string) =>
    queryOptions({
      queryKey: [...hotelQueries.all, 'products', hotelId] as const,
      queryFn: () => call('productList', { hotelId }, { hideMessage: true }),
      staleTime: 0,
    }),
  /** An approved hotel's sale: it and its room types on or off sale, with their open orders (decision 0084). */
  sale: (hotelId: string) =>
    queryOptions({
      queryKey: [...hotelQueries.all, 'sale', hotelId] as const,
      queryFn: () => call('hotelSale', { hotelId }, { hideMessage: true }),
      staleTime: 0,
    }),
  productConfig: () =>
    queryOptions({
      queryKey: [...hotelQueries.all, 'productConfig'] as const,
      queryFn: () => call('productConfig', {}, { hideMessage: true }),
      staleTime: Number.POSITIVE_INFINITY,
      meta: NO_PERSIST,
    }),
}
