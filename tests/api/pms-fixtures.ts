import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import { addRoomType, completeHotel } from './hotel-fixtures'
import { ok } from './listing-fixtures'
import { freshMobile } from './support/flows'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

/** An answer of the open API as a PMS reads it. */
export type OpenReply = { http: number; body: any; headers: Headers }

/** The PMS's side: a call of the open API with a key (and an Idempotency-Key for writes; more headers if given). */
export async function openCall(server: TestServer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, key: string, body?: unknown, idemKey?: string, headers: Record<string, string> = {}): Promise<OpenReply> {
  const res = await fetch(`${server.url}/open-api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(idemKey ? { 'idempotency-key': idemKey } : {}), ...headers },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  return { http: res.status, body: text === '' ? null : JSON.parse(text), headers: res.headers }
}

export type OnlineHotel = { hotelId: string; rooms: [string, string]; productId: string }

/** An online hotel with two room types (the fixture's 湖景大床房 and 园景双床房), each a calendar unit, and a product of the first. */
export async function onlineHotel(server: TestServer, session: SignedIn): Promise<OnlineHotel> {
  const hotelId = await completeHotel(server, session, freshMobile())
  server.clock.advance(1000)
  await addRoomType(server, session, hotelId, { name: '园景双床房', price: 520, rooms: 5 })
  ok(await server.api('hotelPublish', { hotelId }, { session }))
  expect((await staff(server, 'hotel', 'approve', hotelId)).code).toBe(0)
  const rows = await server.db.selectFrom('listings').select('lu_id').where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType').orderBy('created_at').orderBy('lu_id').execute()
  const rooms = rows.map((r) => r.lu_id) as [string, string]
  const productId = randomUUID()
  ok(await server.api('productSave', { hotelId, roomTypeId: rooms[0], productId, value: { name: '含双早', breakfasts: 2, discount: 9, cancellationRule: 'moderate', onSale: true } }, { session }))
  return { hotelId, rooms, productId }
}

export const staff = (server: TestServer, ...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

export const PMS_ROOMS = {
  rooms: [
    { roomCode: 'DBL', name: 'Lake double', ratePlans: [{ ratePlanCode: 'BAR', name: 'Best available' }, { ratePlanCode: 'BB', name: 'Bed and breakfast' }] },
    { roomCode: 'TWN', name: 'Garden twin', ratePlans: [{ ratePlanCode: 'BAR', name: 'Best available' }] },
    { roomCode: 'STE', name: 'Suite', ratePlans: [] },
  ],
}

export type ConnectedStore = { hotel: OnlineHotel; connectionId: string; key: string }

/**
 * A store connected to SimPMS, opened by staff, with a key: the PMS announced PMS_ROOMS, the host
 * mapped DBL and TWN to the two room types and DBL's BB rate plan to the product (STE is left unmappable).
 */
export async function connectedStore(server: TestServer, session: SignedIn, code = 'H-001'): Promise<ConnectedStore> {
  const hotel = await onlineHotel(server, session)
  const api = (key: Parameters<TestServer['api']>[0], params: Record<string, unknown>) => server.api(key, params, { session })
  const connectionId = ok(await api('pmsConnect', { partnerId: 'simpms', storeId: hotel.hotelId, pmsHotelCode: code })).connectionId as string
  expect((await staff(server, 'pms', 'open', connectionId)).code).toBe(0)
  const key = ok(await api('pmsKeyCreate', { connectionId })).key as string
  expect((await openCall(server, 'PUT', '/rooms', key, PMS_ROOMS, randomUUID())).http).toBe(200)
  ok(await api('pmsBind', { connectionId, roomCode: 'DBL', roomTypeId: hotel.rooms[0] }))
  ok(await api('pmsBind', { connectionId, roomCode: 'TWN', roomTypeId: hotel.rooms[1] }))
  ok(await api('pmsBind', { connectionId, roomCode: 'DBL', ratePlanCode: 'BB', productId: hotel.productId }))
  return { hotel, connectionId, key }
}
