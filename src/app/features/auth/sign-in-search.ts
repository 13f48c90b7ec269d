import { z } from 'zod/mini'

/** Search params of the sign-in pages: where to return after signing in (anything else is dropped). */
export const signInSearch = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
})
