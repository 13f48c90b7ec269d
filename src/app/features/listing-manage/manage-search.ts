import * as v from 'valibot'
import { LISTING_GROUPS, SUB_STATES } from '../../../domain/listing/enums'
import { oneOfParam, optionalOneOfParam, optionalTextParam, pageParam } from '../../data/search-params'

// The search params of the listing screens: read by the route definitions, which load with the
// portal's entry, so nothing here may import the local database or the outbox (issue 22).

/** /house/houseInfo?group=…&subState=…&keyword=…&page=… */
export const houseInfoSearch = v.object({
  group: oneOfParam(LISTING_GROUPS, 'unfinished'),
  subState: optionalOneOfParam(SUB_STATES),
  keyword: optionalTextParam,
  page: pageParam,
})

/** /houseInfo/OperationRecord?luId=…&page=… */
export const recordSearch = v.object({
  luId: optionalTextParam,
  page: pageParam,
})
