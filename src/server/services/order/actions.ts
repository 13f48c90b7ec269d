import { addDays, datesFrom } from '../../../domain/calendar/dates'
import { unitToday } from '../../../domain/calendar/zones'
import { checkText } from '../../../domain/listing/text-rules'
import { checkEditCharge, editChargeRange, minorPerMajor, orderAmounts } from '../../../domain/order/amounts'
import {
  EXPLANATION_LIMITS, INSURANCE_PER_NIGHT_FEN, MINUTE_MS, PAY_WINDOW_MINUTES,
} from '../../../domain/order/constants'
import { REFUSAL_REASONS, REFUSAL_WARNINGS } from '../../../domain/order/enums'
import type { RefusalReason } from '../../../domain/order/enums'
import type { OrderRejectInfo } from '../../../domain/order/schemas'
import { RENEWAL_TRANSITIONS } from '../../../domain/order/states'
import type { RenewalState } from '../../../domain/order/states'
import { invalid, refused } from '../../errors'
import { inTransaction } from '../calendar/repo'
import { closeDay, releaseStock } from '../calendar/stock'
import { keepOrderFigures } from '../dashboard/kept-figures'
import { listRates } from '../house/repo'
import { normaliseCredential } from './book'
import { allowedActions, contactAllowed } from './detail'
import { demotionDays, priorOffences } from './penalties'
import { recordIdCheck, type IdChecker } from './id-checks'
import { findOrder, guestsOf, writeLog } from './repo'
import type { Db, OrderActor, OrderRow } from './repo'
import { acceptPatch, transition, updateOrder } from './transition'

/**
 * The order must still wait for the host. One whose window has passed is refused as expired
 * and left as it is (a refusal changes nothing); the expiry job times it out within a minute.
 */
async function stillWaiting(_db: Db, row: OrderRow, now: number): Promise<void> {
  if (row.state === 'waitConfirm' && row.confirm_deadline !== null && now >= Number(row.confirm_deadline)) throw refused('orderExpired')
  if (row.state === 'confirmTimeout' || row.state === 'payTimeout') throw refused('orderExpired')
  // the state it is in now: an answer from a notification says "cancelled" or "already answered" (issue 40)
  if (row.state !== 'waitConfirm') throw refused('orderStateChanged', undefined, { state: row.state })
}

/** Accept: the guest then has 30 minutes to pay. */
export async function confirmOrder(db: Db, row: OrderRow, actor: OrderActor, now: number): Promise<OrderRow> {
  await stillWaiting(db, row, now)
  return transition(db, row, 'accept', actor, now, { patch: acceptPatch(now) })
}

/** The nights a refusal closes: the check-in night, or every night of the stay when the room is set unrentable. */
export function nightsToClose(row: OrderRow, unrentable: boolean): string[] {
  if (row.unit_id === null) return []
  return unrentable ? datesFrom(row.check_in, addDays(row.check_out, -1)) : [row.check_in]
}

/** What the refusal warning shows, with the real figures (business rules 8 and 9). */
export async function rejectInfo(db: Db, row: OrderRow, now: number): Promise<OrderRejectInfo> {
  await stillWaiting(db, row, now)
  const prior = await priorOffences(db, row.user_id)
  const listings = await db.selectFrom('listings').select((eb) => eb.fn.count<number>('lu_id').as('n'))
    .where('user_id', '=', row.user_id).where('deleted_at', 'is', null).where('live', 'is not', null).where('kind', '!=', 'hotel').executeTakeFirst()
  const closeDates = nightsToClose(row, false)
  return {
    reasons: [...REFUSAL_REASONS],
    // "the night is closed" only where a night closes: a hotel order has no calendar yet (issue 14)
    warnings: REFUSAL_WARNINGS.filter((warning) => warning !== 'dayClosed' || closeDates.length > 0),
    closeDates,
    unrentableDates: nightsToClose(row, true),
    listingsAffected: Number(listings?.n ?? 0),
    incomeLoss: Number(row.income),
    currency: row.currency,
    firstOffence: prior === 0,
    bottomDays: 7,
    demotionDays: demotionDays(prior),
  }
}

/**
 * Reject with a reason and an explanation: the stock goes back, the check-in night (or the whole
 * stay when the room is set unrentable) closes in the calendar, and the penalties apply (transition).
 */
export async function rejectOrder(db: Db, row: OrderRow, actor: OrderActor, input: { reason: RefusalReason; explanation: string; unrentable: boolean }, now: number): Promise<OrderRow> {
  const explanation = input.explanation.trim()
  if ([...explanation].length < EXPLANATION_LIMITS.min || [...explanation].length > EXPLANATION_LIMITS.max) {
    throw invalid('orderExplanationLength', 'explanation', { min: EXPLANATION_LIMITS.min, max: EXPLANATION_LIMITS.max })
  }
  const finding = checkText(explanation)
  if (finding) throw invalid(finding.key, 'explanation', finding.params)
  await stillWaiting(db, row, now)
  const closing = nightsToClose(row, input.unrentable)
  return transition(db, row, 'reject', actor, now, {
    patch: { reject_reason: input.reason, reject_explanation: explanation, closed_dates: JSON.stringify(closing), cancelled_by: 'host' },
    detail: { reason: input.reason, unrentable: input.unrentable ? 1 : 0, closed: closing.join(',') },
    after: async (trx) => {
      for (const date of closing) await closeDay(trx, row.unit_id!, date, 'orderRefusal', now)
    },
  })
}

/** Modify and accept: the current rent and the range of an edited rent (major units), with each night's price. */
export function chargeDetail(row: OrderRow) {
  const minor = minorPerMajor(row.currency)
  const range = editChargeRange(Number(row.rent), row.currency)
  const nightly = JSON.parse(row.nightly) as { date: string; price: number }[]
  return {
    rent: Math.floor(Number(row.rent) / minor), ...range, currency: row.currency, nights: Number(row.nights),
    perNight: nightly.map((n) => ({ date: n.date, price: Math.round(n.price / minor) })),
  }
}

export async function editCharge(db: Db, row: OrderRow, actor: OrderActor, rent: number, now: number): Promise<OrderRow> {
  const range = editChargeRange(Number(row.rent), row.currency)
  if (!checkEditCharge(rent, range)) throw invalid('orderEditChargeRange', 'rent', range)
  await stillWaiting(db, row, now)
  const minor = minorPerMajor(row.currency)
  // the platform's share of an activity discount stays; the host's part is what the host lowered it to
  const platformDiscount = Number(row.platform_discount)
  const amounts = orderAmounts({
    originalRent: Number(row.original_rent), merchantDiscount: Number(row.original_rent) - platformDiscount - rent * minor,
    platformDiscount, invoiceByPlatform: row.invoice_provider === 'platform',
  })
  return transition(db, row, 'editCharge', actor, now, {
    patch: {
      rent: amounts.rent, merchant_discount: amounts.merchantDiscount, service_fee: amounts.serviceFee,
      invoice_service_fee: amounts.invoiceServiceFee, income: amounts.income, pay_deadline: now + PAY_WINDOW_MINUTES * MINUTE_MS,
    },
    detail: { oldRent: Number(row.rent), newRent: amounts.rent },
  })
}

/**
 * Check-in by a guest's ID number, from the check-in day on; the first guest in moves the order to
 * checked in. Each guest checked is an ID check of the host's, with its fee (decision 0081), in
 * the same transaction: a refusal charges nothing.
 */
export async function checkInGuest(
  db: Db, row: OrderRow, actor: OrderActor, credentialNo: string, now: number,
  check: { checker: IdChecker; shownFee?: number | undefined },
): Promise<OrderRow> {
  if (row.state !== 'waitCheckIn' && row.state !== 'checkedIn') throw refused('orderStateChanged')
  const today = unitToday(row.country, now)
  if (today < row.check_in) throw refused('orderCheckInTooEarly', 'credentialNo', { date: row.check_in })
  const wanted = normaliseCredential(credentialNo)
  const guest = (await guestsOf(db, row.order_no)).find((g) => g.credential_no === wanted)
  if (!guest) throw invalid('orderCredentialNotFound', 'credentialNo')
  if (guest.checked_in_at !== null) throw refused('orderGuestAlreadyCheckedIn', 'credentialNo')
  return transition(db, row, 'checkIn', actor, now, {
    detail: { guest: guest.name },
    after: async (trx) => {
      await trx.updateTable('order_guests').set({ checked_in_at: now }).where('id', '=', guest.id).execute()
      await recordIdCheck(trx, check.checker, { orderNo: row.order_no, guestId: guest.id, shownFee: check.shownFee }, now)
    },
  })
}

/** Property insurance (paid orders before check-out): 5 yuan per night and room, in the order's currency. */
export async function insurancePreview(db: Db, row: OrderRow, insured: string) {
  if (row.state !== 'waitCheckIn' && row.state !== 'checkedIn') throw refused('orderInsuranceNotAllowed')
  if (row.insurance_state === 'insured') throw refused('orderAlreadyInsured')
  const nights = Number(row.nights)
  const rooms = Number(row.rooms)
  let rate = 1
  if (row.currency !== 'RMB') {
    const found = (await listRates(db)).find((r) => r.currency === row.currency)
    rate = found ? Number(found.rate) : 1
  }
  const premium = Math.round((INSURANCE_PER_NIGHT_FEN / 100) * rate * minorPerMajor(row.currency)) * nights * rooms
  return { premium, currency: row.currency, insured, nights, rooms, coverage: ['propertyDamage', 'theft', 'publicLiability'] as const }
}

export async function buyInsurance(db: Db, row: OrderRow, actor: OrderActor, insured: string, now: number): Promise<OrderRow> {
  const preview = await insurancePreview(db, row, insured)
  return updateOrder(db, row, 'insure', actor, now, {
    insurance_state: 'insured', insurance_policy_no: `PI${row.order_no}`, insurance_premium: preview.premium, insured_name: insured,
  }, { premium: preview.premium })
}

/** Orders a guest may ask an invoice for: paid, staying or stayed. */
const INVOICEABLE_STATES: ReadonlySet<string> = new Set(['waitCheckIn', 'checkedIn', 'completed', 'leftEarly'])

/** The guest asks for an invoice (the console plays the guest): once, on a paid order, with the title it is made out to. */
export async function requestInvoice(db: Db, row: OrderRow, title: string, now: number): Promise<OrderRow> {
  if (!INVOICEABLE_STATES.has(row.state) || row.invoice_state !== 'notRequested') throw refused('orderStateChanged')
  return updateOrder(db, row, 'invoiceRequest', { role: 'guest', operator: row.booker_name }, now, {
    invoice_state: 'requested', invoice_title: title, invoice_requested_at: now,
  }, { title })
}

/**
 * The invoice a guest asked for is issued: by the host when it issues its own (within 4 days,
 * business rules 9), by the platform (the console) otherwise. Issued once.
 */
export async function issueInvoice(db: Db, row: OrderRow, actor: OrderActor, now: number): Promise<OrderRow> {
  if (row.invoice_state !== 'requested') throw refused('orderStateChanged')
  const byHost = actor.role === 'merchantWeb' || actor.role === 'merchantMobile'
  if (byHost !== (row.invoice_provider === 'host')) throw refused('orderStateChanged')
  return updateOrder(db, row, 'invoiceIssue', actor, now, { invoice_state: 'issued' })
}

export function canContact(row: OrderRow, now: number) {
  const allowed = contactAllowed(row, now)
  return { allowed, phone: allowed ? row.booker_phone : null, countryCode: allowed ? row.booker_country_code : null }
}

/** The host claims part of the deposit after check-out (within 48 hours, once): the guest answers through the console. */
export async function claimDeposit(db: Db, row: OrderRow, actor: OrderActor, input: { amount: number; reason: string }, now: number): Promise<OrderRow> {
  const guests = await guestsOf(db, row.order_no)
  if (!allowedActions(row, guests, null, now).includes('claimDeposit')) throw refused('depositClaimNotAllowed')
  const existing = await db.selectFrom('order_disputes').select('order_no').where('order_no', '=', row.order_no).executeTakeFirst()
  if (existing) throw refused('depositClaimNotAllowed')
  const max = Math.floor(Number(row.deposit) / minorPerMajor(row.currency))
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > max) throw invalid('depositClaimRange', 'amount', { min: 1, max })
  const reason = input.reason.trim()
  if ([...reason].length < EXPLANATION_LIMITS.min || [...reason].length > EXPLANATION_LIMITS.max) {
    throw invalid('orderExplanationLength', 'reason', { min: EXPLANATION_LIMITS.min, max: EXPLANATION_LIMITS.max })
  }
  return inTransaction(db, async (trx) => {
    await trx.insertInto('order_disputes').values({
      order_no: row.order_no, state: 'claimPending', amount: input.amount * minorPerMajor(row.currency), reason, claimed_at: now,
      guest_answered_at: null, auto_refund_at: null, escalated_at: null, resolution: null, refunded: null, updated_at: now,
    }).execute()
    await writeLog(trx, row.order_no, 'depositClaim', actor, now, { amount: input.amount })
    return (await findOrder(trx, row.order_no))!
  })
}

/** The guest refused the deduction: the host asks customer service before the automatic refund. */
export async function escalateDeposit(db: Db, row: OrderRow, actor: OrderActor, now: number): Promise<OrderRow> {
  return inTransaction(db, async (trx) => {
    const result = await trx.updateTable('order_disputes').set({ state: 'serviceIntervention', escalated_at: now, updated_at: now })
      .where('order_no', '=', row.order_no).where('state', '=', 'guestRefused').where('auto_refund_at', '>', now).executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw refused('depositEscalateNotAllowed')
    await writeLog(trx, row.order_no, 'depositEscalate', actor, now)
    return (await findOrder(trx, row.order_no))!
  })
}

/** Moves a renewal by its table, with the version-free guard of its current state. */
export async function moveRenewal(db: Db, row: OrderRow, renewalId: string, action: 'accept' | 'reject' | 'pay' | 'overdue' | 'cancel', actor: OrderActor, now: number, extra: { rejectReason?: RefusalReason } = {}): Promise<void> {
  await inTransaction(db, async (trx) => {
    const renewal = await trx.selectFrom('order_renewals').selectAll().where('id', '=', renewalId).where('order_no', '=', row.order_no).executeTakeFirst()
    if (!renewal) throw refused('renewalStateChanged')
    const to = RENEWAL_TRANSITIONS[renewal.state as RenewalState][action]
    if (!to) throw refused('renewalStateChanged')
    if (action === 'accept' && renewal.confirm_deadline !== null && now >= Number(renewal.confirm_deadline)) throw refused('renewalStateChanged')
    const result = await trx.updateTable('order_renewals').set({
      state: to, updated_at: now,
      ...(action === 'accept' ? { pay_deadline: now + PAY_WINDOW_MINUTES * MINUTE_MS } : {}),
      ...(extra.rejectReason ? { reject_reason: extra.rejectReason } : {}),
    }).where('id', '=', renewalId).where('state', '=', renewal.state).executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) throw refused('renewalStateChanged')
    if ((to === 'rejected' || to === 'overdue' || to === 'cancelled') && renewal.booking_id) await releaseStock(trx, renewal.booking_id, now)
    if (to === 'paid') {
      // the stay grows: the order's check-out, nights and money follow the renewal, from the order
      // as it is now (its version checked: the business figures take exactly it away)
      const order = (await findOrder(trx, row.order_no))!
      const minorRent = Number(renewal.rent)
      const amounts = orderAmounts({
        originalRent: Number(order.original_rent) + minorRent, merchantDiscount: Number(order.merchant_discount),
        platformDiscount: Number(order.platform_discount), invoiceByPlatform: order.invoice_provider === 'platform',
      })
      const grown = await trx.updateTable('orders').set({
        check_out: renewal.new_check_out, nights: Number(order.nights) + Number(renewal.nights), original_rent: Number(order.original_rent) + minorRent,
        rent: amounts.rent, service_fee: amounts.serviceFee, invoice_service_fee: amounts.invoiceServiceFee, income: amounts.income,
        updated_at: now, version: Number(order.version) + 1,
      }).where('order_no', '=', row.order_no).where('version', '=', order.version).executeTakeFirst()
      if (Number(grown.numUpdatedRows) === 0) throw refused('renewalStateChanged')
      await keepOrderFigures(trx, order, (await findOrder(trx, row.order_no))!)
    }
    const logAction = { accept: 'renewAccept', reject: 'renewReject', pay: 'renewPay', overdue: 'renewOverdue', cancel: 'renewCancel' } as const
    await writeLog(trx, row.order_no, logAction[action], actor, now, { renewal: renewalId, nights: Number(renewal.nights) })
  })
}

