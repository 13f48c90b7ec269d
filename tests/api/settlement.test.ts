import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOTAL_ROWS_HEADER } from '../../src/domain/common-params'
import { DOWNLOAD_MAX_ITEMS } from '../../src/domain/settlement/rules'
import type { SettlementItem, Statement } from '../../src/domain/settlement/endpoints'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { runSettlement } from '../../src/server/services/finance/settlement-job'
import { walletBalance } from '../../src/server/services/wallet/routes'
import { calendarHost, insertUnit } from './calendar-fixtures'
import { book, orderRow } from './order-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const mobileOf = async (host: SignedIn) => (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()).mobile

/** A host on the merchant white list (settlement is a merchant function) with a calendar unit. */
async function merchant(options: { overseas?: boolean; currency?: string } = {}): Promise<{ host: SignedIn; unitId: string; mobile: string }> {
  const host = await calendarHost(server)
  const mobile = await mobileOf(host)
  await setLandlord(server.db, mobile, '86', { merchantWhite: true, ...(options.overseas ? { overseas: true } : {}) })
  const unitId = await insertUnit(server, host, options.currency ? { currency: options.currency, country: 'JPN', prices: { weekday: 18_000, weekend: 22_000, holiday: 26_000 } } : {})
  return { host, unitId, mobile }
}

/** A stay booked and then ended (completed, or the guest left early on `leftOn`). */
async function endedStay(unitId: string, checkIn: string, nights: number, leftOn?: string): Promise<string> {
  const order = await book(server, unitId, checkIn, nights)
  const end = leftOn ?? order.check_out
  await server.db.updateTable('orders').set({
    state: leftOn ? 'leftEarly' : 'completed', paid_at: server.clock.now(), checked_out_at: Date.parse(`${end}T03:00:00Z`),
  }).where('order_no', '=', order.order_no).execute()
  return order.order_no
}

const list = async (host: SignedIn, params: Record<string, unknown> = {}) => {
  const reply = await server.api('settleStatementList', params, { session: host })
  expect(reply.body?.status, reply.text).toBe(200)
  return reply.body!.content as { list: Statement[]; total: number; destination: unknown; waiting: { orders: number } }
}
const detail = async (host: SignedIn, serialNo: string) => {
  const reply = await server.api('settleStatementDetail', { serialNo }, { session: host })
  expect(reply.body?.status, reply.text).toBe(200)
  return reply.body!.content as { statement: Statement; items: SettlementItem[]; total: number }
}
/** Beijing wall-clock time as epoch ms. */
const beijing = (iso: string) => Date.parse(`${iso}+08:00`)

describe('settlement (issue 16)', () => {
  it('settles a stay at 10:00 Beijing time on the third working day after it, holidays skipped, crediting the wallet once', async () => {
    const { host } = await merchant()
    const { unitId } = { unitId: await insertUnit(server, host) }
    // ends Thursday 31 December 2026; 1-3 January are the New Year holiday: Mon 4, Tue 5, Wed 6
    const orderNo = await endedStay(unitId, '2026-12-29', 2)
    const order = await orderRow(server, orderNo)

    await runSettlement(server.db, beijing('2027-01-06T09:59:59'))
    const waiting = await list(host)
    expect(waiting.total).toBe(1)
    expect(waiting.list[0]).toMatchObject({
      state: 'toSettle', currency: 'RMB', settlementDate: '2027-01-06', cycleFrom: '2026-12-31', cycleTo: '2026-12-31', orders: 1,
      amountDue: Number(order.income), thirdPartyFee: 0, actualAmount: Number(order.income), rates: [], destination: { kind: 'wallet' }, settledAt: null,
    })
    expect(await walletBalance(server.db, Number(host.userId))).toBe(0)
    // the home says what is to settle and when
    const home = (await server.api('dashboardIndex', {}, { session: host })).body as { content: { settlement: unknown } }
    expect(home.content.settlement).toEqual({ toSettle: [{ currency: 'RMB', amount: Number(order.income) }], nextDate: '2027-01-06' })

    const at = beijing('2027-01-06T10:00:00')
    expect((await runSettlement(server.db, at)).settled).toBeGreaterThanOrEqual(1)
    const settled = (await list(host)).list[0]!
    expect(settled).toMatchObject({ state: 'settled', settledAt: at })
    expect(await walletBalance(server.db, Number(host.userId))).toBe(Number(order.income))
    expect((await orderRow(server, orderNo)).settlement_state).toBe('settled')

    // again, and through the console: nothing twice
    await runSettlement(server.db, at + 3_600_000)
    expect((await staff('settle', 'order', orderNo)).out[0]).toContain('already settled')
    expect(await walletBalance(server.db, Number(host.userId))).toBe(Number(order.income))

    const { statement, items, total } = await detail(host, settled.serialNo)
    expect(total).toBe(1)
    expect(statement.serialNo).toMatch(/^JS20270106\d{6}$/)
    expect(items[0]).toMatchObject({
      orderNo, checkIn: '2026-12-29', checkOut: '2026-12-31', stayEnd: '2026-12-31', currency: 'RMB', statementSerial: settled.serialNo,
      statementState: 'settled', rent: Number(order.rent), serviceFee: Number(order.service_fee), invoiceServiceFee: Number(order.invoice_service_fee),
      income: Number(order.income), settledAmount: Number(order.income),
    })
    expect(items[0]!.rent - items[0]!.serviceFee - items[0]!.invoiceServiceFee).toBe(items[0]!.income)
  })

  it('counts the make-up working Saturday and dates a stay the guest left early by the day they left', async () => {
    const { host, unitId } = await merchant()
    const clock = server.clock.now()
    server.clock.set(beijing('2026-09-01T12:00:00'))
    // left on Wednesday 30 September 2026: 1-7 October are the National Day holiday, Thu 8, Fri 9, Sat 10 (a make-up working day)
    const orderNo = await endedStay(unitId, '2026-09-28', 5, '2026-09-30')
    server.clock.set(clock)
    await runSettlement(server.db, beijing('2026-10-08T12:00:00'))
    const [statement] = (await list(host)).list
    expect(statement).toMatchObject({ settlementDate: '2026-10-10', state: 'toSettle', cycleFrom: '2026-09-30' })
    const { items } = await detail(host, statement!.serialNo)
    expect(items[0]).toMatchObject({ orderNo, stayEnd: '2026-09-30', checkOut: '2026-10-03' })
  })

  it('gathers the stays of one settlement date into one statement, filters by state, dates and number, and shows the month\'s bill', async () => {
    const { host, unitId } = await merchant()
    // both end Friday 4 December 2026: settled Wednesday 9 December
    const first = await endedStay(unitId, '2026-12-02', 2)
    const second = await endedStay(unitId, '2026-12-03', 1)
    // ends 10 December: settled 15 December
    const third = await endedStay(unitId, '2026-12-08', 2)
    await runSettlement(server.db, beijing('2026-12-09T10:30:00'))
    const all = await list(host)
    expect(all.list.map((s) => [s.settlementDate, s.state, s.orders])).toEqual([['2026-12-15', 'toSettle', 1], ['2026-12-09', 'settled', 2]])
    expect((await list(host, { state: 'settled' })).list.map((s) => s.settlementDate)).toEqual(['2026-12-09'])
    expect((await list(host, { from: '2026-12-10', to: '2026-12-31' })).list.map((s) => s.settlementDate)).toEqual(['2026-12-15'])
    expect((await list(host, { serialNo: all.list[1]!.serialNo })).total).toBe(1)
    expect((await server.api('settleStatementList', { from: '2026-02-30' }, { session: host })).body).toMatchObject({ status: 400 })

    const bill = await server.api('settleBill', { month: '2026-12' }, { session: host })
    const content = bill.body!.content as { totals: Array<Record<string, number | string>>; items: SettlementItem[]; total: number; recent: Array<{ month: string; orders: number; income: number }> }
    const incomes = await Promise.all([first, second, third].map(async (no) => Number((await orderRow(server, no)).income)))
    expect(content.total).toBe(3)
    expect(content.totals).toEqual([expect.objectContaining({
      currency: 'RMB', orders: 3, nights: 5, income: incomes[0]! + incomes[1]! + incomes[2]!, settled: incomes[0]! + incomes[1]!, toSettle: incomes[2]!,
    })])
    expect(new Set(content.items.map((i) => i.orderNo))).toEqual(new Set([first, second, third]))
    expect(content.items.map((i) => i.stayEnd)).toEqual(['2026-12-10', '2026-12-04', '2026-12-04'])
    expect(content.recent).toHaveLength(12)
    expect(content.recent.at(-1)).toMatchObject({ month: '2026-12', orders: 3 })
    expect(content.recent[0]).toMatchObject({ month: '2026-01', orders: 0, income: 0 })
    expect((await server.api('settleBill', { month: '2026-13' }, { session: host })).body).toMatchObject({ status: 400 })
  })

  it('pays an overseas host in the bank account\'s currency, converted at the rate, less the wire fee, and nothing into a wallet', async () => {
    const { host, unitId, mobile } = await merchant({ overseas: true, currency: 'JPY' })
    const orderNo = await endedStay(unitId, '2026-12-14', 2)
    await runSettlement(server.db, beijing('2026-12-28T11:00:00'))
    const before = await list(host)
    expect(before).toMatchObject({ total: 0, destination: null, waiting: { orders: 1 } })

    expect((await staff('settle', 'account', mobile, '--country', '86', '--currency', 'USD', '--name', 'SATO YUI', '--number', '1234 5678 90',
      '--bank', 'MUFG Bank', '--swift', 'botkjpjt', '--address', 'Marunouchi, Tokyo', '--code', '0005')).code).toBe(0)
    await runSettlement(server.db, beijing('2026-12-28T11:00:00'))
    const after = await list(host)
    const order = await orderRow(server, orderNo)
    // rates are units per RMB: USD 0.1405, JPY 21.32
    const usdCents = Math.round((Number(order.income) / 21.32) * 0.1405 * 100)
    expect(after.waiting.orders).toBe(0)
    expect(after.list[0]).toMatchObject({
      state: 'settled', currency: 'USD', amountDue: usdCents, thirdPartyFee: 1_500, actualAmount: usdCents - 1_500,
      rates: [{ from: 'JPY', rate: '0.00659006' }],
      destination: { kind: 'bank', account: { currency: 'USD', accountNumber: '1234567890', swiftCode: 'BOTKJPJT', bankName: 'MUFG Bank', bankCode: '0005' } },
    })
    expect(await server.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', Number(host.userId)).execute()).toEqual([])
  })

  it('shows another landlord none of it, and refuses hosts off the merchant white list', async () => {
    const { host, unitId } = await merchant()
    const orderNo = await endedStay(unitId, '2026-12-21', 1)
    const serial = (await staff('settle', 'order', orderNo)).out[0]!.split(' ')[1]!
    const other = await merchant()
    expect((await list(other.host)).total).toBe(0)
    expect((await server.api('settleStatementDetail', { serialNo: serial }, { session: other.host })).body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    const bill = (await server.api('settleBill', { month: '2026-12' }, { session: other.host })).body!.content as { total: number; totals: unknown[] }
    expect(bill).toMatchObject({ total: 0, totals: [] })
    expect((await detail(host, serial)).items[0]!.orderNo).toBe(orderNo)

    await setLandlord(server.db, await mobileOf(host), '86', { merchantWhite: false })
    // nor does the home speak of it
    expect(((await server.api('dashboardIndex', {}, { session: host })).body as { content: { settlement: unknown } }).content.settlement).toBeNull()
    for (const [key, input] of [['settleStatementList', {}], ['settleStatementDetail', { serialNo: serial }], ['settleBill', { month: '2026-12' }], ['settleExport', {}]] as const) {
      expect((await server.api(key, input, { session: host })).body, key).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    }
  })

  it('downloads at most 1000 orders at once, with their split in CSV', async () => {
    const { host, unitId } = await merchant()
    const orderNo = await endedStay(unitId, '2026-12-22', 2)
    await staff('settle', 'order', orderNo)
    const one = await server.api('settleExport', { lang: 'zh' }, { session: host })
    expect(one.http, one.text).toBe(200)
    expect(one.headers.get(TOTAL_ROWS_HEADER)).toBe('1')
    const lines = one.text.split('\r\n')
    expect(lines[0]).toContain('结算单号')
    const order = await orderRow(server, orderNo)
    expect(lines[1]).toContain(orderNo)
    expect(lines[1]).toContain(`${Math.floor(Number(order.income) / 100)}.${String(Number(order.income) % 100).padStart(2, '0')}`)

    // a thousand more ended stays in statements of the year
    const statementId = Number((await server.db.selectFrom('settlement_items').select('statement_id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).statement_id)
    const template = await server.db.selectFrom('settlement_items').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    const rows = Array.from({ length: DOWNLOAD_MAX_ITEMS }, (_, i) => ({ ...template, order_no: `BULK${Date.now()}${i}`, statement_id: statementId }))
    for (let i = 0; i < rows.length; i += 200) await server.db.insertInto('settlement_items').values(rows.slice(i, i + 200)).execute()
    const refused = await server.api('settleExport', {}, { session: host })
    expect(refused.body).toMatchObject({ errorMsg: 'downloadTooMany', errorParams: { max: DOWNLOAD_MAX_ITEMS, count: DOWNLOAD_MAX_ITEMS + 1 } })
    // a narrower filter downloads
    const none = await server.api('settleExport', { from: '2030-01-01' }, { session: host })
    expect(none.headers.get(TOTAL_ROWS_HEADER)).toBe('0')
  })

  it('downloads at most 1000 orders from the order list too, saying how many the filter found', async () => {
    const { host, unitId } = await merchant()
    const order = await book(server, unitId, '2026-12-27', 1)
    const row = await server.db.selectFrom('orders').selectAll().where('order_no', '=', order.order_no).executeTakeFirstOrThrow()
    const csv = await server.api('orderDownload', { group: 'all' }, { session: host })
    expect(csv.body, csv.text).toMatchObject({ status: 200 })
    expect((csv.body as { content: { count: number } }).content.count).toBe(1)
    const copies = Array.from({ length: DOWNLOAD_MAX_ITEMS }, (_, i) => ({ ...row, order_no: `BULK${i}${Date.now()}` }))
    for (let i = 0; i < copies.length; i += 100) await server.db.insertInto('orders').values(copies.slice(i, i + 100)).execute()
    expect((await server.api('orderDownload', { group: 'all' }, { session: host })).body)
      .toMatchObject({ errorMsg: 'downloadTooMany', errorParams: { max: DOWNLOAD_MAX_ITEMS, count: DOWNLOAD_MAX_ITEMS + 1 } })
    // a narrower filter still downloads
    const narrow = await server.api('orderDownload', { group: 'all', keyword: order.order_no }, { session: host })
    expect((narrow.body as { content: { count: number } }).content.count).toBe(1)
  })

  it('settles once when two runs of the job meet, and pays exactly what the statements say', async () => {
    const { host, unitId } = await merchant()
    const orders = [await endedStay(unitId, '2027-01-11', 1), await endedStay(unitId, '2027-01-12', 2), await endedStay(unitId, '2027-01-13', 1)]
    const at = beijing('2027-02-01T12:00:00')
    // two instances' timers firing together, or a console run beside the server's
    await Promise.all([runSettlement(server.db, at), runSettlement(server.db, at), staff('settle', 'run', '--at', new Date(at).toISOString())])
    const ledger = await server.db.selectFrom('wallet_ledger').select(['ref', 'amount']).where('user_id', '=', Number(host.userId)).execute()
    expect(ledger.map((r) => r.ref).sort()).toEqual([...orders].sort())
    const statements = (await list(host)).list
    expect(statements.every((s) => s.state === 'settled')).toBe(true)
    expect(statements.reduce((n, s) => n + s.actualAmount, 0)).toBe(ledger.reduce((n, r) => n + Number(r.amount), 0))
    expect(statements.reduce((n, s) => n + s.orders, 0)).toBe(3)
  })
})
