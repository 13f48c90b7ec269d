import { sql, type Kysely } from 'kysely'
import { balanceOf, WALLET_CURRENCY, type LedgerKind } from '../../../domain/wallet/ledger'
import { monthlyFigures, walletMonths, type MonthKindSum, type WalletMonth } from '../../../domain/wallet/months'
import type { Database } from '../../db/schema'
import type { HandlerContext } from '../../handler'
import type { ResponseOf } from '../../../domain/endpoints'
import { callerOf } from '../house/service'
import { requireMerchantAccess } from '../finance/payout'

type Db = Kysely<Database>

/**
 * walletMonthly: the host's last twelve Beijing-time months, each with what was settled in,
 * withdrawn and returned, and the balance at its end. Two aggregate queries over the caller's
 * rows only: the balance before the first month, and the sums per month and kind.
 */
export async function walletMonthly(ctx: HandlerContext): Promise<ResponseOf<'walletMonthly'>> {
  const caller = await callerOf(ctx)
  requireMerchantAccess(caller, { mainlandOnly: true })
  const months = walletMonths(ctx.now())
  const opening = await sumsByKind(ctx.db, caller.userId, months[0]!.start)
  const sums = await sumsByMonth(ctx.db, caller.userId, months)
  return { currency: WALLET_CURRENCY, months: monthlyFigures(months, balanceOf(opening), sums) }
}

async function sumsByKind(db: Db, userId: number, before: number): Promise<Array<{ kind: LedgerKind; amount: number }>> {
  const rows = await db.selectFrom('wallet_ledger').select(['kind', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('user_id', '=', userId).where('created_at', '<', before).groupBy('kind').execute()
  return rows.map((r) => ({ kind: r.kind as LedgerKind, amount: Number(r.total) }))
}

async function sumsByMonth(db: Db, userId: number, months: readonly WalletMonth[]): Promise<MonthKindSum[]> {
  // the bounds are integers computed here, written as literals so the grouped expression is one text (PostgreSQL)
  const bucket = sql<number>`case ${sql.join(months.map((m, i) => sql`when created_at < ${sql.lit(m.end)} then ${sql.lit(i)}`), sql` `)} end`
  const rows = await db.selectFrom('wallet_ledger')
    .select([bucket.as('month'), 'kind', (eb) => eb.fn.sum<number>('amount').as('total')])
    .where('user_id', '=', userId).where('created_at', '>=', months[0]!.start).where('created_at', '<', months[months.length - 1]!.end)
    .groupBy([bucket, 'kind']).execute()
  return rows.map((r) => ({ month: Number(r.month), kind: r.kind as LedgerKind, amount: Number(r.total) }))
}
