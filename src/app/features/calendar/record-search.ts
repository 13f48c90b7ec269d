import * as v from 'valibot'
import { optionalTextParam, pageParam } from '../../data/search-params'

/** /roomManagement/OperationRecord?unitId=…&page=… */
export const recordSearch = v.object({
  unitId: optionalTextParam,
  page: pageParam,
})
