import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CredentialType, OrderAction, OrderGroup, OrderRole, RefusalReason, RefusalWarning } from '../../../domain/order/enums'
import type { DisputeState, RenewalState } from '../../../domain/order/states'

/** The order states' texts live in src/app/data (direct connection's order list shows them too). */
export { STATE_TEXTS } from '../../data/order-state-texts'

export const GROUP_TEXTS: Record<OrderGroup, MessageDescriptor> = {
  all: msg({ message: 'All' }),
  waitConfirm: msg({ message: 'To confirm' }),
  waitPay: msg({ message: 'To be paid' }),
  waitCheckIn: msg({ message: 'To check in' }),
  checkedIn: msg({ message: 'Staying' }),
  completed: msg({ message: 'Completed' }),
  closed: msg({ message: 'Cancelled or closed' }),
}

export const REASON_TEXTS: Record<RefusalReason, MessageDescriptor> = {
  dateTooFar: msg({ message: 'The date is too far ahead' }),
  tooFewDays: msg({ message: 'Too few nights' }),
  unableToHost: msg({ message: 'I am unable to host' }),
  maintenance: msg({ message: 'The place is under maintenance' }),
  priceUncertain: msg({ message: 'The price is not settled yet' }),
  fullyBooked: msg({ message: 'Fully booked' }),
}

export const WARNING_TEXTS: Record<RefusalWarning, MessageDescriptor> = {
  rankingPenalty: msg({ message: 'Ranking penalty: all your listings go to the bottom of search results for {bottomDays, plural, one {# day} other {# days}}.' }),
  sevenDaysDemotion: msg({ message: 'Demotion: your listings are down-ranked for {demotionDays, plural, one {# day} other {# days}}.' }),
  dayClosed: msg({ message: 'The night is closed: {dates} will no longer be bookable.' }),
  incomeLoss: msg({ message: 'Income loss: you give up {income} from this order.' }),
  hostLevelDrop: msg({ message: 'Host level: refusals count against your host level.' }),
}

export const ROLE_TEXTS: Record<OrderRole, MessageDescriptor> = {
  guest: msg({ message: 'Guest' }),
  merchantWeb: msg({ message: 'Merchant web' }),
  merchantMobile: msg({ message: 'Merchant mobile' }),
  thirdParty: msg({ message: 'Third party' }),
  system: msg({ message: 'Internal system' }),
  staff: msg({ message: 'Customer service' }),
}

export const ACTION_TEXTS: Record<OrderAction, MessageDescriptor> = {
  book: msg({ message: 'Booked' }),
  accept: msg({ message: 'Accepted' }),
  editCharge: msg({ message: 'Rent changed and accepted' }),
  reject: msg({ message: 'Rejected' }),
  pay: msg({ message: 'Paid' }),
  cancel: msg({ message: 'Cancelled' }),
  confirmTimeout: msg({ message: 'Not confirmed in time' }),
  payTimeout: msg({ message: 'Not paid in time' }),
  checkIn: msg({ message: 'Guest checked in' }),
  checkOut: msg({ message: 'Guest checked out' }),
  leaveEarly: msg({ message: 'Guest left early' }),
  insure: msg({ message: 'Property insurance bought' }),
  invoiceRequest: msg({ message: 'Guest asked for an invoice' }),
  invoiceIssue: msg({ message: 'Invoice issued' }),
  renewRequest: msg({ message: 'Renewal asked' }),
  renewAccept: msg({ message: 'Renewal accepted' }),
  renewReject: msg({ message: 'Renewal rejected' }),
  renewPay: msg({ message: 'Renewal paid' }),
  renewOverdue: msg({ message: 'Renewal overdue' }),
  renewCancel: msg({ message: 'Renewal cancelled' }),
  depositClaim: msg({ message: 'Deposit deduction claimed' }),
  depositAccept: msg({ message: 'Guest accepted the deduction' }),
  depositRefuse: msg({ message: 'Guest refused the deduction' }),
  depositEscalate: msg({ message: 'Customer service asked to step in' }),
  depositResolve: msg({ message: 'Dispute resolved by customer service' }),
  depositAutoRefund: msg({ message: 'Deposit refunded automatically' }),
}

export const CREDENTIAL_TEXTS: Record<CredentialType, MessageDescriptor> = {
  idCard: msg({ message: 'ID card' }),
  passport: msg({ message: 'Passport' }),
  militaryId: msg({ message: 'Military ID' }),
}

export const RENEWAL_TEXTS: Record<RenewalState, MessageDescriptor> = {
  waitConfirm: msg({ message: 'Waiting for your confirmation' }),
  waitPay: msg({ message: 'Waiting for payment' }),
  paid: msg({ message: 'Paid' }),
  overdue: msg({ message: 'Overdue' }),
  cancelled: msg({ message: 'Cancelled' }),
  rejected: msg({ message: 'Rejected' }),
}

export const DISPUTE_TEXTS: Record<DisputeState, MessageDescriptor> = {
  claimPending: msg({ message: 'Claim waiting for the guest' }),
  guestAccepted: msg({ message: 'The guest accepted the deduction' }),
  guestRefused: msg({ message: 'The guest refused the deduction' }),
  serviceIntervention: msg({ message: 'Customer service is handling it (contact within 24 hours)' }),
  resolved: msg({ message: 'Resolved by customer service' }),
  autoRefunded: msg({ message: 'Refunded to the guest automatically' }),
}

export const COVERAGE_TEXTS: Record<'propertyDamage' | 'theft' | 'publicLiability', MessageDescriptor> = {
  propertyDamage: msg({ message: 'Damage to the property' }),
  theft: msg({ message: 'Theft' }),
  publicLiability: msg({ message: 'Public liability' }),
}

export { formatMoney } from '../../../domain/money-format'
