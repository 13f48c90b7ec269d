import { z } from 'zod/mini'
import { isDate } from '../calendar/dates'
import type { EndpointDef } from '../endpoint-types'
import { pageFields } from '../paging'
import {
  ACTIVITY_LODGES, ACTIVITY_REGIONS, ACTIVITY_TABS, ACTIVITY_TYPES, COST_BEARERS, ENTRY_STATES, FORBID_REASONS, PROMOTION_KINDS, PROMOTION_STATES,
} from './rules'

const str = z.string()
const int = z.number()
const date = z.string().check(z.refine(isDate))
const id = z.string().check(z.minLength(1), z.maxLength(40))
const unitIds = z.array(z.string().check(z.maxLength(60))).check(z.maxLength(100))

/** A platform activity (business rules 3 "Activity": name, type, period, cost bearer, scope). */
export const activity = z.object({
  id: str,
  name: str,
  type: z.enum(ACTIVITY_TYPES),
  description: str,
  /** The nights it prices. */
  stayFrom: date,
  stayTo: date,
  enrollFrom: date,
  enrollUntil: date,
  discountPercent: int,
  costBearer: z.enum(COST_BEARERS),
  /** The platform's share of the discount (percent), paid back to the host as a rebate. */
  platformPercent: int,
  scope: z.object({ lodge: z.enum(ACTIVITY_LODGES), region: z.enum(ACTIVITY_REGIONS) }),
  phase: z.enum(['open', 'closed', 'ended']),
  /** How many of the host's listings are in it. */
  registered: int,
})
export type Activity = z.infer<typeof activity>

/** One of the host's listings (a B&B listing or a hotel room type: the SKU) as an activity sees it. */
export const activityEntry = z.object({
  unitId: str,
  title: str,
  /** The hotel of a room type. */
  hotelName: z.nullable(str),
  kind: z.enum(['house', 'roomType']),
  state: z.enum(ENTRY_STATES),
  /** Why it cannot join now (available listings only); null when it can. */
  forbid: z.nullable(z.object({ reason: z.enum(FORBID_REASONS), detail: z.nullable(str) })),
  joinedAt: z.nullable(int),
})
export type ActivityEntry = z.infer<typeof activityEntry>

export const operationRecord = z.object({
  at: int,
  action: z.enum(['signUp', 'signOut', 'create', 'withdraw', 'enrollmentClosed']),
  /** The listing it concerns, if any. */
  title: z.nullable(str),
  operator: str,
})
export type OperationRecord = z.infer<typeof operationRecord>

export const promotionValue = z.object({
  name: z.string().check(z.maxLength(100)),
  kind: z.enum(PROMOTION_KINDS),
  discountPercent: int,
  stayFrom: z.string().check(z.maxLength(10)),
  stayTo: z.string().check(z.maxLength(10)),
  weekdays: z.array(int).check(z.maxLength(7)),
  daysBefore: z.nullable(int),
  minNights: z.nullable(int),
  unitIds,
})

/** A self-service promotion (decision 0058). */
export const promotion = z.object({
  id: str,
  name: str,
  kind: z.enum(PROMOTION_KINDS),
  discountPercent: int,
  stayFrom: date,
  stayTo: date,
  weekdays: z.array(int),
  daysBefore: z.nullable(int),
  minNights: z.nullable(int),
  units: z.array(z.object({ unitId: str, title: str })),
  state: z.enum(PROMOTION_STATES),
  orders: int,
  createdAt: int,
  withdrawnAt: z.nullable(int),
})
export type Promotion = z.infer<typeof promotion>

/** A night range a promotion or activity prices on a unit (the calendar's marks). */
export const pricedNights = z.object({
  unitId: str,
  from: date,
  to: date,
  percent: int,
  source: z.enum(['promotion', 'activity']),
  id: str,
  name: str,
  /** Weekdays it is limited to (0 Sunday; empty: all). */
  weekdays: z.array(int),
})
export type PricedNights = z.infer<typeof pricedNights>

/** A B&B listing's own discounts as the discount programs show them (decision 0058). */
export const listingDiscounts = z.object({
  luId: str,
  title: str,
  online: z.boolean(),
  /** The long-stay (long-term) discount: from `nights` nights on, `discount` (8.5 = 15 % off). Joined when not empty. */
  stayTiers: z.array(z.object({ nights: int, discount: int })),
  /** The house discount: booked at least `days` ahead. Joined when set. */
  earlyBird: z.nullable(z.object({ days: int, discount: int })),
  /** The step's version (the discount programs write the listing's discount step). */
  version: int,
})
export type ListingDiscounts = z.infer<typeof listingDiscounts>

const tier = z.object({ nights: int, discount: int })

/** Activities and promotions (spec 7 "Activities and promotions"; issue 17; decision 0058), spread into the endpoint table. */
export const promotionEndpoints = {
  activityList: {
    service: 'market', method: 'GET', path: '/activity/list', encoding: 'query', access: 'session',
    request: z.object({ tab: z._default(z.enum(ACTIVITY_TABS), 'open'), ...pageFields }),
    response: z.object({ list: z.array(activity), total: int, counts: z.record(z.enum(ACTIVITY_TABS), int) }),
  },
  activityDetail: {
    service: 'market', method: 'GET', path: '/activity/detail', encoding: 'query', access: 'session',
    request: z.object({ id }),
    response: z.object({ activity, entries: z.array(activityEntry) }),
  },
  activitySignUp: {
    service: 'market', method: 'POST', path: '/activity/signup', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({ id, unitIds }),
    response: z.object({ activity, entries: z.array(activityEntry) }),
    idempotent: true,
  },
  activitySignOut: {
    service: 'market', method: 'POST', path: '/activity/signout', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ id, unitIds }),
    response: z.object({ activity, entries: z.array(activityEntry) }),
    idempotent: true,
  },
  activityLog: {
    service: 'market', method: 'GET', path: '/activity/log', encoding: 'query', access: 'session',
    request: z.object({ id, ...pageFields }),
    response: z.object({ name: str, list: z.array(operationRecord), total: int }),
  },
  promotionList: {
    service: 'market', method: 'GET', path: '/promotion/list', encoding: 'query', access: 'session',
    request: z.object({ state: z._default(z.enum([...PROMOTION_STATES, '']), ''), ...pageFields }),
    response: z.object({ list: z.array(promotion), total: int }),
  },
  /** Checks a promotion before it is saved: the rules, and no other promotion of the host on the same unit and night. */
  promotionVerify: {
    service: 'market', method: 'POST', path: '/promotion/verify', encoding: 'json', access: 'session',
    failure: 'none',
    request: z.object({ value: promotionValue }),
    response: z.object({ nights: int, examples: z.array(z.object({ unitId: str, title: str, date: date, before: int, after: int, currency: str })) }),
  },
  promotionSave: {
    service: 'market', method: 'POST', path: '/promotion/save', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ id, value: promotionValue }),
    response: promotion,
    idempotent: true,
  },
  promotionDetail: {
    service: 'market', method: 'GET', path: '/promotion/detail', encoding: 'query', access: 'session',
    request: z.object({ id }),
    response: promotion,
  },
  promotionWithdraw: {
    service: 'market', method: 'POST', path: '/promotion/withdraw', encoding: 'json', access: 'session',
    failure: 'operation',
    request: z.object({ id }),
    response: promotion,
    idempotent: true,
  },
  promotionOrders: {
    service: 'market', method: 'GET', path: '/promotion/orders', encoding: 'query', access: 'session',
    request: z.object({ id, ...pageFields }),
    response: z.object({
      list: z.array(z.object({
        orderNo: str, lodgeBusiness: z.enum(['house', 'store']), listingTitle: str, checkIn: date, checkOut: date, state: str,
        currency: str, discount: int, nights: int,
      })),
      total: int,
    }),
  },
  promotionLog: {
    service: 'market', method: 'GET', path: '/promotion/log', encoding: 'query', access: 'session',
    request: z.object({ id, ...pageFields }),
    response: z.object({ name: str, list: z.array(operationRecord), total: int }),
  },
  /** Long-term (long-stay) and house (early-bird) discounts of the host's B&B listings. */
  discountList: {
    service: 'market', method: 'GET', path: '/discount/list', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(listingDiscounts) }),
  },
  /** Joins the long-stay discount with these tiers (the listing discount rules apply), or changes them. */
  longStaySignUp: {
    service: 'market', method: 'POST', path: '/discount/long/signup', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ luId: id, version: int, stayTiers: z.array(tier).check(z.minLength(1), z.maxLength(3)) }),
    response: listingDiscounts,
    idempotent: true,
  },
  longStaySignOut: {
    service: 'market', method: 'POST', path: '/discount/long/signout', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ luId: id, version: int }),
    response: listingDiscounts,
    idempotent: true,
  },
  houseDiscountSignUp: {
    service: 'market', method: 'POST', path: '/discount/house/signup', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ luId: id, version: int, earlyBird: z.object({ days: int, discount: int }) }),
    response: listingDiscounts,
    idempotent: true,
  },
  houseDiscountSignOut: {
    service: 'market', method: 'POST', path: '/discount/house/signout', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ luId: id, version: int }),
    response: listingDiscounts,
    idempotent: true,
  },
  /** The nights promotions and joined activities price, per unit (the calendar's marks). */
  promotionNights: {
    service: 'market', method: 'GET', path: '/promotion/nights', encoding: 'query', access: 'session',
    request: z.object({ from: date, to: date }),
    response: z.object({ list: z.array(pricedNights) }),
  },
} satisfies Record<string, EndpointDef>
