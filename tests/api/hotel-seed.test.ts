import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/server/console/seed'
import { runConsole } from '../../src/server/console/run'
import { ok } from './listing-fixtures'
import { startServer, type TestServer, type TestSession } from './support/server'

let server: TestServer
let hotelier: TestSession

beforeAll(async () => {
  server = await startServer()
  expect((await runConsole(['seed'], { db: server.db, config: server.config, now: () => server.clock.now() })).code).toBe(0)
  const login = await server.api('passwordLogin', { mobile: '13800000003', countryCode: '86', password: DEMO_PASSWORD })
  hotelier = ok(login)
})
afterAll(async () => {
  await server.close()
})

describe('the demo hotel merchant (issue 14)', () => {
  it('has a hotel in every state, each readable through the hotel calls', async () => {
    const listed = await runConsole(['hotel', 'list', '13800000003'], { db: server.db, config: server.config, now: () => server.clock.now() })
    const hotels = listed.out.map((line) => ({ id: line.split(/\s+/)[0]!, state: line.split(/\s+/)[1]! }))
    expect(hotels.map((h) => h.state).sort()).toEqual(['auditing', 'draft', 'online', 'rejected'])
    for (const { id, state } of hotels) {
      const detail = ok(await server.api('hotelGet', { hotelId: id }, { session: hotelier }))
      expect(detail.state).toBe(state)
      if (state !== 'draft') expect(Object.values(detail.checklist).every(Boolean)).toBe(true)
      if (state === 'rejected') expect(detail.rejection.reasons).toEqual(['qualificationUnclear', 'photoQuality'])
      if (state === 'draft') expect(detail.checklist).toMatchObject({ address: true, hotelInfo: true, rooms: false })
    }
    const online = hotels.find((h) => h.state === 'online')!
    const products = ok(await server.api('productList', { hotelId: online.id }, { session: hotelier }))
    expect(products.roomTypes).toHaveLength(3)
    for (const roomType of products.roomTypes) expect(roomType.products).toHaveLength(2)
    // a guest's order of its breakfast product waits for the merchant; another guest paid and asked
    // for an invoice, which the merchant issues itself (its payout account says so)
    const orders = ok(await server.api('orderList', { lodgeBusiness: 'store', offset: 0, length: 20 }, { session: hotelier }))
    expect(orders.list).toHaveLength(2)
    expect(orders.list).toEqual(expect.arrayContaining([
      expect.objectContaining({ storeName: '西湖边精品酒店', roomTypeName: '湖景大床房 · 含双早', state: 'waitConfirm' }),
      expect.objectContaining({ storeName: '西湖边精品酒店', state: 'waitCheckIn' }),
    ]))
    const paid = orders.list.find((o: { state: string }) => o.state === 'waitCheckIn')
    const detail = ok(await server.api('orderHotelDetail', { orderNo: paid.orderNo }, { session: hotelier }))
    expect(detail.invoice).toMatchObject({ provider: 'host', state: 'requested', title: '杭州云栖科技有限公司' })
    // its approved company account is paid by the two stores of its company; the others wait to be linked
    const stores = ok(await server.api('merchantStoreList', {}, { session: hotelier }))
    const linked = stores.stores.filter((store: { accountId: string | null }) => store.accountId !== null)
    expect(linked.map((store: { name: string }) => store.name).sort()).toEqual(['湖滨商务酒店', '西湖边精品酒店'])
    const accounts = ok(await server.api('merchantList', {}, { session: hotelier }))
    expect(accounts.list).toMatchObject([{ state: 'approved', accountType: 'public', id: linked[0].accountId }])
    // the home page counts hotels apart from B&B listings (room types are neither)
    const home = ok(await server.api('dashboardIndex', {}, { session: hotelier }))
    expect(home.listings.total).toBe(0)
    expect(home.hotels).toEqual({ total: 4, online: 1, notOnline: 2, unfinished: 1 })
    // its room types are calendar units, online but the suite it took off sale (decision 0084)
    const units = ok(await server.api('calendarUnits', {}, { session: hotelier })).units as Array<{ title: string; status: string }>
    expect(units.filter((u) => u.title.startsWith('西湖边精品酒店 · ')).map((u) => [u.title, u.status])).toEqual([
      ['西湖边精品酒店 · 湖景大床房', 'online'], ['西湖边精品酒店 · 庭院双床房', 'online'], ['西湖边精品酒店 · 西湖套房', 'offline'],
    ])
    const sale = ok(await server.api('hotelSale', { hotelId: online.id }, { session: hotelier }))
    expect(sale.onSale).toBe(true)
    const rooms = sale.roomTypes as Array<{ name: string; onSale: boolean; openOrders: number }>
    expect(rooms.map((r) => [r.name, r.onSale])).toEqual([['湖景大床房', true], ['庭院双床房', true], ['西湖套房', false]])
    // the guests' orders waiting (the merchant's and the invoice's) are of the lake room; the suite has none
    expect(rooms.map((r) => r.openOrders)).toEqual([2, 0, 0])
    expect(sale.openOrders).toBe(2)
  })
})
