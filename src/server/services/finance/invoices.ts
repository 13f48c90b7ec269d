import { randomInt } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import {
  canAskReversal, checkInvoiceTitle, checkShippingAddress, isInvoiceableMonth, MAX_ADDRESSES, MAX_TITLES,
  normaliseTitle, PAPER_TYPES, type InvoiceState, type InvoiceTitleValue, type InvoiceType, type ReversalState, type ShippingAddressValue,
} from '../../../domain/invoice/rules'
import type { Invoice, InvoicePeriod, ShippingAddress } from '../../../domain/invoice/endpoints'
import type { MessageKey } from '../../../domain/messages'
import { DOWNLOAD_MAX_ITEMS } from '../../../domain/settlement/rules'
import { EXPORT_LANGS } from '../../../domain/wallet/endpoints'
import type { Database } from '../../db/schema'
import { beijingMinute, CSV_BOM, csvLine, majorUnits } from '../../csv'
import { forbidden, invalid, notFound, refused } from '../../errors'
import type { HandlerContext, Handlers } from '../../handler'
import { divisionMismatch, findDistrict, geoTree } from '../general/geo-tree'
import { callerOf, type Caller } from '../house/service'
import { requireMerchantAccess } from './payout'

type Db = Kysely<Database>
/** An item's bill month: one literal text, so PostgreSQL sees the grouped expression as the selected one. */
const ITEM_MONTH = sql<string>`substr(settlement_items.stay_end, 1, 7)`
type Lang = (typeof EXPORT_LANGS)[number]
type InvoiceRow = Selectable<Database['invoices']>

const HOUR_MS = 3_600_000

/** Invoicing is a merchant function (decision 0052): KA refused, white list or overseas. */
async function invoiceCaller(ctx: HandlerContext): Promise<Caller> {
  const caller = await callerOf(ctx)
  requireMerchantAccess(caller, { mainlandOnly: false })
  return caller
}

/** Business rules 8 "Invoicing blocked": no real-name authentication, or no listing that passed review. */
export async function invoiceBlock(db: Db, caller: Caller): Promise<MessageKey | null> {
  if (caller.user.landlord_pass !== 1) return 'invoiceRealNameRequired'
  const approved = await db.selectFrom('listings').select('lu_id').where('user_id', '=', caller.userId)
    .where('live', 'is not', null).where('deleted_at', 'is', null).limit(1).executeTakeFirst()
  return approved ? null : 'invoiceListingNotApproved'
}

function beijingToday(now: number): string {
  return new Date(now + 8 * HOUR_MS).toISOString().slice(0, 10)
}

/** The host's bill months with platform fees in RMB, from January 2022 to last month, newest first. */
export async function invoicePeriods(db: Db, userId: number, now: number): Promise<InvoicePeriod[]> {
  const today = beijingToday(now)
  const rows = await db.selectFrom('settlement_items')
    .leftJoin('settlement_statements', 'settlement_statements.id', 'settlement_items.statement_id')
    .select((eb) => [
      ITEM_MONTH.as('month'),
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>(eb('settlement_items.service_fee', '+', eb.ref('settlement_items.invoice_service_fee'))).as('fees'),
      eb.fn.sum<number>(eb.case().when('settlement_statements.state', '=', 'settled').then(0).else(1).end()).as('unsettled'),
    ])
    .where('settlement_items.user_id', '=', userId).where('settlement_items.currency', '=', 'RMB')
    .where('settlement_items.stay_end', '>=', '2022-01-01').where('settlement_items.stay_end', '<', `${today.slice(0, 7)}-01`)
    .groupBy(ITEM_MONTH)
    .execute()
  const held = new Map((await db.selectFrom('invoice_months').select(['month', 'invoice_no']).where('user_id', '=', userId).execute())
    .map((r) => [r.month, r.invoice_no]))
  return rows
    .map((r) => ({ month: String(r.month), orders: Number(r.orders), fees: Number(r.fees ?? 0), unsettled: Number(r.unsettled ?? 0) }))
    .filter((r) => r.fees > 0 && isInvoiceableMonth(r.month, today))
    .sort((a, b) => (a.month < b.month ? 1 : -1))
    .map((r) => ({
      month: r.month, orders: r.orders, fees: r.fees,
      state: held.has(r.month) ? 'applied' as const : r.unsettled > 0 ? 'settling' as const : 'canApply' as const,
      invoiceNo: held.get(r.month) ?? null,
    }))
}

function invoiceOf(row: InvoiceRow): Invoice {
  const state = row.state as InvoiceState
  const reversal = row.reversal_state as ReversalState | null
  return {
    invoiceNo: row.invoice_no, months: JSON.parse(row.months) as string[], amount: Number(row.amount), invoiceType: row.invoice_type as InvoiceType,
    title: JSON.parse(row.title) as InvoiceTitleValue, address: JSON.parse(row.address) as Invoice['address'], state,
    failReason: row.fail_reason, issuedNumber: row.issued_number, issuedAt: row.issued_at === null ? null : Number(row.issued_at),
    mailing: row.mailing_state === null ? null : {
      state: row.mailing_state as 'pending' | 'mailed', courier: row.courier, trackingNo: row.tracking_no,
      mailedAt: row.mailed_at === null ? null : Number(row.mailed_at),
    },
    reversal: reversal === null ? null : { state: reversal, reason: row.reversal_reason ?? '', note: row.reversal_note, askedAt: Number(row.reversal_asked_at ?? 0) },
    canReverse: canAskReversal(state, reversal),
    createdAt: Number(row.created_at),
  }
}

function regionOf(value: ShippingAddressValue): string {
  const tree = geoTree()
  const province = tree.provinces.find((p) => p.id === value.provinceId)
  const city = tree.citiesByProvince.get(value.provinceId)?.find((c) => c.id === value.cityId)
  const district = value.districtId ? findDistrict(value.cityId, value.districtId) : undefined
  // a municipality's one city has the province's name: said once
  return [province?.name, city && city.name !== province?.name ? city.name : undefined, district?.name].filter(Boolean).join(' ')
}

function addressOf(row: Selectable<Database['shipping_addresses']>): ShippingAddress {
  return { id: row.id, value: JSON.parse(row.value) as ShippingAddressValue, region: row.region, isDefault: row.is_default === 1, updatedAt: Number(row.updated_at) }
}

/** The caller's title or address by id: null when there is none (or it was deleted), 403 when it is another landlord's. */
function mine<R extends { user_id: number }>(caller: Caller, row: R | undefined): R | null {
  if (!row) return null
  if (row.user_id !== caller.userId) throw forbidden()
  return row
}

async function ownTitle(db: Db, caller: Caller, id: string) {
  return mine(caller, await db.selectFrom('invoice_titles').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst())
}

async function ownAddress(db: Db, caller: Caller, id: string) {
  return mine(caller, await db.selectFrom('shipping_addresses').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst())
}

/** Keeps one default among the host's addresses: the one given, else the newest when none is left. */
async function settleDefault(trx: Db, userId: number, chosen: string | null): Promise<void> {
  if (chosen) {
    await trx.updateTable('shipping_addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('id', '!=', chosen).execute()
    await trx.updateTable('shipping_addresses').set({ is_default: 1 }).where('id', '=', chosen).execute()
    return
  }
  const current = await trx.selectFrom('shipping_addresses').select('id').where('user_id', '=', userId).where('deleted_at', 'is', null)
    .where('is_default', '=', 1).executeTakeFirst()
  if (current) return
  const newest = await trx.selectFrom('shipping_addresses').select('id').where('user_id', '=', userId).where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc').executeTakeFirst()
  if (newest) await trx.updateTable('shipping_addresses').set({ is_default: 1 }).where('id', '=', newest.id).execute()
}

async function countLive(db: Db, table: 'invoice_titles' | 'shipping_addresses', userId: number): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirstOrThrow()
  return Number(row.n)
}

function invoiceNoOf(now: number): string {
  return `FP${beijingToday(now).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** finance service: invoice titles, the address book and invoices (issue 16, decision 0056). */
export const invoiceHandlers: Handlers = {
  invoiceTitleList: async (ctx) => {
    const caller = await invoiceCaller(ctx)
    const rows = await ctx.db.selectFrom('invoice_titles').selectAll().where('user_id', '=', caller.userId).where('deleted_at', 'is', null)
      .orderBy('updated_at', 'desc').execute()
    return { list: rows.map((r) => ({ id: r.id, value: JSON.parse(r.value) as InvoiceTitleValue, updatedAt: Number(r.updated_at) })) }
  },

  invoiceTitleSave: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    const error = checkInvoiceTitle(input.value)
    if (error) throw invalid(error.key, `value.${error.field}`)
    const value = normaliseTitle(input.value)
    const existing = await ownTitle(ctx.db, caller, input.id)
    const now = ctx.now()
    if (existing) {
      await ctx.db.updateTable('invoice_titles').set({ value: JSON.stringify(value), updated_at: now }).where('id', '=', input.id).execute()
    } else {
      const taken = await ctx.db.selectFrom('invoice_titles').select('user_id').where('id', '=', input.id).executeTakeFirst()
      if (taken) throw forbidden()
      if (await countLive(ctx.db, 'invoice_titles', caller.userId) >= MAX_TITLES) throw refused('invoiceTooManyEntries', undefined, { max: MAX_TITLES })
      await ctx.db.insertInto('invoice_titles').values({ id: input.id, user_id: caller.userId, value: JSON.stringify(value), created_at: now, updated_at: now, deleted_at: null }).execute()
    }
    return { id: input.id, value, updatedAt: now }
  },

  invoiceTitleDelete: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    const row = await ownTitle(ctx.db, caller, input.id)
    if (!row) throw notFound()
    await ctx.db.updateTable('invoice_titles').set({ deleted_at: ctx.now() }).where('id', '=', input.id).execute()
    return { id: input.id }
  },

  shippingAddressList: async (ctx) => {
    const caller = await invoiceCaller(ctx)
    const rows = await ctx.db.selectFrom('shipping_addresses').selectAll().where('user_id', '=', caller.userId).where('deleted_at', 'is', null)
      .orderBy('is_default', 'desc').orderBy('updated_at', 'desc').execute()
    return { list: rows.map(addressOf) }
  },

  shippingAddressSave: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    const error = checkShippingAddress(input.value)
    if (error) throw invalid(error.key, `value.${error.field}`)
    const mismatch = divisionMismatch(input.value)
    if (mismatch) throw invalid('invalidValue', `value.${mismatch}`)
    const value: ShippingAddressValue = {
      name: input.value.name.trim(), mobile: input.value.mobile.replace(/[\s-]/g, ''), provinceId: input.value.provinceId,
      cityId: input.value.cityId, districtId: input.value.districtId, detail: input.value.detail.trim(),
    }
    const now = ctx.now()
    const existing = await ownAddress(ctx.db, caller, input.id)
    return ctx.db.transaction().execute(async (trx) => {
      if (existing) {
        await trx.updateTable('shipping_addresses').set({ value: JSON.stringify(value), region: regionOf(value), updated_at: now }).where('id', '=', input.id).execute()
      } else {
        const taken = await trx.selectFrom('shipping_addresses').select('user_id').where('id', '=', input.id).executeTakeFirst()
        if (taken) throw forbidden()
        if (await countLive(trx, 'shipping_addresses', caller.userId) >= MAX_ADDRESSES) throw refused('invoiceTooManyEntries', undefined, { max: MAX_ADDRESSES })
        await trx.insertInto('shipping_addresses').values({
          id: input.id, user_id: caller.userId, value: JSON.stringify(value), region: regionOf(value), is_default: 0, created_at: now, updated_at: now, deleted_at: null,
        }).execute()
      }
      await settleDefault(trx, caller.userId, input.isDefault ? input.id : null)
      return addressOf(await trx.selectFrom('shipping_addresses').selectAll().where('id', '=', input.id).executeTakeFirstOrThrow())
    })
  },

  shippingAddressDelete: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    if (!(await ownAddress(ctx.db, caller, input.id))) throw notFound()
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('shipping_addresses').set({ deleted_at: ctx.now(), is_default: 0 }).where('id', '=', input.id).execute()
      await settleDefault(trx, caller.userId, null)
    })
    return { id: input.id }
  },

  shippingAddressSetDefault: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    if (!(await ownAddress(ctx.db, caller, input.id))) throw notFound()
    await ctx.db.transaction().execute((trx) => settleDefault(trx, caller.userId, input.id))
    return { id: input.id }
  },

  invoicePeriods: async (ctx) => {
    const caller = await invoiceCaller(ctx)
    const blocked = await invoiceBlock(ctx.db, caller)
    return { list: await invoicePeriods(ctx.db, caller.userId, ctx.now()), blocked: blocked as 'invoiceRealNameRequired' | 'invoiceListingNotApproved' | null }
  },

  /**
   * One invoice over bill months that can be applied for, with a title and a recipient address
   * (business rules 5), unless invoicing is blocked (8). The months are held by it (one live
   * invoice per month: a second application for one is refused, even at the same moment).
   */
  invoiceApply: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    // another landlord's title or address is refused before anything else is said
    const title = input.titleId ? await ownTitle(ctx.db, caller, input.titleId) : null
    const address = input.addressId ? await ownAddress(ctx.db, caller, input.addressId) : null
    const blocked = await invoiceBlock(ctx.db, caller)
    if (blocked) throw refused(blocked)
    const months = [...new Set(input.months)].sort()
    if (months.length === 0) throw invalid('invoiceMonthsRequired', 'months')
    const periods = new Map((await invoicePeriods(ctx.db, caller.userId, ctx.now())).map((p) => [p.month, p]))
    for (const month of months) {
      if (periods.get(month)?.state !== 'canApply') throw refused('invoiceMonthUnavailable', 'months', { month })
    }
    if (!title) throw invalid('invoiceTitleRequired', 'titleId')
    if (!address) throw invalid('invoiceAddressRequired', 'addressId')
    const titleValue = JSON.parse(title.value) as InvoiceTitleValue
    const addressValue = JSON.parse(address.value) as ShippingAddressValue
    const now = ctx.now()
    const invoiceNo = invoiceNoOf(now)
    const amount = months.reduce((sum, m) => sum + periods.get(m)!.fees, 0)
    await ctx.db.transaction().execute(async (trx) => {
      const held = await trx.selectFrom('invoice_months').select('month').where('user_id', '=', caller.userId).where('month', 'in', months).executeTakeFirst()
      if (held) throw refused('invoiceMonthUnavailable', 'months', { month: held.month })
      await trx.insertInto('invoices').values({
        invoice_no: invoiceNo, user_id: caller.userId, months: JSON.stringify(months), amount, invoice_type: titleValue.invoiceType,
        title: JSON.stringify(titleValue),
        address: JSON.stringify({ name: addressValue.name, mobile: addressValue.mobile, region: address.region, detail: addressValue.detail }),
        state: 'applied', fail_reason: null, issued_number: null, issued_at: null, mailing_state: null, courier: null, tracking_no: null, mailed_at: null,
        reversal_state: null, reversal_reason: null, reversal_note: null, reversal_asked_at: null, created_at: now, updated_at: now,
      }).execute()
      await trx.insertInto('invoice_months').values(months.map((month) => ({ user_id: caller.userId, month, invoice_no: invoiceNo }))).execute()
    })
    return invoiceOf(await ctx.db.selectFrom('invoices').selectAll().where('invoice_no', '=', invoiceNo).executeTakeFirstOrThrow())
  },

  invoiceList: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    let query = ctx.db.selectFrom('invoices').where('user_id', '=', caller.userId)
    if (input.state) query = query.where('state', '=', input.state)
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('invoice_no', 'desc').offset(input.offset).limit(input.length).execute()
    return { list: rows.map(invoiceOf), total }
  },

  invoiceReversal: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    const row = await ctx.db.selectFrom('invoices').selectAll().where('invoice_no', '=', input.invoiceNo).executeTakeFirst()
    if (!row) throw notFound()
    if (row.user_id !== caller.userId) throw forbidden()
    const reason = input.reason.trim()
    if (reason === '') throw invalid('invoiceReasonRequired', 'reason')
    if (Array.from(reason).length > 200) throw invalid('tooLong', 'reason', { max: 200 })
    if (!canAskReversal(row.state as InvoiceState, row.reversal_state as ReversalState | null)) throw refused('invoiceReversalNotAllowed')
    const now = ctx.now()
    await ctx.db.updateTable('invoices').set({ reversal_state: 'pending', reversal_reason: reason, reversal_note: null, reversal_asked_at: now, updated_at: now })
      .where('invoice_no', '=', row.invoice_no).execute()
    return invoiceOf(await ctx.db.selectFrom('invoices').selectAll().where('invoice_no', '=', row.invoice_no).executeTakeFirstOrThrow())
  },

  invoiceDownload: async (ctx, input) => {
    const caller = await invoiceCaller(ctx)
    let query = ctx.db.selectFrom('invoices').where('user_id', '=', caller.userId)
    if (input.state) query = query.where('state', '=', input.state)
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    if (total > DOWNLOAD_MAX_ITEMS) throw refused('downloadTooMany', undefined, { max: DOWNLOAD_MAX_ITEMS, count: total })
    const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('invoice_no', 'desc').execute()
    const day = beijingToday(ctx.now()).replaceAll('-', '')
    return { fileName: `invoices-${day}.csv`, total: rows.length, body: invoicesCsv(rows, input.lang ?? 'en') }
  },
}

const HEADINGS: Record<Lang, string[]> = {
  zh: ['申请单号', '账单月份', '金额（元）', '发票类型', '发票抬头', '纳税人识别号', '状态', '发票号码', '开票时间', '邮寄状态', '快递公司', '运单号', '红冲状态', '申请时间'],
  en: ['Application', 'Bill months', 'Amount (yuan)', 'Type', 'Title', 'Taxpayer ID', 'State', 'Invoice number', 'Issued at', 'Mailing', 'Courier', 'Tracking number', 'Red reversal', 'Applied at'],
}
const LABELS: Record<Lang, Record<string, string>> = {
  zh: {
    eInvoice: '电子发票', ordinary: '普通发票', vatSpecial: '增值税专用发票', applied: '已申请', beingIssued: '开票中', issued: '已开票', failed: '开票失败',
    lapsed: '已作废', awaitingDispatch: '待邮寄', posted: '已邮寄', pending: '待处理', mailed: '已寄出', reversing: '红冲中', successful: '红冲成功', invalid: '无效',
  },
  en: {
    eInvoice: 'E-invoice', ordinary: 'Ordinary invoice', vatSpecial: 'VAT special invoice', applied: 'Applied', beingIssued: 'Being issued', issued: 'Issued',
    failed: 'Failed', lapsed: 'Lapsed', awaitingDispatch: 'Awaiting dispatch', posted: 'Posted', pending: 'Pending', mailed: 'Mailed',
    reversing: 'Reversing', successful: 'Successful', invalid: 'Invalid',
  },
}

async function* invoicesCsv(rows: readonly InvoiceRow[], lang: Lang): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(HEADINGS[lang])}`
  const label = (key: string | null) => (key === null ? '' : LABELS[lang][key] ?? key)
  for (let i = 0; i < rows.length; i += 200) {
    yield rows.slice(i, i + 200).map((r) => {
      const title = JSON.parse(r.title) as InvoiceTitleValue
      return csvLine([
        r.invoice_no, (JSON.parse(r.months) as string[]).join(' '), majorUnits(Number(r.amount), 'RMB'), label(r.invoice_type), title.companyName,
        title.taxpayerId, label(r.state), r.issued_number ?? '', r.issued_at === null ? '' : beijingMinute(Number(r.issued_at)),
        label(r.mailing_state), r.courier ?? '', r.tracking_no ?? '', label(r.reversal_state === 'failed' ? 'failed' : r.reversal_state),
        beijingMinute(Number(r.created_at)),
      ])
    }).join('')
  }
}

/** For the console: whether a type is mailed. */
export function isPaper(type: string): boolean {
  return PAPER_TYPES.has(type as InvoiceType)
}
