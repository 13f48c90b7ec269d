import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import SwaggerParser from '@apidevtools/swagger-parser'
import { Ajv2020 } from 'ajv/dist/2020'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as example from '../../docs/open-api/example-client'
import { PMS_LIMITS } from '../../src/domain/pms/rules'
import { bookRoomTypeOrder } from '../../src/server/services/order/book'
import { keyHash } from '../../src/server/services/pms/connections'
import { pmsWebhooksJob } from '../../src/server/services/pms/webhooks'
import { ok, listingHost, withListingHost } from './listing-fixtures'
import { BOOKER, GUEST } from './order-fixtures'
import { onlineHotel, staff } from './pms-fixtures'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

// The test clock starts at 2026-11-21 08:00 UTC: 16:00 in Shanghai.
let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

type Doc = { servers: Array<{ url: string }>; paths: Record<string, Record<string, Operation>> }
type Operation = { operationId: string; responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema: object }> }> }

/**
 * The contract of the open API (issue 38): a PMS developer's client generated from the served
 * document (docs/open-api/example-client.ts on docs/open-api/schema.d.ts) drives the whole flow,
 * and every answer it gets must be one the document lists for that call: its status, its headers
 * and its body's schema. An undocumented status or a body off its schema fails the test.
 */
describe('the open API keeps to its document (issue 38, decision 0078)', () => {
  let doc: Doc
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  const answered = new Set<string>()
  const deliveries: Array<{ headers: IncomingHttpHeaders; body: string }> = []
  const receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8') })
    req.on('end', () => {
      deliveries.push({ headers: req.headers, body })
      res.writeHead(204).end()
    })
  })
  beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)))
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())))

  /** fetch as the client sends it, each answer checked against the document before the client reads it. */
  const checked: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const response = await fetch(request)
    const prefix = new URL(doc.servers[0]!.url).pathname
    const url = new URL(request.url)
    const operation = doc.paths[url.pathname.slice(prefix.length)]?.[request.method.toLowerCase()]
    expect(operation, `${request.method} ${url.pathname} is in the document`).toBeDefined()
    const documented = operation!.responses[String(response.status)]
    const text = await response.text()
    expect(documented, `${operation!.operationId} answered ${response.status} ${text.slice(0, 200)}: not in the document`).toBeDefined()
    for (const header of Object.keys(documented!.headers ?? {})) {
      expect(response.headers.has(header), `${operation!.operationId} ${response.status} sends ${header}`).toBe(true)
    }
    const schema = documented!.content?.['application/json']?.schema
    if (schema) {
      const validate = ajv.compile(schema)
      const valid = validate(JSON.parse(text))
      expect(valid, `${operation!.operationId} ${response.status}: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`).toBe(true)
    } else {
      expect(text, `${operation!.operationId} ${response.status} has no body`).toBe('')
    }
    answered.add(`${operation!.operationId} ${response.status}`)
    return new Response(text === '' ? null : text, { status: response.status, headers: response.headers })
  }

  it('the served document is valid OpenAPI 3.1, and every field in it says what it is', async () => {
    doc = await (await fetch(`${server.url}/open-api/v1/openapi.json`)).json()
    await SwaggerParser.validate(structuredClone(doc) as never)
    const undescribed: string[] = []
    const walk = (schema: any, at: string): void => {
      if (!schema || typeof schema !== 'object') return
      for (const [name, property] of Object.entries<any>(schema.properties ?? {})) {
        if (!property.description && !property.properties && property.type !== 'array') undescribed.push(`${at}.${name}`)
        walk(property, `${at}.${name}`)
      }
      if (schema.items) walk(schema.items, `${at}[]`)
      for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) walk(part, at)
    }
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries<any>(methods)) {
        walk(operation.requestBody?.content['application/json'].schema, `${method} ${path} body`)
        for (const p of operation.parameters ?? []) if (!p.description) undescribed.push(`${method} ${path} ${p.name}`)
        for (const [status, answer] of Object.entries<any>(operation.responses)) walk(answer.content?.['application/json']?.schema, `${method} ${path} ${status}`)
      }
    }
    expect(undescribed).toEqual([])
  })

  it('the example client does the whole flow: reads the store, announces, pushes, hears a booking by webhook, acknowledges it, reads back', async () => {
    const hotel = await onlineHotel(server, host)
    const connectionId = ok(await server.api('pmsConnect', { partnerId: 'simpms', storeId: hotel.hotelId, pmsHotelCode: 'H-CT' }, { session: host })).connectionId
    expect((await staff(server, 'pms', 'open', connectionId)).code).toBe(0)
    const key = ok(await server.api('pmsKeyCreate', { connectionId }, { session: host })).key
    const api = example.openApi(doc.servers[0]!.url, key, checked)

    expect((await example.readStore(api)).store).toMatchObject({ storeId: hotel.hotelId, pmsHotelCode: 'H-CT', currency: 'RMB' })
    expect(await example.announceRooms(api, [{ roomCode: 'K1', name: 'King', ratePlans: [{ ratePlanCode: 'RO', name: 'Room only' }] }])).toEqual([{ roomCode: 'K1', state: 'unbound' }])
    // the host maps it in the portal
    ok(await server.api('pmsBind', { connectionId, roomCode: 'K1', roomTypeId: hotel.rooms[0] }, { session: host }))
    const store = await example.readStore(api)
    expect(store.rooms[0]).toMatchObject({ roomCode: 'K1', state: 'bound', roomType: { roomTypeId: hotel.rooms[0] } })
    expect(store.roomTypes.find((t) => t.roomTypeId === hotel.rooms[0])?.mappedRoomCode).toBe('K1')
    ok(await server.api('pmsBind', { connectionId, roomCode: 'K1', ratePlanCode: 'RO', productId: hotel.productId }, { session: host }))
    expect(await example.pushRates(api, [
      { roomCode: 'K1', from: '2026-12-24', to: '2026-12-26', price: 1288, stock: 4 },
      { roomCode: 'K1', from: '2026-12-24', to: '2026-12-24', minStay: 2, closedToDeparture: false },
      { roomCode: 'K1', ratePlanCode: 'RO', from: '2026-12-24', to: '2026-12-25', price: 1188 },
    ])).toMatchObject({ nights: 3, changed: 3 + 2 })

    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/portal-hooks`
    const secret = await example.registerWebhook(api, url)
    expect(secret).toMatch(/^whsec_/)
    server.clock.advance(1000)
    const booked = await bookRoomTypeOrder(server.db, { roomTypeId: hotel.rooms[0], checkIn: '2026-12-24', nights: 2, rooms: 1, guests: [GUEST], booker: BOOKER }, server.clock.now())
    await pmsWebhooksJob(server.config).run(server.db, server.clock.now())
    expect(deliveries).toHaveLength(1)
    // the receiver checks it as the Standard Webhooks library does, at the time it arrives
    vi.useFakeTimers({ toFake: ['Date'], now: server.clock.now() })
    let delivery: example.Delivery
    try {
      const headers = Object.fromEntries(Object.entries(deliveries[0]!.headers).map(([k, v]) => [k, String(v)]))
      delivery = example.verifyDelivery(secret!, headers, deliveries[0]!.body)
      expect(() => example.verifyDelivery(secret!, headers, deliveries[0]!.body.replace('"rooms":1', '"rooms":2'))).toThrow()
    } finally {
      vi.useRealTimers()
    }
    expect(delivery.type).toBe('booking.created')
    expect(delivery.data.order).toMatchObject({ orderNo: booked.order_no, roomCode: 'K1', checkIn: '2026-12-24', rent: Number(booked.rent) })
    expect(await example.acknowledge(api, delivery.data.order!)).toEqual({ acknowledged: 1 })
    // a pull from the start gets it as changed (the webhook was heard; nothing to acknowledge again)
    const stored: string[] = []
    await example.pullOrders(api, undefined, async (order) => { stored.push(order.orderNo) })
    expect(stored).toEqual([booked.order_no])
    const nights = await example.readNights(api, '2026-12-24', '2026-12-26')
    expect(nights.map((n) => [n.date, n.price, n.stock, n.booked, n.available, n.minStay, n.setBy, n.ratePlans])).toEqual([
      ['2026-12-24', 1288, 4, 1, 3, 2, 'pms', [{ ratePlanCode: 'RO', price: 1188, own: true }]],
      ['2026-12-25', 1288, 4, 1, 3, null, 'pms', [{ ratePlanCode: 'RO', price: 1188, own: true }]],
      ['2026-12-26', 1288, 4, 0, 4, null, 'pms', [{ ratePlanCode: 'RO', price: Math.round(1288 * 0.9), own: false }]],
    ])
    // an ETag read again: 304
    const etagged = await api.GET('/rooms')
    expect((await api.GET('/rooms', { headers: { 'If-None-Match': etagged.response.headers.get('etag')! } })).response.status).toBe(304)
    // and every call of the document was answered 200 at least once
    await api.GET('/webhook')
    await api.DELETE('/webhook')
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId))
    expect(operations.filter((id) => !answered.has(`${id} 200`))).toEqual([])
  })

  it('refusals are the documented ones, each status with its body: 400, 401, 403, 413, 422, 429', async () => {
    const other = await listingHost(server)
    const hotel = await onlineHotel(server, other)
    const connectionId = ok(await server.api('pmsConnect', { partnerId: 'lotus', storeId: hotel.hotelId, pmsHotelCode: 'L-1' }, { session: other })).connectionId
    await server.db.insertInto('pms_keys').values({ id: randomUUID(), connection_id: connectionId, user_id: Number(other.userId), key_hash: keyHash('pk_contract_waiting'), prefix: 'pk_contract_w', created_at: server.clock.now(), last_used_at: null, revoked_at: null }).execute()
    const waiting = example.openApi(doc.servers[0]!.url, 'pk_contract_waiting', checked)
    expect((await waiting.GET('/store')).response.status).toBe(403)
    expect((await example.openApi(doc.servers[0]!.url, 'pk_nobody', checked).GET('/orders')).response.status).toBe(401)
    await staff(server, 'pms', 'open', connectionId)
    server.clock.advance(61_000)
    const api = example.openApi(doc.servers[0]!.url, 'pk_contract_waiting', checked)
    const idem = { 'Idempotency-Key': randomUUID() }
    // 400: a value off its schema; a body that is not JSON; a key missing
    expect((await api.POST('/availability', { params: { header: idem }, body: { updates: [{ roomCode: 'X', from: '2026-12-01', to: '2026-12-01', price: 0 }] } })).error).toMatchObject({ error: 'invalidValue', field: 'updates.0.price' })
    expect((await api.POST('/availability', { params: { header: { 'Idempotency-Key': randomUUID() } }, body: {} as never, bodySerializer: () => '{"updates": [' })).error).toMatchObject({ error: 'malformedBody' })
    expect((await api.PUT('/webhook', { params: { header: { 'Idempotency-Key': '' } }, body: { url: 'https://pms.example.com/h', events: ['booking.created'] } })).error).toMatchObject({ error: 'invalidValue', field: 'Idempotency-Key' })
    // 413: over the body limit
    const big = Array.from({ length: 5000 }, (_, i) => ({ roomCode: `R${i}`, name: 'x'.repeat(110), ratePlans: [] }))
    expect((await api.PUT('/rooms', { params: { header: { 'Idempotency-Key': randomUUID() } }, body: { rooms: big } })).response.status).toBe(413)
    // 422: a rule, the same key with another body, an order it does not have
    expect((await api.POST('/availability', { params: { header: idem }, body: { updates: [{ roomCode: 'NOPE', from: '2026-12-01', to: '2026-12-01', price: 100 }] } })).error).toMatchObject({ error: 'pmsRoomUnknown' })
    expect((await api.POST('/availability', { params: { header: idem }, body: { updates: [{ roomCode: 'NOPE', from: '2026-12-02', to: '2026-12-02', price: 100 }] } })).error).toMatchObject({ error: 'idempotencyKeyReused' })
    expect((await api.POST('/orders/acknowledgements', { params: { header: { 'Idempotency-Key': randomUUID() } }, body: { orders: [{ orderNo: 'ST1', version: '1' }] } })).error).toMatchObject({ error: 'pmsOrderUnknown', field: 'orders.0.orderNo' })
    expect((await api.GET('/availability', { params: { query: { from: '2026-12-01', to: '2026-12-02', roomCode: 'NOPE' } } })).error).toMatchObject({ error: 'pmsRoomUnknown', field: 'roomCode' })
    // 429 once the minute's calls are made, with Retry-After
    let last = 200
    for (let i = 0; i < PMS_LIMITS.callsPerMinute && last !== 429; i++) last = (await api.GET('/webhook')).response.status
    expect(last).toBe(429)
    expect(answered).toContain('openWebhookRead 429')
  })
})
