import { describe, expect, it } from 'vitest'
import { createLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, content, insertUnit, refusal } from './calendar-fixtures'
import { book, orderRow, withOrderWorld } from './order-fixtures'

// Flash-book (instant booking, decision 0078). The test clock starts at 2026-11-21 08:00 UTC.
const MIN = 60_000
let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string
withOrderWorld({ title: 'Lakeside flat', similarUnits: 3 }, (world) => {
  ({ server, host, other, unit } = world)
})

const luIdOf = (unitId: string) => unitId.slice(3)
const update = (luId: string, on: boolean, session: SignedIn = host) => server.api('flashBookUpdate', { luId, on }, { session })
const list = async (session: SignedIn, params: Record<string, unknown> = {}) => content(await server.api('flashBookList', params, { session }))
const counts = async (session: SignedIn) => content(await server.api('orderList', {}, { session })).counts

/** The listings and their operation records, to check a refusal changed nothing. */
async function listingSnapshot() {
  const rows = async (table: 'listings' | 'listing_operations') => (await server.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort()
  return { listings: await rows('listings'), operations: await rows('listing_operations') }
}

describe('flash-book list and update', () => {
  it("lists the host's approved listings, off until switched; a switch is recorded once and a repeat changes nothing", async () => {
    const draft = await insertUnit(server, host, { reviewed: false, title: 'Unfinished loft' })
    const before = await list(host)
    expect(before.list.map((e: any) => e.luId)).toContain(luIdOf(unit))
    expect(before.list.map((e: any) => e.luId)).not.toContain(luIdOf(draft))
    expect(before.list.find((e: any) => e.luId === luIdOf(unit))).toEqual({
      luId: luIdOf(unit), title: 'Lakeside flat', roomStatus: 'online', flashBook: false, changedAt: null,
    })

    server.clock.advance(1000)
    const on = content(await update(luIdOf(unit), true))
    expect(on).toMatchObject({ luId: luIdOf(unit), flashBook: true, changedAt: server.clock.now() })
    const switchedAt = server.clock.now()
    server.clock.advance(1000)
    expect(content(await update(luIdOf(unit), true))).toMatchObject({ flashBook: true, changedAt: switchedAt })

    const mine = await list(host, { luIds: luIdOf(unit) })
    expect(mine).toEqual({ total: 1, list: [expect.objectContaining({ luId: luIdOf(unit), flashBook: true })] })
    const records = content(await server.api('listingOperationRecords', { luId: luIdOf(unit) }, { session: host })).list
      .filter((r: any) => r.action === 'flashBook')
    expect(records.map((r: any) => [r.field, r.oldValue, r.newValue])).toEqual([['flashBook', 'off', 'on']])
  })

  it("refuses another landlord's listing (update and list), changing nothing", async () => {
    const snapshot = await listingSnapshot()
    refusal(await update(luIdOf(unit), false, other), 403, 'noPermission')
    refusal(await update(luIdOf(unit), true, other), 403, 'noPermission')
    refusal(await server.api('flashBookList', { luIds: luIdOf(unit) }, { session: other }), 403, 'noPermission')
    expect(await listingSnapshot()).toEqual(snapshot)
    // the other landlord's own list holds nothing of the host's
    expect((await list(other)).list.map((e: any) => e.luId)).not.toContain(luIdOf(unit))
  })

  it('refuses switching on a listing not approved, changing nothing; switching off is always allowed', async () => {
    const draft = luIdOf(await insertUnit(server, host, { reviewed: false }))
    const snapshot = await listingSnapshot()
    refusal(await update(draft, true), 422, 'flashBookNotApproved')
    expect(await listingSnapshot()).toEqual(snapshot)
    expect(content(await update(draft, false))).toMatchObject({ luId: draft, flashBook: false })
  })

  it('needs a session', async () => {
    const reply = await server.api('flashBookUpdate', { luId: luIdOf(unit), on: true })
    expect(reply.body.status).not.toBe(200)
  })

  it('an overseas host switches its listing like a mainland one', async () => {
    const mobile = `80${String(Date.now() % 100_000).padStart(5, '0')}777`
    await createLandlord(server.db, { mobile, country: '81', password: 'Spring#2026', overseas: true, realname: true }, server.clock.now())
    const overseas = content(await server.api('passwordLogin', { mobile, countryCode: '81', password: 'Spring#2026' })) as SignedIn
    server.clock.advance(61_000)
    const flat = luIdOf(await insertUnit(server, overseas, { country: 'JPN', currency: 'JPY', title: 'Kyoto machiya' }))
    expect(content(await update(flat, true, overseas))).toMatchObject({ luId: flat, title: 'Kyoto machiya', flashBook: true })
  })
})

describe('orders of a flash-book listing', () => {
  it('skip the confirmation: accepted at once by the system, waiting for payment, with their log, alert and counts', async () => {
    const flashHost = await calendarHost(server)
    const flat = await insertUnit(server, flashHost, { title: 'Instant studio' })
    content(await update(luIdOf(flat), true, flashHost))
    const before = await counts(flashHost)

    const order = await book(server, flat, '2026-12-10', 2)
    expect(order.state).toBe('waitPay')
    expect(Number(order.pay_deadline)).toBe(server.clock.now() + 30 * MIN)
    const log = content(await server.api('orderStatusRecord', { orderNo: order.order_no }, { session: flashHost })).list
    expect(log.map((e: any) => [e.action, e.role])).toEqual([['accept', 'system'], ['book', 'guest']])
    const detail = content(await server.api('orderHouseDetail', { orderNo: order.order_no }, { session: flashHost }))
    expect(detail).toMatchObject({ state: 'waitPay', group: 'waitPay' })
    expect(detail.allowedActions).not.toContain('accept')
    // the host is still told of the new order (once), and the list counts it where it is
    const events = await server.db.selectFrom('order_events').select('kind').where('order_no', '=', order.order_no).execute()
    expect(events.map((e) => e.kind)).toEqual(['new'])
    const after = await counts(flashHost)
    expect(after).toMatchObject({ all: before.all + 1, waitPay: before.waitPay + 1, waitConfirm: before.waitConfirm })
    // the host cannot accept it again
    refusal(await server.api('orderConfirm', { orderNo: order.order_no }, { session: flashHost }), 422, 'orderStateChanged')
  })

  it('of a normal listing wait for the host; one booked before the switch is unchanged by it', async () => {
    const normalHost = await calendarHost(server)
    const flat = await insertUnit(server, normalHost, { title: 'Quiet room' })
    const waiting = await book(server, flat, '2026-12-12', 1)
    expect(waiting.state).toBe('waitConfirm')

    content(await update(luIdOf(flat), true, normalHost))
    expect((await orderRow(server, waiting.order_no)).state).toBe('waitConfirm')
    expect((await book(server, flat, '2026-12-14', 1)).state).toBe('waitPay')

    content(await update(luIdOf(flat), false, normalHost))
    expect((await book(server, flat, '2026-12-16', 1)).state).toBe('waitConfirm')
  })

  it("booked through the console (the guest's `order book`), say they were accepted at once; the guest pays without the host", async () => {
    const consoleHost = await calendarHost(server)
    const flat = await insertUnit(server, consoleHost, { title: 'Console studio' })
    content(await update(luIdOf(flat), true, consoleHost))
    const run = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
    const booked = await run('order', 'book', consoleHost.mobile, luIdOf(flat), '2026-12-20', '1')
    expect(booked.code, booked.err.join('\n')).toBe(0)
    expect(booked.out[0]).toMatch(/accepted at once \(flash-book\), waiting for the payment until /)
    const orderNo = /booked (\w+)/.exec(booked.out[0]!)![1]!
    expect((await run('order', 'pay', orderNo)).out[0]).toBe(`${orderNo} is now waitCheckIn`)
  })
})
