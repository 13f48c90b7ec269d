import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  balanceOf, LEDGER_SIGN, rowsFor, WALLET_CURRENCY, WITHDRAW_PASSWORD_ATTEMPTS,
  type LedgerKind, type LedgerView, type WalletEvent,
} from '../../../domain/wallet/ledger'
import type { WalletRecord } from '../../../domain/wallet/endpoints'
import type { Database } from '../../db/schema'
import { forbidden, invalid, notFound, refused } from '../../errors'
import { withPrepare, type Handlers } from '../../handler'
import { callerOf } from '../house/service'
import { requireMerchantAccess, withdrawPasswordKey } from '../finance/payout'
import { verifyPassword } from '../uic/password'
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

type PreparedWithdrawal = { discard: () => Promise<void>; accountId: string; channelId: string | null }

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
   * A withdrawal to an approved account of the host's, with the account's 6-digit password. The
   * password is checked before the write, each guess claimed before it is checked (a wrong one
   * stays counted though the call is refused: WITHDRAW_PASSWORD_ATTEMPTS a day, then withdrawals wait); the withdrawal and its ledger row
   * are written in one transaction, once per idempotency key.
   */
  walletWithdraw: withPrepare<'walletWithdraw', PreparedWithdrawal>(
    async (ctx, input) => {
      const caller = await callerOf(ctx)
      requireMerchantAccess(caller, { mainlandOnly: true })
      const account = await ctx.db.selectFrom('payout_accounts').select(['id', 'user_id', 'state', 'withdraw_password_hash'])
        .where('id', '=', input.accountId).executeTakeFirst()
      if (!account) throw notFound()
      if (account.user_id !== caller.userId) throw forbidden()
      if (account.state !== 'approved' || !account.withdraw_password_hash) throw refused('withdrawAccountNotApproved', 'accountId')
      const channelId = await withdrawalChannel(ctx.db, account.id, input.channelId)
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
      return { accountId: account.id, channelId, discard: async () => undefined }
    },
    async (ctx, input, prepared) => {
      const caller = await callerOf(ctx)
      const now = ctx.now()
      const withdrawalId = randomUUID()
      const { balance } = await applyWalletEvent(ctx.db, caller.userId, { type: 'withdraw', id: withdrawalId, amount: input.amount }, now)
      await ctx.db.insertInto('withdrawals').values({
        id: withdrawalId, user_id: caller.userId, account_id: prepared.accountId, channel_id: prepared.channelId, amount: input.amount, state: 'processing', created_at: now, finished_at: null,
      }).execute()
      return { withdrawalId, balance }
    },
  ),
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
