import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import { addRoomType, createHotel } from './hotel-fixtures'
import { onlineHotel as onlineHotelOf } from './hotel-fixtures'
import { ok, withListingHost } from './listing-fixtures'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

const onlineHotel = () => onlineHotelOf(server, host)

describe('hotel orders against real room types (issue 14)', () => {
  it('a guest books a product of a room type: the stock is taken, the host sees the hotel and room type and accepts it', async () => {
    const { hotelId, roomTypeId } = await onlineHotel()
    const productId = randomUUID()
    ok(await server.api('productSave', { hotelId, roomTypeId, productId, value: { name: '含双早', breakfasts: 2, discount: 9.5, cancellationRule: 'strict', onSale: true } }, { session: host }))
    const rooms = await staff('hotel', 'rooms', hotelId)
    expect(rooms.out.join('\n')).toContain(`${roomTypeId}  湖景大床房 · 680 a night · 12 rooms`)
    expect(rooms.out.join('\n')).toContain(`product ${productId}  含双早 · discount 9.5`)

    const booked = await staff('order', 'book-room', roomTypeId, '2026-12-10', '2', '--product', productId, '--rooms', '2', '--booker', '刘洋,13700001111')
    expect(booked.code, booked.err.join('\n')).toBe(0)
    const orderNo = /booked hotel order (ST\d+)/.exec(booked.out[0]!)![1]!
    const order = await server.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow()
    expect(order).toMatchObject({
      lodge_business: 'store', lu_id: roomTypeId, unit_id: `lu:${roomTypeId}`, store_name: '西湖边精品酒店', room_type_name: '湖景大床房 · 含双早',
      rooms: 2, nights: 2, cancellation_rule: 'strict', state: 'waitConfirm',
    })
    // 680 a night with 9.5 off: 646, two nights, two rooms
    expect(JSON.parse(order.nightly)).toEqual([{ date: '2026-12-10', price: 64_600 }, { date: '2026-12-11', price: 64_600 }])
    expect(Number(order.original_rent)).toBe(4 * 64_600)

    const booking = await server.db.selectFrom('calendar_bookings').selectAll().where('unit_id', '=', `lu:${roomTypeId}`).execute()
    expect(booking.map((b) => Number(b.count))).toEqual([2])

    const list = ok(await server.api('orderList', { lodgeBusiness: 'store', offset: 0, length: 20 }, { session: host }))
    expect(list.list.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo)
    const detail = ok(await server.api('orderHotelDetail', { orderNo }, { session: host }))
    expect(detail).toMatchObject({ storeName: '西湖边精品酒店', roomTypeName: '湖景大床房 · 含双早' })
    ok(await server.api('orderConfirm', { orderNo }, { session: host }))
    expect((await server.db.selectFrom('orders').select('state').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).state).not.toBe('waitConfirm')
  })

  it("refuses a room type of a hotel not online, more guests than its occupancy, and a product of another room type", async () => {
    const hotelId = await createHotel(server, host)
    const draftRoom = await addRoomType(server, host, hotelId)
    expect((await staff('order', 'book-room', draftRoom, '2026-12-10', '1')).code).toBe(1)
    const { roomTypeId } = await onlineHotel()
    const tooMany = await staff('order', 'book-room', roomTypeId, '2026-12-10', '1', '--guest', '甲,idCard,11010519491231002X,30', '--guest', '乙,idCard,11010519491231002X,30', '--guest', '丙,idCard,11010519491231002X,30')
    expect(tooMany.code).toBe(1)
    expect(tooMany.err.join(' ')).toMatch(/orderGuestsRange|guests/)
    expect((await staff('order', 'book-room', roomTypeId, '2026-12-10', '1', '--product', randomUUID())).code).toBe(1)
  })
})
