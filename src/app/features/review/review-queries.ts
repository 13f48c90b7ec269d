import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { call } from '../../../client/api'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { reviewEndpoints } from '../../../domain/review/endpoints'
import type { ReviewListSearch } from './review-search'
// the texts of this area's message keys come with its screens (decision 0043)
import '../../shell/message-texts/reviews'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('review', reviewEndpoints)

export const REVIEW_PAGE_SIZE = 10

/** Reviews' reads (issue 17): the list by state, listing and page; one review with its stay. */
export const reviewQueries = {
  all: ['reviews'] as const,
  list: (search: ReviewListSearch) =>
    queryOptions({
      queryKey: [...reviewQueries.all, 'list', search.state, search.listingId, search.kind, search.page] as const,
      queryFn: () => call('commentList', {
        state: search.state, listingId: search.listingId, kind: search.kind, offset: (search.page - 1) * REVIEW_PAGE_SIZE, length: REVIEW_PAGE_SIZE,
      }, { hideMessage: true }),
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all, 'detail', id] as const,
      queryFn: () => call('commentDetail', { id }, { hideMessage: true }),
      staleTime: 30_000,
    }),
}
