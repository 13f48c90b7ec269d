import { z } from 'zod/mini'
import { ID_CHECK_FEE_FEN, ID_CHECK_FEE_REASONS } from './id-check-fee'
import { isDate } from '../calendar/dates'
import { pageFields } from '../paging'
import {
  CANCELLED_BY, CREDENTIAL_TYPES, HOST_ACTIONS, INSURANCE_STATES, INVOICE_PROVIDERS, INVOICE_STATES, LODGE_BUSINESS,
  ORDER_ACTIONS, ORDER_GROUPS, ORDER_ROLES, ORDER_STATES, PENALTY_KINDS, PENALTY_REASONS, REFUND_STATES,
  REFUSAL_REASONS, REFUSAL_WARNINGS, SETTLEMENT_STATES,
} from './enums'
import { DISPUTE_STATES, RENEWAL_STATES } from './states'

/** Wire shapes of the order endpoints (decision 0025). Money is in minor units of `currency`. */

const str = z.string()
const int = z.number()
/** A real calendar day 'YYYY-MM-DD' (0000-00-00 or 2026-02-30 would reach the store as NaN). */
const date = z.string().check(z.refine(isDate))
const epochMs = z.number()
const orderNo = z.string().check(z.minLength(1), z.maxLength(40))

export const orderState = z.enum(ORDER_STATES)
export const orderGroup = z.enum(ORDER_GROUPS)
export const lodgeBusiness = z.enum(LODGE_BUSINESS)

export const orderSummary = z.object({
  orderNo: str,
  lodgeBusiness,
  state: orderState,
  group: z.enum(ORDER_GROUPS),
  /** The calendar unit (`lu:{luId}`); null for hotel orders until hotels have calendars. */
  unitId: z.nullable(str),
  luId: z.nullable(str),
  listingTitle: str,
  storeName: z.nullable(str),
  roomTypeName: z.nullable(str),
  checkIn: str,
  checkOut: str,
  nights: int,
  rooms: int,
  guestCount: int,
  hasMinors: z.boolean(),
  bookerName: str,
  currency: str,
  rent: int,
  income: int,
  createdAt: epochMs,
  /** While waiting for confirmation: when it expires. */
  confirmDeadline: z.nullable(epochMs),
  /** While waiting for payment: when it expires. */
  payDeadline: z.nullable(epochMs),
  version: int,
})
export type OrderSummary = z.infer<typeof orderSummary>

/** An order's money (src/domain/order/amounts.ts, decision 0067): the breakdown every screen shows. */
export const orderAmountsWire = z.object({
  originalRent: int,
  /** Borne by the host. */
  merchantDiscount: int,
  /** Borne by the platform (its share of an activity's discount), paid back to the host with the income. */
  platformDiscount: int,
  /** What the guest paid. */
  rent: int,
  serviceFee: int,
  invoiceServiceFee: int,
  income: int,
})

export const orderGuest = z.object({
  id: str,
  name: str,
  credentialType: z.enum(CREDENTIAL_TYPES),
  /** First and last characters only. */
  credentialNoMasked: str,
  age: int,
  issuingPlace: z.nullable(str),
  checkedIn: z.boolean(),
  checkedInAt: z.nullable(epochMs),
  minor: z.boolean(),
})
export type OrderGuest = z.infer<typeof orderGuest>

export const depositDispute = z.object({
  state: z.enum(DISPUTE_STATES),
  amount: int,
  reason: str,
  claimedAt: epochMs,
  guestAnsweredAt: z.nullable(epochMs),
  autoRefundAt: z.nullable(epochMs),
  escalatedAt: z.nullable(epochMs),
  resolution: z.nullable(str),
  /** What staff decided the guest gets back (minor units), once resolved or refunded. */
  refunded: z.nullable(int),
})
export type DepositDispute = z.infer<typeof depositDispute>

export const renewal = z.object({
  id: str,
  orderNo: str,
  state: z.enum(RENEWAL_STATES),
  nights: int,
  /** The check-out date the renewal asks for. */
  newCheckOut: str,
  rent: int,
  currency: str,
  createdAt: epochMs,
  confirmDeadline: z.nullable(epochMs),
  payDeadline: z.nullable(epochMs),
  rejectReason: z.nullable(str),
})
export type Renewal = z.infer<typeof renewal>

export const orderDetail = z.object({
  ...orderSummary.shape,
  bookerPhone: str,
  bookerCountryCode: str,
  guests: z.array(orderGuest),
  amounts: z.object({ ...orderAmountsWire.shape, deposit: int }),
  refund: z.nullable(z.object({ amount: int, state: z.enum(REFUND_STATES), at: z.nullable(epochMs) })),
  cancelReason: z.nullable(str),
  cancelledBy: z.nullable(z.enum(CANCELLED_BY)),
  rejectReason: z.nullable(z.enum(REFUSAL_REASONS)),
  rejectExplanation: z.nullable(str),
  /** Nights the refusal closed in the calendar. */
  closedDates: z.array(str),
  insurance: z.object({ state: z.enum(INSURANCE_STATES), policyNo: z.nullable(str), insured: z.nullable(str), premium: z.nullable(int) }),
  invoice: z.object({
    provider: z.enum(INVOICE_PROVIDERS), state: z.enum(INVOICE_STATES), title: z.nullable(str),
    /** When the guest asked; the host who issues its own invoices does so by `deadline` (4 days later). */
    requestedAt: z.optional(z.nullable(epochMs)),
    deadline: z.optional(z.nullable(epochMs)),
  }),
  /** The listing's check-in method (e.g. smartLock), when it has one. */
  smartLock: z.nullable(str),
  settlement: z.object({
    state: z.enum(SETTLEMENT_STATES),
    /** When it is paid: 10:00 Beijing time on the third working day after the stay (src/domain/settlement). */
    expectedAt: z.nullable(epochMs),
    /** The settlement statement it is in, once the stay ended (settle/detail). */
    statementSerial: z.optional(z.nullable(str)),
    split: z.array(z.object({ party: z.enum(['host', 'platform']), amount: int })),
  }),
  /** The guest's review of the stay, once there is one (order/commentDetail). */
  review: z.optional(z.nullable(z.object({ id: str, overall: int, state: str, auto: z.boolean() }))),
  cancellationRule: str,
  renewals: z.array(renewal),
  dispute: z.nullable(depositDispute),
  allowedActions: z.array(z.enum(HOST_ACTIONS)),
  /** The server's clock when it answered, so countdowns run on the server's time. */
  serverNow: epochMs,
})
export type OrderDetail = z.infer<typeof orderDetail>

export const orderLogEntry = z.object({
  at: epochMs,
  action: z.enum(ORDER_ACTIONS),
  role: z.enum(ORDER_ROLES),
  operator: str,
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
})
export type OrderLogEntry = z.infer<typeof orderLogEntry>

// ---- requests and answers ----

const filters = {
  group: z.optional(orderGroup),
  lodgeBusiness: z.optional(lodgeBusiness),
  /** Order number, booker's name or phone, or the listing's title. */
  keyword: z.optional(z.string().check(z.maxLength(60))),
  dateType: z.optional(z.enum(['checkIn', 'booked'])),
  from: z.optional(date),
  to: z.optional(date),
}
export const orderListRequest = z.object({ ...filters, ...pageFields })
export type OrderListRequest = z.infer<typeof orderListRequest>
export const orderCounts = z.record(z.enum(ORDER_GROUPS), int)
export const orderListAnswer = z.object({ list: z.array(orderSummary), total: int, counts: orderCounts, serverNow: epochMs })
export type OrderListAnswer = z.infer<typeof orderListAnswer>

export const orderDownloadRequest = z.object({ ...filters, lang: z._default(z.enum(['zh', 'en']), 'zh') })
export const orderDownloadAnswer = z.object({ fileName: str, csv: str, count: int })

export const orderTarget = z.object({ orderNo })

export const orderRejectInfoAnswer = z.object({
  reasons: z.array(z.enum(REFUSAL_REASONS)),
  warnings: z.array(z.enum(REFUSAL_WARNINGS)),
  /** The night that closes whatever the host chooses (the check-in night). */
  closeDates: z.array(str),
  /** Every night of the stay: closed too when the host sets the room unrentable. */
  unrentableDates: z.array(str),
  listingsAffected: int,
  incomeLoss: int,
  currency: str,
  /** The host's first refusal or timeout: also 7 days of down-ranking. */
  firstOffence: z.boolean(),
  bottomDays: int,
  demotionDays: int,
})
export type OrderRejectInfo = z.infer<typeof orderRejectInfoAnswer>

export const orderRejectRequest = z.object({
  orderNo,
  reason: z.enum(REFUSAL_REASONS),
  explanation: str,
  unrentable: z._default(z.boolean(), false),
})
export type OrderRejectRequest = z.infer<typeof orderRejectRequest>

export const orderChargeDetailAnswer = z.object({
  /** Current rent, and the range of an edited rent, in major units. */
  rent: int, min: int, max: int, currency: str, nights: int,
  perNight: z.array(z.object({ date: str, price: int })),
})
export const orderEditChargeRequest = z.object({ orderNo, rent: z.number() })
export const orderCheckInRequest = z.object({
  orderNo,
  credentialNo: z.string().check(z.maxLength(40)),
  /** The ID check fee the host was shown (fen, orderTenants): a check that would cost more is refused (idCheckFeeChanged). */
  fee: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(ID_CHECK_FEE_FEN))),
})
export const orderTenantsAnswer = z.object({
  guests: z.array(orderGuest),
  /** What checking the next guest's ID costs the host now (decision 0081), in fen of `currency`. */
  idCheckFee: z.object({ amount: int, currency: str, reason: z.enum(ID_CHECK_FEE_REASONS) }),
})
export const orderInsurancePreviewAnswer = z.object({
  premium: int, currency: str, insured: str, nights: int, rooms: int,
  coverage: z.array(z.enum(['propertyDamage', 'theft', 'publicLiability'])),
})
export const orderCanContactAnswer = z.object({ allowed: z.boolean(), phone: z.nullable(str), countryCode: z.nullable(str) })
export const orderRecordsAnswer = z.object({ list: z.array(orderLogEntry) })

export const rankingPenalty = z.object({
  kind: z.enum(PENALTY_KINDS), days: int, reason: z.enum(PENALTY_REASONS), orderNo: str, startsAt: epochMs, endsAt: epochMs,
})
export type RankingPenalty = z.infer<typeof rankingPenalty>
export const orderRankingAnswer = z.object({
  bottomUntil: z.nullable(epochMs),
  demotedUntil: z.nullable(epochMs),
  /** The penalties in force now. */
  penalties: z.array(rankingPenalty),
})
export type OrderRanking = z.infer<typeof orderRankingAnswer>

export const renewalTarget = z.object({ orderNo, renewalId: str })
export const renewalRejectRequest = z.object({ orderNo, renewalId: str, reason: z.enum(REFUSAL_REASONS) })
export const depositClaimRequest = z.object({ orderNo, amount: z.number(), reason: str })
