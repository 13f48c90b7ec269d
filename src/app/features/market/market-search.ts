import * as v from 'valibot'
import { ACTIVITY_TABS, PROMOTION_STATES } from '../../../domain/promotion/states'
import { oneOfOrEmptyParam, oneOfParam, pageParam, textParam } from '../../data/search-params'

const id = textParam(40)
/** A calendar unit the page was opened for (the calendar's links): its listings come first / are chosen. */
const unit = textParam(60)

/** /activity/list?tab=…&page=…&unit=… (read by the route, in the entry: nothing heavy here). */
/** The list's tabs: the activities' three, and the listings' own discount programs. */
export const ACTIVITY_PAGE_TABS = [...ACTIVITY_TABS, 'discounts'] as const
export const activityListSearch = v.object({ tab: oneOfParam(ACTIVITY_PAGE_TABS, 'open'), page: pageParam, unit })
export type ActivityListSearch = v.InferOutput<typeof activityListSearch>

/** /activity/detail?id=…&unit=… and /activity/operation?id=… */
export const activityIdSearch = v.object({ id, unit })
export type ActivityIdSearch = v.InferOutput<typeof activityIdSearch>

/** /activity/promotion?state=…&page=…&unit=… (unit: the calendar's link, chosen in a new promotion). */
export const promotionListSearch = v.object({ state: oneOfOrEmptyParam(PROMOTION_STATES), page: pageParam, unit })
export type PromotionListSearch = v.InferOutput<typeof promotionListSearch>

/** /promotion/detail?id=… and /promotion/operation?id=… */
export const promotionIdSearch = v.object({ id })
