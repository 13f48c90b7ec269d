import type { Kysely } from 'kysely'
import { EXPORT_LANGS } from '../../../domain/wallet/endpoints'
import { LEDGER_SIGN, type LedgerKind } from '../../../domain/wallet/ledger'
import type { Database } from '../../db/schema'
import type { HandlerContext, HandlerInput, StreamAnswer } from '../../handler'
import type { StreamHead } from '../../../domain/stream-head'
import { callerOf } from '../house/service'
import { requireMerchantAccess } from '../finance/payout'
import { beijingMinute, CSV_BOM, csvField as text, majorUnits } from '../../csv'

type Db = Kysely<Database>
type Lang = (typeof EXPORT_LANGS)[number]

/** Rows read per query: memory stays at one batch whatever the ledger's length. */
export const EXPORT_BATCH = 500

/**
 * walletExport: the host's records of a kind (or all) as CSV, newest first like walletRecord.
 * The rows are fixed when the call starts (ids up to the newest then), so the count sent up front
 * is the count sent; they are read in keyset-paged batches as the client takes them.
 */
export async function walletExport(ctx: HandlerContext, input: HandlerInput<'walletExport'>): Promise<StreamAnswer<StreamHead>> {
  const caller = await callerOf(ctx)
  requireMerchantAccess(caller, { mainlandOnly: true })
  const scope = { userId: caller.userId, kind: input.kind || null, upToId: await newestId(ctx.db, caller.userId) }
  const total = await countRows(ctx.db, scope)
  const day = new Date(ctx.now() + BEIJING_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')
  return { fileName: `wallet-records-${day}.csv`, total, body: csvPieces(ctx.db, scope, input.lang ?? 'en') }
}

type Scope = { userId: number; kind: string | null; upToId: number }
type Cursor = { createdAt: number; id: number }

async function* csvPieces(db: Db, scope: Scope, lang: Lang): AsyncGenerator<string> {
  yield `${CSV_BOM}${HEADINGS[lang].map(text).join(',')}\r\n`
  let cursor: Cursor | null = null
  for (;;) {
    const rows = await batchAfter(db, scope, cursor)
    if (rows.length === 0) return
    const states = await withdrawalStates(db, rows.filter((r) => r.kind === 'withdrawal').map((r) => r.ref))
    yield rows.map((r) => [
      beijingMinute(Number(r.created_at)),
      text(KIND_LABELS[lang][r.kind as LedgerKind] ?? r.kind),
      majorUnits(LEDGER_SIGN[r.kind as LedgerKind] * Number(r.amount), 'RMB'),
      text(r.ref),
      text(r.kind === 'withdrawal' ? STATE_LABELS[lang][states.get(r.ref) ?? ''] ?? '' : ''),
    ].join(',') + '\r\n').join('')
    const last = rows[rows.length - 1]!
    cursor = { createdAt: Number(last.created_at), id: Number(last.id) }
    if (rows.length < EXPORT_BATCH) return
  }
}

async function newestId(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('wallet_ledger').select((eb) => eb.fn.max('id').as('id')).where('user_id', '=', userId).executeTakeFirst()
  return Number(row?.id ?? 0)
}

function scoped(db: Db, scope: Scope) {
  let query = db.selectFrom('wallet_ledger').where('user_id', '=', scope.userId).where('id', '<=', scope.upToId)
  if (scope.kind) query = query.where('kind', '=', scope.kind)
  return query
}

async function countRows(db: Db, scope: Scope): Promise<number> {
  return Number((await scoped(db, scope).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
}

/** The next batch after the cursor, newest first (created_at, then id: the order written). */
async function batchAfter(db: Db, scope: Scope, cursor: Cursor | null) {
  let query = scoped(db, scope).select(['id', 'kind', 'amount', 'ref', 'created_at'])
  if (cursor) {
    query = query.where((eb) => eb.or([
      eb('created_at', '<', cursor.createdAt),
      eb.and([eb('created_at', '=', cursor.createdAt), eb('id', '<', cursor.id)]),
    ]))
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(EXPORT_BATCH).execute()
}

async function withdrawalStates(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db.selectFrom('withdrawals').select(['id', 'state']).where('id', 'in', ids).execute()
  return new Map(rows.map((w) => [w.id, w.state]))
}

const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000

const HEADINGS: Record<Lang, string[]> = {
  zh: ['时间（北京时间）', '类型', '金额（元）', '关联单号', '提现状态'],
  en: ['Time (Beijing)', 'Kind', 'Amount (yuan)', 'Reference', 'Withdrawal state'],
}

const KIND_LABELS: Record<Lang, Record<LedgerKind, string>> = {
  zh: { settlement: '结算收入', withdrawal: '提现', withdrawalReturned: '银行退回', idCheckFee: '身份核验费' },
  en: { settlement: 'Income settled', withdrawal: 'Withdrawal', withdrawalReturned: 'Returned by the bank', idCheckFee: 'ID check fee' },
}

const STATE_LABELS: Record<Lang, Record<string, string>> = {
  zh: { processing: '处理中', completed: '已到账', returned: '已退回' },
  en: { processing: 'Processing', completed: 'Paid out', returned: 'Returned' },
}

