import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { accessRedirect } from '../../../domain/permissions'
import { checkPayoutAccount, type PayoutAccountValue } from '../../../domain/payout/rules'
import type { PayoutAccountDetail, PayoutAccountDetails, PayoutAccountSummary } from '../../../domain/payout/schemas'
import { canEditPayoutAccount, nextPayoutState, type PayoutAccountType, type PayoutState } from '../../../domain/payout/states'
import { unitToday } from '../../../domain/calendar/zones'
import type { Database, PayoutAccountsTable } from '../../db/schema'
import { conflict, forbidden, invalid, notFound, refused } from '../../errors'
import type { Handlers, HandlerContext } from '../../handler'
import { callerOf, type Caller } from '../house/service'
import { hashPassword } from '../uic/password'

type Row = PayoutAccountsTable & { version: number }

/**
 * Spec 5 Access on the server: a KA merchant is refused kaNoPermission; a mainland landlord off
 * the merchant white list noPermission (the portal sends them away with the same keys).
 */
export function requireMerchantAccess(caller: Caller): void {
  const subject = { isKa: caller.user.is_ka === 1 ? 1 : 0, isInWhiteList: caller.user.merchant_white === 1, isOverSea: caller.user.is_oversea === 1 } as const
  const ka = accessRedirect(subject, 'ka')
  if (ka) throw forbidden(ka.key)
  const merchant = accessRedirect(subject, 'merchant')
  if (merchant) throw forbidden(merchant.key)
}

async function merchantCaller(ctx: HandlerContext): Promise<Caller> {
  const caller = await callerOf(ctx)
  requireMerchantAccess(caller)
  return caller
}

/** The caller's account: 404 when there is none, 403 when it is another landlord's. */
async function ownAccount(db: Kysely<Database>, caller: Caller, id: string): Promise<Row> {
  const row = await db.selectFrom('payout_accounts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  if (row.user_id !== caller.userId) throw forbidden()
  return row as Row
}

function summaryOf(row: Row): PayoutAccountSummary {
  const details = JSON.parse(row.details) as PayoutAccountDetails
  const card = details.cardNumber.replace(/\s+/g, '')
  return {
    id: row.id,
    accountType: row.account_type as PayoutAccountType,
    state: row.state as PayoutState,
    shortName: details.shortName,
    holderName: details.holderName,
    bankName: details.bankName,
    cardTail: card.slice(-4),
    rejectReason: row.reject_reason,
    hasPassword: row.withdraw_password_hash !== null,
    version: Number(row.version),
    updatedAt: Number(row.updated_at),
  }
}

/** finance service: payout (collection) accounts (decision 0044). */
export const payoutHandlers: Handlers = {
  merchantList: async (ctx) => {
    const caller = await merchantCaller(ctx)
    const rows = await ctx.db.selectFrom('payout_accounts').selectAll().where('user_id', '=', caller.userId)
      .orderBy('created_at', 'desc').orderBy('id').execute()
    return { list: rows.map((row) => summaryOf(row as Row)) }
  },

  merchantDetail: async (ctx, { id }) => {
    const caller = await merchantCaller(ctx)
    const row = await ownAccount(ctx.db, caller, id)
    return { ...summaryOf(row), details: JSON.parse(row.details) as PayoutAccountDetails } satisfies PayoutAccountDetail
  },

  /**
   * Saves a draft or submits: a submit checks every rule of the form (the first failing field's
   * key, nothing stored) and sets the withdrawal password (hashed); an approved account, or one
   * under review, is not changed; a stale version is a 409 with the current account.
   */
  merchantSave: async (ctx, input) => {
    const caller = await merchantCaller(ctx)
    const now = ctx.now()
    const current = input.id === undefined ? undefined : await ownAccount(ctx.db, caller, input.id)
    if (current) {
      if (!canEditPayoutAccount(current.state as PayoutState)) throw refused('payoutAccountLocked')
      if (input.version !== undefined && input.version !== Number(current.version)) throw conflict({ version: Number(current.version), value: summaryOf(current) })
      if (current.account_type !== input.details.accountType) throw invalid('invalidValue', 'accountType')
    }
    let state: PayoutState = (current?.state as PayoutState | undefined) ?? 'creating'
    let passwordHash = current?.withdraw_password_hash ?? null
    if (input.submit) {
      const value: PayoutAccountValue = {
        ...input.details,
        withdrawPassword: input.withdrawPassword ?? '',
        withdrawPasswordConfirm: input.withdrawPasswordConfirm ?? '',
      }
      // the host's day: the mainland's (payout accounts are for mainland landlords' banks)
      const errors = checkPayoutAccount(value, unitToday('CHN', now))
      const first = errors[0]
      if (first) throw invalid(first.key, first.field, first.params)
      const next = nextPayoutState(state, input.details.accountType, 'submit')
      if (!next) throw refused('payoutAccountLocked')
      state = next
      passwordHash = await hashPassword(value.withdrawPassword)
    }
    const details = JSON.stringify(input.details)
    if (!current) {
      const id = randomUUID()
      await ctx.db.insertInto('payout_accounts').values({
        id, user_id: caller.userId, account_type: input.details.accountType, state, details,
        withdraw_password_hash: passwordHash, reject_reason: null, version: 0,
        created_at: now, updated_at: now, submitted_at: input.submit ? now : null, reviewed_at: null,
      }).execute()
      return { id, state, version: 0 }
    }
    const version = Number(current.version) + 1
    const updated = await ctx.db.updateTable('payout_accounts')
      .set({
        state, details, withdraw_password_hash: passwordHash, version, updated_at: now,
        ...(input.submit ? { submitted_at: now, reject_reason: null } : {}),
      })
      .where('id', '=', current.id).where('version', '=', Number(current.version)).executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) throw conflict({ version: Number(current.version), value: summaryOf(current) })
    return { id: current.id, state, version }
  },
}

/** Staff's review (the console): approve or reject an account under review, with a reason for a rejection. */
export async function reviewPayoutAccount(
  db: Kysely<Database>, id: string, decision: 'approve' | 'reject', reason: string | null, now: number,
): Promise<{ userId: number; state: PayoutState; shortName: string }> {
  const row = await db.selectFrom('payout_accounts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new Error(`no payout account ${id}`)
  const next = nextPayoutState(row.state as PayoutState, row.account_type as PayoutAccountType, decision)
  if (!next) throw new Error(`payout account ${id} is ${row.state}: it cannot be ${decision}d`)
  if (decision === 'reject' && !reason?.trim()) throw new Error('a rejection needs a reason')
  await db.updateTable('payout_accounts').set({
    state: next, reject_reason: decision === 'reject' ? reason!.trim() : null, reviewed_at: now, updated_at: now,
    version: Number(row.version) + 1,
  }).where('id', '=', id).execute()
  return { userId: row.user_id, state: next, shortName: (JSON.parse(row.details) as PayoutAccountDetails).shortName }
}
