import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openErrorBody } from '../../src/domain/pms/open-api-document'
import { PMS_LIMITS } from '../../src/domain/pms/rules'
import { bookRoomTypeOrder } from '../../src/server/services/order/book'
import { cancelOrder } from '../../src/server/services/order/guest'
import { findOrder } from '../../src/server/services/order/repo'
import { deliverWebhooks, pmsWebhooksJob, pruneDeliveries, scanWebhookEvents, sendWebhook } from '../../src/server/services/pms/webhooks'
import { cellsOf } from './calendar-fixtures'
import { ok, withListingHost } from './listing-fixtures'
import { BOOKER, GUEST } from './order-fixtures'
import { connectedStore, openCall, staff, type ConnectedStore } from './pms-fixtures'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

// The test clock starts at 2026-11-21 08:00 UTC: 16:00 in Shanghai.
let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

/** A PMS's webhook receiver on this machine: records each delivery, answers with `status`. */
class Receiver {
  deliveries: Array<{ headers: IncomingHttpHeaders; body: string }> = []
  status = 200
  private server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8') })
    req.on('end', () => {
      this.deliveries.push({ headers: req.headers, body })
      res.writeHead(this.status).end()
    })
  })
  url = ''
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
  events(): string[] {
    return this.deliveries.map((d) => JSON.parse(d.body).type)
  }
}

describe('the open API a channel manager reads and hears from (issue 38, decision 0078)', () => {
  let store: ConnectedStore
  let call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, headers?: Record<string, string>) => ReturnType<typeof openCall>
  const receiver = new Receiver()
  beforeAll(() => receiver.start())
  afterAll(() => receiver.stop())

  it('reads the store, its rooms with their mappings and the room types and products they map to, with ETags', async () => {
    store = await connectedStore(server, host)
    call = (method, path, body, headers) => openCall(server, method, path, store.key, body, method === 'GET' || method === 'DELETE' ? undefined : randomUUID(), headers)
    const shop = await call('GET', '/store')
    expect(shop.body).toEqual({ storeId: store.hotel.hotelId, name: expect.any(String), pmsHotelCode: 'H-001', currency: 'RMB', timeZone: 'Asia/Shanghai', partner: 'SimPMS', sandbox: false })
    const rooms = await call('GET', '/rooms')
    expect(rooms.body.rooms.map((r: any) => [r.roomCode, r.state, r.roomType?.roomTypeId ?? null, r.reason])).toEqual([
      ['DBL', 'bound', store.hotel.rooms[0], null], ['TWN', 'bound', store.hotel.rooms[1], null], ['STE', 'notBindable', null, 'roomTypesTaken'],
    ])
    expect(rooms.body.rooms[0].ratePlans).toEqual([
      { ratePlanCode: 'BAR', name: 'Best available', state: 'unbound', reason: null, product: null },
      { ratePlanCode: 'BB', name: 'Bed and breakfast', state: 'bound', reason: null, product: { productId: store.hotel.productId, name: '含双早' } },
    ])
    const types = await call('GET', '/room-types')
    expect(types.body.roomTypes).toEqual([
      { roomTypeId: store.hotel.rooms[0], name: '湖景大床房', online: true, onSale: true, mappedRoomCode: 'DBL', products: [{ productId: store.hotel.productId, name: '含双早', breakfasts: 2, discountPercent: 90 }] },
      { roomTypeId: store.hotel.rooms[1], name: '园景双床房', online: true, onSale: true, mappedRoomCode: 'TWN', products: [] },
    ])
    // the same answer again: 304 with no body; after the host maps another rate plan, a new version
    const etag = rooms.headers.get('etag')!
    expect(etag).toMatch(/^W\/".+"$/)
    const same = await call('GET', '/rooms', undefined, { 'if-none-match': etag })
    expect([same.http, same.body]).toEqual([304, null])
    ok(await server.api('pmsUnbind', { connectionId: store.connectionId, roomCode: 'DBL', ratePlanCode: 'BB' }, { session: host }))
    const changed = await call('GET', '/rooms', undefined, { 'if-none-match': etag })
    expect(changed.http).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(changed.body.rooms[0].ratePlans[1]).toMatchObject({ state: 'unbound', product: null })
  })

  it('reads the nights it pushed and the host set, keyset paged, a room or all', async () => {
    const pushed = await call('POST', '/availability', { updates: [{ roomCode: 'DBL', from: '2026-12-01', to: '2026-12-03', price: 888, stock: 6 }] })
    expect(pushed.body).toMatchObject({ nights: 3, changed: 3 })
    // pushing the same values again covers the nights and changes none
    expect((await call('POST', '/availability', { updates: [{ roomCode: 'DBL', from: '2026-12-01', to: '2026-12-03', price: 888 }] })).body).toMatchObject({ nights: 3, changed: 0 })
    ok(await server.api('calendarSet', { changes: [{ unitIds: [`lu:${store.hotel.rooms[0]}`], ranges: [{ from: '2026-12-03', to: '2026-12-03' }], open: false }] }, { session: host }))
    const nights = await call('GET', '/availability?from=2026-12-01&to=2026-12-04&roomCode=DBL')
    expect(nights.body.nights.map((n: any) => [n.date, n.price, n.stock, n.available, n.open, n.setBy])).toEqual([
      ['2026-12-01', 888, 6, 6, true, 'pms'], ['2026-12-02', 888, 6, 6, true, 'pms'], ['2026-12-03', 888, 6, 0, false, 'host'], ['2026-12-04', expect.any(Number), expect.any(Number), expect.any(Number), true, 'default'],
    ])
    expect(nights.body.more).toBe(false)
    // every mapped room, 300 nights each: two pages of 500 and 100, by room then date, nothing twice
    const seen: string[] = []
    let cursor = ''
    let pages = 0
    for (;;) {
      const page = await call('GET', `/availability?from=2026-11-22&to=2027-09-17${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      expect(page.http).toBe(200)
      pages++
      seen.push(...page.body.nights.map((n: any) => `${n.roomCode} ${n.date}`))
      cursor = page.body.cursor
      if (!page.body.more) break
    }
    expect(pages).toBe(2)
    expect(seen).toHaveLength(600)
    expect(new Set(seen).size).toBe(600)
    expect([seen[0], seen[299], seen[300], seen[599]]).toEqual(['DBL 2026-11-22', 'DBL 2027-09-17', 'TWN 2026-11-22', 'TWN 2027-09-17'])
    // an unknown or unmapped room, a reversed range: refused with the field
    expect((await call('GET', '/availability?from=2026-12-01&to=2026-12-02&roomCode=STE')).body).toEqual(openErrorBody('pmsRoomNotBound', 'roomCode'))
    expect((await call('GET', '/availability?from=2026-12-01&to=2026-12-02&roomCode=NOPE')).body).toEqual(openErrorBody('pmsRoomUnknown', 'roomCode'))
    expect((await call('GET', '/availability?from=2026-12-05&to=2026-12-02')).body).toEqual(openErrorBody('calendarRangeOrder', 'to'))
  })

  it('a refused push names the update\'s own field, and changes nothing', async () => {
    const lake = `lu:${store.hotel.rooms[0]}`
    const before = await cellsOf(server, host, lake, '2026-12-01', '2026-12-10')
    const past = await call('POST', '/availability', { updates: [{ roomCode: 'DBL', from: '2026-12-01', to: '2026-12-02', price: 500 }, { roomCode: 'DBL', from: '2026-11-01', to: '2026-11-02', price: 500 }] })
    expect([past.http, past.body]).toEqual([400, openErrorBody('calendarPastDate', 'updates.1.from')])
    const nothing = await call('POST', '/availability', { updates: [{ roomCode: 'TWN', from: '2026-12-01', to: '2026-12-02' }] })
    expect(nothing.body).toEqual(openErrorBody('calendarNothingToChange', 'updates.0.price'))
    const order = await bookRoomTypeOrder(server.db, { roomTypeId: store.hotel.rooms[0], checkIn: '2026-12-08', nights: 1, rooms: 2, guests: [GUEST], booker: BOOKER }, server.clock.now())
    const below = await call('POST', '/availability', { updates: [{ roomCode: 'TWN', from: '2026-12-01', to: '2026-12-10', stock: 1 }, { roomCode: 'DBL', from: '2026-12-05', to: '2026-12-10', stock: 1 }] })
    expect([below.http, below.body]).toEqual([422, openErrorBody('calendarStockBelowBooked', 'updates.1.stock', { date: '2026-12-08', booked: 2 })])
    expect(below.body.message).toBe('On 2026-12-08 2 rooms are booked: stock cannot go below that.')
    const after = await cellsOf(server, host, lake, '2026-12-01', '2026-12-10')
    expect(after.map((c) => [c.price, c.stock])).toEqual(before.map((c, i) => [c.price, i === 7 ? c.stock : c.stock]))
    await cancelOrder(server.db, (await findOrder(server.db, order.order_no))!, 'test over', server.clock.now())
  })

  it('stay restrictions and rate plans\' own prices: pushed, read back, shown in the portal\'s calendar and records, undone, and honoured by bookings', async () => {
    const lake = `lu:${store.hotel.rooms[0]}`
    // the host maps the BB rate plan to the product again (the first test took it off)
    ok(await server.api('pmsBind', { connectionId: store.connectionId, roomCode: 'DBL', ratePlanCode: 'BB', productId: store.hotel.productId }, { session: host }))
    const pushed = await call('POST', '/availability', { updates: [
      { roomCode: 'DBL', from: '2027-01-10', to: '2027-01-14', minStay: 2, closedToArrival: false },
      { roomCode: 'DBL', from: '2027-01-12', to: '2027-01-12', closedToArrival: true },
      { roomCode: 'DBL', from: '2027-01-14', to: '2027-01-14', closedToDeparture: true, maxStay: 3 },
      // the BB rate plan (mapped to the product) has its own price two nights
      { roomCode: 'DBL', ratePlanCode: 'BB', from: '2027-01-10', to: '2027-01-11', price: 399 },
    ] })
    expect(pushed.http).toBe(200)
    expect(pushed.body).toMatchObject({ nights: 5, changed: 5 + 2 })
    // read back through the open API: each night's restrictions and each rate plan's price
    const nights = (await call('GET', '/availability?from=2027-01-10&to=2027-01-14&roomCode=DBL')).body.nights
    expect(nights.map((n: any) => [n.date, n.minStay, n.maxStay, n.closedToArrival, n.closedToDeparture])).toEqual([
      ['2027-01-10', 2, null, false, false], ['2027-01-11', 2, null, false, false], ['2027-01-12', 2, null, true, false],
      ['2027-01-13', 2, null, false, false], ['2027-01-14', 2, 3, false, true],
    ])
    expect(nights[0].ratePlans).toEqual([{ ratePlanCode: 'BB', price: 399, own: true }])
    expect(nights[2].ratePlans).toEqual([{ ratePlanCode: 'BB', price: Math.round(nights[2].price * 0.9), own: false }])
    // the portal's calendar carries them; the records show them as the PMS's
    const cells = await cellsOf(server, host, lake, '2027-01-10', '2027-01-14')
    expect(cells.map((c) => c.stay)).toEqual(nights.map((n: any) => ({ minStay: n.minStay, maxStay: n.maxStay, closedToArrival: n.closedToArrival, closedToDeparture: n.closedToDeparture })))
    const record = ok(await server.api('calendarRecords', { unitId: lake, offset: 0, length: 1 }, { session: host })).list[0]
    expect(record).toMatchObject({ opId: pushed.body.opId, role: 'thirdParty', undoable: true })
    expect(record.changes).toContainEqual({ unitId: lake, date: '2027-01-12', field: 'closedToArrival', old: null, new: 1 })
    expect(record.changes).toContainEqual({ unitId: lake, date: '2027-01-10', field: 'minStay', old: null, new: 2 })

    // bookings: arriving on a night closed to arrival, shorter than the night's minimum, longer than its maximum, leaving on a date closed to departure
    const book = (checkIn: string, nights: number, productId?: string) => bookRoomTypeOrder(server.db, { roomTypeId: store.hotel.rooms[0], checkIn, nights, rooms: 1, guests: [GUEST], booker: BOOKER, ...(productId ? { productId } : {}) }, server.clock.now())
    const refusedWith = async (booking: Promise<unknown>) => (await booking.then(() => null, (error: { key?: string; params?: unknown }) => [error.key, error.params]))
    expect(await refusedWith(book('2027-01-12', 2))).toEqual(['orderClosedToArrival', { date: '2027-01-12' }])
    expect(await refusedWith(book('2027-01-10', 1))).toEqual(['orderStayRuleMin', { date: '2027-01-10', min: 2 }])
    expect(await refusedWith(book('2027-01-11', 1))).toEqual(['orderStayRuleMin', { date: '2027-01-11', min: 2 }])
    expect(await refusedWith(book('2027-01-14', 4))).toEqual(['orderStayRuleMax', { date: '2027-01-14', max: 3 }])
    expect(await refusedWith(book('2027-01-11', 3))).toEqual(['orderClosedToDeparture', { date: '2027-01-14' }])
    expect(await server.db.selectFrom('orders').select('order_no').where('check_in', '>=', '2027-01-10').where('check_in', '<=', '2027-01-14').execute()).toEqual([])
    // allowed: two nights from the 10th on the BB rate plan at its own price
    const order = await book('2027-01-10', 2, store.hotel.productId)
    expect(JSON.parse(order.nightly as unknown as string).map((n: { price: number }) => n.price)).toEqual([39900, 39900])

    // the host undoes the PMS's push: restrictions back to none (the rate plan's own prices stay: they are not the calendar's)
    ok(await server.api('calendarUndo', { opId: pushed.body.opId }, { session: host }))
    expect((await cellsOf(server, host, lake, '2027-01-10', '2027-01-14')).map((c) => c.stay)).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(await refusedWith(book('2027-01-12', 1))).toBeNull()

    // refusals name the update's field: a rate plan not mapped, a rate-plan update that sets stock, a maximum under the minimum, a stay out of range
    const refusals = [
      [{ roomCode: 'DBL', ratePlanCode: 'BAR', from: '2027-01-10', to: '2027-01-10', price: 300 }, 'pmsRatePlanNotBound', 'updates.0.ratePlanCode'],
      [{ roomCode: 'DBL', ratePlanCode: 'BB', from: '2027-01-10', to: '2027-01-10', price: 300, stock: 2 }, 'invalidValue', 'updates.0.stock'],
      [{ roomCode: 'DBL', from: '2027-01-10', to: '2027-01-10', minStay: 5, maxStay: 3 }, 'calendarStayOrder', 'updates.0.maxStay'],
      [{ roomCode: 'DBL', from: '2027-01-10', to: '2027-01-10', minStay: 0 }, 'invalidValue', 'updates.0.minStay'],
    ] as const
    for (const [update, key, field] of refusals) {
      const refused = await call('POST', '/availability', { updates: [update] })
      expect([refused.body.error, refused.body.field]).toEqual([key, field])
    }
  })

  it('a sandbox per connection: a test store of its own, rooms mapped at once, fake bookings from the console; the host\'s rooms, calendar and orders untouched', async () => {
    const hostCells = await cellsOf(server, host, `lu:${store.hotel.rooms[0]}`, '2026-12-01', '2027-01-31')
    const hostOrders = await server.db.selectFrom('orders').selectAll().where('user_id', '=', Number(host.userId)).orderBy('order_no').execute()
    const hostRooms = ok(await server.api('pmsRooms', { connectionId: store.connectionId }, { session: host }))
    const made = await staff(server, 'pms', 'sandbox', store.connectionId)
    expect(made.code, made.err.join('\n')).toBe(0)
    const sandboxKey = /test key \(shown once\): (\S+)/.exec(made.out.join('\n'))![1]!
    const sandboxId = /sandbox made (\S+)/.exec(made.out.join('\n'))![1]!
    expect(sandboxKey).toMatch(/^pk_test_/)
    const sandboxCall = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => openCall(server, method, path, sandboxKey, body, method === 'GET' ? undefined : randomUUID())
    expect((await sandboxCall('GET', '/store')).body).toMatchObject({ sandbox: true, pmsHotelCode: 'H-001', partner: 'SimPMS' })
    expect((await call('GET', '/store')).body.sandbox).toBe(false)
    // the simulator runs on it without --real: its rooms are mapped at once, nights pushed
    server.clock.advance(61_000)
    const run = await staff(server, 'pms', 'simulate', '--key', sandboxKey, '--base', server.url, '--from', '2026-12-24', '--days', '3', '--price', '777', '--stock', '3', '--rooms', 'DBL:Lake double,TWN:Garden twin')
    expect(run.code, run.err.join('\n')).toBe(0)
    expect(run.out.join('\n')).toContain('announced 2 rooms: DBL (bound), TWN (bound)')
    const nights = (await sandboxCall('GET', '/availability?from=2026-12-24&to=2026-12-26&roomCode=DBL')).body.nights
    expect(nights.map((n: any) => [n.price, n.stock, n.setBy])).toEqual([[777, 3, 'pms'], [777, 3, 'pms'], [777, 3, 'pms']])
    // a fake booking the console makes reaches the sandbox's pull
    const booked = await staff(server, 'pms', 'sandbox-book', sandboxId, 'DBL', '--from', '2026-12-24', '--nights', '2', '--rate-plan', 'BB')
    expect(booked.code, booked.err.join('\n')).toBe(0)
    const pulled = (await sandboxCall('GET', '/orders')).body.orders
    expect(pulled).toEqual([expect.objectContaining({ roomCode: 'DBL', checkIn: '2026-12-24', checkOut: '2026-12-26', guestName: 'Sandbox Guest' })])
    // a second call makes a new key, the sandbox stays the same
    const again = await staff(server, 'pms', 'sandbox', store.connectionId)
    expect(again.out[0]).toContain(`sandbox ${sandboxId}`)
    // the host's own: the same calendar, orders and PMS rooms; the host's list has no sandbox in it
    expect(await cellsOf(server, host, `lu:${store.hotel.rooms[0]}`, '2026-12-01', '2027-01-31')).toEqual(hostCells)
    expect(await server.db.selectFrom('orders').selectAll().where('user_id', '=', Number(host.userId)).orderBy('order_no').execute()).toEqual(hostOrders)
    expect(ok(await server.api('pmsRooms', { connectionId: store.connectionId }, { session: host }))).toEqual(hostRooms)
    expect(ok(await server.api('pmsConnections', {}, { session: host })).list.map((c: any) => c.connectionId)).toEqual([store.connectionId])
    // the real connection's key does not reach the sandbox, nor the sandbox key the real store
    expect((await call('GET', '/orders')).body.orders.map((o: any) => o.orderNo)).not.toContain(pulled[0].orderNo)
    expect((await sandboxCall('GET', '/rooms')).body.rooms.map((r: any) => r.roomType.roomTypeId)).not.toContain(store.hotel.rooms[0])
  })

  it('every answer says how many calls are left this minute (X-RateLimit-* and the IETF fields)', async () => {
    server.clock.advance(61_000)
    const first = await call('GET', '/store')
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(PMS_LIMITS.callsPerMinute))
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(PMS_LIMITS.callsPerMinute - 1))
    expect(first.headers.get('ratelimit-policy')).toBe(`"minute";q=${PMS_LIMITS.callsPerMinute};w=60`)
    server.clock.advance(10_000)
    const second = await call('GET', '/store')
    expect(second.headers.get('x-ratelimit-remaining')).toBe(String(PMS_LIMITS.callsPerMinute - 2))
    // the first call leaves the window 50 s later
    expect(second.headers.get('x-ratelimit-reset')).toBe('50')
    expect(second.headers.get('ratelimit')).toBe(`"minute";r=${PMS_LIMITS.callsPerMinute - 2};t=50`)
    // a refusal carries them too
    expect((await call('GET', '/availability?from=x&to=y')).headers.get('x-ratelimit-remaining')).toBe(String(PMS_LIMITS.callsPerMinute - 3))
  })

  it('the document names the address the PMS reaches: PUBLIC_URL, else as the trusted proxy forwarded it', async () => {
    const doc = async (headers: Record<string, string> = {}) => (await (await fetch(`${server.url}/open-api/v1/openapi.json`, { headers })).json()).servers[0].url
    expect(await doc()).toBe(`${server.url}/open-api/v1`)
    expect(await doc({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'portal.example.com' })).toBe('https://portal.example.com/open-api/v1')
    expect(await doc({ forwarded: 'for=1.2.3.4;proto=https;host=hosts.example.cn' })).toBe('https://hosts.example.cn/open-api/v1')
    server.config.trustProxy = false
    try {
      expect(await doc({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example.com' })).toBe(`${server.url}/open-api/v1`)
      server.config.publicUrl = 'https://hosts.example.com'
      expect(await doc()).toBe('https://hosts.example.com/open-api/v1')
    } finally {
      server.config.trustProxy = true
      delete server.config.publicUrl
    }
  })

  it('a booking delivered and not acknowledged comes again after the redelivery delay; an acknowledged version does not, a later change does', async () => {
    server.clock.advance(61_000)
    // what came before is taken and acknowledged
    const earlier = (await call('GET', '/orders')).body
    const start = earlier.cursor
    await call('POST', '/orders/acknowledgements', { orders: earlier.orders.map((o: any) => ({ orderNo: o.orderNo, version: o.version })) })
    const order = await bookRoomTypeOrder(server.db, { roomTypeId: store.hotel.rooms[1], checkIn: '2026-12-20', nights: 2, rooms: 1, guests: [GUEST], booker: BOOKER }, server.clock.now())
    const pulled = await call('GET', `/orders?since=${encodeURIComponent(start)}`)
    expect(pulled.body.orders).toEqual([expect.objectContaining({ orderNo: order.order_no, roomCode: 'TWN', state: 'waitConfirm', version: String(order.updated_at), redelivered: false })])
    const cursor = pulled.body.cursor
    // at once: nothing new, nothing again
    expect((await call('GET', `/orders?since=${encodeURIComponent(cursor)}`)).body.orders).toEqual([])
    server.clock.advance(PMS_LIMITS.redeliverAfterMs)
    const again = await call('GET', `/orders?since=${encodeURIComponent(cursor)}`)
    expect(again.body.orders).toEqual([expect.objectContaining({ orderNo: order.order_no, redelivered: true })])
    expect(again.body.cursor).toBe(cursor)
    // an unknown order refuses the whole acknowledgement; nothing is acknowledged
    const unknown = await call('POST', '/orders/acknowledgements', { orders: [{ orderNo: order.order_no, version: String(order.updated_at) }, { orderNo: 'ST00000000000000', version: '1' }] })
    expect([unknown.http, unknown.body]).toEqual([422, openErrorBody('pmsOrderUnknown', 'orders.1.orderNo')])
    server.clock.advance(PMS_LIMITS.redeliverAfterMs)
    expect((await call('GET', `/orders?since=${encodeURIComponent(cursor)}`)).body.orders).toHaveLength(1)
    const acked = await call('POST', '/orders/acknowledgements', { orders: [{ orderNo: order.order_no, version: String(order.updated_at) }] })
    expect(acked.body).toEqual({ acknowledged: 1 })
    server.clock.advance(PMS_LIMITS.redeliverAfterMs)
    expect((await call('GET', `/orders?since=${encodeURIComponent(cursor)}`)).body.orders).toEqual([])
    // the host confirms: a new version, through the cursor; acknowledging the old one again does not cover it
    server.clock.advance(1000)
    ok(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
    const confirmedPull = (await call('GET', `/orders?since=${encodeURIComponent(cursor)}`)).body
    const confirmed = confirmedPull.orders
    expect(confirmed).toEqual([expect.objectContaining({ orderNo: order.order_no, state: 'waitPay', redelivered: false })])
    expect(confirmed[0].version).not.toBe(String(order.updated_at))
    expect((await call('POST', '/orders/acknowledgements', { orders: [{ orderNo: order.order_no, version: String(order.updated_at) }] })).body).toEqual({ acknowledged: 0 })
    server.clock.advance(PMS_LIMITS.redeliverAfterMs)
    const later = (await call('GET', `/orders?since=${encodeURIComponent(confirmedPull.cursor)}`)).body.orders
    expect(later).toEqual([expect.objectContaining({ orderNo: order.order_no, version: confirmed[0].version, redelivered: true })])
    // a PMS that pulls from an older cursor gets it once, not also as new
    server.clock.advance(PMS_LIMITS.redeliverAfterMs)
    expect((await call('GET', `/orders?since=${encodeURIComponent(cursor)}`)).body.orders.map((o: any) => [o.orderNo, o.redelivered])).toEqual([[order.order_no, true]])
    // a version from the future is not one it was given
    expect((await call('POST', '/orders/acknowledgements', { orders: [{ orderNo: order.order_no, version: String(server.clock.now() + 1) }] })).body).toEqual(openErrorBody('invalidValue', 'orders.0.version'))
    expect((await call('POST', '/orders/acknowledgements', { orders: [{ orderNo: order.order_no, version: confirmed[0].version }] })).body).toEqual({ acknowledged: 1 })
  })

  it('webhooks: registered with a secret shown once, bookings and the host\'s calendar edits delivered signed as Standard Webhooks; its own pushes are not echoed', async () => {
    expect((await call('GET', '/webhook')).body).toEqual({ webhook: null })
    const set = await call('PUT', '/webhook', { url: receiver.url, events: ['booking.created', 'booking.modified', 'booking.cancelled', 'calendar.changed'] })
    expect(set.http).toBe(200)
    const secret: string = set.body.secret
    expect(secret).toMatch(/^whsec_/)
    expect((await call('GET', '/webhook')).body.webhook).toEqual({ url: receiver.url, events: ['booking.created', 'booking.modified', 'booking.cancelled', 'calendar.changed'], createdAt: server.clock.now() })
    // changing it keeps the secret unless asked
    expect((await call('PUT', '/webhook', { url: receiver.url, events: ['booking.created', 'booking.modified', 'booking.cancelled', 'calendar.changed'] })).body.secret).toBeNull()
    const job = pmsWebhooksJob(server.config)
    const run = () => job.run(server.db, server.clock.now())

    server.clock.advance(1000)
    const order = await bookRoomTypeOrder(server.db, { roomTypeId: store.hotel.rooms[0], checkIn: '2026-12-24', nights: 2, rooms: 1, guests: [GUEST], booker: BOOKER }, server.clock.now())
    await run()
    expect(receiver.events()).toEqual(['booking.created'])
    const delivery = receiver.deliveries[0]!
    const body = JSON.parse(delivery.body)
    expect(body.data.order).toMatchObject({ orderNo: order.order_no, roomCode: 'DBL', checkIn: '2026-12-24', checkOut: '2026-12-26', state: 'waitConfirm', version: String(order.updated_at) })
    // the signature is the one the Standard Webhooks library computes for this id, time and body
    const id = String(delivery.headers['webhook-id'])
    const timestamp = Number(delivery.headers['webhook-timestamp'])
    expect(timestamp).toBe(Math.floor(server.clock.now() / 1000))
    expect(delivery.headers['webhook-signature']).toBe(new Webhook(secret).sign(id, new Date(timestamp * 1000), delivery.body))
    expect(delivery.headers['webhook-signature']).not.toBe(new Webhook(`whsec_${Buffer.from('another secret').toString('base64')}`).sign(id, new Date(timestamp * 1000), delivery.body))

    // confirmed (modified), the host's edit of a mapped room (calendar.changed), the PMS's own push (not echoed), cancelled;
    // the job runs every 5 seconds: each change is seen (two changes between runs are told as the later one)
    server.clock.advance(1000)
    ok(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
    await run()
    server.clock.advance(1000)
    ok(await server.api('calendarSet', { changes: [{ unitIds: [`lu:${store.hotel.rooms[1]}`], ranges: [{ from: '2026-12-10', to: '2026-12-12' }, { from: '2026-12-13', to: '2026-12-14' }], price: 611 }] }, { session: host }))
    await call('POST', '/availability', { updates: [{ roomCode: 'DBL', from: '2026-12-15', to: '2026-12-16', price: 700 }] })
    server.clock.advance(1000)
    await cancelOrder(server.db, (await findOrder(server.db, order.order_no))!, 'plans changed', server.clock.now())
    await run()
    expect(receiver.events()).toEqual(['booking.created', 'booking.modified', 'calendar.changed', 'booking.cancelled'])
    expect(JSON.parse(receiver.deliveries[2]!.body).data.nights).toEqual([{ roomCode: 'TWN', from: '2026-12-10', to: '2026-12-14' }])
    expect(JSON.parse(receiver.deliveries[3]!.body).data.order.state).toBe('cancelled')
    // nothing new: nothing sent again
    await run()
    expect(receiver.deliveries).toHaveLength(4)
  })

  it('a failing receiver is retried with back-off under the same webhook-id, then given up; two instances scanning at once make one delivery', async () => {
    receiver.deliveries = []
    receiver.status = 500
    server.clock.advance(1000)
    ok(await server.api('calendarSet', { changes: [{ unitIds: [`lu:${store.hotel.rooms[0]}`], ranges: [{ from: '2026-12-20', to: '2026-12-20' }], stock: 3 }] }, { session: host }))
    // two scans and two senders at once
    await Promise.all([scanWebhookEvents(server.db, server.clock.now()), scanWebhookEvents(server.db, server.clock.now())])
    const send = sendWebhook(true)
    await Promise.all([deliverWebhooks(server.db, server.clock.now(), send), deliverWebhooks(server.db, server.clock.now(), send)])
    expect(receiver.deliveries).toHaveLength(1)
    const id = receiver.deliveries[0]!.headers['webhook-id']
    // not before the first wait is over
    server.clock.advance(PMS_LIMITS.webhookRetries[0]! - 1000)
    await deliverWebhooks(server.db, server.clock.now(), send)
    expect(receiver.deliveries).toHaveLength(1)
    for (const wait of PMS_LIMITS.webhookRetries) {
      server.clock.advance(wait)
      await deliverWebhooks(server.db, server.clock.now(), send)
    }
    expect(receiver.deliveries).toHaveLength(1 + PMS_LIMITS.webhookRetries.length)
    expect(new Set(receiver.deliveries.map((d) => d.headers['webhook-id']))).toEqual(new Set([id]))
    const row = await server.db.selectFrom('pms_webhook_deliveries').selectAll().where('id', '=', String(id)).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ state: 'failed', attempts: 1 + PMS_LIMITS.webhookRetries.length, last_status: 500, last_error: 'HTTP 500' })
    server.clock.advance(24 * 60 * 60_000)
    await deliverWebhooks(server.db, server.clock.now(), send)
    expect(receiver.deliveries).toHaveLength(1 + PMS_LIMITS.webhookRetries.length)
    // the host sees it failed (the home counts it) and sends it again once the PMS is back
    expect(ok(await server.api('dashboardTask', {}, { session: host })).directConnection.webhookFailing).toBe(1)
    const seen = ok(await server.api('pmsWebhook', { connectionId: store.connectionId }, { session: host }))
    expect(seen.webhook.url).toBe(receiver.url)
    expect(seen.deliveries[0]).toMatchObject({ deliveryId: id, event: 'calendar.changed', orderNo: null, state: 'failed', lastStatus: 500, lastError: 'HTTP 500', nextAt: null })
    receiver.status = 200
    const resent = ok(await server.api('pmsWebhookResend', { connectionId: store.connectionId, deliveryId: String(id) }, { session: host }))
    expect(resent.deliveries[0]).toMatchObject({ deliveryId: id, state: 'pending', attempts: 0, nextAt: server.clock.now() })
    await deliverWebhooks(server.db, server.clock.now(), send)
    expect(receiver.deliveries.at(-1)!.headers['webhook-id']).toBe(id)
    expect(ok(await server.api('pmsWebhook', { connectionId: store.connectionId }, { session: host })).deliveries[0]).toMatchObject({ state: 'delivered', attempts: 1 })
    expect(ok(await server.api('dashboardTask', {}, { session: host })).directConnection.webhookFailing).toBe(0)
  })

  it('a webhook address must be https on the public internet (http and private addresses only where allowed, as in tests); removing it stops deliveries', async () => {
    server.config.feedsAllowPrivate = false
    try {
      for (const url of [receiver.url, 'http://pms.example.com/hooks', 'https://127.0.0.1/hooks', 'https://10.1.2.3/hooks', 'https://localhost/hooks', 'ftp://pms.example.com/x', 'https://user:pw@pms.example.com/x']) {
        const refused = await call('PUT', '/webhook', { url, events: ['booking.created'] })
        expect([url, refused.http, refused.body]).toEqual([url, 400, openErrorBody('pmsWebhookUrl', 'url')])
      }
      expect((await call('GET', '/webhook')).body.webhook.url).toBe(receiver.url)
      // a name resolving to this machine is refused when sent
      expect(await sendWebhook(false)('https://localhost:1/hooks', {}, '{}')).toMatchObject({ ok: false, error: expect.stringContaining('private address') })
    } finally {
      server.config.feedsAllowPrivate = true
    }
    expect((await call('DELETE', '/webhook')).body).toEqual({ removed: true })
    // nothing to send a delivery to any more
    const last = ok(await server.api('pmsWebhook', { connectionId: store.connectionId }, { session: host }))
    expect(last.webhook).toBeNull()
    const again = await server.api('pmsWebhookResend', { connectionId: store.connectionId, deliveryId: last.deliveries[0].deliveryId }, { session: host })
    expect(again.body.errorMsg).toBe('pmsWebhookNone')
    expect((await call('DELETE', '/webhook')).body).toEqual({ removed: false })
    receiver.deliveries = []
    server.clock.advance(1000)
    await bookRoomTypeOrder(server.db, { roomTypeId: store.hotel.rooms[0], checkIn: '2026-12-27', nights: 1, rooms: 1, guests: [GUEST], booker: BOOKER }, server.clock.now())
    await pmsWebhooksJob(server.config).run(server.db, server.clock.now())
    expect(receiver.deliveries).toEqual([])
  })

  it('the hourly trim keeps a connection\'s newest deliveries for the card and every one still waiting', async () => {
    const row = (i: number, state: string) => ({
      id: `msg_trim_${String(i).padStart(3, '0')}`, connection_id: store.connectionId, event: 'calendar.changed', subject: `trim-${i}`, body: '{}', happened_at: i,
      state, attempts: 1, next_at: 0, claimed_until: 0, last_at: null, last_status: null, last_error: null, created_at: 1_000 + i, delivered_at: null,
    })
    await server.db.deleteFrom('pms_webhook_deliveries').where('connection_id', '=', store.connectionId).execute()
    await server.db.insertInto('pms_webhook_deliveries').values([...Array.from({ length: PMS_LIMITS.webhookKept + 10 }, (_, i) => row(i, 'delivered')), row(0 - 1, 'pending')].map((r, i) => ({ ...r, id: `${r.id}_${i}` }))).execute()
    await pruneDeliveries(server.db)
    const left = await server.db.selectFrom('pms_webhook_deliveries').select(['state', 'created_at']).where('connection_id', '=', store.connectionId).execute()
    expect(left.filter((r) => r.state === 'delivered')).toHaveLength(PMS_LIMITS.webhookKept)
    expect(Math.min(...left.filter((r) => r.state === 'delivered').map((r) => Number(r.created_at)))).toBe(1_000 + 10)
    expect(left.filter((r) => r.state === 'pending')).toHaveLength(1)
  })
})
