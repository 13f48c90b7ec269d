import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { unitToday } from '../../../domain/calendar/zones'
import {
  convert, dueThrough, SETTLED_ORDER_STATES, settlementDate, statementAmounts, stayEnd, THIRD_PARTY_FEE,
  type RateTable, type StatementCurrency,
} from '../../../domain/settlement/rules'
import type { Destination, ForeignAccount } from '../../../domain/settlement/endpoints'
import type { Database } from '../../db/schema'
import type { Job } from '../../job'
import { listRates } from '../house/repo'
import { applyWalletEvent } from '../wallet/routes'
import { lockKeys } from '../../db/locks'

type Db = Kysely<Database>

export type SettlementRun = {
  /** Ended stays recorded as settlement items. */
  recorded: number
  /** Items put into statements. */
  assigned: number
  /** Statements paid. */
  settled: number
  /** Items still outside a statement (overseas hosts without a bank account, a missing rate). */
  waiting: number
}

/**
 * The settlement job (issue 16, decision 0054), idempotent at every step so a run that stops half
 * way, or runs twice, settles nothing twice:
 * 1. every stay that ended becomes a settlement item with the order's split (once per order);
 * 2. items are put into the open statement of their host, destination currency and settlement date
 *    (the third working day after the stay), converted at the day's rate; an overseas host's wait
 *    until the business manager records a bank account;
 * 3. statements whose settlement date has come (10:00 Beijing time) are settled: their orders are
 *    marked settled and, for the wallet, each order's income is credited to the ledger once.
 */
export async function runSettlement(db: Db, now: number): Promise<SettlementRun> {
  const recorded = await recordEndedStays(db, now)
  const { assigned, waiting } = await assignItems(db, now)
  const due = await db.selectFrom('settlement_statements').select('id')
    .where('state', '=', 'toSettle').where('settlement_date', '<=', dueThrough(now)).orderBy('id').execute()
  let settled = 0
  for (const { id } of due) if (await settleStatement(db, id, now)) settled += 1
  return { recorded, assigned, settled, waiting }
}

/** Every 10 minutes: a statement is paid within minutes of 10:00 on its day. */
export const settlementJob: Job = { name: 'settlement', everyMs: 10 * 60_000, run: runSettlement }

/**
 * The console's "settle this stay now": its item and statement as the job makes them, then that
 * statement settled whatever its date (as if the clock were at its settlement date).
 */
export async function settleOrderNow(db: Db, orderNo: string, now: number): Promise<{ serialNo: string; settled: boolean } | null> {
  await recordEndedStays(db, now, orderNo)
  await assignItems(db, now)
  const item = await db.selectFrom('settlement_items').select('statement_id').where('order_no', '=', orderNo).executeTakeFirst()
  if (!item || item.statement_id === null) return null
  const settled = await settleStatement(db, item.statement_id, now)
  const row = await db.selectFrom('settlement_statements').select('serial_no').where('id', '=', item.statement_id).executeTakeFirstOrThrow()
  return { serialNo: row.serial_no, settled }
}

const INSERT_BATCH = 200

async function recordEndedStays(db: Db, now: number, orderNo?: string): Promise<number> {
  let query = db.selectFrom('orders')
    .leftJoin('settlement_items', 'settlement_items.order_no', 'orders.order_no')
    .select([
      'orders.order_no', 'orders.user_id', 'orders.lodge_business', 'orders.listing_title', 'orders.store_name', 'orders.room_type_name',
      'orders.country', 'orders.state', 'orders.check_in', 'orders.check_out', 'orders.checked_out_at', 'orders.nights', 'orders.currency',
      'orders.original_rent', 'orders.merchant_discount', 'orders.platform_discount', 'orders.rent', 'orders.service_fee', 'orders.invoice_service_fee', 'orders.income',
    ])
    // a settled order is in an item already: only the pending ones are looked at
    .where('orders.state', 'in', SETTLED_ORDER_STATES).where('orders.settlement_state', '=', 'pending').where('settlement_items.order_no', 'is', null)
  if (orderNo !== undefined) query = query.where('orders.order_no', '=', orderNo)
  const rows = await query.execute()
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const values = rows.slice(i, i + INSERT_BATCH).map((o) => {
      const leftOn = o.checked_out_at === null ? null : unitToday(o.country, Number(o.checked_out_at))
      const end = stayEnd({ state: o.state, checkOut: o.check_out, leftOn })
      return {
        order_no: o.order_no, user_id: o.user_id, lodge_business: o.lodge_business, listing_title: o.listing_title,
        store_name: o.store_name, room_type_name: o.room_type_name, check_in: o.check_in, check_out: o.check_out, stay_end: end,
        nights: o.nights, currency: o.currency, original_rent: o.original_rent, merchant_discount: o.merchant_discount,
        platform_discount: o.platform_discount, rent: o.rent,
        service_fee: o.service_fee, invoice_service_fee: o.invoice_service_fee, income: o.income,
        settlement_date: settlementDate(end), statement_id: null, rate: null, settled_amount: null, created_at: now,
      }
    })
    await db.insertInto('settlement_items').values(values).onConflict((oc) => oc.column('order_no').doNothing()).execute()
  }
  return rows.length
}

/** Where a host's statements go now: the wallet (mainland), the foreign account on record, or nowhere yet. */
export async function destinationOf(db: Db, userId: number): Promise<Destination | null> {
  const user = await db.selectFrom('users').select('is_oversea').where('id', '=', userId).executeTakeFirst()
  if (!user) return null
  if (user.is_oversea !== 1) return { kind: 'wallet' }
  const account = await db.selectFrom('foreign_bank_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst()
  return account ? { kind: 'bank', account: foreignAccountOf(account) } : null
}

export function foreignAccountOf(row: Database['foreign_bank_accounts']): ForeignAccount {
  return {
    currency: row.currency as StatementCurrency, accountName: row.account_name, accountNumber: row.account_number, bankName: row.bank_name,
    swiftCode: row.swift_code, bankAddress: row.bank_address, bankCode: row.bank_code,
  }
}

function currencyOf(destination: Destination): StatementCurrency {
  return destination.kind === 'wallet' ? 'RMB' : destination.account.currency
}

async function assignItems(db: Db, now: number): Promise<{ assigned: number; waiting: number }> {
  const hosts = await db.selectFrom('settlement_items').select('user_id').distinct().where('statement_id', 'is', null).execute()
  if (hosts.length === 0) return { assigned: 0, waiting: 0 }
  const rates: RateTable = Object.fromEntries((await listRates(db)).map((r) => [r.currency, r.rate]))
  let assigned = 0
  let waiting = 0
  for (const { user_id: userId } of hosts) {
    const destination = await destinationOf(db, userId)
    const result = await db.transaction().execute(async (trx) => {
      await lockHost(trx, userId)
      const items = await trx.selectFrom('settlement_items').select(['order_no', 'currency', 'income', 'settlement_date'])
        .where('user_id', '=', userId).where('statement_id', 'is', null).orderBy('settlement_date').orderBy('order_no').execute()
      if (!destination) return { assigned: 0, waiting: items.length }
      const currency = currencyOf(destination)
      let done = 0
      let left = 0
      const touched = new Set<number>()
      for (const item of items) {
        const converted = convert(Number(item.income), item.currency, currency, rates)
        if (!converted) {
          left += 1
          continue
        }
        const statementId = await openStatement(trx, userId, currency, item.settlement_date, destination, now)
        await trx.updateTable('settlement_items').set({ statement_id: statementId, rate: converted.rate, settled_amount: converted.amount })
          .where('order_no', '=', item.order_no).where('statement_id', 'is', null).execute()
        touched.add(statementId)
        done += 1
      }
      for (const id of touched) await refreshTotals(trx, id)
      return { assigned: done, waiting: left }
    })
    assigned += result.assigned
    waiting += result.waiting
  }
  return { assigned, waiting }
}

/** One writer per host at a time (PostgreSQL; SQLite writes one transaction at a time). */
async function lockHost(trx: Db, userId: number): Promise<void> {
  await lockKeys(trx, [`settlement:${userId}`])
}

async function openStatement(trx: Db, userId: number, currency: StatementCurrency, date: string, destination: Destination, now: number): Promise<number> {
  const open = await trx.selectFrom('settlement_statements').select('id')
    .where('user_id', '=', userId).where('currency', '=', currency).where('settlement_date', '=', date).where('state', '=', 'toSettle')
    .executeTakeFirst()
  if (open) return open.id
  const { id } = await trx.insertInto('settlement_statements').values({
    serial_no: `new-${randomUUID()}`, user_id: userId, state: 'toSettle', currency, settlement_date: date, cycle_from: date, cycle_to: date,
    orders: 0, amount_due: 0, third_party_fee: 0, actual_amount: 0, destination: JSON.stringify(destination), created_at: now, settled_at: null,
  }).returning('id').executeTakeFirstOrThrow()
  await trx.updateTable('settlement_statements').set({ serial_no: serialOf(date, id) }).where('id', '=', id).execute()
  return id
}

/** JS + settlement date + the statement's number: JS20261130000042. */
function serialOf(date: string, id: number): string {
  return `JS${date.replaceAll('-', '')}${String(id).padStart(6, '0')}`
}

/** A statement's orders, cycle and amounts from its items (one aggregate). */
async function refreshTotals(trx: Db, id: number): Promise<void> {
  const statement = await trx.selectFrom('settlement_statements').select(['currency', 'destination']).where('id', '=', id).executeTakeFirstOrThrow()
  const sums = await trx.selectFrom('settlement_items')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('settled_amount').as('amount'),
      eb.fn.min('stay_end').as('from'), eb.fn.max('stay_end').as('to'),
    ])
    .where('statement_id', '=', id).executeTakeFirstOrThrow()
  const destination = JSON.parse(statement.destination) as Destination
  const fee = destination.kind === 'bank' ? THIRD_PARTY_FEE[statement.currency as StatementCurrency] : 0
  const amounts = statementAmounts([Number(sums.amount ?? 0)], fee)
  await trx.updateTable('settlement_statements').set({
    orders: Number(sums.orders), amount_due: amounts.amountDue, third_party_fee: amounts.thirdPartyFee, actual_amount: amounts.actualAmount,
    ...(sums.from ? { cycle_from: String(sums.from), cycle_to: String(sums.to) } : {}),
  }).where('id', '=', id).execute()
}

/**
 * Settles one statement in one transaction: its state, its orders, and (for the wallet) one
 * ledger row per order. False when it was settled already.
 */
async function settleStatement(db: Db, id: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('settlement_statements').select(['user_id', 'state']).where('id', '=', id).executeTakeFirst()
    if (!row) return false
    await lockHost(trx, row.user_id)
    const statement = await trx.selectFrom('settlement_statements').select(['state', 'currency', 'destination', 'user_id']).where('id', '=', id).executeTakeFirstOrThrow()
    if (statement.state !== 'toSettle') return false
    await refreshTotals(trx, id)
    const items = await trx.selectFrom('settlement_items').select(['order_no', 'settled_amount']).where('statement_id', '=', id).execute()
    // the bank details the money went to, as they were that day (in the statement's currency)
    const current = await destinationOf(trx, statement.user_id)
    const destination = current && currencyOf(current) === statement.currency ? current : (JSON.parse(statement.destination) as Destination)
    await trx.updateTable('settlement_statements').set({ state: 'settled', settled_at: now, destination: JSON.stringify(destination) })
      .where('id', '=', id).where('state', '=', 'toSettle').execute()
    const orderNos = items.map((i) => i.order_no)
    for (let i = 0; i < orderNos.length; i += INSERT_BATCH) {
      await trx.updateTable('orders').set({ settlement_state: 'settled', settled_at: now })
        .where('order_no', 'in', orderNos.slice(i, i + INSERT_BATCH)).execute()
    }
    if (destination.kind === 'wallet') {
      for (const item of items) {
        const amount = Number(item.settled_amount ?? 0)
        if (amount > 0) await applyWalletEvent(trx, statement.user_id, { type: 'settle', order: item.order_no, amount }, now)
      }
    }
    return true
  })
}
