import { describe, expect, it } from 'vitest'
import { ORDER_ACTIONS, ORDER_STATES } from '../../../../src/domain/order/enums'
import type { OrderAction, OrderState } from '../../../../src/domain/order/enums'
import { attentionOf, canTransition, DISPUTE_TRANSITIONS, groupOf, nextState, RENEWAL_TRANSITIONS, statesOf } from '../../../../src/domain/order/states'

/** Every allowed move of business rules 4; everything else must be refused. */
const ALLOWED: [OrderState, OrderAction, OrderState][] = [
  ['waitConfirm', 'accept', 'waitPay'],
  ['waitConfirm', 'editCharge', 'waitPay'],
  ['waitConfirm', 'reject', 'rejected'],
  ['waitConfirm', 'confirmTimeout', 'confirmTimeout'],
  ['waitConfirm', 'cancel', 'cancelled'],
  ['waitPay', 'pay', 'waitCheckIn'],
  ['waitPay', 'payTimeout', 'payTimeout'],
  ['waitPay', 'cancel', 'cancelled'],
  ['waitCheckIn', 'checkIn', 'checkedIn'],
  ['waitCheckIn', 'cancel', 'cancelled'],
  ['checkedIn', 'checkIn', 'checkedIn'],
  ['checkedIn', 'checkOut', 'completed'],
  ['checkedIn', 'leaveEarly', 'leftEarly'],
]

describe('order state machine', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, action, to) => {
    expect(nextState(from, action)).toBe(to)
  })

  it('refuses every other state and action pair', () => {
    const allowed = new Set(ALLOWED.map(([from, action]) => `${from}:${action}`))
    let refused = 0
    for (const state of ORDER_STATES) {
      for (const action of ORDER_ACTIONS) {
        if (allowed.has(`${state}:${action}`)) continue
        expect(canTransition(state, action), `${state} ${action}`).toBe(false)
        refused += 1
      }
    }
    expect(refused).toBe(ORDER_STATES.length * ORDER_ACTIONS.length - ALLOWED.length)
  })

  it('ended orders take no action (an order cannot be changed after it ended)', () => {
    for (const state of ['completed', 'cancelled', 'payTimeout', 'confirmTimeout', 'rejected', 'leftEarly'] as const) {
      expect(ORDER_ACTIONS.filter((action) => canTransition(state, action))).toEqual([])
    }
  })

  it('groups: left early counts as completed, the four endings without a stay as closed', () => {
    expect(groupOf('leftEarly')).toBe('completed')
    expect(statesOf('closed').sort()).toEqual(['cancelled', 'confirmTimeout', 'payTimeout', 'rejected'])
    expect(statesOf('all')).toHaveLength(ORDER_STATES.length)
    expect(statesOf('waitConfirm')).toEqual(['waitConfirm'])
  })

  it('renewals: confirm then pay; overdue or cancelled while waiting; nothing after an end', () => {
    expect(RENEWAL_TRANSITIONS.waitConfirm.accept).toBe('waitPay')
    expect(RENEWAL_TRANSITIONS.waitConfirm.reject).toBe('rejected')
    expect(RENEWAL_TRANSITIONS.waitPay.pay).toBe('paid')
    expect(RENEWAL_TRANSITIONS.waitPay.overdue).toBe('overdue')
    expect(RENEWAL_TRANSITIONS.waitPay.reject).toBeUndefined()
    expect(Object.keys(RENEWAL_TRANSITIONS.paid)).toEqual([])
  })

  it('deposit dispute: a refused deduction goes to customer service or is refunded automatically', () => {
    expect(DISPUTE_TRANSITIONS.claimPending.guestRefuse).toBe('guestRefused')
    expect(DISPUTE_TRANSITIONS.guestRefused.escalate).toBe('serviceIntervention')
    expect(DISPUTE_TRANSITIONS.guestRefused.autoRefund).toBe('autoRefunded')
    expect(DISPUTE_TRANSITIONS.claimPending.escalate).toBeUndefined()
    expect(DISPUTE_TRANSITIONS.serviceIntervention.resolve).toBe('resolved')
  })
})

describe('what a state asks of the host (the chip colour)', () => {
  it('only an order waiting for confirmation asks the host to act; every state has one meaning', () => {
    expect(ORDER_STATES.filter((state) => attentionOf(state) === 'act')).toEqual(['waitConfirm'])
    expect(Object.fromEntries(ORDER_STATES.map((state) => [state, attentionOf(state)]))).toEqual({
      waitConfirm: 'act', waitPay: 'guest', waitCheckIn: 'arriving', checkedIn: 'staying', completed: 'done', leftEarly: 'done',
      cancelled: 'closed', payTimeout: 'closed', confirmTimeout: 'closed', rejected: 'closed',
    })
  })
})
