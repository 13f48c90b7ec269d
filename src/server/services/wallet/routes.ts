import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  balanceOf, LEDGER_SIGN, rowsFor, WALLET_CURRENCY, WITHDRAW_PASSWORD_ATTEMPTS,
  type LedgerKind, type LedgerView, type WalletEvent,
} from '../../../domain/wallet/ledger'
import type { WalletAgreement, WalletRecord } from '../../../domain/wallet/endpoints'
import {
  agreementAccepted, beijingDay, leftToday, WALLET_AGREEMENT, WITHDRAWAL_LIMITS, withdrawalLimitRefusal, type DayUsage,
} from '../../../domain/wallet/limits'
import type { PayoutAccountType } from '../../../domain/payout/states'
import type { Database } from '../../db/schema'
import { forbidden, invalid, notFound, refused } from '../../errors'
import { withPrepare, type Handlers } from '../../handler'
import { callerOf } from '../house/service'
import { requireMerchantAccess, withdrawPasswordKey } from '../finance/payout'
import { verifyPassword } from '../uic/password'
import { maskMobile, matchCodeTo, sendCodeTo, smsTarget, useServiceCode } from '../uic/service'
import { rateEventTimes } from '../uic/repo'
import { claimRateEvents, runClaimed } from '../uic/rate-limit'
import { walletExport } from './export'
import { withdrawalChannel } from '../finance/payout-channels'
import { withdrawalDestinations } from './destinations'
import { walletMonthly } from './monthly'
import { lockKeys } from '../../db/locks'

type Db = Kysely<Database>
const DAY_MS = 24 * 60 * 60 * 1000

/** The balance: the sum of the host's ledger, signed by kind (never a stored number). */
export async function walletBalance(db: Db, userId: number): Promise<number> {
  const rows = await db.selectFrom('wallet_ledger').select(['kind', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('user_id', '=', userId).groupBy('kind').execute()
  return balanceOf(rows.map((r) => ({ kind: r.kind as LedgerKind, amount: Number(r.total) })))
}

/** The ledger as rowsFor reads it: the host's balance and the rows of the one ref an event names. */
async function ledgerView(db: Db, userId: number, ref: string): Promise<LedgerView> {
  const balance = await walletBalance(db, userId)
  const rows = await db.selectFrom('wallet_ledger').select(['kind', 'amount']).where('user_id', '=', userId).where('ref', '=', ref).execute()
  const amounts = new Map(rows.map((row) => [row.kind, Number(row.amount)]))
  return { balance, amountOf: (kind) => amounts.get(kind) }
}

/**
 * Applies one wallet event for a host inside the caller's transaction: the host's wallet is
 * locked first (PostgreSQL; SQLite writes one transaction at a time), the domain decides the rows
 * (src/domain/wallet/ledger.ts rowsFor), and they are written. Returns the balance after it and
 * whether it added anything (an event sent again adds nothing).
 */
export async function applyWalletEvent(trx: Db, userId: number, event: WalletEvent, now: number): Promise<{ balance: number; added: boolean }> {
  await lockKeys(trx, [`wallet:${userId}`])
  const view = await ledgerView(trx, userId, refOf(event))
  const outcome = rowsFor(view, event)
  if ('refusal' in outcome) throw refused(outcome.refusal)
  for (const row of outcome.rows) {
    await trx.insertInto('wallet_ledger').values({
      user_id: userId, kind: row.kind, amount: row.amount, currency: WALLET_CURRENCY, ref: row.ref, created_at: now,
    }).execute()
  }
  return {
    balance: view.balance + outcome.rows.reduce((sum, r) => sum + LEDGER_SIGN[r.kind] * r.amount, 0),
    added: outcome.rows.length > 0,
  }
}

function refOf(event: WalletEvent): string {
  if (event.type === 'settle') return event.order
  if (event.type === 'idCheckFee') return event.check
  return event.id
}

type PreparedWithdrawal = { discard: () => Promise<void>; accountId: string; accountType: PayoutAccountType; channelId: string | null; codeId: number }

/** The SMS scene of a withdrawal's code (decision 0082). */
export const WITHDRAW_CODE_SCENE = 'withdraw'

/** The host's standing with the wallet's service agreement. */
export async function walletAgreementOf(db: Db, userId: number): Promise<WalletAgreement> {
  const row = await db.selectFrom('wallet_agreements').select(['version', 'accepted_at']).where('user_id', '=', userId).executeTakeFirst()
  return {
    path: WALLET_AGREEMENT.path,
    version: WALLET_AGREEMENT.version,
    acceptedVersion: row?.version ?? null,
    acceptedAt: row ? Number(row.accepted_at) : null,
    accepted: agreementAccepted(row?.version ?? null),
  }
}

/** What has been withdrawn to an account in the Beijing day of `now` (returned withdrawals do not count). */
export async function dayUsage(db: Db, accountId: string, now: number): Promise<DayUsage> {
  const { start, end } = beijingDay(now)
  const row = await db.selectFrom('withdrawals')
    .select([(eb) => eb.fn.sum<number>('amount').as('amount'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('account_id', '=', accountId).where('created_at', '>=', start).where('created_at', '<', end)
    .where('state', '!=', 'returned').executeTakeFirst()
  return { amount: Number(row?.amount ?? 0), count: Number(row?.count ?? 0) }
}

/** user service: the wallet (issue 15). */
export const walletHandlers: Handlers = {
  walletInfo: async (ctx) => {
    const caller = await callerOf(ctx)
    requireMerchantAccess(caller, { mainlandOnly: true })
    const balance = await walletBalance(ctx.db, caller.userId)
    const withdrawing = await ctx.db.selectFrom('withdrawals').select((eb) => eb.fn.sum<number>('amount').as('total'))
      .where('user_id', '=', caller.userId).where('state', '=', 'processing').executeTakeFirst()
    return {
      currency: WALLET_CURRENCY,
      balance,
      withdrawing: Number(withdrawing?.total ?? 0),
      accounts: await withdrawalDestinations(ctx.db, caller.userId),
      agreement: await walletAgreementOf(ctx.db, caller.userId),
    }
  },

  /**
   * The host accepts the current version of the wallet's agreement (decision 0082): the version the
   * screen showed must be the current one; accepted again, the first acceptance stands.
   */
  walletAgree: async (ctx, { version }) => {
    const caller = await callerOf(ctx)
    requireMerchantAccess(caller, { mainlandOnly: true })
    if (version !== WALLET_AGREEMENT.version) throw invalid('invalidValue', 'version')
    const now = ctx.now()
    await ctx.db.insertInto('wallet_agreements').values({ user_id: caller.userId, version, accepted_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ version, accepted_at: now }).where('wallet_agreements.version', '!=', version))
      .execute()
    return walletAgreementOf(ctx.db, caller.userId)
  },

  /** A withdrawal's SMS code to the host's own mobile, under the limits of every code (one a minute, 10 a day). */
  walletCode: async (ctx, { slideToken }) => {
    const caller = await callerOf(ctx)
    requireMerchantAccess(caller, { mainlandOnly: true })
    await sendCodeTo(ctx, 'sms', smsTarget(caller.user.country_code, caller.user.mobile), WITHDRAW_CODE_SCENE, slideToken)
    return { sentTo: maskMobile(caller.user.mobile) }
  },

  /** An account's limits and what is used and left of them today (the caller's own account). */
  merchantLimit: async (ctx, { id }) => {
    const caller = await callerOf(ctx)
    requireMerchantAccess(caller, { mainlandOnly: true })
    const account = await ctx.db.selectFrom('payout_accounts').select(['id', 'user_id', 'account_type']).where('id', '=', id).executeTakeFirst()
    if (!account) throw notFound()
    if (account.user_id !== caller.userId) throw forbidden()
    const now = ctx.now()
    const limits = WITHDRAWAL_LIMITS[account.account_type as PayoutAccountType]
    const used = await dayUsage(ctx.db, account.id, now)
    const left = leftToday(limits, used)
    return {
      id: account.id, currency: WALLET_CURRENCY,
      minAmount: limits.minFen, maxAmount: limits.maxFen, dayAmount: limits.dayFen, dayCount: limits.dayCount,
      usedAmount: used.amount, usedCount: used.count, leftAmount: left.amount, leftCount: left.count,
      resetsAt: beijingDay(now).end,
    }
  },

  walletRecord: async (ctx, { offset, length, kind }) => {
    const caller = await callerOf(ctx)
    requireMerchantAccess(caller, { mainlandOnly: true })
    let query = ctx.db.selectFrom('wallet_ledger').where('user_id', '=', caller.userId)
    if (kind) query = query.where('kind', '=', kind)
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(length).execute()
    const withdrawalIds = rows.filter((r) => isWithdrawal(r.kind)).map((r) => r.ref)
    const states = withdrawalIds.length
      ? new Map((await ctx.db.selectFrom('withdrawals').select(['id', 'state']).where('id', 'in', withdrawalIds).execute()).map((w) => [w.id, w.state]))
      : new Map<string, string>()
    const list: WalletRecord[] = rows.map((r) => ({
      id: String(r.id),
      kind: r.kind as LedgerKind,
      amount: LEDGER_SIGN[r.kind as LedgerKind] * Number(r.amount),
      ref: r.ref,
      createdAt: Number(r.created_at),
      withdrawalState: !isWithdrawal(r.kind) ? null : ((states.get(r.ref) ?? null) as WalletRecord['withdrawalState']),
    }))
    return { list, total }
  },

  walletExport,
  walletMonthly,

  /**
   * A withdrawal to an approved account of the host's (decision 0082). Refused before anything is
   * claimed: no accepted agreement, an amount outside the account's single-withdrawal limits, no
   * code. Then the 6-digit password, each guess claimed before it is checked (a wrong one stays
   * counted though the call is refused: WITHDRAW_PASSWORD_ATTEMPTS a day, then withdrawals wait),
   * then the SMS code, each guess claimed on the code before it is compared (5 a code), used up
   * by the withdrawal it confirms (one code, one withdrawal). The write locks the
   * host's wallet, judges the day's amount and count with the withdrawals already
   * made, and writes the withdrawal and its ledger row in the same transaction, once per
   * idempotency key: a burst is judged as the same withdrawals one by one.
   */
  walletWithdraw: withPrepare<'walletWithdraw', PreparedWithdrawal>(
    async (ctx, input) => {
      const caller = await callerOf(ctx)
      requireMerchantAccess(caller, { mainlandOnly: true })
      const account = await ctx.db.selectFrom('payout_accounts').select(['id', 'user_id', 'state', 'account_type', 'withdraw_password_hash'])
        .where('id', '=', input.accountId).executeTakeFirst()
      if (!account) throw notFound()
      if (account.user_id !== caller.userId) throw forbidden()
      if (account.state !== 'approved' || !account.withdraw_password_hash) throw refused('withdrawAccountNotApproved', 'accountId')
      const channelId = await withdrawalChannel(ctx.db, account.id, input.channelId)
      if (!(await walletAgreementOf(ctx.db, caller.userId)).accepted) throw refused('walletAgreementRequired')
      const accountType = account.account_type as PayoutAccountType
      const single = withdrawalLimitRefusal(WITHDRAWAL_LIMITS[accountType], input.amount)
      if (single) throw invalid(single.key, 'amount', single.params)
      const code = input.code.trim()
      if (code === '') throw invalid('required', 'code')
      const key = withdrawPasswordKey(caller.userId)
      const now = ctx.now()
      // counted before the check, outside the write's transaction (which a refusal rolls back)
      const claim = await claimRateEvents(ctx.db, [key], now, async (trx) => {
        const failures = (await rateEventTimes(trx, key, now - DAY_MS)).length
        if (failures >= WITHDRAW_PASSWORD_ATTEMPTS) throw refused('withdrawPasswordAttempts', 'withdrawPassword')
        return failures
      })
      const hash = account.withdraw_password_hash
      if (!(await runClaimed(claim, () => verifyPassword(input.withdrawPassword, hash, ctx.ip), (right) => !right))) {
        const left = WITHDRAW_PASSWORD_ATTEMPTS - claim.judged - 1
        throw left > 0 ? invalid('withdrawPasswordWrong', 'withdrawPassword', { left }) : refused('withdrawPasswordAttempts', 'withdrawPassword')
      }
      // the code's guess is claimed on the code before it is compared (5 a code), outside the write too
      const codeId = await matchCodeTo(ctx, 'sms', smsTarget(caller.user.country_code, caller.user.mobile), WITHDRAW_CODE_SCENE, code, 'code')
      return { accountId: account.id, accountType, channelId, codeId, discard: async () => undefined }
    },
    async (ctx, input, prepared) => {
      const caller = await callerOf(ctx)
      // the code confirms this withdrawal only: used up in its write (two withdrawals sent at once with one code: one goes)
      await useServiceCode(ctx.db, prepared.codeId, ctx.now(), 'code')
      return withdrawWithinLimits(ctx.db, { userId: caller.userId, accountId: prepared.accountId, channelId: prepared.channelId, accountType: prepared.accountType, amount: input.amount }, ctx.now())
    },
  ),
}

/**
 * A withdrawal written inside the caller's transaction, within its account's day: the host's
 * wallet is locked first (an account is one host's), the account's day is summed and judged, and
 * the withdrawal and its ledger row are written before the lock ends. The row is the claim on the
 * day's amount and count: withdrawals at once are judged as one after another (decision 0082).
 */
export async function withdrawWithinLimits(
  trx: Db, w: { userId: number; accountId: string; channelId?: string | null; accountType: PayoutAccountType; amount: number }, now: number,
): Promise<{ withdrawalId: string; balance: number }> {
  await lockKeys(trx, [`wallet:${w.userId}`])
  const refusal = withdrawalLimitRefusal(WITHDRAWAL_LIMITS[w.accountType], w.amount, await dayUsage(trx, w.accountId, now))
  if (refusal) throw refused(refusal.key, 'amount', refusal.params)
  const withdrawalId = randomUUID()
  const { balance } = await applyWalletEvent(trx, w.userId, { type: 'withdraw', id: withdrawalId, amount: w.amount }, now)
  await trx.insertInto('withdrawals').values({
    id: withdrawalId, user_id: w.userId, account_id: w.accountId, channel_id: w.channelId ?? null, amount: w.amount, state: 'processing', created_at: now, finished_at: null,
  }).execute()
  return { withdrawalId, balance }
}

function isWithdrawal(kind: string): boolean {
  return kind === 'withdrawal' || kind === 'withdrawalReturned'
}

/**
 * The bank's answer to a withdrawal (the console): completed, or returned, which credits the
 * amount back to the wallet in the same transaction.
 */
export async function finishWithdrawal(db: Db, id: string, outcome: 'completed' | 'returned', now: number): Promise<{ userId: number; amount: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) throw new Error(`no withdrawal ${id}`)
    if (row.state !== 'processing') throw new Error(`withdrawal ${id} is already ${row.state}`)
    await trx.updateTable('withdrawals').set({ state: outcome, finished_at: now }).where('id', '=', id).execute()
    if (outcome === 'returned') await applyWalletEvent(trx, row.user_id, { type: 'bankReturned', id }, now)
    return { userId: row.user_id, amount: Number(row.amount) }
  })
}
