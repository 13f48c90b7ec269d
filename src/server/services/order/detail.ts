import { unitToday } from '../../../domain/calendar/zones'
import { settlementDate, settlementTime } from '../../../domain/settlement/rules'
import { overallScore } from '../../../domain/review/rules'
import { CONTACT_AFTER_CHECKOUT_HOURS, DAY_MS, DEPOSIT_CLAIM_HOURS, HOST_INVOICE_DAYS, HOUR_MS } from '../../../domain/order/constants'
import type { HostAction } from '../../../domain/order/enums'
import type { DepositDispute, OrderDetail, Renewal } from '../../../domain/order/schemas'
import { platformCommission } from '../../../domain/order/amounts'
import { amountsOf, guestsOf, maskPhone, toGuest, toSummary } from './repo'
import type { Db, GuestRow, OrderRow } from './repo'

type DisputeRow = { state: string; amount: number; reason: string; claimed_at: number; guest_answered_at: number | null; auto_refund_at: number | null; escalated_at: number | null; resolution: string | null; refunded: number | null }

/** The order as its detail screens show it, with what the host may do now. */
export async function orderDetail(db: Db, row: OrderRow, now: number): Promise<OrderDetail> {
  const guests = await guestsOf(db, row.order_no)
  const renewals = await renewalsOf(db, row)
  const disputeRow = await db.selectFrom('order_disputes').selectAll().where('order_no', '=', row.order_no).executeTakeFirst()
  const dispute = disputeRow ? toDispute(disputeRow) : null
  const allowed = allowedActions(row, guests, disputeRow ?? null, now)
  const contact = allowed.includes('contact')
  const amounts = amountsOf(row)
  const item = await db.selectFrom('settlement_items')
    .leftJoin('settlement_statements', 'settlement_statements.id', 'settlement_items.statement_id')
    .select(['settlement_items.settlement_date', 'settlement_statements.serial_no'])
    .where('settlement_items.order_no', '=', row.order_no).executeTakeFirst()
  const review = await db.selectFrom('reviews')
    .select(['id', 'state', 'auto', 'hygiene', 'safety', 'description_match', 'traffic_location', 'cost_effectiveness'])
    .where('order_no', '=', row.order_no).executeTakeFirst()
  return {
    ...toSummary(row),
    bookerPhone: contact ? row.booker_phone : maskPhone(row.booker_phone),
    bookerCountryCode: row.booker_country_code,
    guests: guests.map(toGuest),
    amounts: { ...amounts, deposit: Number(row.deposit) },
    refund: row.refund_state === null ? null : {
      amount: Number(row.refund_amount ?? 0), state: row.refund_state as 'none' | 'pending' | 'refunded', at: row.refunded_at === null ? null : Number(row.refunded_at),
    },
    cancelReason: row.cancel_reason,
    cancelledBy: row.cancelled_by as OrderDetail['cancelledBy'],
    rejectReason: row.reject_reason as OrderDetail['rejectReason'],
    rejectExplanation: row.reject_explanation,
    closedDates: row.closed_dates ? (JSON.parse(row.closed_dates) as string[]) : [],
    insurance: {
      state: row.insurance_state as 'none' | 'insured', policyNo: row.insurance_policy_no, insured: row.insured_name,
      premium: row.insurance_premium === null ? null : Number(row.insurance_premium),
    },
    invoice: {
      provider: row.invoice_provider as 'platform' | 'host', state: row.invoice_state as OrderDetail['invoice']['state'], title: row.invoice_title,
      requestedAt: row.invoice_requested_at === null ? null : Number(row.invoice_requested_at),
      deadline: row.invoice_provider === 'host' && row.invoice_requested_at !== null ? Number(row.invoice_requested_at) + HOST_INVOICE_DAYS * DAY_MS : null,
    },
    smartLock: row.smart_lock,
    settlement: {
      state: row.settlement_state as 'pending' | 'settled',
      expectedAt: item ? settlementTime(item.settlement_date) : settles(row) ? settlementTime(settlementDate(row.check_out)) : null,
      statementSerial: item?.serial_no ?? null,
      split: settles(row) ? [{ party: 'host', amount: amounts.income }, { party: 'platform', amount: platformCommission(amounts) }] : [],
    },
    review: review ? {
      id: review.id, state: review.state, auto: review.auto === 1,
      overall: overallScore({
        hygiene: review.hygiene, safety: review.safety, descriptionMatch: review.description_match,
        trafficLocation: review.traffic_location, costEffectiveness: review.cost_effectiveness,
      }),
    } : null,
    cancellationRule: row.cancellation_rule,
    renewals,
    dispute,
    allowedActions: allowed,
    serverNow: now,
  }
}

/** Orders that will be settled: paid and not cancelled. */
function settles(row: OrderRow): boolean {
  return ['waitCheckIn', 'checkedIn', 'completed', 'leftEarly'].includes(row.state)
}

/** What the host may do with the order at `now` (the detail's buttons; the server checks again). */
export function allowedActions(row: OrderRow, guests: readonly GuestRow[], dispute: DisputeRow | null, now: number): HostAction[] {
  const actions: HostAction[] = []
  const waiting = row.state === 'waitConfirm' && (row.confirm_deadline === null || now < Number(row.confirm_deadline))
  if (waiting) actions.push('accept', 'reject', 'editCharge')
  const paid = row.state === 'waitCheckIn' || row.state === 'checkedIn'
  if (paid && unitToday(row.country, now) >= row.check_in && guests.some((g) => g.checked_in_at === null)) actions.push('checkIn')
  if (paid && row.insurance_state === 'none') actions.push('insure')
  if (contactAllowed(row, now)) actions.push('contact')
  const ended = row.state === 'completed' || row.state === 'leftEarly'
  if (ended && Number(row.deposit) > 0 && dispute === null && row.checked_out_at !== null && now <= Number(row.checked_out_at) + DEPOSIT_CLAIM_HOURS * HOUR_MS) {
    actions.push('claimDeposit')
  }
  if (dispute?.state === 'guestRefused' && dispute.auto_refund_at !== null && now < Number(dispute.auto_refund_at)) actions.push('escalateDeposit')
  // a host who issues its own invoices marks the guest's request issued
  if (row.invoice_provider === 'host' && row.invoice_state === 'requested') actions.push('issueInvoice')
  return actions
}

/** The guest can be contacted once the order is paid, until 24 hours after check-out. */
export function contactAllowed(row: OrderRow, now: number): boolean {
  if (row.state === 'waitCheckIn' || row.state === 'checkedIn') return true
  if ((row.state === 'completed' || row.state === 'leftEarly') && row.checked_out_at !== null) {
    return now <= Number(row.checked_out_at) + CONTACT_AFTER_CHECKOUT_HOURS * HOUR_MS
  }
  return false
}

export function toDispute(row: DisputeRow): DepositDispute {
  const n = (v: number | null) => (v === null ? null : Number(v))
  return {
    state: row.state as DepositDispute['state'], amount: Number(row.amount), reason: row.reason, claimedAt: Number(row.claimed_at),
    guestAnsweredAt: n(row.guest_answered_at), autoRefundAt: n(row.auto_refund_at), escalatedAt: n(row.escalated_at),
    resolution: row.resolution, refunded: n(row.refunded),
  }
}

export async function renewalsOf(db: Db, row: OrderRow): Promise<Renewal[]> {
  const rows = await db.selectFrom('order_renewals').selectAll().where('order_no', '=', row.order_no).orderBy('created_at', 'desc').execute()
  return rows.map((r) => ({
    id: r.id, orderNo: r.order_no, state: r.state as Renewal['state'], nights: Number(r.nights), newCheckOut: r.new_check_out,
    rent: Number(r.rent), currency: row.currency, createdAt: Number(r.created_at),
    confirmDeadline: r.state === 'waitConfirm' && r.confirm_deadline !== null ? Number(r.confirm_deadline) : null,
    payDeadline: r.state === 'waitPay' && r.pay_deadline !== null ? Number(r.pay_deadline) : null,
    rejectReason: r.reject_reason,
  }))
}
