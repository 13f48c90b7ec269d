import { z } from 'zod/mini'

export const RANGES = [30, 90, 365] as const
export type RangeDays = (typeof RANGES)[number]

/** /data/business?days=90&by=week&unit=… (read by the route, in the entry: nothing heavy here). */
export const businessSearch = z.object({
  days: z.catch(z.union([z.literal(30), z.literal(90), z.literal(365)]), 90),
  by: z.catch(z.enum(['day', 'week', 'month']), 'week'),
  unit: z.catch(z.string().check(z.maxLength(60)), ''),
})
export type BusinessSearch = z.infer<typeof businessSearch>

export const REBATE_RANGES = [6, 12, 24] as const

/** /data/rebate?months=12 */
export const rebateSearch = z.object({
  months: z.catch(z.union([z.literal(6), z.literal(12), z.literal(24)]), 12),
})
export type RebateSearch = z.infer<typeof rebateSearch>
