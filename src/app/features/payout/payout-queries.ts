import { queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { payoutEndpoints } from '../../../domain/payout/endpoints'

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
}
