import * as v from 'valibot'
import { PENALTY_STATES } from '../../../domain/penalty/states'
import { oneOfOrEmptyParam, pageParam } from '../../data/search-params'

/** /risk/record?state=…&page=… (read by the route, in the entry: nothing heavy here). */
export const riskSearch = v.object({
  state: oneOfOrEmptyParam(PENALTY_STATES),
  page: pageParam,
})
export type RiskSearch = v.InferOutput<typeof riskSearch>
