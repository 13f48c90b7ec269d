/** Orders (business rules 3 Order, 4 Order, renewals, deposit dispute; 8 refusal warning and reasons). */

/** Order states (business rules 4), in the order a stay goes through them. */
export const ORDER_STATES = [
  'waitConfirm', 'waitPay', 'waitCheckIn', 'checkedIn', 'completed',
  'cancelled', 'payTimeout', 'confirmTimeout', 'rejected', 'leftEarly',
] as const
export type OrderState = (typeof ORDER_STATES)[number]

/** The order list's tabs: completed holds leftEarly, closed the orders that ended without a stay. */
export const ORDER_GROUPS = ['all', 'waitConfirm', 'waitPay', 'waitCheckIn', 'checkedIn', 'completed', 'closed'] as const
export type OrderGroup = (typeof ORDER_GROUPS)[number]

/** house = a B&B listing's order; store = a hotel's (lodgeBusiness=store on the list). */
export const LODGE_BUSINESS = ['house', 'store'] as const
export type LodgeBusiness = (typeof LODGE_BUSINESS)[number]

export const CREDENTIAL_TYPES = ['idCard', 'passport', 'militaryId'] as const
export type CredentialType = (typeof CREDENTIAL_TYPES)[number]

/** The six reasons offered to a host who refuses an order (business rules 8). */
export const REFUSAL_REASONS = ['dateTooFar', 'tooFewDays', 'unableToHost', 'maintenance', 'priceUncertain', 'fullyBooked'] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

/** What the refusal warning lists (business rules 8). */
export const REFUSAL_WARNINGS = ['rankingPenalty', 'sevenDaysDemotion', 'dayClosed', 'incomeLoss', 'hostLevelDrop'] as const
export type RefusalWarning = (typeof REFUSAL_WARNINGS)[number]

/** Who acted, for the operation log (business rules 6 operating roles, plus the guest and staff). */
export const ORDER_ROLES = ['guest', 'merchantWeb', 'merchantMobile', 'thirdParty', 'system', 'staff'] as const
export type OrderRole = (typeof ORDER_ROLES)[number]

/** Every action of the operation log. */
export const ORDER_ACTIONS = [
  'book', 'accept', 'editCharge', 'reject', 'pay', 'cancel', 'confirmTimeout', 'payTimeout',
  'checkIn', 'checkOut', 'leaveEarly', 'insure', 'invoiceRequest', 'invoiceIssue',
  'renewRequest', 'renewAccept', 'renewReject', 'renewPay', 'renewOverdue', 'renewCancel',
  'depositClaim', 'depositAccept', 'depositRefuse', 'depositEscalate', 'depositResolve', 'depositAutoRefund',
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

/** What a host may do with an order now (the detail's allowedActions). */
export const HOST_ACTIONS = ['accept', 'reject', 'editCharge', 'checkIn', 'insure', 'contact', 'claimDeposit', 'escalateDeposit', 'issueInvoice'] as const
export type HostAction = (typeof HOST_ACTIONS)[number]

export const PENALTY_KINDS = ['bottom', 'demotion'] as const
export type PenaltyKind = (typeof PENALTY_KINDS)[number]
/** Why listings are ranked down: an order refused or not confirmed in time, or a violation staff punished (decision 0060). */
export const PENALTY_REASONS = ['rejection', 'confirmTimeout', 'violation'] as const
export type PenaltyReason = (typeof PENALTY_REASONS)[number]

export const INSURANCE_STATES = ['none', 'insured'] as const
export const REFUND_STATES = ['none', 'pending', 'refunded'] as const
export const INVOICE_PROVIDERS = ['platform', 'host'] as const
export const INVOICE_STATES = ['notRequested', 'requested', 'issued'] as const
export const SETTLEMENT_STATES = ['pending', 'settled'] as const
export const CANCELLED_BY = ['guest', 'host', 'system'] as const
