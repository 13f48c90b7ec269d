import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import type { Selectable } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groupFigures, occupancyBp, totalsOf, type DayFigures, type Granularity } from '../../src/domain/business/figures'
import { addDays } from '../../src/domain/calendar/dates'
import type { ResponseOf } from '../../src/domain/endpoints'
import { convert } from '../../src/domain/settlement/rules'
import { runConsole } from '../../src/server/console/run'
import { portalMigrator } from '../../src/server/db/migrate'
import type { OrdersTable } from '../../src/server/db/schema'
import { calendarHost, content, insertUnit } from './calendar-fixtures'
import { book, GUEST } from './order-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { openTestDb } from './support/test-db'

let server: TestServer
const beijing = (iso: string) => Date.parse(`${iso}+08:00`)

beforeAll(async () => {
  server = await startServer()
  server.clock.set(beijing('2026-11-01T12:00:00'))
})
afterAll(async () => {
  await server.close()
})

type Answer = ResponseOf<'businessData'>
type OrderRow = OrdersTable

const run = async (...argv: string[]) => {
  const result = await runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
  expect(result.code, result.err.join('\n')).toBe(0)
  return result.out
}
/** The host's side of an order, through the API. */
const host = (session: SignedIn) => ({
  confirm: async (orderNo: string) => content(await server.api('orderConfirm', { orderNo }, { session })),
  reject: async (orderNo: string) => content(await server.api('orderReject', { orderNo, reason: 'unableToHost', explanation: '那几天家里有事无法接待', unrentable: false }, { session })),
  checkIn: async (orderNo: string) => content(await server.api('orderCheckIn', { orderNo, credentialNo: GUEST.credentialNo }, { session })),
  editCharge: async (orderNo: string, rent: number) => content(await server.api('orderEditCharge', { orderNo, rent }, { session })),
  insure: async (orderNo: string) => content(await server.api('orderInsuranceBuy', { orderNo }, { session })),
})
const orderOf = async (orderNo: string) => server.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow()
const figures = async (session: SignedIn, params: Record<string, unknown>) => content(await server.api('businessData', params, { session })) as Answer

describe('business data (issue 16)', () => {
  it('sums bookings, room-nights, rent and income, cancellations and refusals per period, with occupancy, for all units or one', async () => {
    const session = await calendarHost(server)
    const act = host(session)
    const lake = await insertUnit(server, session, { title: 'Lake flat', similarUnits: 2 })
    const garden = await insertUnit(server, session, { title: 'Garden room', similarUnits: 1 })
    // every booking happens today (1 November, a Sunday: the week of 26 October)
    const a = (await book(server, lake, '2026-11-02', 2)).order_no
    const b = (await book(server, garden, '2026-11-03', 1)).order_no
    const cancelled = (await book(server, lake, '2026-11-10', 3)).order_no
    const rejected = (await book(server, garden, '2026-11-11', 1)).order_no
    const timedOut = (await book(server, lake, '2026-11-12', 1)).order_no
    for (const orderNo of [a, b]) {
      await act.confirm(orderNo)
      await run('order', 'pay', orderNo)
    }
    await run('order', 'cancel', cancelled)
    await act.reject(rejected)
    expect((await run('order', 'expire', '--in', '31m'))[0]).toContain('1 confirmation timeout(s)')
    expect((await orderOf(timedOut)).state).toBe('confirmTimeout')
    const start = server.clock.now()
    server.clock.set(beijing('2026-11-02T15:00:00'))
    await act.checkIn(a)
    server.clock.set(beijing('2026-11-04T11:00:00'))
    await run('order', 'check-out', a)
    server.clock.set(start)
    const [rowA, rowB] = [await orderOf(a), await orderOf(b)]
    expect([rowA.state, rowB.state]).toEqual(['completed', 'waitCheckIn'])

    const data = await figures(session, { from: '2026-11-01', to: '2026-11-14', granularity: 'week' })
    expect(data.currency).toBe('RMB')
    expect(data.periods.map((p) => p.start)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09'])
    const [first, second, third] = data.periods
    expect(first).toMatchObject({ orders: 5, cancellations: 1, refusals: 2, nights: 0, available: 3 })
    expect(second).toMatchObject({ orders: 0, nights: 3, rent: Number(rowA.rent) + Number(rowB.rent), income: Number(rowA.income) + Number(rowB.income), available: 21 })
    expect(second!.occupancyBp).toBe(Math.round((3 * 10_000) / 21))
    expect(second!.averagePrice).toBe(Math.round((Number(rowA.rent) + Number(rowB.rent)) / 3))
    expect(third).toMatchObject({ nights: 0, income: 0, available: 18 })
    expect(data.totals).toMatchObject({ orders: 5, nights: 3, cancellations: 1, refusals: 2, available: 42 })
    expect(new Map(data.listings.map((l) => [l.title, l.nights]))).toEqual(new Map([['Lake flat', 2], ['Garden room', 1]]))
    // the best earner first
    expect(data.listings[0]!.income).toBeGreaterThanOrEqual(data.listings[1]!.income)

    const oneUnit = await figures(session, { from: '2026-11-01', to: '2026-11-14', granularity: 'month', unitId: garden })
    expect(oneUnit.periods).toHaveLength(1)
    expect(oneUnit.totals).toMatchObject({ orders: 2, nights: 1, refusals: 1, available: 14, income: Number(rowB.income) })

    const other = await calendarHost(server)
    const none = await figures(other, { from: '2026-11-01', to: '2026-11-14', granularity: 'day' })
    expect(none.totals).toMatchObject({ orders: 0, nights: 0, income: 0 })
    expect(none.periods).toHaveLength(14)
    expect((await server.api('businessData', { from: '2026-11-01', to: '2026-11-14', granularity: 'day', unitId: garden }, { session: other })).body).toMatchObject({ status: 404 })
  })

  it('refuses a range that ends before it starts or is longer than a year', async () => {
    const session = await calendarHost(server)
    expect((await server.api('businessData', { from: '2026-11-10', to: '2026-11-01', granularity: 'day' }, { session })).body).toMatchObject({ status: 400, errorField: 'to' })
    expect((await server.api('businessData', { from: '2025-01-01', to: '2026-11-01', granularity: 'month' }, { session })).body).toMatchObject({ status: 400, errorField: 'from' })
    expect((await server.api('businessData', { from: '2025-11-01', to: '2026-11-01', granularity: 'month' }, { session })).body).toMatchObject({ status: 200 })
  })

  it('keeps the figures of every order event as a count over the orders gives them, and answers every granularity as the orders do (decision 0066)', async () => {
    const session = await calendarHost(server)
    const act = host(session)
    const lake = await insertUnit(server, session, { title: 'Lake flat', similarUnits: 2 })
    const garden = await insertUnit(server, session, { title: 'Garden room', similarUnits: 1 })
    const dollar = await insertUnit(server, session, { title: 'Dollar loft', similarUnits: 1, currency: 'USD' })
    const paid = async (orderNo: string) => {
      await act.confirm(orderNo)
      await run('order', 'pay', orderNo)
      return orderNo
    }
    server.clock.set(beijing('2026-11-05T10:00:00'))
    const completed = await paid((await book(server, lake, '2026-11-20', 2)).order_no)
    const twoRooms = await paid((await book(server, lake, '2026-11-28', 3, { rooms: 2 })).order_no)
    const leftEarly = await paid((await book(server, garden, '2026-11-21', 2)).order_no)
    await run('order', 'cancel', (await book(server, garden, '2026-12-03', 1)).order_no)
    await run('order', 'cancel', await paid((await book(server, lake, '2026-12-05', 2)).order_no))
    await act.reject((await book(server, garden, '2026-12-10', 1)).order_no)
    const cheaper = (await book(server, lake, '2026-12-12', 1)).order_no
    await act.editCharge(cheaper, 300)
    await run('order', 'pay', cheaper)
    const dollarStay = await paid((await book(server, dollar, '2026-11-23', 2)).order_no)
    await paid((await book(server, dollar, '2026-11-27', 1)).order_no)
    await paid((await book(server, dollar, '2027-01-04', 1)).order_no)
    const hotelOrder = /booked hotel order (\w+)/.exec((await run('order', 'book-hotel', session.mobile, '2026-11-25', '1', '--store', '西湖店', '--room-type', '大床房', '--price', '500'))[0]!)![1]!
    await paid(hotelOrder)
    // a stay that grows by a paid renewal, one insured (no figure changes), one invoiced
    const renewed = await paid((await book(server, lake, '2026-12-20', 1)).order_no)
    const renewalId = /renewal (\S+)/.exec((await run('order', 'renew', renewed, '2'))[0]!)![1]!
    content(await server.api('orderRenewalConfirm', { orderNo: renewed, renewalId }, { session }))
    await run('order', 'renewal-pay', renewed, renewalId)
    expect(await orderOf(renewed)).toMatchObject({ nights: 3, check_out: '2026-12-23' })
    await act.insure(twoRooms)
    await run('order', 'invoice', twoRooms, '--title', '杭州某某公司')
    // one the host lets time out, one the guest does not pay
    const unconfirmed = (await book(server, lake, '2026-12-22', 1)).order_no
    const unpaid = (await book(server, garden, '2026-12-23', 1)).order_no
    await act.confirm(unpaid)
    await run('order', 'expire', '--in', '31m')
    expect([(await orderOf(unconfirmed)).state, (await orderOf(unpaid)).state]).toEqual(['confirmTimeout', 'payTimeout'])
    // stays
    server.clock.set(beijing('2026-11-20T15:00:00'))
    await act.checkIn(completed)
    server.clock.set(beijing('2026-11-21T15:00:00'))
    await act.checkIn(leftEarly)
    await run('order', 'leave-early', leftEarly)
    server.clock.set(beijing('2026-11-22T11:00:00'))
    await run('order', 'check-out', completed)
    server.clock.set(beijing('2026-11-23T15:00:00'))
    await act.checkIn(dollarStay)
    server.clock.set(beijing('2026-11-25T11:00:00'))
    await run('order', 'check-out', dollarStay)
    // booked either side of midnight in Beijing (the same UTC day): 30 November and 1 December
    server.clock.set(beijing('2026-11-30T23:50:00'))
    await paid((await book(server, lake, '2027-01-02', 1)).order_no)
    server.clock.set(beijing('2026-12-01T00:10:00'))
    await book(server, garden, '2027-01-03', 1)

    const userId = Number(session.userId)
    const orders = await server.db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute()
    expect(new Set(orders.map((o) => o.state))).toEqual(new Set(['completed', 'waitCheckIn', 'leftEarly', 'cancelled', 'rejected', 'confirmTimeout', 'payTimeout', 'waitConfirm']))
    expect(await keptRows(server.db, userId)).toEqual(countedFromOrders(orders))

    const rates = Object.fromEntries((await server.db.selectFrom('exchange_rates').select(['currency', 'rate']).execute()).map((r) => [r.currency, r.rate]))
    const stock = new Map([[lake, 2], [garden, 1], [dollar, 1]])
    const asks: Array<{ from: string; to: string; granularity: Granularity; unitId?: string }> = [
      // whole November and December with the days either side; dollar stays in November
      { from: '2026-10-15', to: '2027-01-10', granularity: 'month' },
      { from: '2026-11-01', to: '2026-12-31', granularity: 'month' },
      { from: '2026-11-10', to: '2026-11-25', granularity: 'month' },
      { from: '2026-03-01', to: '2027-02-28', granularity: 'month' },
      { from: '2026-11-01', to: '2026-12-31', granularity: 'day' },
      { from: '2026-11-01', to: '2027-01-31', granularity: 'week' },
      { from: '2026-10-15', to: '2027-01-10', granularity: 'month', unitId: dollar },
      { from: '2026-11-01', to: '2027-01-31', granularity: 'week', unitId: lake },
      { from: '2026-11-01', to: '2026-12-31', granularity: 'month', unitId: garden },
    ]
    for (const ask of asks) {
      const answer = await figures(session, ask)
      expect(answer, JSON.stringify(ask)).toEqual(answerFromOrders(orders, ask, answer.units, stock, rates))
    }
    expect((await figures(session, asks[0]!)).currency).toBe('RMB')
    expect((await figures(session, asks[6]!)).currency).toBe('USD')
  })
})

describe('migration to kept business figures (decision 0066)', () => {
  it('counts the orders already there into the days and months; down drops them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'business-figures-'))
    const { db, databaseUrl, drop } = await openTestDb({ dbFile: path.join(dir, 'portal.db'), databaseUrl: undefined }, { migrate: false })
    try {
      const migrator = portalMigrator(db)
      const names = (await migrator.getMigrations()).map((m) => m.name)
      const figuresMigration = names.find((name) => name.endsWith('-business-figures'))!
      const before = names[names.indexOf(figuresMigration) - 1]!
      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      const states = ['completed', 'cancelled', 'waitCheckIn', 'rejected', 'confirmTimeout', 'leftEarly', 'waitConfirm', 'payTimeout', 'checkedIn', 'waitPay']
      const rows = Array.from({ length: 40 }, (_, i) => orderValues(i, {
        user_id: 1 + (i % 2), unit_id: i % 5 === 0 ? null : `lu:unit-${i % 3}`, state: states[i % states.length]!,
        cancelled_by: i % 20 === 1 ? 'guest' : i % 20 === 11 ? 'host' : null, currency: i % 7 === 0 ? 'USD' : 'RMB',
        // bookings around Beijing midnights and month ends; stays over three months
        created_at: beijing('2026-10-30T23:00:00') + i * 7 * 3_600_000, check_in: addDays('2026-10-29', i * 2),
        nights: 1 + (i % 3), rooms: 1 + (i % 2), rent: 10_000 + i * 137, income: 9_000 + i * 123,
      }))
      await db.insertInto('orders').values(rows).execute()

      expect((await migrator.migrateTo(figuresMigration)).error).toBeUndefined()
      const orders = await db.selectFrom('orders').selectAll().execute()
      expect(await keptRows(db, null)).toEqual(countedFromOrders(orders))

      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      expect((await db.introspection.getTables()).map((t) => t.name).filter((name) => name === 'business_days' || name === 'business_months')).toEqual([])
      const index = databaseUrl
        ? sql<{ name: string }>`select indexname as name from pg_indexes where indexname = 'orders_user_check_in_sums'`
        : sql<{ name: string }>`select name from sqlite_master where type = 'index' and name = 'orders_user_check_in_sums'`
      expect((await index.execute(db)).rows).toHaveLength(1)
      expect((await migrator.migrateToLatest()).error).toBeUndefined()
    } finally {
      await drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

type Sums = { orders: number; cancellations: number; refusals: number; stays: number; nights: number; rent: number; income: number }
const SUMS = ['orders', 'cancellations', 'refusals', 'stays', 'nights', 'rent', 'income'] as const
const SOLD = ['waitCheckIn', 'checkedIn', 'completed', 'leftEarly']
const bookedDay = (createdAt: number) => new Date(createdAt + 8 * 3_600_000).toISOString().slice(0, 10)

/** The kept rows (days and months) that hold anything, as 'table user period unit currency' -> sums. */
async function keptRows(db: TestServer['db'], userId: number | null): Promise<Record<string, Sums>> {
  const kept: Record<string, Sums> = {}
  for (const table of ['business_days', 'business_months'] as const) {
    let query = db.selectFrom(table).selectAll()
    if (userId !== null) query = query.where('user_id', '=', userId)
    for (const row of await query.execute()) {
      const sums = Object.fromEntries(SUMS.map((k) => [k, Number(row[k])])) as Sums
      if (SUMS.some((k) => sums[k] !== 0)) kept[`${table} ${row.user_id} ${row.period} ${row.unit_key} ${row.currency}`] = sums
    }
  }
  return kept
}

/** The same rows counted from the orders, one by one. */
function countedFromOrders(orders: ReadonlyArray<Selectable<OrderRow>>): Record<string, Sums> {
  const counted: Record<string, Sums> = {}
  const add = (period: string, o: Selectable<OrderRow>, part: Partial<Sums>) => {
    for (const [table, key] of [['business_days', period], ['business_months', period.slice(0, 7)]] as const) {
      const sums = (counted[`${table} ${o.user_id} ${key} ${o.unit_id ?? ''} ${o.currency}`] ??= { orders: 0, cancellations: 0, refusals: 0, stays: 0, nights: 0, rent: 0, income: 0 })
      for (const k of SUMS) sums[k] += part[k] ?? 0
    }
  }
  for (const o of orders) {
    add(bookedDay(Number(o.created_at)), o, {
      orders: 1, cancellations: o.state === 'cancelled' && o.cancelled_by === 'guest' ? 1 : 0, refusals: o.state === 'rejected' || o.state === 'confirmTimeout' ? 1 : 0,
    })
    if (SOLD.includes(o.state)) add(o.check_in, o, { stays: 1, nights: Number(o.nights) * Number(o.rooms), rent: Number(o.rent), income: Number(o.income) })
  }
  return Object.fromEntries(Object.entries(counted).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/**
 * The answer businessData gave before the figures were kept (its SQL sums over the orders),
 * computed here from the orders one by one: per day and currency, converted day by day.
 */
function answerFromOrders(
  all: ReadonlyArray<Selectable<OrderRow>>, ask: { from: string; to: string; granularity: Granularity; unitId?: string },
  units: Answer['units'], stock: Map<string, number>, rates: Record<string, string>,
): Answer {
  const orders = all.filter((o) => !ask.unitId || o.unit_id === ask.unitId)
  const inRange = (date: string) => date >= ask.from && date <= ask.to
  const stays = orders.filter((o) => SOLD.includes(o.state) && inRange(o.check_in))
  const nightsBy = new Map<string, number>()
  for (const o of [...stays].sort((a, b) => (a.check_in < b.check_in ? -1 : a.check_in > b.check_in ? 1 : a.currency < b.currency ? -1 : 1))) {
    nightsBy.set(o.currency, (nightsBy.get(o.currency) ?? 0) + Number(o.nights) * Number(o.rooms))
  }
  const currency = [...nightsBy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'RMB'
  const inCurrency = (amount: number, from: string) => convert(amount, from, currency, rates)?.amount ?? 0
  const days = new Map<string, DayFigures>()
  const dayOf = (date: string) => days.get(date) ?? days.set(date, { date, orders: 0, nights: 0, rent: 0, income: 0, cancellations: 0, refusals: 0 }).get(date)!
  for (const o of orders.filter((o) => inRange(bookedDay(Number(o.created_at))))) {
    const day = dayOf(bookedDay(Number(o.created_at)))
    day.orders += 1
    if (o.state === 'cancelled' && o.cancelled_by === 'guest') day.cancellations += 1
    if (o.state === 'rejected' || o.state === 'confirmTimeout') day.refusals += 1
  }
  const money = new Map<string, { date: string; currency: string; rent: number; income: number }>()
  for (const o of stays) {
    dayOf(o.check_in).nights += Number(o.nights) * Number(o.rooms)
    const m = money.get(`${o.check_in} ${o.currency}`) ?? money.set(`${o.check_in} ${o.currency}`, { date: o.check_in, currency: o.currency, rent: 0, income: 0 }).get(`${o.check_in} ${o.currency}`)!
    m.rent += Number(o.rent)
    m.income += Number(o.income)
  }
  for (const m of money.values()) {
    dayOf(m.date).rent += inCurrency(m.rent, m.currency)
    dayOf(m.date).income += inCurrency(m.income, m.currency)
  }
  const stockPerDay = ask.unitId ? stock.get(ask.unitId)! : [...stock.values()].reduce((a, b) => a + b, 0)
  const periods = groupFigures([...days.values()], ask, ask.granularity, stockPerDay)
  const rangeDays = Math.round((Date.parse(ask.to) - Date.parse(ask.from)) / 86_400_000) + 1
  const listings = new Map<string, Answer['listings'][number]>()
  const perUnit = new Map<string, { unitId: string; currency: string; orders: number; nights: number; income: number }>()
  for (const o of stays.filter((o) => o.unit_id !== null)) {
    const key = `${o.unit_id} ${o.currency}`
    const u = perUnit.get(key) ?? perUnit.set(key, { unitId: o.unit_id!, currency: o.currency, orders: 0, nights: 0, income: 0 }).get(key)!
    u.orders += 1
    u.nights += Number(o.nights) * Number(o.rooms)
    u.income += Number(o.income)
  }
  for (const u of [...perUnit.values()].sort((a, b) => (a.unitId < b.unitId ? -1 : a.unitId > b.unitId ? 1 : a.currency < b.currency ? -1 : 1))) {
    const entry = listings.get(u.unitId) ?? { luId: u.unitId.slice(3), title: units.find((x) => x.unitId === u.unitId)!.title, orders: 0, nights: 0, income: 0, occupancyBp: 0 }
    entry.orders += u.orders
    entry.nights += u.nights
    entry.income += inCurrency(u.income, u.currency)
    entry.occupancyBp = occupancyBp(entry.nights, stock.get(u.unitId)! * rangeDays)
    listings.set(u.unitId, entry)
  }
  return {
    currency,
    periods: periods.map(({ date: _date, ...p }) => p),
    totals: totalsOf(periods),
    listings: [...listings.values()].sort((a, b) => b.income - a.income),
    units,
  }
}

/** An order row as the orders table held it before the figures were kept. */
function orderValues(i: number, o: Pick<OrderRow, 'user_id' | 'unit_id' | 'state' | 'cancelled_by' | 'currency' | 'created_at' | 'check_in' | 'nights' | 'rooms' | 'rent' | 'income'>) {
  return {
    ...o, order_no: `MIG${String(i).padStart(6, '0')}`, lodge_business: o.unit_id ? 'house' : 'store', lu_id: o.unit_id?.slice(3) ?? null,
    listing_title: 'Flat', store_name: null, room_type_name: null, country: 'CHN', check_out: addDays(o.check_in, o.nights), guest_count: 1, has_minors: 0,
    booker_name: 'Guest', booker_phone: '13900000000', booker_country_code: '86', nightly: '[]', original_rent: o.rent, merchant_discount: 0,
    service_fee: 0, invoice_service_fee: 0, deposit: 0, booking_id: null, confirm_deadline: null, pay_deadline: null, paid_at: null, checked_out_at: null,
    cancel_reason: null, refund_amount: null, refund_state: null, refunded_at: null, reject_reason: null, reject_explanation: null, closed_dates: null,
    insurance_state: 'none', insurance_policy_no: null, insurance_premium: null, insured_name: null, invoice_provider: 'platform', invoice_state: 'notRequested',
    invoice_title: null, invoice_requested_at: null, smart_lock: null, settlement_state: 'pending', settled_at: null, offers: null, cancellation_rule: 'moderate',
    updated_at: o.created_at, version: 1,
  }
}
