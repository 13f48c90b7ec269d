import type { MessageKey } from '../messages'
import type { PayoutAccountType } from '../payout/states'

/**
 * The wallet's service agreement (spec 7 user "wallet agree"; decision 0082): the payment and
 * settlement service agreement (/agreement/20.html), accepted once before a host's first
 * withdrawal. Its version is the page's date: a new version is accepted again before the next
 * withdrawal.
 */
export const WALLET_AGREEMENT = { path: '/agreement/20.html', version: '2026-12-04' } as const

/** Whether an acceptance of `acceptedVersion` (null: none) lets the host withdraw. */
export function agreementAccepted(acceptedVersion: string | null): boolean {
  return acceptedVersion === WALLET_AGREEMENT.version
}

/** What a payout account may be paid in one withdrawal and in one Beijing day (fen; decision 0082). */
export type WithdrawalLimits = {
  /** The smallest withdrawal. */
  minFen: number
  /** The largest single withdrawal. */
  maxFen: number
  /** The most withdrawn to the account in one Beijing day. */
  dayFen: number
  /** The most withdrawals to the account in one Beijing day. */
  dayCount: number
}

/**
 * The limits by kind of account (decision 0082): a person's debit card as the banks' own limits
 * for a person's online transfers; a company account higher.
 */
export const WITHDRAWAL_LIMITS: Readonly<Record<PayoutAccountType, WithdrawalLimits>> = {
  private: { minFen: 100, maxFen: 2_000_000, dayFen: 5_000_000, dayCount: 3 },
  public: { minFen: 100, maxFen: 20_000_000, dayFen: 100_000_000, dayCount: 3 },
}

/** What has been withdrawn to an account in the current Beijing day (returned withdrawals do not count). */
export type DayUsage = { amount: number; count: number }

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The Beijing day `now` falls in: its start and end (exclusive) in ms. The limits start again at midnight Beijing time. */
export function beijingDay(now: number): { start: number; end: number } {
  const start = Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS
  return { start, end: start + DAY_MS }
}

/** What is left of the day's limits after `used`: never below zero. */
export function leftToday(limits: WithdrawalLimits, used: DayUsage): DayUsage {
  return { amount: Math.max(0, limits.dayFen - used.amount), count: Math.max(0, limits.dayCount - used.count) }
}

/** A refusal with the figures it names (yuan with two decimals, as the host types them). */
export type LimitRefusal = { key: MessageKey; params: Record<string, string | number> }

const yuan = (fen: number) => (fen / 100).toFixed(2)

/**
 * Why a withdrawal of `amount` fen to an account with these limits cannot be made, or null: below
 * the smallest or above the largest single withdrawal (checked before anything is claimed), then,
 * with the day's usage, no withdrawals left today or more than what is left of the day's amount.
 * Without `used`, only the single-withdrawal limits are judged.
 */
export function withdrawalLimitRefusal(limits: WithdrawalLimits, amount: number, used?: DayUsage): LimitRefusal | null {
  if (!Number.isInteger(amount) || amount < 1) return { key: 'withdrawAmountInvalid', params: {} }
  if (amount < limits.minFen) return { key: 'withdrawBelowMinimum', params: { min: yuan(limits.minFen) } }
  if (amount > limits.maxFen) return { key: 'withdrawOverSingleLimit', params: { max: yuan(limits.maxFen) } }
  if (!used) return null
  const left = leftToday(limits, used)
  if (left.count === 0) return { key: 'withdrawDayCountReached', params: { count: limits.dayCount } }
  if (amount > left.amount) return { key: 'withdrawOverDayLeft', params: { left: yuan(left.amount) } }
  return null
}
