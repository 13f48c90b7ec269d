import { z } from 'zod/mini'
import { pageFields } from '../paging'
import { REMIND_TYPES } from './enums'
import { listingCounts } from '../listing/counts'
import { orderRankingAnswer, orderSummary } from '../order/schemas'

/**
 * Wire shapes of the host home's calls (portal spec 7 "dashboard index/task/tenant") and of the
 * system messages (spec 3 System message, spec 7 "system message list"). Money is in minor units
 * of its currency; decision 0037.
 */

const str = z.string()
const int = z.number()
const epochMs = z.number()

/** Money in one currency (a host with listings in several countries earns in several). */
export const moneyAmount = z.object({ currency: str, amount: int })
export type MoneyAmount = z.infer<typeof moneyAmount>

/** dashboardIndex: how the host's business stands (listings, this month, messages). */
export const dashboardIndexAnswer = z.object({
  listings: z.object({ total: int, counts: listingCounts }),
  /** The host's hotels by the listing groups (issue 14); absent in answers of before them. */
  hotels: z.optional(z.object({ total: int, online: int, notOnline: int, unfinished: int })),
  /** The month of the host's calendar ('yyyy-MM', Beijing time for mainland hosts). */
  month: z.object({
    month: str,
    /** Stays checked out this month (completed or left early): their income. */
    earned: z.array(moneyAmount),
    /** Stays of this month still to check out (paid or in the house): their income to come. */
    expected: z.array(moneyAmount),
    /** Nights sold that fall in this month (stays not cancelled, paid). */
    nights: int,
    stays: int,
  }),
  unreadMessages: int,
  /**
   * The home's cards, each counted as the page it opens counts it (issue 18): `today` is the
   * host's day (the check-ins card opens the order list on that check-in date).
   */
  glance: z.optional(z.object({
    today: str, ordersWaiting: int, checkInsToday: int, reviewsAwaiting: int, penaltiesInForce: int,
    /** Guests' unread chat messages (issue 19); null for a host who may not chat (no card), absent in older answers. */
    guestMessages: z.optional(z.nullable(int)),
  })),
  /**
   * Statements to settle (issue 16): their amounts by currency and the next settlement date; null
   * for a host the merchant gates keep from settlement (and in answers of before it).
   */
  settlement: z.optional(z.nullable(z.object({ toSettle: z.array(moneyAmount), nextDate: z.nullable(str) }))),
  serverNow: epochMs,
})
export type DashboardIndex = z.infer<typeof dashboardIndexAnswer>

export const staleFeed = z.object({
  feedId: str,
  unitId: str,
  name: str,
  listingTitle: str,
  lastSuccessAt: z.nullable(epochMs),
  /** Message key of the last failure, null when it is only late. */
  lastError: z.nullable(str),
})
export type StaleFeed = z.infer<typeof staleFeed>

export const pendingRenewal = z.object({
  orderNo: str,
  renewalId: str,
  lodgeBusiness: z.enum(['house', 'store']),
  listingTitle: str,
  nights: int,
  newCheckOut: str,
  confirmDeadline: z.nullable(epochMs),
})
export type PendingRenewal = z.infer<typeof pendingRenewal>

/** dashboardTask: what asks for the host's action now. */
export const dashboardTaskAnswer = z.object({
  /** Orders waiting for the host's answer, the soonest deadline first (at most 5; `waitingTotal` counts all). */
  waiting: z.array(orderSummary),
  waitingTotal: int,
  renewals: z.array(pendingRenewal),
  staleFeeds: z.array(staleFeed),
  ranking: orderRankingAnswer,
  /** Invoices guests asked for that the host issues itself, the soonest deadline (4 days) first. */
  invoices: z.optional(z.array(z.object({ orderNo: str, lodgeBusiness: z.enum(['house', 'store']), listingTitle: str, deadline: epochMs }))),
  /** Guests' reviews waiting for the host's reply (decision 0057). */
  reviewsAwaiting: z.optional(int),
  /** Platform activities open for sign-up that none of the host's listings joined yet (decision 0058). */
  activitiesOpen: z.optional(int),
  /** Violation records in punishment now (decision 0060). */
  penaltiesInForce: z.optional(int),
  /** Direct connection (decision 0064): open connections without a key, PMS rooms not bound, hourly pulls failing. */
  directConnection: z.optional(z.object({ withoutKey: int, roomsUnbound: int, syncFailing: int, webhookFailing: int })),
  serverNow: epochMs,
})
export type DashboardTask = z.infer<typeof dashboardTaskAnswer>

export const stayMovement = z.object({
  /** 'today' or 'tomorrow' in the listing's own country. */
  day: z.enum(['today', 'tomorrow']),
  order: orderSummary,
})
export type StayMovement = z.infer<typeof stayMovement>

/** dashboardTenant: guests arriving and leaving today and tomorrow. */
export const dashboardTenantAnswer = z.object({
  arrivals: z.array(stayMovement),
  departures: z.array(stayMovement),
  serverNow: epochMs,
})
export type DashboardTenant = z.infer<typeof dashboardTenantAnswer>

export { REMIND_TYPES } from './enums'

export const systemMessageListRequest = z.object({
  ...pageFields,
  remindType: z._default(z.enum(REMIND_TYPES), 'all'),
  /** Part of a title or its text to look for. */
  bizName: z.optional(z.string().check(z.maxLength(50))),
})

export const systemMessage = z.object({
  id: int,
  title: str,
  tips: str,
  content: str,
  isRead: z.boolean(),
  /** A portal path or an http(s) address; '' when the message leads nowhere. */
  jumpUrl: str,
  createdAt: epochMs,
})
export type SystemMessage = z.infer<typeof systemMessage>

export const systemMessageListAnswer = z.object({ list: z.array(systemMessage), total: int, unread: int })
export type SystemMessageListAnswer = z.infer<typeof systemMessageListAnswer>

/** Marks messages read: the listed ids, or every message of the host with all = true. */
export const systemMessageReadRequest = z.object({
  ids: z._default(z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(100)), []),
  all: z._default(z.boolean(), false),
})
export const systemMessageReadAnswer = z.object({ unread: int })
