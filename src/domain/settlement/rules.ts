import { addWorkingDays } from '../calendar/working-days'
import { minorPerMajor } from '../order/amounts'

/**
 * Settlement (business rules 3 "Settlement statement", 4 "Settlement", 9; issue 16; decision
 * 0054). Every stay that ended (completed, or the guest left early) becomes a settlement item
 * with the order's split; items are gathered into statements per host, payout destination
 * currency and settlement date; a statement is settled on the third working day after the stays
 * it holds ended, and its money goes to the host's wallet (mainland) or foreign bank account
 * (overseas, kept by the business manager).
 */
export { STATEMENT_STATES, isMonth, type StatementState } from './states'

/** A statement's currency: the wallet's (RMB) or the foreign bank account's (RMB or USD). */
export const STATEMENT_CURRENCIES = ['RMB', 'USD'] as const
export type StatementCurrency = (typeof STATEMENT_CURRENCIES)[number]

/** Settlement is within this many working days after the stay (business rules 9). */
export const SETTLEMENT_WORKING_DAYS = 3

/**
 * The bank's charge for a cross-border wire to a foreign account, per statement, in minor units
 * of the statement's currency (the spec names the fee and leaves its amount open: decision 0054).
 * Payments into the wallet cost nothing.
 */
export const THIRD_PARTY_FEE: Readonly<Record<StatementCurrency, number>> = { USD: 1_500, RMB: 10_000 }

/** Orders whose stay has ended and which are therefore settled. */
export const SETTLED_ORDER_STATES = ['completed', 'leftEarly'] as const

/** The date a stay ended: the day the guest left early, else the check-out date. */
export function stayEnd(order: { state: string; checkOut: string; leftOn: string | null }): string {
  return order.state === 'leftEarly' && order.leftOn !== null && order.leftOn < order.checkOut ? order.leftOn : order.checkOut
}

/** The settlement date of a stay that ended on `end`: the third working day after it. */
export function settlementDate(end: string): string {
  return addWorkingDays(end, SETTLEMENT_WORKING_DAYS)
}

/** A rate as published (units of the currency for one RMB, e.g. '21.32'), read exactly. */
type Decimal = { digits: bigint; scale: bigint }

function decimal(text: string): Decimal | null {
  const m = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(text.trim())
  if (!m) return null
  const fraction = m[2] ?? ''
  const digits = BigInt(`${m[1]}${fraction}`)
  return digits > 0n ? { digits, scale: 10n ** BigInt(fraction.length) } : null
}

/** Rates of the exchange-rate table: units of each currency for one RMB. */
export type RateTable = Readonly<Record<string, string>>

export type Conversion = {
  /** The converted amount in minor units of `to`, rounded half up. */
  amount: number
  /** Units of `to` for one unit of `from`, to 8 decimals (the settlement rate shown). */
  rate: string
}

/**
 * Converts minor units of `from` into minor units of `to` through the table's rates (both per one
 * RMB), exactly in integers: no floating point touches money. null when a rate is missing.
 */
export function convert(amount: number, from: string, to: string, rates: RateTable): Conversion | null {
  if (from === to) return { amount, rate: '1.00000000' }
  const source = decimal(from === 'RMB' ? '1' : rates[from] ?? '')
  const target = decimal(to === 'RMB' ? '1' : rates[to] ?? '')
  if (!source || !target || !Number.isSafeInteger(amount)) return null
  // to = amount / mpm(from) / source * target * mpm(to)
  const numerator = BigInt(amount) * target.digits * source.scale * BigInt(minorPerMajor(to))
  const denominator = BigInt(minorPerMajor(from)) * source.digits * target.scale
  const negative = numerator < 0n
  const abs = negative ? -numerator : numerator
  const rounded = (abs * 2n + denominator) / (denominator * 2n)
  const rateScaled = (target.digits * source.scale * 10n ** 8n * 2n + source.digits * target.scale) / (source.digits * target.scale * 2n)
  const rateText = rateScaled.toString().padStart(9, '0')
  return {
    amount: Number(negative ? -rounded : rounded),
    rate: `${rateText.slice(0, -8)}.${rateText.slice(-8)}`,
  }
}

/** What a statement pays: the items' settled amounts, less the wire fee (never below zero). */
export function statementAmounts(settledAmounts: readonly number[], fee: number): { amountDue: number; thirdPartyFee: number; actualAmount: number } {
  const amountDue = settledAmounts.reduce((sum, amount) => sum + amount, 0)
  const thirdPartyFee = Math.min(fee, Math.max(0, amountDue))
  return { amountDue, thirdPartyFee, actualAmount: amountDue - thirdPartyFee }
}

/** The month 'YYYY-MM' of a date: a stay belongs to the bill of the month it ended in. */
export function billMonth(date: string): string {
  return date.slice(0, 7)
}

/** The month before or after. */
export function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** A download holds at most this many items (business rules 5 Invoice; also orders and statements). */
export const DOWNLOAD_MAX_ITEMS = 1000

const HOUR_MS = 3_600_000
/** Statements are paid at 10:00 Beijing time on their settlement date. */
export const SETTLEMENT_HOUR_BEIJING = 10

/** When a statement of `date` is paid: 10:00 Beijing time that day. */
export function settlementTime(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) + (SETTLEMENT_HOUR_BEIJING - 8) * HOUR_MS
}

/** The latest settlement date whose statements are due at `now` (today's from 10:00 Beijing time, else yesterday's). */
export function dueThrough(now: number): string {
  const beijing = new Date(now + 8 * HOUR_MS)
  const today = beijing.toISOString().slice(0, 10)
  if (beijing.getUTCHours() >= SETTLEMENT_HOUR_BEIJING) return today
  return new Date(Date.parse(`${today}T00:00:00Z`) - 24 * HOUR_MS).toISOString().slice(0, 10)
}
