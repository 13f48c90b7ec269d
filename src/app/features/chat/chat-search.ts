import { z } from 'zod/mini'

/** /chat?talkId=… (read by the route, in the entry: nothing heavy here). The router reads digits as a number: both are taken. */
export const chatSearch = z.object({
  talkId: z.catch(z.optional(z.coerce.string().check(z.regex(/^\d{1,12}$/))), undefined),
})
