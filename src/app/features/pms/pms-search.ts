import * as v from 'valibot'
import { pageParam, textParam } from '../../data/search-params'

/** house/directConnection/linkHouse and orderList: the connection they show (read by the routes, in the entry: nothing heavy here). */
export const pmsConnectionSearch = v.object({
  connectionId: textParam(64),
})
export const pmsOrdersSearch = v.object({
  connectionId: textParam(64),
  page: pageParam,
})
export type PmsConnectionSearch = v.InferOutput<typeof pmsConnectionSearch>
export type PmsOrdersSearch = v.InferOutput<typeof pmsOrdersSearch>
