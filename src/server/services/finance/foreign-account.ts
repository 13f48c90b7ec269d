import type { Kysely, Selectable } from 'kysely'
import {
  checkForeignAccount, normaliseForeignAccount, type AccountChangeState, type OpenChangeState,
} from '../../../domain/settlement/foreign-account'
import type { ForeignAccount, ForeignAccountState } from '../../../domain/settlement/endpoints'
import type { StatementCurrency } from '../../../domain/settlement/rules'
import type { Database } from '../../db/schema'
import { forbidden, invalid } from '../../errors'
import type { HandlerContext, Handlers } from '../../handler'
import { callerOf, type Caller } from '../house/service'
import { requireMerchantAccess } from './payout'
import { foreignAccountOf } from './settlement-job'

type Db = Kysely<Database>
type ChangeRow = Selectable<Database['foreign_account_changes']>
const OPEN: OpenChangeState[] = ['waiting', 'rejected']

/**
 * The foreign bank account an overseas host is paid to (issue 35 item 4, decision 0052
 * addendum): the host sees it and submits a change, which waits for staff (the console's
 * `settle account-review`); the account on record stays the one paid until a change is approved.
 * A mainland host is paid into the wallet and is refused with noPermission, as an overseas host
 * is refused the mainland payout screens.
 */
async function overseasCaller(ctx: HandlerContext): Promise<Caller> {
  const caller = await callerOf(ctx)
  requireMerchantAccess(caller, { mainlandOnly: false })
  // a mainland host is paid into the wallet: the spec's refusal, as decision 0052 refuses the reverse
  if (caller.user.is_oversea !== 1) throw forbidden()
  return caller
}

function accountOfChange(row: ChangeRow): ForeignAccount {
  return {
    currency: row.currency as StatementCurrency, accountName: row.account_name, accountNumber: row.account_number, bankName: row.bank_name,
    swiftCode: row.swift_code, bankAddress: row.bank_address, bankCode: row.bank_code,
  }
}

/** The host's open change (waiting or rejected), newest first. */
export async function openChange(db: Db, userId: number): Promise<ChangeRow | undefined> {
  return db.selectFrom('foreign_account_changes').selectAll().where('user_id', '=', userId).where('state', 'in', OPEN)
    .orderBy('id', 'desc').executeTakeFirst()
}

export async function foreignAccountState(db: Db, userId: number): Promise<ForeignAccountState> {
  const account = await db.selectFrom('foreign_bank_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst()
  const change = await openChange(db, userId)
  return {
    account: account ? foreignAccountOf(account) : null,
    change: change ? {
      state: change.state as OpenChangeState, account: accountOfChange(change), reason: change.reason,
      submittedAt: Number(change.submitted_at), decidedAt: change.decided_at === null ? null : Number(change.decided_at),
    } : null,
  }
}

async function closeOpen(db: Db, userId: number, state: AccountChangeState, now: number): Promise<void> {
  await db.updateTable('foreign_account_changes').set({ state, decided_at: now }).where('user_id', '=', userId).where('state', 'in', OPEN).execute()
}

/**
 * Staff's decision on the host's waiting change: approved, it becomes the account statements are
 * paid to; rejected, the reason is kept for the host and the account on record stays.
 * null when nothing waits.
 */
export async function decideChange(db: Db, userId: number, decision: { approve: true } | { approve: false; reason: string }, now: number): Promise<ChangeRow | null> {
  return db.transaction().execute(async (trx) => {
    const change = await trx.selectFrom('foreign_account_changes').selectAll().where('user_id', '=', userId).where('state', '=', 'waiting')
      .orderBy('id', 'desc').executeTakeFirst()
    if (!change) return null
    if (!decision.approve) {
      await trx.updateTable('foreign_account_changes').set({ state: 'rejected', reason: decision.reason, decided_at: now }).where('id', '=', change.id).execute()
      return { ...change, state: 'rejected', reason: decision.reason, decided_at: now }
    }
    const row = {
      currency: change.currency, account_name: change.account_name, account_number: change.account_number, bank_name: change.bank_name,
      swift_code: change.swift_code, bank_address: change.bank_address, bank_code: change.bank_code, updated_at: now,
    }
    await trx.insertInto('foreign_bank_accounts').values({ user_id: userId, ...row }).onConflict((oc) => oc.column('user_id').doUpdateSet(row)).execute()
    await trx.updateTable('foreign_account_changes').set({ state: 'approved', decided_at: now }).where('id', '=', change.id).execute()
    return { ...change, state: 'approved', decided_at: now }
  })
}

/** finance service: the overseas host's foreign bank account and its change under review. */
export const foreignAccountHandlers: Handlers = {
  foreignAccountGet: async (ctx) => {
    const caller = await overseasCaller(ctx)
    return foreignAccountState(ctx.db, caller.userId)
  },

  foreignAccountSubmit: async (ctx, input) => {
    const caller = await overseasCaller(ctx)
    const error = checkForeignAccount(input.value)
    if (error) throw invalid(error.key, `value.${error.field}`)
    const value = normaliseForeignAccount(input.value)
    const now = ctx.now()
    await ctx.db.transaction().execute(async (trx) => {
      await closeOpen(trx, caller.userId, 'replaced', now)
      await trx.insertInto('foreign_account_changes').values({
        user_id: caller.userId, state: 'waiting', currency: value.currency, account_name: value.accountName, account_number: value.accountNumber,
        bank_name: value.bankName, swift_code: value.swiftCode, bank_address: value.bankAddress, bank_code: value.bankCode,
        reason: null, submitted_at: now, decided_at: null,
      }).execute()
    })
    return foreignAccountState(ctx.db, caller.userId)
  },

  foreignAccountWithdraw: async (ctx) => {
    const caller = await overseasCaller(ctx)
    await closeOpen(ctx.db, caller.userId, 'withdrawn', ctx.now())
    return foreignAccountState(ctx.db, caller.userId)
  },
}
