import { z } from 'zod/mini'
import { PENALTY_STATES } from '../../../domain/penalty/states'

/** /risk/record?state=…&page=… (read by the route, in the entry: nothing heavy here). */
export const riskSearch = z.object({
  state: z.catch(z.enum([...PENALTY_STATES, '']), ''),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})
export type RiskSearch = z.infer<typeof riskSearch>
