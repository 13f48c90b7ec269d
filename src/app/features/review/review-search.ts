import { z } from 'zod/mini'
import { REVIEW_KINDS, REVIEW_STATES } from '../../../domain/review/states'

/** /order/comment?state=…&listingId=…&kind=…&page=… (read by the route, in the entry: nothing heavy here). */
export const reviewListSearch = z.object({
  state: z.catch(z.enum([...REVIEW_STATES, '']), ''),
  listingId: z.catch(z.string().check(z.maxLength(40)), ''),
  kind: z.catch(z.enum([...REVIEW_KINDS, '']), ''),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})
export type ReviewListSearch = z.infer<typeof reviewListSearch>

/** /order/commentDetail?id=… */
export const reviewDetailSearch = z.object({
  id: z.catch(z.string().check(z.maxLength(40)), ''),
})
