import { sql, type Kysely, type Selectable } from 'kysely'
import { DOWNLOAD_MAX_ITEMS, shiftMonth, type StatementCurrency, type StatementState } from '../../../domain/settlement/rules'
import type { Destination, SettlementItem, Statement } from '../../../domain/settlement/endpoints'
import { EXPORT_LANGS } from '../../../domain/wallet/endpoints'
import type { Database } from '../../db/schema'
import { CSV_BOM, csvLine, majorUnits } from '../../csv'
import { forbidden, notFound, refused } from '../../errors'
import type { HandlerContext, HandlerInput, Handlers } from '../../handler'
import { callerOf, type Caller } from '../house/service'
import { requireMerchantAccess } from './payout'
import { destinationOf } from './settlement-job'

type Db = Kysely<Database>
/** A stay's bill month: one literal text, so PostgreSQL sees the grouped expression as the selected one. */
const STAY_MONTH = sql<string>`substr(stay_end, 1, 7)`
type Lang = (typeof EXPORT_LANGS)[number]
type StatementRow = Selectable<Database['settlement_statements']>
type ItemRow = Selectable<Database['settlement_items']> & { serial_no: string | null; statement_state: string | null; statement_currency: string | null }

/** Settlement is a merchant function: KA merchants and mainland hosts off the white list are refused (overseas hosts pass). */
async function settlementCaller(ctx: HandlerContext): Promise<Caller> {
  const caller = await callerOf(ctx)
  requireMerchantAccess(caller, { mainlandOnly: false })
  return caller
}

type Filter = Pick<HandlerInput<'settleStatementList'>, 'state' | 'from' | 'to' | 'serialNo'>

function statementsOf(db: Db, userId: number, filter: Filter) {
  let query = db.selectFrom('settlement_statements').where('user_id', '=', userId)
  if (filter.state) query = query.where('state', '=', filter.state)
  if (filter.from) query = query.where('settlement_date', '>=', filter.from)
  if (filter.to) query = query.where('settlement_date', '<=', filter.to)
  if (filter.serialNo.trim()) query = query.where('serial_no', '=', filter.serialNo.trim())
  return query
}

function itemsWithStatement(db: Db) {
  return db.selectFrom('settlement_items')
    .leftJoin('settlement_statements', 'settlement_statements.id', 'settlement_items.statement_id')
    .selectAll('settlement_items')
    .select(['settlement_statements.serial_no', 'settlement_statements.state as statement_state', 'settlement_statements.currency as statement_currency'])
}

export async function statementRates(db: Db, ids: readonly number[]): Promise<Map<number, Array<{ from: string; rate: string }>>> {
  const map = new Map<number, Array<{ from: string; rate: string }>>()
  if (ids.length === 0) return map
  const rows = await db.selectFrom('settlement_items').select(['statement_id', 'currency', 'rate']).distinct()
    .where('statement_id', 'in', ids).where('rate', 'is not', null).execute()
  for (const row of rows) {
    const id = Number(row.statement_id)
    const list = map.get(id) ?? []
    // one rate per currency a statement converts (the day's rate when the items joined it)
    if (!list.some((r) => r.from === row.currency)) list.push({ from: row.currency, rate: row.rate! })
    map.set(id, list)
  }
  for (const [id, list] of map) map.set(id, list.filter((r) => r.rate !== '1.00000000'))
  return map
}

function statementOf(row: StatementRow, rates: Array<{ from: string; rate: string }>): Statement {
  return {
    serialNo: row.serial_no, state: row.state as StatementState, currency: row.currency as StatementCurrency,
    settlementDate: row.settlement_date, cycleFrom: row.cycle_from, cycleTo: row.cycle_to, orders: Number(row.orders),
    amountDue: Number(row.amount_due), thirdPartyFee: Number(row.third_party_fee), actualAmount: Number(row.actual_amount),
    rates, destination: JSON.parse(row.destination) as Destination, createdAt: Number(row.created_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
  }
}

export function itemOf(row: ItemRow): SettlementItem {
  return {
    orderNo: row.order_no, lodgeBusiness: row.lodge_business as SettlementItem['lodgeBusiness'], listingTitle: row.listing_title,
    storeName: row.store_name, roomTypeName: row.room_type_name, checkIn: row.check_in, checkOut: row.check_out, stayEnd: row.stay_end,
    nights: Number(row.nights), currency: row.currency, originalRent: Number(row.original_rent), merchantDiscount: Number(row.merchant_discount),
    platformDiscount: Number(row.platform_discount), rent: Number(row.rent), serviceFee: Number(row.service_fee), invoiceServiceFee: Number(row.invoice_service_fee), income: Number(row.income),
    settlementDate: row.settlement_date, statementSerial: row.serial_no, statementState: row.statement_state as StatementState | null,
    statementCurrency: row.statement_currency as StatementCurrency | null, rate: row.rate,
    settledAmount: row.settled_amount === null ? null : Number(row.settled_amount),
  }
}

/** The home's line on settlement: what the open statements hold and when the next is paid; null when the merchant gates keep the host out. */
export async function settlementSummary(db: Db, caller: Caller): Promise<{ toSettle: Array<{ currency: string; amount: number }>; nextDate: string | null } | null> {
  try {
    requireMerchantAccess(caller, { mainlandOnly: false })
  } catch {
    return null
  }
  const rows = await db.selectFrom('settlement_statements')
    .select((eb) => ['currency', eb.fn.sum<number>('amount_due').as('amount'), eb.fn.min('settlement_date').as('next')])
    .where('user_id', '=', caller.userId).where('state', '=', 'toSettle').groupBy('currency').execute()
  const dates = rows.map((r) => String(r.next)).sort()
  return { toSettle: rows.map((r) => ({ currency: r.currency, amount: Number(r.amount) })), nextDate: dates[0] ?? null }
}

/** finance service: settlement statements, their export and the monthly bill (issue 16, decision 0054). */
export const settlementHandlers: Handlers = {
  settleStatementList: async (ctx, input) => {
    const caller = await settlementCaller(ctx)
    const scope = statementsOf(ctx.db, caller.userId, input)
    const total = Number((await scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await scope.selectAll().orderBy('settlement_date', 'desc').orderBy('id', 'desc').offset(input.offset).limit(input.length).execute()
    const rates = await statementRates(ctx.db, rows.map((r) => r.id))
    const waiting = await ctx.db.selectFrom('settlement_items').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', caller.userId).where('statement_id', 'is', null).executeTakeFirstOrThrow()
    return {
      list: rows.map((r) => statementOf(r, rates.get(r.id) ?? [])),
      total,
      destination: await destinationOf(ctx.db, caller.userId),
      waiting: { orders: Number(waiting.n) },
    }
  },

  settleStatementDetail: async (ctx, input) => {
    const caller = await settlementCaller(ctx)
    const row = await ctx.db.selectFrom('settlement_statements').selectAll().where('serial_no', '=', input.serialNo).executeTakeFirst()
    if (!row) throw notFound()
    if (row.user_id !== caller.userId) throw forbidden()
    const rates = await statementRates(ctx.db, [row.id])
    const items = itemsWithStatement(ctx.db).where('settlement_items.statement_id', '=', row.id)
    const total = Number(row.orders)
    const list = await items.orderBy('settlement_items.stay_end').orderBy('settlement_items.order_no').offset(input.offset).limit(input.length).execute()
    return { statement: statementOf(row, rates.get(row.id) ?? []), items: list.map(itemOf), total }
  },

  settleExport: async (ctx, input) => {
    const caller = await settlementCaller(ctx)
    const ids = (await statementsOf(ctx.db, caller.userId, input).select('id').execute()).map((r) => r.id)
    const total = ids.length === 0 ? 0 : Number((await ctx.db.selectFrom('settlement_items').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('statement_id', 'in', ids).executeTakeFirstOrThrow()).n)
    if (total > DOWNLOAD_MAX_ITEMS) throw refused('downloadTooMany', undefined, { max: DOWNLOAD_MAX_ITEMS, count: total })
    const rows = ids.length === 0 ? [] : await itemsWithStatement(ctx.db).where('settlement_items.statement_id', 'in', ids)
      .orderBy('settlement_items.settlement_date', 'desc').orderBy('settlement_items.statement_id', 'desc').orderBy('settlement_items.order_no').execute()
    const day = new Date(ctx.now() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '')
    return { fileName: `settlement-${day}.csv`, total: rows.length, body: exportCsv(rows, input.lang ?? 'en') }
  },

  settleBill: async (ctx, input) => {
    const caller = await settlementCaller(ctx)
    const start = `${input.month}-01`
    const end = `${shiftMonth(input.month, 1)}-01`
    const inMonth = itemsWithStatement(ctx.db).where('settlement_items.user_id', '=', caller.userId)
      .where('settlement_items.stay_end', '>=', start).where('settlement_items.stay_end', '<', end)
    const sums = await ctx.db.selectFrom('settlement_items')
      .leftJoin('settlement_statements', 'settlement_statements.id', 'settlement_items.statement_id')
      .select((eb) => [
        'settlement_items.currency',
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>('settlement_items.nights').as('nights'),
        eb.fn.sum<number>('settlement_items.original_rent').as('original_rent'),
        eb.fn.sum<number>('settlement_items.merchant_discount').as('merchant_discount'),
        eb.fn.sum<number>('settlement_items.platform_discount').as('platform_discount'),
        eb.fn.sum<number>('settlement_items.rent').as('rent'),
        eb.fn.sum<number>('settlement_items.service_fee').as('service_fee'),
        eb.fn.sum<number>('settlement_items.invoice_service_fee').as('invoice_service_fee'),
        eb.fn.sum<number>('settlement_items.income').as('income'),
        eb.fn.sum<number>(eb.case().when('settlement_statements.state', '=', 'settled').then(eb.ref('settlement_items.income')).else(0).end()).as('settled'),
      ])
      .where('settlement_items.user_id', '=', caller.userId)
      .where('settlement_items.stay_end', '>=', start).where('settlement_items.stay_end', '<', end)
      .groupBy('settlement_items.currency').orderBy('settlement_items.currency').execute()
    const total = sums.reduce((n, s) => n + Number(s.orders), 0)
    const items = await inMonth.orderBy('settlement_items.stay_end', 'desc').orderBy('settlement_items.order_no', 'desc')
      .offset(input.offset).limit(input.length).execute()
    const first = `${shiftMonth(input.month, -11)}-01`
    const recent = await ctx.db.selectFrom('settlement_items')
      .select((eb) => [
        STAY_MONTH.as('month'), 'currency',
        eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('income').as('income'),
      ])
      .where('user_id', '=', caller.userId).where('stay_end', '>=', first).where('stay_end', '<', end)
      .groupBy([STAY_MONTH, 'currency']).execute()
    return {
      month: input.month,
      totals: sums.map((s) => {
        const income = Number(s.income)
        const settled = Number(s.settled)
        return {
          currency: s.currency, orders: Number(s.orders), nights: Number(s.nights), originalRent: Number(s.original_rent),
          merchantDiscount: Number(s.merchant_discount), platformDiscount: Number(s.platform_discount), rent: Number(s.rent), serviceFee: Number(s.service_fee),
          invoiceServiceFee: Number(s.invoice_service_fee), income, settled, toSettle: income - settled,
        }
      }),
      items: items.map(itemOf),
      total,
      recent: recentMonths(input.month, recent.map((r) => ({ month: String(r.month), currency: r.currency, orders: Number(r.orders), income: Number(r.income) }))),
    }
  },
}

/** The 12 months up to `month`, oldest first, each currency the host earned in listed every month (zero when none). */
function recentMonths(month: string, rows: Array<{ month: string; currency: string; orders: number; income: number }>) {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort()
  const out: typeof rows = []
  for (let i = -11; i <= 0; i += 1) {
    const m = shiftMonth(month, i)
    for (const currency of currencies) {
      const row = rows.find((r) => r.month === m && r.currency === currency)
      out.push({ month: m, currency, orders: row?.orders ?? 0, income: row?.income ?? 0 })
    }
  }
  return out
}

const HEADINGS: Record<Lang, string[]> = {
  zh: ['结算单号', '结算状态', '结算日期', '订单号', '房源', '入住日期', '离店日期', '结束日期', '晚数', '订单币种', '原房费', '商家优惠', '平台优惠', '房客实付', '服务费', '开票服务费', '收入', '结算币种', '结算汇率', '结算金额'],
  en: ['Statement', 'State', 'Settlement date', 'Order number', 'Listing', 'Check-in', 'Check-out', 'Stay ended', 'Nights', 'Order currency', 'Original rent', 'Merchant discount', 'Platform discount', 'Guest paid', 'Service fee', 'Invoice service fee', 'Income', 'Settlement currency', 'Settlement rate', 'Settled amount'],
}
const STATES: Record<Lang, Record<string, string>> = {
  zh: { toSettle: '待结算', settled: '已结算' },
  en: { toSettle: 'To settle', settled: 'Settled' },
}

async function* exportCsv(rows: readonly ItemRow[], lang: Lang): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(HEADINGS[lang])}`
  for (let i = 0; i < rows.length; i += 200) {
    yield rows.slice(i, i + 200).map((r) => {
      const money = (minor: number) => majorUnits(Number(minor), r.currency)
      const listing = r.store_name ? `${r.store_name} ${r.room_type_name ?? ''}`.trim() : r.listing_title
      return csvLine([
        r.serial_no ?? '', STATES[lang][r.statement_state ?? ''] ?? '', r.settlement_date, r.order_no, listing, r.check_in, r.check_out,
        r.stay_end, Number(r.nights), r.currency, money(r.original_rent), money(r.merchant_discount), money(r.platform_discount), money(r.rent), money(r.service_fee),
        money(r.invoice_service_fee), money(r.income), r.statement_currency ?? '', r.rate ?? '',
        r.settled_amount === null || r.statement_currency === null ? '' : majorUnits(Number(r.settled_amount), r.statement_currency),
      ])
    }).join('')
  }
}
