import * as v from 'valibot'
import { ORDER_GROUPS } from '../../../domain/order/enums'
import { optionalOneOfParam, optionalTextParam } from '../../data/search-params'

const date = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined)

/** /order/orderList?group=…&lodgeBusiness=store&keyword=…&dateType=…&from=…&to=…&page=… */
export const orderListSearch = v.object({
  group: optionalOneOfParam(ORDER_GROUPS),
  lodgeBusiness: optionalOneOfParam(['house', 'store']),
  keyword: optionalTextParam,
  dateType: optionalOneOfParam(['checkIn', 'booked']),
  from: date,
  to: date,
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
})
export type OrderListSearch = v.InferOutput<typeof orderListSearch>

/** /order/houseDetail?orderNo=… (and hotelDetail, print) */
export const orderNoSearch = v.object({
  orderNo: v.fallback(v.string(), ''),
})
