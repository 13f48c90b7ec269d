import * as v from 'valibot'
import { REMIND_TYPES } from '../../../domain/dashboard/enums'
import { oneOfParam, optionalTextParam, pageParam } from '../../data/search-params'

/** /setting/systemMessage?remindType=…&bizName=…&page=… (read by the route, in the entry: nothing heavy here). */
export const systemMessageSearch = v.object({
  remindType: oneOfParam(REMIND_TYPES, 'all'),
  bizName: optionalTextParam,
  page: pageParam,
})
export type SystemMessageSearch = v.InferOutput<typeof systemMessageSearch>
