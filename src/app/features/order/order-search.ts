import { z } from 'zod/mini'
import { ORDER_GROUPS } from '../../../domain/order/enums'

const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

/** /order/orderList?group=…&lodgeBusiness=store&keyword=…&dateType=…&from=…&to=…&page=… */
export const orderListSearch = z.object({
  group: z.catch(z.optional(z.enum(ORDER_GROUPS)), undefined),
  lodgeBusiness: z.catch(z.optional(z.enum(['house', 'store'])), undefined),
  keyword: z.catch(z.optional(z.string()), undefined),
  dateType: z.catch(z.optional(z.enum(['checkIn', 'booked'])), undefined),
  from: z.catch(z.optional(date), undefined),
  to: z.catch(z.optional(date), undefined),
  page: z.catch(z.optional(z.number().check(z.int(), z.minimum(1))), undefined),
})
export type OrderListSearch = z.infer<typeof orderListSearch>

/** /order/houseDetail?orderNo=… (and hotelDetail, print) */
export const orderNoSearch = z.object({
  orderNo: z.catch(z.string(), ''),
})
