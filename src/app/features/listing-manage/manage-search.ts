import * as v from 'valibot'
import { LISTING_GROUPS, SUB_STATES } from '../../../domain/listing/enums'
import { optionalOneOfParam, optionalTextParam, pageParam } from '../../data/search-params'

// The search params of the listing screens: read by the route definitions, which load with the
// portal's entry, so nothing here may import the local database or the outbox (issue 22).

/**
 * /house/houseInfo?group=…&subState=…&keyword=…&page=…; without a group the list opens on the
 * one that holds the host's listings (landingGroup: online first; issue 34), not on the drafts.
 */
export const houseInfoSearch = v.object({
  group: optionalOneOfParam(LISTING_GROUPS),
  subState: optionalOneOfParam(SUB_STATES),
  keyword: optionalTextParam,
  page: pageParam,
})

/** /houseInfo/OperationRecord?luId=…&page=… */
export const recordSearch = v.object({
  luId: optionalTextParam,
  page: pageParam,
})
