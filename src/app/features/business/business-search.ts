import * as v from 'valibot'
import { oneOfParam, textParam } from '../../data/search-params'

export const RANGES = [30, 90, 365] as const
export type RangeDays = (typeof RANGES)[number]

/** /data/business?days=90&by=week&unit=… (read by the route, in the entry: nothing heavy here). */
export const businessSearch = v.object({
  days: v.fallback(v.picklist(RANGES), 90),
  by: oneOfParam(['day', 'week', 'month'], 'week'),
  unit: textParam(60),
})
export type BusinessSearch = v.InferOutput<typeof businessSearch>

export const REBATE_RANGES = [6, 12, 24] as const

/** /data/rebate?months=12 */
export const rebateSearch = v.object({
  months: v.fallback(v.picklist(REBATE_RANGES), 12),
})
export type RebateSearch = v.InferOutput<typeof rebateSearch>
