import { z } from 'zod/mini'
import { LISTING_GROUPS, SUB_STATES } from '../../../domain/listing/enums'

// The search params of the listing screens: read by the route definitions, which load with the
// portal's entry, so nothing here may import the local database or the outbox (issue 22).

/** /house/houseInfo?group=…&subState=…&keyword=…&page=… */
export const houseInfoSearch = z.object({
  group: z.catch(z.enum(LISTING_GROUPS), 'unfinished'),
  subState: z.catch(z.optional(z.enum(SUB_STATES)), undefined),
  keyword: z.catch(z.optional(z.string()), undefined),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})

/** /houseInfo/OperationRecord?luId=…&page=… */
export const recordSearch = z.object({
  luId: z.catch(z.optional(z.string()), undefined),
  page: z.catch(z.number().check(z.int(), z.minimum(1)), 1),
})

