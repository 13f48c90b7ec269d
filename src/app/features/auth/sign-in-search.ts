import * as v from 'valibot'
import { optionalTextParam } from '../../data/search-params'

/** Search params of the sign-in pages: where to return after signing in (anything else is dropped). */
export const signInSearch = v.object({
  redirect: optionalTextParam,
})
