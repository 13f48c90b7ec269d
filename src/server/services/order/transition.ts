import type { Updateable } from 'kysely'
import { MINUTE_MS, PAY_WINDOW_MINUTES } from '../../../domain/order/constants'
import type { OrderAction, OrderState } from '../../../domain/order/enums'
import { nextState } from '../../../domain/order/states'
import type { OrdersTable } from '../../db/schema'
import { refused } from '../../errors'
import { inTransaction } from '../calendar/repo'
import { releaseStock } from '../calendar/stock'
import { keepOrderFigures } from '../dashboard/kept-figures'
import { applyRankingPenalties } from './penalties'
import { findOrder, writeEvent, writeLog } from './repo'
import type { Db, OrderActor, OrderRow } from './repo'

/** Actions after which the order no longer holds its nights. */
const RELEASES: ReadonlySet<OrderAction> = new Set(['cancel', 'reject', 'confirmTimeout', 'payTimeout'])

export type TransitionOptions = {
  patch?: Updateable<OrdersTable>
  detail?: Record<string, string | number>
  /** Work in the same transaction once the order moved (closing nights, guests' check-in); not on the order's own row. */
  after?: (trx: Db, row: OrderRow) => Promise<void>
}

/** What accepting an order sets beside its state: the guest then has 30 minutes to pay (the host's accept, or flash-book's). */
export function acceptPatch(now: number): Updateable<OrdersTable> {
  return { pay_deadline: now + PAY_WINDOW_MINUTES * MINUTE_MS }
}

/**
 * Moves an order by the state machine (domain states.ts), in one transaction: the state and the
 * patch (only if nobody changed the order meanwhile: its version), the stock given back when the
 * order ends without a stay, ranking penalties for a refusal or a confirmation timeout, the
 * operation log, the alert event of a guest's cancellation and the business figures (decision
 * 0066). Refused with `orderStateChanged` (`orderExpired` for an expired order) and nothing
 * changed otherwise.
 */
export async function transition(db: Db, row: OrderRow, action: OrderAction, actor: OrderActor, now: number, options: TransitionOptions = {}): Promise<OrderRow> {
  const to = nextState(row.state as OrderState, action)
  if (!to) throw refused(row.state === 'confirmTimeout' || row.state === 'payTimeout' ? 'orderExpired' : 'orderStateChanged')
  return inTransaction(db, async (trx) => {
    const result = await trx.updateTable('orders')
      .set({ ...options.patch, state: to, updated_at: now, version: Number(row.version) + 1 })
      .where('order_no', '=', row.order_no).where('version', '=', row.version).executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw refused('orderStateChanged')
    if (RELEASES.has(action) && row.booking_id) await releaseStock(trx, row.booking_id, now)
    if (action === 'reject') await applyRankingPenalties(trx, row.user_id, row.order_no, 'rejection', now)
    if (action === 'confirmTimeout') await applyRankingPenalties(trx, row.user_id, row.order_no, 'confirmTimeout', now)
    await writeLog(trx, row.order_no, action, actor, now, { from: row.state, to, ...options.detail })
    if (action === 'cancel' && actor.role === 'guest') await writeEvent(trx, row, 'cancelled', now)
    const updated = (await findOrder(trx, row.order_no))!
    await options.after?.(trx, updated)
    // the version check above makes `row` exactly what the figures counted until now
    await keepOrderFigures(trx, row, updated)
    return updated
  })
}

/** Changes fields of an order without moving it (insurance, invoice), with the version check, a log entry and the business figures. */
export async function updateOrder(db: Db, row: OrderRow, action: OrderAction, actor: OrderActor, now: number, patch: Updateable<OrdersTable>, detail: Record<string, string | number> = {}): Promise<OrderRow> {
  return inTransaction(db, async (trx) => {
    const result = await trx.updateTable('orders').set({ ...patch, updated_at: now, version: Number(row.version) + 1 })
      .where('order_no', '=', row.order_no).where('version', '=', row.version).executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw refused('orderStateChanged')
    await writeLog(trx, row.order_no, action, actor, now, detail)
    const updated = (await findOrder(trx, row.order_no))!
    await keepOrderFigures(trx, row, updated)
    return updated
  })
}

/**
 * A waiting order whose window has passed is expired now (the job may not have run yet): moved
 * to its timeout state by the system; true when it was.
 */
export async function expireIfDue(db: Db, row: OrderRow, now: number): Promise<boolean> {
  if (row.state === 'waitConfirm' && row.confirm_deadline !== null && now >= Number(row.confirm_deadline)) {
    await transition(db, row, 'confirmTimeout', { role: 'system', operator: 'system' }, now).catch(ignoreRace)
    return true
  }
  if (row.state === 'waitPay' && row.pay_deadline !== null && now >= Number(row.pay_deadline)) {
    await transition(db, row, 'payTimeout', { role: 'system', operator: 'system' }, now).catch(ignoreRace)
    return true
  }
  return false
}

/** Another writer moved the order first: its state stands. */
function ignoreRace(error: unknown): void {
  if (!(error instanceof Error && error.message === 'orderStateChanged')) throw error
}
