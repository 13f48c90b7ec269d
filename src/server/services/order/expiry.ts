import type { Job } from '../../job'
import { moveRenewal } from './actions'
import { moveDispute } from './guest'
import { findOrder, SYSTEM_ACTOR } from './repo'
import type { Db } from './repo'
import { expireIfDue } from './transition'

export type ExpiryResult = { confirmTimeouts: number; payTimeouts: number; renewalsOverdue: number; depositsRefunded: number }

/**
 * Ends what waited too long at `now`: orders not confirmed within 30 minutes (confirmation
 * timeout: stock back, penalties), accepted orders not paid within 30 minutes (payment
 * timeout: stock back), renewals past their windows (overdue: nights back) and refused deposit
 * deductions nobody escalated (refunded). Each one in its own transaction; a concurrent action
 * on the same order wins and is left alone. `only`: one host's (staff moving the clock for one
 * host, e.g. a browser test, leaves the others' orders waiting).
 */
export async function expireOrders(db: Db, now: number, only?: { userId: number }): Promise<ExpiryResult> {
  const result: ExpiryResult = { confirmTimeouts: 0, payTimeouts: 0, renewalsOverdue: 0, depositsRefunded: 0 }
  let dueQuery = db.selectFrom('orders').selectAll()
    .where((eb) => eb.or([
      eb.and([eb('state', '=', 'waitConfirm'), eb('confirm_deadline', '<=', now)]),
      eb.and([eb('state', '=', 'waitPay'), eb('pay_deadline', '<=', now)]),
    ]))
  if (only) dueQuery = dueQuery.where('user_id', '=', only.userId)
  const due = await dueQuery.execute()
  for (const row of due) {
    if (await expireIfDue(db, row, now)) {
      if (row.state === 'waitConfirm') result.confirmTimeouts += 1
      else result.payTimeouts += 1
    }
  }
  const renewals = await db.selectFrom('order_renewals').select(['id', 'order_no', 'state'])
    .where((eb) => eb.or([
      eb.and([eb('state', '=', 'waitConfirm'), eb('confirm_deadline', '<=', now)]),
      eb.and([eb('state', '=', 'waitPay'), eb('pay_deadline', '<=', now)]),
    ])).execute()
  for (const renewal of renewals) {
    const order = await findOrder(db, renewal.order_no)
    if (!order || (only && order.user_id !== only.userId)) continue
    try {
      await moveRenewal(db, order, renewal.id, 'overdue', SYSTEM_ACTOR, now)
      result.renewalsOverdue += 1
    } catch {
      // moved meanwhile
    }
  }
  const disputes = await db.selectFrom('order_disputes').select('order_no').where('state', '=', 'guestRefused').where('auto_refund_at', '<=', now).execute()
  for (const dispute of disputes) {
    const order = await findOrder(db, dispute.order_no)
    if (!order || (only && order.user_id !== only.userId)) continue
    try {
      await moveDispute(db, order, 'autoRefund', SYSTEM_ACTOR, now)
      result.depositsRefunded += 1
    } catch {
      // escalated meanwhile
    }
  }
  return result
}

/** The job `order-expiry`: every minute. */
export const orderExpiryJob: Job = {
  name: 'order-expiry',
  everyMs: 60_000,
  run: async (db, now) => {
    await expireOrders(db, now)
  },
}
