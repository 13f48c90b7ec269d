import * as v from 'valibot'
import { REVIEW_KINDS, REVIEW_STATES } from '../../../domain/review/states'
import { oneOfOrEmptyParam, pageParam, textParam } from '../../data/search-params'

/** /order/comment?state=…&listingId=…&kind=…&page=… (read by the route, in the entry: nothing heavy here). */
export const reviewListSearch = v.object({
  state: oneOfOrEmptyParam(REVIEW_STATES),
  listingId: textParam(40),
  kind: oneOfOrEmptyParam(REVIEW_KINDS),
  page: pageParam,
})
export type ReviewListSearch = v.InferOutput<typeof reviewListSearch>

/** /order/commentDetail?id=… */
export const reviewDetailSearch = v.object({
  id: textParam(40),
})
