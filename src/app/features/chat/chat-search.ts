import { z } from 'zod/mini'

/** /chat?talkId=… (read by the route, in the entry: nothing heavy here). Talk ids are digits: the router keeps them as numbers. */
export const chatSearch = z.object({
  talkId: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(999_999_999))), undefined),
})
