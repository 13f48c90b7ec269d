import { randomUUID } from 'node:crypto'
import { addDays } from '../../../domain/calendar/dates'
import { minorPerMajor } from '../../../domain/order/amounts'
import { CONFIRM_WINDOW_MINUTES, DAY_MS, DEPOSIT_AUTO_REFUND_DAYS, FREE_CANCEL_MINUTES, MINUTE_MS } from '../../../domain/order/constants'
import { DISPUTE_TRANSITIONS } from '../../../domain/order/states'
import type { DisputeAction, DisputeState } from '../../../domain/order/states'
import { refused } from '../../errors'
import { inTransaction } from '../calendar/repo'
import { readCells } from '../calendar/read'
import { reserveStock } from '../calendar/stock'
import { findUnit } from '../calendar/units'
import { findOrder, writeLog } from './repo'
import type { Db, OrderActor, OrderRow } from './repo'
import { transition } from './transition'

/**
 * The guest's side of an order, for the console (the marketplace's other side): pay, cancel,
 * check out, leave early, ask to renew and pay the renewal, answer a deposit claim; staff resolve
 * a dispute. The host's alerts and the calendar follow through `transition`.
 */

export async function payOrder(db: Db, row: OrderRow, now: number): Promise<OrderRow> {
  if (row.state === 'waitPay' && row.pay_deadline !== null && now >= Number(row.pay_deadline)) throw refused('orderExpired')
  return transition(db, row, 'pay', guestOf(row), now, { patch: { paid_at: now } })
}

/**
 * Percent of the rent kept as the cancellation penalty, by the listing's rule, once the free
 * 15 minutes after booking have passed (reference 14:00 on the check-in day; decision 0025).
 */
export function cancellationPenaltyPercent(rule: string, hoursBeforeCheckIn: number): number {
  switch (rule) {
    case 'nonRefundable':
      return 100
    case 'veryStrict':
      return hoursBeforeCheckIn >= 14 * 24 ? 0 : 50
    case 'strict':
      return hoursBeforeCheckIn >= 7 * 24 ? 0 : 50
    case 'moderate':
      return hoursBeforeCheckIn >= 24 ? 0 : 30
    default:
      return hoursBeforeCheckIn >= 0 ? 0 : 30
  }
}

/** The guest cancels: free within 15 minutes after booking or before paying; later the rule's penalty is kept. */
export async function cancelOrder(db: Db, row: OrderRow, reason: string, now: number): Promise<OrderRow> {
  const paid = row.paid_at !== null
  let refund = 0
  if (paid) {
    const free = now - Number(row.created_at) <= FREE_CANCEL_MINUTES * MINUTE_MS
    // 14:00 Beijing time on the check-in day is 06:00 UTC
    const hours = (Date.parse(`${row.check_in}T06:00:00Z`) - now) / 3_600_000
    const percent = free ? 0 : cancellationPenaltyPercent(row.cancellation_rule, hours)
    refund = Math.round((Number(row.rent) * (100 - percent)) / 100) + Number(row.deposit)
  }
  return transition(db, row, 'cancel', guestOf(row), now, {
    patch: { cancel_reason: reason, cancelled_by: 'guest', ...(paid ? { refund_amount: refund, refund_state: 'pending' } : {}) },
    detail: { reason, ...(paid ? { refund } : {}) },
  })
}

export async function checkOutOrder(db: Db, row: OrderRow, now: number): Promise<OrderRow> {
  return transition(db, row, 'checkOut', guestOf(row), now, { patch: { checked_out_at: now } })
}

export async function leaveEarly(db: Db, row: OrderRow, now: number): Promise<OrderRow> {
  return transition(db, row, 'leaveEarly', guestOf(row), now, { patch: { checked_out_at: now } })
}

/** The guest asks to stay `nights` more: the nights are held, the host confirms within 30 minutes. */
export async function requestRenewal(db: Db, row: OrderRow, nights: number, now: number): Promise<string> {
  if (row.state !== 'waitCheckIn' && row.state !== 'checkedIn') throw refused('orderStateChanged')
  if (!Number.isInteger(nights) || nights < 1 || nights > 90) throw refused('orderStayRange', 'nights', { min: 1, max: 90 })
  const open = await db.selectFrom('order_renewals').select('id').where('order_no', '=', row.order_no).where('state', 'in', ['waitConfirm', 'waitPay']).executeTakeFirst()
  if (open) throw refused('renewalStateChanged')
  const newCheckOut = addDays(row.check_out, nights)
  const id = randomUUID()
  await inTransaction(db, async (trx) => {
    let rent = 0
    let bookingId: string | null = null
    if (row.unit_id) {
      const unit = await findUnit(trx, row.unit_id)
      if (!unit) throw refused('calendarNotBookable', 'nights', { date: row.check_out })
      const [cells] = await readCells(trx, [unit], row.check_out, addDays(newCheckOut, -1))
      rent = cells!.days.reduce((sum, d) => sum + d.price, 0) * minorPerMajor(row.currency) * Number(row.rooms)
      bookingId = (await reserveStock(trx, { unitId: row.unit_id, start: row.check_out, end: newCheckOut, count: Number(row.rooms), source: 'order', ref: row.order_no }, now)).bookingId
    } else {
      const nightly = JSON.parse(row.nightly) as { price: number }[]
      rent = (nightly[0]?.price ?? 0) * nights * Number(row.rooms)
    }
    await trx.insertInto('order_renewals').values({
      id, order_no: row.order_no, state: 'waitConfirm', nights, new_check_out: newCheckOut, rent, booking_id: bookingId,
      confirm_deadline: now + CONFIRM_WINDOW_MINUTES * MINUTE_MS, pay_deadline: null, reject_reason: null, created_at: now, updated_at: now,
    }).execute()
    await writeLog(trx, row.order_no, 'renewRequest', guestOf(row), now, { renewal: id, nights })
  })
  return id
}

/** A deposit dispute moves by its table (the guest answers, staff resolve, the job refunds). */
export async function moveDispute(db: Db, row: OrderRow, action: DisputeAction, actor: OrderActor, now: number, refundedMinor?: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const dispute = await trx.selectFrom('order_disputes').selectAll().where('order_no', '=', row.order_no).executeTakeFirst()
    const to = dispute ? DISPUTE_TRANSITIONS[dispute.state as DisputeState][action] : undefined
    if (!dispute || !to) throw refused('depositEscalateNotAllowed')
    const answered = action === 'guestAccept' || action === 'guestRefuse'
    const refunded = action === 'autoRefund' ? Number(row.deposit) : action === 'guestAccept' ? Number(row.deposit) - Number(dispute.amount) : refundedMinor
    const result = await trx.updateTable('order_disputes').set({
      state: to, updated_at: now,
      ...(answered ? { guest_answered_at: now } : {}),
      ...(action === 'guestRefuse' ? { auto_refund_at: now + DEPOSIT_AUTO_REFUND_DAYS * DAY_MS } : {}),
      ...(action === 'resolve' ? { resolution: 'staff' } : {}),
      ...(refunded !== undefined ? { refunded } : {}),
    }).where('order_no', '=', row.order_no).where('state', '=', dispute.state).executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw refused('depositEscalateNotAllowed')
    const logAction = { guestAccept: 'depositAccept', guestRefuse: 'depositRefuse', escalate: 'depositEscalate', resolve: 'depositResolve', autoRefund: 'depositAutoRefund' } as const
    await writeLog(trx, row.order_no, logAction[action], actor, now, refunded !== undefined ? { refunded } : {})
  })
}

export function guestOf(row: OrderRow): OrderActor {
  return { role: 'guest', operator: row.booker_name }
}

export async function reread(db: Db, orderNo: string): Promise<OrderRow> {
  return (await findOrder(db, orderNo))!
}
