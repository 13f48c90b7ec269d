import { z } from 'zod/mini'
import { ACTIVITY_TABS, PROMOTION_STATES } from '../../../domain/promotion/states'

const page = z.catch(z.number().check(z.int(), z.minimum(1)), 1)
const id = z.catch(z.string().check(z.maxLength(40)), '')
/** A calendar unit the page was opened for (the calendar's links): its listings come first / are chosen. */
const unit = z.catch(z.string().check(z.maxLength(60)), '')

/** /activity/list?tab=…&page=…&unit=… (read by the route, in the entry: nothing heavy here). */
/** The list's tabs: the activities' three, and the listings' own discount programs. */
export const ACTIVITY_PAGE_TABS = [...ACTIVITY_TABS, 'discounts'] as const
export const activityListSearch = z.object({ tab: z.catch(z.enum(ACTIVITY_PAGE_TABS), 'open'), page, unit })
export type ActivityListSearch = z.infer<typeof activityListSearch>

/** /activity/detail?id=…&unit=… and /activity/operation?id=… */
export const activityIdSearch = z.object({ id, unit })
export type ActivityIdSearch = z.infer<typeof activityIdSearch>

/** /activity/promotion?state=…&page=…&unit=… (unit: the calendar's link, chosen in a new promotion). */
export const promotionListSearch = z.object({ state: z.catch(z.enum([...PROMOTION_STATES, '']), ''), page, unit })
export type PromotionListSearch = z.infer<typeof promotionListSearch>

/** /promotion/detail?id=… and /promotion/operation?id=… */
export const promotionIdSearch = z.object({ id })
