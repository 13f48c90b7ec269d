import type { OrderAction, OrderGroup, OrderState } from './enums'

/**
 * The order state machine (business rules 4): which action moves which state where. Anything
 * not in the table is refused (`orderStateChanged`). An order cannot be changed after submission
 * except through these actions.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, Partial<Record<OrderAction, OrderState>>>> = {
  waitConfirm: { accept: 'waitPay', editCharge: 'waitPay', reject: 'rejected', confirmTimeout: 'confirmTimeout', cancel: 'cancelled' },
  waitPay: { pay: 'waitCheckIn', payTimeout: 'payTimeout', cancel: 'cancelled' },
  waitCheckIn: { checkIn: 'checkedIn', cancel: 'cancelled' },
  checkedIn: { checkIn: 'checkedIn', checkOut: 'completed', leaveEarly: 'leftEarly' },
  completed: {},
  cancelled: {},
  payTimeout: {},
  confirmTimeout: {},
  rejected: {},
  leftEarly: {},
}

export function nextState(state: OrderState, action: OrderAction): OrderState | null {
  return ORDER_TRANSITIONS[state][action] ?? null
}

export function canTransition(state: OrderState, action: OrderAction): boolean {
  return nextState(state, action) !== null
}

/** The list tab an order belongs to. */
export function groupOf(state: OrderState): Exclude<OrderGroup, 'all'> {
  switch (state) {
    case 'waitConfirm':
    case 'waitPay':
    case 'waitCheckIn':
    case 'checkedIn':
    case 'completed':
      return state
    case 'leftEarly':
      return 'completed'
    default:
      return 'closed'
  }
}

/** The states of a list tab. */
export function statesOf(group: OrderGroup): OrderState[] {
  const all: OrderState[] = ['waitConfirm', 'waitPay', 'waitCheckIn', 'checkedIn', 'completed', 'cancelled', 'payTimeout', 'confirmTimeout', 'rejected', 'leftEarly']
  return group === 'all' ? all : all.filter((state) => groupOf(state) === group)
}

/** Renewal states (business rules 4: confirmation, payment, overdue, cancelled, rejected; paid when done). */
/**
 * What an order's state asks of the host, which colours its chip (issue 13): `act` the host must
 * answer (waiting for confirmation); `guest` the guest must act (pay); `arriving` a paid stay to
 * prepare; `staying` a guest in the house; `done` a stay that ended; `closed` an order that ended
 * without a stay.
 */
export type StateAttention = 'act' | 'guest' | 'arriving' | 'staying' | 'done' | 'closed'

export function attentionOf(state: OrderState): StateAttention {
  switch (state) {
    case 'waitConfirm': return 'act'
    case 'waitPay': return 'guest'
    case 'waitCheckIn': return 'arriving'
    case 'checkedIn': return 'staying'
    case 'completed':
    case 'leftEarly': return 'done'
    default: return 'closed'
  }
}

export const RENEWAL_STATES = ['waitConfirm', 'waitPay', 'paid', 'overdue', 'cancelled', 'rejected'] as const
export type RenewalState = (typeof RENEWAL_STATES)[number]
export const RENEWAL_ACTIONS = ['accept', 'reject', 'pay', 'overdue', 'cancel'] as const
export type RenewalAction = (typeof RENEWAL_ACTIONS)[number]
export const RENEWAL_TRANSITIONS: Readonly<Record<RenewalState, Partial<Record<RenewalAction, RenewalState>>>> = {
  waitConfirm: { accept: 'waitPay', reject: 'rejected', overdue: 'overdue', cancel: 'cancelled' },
  waitPay: { pay: 'paid', overdue: 'overdue', cancel: 'cancelled' },
  paid: {},
  overdue: {},
  cancelled: {},
  rejected: {},
}

/**
 * Deposit dispute (business rules 4): the host's claim waits for the guest; a refused deduction
 * is refunded automatically after a period unless customer service steps in.
 */
export const DISPUTE_STATES = ['claimPending', 'guestAccepted', 'guestRefused', 'serviceIntervention', 'resolved', 'autoRefunded'] as const
export type DisputeState = (typeof DISPUTE_STATES)[number]
export const DISPUTE_ACTIONS = ['guestAccept', 'guestRefuse', 'escalate', 'resolve', 'autoRefund'] as const
export type DisputeAction = (typeof DISPUTE_ACTIONS)[number]
export const DISPUTE_TRANSITIONS: Readonly<Record<DisputeState, Partial<Record<DisputeAction, DisputeState>>>> = {
  claimPending: { guestAccept: 'guestAccepted', guestRefuse: 'guestRefused' },
  guestRefused: { escalate: 'serviceIntervention', autoRefund: 'autoRefunded' },
  serviceIntervention: { resolve: 'resolved' },
  guestAccepted: {},
  resolved: {},
  autoRefunded: {},
}
