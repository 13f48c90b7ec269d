import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addRoomType, createHotel } from './hotel-fixtures'
import { onlineHotel as onlineHotelOf } from './hotel-fixtures'
import { listingHost, ok, withListingHost } from './listing-fixtures'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const PRODUCT = { name: '含双早', breakfasts: 2, discount: 9.5, cancellationRule: 'moderate', onSale: true }

const onlineHotel = () => onlineHotelOf(server, host)

describe('products for sale (house/sellProduct; decision 0050)', () => {
  it('are added only once the hotel is online', async () => {
    const hotelId = await createHotel(server, host)
    const roomTypeId = await addRoomType(server, host, hotelId)
    const early = await server.api('productSave', { hotelId, roomTypeId, productId: randomUUID(), value: PRODUCT }, { session: host })
    expect(early.body).toMatchObject({ status: 422, errorMsg: 'listingNotApproved' })
    expect(await server.count('hotel_products')).toBe(0)
  })

  it('take a hotel discount of 1 to 9.9 with one decimal, a name of 1-30 characters, 0-2 breakfasts, a cancellation rule', async () => {
    const { hotelId, roomTypeId } = await onlineHotel()
    const save = (value: Record<string, unknown>) => server.api('productSave', { hotelId, roomTypeId, productId: randomUUID(), value: { ...PRODUCT, ...value } }, { session: host })
    expect((await save({ discount: 0.9 })).body).toMatchObject({ status: 400, errorMsg: 'discountRange', errorField: 'discount', errorParams: { min: 1, max: 9.9 } })
    expect((await save({ discount: 10 })).body).toMatchObject({ errorMsg: 'discountRange' })
    expect((await save({ discount: 8.55 })).body).toMatchObject({ errorMsg: 'discountRange' })
    expect((await save({ name: '早'.repeat(31) })).body).toMatchObject({ errorMsg: 'lengthBetween', errorField: 'name' })
    expect((await save({ breakfasts: 3 })).body).toMatchObject({ errorMsg: 'invalidValue', errorField: 'breakfasts' })
    expect((await save({ cancellationRule: '' })).body).toMatchObject({ errorMsg: 'required', errorField: 'cancellationRule' })
    ok(await save({ discount: 1, name: '特惠' }))
    server.clock.advance(1000) // products list in the order they were added
    ok(await save({ discount: 9.9, name: '标准价' }))
    const list = ok(await server.api('productList', { hotelId }, { session: host }))
    // the room type's 680 a night: 1 -> 68, 9.9 -> 673 (whole yuan, half up)
    expect(list.roomTypes[0].products.map((p: { value: { name: string }; priceFrom: number }) => [p.value.name, p.priceFrom])).toEqual([['特惠', 68], ['标准价', 673]])
  })

  it('change with their version (a stale one is a 409), are deleted, and a room type has at most 10', async () => {
    const { hotelId, roomTypeId } = await onlineHotel()
    const productId = randomUUID()
    expect(ok(await server.api('productSave', { hotelId, roomTypeId, productId, value: PRODUCT }, { session: host }))).toEqual({ productId, version: 0 })
    // the same write again (a retry under another key) is a stale version now
    expect((await server.api('productSave', { hotelId, roomTypeId, productId, value: PRODUCT }, { session: host })).body).toMatchObject({ status: 409 })
    expect(ok(await server.api('productSave', { hotelId, roomTypeId, productId, version: 0, value: { ...PRODUCT, onSale: false } }, { session: host }))).toEqual({ productId, version: 1 })
    for (let i = 1; i < 10; i++) ok(await server.api('productSave', { hotelId, roomTypeId, productId: randomUUID(), value: { ...PRODUCT, name: `产品${i}` } }, { session: host }))
    const eleventh = await server.api('productSave', { hotelId, roomTypeId, productId: randomUUID(), value: PRODUCT }, { session: host })
    expect(eleventh.body).toMatchObject({ status: 422, errorMsg: 'productsTooMany', errorParams: { max: 10 } })
    ok(await server.api('productDelete', { hotelId, productId }, { session: host }))
    const list = ok(await server.api('productList', { hotelId }, { session: host }))
    expect(list.roomTypes[0].products).toHaveLength(9)
    expect(JSON.stringify(list)).not.toContain(productId)
  })

  it("are another host's to neither read nor change", async () => {
    const { hotelId, roomTypeId } = await onlineHotel()
    const productId = randomUUID()
    ok(await server.api('productSave', { hotelId, roomTypeId, productId, value: PRODUCT }, { session: host }))
    const other = await listingHost(server)
    expect((await server.api('productList', { hotelId }, { session: other })).body).toMatchObject({ status: 403 })
    expect((await server.api('productSave', { hotelId, roomTypeId, productId, version: 0, value: { ...PRODUCT, discount: 1 } }, { session: other })).body).toMatchObject({ status: 403 })
    expect((await server.api('productDelete', { hotelId, productId }, { session: other })).body).toMatchObject({ status: 403 })
    const row = await server.db.selectFrom('hotel_products').selectAll().where('id', '=', productId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ discount_tenths: 95, deleted_at: null })
    const config = ok(await server.api('productConfig', {}, { session: other }))
    expect(config).toEqual({ breakfasts: [0, 1, 2], cancellationRules: ['nonRefundable', 'veryStrict', 'strict', 'moderate', 'lenient'], discount: { min: 1, max: 9.9 }, perRoomType: 10 })
  })
})
