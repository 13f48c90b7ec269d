import { afterAll, beforeAll } from 'vitest'
import { bookHotelOrder, bookOrder } from '../../src/server/services/order/book'
import type { GuestInput } from '../../src/server/services/order/book'
import { findOrder } from '../../src/server/services/order/repo'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { calendarHost, insertUnit } from './calendar-fixtures'
import type { UnitSpec } from './calendar-fixtures'

/** A guest with a valid mainland ID card number (check digit X). */
export const GUEST: GuestInput = { name: '王小明', credentialType: 'idCard', credentialNo: '11010519491231002X', age: 34, issuingPlace: '北京' }
export const BOOKER = { name: '王小明', phone: '13912345678' }

/** A guest books `luId` (a calendar unit `lu:{luId}`): the order, waiting for the host. */
export async function book(server: TestServer, unitId: string, checkIn: string, nights = 2, extra: { rooms?: number; guests?: GuestInput[] } = {}) {
  return bookOrder(server.db, { luId: unitId.slice(3), checkIn, nights, rooms: extra.rooms ?? 1, guests: extra.guests ?? [GUEST], booker: BOOKER }, server.clock.now())
}

export async function bookHotel(server: TestServer, host: SignedIn, checkIn: string) {
  return bookHotelOrder(server.db, {
    userId: Number(host.userId), storeName: '西湖国宾店', roomTypeName: '豪华大床房', checkIn, nights: 1, price: 680, guests: [GUEST], booker: BOOKER,
  }, server.clock.now())
}

export async function orderRow(server: TestServer, orderNo: string) {
  return (await findOrder(server.db, orderNo))!
}

/** Everything orders store, to check a refusal changed nothing. */
export async function orderSnapshot(server: TestServer) {
  const rows = async (table: 'orders' | 'order_guests' | 'order_logs' | 'order_events' | 'ranking_penalties' | 'calendar_days' | 'calendar_bookings' | 'order_disputes' | 'order_renewals') =>
    (await server.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort()
  return {
    orders: await rows('orders'), guests: await rows('order_guests'), logs: await rows('order_logs'), events: await rows('order_events'),
    penalties: await rows('ranking_penalties'), days: await rows('calendar_days'), bookings: await rows('calendar_bookings'),
    disputes: await rows('order_disputes'), renewals: await rows('order_renewals'),
  }
}

export type OrderWorld = { server: TestServer; host: SignedIn; other: SignedIn; unit: string }

/**
 * The set-up of the order API files: a server, a host with one reviewed listing (its calendar
 * unit) and another landlord; closed after the file. `set` receives them once started.
 */
export function withOrderWorld(spec: UnitSpec, set: (world: OrderWorld) => void): void {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startServer()
    const host = await calendarHost(server)
    const other = await calendarHost(server)
    set({ server, host, other, unit: await insertUnit(server, host, spec) })
  })
  afterAll(async () => {
    await server?.close()
  })
}
