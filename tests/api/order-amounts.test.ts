import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isBalanced, orderAmounts, platformCommission } from '../../src/domain/order/amounts'
import type { OrderAmounts } from '../../src/domain/order/amounts'
import type { OrderDetail, OrderSummary } from '../../src/domain/order/schemas'
import type { BillTotals, SettlementItem } from '../../src/domain/settlement/endpoints'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import * as platformDiscountMigration from '../../src/server/db/migrations/2026-11-30T0810-settlement-platform-discount'
import { amountsOf } from '../../src/server/services/order/repo'
import { calendarHost, content, insertUnit } from './calendar-fixtures'
import { book, orderRow } from './order-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

/**
 * Issue 34: an order's money is one breakdown (decision 0067), computed by src/domain's
 * orderAmounts when the server stores it and sent as stored by every call that shows it: the
 * home's waiting orders, the order list, the detail, the CSV, the statement and the month's bill.
 * The order here is priced by an activity whose discount host and platform share, so each part of
 * the breakdown is there.
 */
let server: TestServer
let host: SignedIn
let unitId: string
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

const pick = (a: OrderAmounts): OrderAmounts => ({
  originalRent: a.originalRent, merchantDiscount: a.merchantDiscount, platformDiscount: a.platformDiscount, rent: a.rent,
  serviceFee: a.serviceFee, invoiceServiceFee: a.invoiceServiceFee, income: a.income,
})

beforeAll(async () => {
  server = await startServer()
  host = await calendarHost(server)
  const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()).mobile
  await setLandlord(server.db, mobile, '86', { merchantWhite: true })
  unitId = await insertUnit(server, host, { title: 'Shared-discount flat', similarUnits: 5 })
  // today is 2026-11-21: 20 % off December nights, the platform bears 40 % of it
  const created = await staff('activity', 'create', '--name', 'Shared winter', '--type', 'seasonal', '--stay', '2026-12-01..2026-12-31',
    '--enroll', '2026-11-01..2026-12-01', '--discount', '20', '--bearer', 'shared', '--share', '40')
  expect(created.code, created.err.join('\n')).toBe(0)
  const activityId = /activity (A\w+)/.exec(created.out[0]!)![1]!
  content(await server.api('activitySignUp', { id: activityId, unitIds: [unitId] }, { session: host }))
})
afterAll(async () => {
  await server.close()
})

describe('an order\'s amounts on the wire (issue 34)', () => {
  it('are stored as orderAmounts computes them, with both discounts, and sent the same on the home, the list and the detail', async () => {
    // two weekday nights at 388: 776.00, 20 % off = 155.20, of which the platform bears 62.08
    const order = await book(server, unitId, '2026-12-08', 2)
    const stored = amountsOf(order)
    expect(stored).toEqual(orderAmounts({ originalRent: 77_600, merchantDiscount: 9_312, platformDiscount: 6_208, invoiceByPlatform: true }))
    expect(isBalanced(stored)).toBe(true)

    const task = content(await server.api('dashboardTask', {}, { session: host })) as { waiting: OrderSummary[] }
    const waiting = task.waiting.find((o) => o.orderNo === order.order_no)!
    expect({ rent: waiting.rent, income: waiting.income }).toEqual({ rent: stored.rent, income: stored.income })

    const list = content(await server.api('orderList', {}, { session: host })) as { list: OrderSummary[] }
    const row = list.list.find((o) => o.orderNo === order.order_no)!
    expect({ rent: row.rent, income: row.income }).toEqual({ rent: stored.rent, income: stored.income })

    const detail = content(await server.api('orderHouseDetail', { orderNo: order.order_no }, { session: host })) as OrderDetail
    expect(detail.amounts).toEqual({ ...stored, deposit: 0 })
    expect(detail.income).toBe(detail.amounts.income)
  })

  it('modify and accept keeps the platform\'s share and the sums; the paid order\'s split is the income and the commission', async () => {
    const order = await book(server, unitId, '2026-12-15', 1)
    // 388.00, guest pays 310.40: the host lowers it to 300
    content(await server.api('orderEditCharge', { orderNo: order.order_no, rent: 300 }, { session: host }))
    const edited = amountsOf(await orderRow(server, order.order_no))
    expect(edited).toMatchObject({ originalRent: 38_800, platformDiscount: 3_104, rent: 30_000, merchantDiscount: 38_800 - 3_104 - 30_000 })
    expect(isBalanced(edited)).toBe(true)
    expect(edited).toEqual(orderAmounts({ originalRent: 38_800, merchantDiscount: edited.merchantDiscount, platformDiscount: 3_104, invoiceByPlatform: true }))

    await server.db.updateTable('orders').set({ state: 'waitCheckIn', paid_at: server.clock.now() }).where('order_no', '=', order.order_no).execute()
    const detail = content(await server.api('orderHouseDetail', { orderNo: order.order_no }, { session: host })) as OrderDetail
    expect(detail.settlement.split).toEqual([{ party: 'host', amount: edited.income }, { party: 'platform', amount: platformCommission(edited) }])
    expect(detail.amounts.income + platformCommission(detail.amounts)).toBe(detail.amounts.rent + detail.amounts.platformDiscount)
  })

  it('the statement and the month\'s bill show the order\'s breakdown as its detail does, and the bill\'s sums add up', async () => {
    const order = await book(server, unitId, '2026-12-21', 2)
    await server.db.updateTable('orders').set({ state: 'completed', paid_at: server.clock.now(), checked_out_at: Date.parse('2026-12-23T03:00:00Z') })
      .where('order_no', '=', order.order_no).execute()
    expect((await staff('settle', 'order', order.order_no)).code).toBe(0)
    const detail = content(await server.api('orderHouseDetail', { orderNo: order.order_no }, { session: host })) as OrderDetail

    const bill = content(await server.api('settleBill', { month: '2026-12', offset: 0, length: 20 }, { session: host })) as { totals: BillTotals[]; items: SettlementItem[] }
    const item = bill.items.find((i) => i.orderNo === order.order_no)!
    expect(pick(item)).toEqual(pick(detail.amounts))
    expect(item.platformDiscount).toBeGreaterThan(0)
    const totals = bill.totals.find((t) => t.currency === 'RMB')!
    expect(isBalanced(pick(totals))).toBe(true)
    for (const key of Object.keys(pick(totals)) as Array<keyof OrderAmounts>) {
      expect(totals[key]).toBe(bill.items.reduce((sum, i) => sum + i[key], 0))
    }

    const serial = detail.settlement.statementSerial!
    const statement = content(await server.api('settleStatementDetail', { serialNo: serial }, { session: host })) as { items: SettlementItem[] }
    expect(pick(statement.items.find((i) => i.orderNo === order.order_no)!)).toEqual(pick(detail.amounts))
  })

  it('the order CSV has the breakdown\'s columns, the platform\'s discount among them', async () => {
    const order = await book(server, unitId, '2026-12-28', 1)
    const csv = content(await server.api('orderDownload', { lang: 'en', keyword: order.order_no }, { session: host })) as { csv: string }
    const [head, line] = csv.csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    const columns = head!.split(',')
    const cells = line!.split(',')
    const cell = (name: string) => cells[columns.indexOf(name)]
    const a = amountsOf(order)
    const major = (minor: number) => (minor / 100).toFixed(2)
    expect([cell('Original rent'), cell('Merchant discount'), cell('Platform discount'), cell('Guest paid'), cell('Service fee'), cell('Invoice service fee'), cell('Income')])
      .toEqual([a.originalRent, a.merchantDiscount, a.platformDiscount, a.rent, a.serviceFee, a.invoiceServiceFee, a.income].map(major))
  })

  it('settlement items written before the platform\'s share was kept get it from their order', async () => {
    const order = await book(server, unitId, '2026-12-29', 1)
    await server.db.updateTable('orders').set({ state: 'completed', paid_at: server.clock.now(), checked_out_at: Date.parse('2026-12-30T03:00:00Z') })
      .where('order_no', '=', order.order_no).execute()
    expect((await staff('settle', 'order', order.order_no)).code).toBe(0)
    // the migration as it ran on a database of before: the column dropped, then added and filled
    const db = server.db as unknown as Kysely<unknown>
    await platformDiscountMigration.down(db)
    await platformDiscountMigration.up(db)
    const item = await server.db.selectFrom('settlement_items').select('platform_discount').where('order_no', '=', order.order_no).executeTakeFirstOrThrow()
    expect(Number(item.platform_discount)).toBe(Number(order.platform_discount))
    expect(Number(order.platform_discount)).toBeGreaterThan(0)
  })
})
