import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { PMS_LIMITS } from '../../src/domain/pms/rules'
import { openErrorBody } from '../../src/domain/pms/open-api-document'
import { PRIVATE_HOSTS } from '../fixtures/private-addresses'
import { runConsole } from '../../src/server/console/run'
import { syncAllConnections } from '../../src/server/services/pms/sync-job'
import { bookRoomTypeOrder } from '../../src/server/services/order/book'
import { cellsOf, content, refusal } from './calendar-fixtures'
import { addRoomType, completeHotel } from './hotel-fixtures'
import { listingHost, ok, withListingHost } from './listing-fixtures'
import { BOOKER, GUEST } from './order-fixtures'
import { freshMobile } from './support/flows'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

// The test clock starts at 2026-11-21 08:00 UTC: 16:00 in Shanghai.
let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
const api = (key: Parameters<TestServer['api']>[0], params: Record<string, unknown>, session: SignedIn = host) => server.api(key, params, { session })

/** The PMS's side: a call of the open API with a key (and an Idempotency-Key for writes). */
async function open(method: 'GET' | 'POST' | 'PUT', path: string, key: string, body?: unknown, idemKey?: string): Promise<{ http: number; body: any; headers: Headers }> {
  const res = await fetch(`${server.url}/open-api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(idemKey ? { 'idempotency-key': idemKey } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  return { http: res.status, body: await res.json(), headers: res.headers }
}

/** An online hotel with two room types (the fixture's 湖景大床房 and 园景双床房), each a calendar unit, and a product of the first. */
async function onlineHotel(session: SignedIn): Promise<{ hotelId: string; rooms: [string, string]; productId: string }> {
  const hotelId = await completeHotel(server, session, freshMobile())
  server.clock.advance(1000)
  await addRoomType(server, session, hotelId, { name: '园景双床房', price: 520, rooms: 5 })
  ok(await server.api('hotelPublish', { hotelId }, { session }))
  expect((await staff('hotel', 'approve', hotelId)).code).toBe(0)
  const rows = await server.db.selectFrom('listings').select('lu_id').where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType').orderBy('created_at').orderBy('lu_id').execute()
  const rooms = rows.map((r) => r.lu_id) as [string, string]
  const productId = randomUUID()
  ok(await server.api('productSave', { hotelId, roomTypeId: rooms[0], productId, value: { name: '含双早', breakfasts: 2, discount: 9, cancellationRule: 'moderate', onSale: true } }, { session }))
  return { hotelId, rooms, productId }
}

const ROOMS = {
  rooms: [
    { roomCode: 'DBL', name: 'Lake double', ratePlans: [{ ratePlanCode: 'BAR', name: 'Best available' }, { ratePlanCode: 'BB', name: 'Bed and breakfast' }] },
    { roomCode: 'TWN', name: 'Garden twin', ratePlans: [{ ratePlanCode: 'BAR', name: 'Best available' }] },
    { roomCode: 'STE', name: 'Suite', ratePlans: [] },
  ],
}

describe('direct connection (issue 20, decision 0064)', () => {
  let hotel: { hotelId: string; rooms: [string, string]; productId: string }
  let connectionId: string
  let key: string

  it('a store asks for a connection (waiting for opening), staff open it, the host creates a key shown once', async () => {
    hotel = await onlineHotel(host)
    expect(ok(await api('pmsPartners', {})).list.map((p: { partnerId: string }) => p.partnerId)).toContain('simpms')
    const asked = ok(await api('pmsConnect', { partnerId: 'simpms', storeId: hotel.hotelId, pmsHotelCode: 'H-001' }))
    expect(asked).toMatchObject({ state: 'waitingOpen', storeId: hotel.hotelId, partnerName: 'SimPMS', keys: [], openedAt: null })
    connectionId = asked.connectionId
    // one connection a store; a draft store, a bad code and an unknown partner are refused; nothing is written
    refusal(await api('pmsConnect', { partnerId: 'lotus', storeId: hotel.hotelId, pmsHotelCode: 'H-002' }), 422, 'pmsStoreConnected')
    const draft = await completeHotel(server, host, freshMobile())
    refusal(await api('pmsConnect', { partnerId: 'lotus', storeId: draft, pmsHotelCode: 'H-002' }), 422, 'pmsStoreNotOnline')
    refusal(await api('pmsConnect', { partnerId: 'lotus', storeId: hotel.hotelId, pmsHotelCode: 'bad code!' }), 400, 'pmsCodeInvalid')
    refusal(await api('pmsConnect', { partnerId: 'nobody', storeId: hotel.hotelId, pmsHotelCode: 'H-002' }), 400, 'invalidValue')
    expect(await server.count('pms_connections')).toBe(1)
    // no key before the platform opened it
    refusal(await api('pmsKeyCreate', { connectionId }), 422, 'pmsNotConnected')
    expect((await staff('pms', 'open', connectionId)).out.join('\n')).toContain('connected')
    // the home asks for the key now
    expect(ok(await api('dashboardTask', {})).directConnection).toEqual({ withoutKey: 1, roomsUnbound: 0, syncFailing: 0, webhookFailing: 0 })
    const created = ok(await api('pmsKeyCreate', { connectionId }))
    expect(ok(await api('dashboardTask', {})).directConnection).toEqual({ withoutKey: 0, roomsUnbound: 0, syncFailing: 0, webhookFailing: 0 })
    key = created.key
    expect(key).toMatch(/^pk_/)
    expect(created.connection.state).toBe('connected')
    expect(created.connection.keys).toEqual([expect.objectContaining({ prefix: key.slice(0, 16), revokedAt: null })])
    // only its hash is kept, and the list never shows it again
    const stored = await server.db.selectFrom('pms_keys').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(key)
    expect(JSON.stringify(ok(await api('pmsConnections', {})))).not.toContain(key)
  })

  it('keys: a wrong or revoked key is refused; at most two at once; another host sees none of it', async () => {
    expect((await open('GET', '/orders', 'pk_wrong')).http).toBe(401)
    expect((await open('GET', '/orders', key)).http).toBe(200)
    const second = ok(await api('pmsKeyCreate', { connectionId })).key
    refusal(await api('pmsKeyCreate', { connectionId }), 422, 'pmsKeysTooMany')
    const secondId = (ok(await api('pmsConnections', {})).list[0].keys as Array<{ keyId: string; prefix: string }>).find((k) => k.prefix === second.slice(0, 16))!.keyId
    ok(await api('pmsKeyRevoke', { connectionId, keyId: secondId }))
    expect((await open('GET', '/orders', second)).body).toEqual(openErrorBody('pmsKeyInvalid'))
    expect((await open('GET', '/orders', second)).http).toBe(401)
    // another host: no connection in its list, every call on this one refused
    const other = await listingHost(server)
    expect(ok(await api('pmsConnections', {}, other)).list).toEqual([])
    refusal(await api('pmsRooms', { connectionId }, other), 403, 'noPermission')
    refusal(await api('pmsKeyCreate', { connectionId }, other), 403, 'noPermission')
    refusal(await api('pmsKeyRevoke', { connectionId, keyId: secondId }, other), 403, 'noPermission')
    refusal(await api('pmsBind', { connectionId, roomCode: 'DBL', roomTypeId: hotel.rooms[0] }, other), 403, 'noPermission')
    refusal(await api('pmsOrders', { connectionId }, other), 403, 'noPermission')
    refusal(await api('pmsConnect', { partnerId: 'lotus', storeId: hotel.hotelId, pmsHotelCode: 'H-9' }, other), 403, 'noPermission')
  })

  it('the PMS announces its rooms; the host binds rooms to room types and a rate plan to a product; every state with its reason', async () => {
    const announced = await open('PUT', '/rooms', key, ROOMS, randomUUID())
    expect(announced.http).toBe(200)
    expect(announced.body.rooms).toEqual([{ roomCode: 'DBL', state: 'unbound' }, { roomCode: 'TWN', state: 'unbound' }, { roomCode: 'STE', state: 'unbound' }])
    expect(ok(await api('dashboardTask', {})).directConnection.roomsUnbound).toBe(3)
    // a rate plan of an unbound room cannot be bound
    let rooms = ok(await api('pmsRooms', { connectionId }))
    expect(rooms.rooms[0].ratePlans[0]).toMatchObject({ state: 'notBindable', reason: 'roomNotBound' })
    refusal(await api('pmsBind', { connectionId, roomCode: 'DBL', ratePlanCode: 'BAR', productId: hotel.productId }), 422, 'pmsRoomNotBound')
    rooms = ok(await api('pmsBind', { connectionId, roomCode: 'DBL', roomTypeId: hotel.rooms[0] }))
    expect(rooms.rooms[0]).toMatchObject({ state: 'bound', roomTypeId: hotel.rooms[0], roomTypeName: '湖景大床房' })
    expect(rooms.rooms[0].ratePlans[0]).toMatchObject({ state: 'unbound', reason: null })
    // a room type takes one PMS room
    refusal(await api('pmsBind', { connectionId, roomCode: 'TWN', roomTypeId: hotel.rooms[0] }), 422, 'pmsRoomTypeTaken')
    rooms = ok(await api('pmsBind', { connectionId, roomCode: 'TWN', roomTypeId: hotel.rooms[1] }))
    // no free room type left: the third room is not bindable; the second's rate plan has no product to take
    expect(rooms.rooms[2]).toMatchObject({ roomCode: 'STE', state: 'notBindable', reason: 'roomTypesTaken' })
    expect(rooms.rooms[1].ratePlans[0]).toMatchObject({ state: 'notBindable', reason: 'noProduct' })
    // a product of another room type, or of another hotel, is refused
    refusal(await api('pmsBind', { connectionId, roomCode: 'TWN', ratePlanCode: 'BAR', productId: hotel.productId }), 422, 'pmsProductNotBindable')
    rooms = ok(await api('pmsBind', { connectionId, roomCode: 'DBL', ratePlanCode: 'BB', productId: hotel.productId }))
    expect(rooms.rooms[0].ratePlans[1]).toMatchObject({ state: 'bound', productId: hotel.productId, productName: '含双早' })
    expect(rooms.connection.rooms).toEqual({ bound: 2, unbound: 0, notBindable: 1 })
    // binding again is a no-op; a new announcement keeps the bindings of rooms kept and drops a room gone
    ok(await api('pmsBind', { connectionId, roomCode: 'DBL', roomTypeId: hotel.rooms[0] }))
    await open('PUT', '/rooms', key, { rooms: ROOMS.rooms.slice(0, 2) }, randomUUID())
    rooms = ok(await api('pmsRooms', { connectionId }))
    expect(rooms.rooms.map((r: { roomCode: string; state: string }) => [r.roomCode, r.state])).toEqual([['DBL', 'bound'], ['TWN', 'bound']])
    expect(rooms.rooms[0].ratePlans[1].productId).toBe(hotel.productId)
  })

  it('pushes of bound rooms reach the calendar as the third party; an unbound room\'s push is refused and changes nothing', async () => {
    const lake = `lu:${hotel.rooms[0]}`
    const before = await cellsOf(server, host, lake, '2026-12-01', '2026-12-07')
    await open('PUT', '/rooms', key, { rooms: [...ROOMS.rooms.slice(0, 2), { roomCode: 'STE', name: 'Suite', ratePlans: [] }] }, randomUUID())
    const refused = await open('POST', '/availability', key, { updates: [{ roomCode: 'DBL', from: '2026-12-01', to: '2026-12-07', price: 888 }, { roomCode: 'STE', from: '2026-12-01', to: '2026-12-07', price: 999 }] }, randomUUID())
    expect(refused.http).toBe(422)
    expect(refused.body).toEqual(openErrorBody('pmsRoomNotBound', 'updates.1.roomCode'))
    expect(await cellsOf(server, host, lake, '2026-12-01', '2026-12-07')).toEqual(before)
    expect((await open('POST', '/availability', key, { updates: [{ roomCode: 'NOPE', from: '2026-12-01', to: '2026-12-01', stock: 1 }] }, randomUUID())).body.error).toBe('pmsRoomUnknown')
    // a week of rates and stock
    const pushed = await open('POST', '/availability', key, { updates: [{ roomCode: 'DBL', from: '2026-12-01', to: '2026-12-07', price: 888, stock: 6 }, { roomCode: 'TWN', from: '2026-12-01', to: '2026-12-07', open: false }] }, randomUUID())
    expect(pushed.http).toBe(200)
    // two rooms, seven nights each: 14 room-nights covered and changed (the price and stock of one night count once)
    expect(pushed.body).toMatchObject({ nights: 14, changed: 14 })
    const cells = await cellsOf(server, host, lake, '2026-12-01', '2026-12-07')
    expect(cells.every((c: { price: number; stock: number }) => c.price === 888 && c.stock === 6)).toBe(true)
    const records = content(await api('calendarRecords', { unitId: lake, offset: 0, length: 5 }))
    expect(records.list[0]).toMatchObject({ opId: pushed.body.opId, role: 'thirdParty', operator: 'SimPMS' })
    // the nights it set are marked in the calendar's read; a host's own edit of one takes the mark away (the later write wins)
    const read = content(await api('calendarGet', { unitIds: lake, from: '2026-12-01', to: '2026-12-07' }))
    expect(read.units[0].thirdParty).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'])
    ok(await server.api('calendarSet', { changes: [{ unitIds: [lake], ranges: [{ from: '2026-12-03', to: '2026-12-03' }], price: 700 }] }, { session: host }))
    const after = content(await api('calendarGet', { unitIds: lake, from: '2026-12-01', to: '2026-12-07' }))
    expect(after.units[0].thirdParty).not.toContain('2026-12-03')
    expect(after.units[0].thirdParty).toHaveLength(6)
    expect((await cellsOf(server, host, lake, '2026-12-03', '2026-12-03'))[0].price).toBe(700)
    // a night in the past is refused by the calendar's own rule, with its key and field
    const past = await open('POST', '/availability', key, { updates: [{ roomCode: 'DBL', from: '2026-11-01', to: '2026-11-02', price: 1000 }] }, randomUUID())
    expect(past.http).toBe(400)
    expect(past.body.error).toBe('calendarPastDate')
  })

  it('fifty identical pushes at once apply once; the same key with another body is refused', async () => {
    const idem = randomUUID()
    const body = { updates: [{ roomCode: 'DBL', from: '2026-12-10', to: '2026-12-12', price: 777 }] }
    const opsBefore = await server.count('calendar_ops')
    const replies = await Promise.all(Array.from({ length: 50 }, () => open('POST', '/availability', key, body, idem)))
    expect(replies.every((r) => r.http === 200)).toBe(true)
    expect(new Set(replies.map((r) => r.body.opId)).size).toBe(1)
    expect(await server.count('calendar_ops')).toBe(opsBefore + 1)
    const reused = await open('POST', '/availability', key, { updates: [{ ...body.updates[0], price: 1 }] }, idem)
    expect(reused.http).toBe(422)
    expect(reused.body.error).toBe('idempotencyKeyReused')
    expect((await open('POST', '/availability', key, body)).body).toEqual(openErrorBody('invalidValue', 'Idempotency-Key'))
  })

  it('the PMS pulls new and changed orders of bound rooms after a cursor; the host sees which it pulled', async () => {
    const order = await bookRoomTypeOrder(server.db, { roomTypeId: hotel.rooms[0], checkIn: '2026-12-20', nights: 2, rooms: 1, guests: [GUEST], booker: BOOKER }, server.clock.now())
    const first = await open('GET', '/orders', key)
    expect(first.body.orders.map((o: { orderNo: string; roomCode: string }) => [o.orderNo, o.roomCode])).toEqual([[order.order_no, 'DBL']])
    expect(first.body.orders[0]).toMatchObject({ checkIn: '2026-12-20', checkOut: '2026-12-22', guestName: BOOKER.name, rooms: 1 })
    const again = await open('GET', `/orders?since=${encodeURIComponent(first.body.cursor)}`, key)
    expect(again.body).toEqual({ orders: [], cursor: first.body.cursor, more: false })
    expect((await open('GET', '/orders?since=garbage', key)).http).toBe(400)
    const listed = ok(await api('pmsOrders', { connectionId }))
    expect(listed.total).toBe(1)
    expect(listed.list[0]).toMatchObject({ orderNo: order.order_no, roomTypeName: '湖景大床房', pulledAt: server.clock.now() })
  })

  it('a key makes at most 120 calls a minute, then waits (Retry-After)', async () => {
    server.clock.advance(61_000)
    const replies: number[] = []
    for (let i = 0; i < PMS_LIMITS.callsPerMinute; i++) replies.push((await open('GET', '/orders', key)).http)
    expect(replies.every((s) => s === 200)).toBe(true)
    const limited = await open('GET', '/orders', key)
    expect(limited.http).toBe(429)
    expect(limited.body).toEqual(openErrorBody('pmsRateLimited', undefined, { max: PMS_LIMITS.callsPerMinute }))
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    server.clock.advance(61_000)
    expect((await open('GET', '/orders', key)).http).toBe(200)
  })

  it('150 calls of one key sent at once: exactly 120 are served, the rest wait (issue 36)', async () => {
    server.clock.advance(61_000)
    const replies = await Promise.all(Array.from({ length: PMS_LIMITS.callsPerMinute + 30 }, () => open('GET', '/orders', key)))
    expect(replies.filter((r) => r.http === 200)).toHaveLength(PMS_LIMITS.callsPerMinute)
    expect(replies.filter((r) => r.http === 429)).toHaveLength(30)
    server.clock.advance(61_000)
  })

  it('the simulated PMS (console pms simulate) announces, pushes its bound rooms\' nights and pulls the orders', async () => {
    server.clock.advance(61_000)
    // a real connection's key: refused unless asked (it would replace the PMS rooms and their bindings), nothing changed
    const roomsBefore = ok(await api('pmsRooms', { connectionId })).rooms
    const refusedRun = await staff('pms', 'simulate', '--key', key, '--base', server.url, '--rooms', 'SIM-X:Other')
    expect(refusedRun.code).not.toBe(0)
    expect(refusedRun.err.join('\n')).toContain('real connection')
    expect(ok(await api('pmsRooms', { connectionId })).rooms).toEqual(roomsBefore)
    const run = await staff('pms', 'simulate', '--key', key, '--base', server.url, '--from', '2026-12-24', '--days', '3', '--price', '999', '--stock', '4',
      '--rooms', 'DBL:Lake double,TWN:Garden twin', '--real')
    expect(run.code, run.err.join('\n')).toBe(0)
    const out = run.out.join('\n')
    expect(out).toContain('announced 2 rooms: DBL (bound), TWN (bound)')
    expect(out).toMatch(/pushed 2026-12-24\.\.2026-12-26 \(price 999, stock 4\) for DBL, TWN/)
    expect(out).toMatch(/pulled 1 orders: \S+ DBL 2026-12-20\.\.2026-12-22/)
    const cells = await cellsOf(server, host, `lu:${hotel.rooms[1]}`, '2026-12-24', '2026-12-26')
    expect(cells.map((c: { price: number; stock: number }) => [c.price, c.stock])).toEqual([[999, 4], [999, 4], [999, 4]])
    expect((await staff('pms', 'simulate', '--base', server.url)).code).not.toBe(0)
  })

  it('the hourly pull: the platform reads what the PMS does not push from its sync address, applies new content once, and keeps a failure for the host', async () => {
    let answer: unknown = { updates: [{ roomCode: 'TWN', from: '2026-12-28', to: '2026-12-29', price: 555, stock: 2 }] }
    const pms = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end(typeof answer === 'string' ? answer : JSON.stringify(answer))
    })
    await new Promise<void>((resolve) => pms.listen(0, '127.0.0.1', resolve))
    const limits = { timeoutMs: 5000, maxBytes: 1_000_000, maxRedirects: 2, allowPrivate: true }
    try {
      server.clock.advance(61_000)
      const url = `http://127.0.0.1:${(pms.address() as AddressInfo).port}/ari`
      expect((await open('PUT', '/rooms', key, { rooms: ROOMS.rooms.slice(0, 2), syncUrl: 'ftp://nowhere' }, randomUUID())).body).toEqual(openErrorBody('calendarFeedUrl', 'syncUrl'))
      expect((await open('PUT', '/rooms', key, { rooms: ROOMS.rooms.slice(0, 2), syncUrl: url }, randomUUID())).http).toBe(200)
      const twin = `lu:${hotel.rooms[1]}`
      const ops = await server.count('calendar_ops')
      expect(await syncAllConnections(server.db, server.clock.now(), limits)).toMatchObject({ connections: 1, applied: 1, failed: 0 })
      expect((await cellsOf(server, host, twin, '2026-12-28', '2026-12-29')).map((c: { price: number }) => c.price)).toEqual([555, 555])
      // the same content again: not applied again (a night the host changed since stays the host's)
      expect(await syncAllConnections(server.db, server.clock.now(), limits)).toMatchObject({ unchanged: 1 })
      expect(await server.count('calendar_ops')).toBe(ops + 1)
      // an answer that names an unbound room, or is not nights: kept on the connection, nothing applied
      answer = { updates: [{ roomCode: 'STE', from: '2026-12-28', to: '2026-12-28', price: 1 }] }
      expect(await syncAllConnections(server.db, server.clock.now(), limits)).toMatchObject({ failed: 1 })
      expect(ok(await api('pmsConnections', {})).list[0].sync).toMatchObject({ url, error: 'pmsRoomUnknown' })
      expect(ok(await api('dashboardTask', {})).directConnection.syncFailing).toBe(1)
      answer = 'not json'
      await syncAllConnections(server.db, server.clock.now(), limits)
      expect(ok(await api('pmsConnections', {})).list[0].sync.error).toBe('pmsSyncUnreadable')
      expect(await server.count('calendar_ops')).toBe(ops + 1)
      answer = { updates: [] }
      await syncAllConnections(server.db, server.clock.now(), limits)
      expect(ok(await api('pmsConnections', {})).list[0].sync).toMatchObject({ error: null, lastAt: server.clock.now() })
    } finally {
      pms.close()
    }
  })

  it('a sync address naming this machine or a private network is refused as it is stored, not only when pulled; nothing changes', async () => {
    const connection = () => server.db.selectFrom('pms_connections').selectAll().where('id', '=', connectionId).executeTakeFirstOrThrow()
    const rooms = () => server.db.selectFrom('pms_rooms').select(['room_code', 'name', 'position']).where('connection_id', '=', connectionId).orderBy('room_code').execute()
    const before = await connection()
    const roomsBefore = await rooms()
    expect(before.sync_url).toMatch(/^http:\/\/127\.0\.0\.1:/)
    // the rooms the PMS would announce with it differ, so a write that slipped through would show
    const announce = { rooms: [{ roomCode: 'DBL', name: 'Renamed', ratePlans: [] }] }
    server.config.feedsAllowPrivate = false
    try {
      const answers = new Map<string, { http: number; body: unknown }>()
      for (const [i, host] of PRIVATE_HOSTS.entries()) {
        // at most 120 calls a minute per key
        if (i % 100 === 0) server.clock.advance(61_000)
        const { http, body } = await open('PUT', '/rooms', key, { ...announce, syncUrl: `http://${host}/ari` }, randomUUID())
        answers.set(host, { http, body })
      }
      expect([...answers].filter(([, a]) => a.http === 200).map(([host]) => host)).toEqual([])
      for (const [host, answer] of answers) expect(answer, host).toEqual({ http: 400, body: openErrorBody('calendarFeedUrl', 'syncUrl') })
      expect((await connection()).sync_url).toBe(before.sync_url)
      expect(await rooms()).toEqual(roomsBefore)
      // a public address is stored (the pull checks what it resolves to)
      server.clock.advance(61_000)
      expect((await open('PUT', '/rooms', key, { rooms: ROOMS.rooms.slice(0, 2), syncUrl: 'https://pms.example.com/ari' }, randomUUID())).http).toBe(200)
      expect((await connection()).sync_url).toBe('https://pms.example.com/ari')
    } finally {
      server.config.feedsAllowPrivate = true
    }
    // with private addresses allowed (config.feedsAllowPrivate: a local PMS in tests and the demo) it is stored again
    expect((await open('PUT', '/rooms', key, { rooms: ROOMS.rooms.slice(0, 2), syncUrl: before.sync_url }, randomUUID())).http).toBe(200)
    expect((await connection()).sync_url).toBe(before.sync_url)
  })

  it('serves its reference as an OpenAPI document built from the open API\'s table', async () => {
    const res = await fetch(`${server.url}/open-api/v1/openapi.json`)
    const doc = await res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths).sort()).toEqual(['/availability', '/orders', '/orders/acknowledgements', '/room-types', '/rooms', '/store', '/webhook'])
    expect(doc.paths['/availability'].post.parameters[0]).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: true })
    expect(doc.paths['/availability'].post.requestBody.content['application/json'].schema.properties.updates.maxItems).toBe(PMS_LIMITS.updates)
    // and as a page a PMS developer reads: Scalar, from our own server, rendering that document
    const page = await fetch(`${server.url}/open-api/v1/docs`)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    expect(html).toContain('data-url="/open-api/v1/openapi.json"')
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/)
    const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!)
    expect(scripts).toEqual([expect.stringMatching(/^\/open-api\/v1\/reference\.js\?v=[\w-]{16}$/)])
    // its own CSP: same-origin scripts only, nothing from another host; the portal's stays as it is
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toMatch(/https?:|unsafe-eval/)
    expect((await fetch(`${server.url}/open-api/v1/openapi.json`)).headers.get('content-security-policy')).toContain("worker-src 'self'")
    // the bundle: JavaScript, cached for a year under its versioned URL, 304 for its ETag
    const bundle = await fetch(`${server.url}${scripts[0]}`)
    expect(bundle.status).toBe(200)
    expect(bundle.headers.get('content-type')).toContain('text/javascript')
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = bundle.headers.get('etag')!
    expect(etag).toBe(`"${scripts[0]!.split('v=')[1]}"`)
    expect(await bundle.text()).toContain('createApiReference')
    expect((await fetch(`${server.url}/open-api/v1/reference.js`, { headers: { 'if-none-match': etag } })).status).toBe(304)
    expect((await fetch(`${server.url}/open-api/v1/reference.js`)).headers.get('cache-control')).toBe('no-cache')
  })

  it('a connection waiting for opening cannot be called; the console lists the host\'s connections', async () => {
    const other = await listingHost(server)
    const second = await onlineHotel(other)
    const waiting = ok(await api('pmsConnect', { partnerId: 'harbor', storeId: second.hotelId, pmsHotelCode: 'HB-7' }, other))
    await server.db.insertInto('pms_keys').values({ id: randomUUID(), connection_id: waiting.connectionId, user_id: Number(other.userId), key_hash: (await import('../../src/server/services/pms/connections')).keyHash('pk_waiting_secret'), prefix: 'pk_waiting_s', created_at: server.clock.now(), last_used_at: null, revoked_at: null }).execute()
    expect((await open('GET', '/orders', 'pk_waiting_secret')).http).toBe(403)
    // once open, its key reaches its own connection only: the first host's rooms and orders are not there
    await staff('pms', 'open', waiting.connectionId)
    server.clock.advance(61_000)
    const lake = `lu:${hotel.rooms[0]}`
    const before = await cellsOf(server, host, lake, '2026-12-01', '2026-12-07')
    const foreign = await open('POST', '/availability', 'pk_waiting_secret', { updates: [{ roomCode: 'DBL', from: '2026-12-01', to: '2026-12-07', price: 1 }] }, randomUUID())
    expect(foreign.body).toEqual(openErrorBody('pmsRoomUnknown', 'updates.0.roomCode'))
    expect(await cellsOf(server, host, lake, '2026-12-01', '2026-12-07')).toEqual(before)
    expect((await open('GET', '/orders', 'pk_waiting_secret')).body.orders).toEqual([])
    const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()).mobile
    const listed = (await staff('pms', 'list', mobile)).out.join('\n')
    expect(listed).toContain('SimPMS')
    expect(listed).toContain('DBL -> ')
  })
})
