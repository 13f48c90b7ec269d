import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bookRoomTypeOrder } from '../../src/server/services/order/book'
import { cellsOf, content } from './calendar-fixtures'
import { createHotel, addRoomType } from './hotel-fixtures'
import { listingHost, ok, withListingHost } from './listing-fixtures'
import { BOOKER, GUEST } from './order-fixtures'
import { connectedStore, onlineHotel, openCall } from './pms-fixtures'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

// The test clock starts at 2026-11-21 08:00 UTC: 16:00 in Shanghai.
let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const api = (key: Parameters<TestServer['api']>[0], params: Record<string, unknown>, session: SignedIn = host) => server.api(key, params, { session })
const book = (roomTypeId: string, checkIn = '2026-12-10') =>
  bookRoomTypeOrder(server.db, { roomTypeId, checkIn, nights: 2, guests: [GUEST], booker: BOOKER }, server.clock.now())
const refusedWith = async (work: Promise<unknown>) => {
  try {
    await work
  } catch (error) {
    return (error as { key?: string }).key
  }
  return 'booked'
}
const units = async () => content(await api('calendarUnits', {})).units as Array<{ unitId: string; status: string }>
const statusOf = async (roomTypeId: string) => (await units()).find((unit) => unit.unitId === `lu:${roomTypeId}`)?.status

describe('an approved hotel and its room types on and off sale (issue 35; decision 0084)', () => {
  it('a room type goes off sale and back: not bookable, its calendar nights keep prices and stock, a repeat changes nothing', async () => {
    const { hotelId, rooms: [lake, garden] } = await onlineHotel(server, host)
    // a night the host priced and stocked by hand
    ok(await api('calendarSet', { changes: [{ unitIds: [`lu:${garden}`], ranges: [{ from: '2026-12-12', to: '2026-12-12' }], price: 555, stock: 3 }] }))
    const before = await cellsOf(server, host, `lu:${garden}`, '2026-12-10', '2026-12-14')
    const sale = ok(await api('roomTypeSetOnSale', { hotelId, roomTypeId: garden, onSale: false }))
    expect(sale).toMatchObject({ hotelId, state: 'online', onSale: true, openOrders: 0 })
    expect(sale.roomTypes.map((r: { roomTypeId: string; onSale: boolean }) => [r.roomTypeId, r.onSale])).toEqual([[lake, true], [garden, false]])
    // idempotent: the same switch again answers the same and records nothing more
    expect(ok(await api('roomTypeSetOnSale', { hotelId, roomTypeId: garden, onSale: false }))).toEqual(sale)
    const records = await server.db.selectFrom('listing_operations').select(['action', 'field', 'old_value', 'new_value']).where('lu_id', '=', garden).where('field', '=', 'roomStatus').execute()
    expect(records).toEqual([{ action: 'offline', field: 'roomStatus', old_value: 'online', new_value: 'offline' }])

    // off sale: refused for guests, the other room type still books
    expect(await refusedWith(book(garden))).toBe('roomTypeOffSale')
    expect((await book(lake)).state).toBe('waitConfirm')
    // the calendar: the unit is not bookable (offline), its nights as they were
    expect(await statusOf(garden)).toBe('offline')
    expect(await statusOf(lake)).toBe('online')
    expect(await cellsOf(server, host, `lu:${garden}`, '2026-12-10', '2026-12-14')).toEqual(before)
    expect(before.find((cell: { date: string }) => cell.date === '2026-12-12')).toMatchObject({ price: 555, stock: 3 })

    // back on sale: bookable again, the same nights
    expect(ok(await api('roomTypeSetOnSale', { hotelId, roomTypeId: garden, onSale: true })).roomTypes[1]).toMatchObject({ roomTypeId: garden, onSale: true })
    expect(await statusOf(garden)).toBe('online')
    expect(await cellsOf(server, host, `lu:${garden}`, '2026-12-10', '2026-12-14')).toEqual(before)
    expect((await book(garden)).state).toBe('waitConfirm')
  })

  it('a hotel keeps at least one room type on sale', async () => {
    const { hotelId, rooms: [lake, garden] } = await onlineHotel(server, host)
    ok(await api('roomTypeSetOnSale', { hotelId, roomTypeId: lake, onSale: false }))
    const last = await api('roomTypeSetOnSale', { hotelId, roomTypeId: garden, onSale: false })
    expect(last.body).toMatchObject({ status: 422, errorMsg: 'roomTypeLastOnSale', errorField: 'roomTypeId' })
    // also while the hotel is off sale: it comes back with something to book
    ok(await api('hotelSetOnSale', { hotelId, onSale: false }))
    expect((await api('roomTypeSetOnSale', { hotelId, roomTypeId: garden, onSale: false })).body).toMatchObject({ errorMsg: 'roomTypeLastOnSale' })
    // with the other one back, this one may go
    ok(await api('roomTypeSetOnSale', { hotelId, roomTypeId: lake, onSale: true }))
    expect(ok(await api('roomTypeSetOnSale', { hotelId, roomTypeId: garden, onSale: false })).roomTypes.map((r: { onSale: boolean }) => r.onSale)).toEqual([true, false])
  })

  it('a hotel goes off sale and back: none of its room types books, its list group and the home counts follow, open orders stay and are counted', async () => {
    const { hotelId, rooms: [lake, garden] } = await onlineHotel(server, host)
    const first = await book(lake)
    const second = await book(lake, '2026-12-20')
    await book(garden)
    // a finished order is no longer to be honoured
    ok(await api('orderReject', { orderNo: second.order_no, reason: 'unableToHost', explanation: '那几天酒店装修无法接待', unrentable: false }))
    const sale = ok(await api('hotelSale', { hotelId }))
    expect(sale).toMatchObject({ onSale: true, openOrders: 2 })
    expect(sale.roomTypes.map((r: { openOrders: number }) => r.openOrders)).toEqual([1, 1])
    const homeBefore = ok(await api('dashboardIndex', {})).hotels

    const off = ok(await api('hotelSetOnSale', { hotelId, onSale: false }))
    expect(off).toMatchObject({ onSale: false, openOrders: 2 })
    // the room types keep their own state, both are not bookable through the hotel
    expect(off.roomTypes.map((r: { onSale: boolean }) => r.onSale)).toEqual([true, true])
    expect(await refusedWith(book(lake, '2026-12-24'))).toBe('hotelOffSale')
    expect(await refusedWith(book(garden, '2026-12-24'))).toBe('hotelOffSale')
    expect(await statusOf(lake)).toBe('offline')
    expect(await statusOf(garden)).toBe('offline')
    // the orders booked stay as they were, the host still answers them
    expect((await server.db.selectFrom('orders').select('state').where('order_no', '=', first.order_no).executeTakeFirstOrThrow()).state).toBe('waitConfirm')
    ok(await api('orderConfirm', { orderNo: first.order_no }))
    expect(ok(await api('hotelSale', { hotelId })).openOrders).toBe(2)
    // the hotel list and the home: not online, offline
    const listed = ok(await api('hotelList', {})).list.find((h: { hotelId: string }) => h.hotelId === hotelId)
    expect(listed).toMatchObject({ state: 'online', onSale: false })
    const row = await server.db.selectFrom('listings').select(['list_group', 'sub_states', 'room_status']).where('lu_id', '=', hotelId).executeTakeFirstOrThrow()
    expect(row).toEqual({ list_group: 'notOnline', sub_states: ',offline,', room_status: 'offline' })
    const homeOff = ok(await api('dashboardIndex', {})).hotels
    expect([homeOff.online, homeOff.notOnline]).toEqual([homeBefore.online - 1, homeBefore.notOnline + 1])
    // a repeat changes nothing
    expect(ok(await api('hotelSetOnSale', { hotelId, onSale: false }))).toEqual(ok(await api('hotelSale', { hotelId })))

    const on = ok(await api('hotelSetOnSale', { hotelId, onSale: true }))
    expect(on).toMatchObject({ onSale: true })
    expect(await statusOf(lake)).toBe('online')
    expect((await book(garden, '2026-12-24')).state).toBe('waitConfirm')
    expect(await server.db.selectFrom('listings').select(['list_group', 'sub_states']).where('lu_id', '=', hotelId).executeTakeFirstOrThrow()).toEqual({ list_group: 'online', sub_states: '' })
    expect(ok(await api('dashboardIndex', {})).hotels).toEqual(homeBefore)
    const actions = await server.db.selectFrom('listing_operations').select('action').where('lu_id', '=', hotelId).where('field', '=', 'roomStatus').orderBy('id').execute()
    expect(actions.map((a) => a.action)).toEqual(['offline', 'online'])
  })

  it('refuses a hotel not approved, a room type of another hotel, another host, and putting on sale without the right to publish hotels', async () => {
    const draft = await createHotel(server, host)
    const draftRoom = await addRoomType(server, host, draft)
    expect((await api('hotelSetOnSale', { hotelId: draft, onSale: true })).body).toMatchObject({ status: 422, errorMsg: 'hotelNotApproved' })
    expect((await api('hotelSetOnSale', { hotelId: draft, onSale: false })).body).toMatchObject({ status: 422, errorMsg: 'hotelNotApproved' })
    expect((await api('roomTypeSetOnSale', { hotelId: draft, roomTypeId: draftRoom, onSale: false })).body).toMatchObject({ status: 422, errorMsg: 'hotelNotApproved' })
    const { hotelId, rooms: [lake] } = await onlineHotel(server, host)
    expect((await api('roomTypeSetOnSale', { hotelId, roomTypeId: draftRoom, onSale: false })).body).toMatchObject({ status: 404 })
    expect((await api('roomTypeSetOnSale', { hotelId, roomTypeId: randomUUID(), onSale: false })).body).toMatchObject({ status: 404 })
    const other = await listingHost(server)
    expect((await api('hotelSale', { hotelId }, other)).body).toMatchObject({ status: 403 })
    expect((await api('hotelSetOnSale', { hotelId, onSale: false }, other)).body).toMatchObject({ status: 403 })
    expect((await api('roomTypeSetOnSale', { hotelId, roomTypeId: lake, onSale: false }, other)).body).toMatchObject({ status: 403 })
    expect((await server.db.selectFrom('listings').select('room_status').where('lu_id', '=', hotelId).executeTakeFirstOrThrow()).room_status).toBe('online')
    // without real-name authentication or the white list: off sale yes, back on sale no
    const rights = await server.db.selectFrom('users').select(['landlord_pass', 'white_user']).where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()
    await server.db.updateTable('users').set({ landlord_pass: 0, white_user: 0 }).where('id', '=', Number(host.userId)).execute()
    ok(await api('hotelSetOnSale', { hotelId, onSale: false }))
    expect((await api('hotelSetOnSale', { hotelId, onSale: true })).body).toMatchObject({ status: 422, errorMsg: 'hotelNotAllowed' })
    ok(await api('roomTypeSetOnSale', { hotelId, roomTypeId: lake, onSale: false }))
    expect((await api('roomTypeSetOnSale', { hotelId, roomTypeId: lake, onSale: true })).body).toMatchObject({ errorMsg: 'hotelNotAllowed' })
    await server.db.updateTable('users').set(rights).where('id', '=', Number(host.userId)).execute()
  })

  it('the PMS binding stays and GET /room-types says what is on sale', async () => {
    const store = await connectedStore(server, host)
    const [lake, garden] = store.hotel.rooms
    const types = async () => (await openCall(server, 'GET', '/room-types', store.key)).body.roomTypes as Array<{ roomTypeId: string; onSale: boolean; mappedRoomCode: string | null; online: boolean }>
    expect((await types()).map((t) => [t.onSale, t.mappedRoomCode])).toEqual([[true, 'DBL'], [true, 'TWN']])
    ok(await api('roomTypeSetOnSale', { hotelId: store.hotel.hotelId, roomTypeId: garden, onSale: false }))
    expect((await types()).map((t) => [t.roomTypeId, t.online, t.onSale, t.mappedRoomCode])).toEqual([[lake, true, true, 'DBL'], [garden, true, false, 'TWN']])
    // the PMS still reads and writes the room's nights
    const push = await openCall(server, 'POST', '/availability', store.key, { updates: [{ roomCode: 'TWN', from: '2026-12-15', to: '2026-12-15', stock: 2 }] }, randomUUID())
    expect(push.http, JSON.stringify(push.body)).toBe(200)
    expect((await cellsOf(server, host, `lu:${garden}`, '2026-12-15', '2026-12-15'))[0]).toMatchObject({ stock: 2 })
    ok(await api('hotelSetOnSale', { hotelId: store.hotel.hotelId, onSale: false }))
    expect((await types()).map((t) => t.onSale)).toEqual([false, false])
    const rooms = ok(await api('pmsRooms', { connectionId: store.connectionId }))
    expect(rooms.rooms.filter((r: { state: string }) => r.state === 'bound').map((r: { roomCode: string }) => r.roomCode)).toEqual(['DBL', 'TWN'])
  })
})
