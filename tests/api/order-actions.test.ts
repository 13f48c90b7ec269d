import { describe, expect, it } from 'vitest'
import { expireOrders } from '../../src/server/services/order/expiry'
import { payOrder, cancelOrder, checkOutOrder } from '../../src/server/services/order/guest'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, cellsOf, content, insertUnit, refusal } from './calendar-fixtures'
import { book, bookHotel, GUEST, orderRow, orderSnapshot, withOrderWorld } from './order-fixtures'

// The test clock starts at 2026-11-21 08:00 UTC: 16:00 in Shanghai.
const MIN = 60_000
let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string
withOrderWorld({ title: 'Lakeside flat', similarUnits: 2 }, (world) => {
  ({ server, host, other, unit } = world)
})

const detail = async (orderNo: string, session: SignedIn = host) => content(await server.api('orderHouseDetail', { orderNo }, { session }))

describe('booking (the guest, through the console)', () => {
  it('takes the stock of every night, waits 30 minutes for the host and raises a new-order event', async () => {
    const order = await book(server, unit, '2026-12-01', 2)
    expect(order.state).toBe('waitConfirm')
    expect(Number(order.confirm_deadline) - server.clock.now()).toBe(30 * MIN)
    const days = await cellsOf(server, host, unit, '2026-12-01', '2026-12-03')
    expect(days.map((d: any) => d.booked)).toEqual([1, 1, 0])
    const events = await server.db.selectFrom('order_events').selectAll().where('order_no', '=', order.order_no).execute()
    expect(events.map((e) => e.kind)).toEqual(['new'])
    const got = await detail(order.order_no)
    expect(got).toMatchObject({ state: 'waitConfirm', group: 'waitConfirm', nights: 2, allowedActions: ['accept', 'reject', 'editCharge'] })
    // 388 a weeknight, 2 nights, in fen; 10 % service fee and 0.6 % invoice service fee
    expect(got.amounts).toEqual({ originalRent: 77_600, merchantDiscount: 0, platformDiscount: 0, rent: 77_600, serviceFee: 7_760, invoiceServiceFee: 466, income: 69_374, deposit: 0 })
    expect(got.bookerPhone).toBe('139****5678')
    expect(got.guests[0]).toMatchObject({ name: GUEST.name, credentialType: 'idCard', credentialNoMasked: '1****************X', checkedIn: false })
  })
})

describe('accept', () => {
  it('moves the order to waiting for payment, with the operation log', async () => {
    const order = await book(server, unit, '2026-12-05', 1)
    const got = content(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
    expect(got).toMatchObject({ state: 'waitPay', payDeadline: server.clock.now() + 30 * MIN })
    const log = content(await server.api('orderStatusRecord', { orderNo: order.order_no }, { session: host })).list
    expect(log.map((e: any) => [e.action, e.role])).toEqual([['accept', 'merchantWeb'], ['book', 'guest']])
  })

  it('an accept replayed with the same key is applied once', async () => {
    const order = await book(server, unit, '2026-12-06', 1)
    const first = await server.api('orderConfirm', { orderNo: order.order_no }, { session: host, idemKey: 'accept-once-1' })
    const again = await server.api('orderConfirm', { orderNo: order.order_no }, { session: host, idemKey: 'accept-once-1' })
    expect(again.body).toEqual(first.body)
    const accepts = await server.db.selectFrom('order_logs').select('id').where('order_no', '=', order.order_no).where('action', '=', 'accept').execute()
    expect(accepts).toHaveLength(1)
  })

  it('refuses an expired order (the window passed before the job ran), changing nothing; the job then times it out, stock back', async () => {
    const late = await calendarHost(server)
    const flat = await insertUnit(server, late)
    const order = await book(server, flat, '2026-12-08', 1)
    server.clock.advance(30 * MIN)
    const before = await orderSnapshot(server)
    refusal(await server.api('orderConfirm', { orderNo: order.order_no }, { session: late }), 422, 'orderExpired')
    refusal(await server.api('orderEditCharge', { orderNo: order.order_no, rent: 100 }, { session: late }), 422, 'orderExpired')
    expect(await orderSnapshot(server)).toEqual(before)
    expect((await detail(order.order_no, late)).allowedActions).toEqual([])
    await expireOrders(server.db, server.clock.now())
    const row = await orderRow(server, order.order_no)
    expect(row.state).toBe('confirmTimeout')
    refusal(await server.api('orderConfirm', { orderNo: order.order_no }, { session: late }), 422, 'orderExpired')
    expect((await cellsOf(server, late, flat, '2026-12-08', '2026-12-08'))[0].booked).toBe(0)
    const penalties = await server.db.selectFrom('ranking_penalties').selectAll().where('order_no', '=', order.order_no).execute()
    expect(penalties.map((p) => [p.kind, p.days, p.reason])).toEqual([['demotion', 7, 'confirmTimeout']])
  })

  it('another landlord can neither see nor accept the order, and nothing changes', async () => {
    const order = await book(server, unit, '2026-12-10', 1)
    const before = await orderSnapshot(server)
    refusal(await server.api('orderHouseDetail', { orderNo: order.order_no }, { session: other }), 403, 'noPermission')
    refusal(await server.api('orderConfirm', { orderNo: order.order_no }, { session: other }), 403, 'noPermission')
    refusal(await server.api('orderReject', { orderNo: order.order_no, reason: 'maintenance', explanation: '房间正在维修中', unrentable: true }, { session: other }), 403, 'noPermission')
    refusal(await server.api('orderStatusRecord', { orderNo: order.order_no }, { session: other }), 403, 'noPermission')
    expect(content(await server.api('orderList', {}, { session: other })).list).toEqual([])
    expect(await orderSnapshot(server)).toEqual(before)
  })
})

describe('reject', () => {
  it('needs an explanation of 5-200 characters without contact details; nothing changes otherwise', async () => {
    const order = await book(server, unit, '2026-12-12', 1)
    const before = await orderSnapshot(server)
    refusal(await server.api('orderReject', { orderNo: order.order_no, reason: 'maintenance', explanation: '维修', unrentable: false }, { session: host }), 400, 'orderExplanationLength')
    refusal(await server.api('orderReject', { orderNo: order.order_no, reason: 'maintenance', explanation: '请加微信 hzhost88 联系', unrentable: false }, { session: host }), 400, 'textContactInfo')
    expect(await orderSnapshot(server)).toEqual(before)
  })

  it('does not warn of a closed night where none closes (a hotel order, whose rooms have no calendar yet)', async () => {
    const hotel = await bookHotel(server, host, '2026-12-18')
    const info = content(await server.api('orderRejectInfo', { orderNo: hotel.order_no }, { session: host }))
    expect(info.closeDates).toEqual([])
    expect(info.warnings).not.toContain('dayClosed')
    expect(info.warnings).toContain('rankingPenalty')
  })

  it('closes the check-in night, gives the stock back, puts the listings at the bottom for 7 days and demotes them', async () => {
    const fresh = await calendarHost(server)
    const flat = await insertUnit(server, fresh, { similarUnits: 2 })
    const order = await book(server, flat, '2026-12-14', 3)
    const info = content(await server.api('orderRejectInfo', { orderNo: order.order_no }, { session: fresh }))
    expect(info).toMatchObject({ closeDates: ['2026-12-14'], unrentableDates: ['2026-12-14', '2026-12-15', '2026-12-16'], listingsAffected: 1, firstOffence: true, bottomDays: 7, demotionDays: 7, currency: 'RMB' })
    expect(info.reasons).toHaveLength(6)
    expect(info.warnings).toContain('dayClosed')
    const got = content(await server.api('orderReject', { orderNo: order.order_no, reason: 'unableToHost', explanation: '那几天家里有事无法接待', unrentable: false }, { session: fresh }))
    expect(got).toMatchObject({ state: 'rejected', group: 'closed', rejectReason: 'unableToHost', closedDates: ['2026-12-14'] })
    const days = await cellsOf(server, fresh, flat, '2026-12-14', '2026-12-16')
    expect(days.map((d: any) => [d.open, d.booked])).toEqual([[false, 0], [true, 0], [true, 0]])
    const ranking = content(await server.api('orderRankingState', {}, { session: fresh }))
    expect(ranking.bottomUntil).toBe(server.clock.now() + 7 * 86_400_000)
    expect(ranking.demotedUntil).toBe(server.clock.now() + 7 * 86_400_000)
    expect(ranking.penalties.map((p: any) => [p.kind, p.days, p.reason, p.orderNo]).sort()).toEqual([
      ['bottom', 7, 'rejection', order.order_no], ['demotion', 7, 'rejection', order.order_no],
    ])
    // the calendar's record says the system closed the night because of the refusal
    const records = content(await server.api('calendarRecords', {}, { session: fresh })).list
    expect(records[0]).toMatchObject({ kind: 'orderRefusal', role: 'system' })

    // a second refusal: the demotion climbs to 10 days; "set unrentable" closes every night
    const second = await book(server, flat, '2026-12-20', 2)
    expect(content(await server.api('orderRejectInfo', { orderNo: second.order_no }, { session: fresh }))).toMatchObject({ firstOffence: false, demotionDays: 10 })
    content(await server.api('orderReject', { orderNo: second.order_no, reason: 'maintenance', explanation: '热水器坏了正在维修', unrentable: true }, { session: fresh }))
    expect((await cellsOf(server, fresh, flat, '2026-12-20', '2026-12-21')).map((d: any) => d.open)).toEqual([false, false])
    const demotions = await server.db.selectFrom('ranking_penalties').select('days').where('order_no', '=', second.order_no).where('kind', '=', 'demotion').execute()
    expect(demotions.map((d) => d.days)).toEqual([10])
  })

  it('refuses to reject a cancelled order; nothing changes', async () => {
    const order = await book(server, unit, '2026-12-16', 1)
    await cancelOrder(server.db, order, 'plans changed', server.clock.now())
    const before = await orderSnapshot(server)
    refusal(await server.api('orderReject', { orderNo: order.order_no, reason: 'fullyBooked', explanation: '这几天已经订满了', unrentable: false }, { session: host }), 422, 'orderStateChanged')
    refusal(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }), 422, 'orderStateChanged')
    expect(await orderSnapshot(server)).toEqual(before)
  })
})

describe('modify and accept', () => {
  it('takes a whole rent from 1 to what the guest agreed to, recomputes the fees and accepts', async () => {
    // a Monday and a Tuesday: 388 each
    const order = await book(server, unit, '2026-12-21', 2)
    const charge = content(await server.api('orderChargeDetail', { orderNo: order.order_no }, { session: host }))
    expect(charge).toEqual({ rent: 776, min: 1, max: 776, currency: 'RMB', nights: 2, perNight: [{ date: '2026-12-21', price: 388 }, { date: '2026-12-22', price: 388 }] })
    for (const rent of [0, 777, 500.5]) {
      refusal(await server.api('orderEditCharge', { orderNo: order.order_no, rent }, { session: host }), 400, 'orderEditChargeRange')
    }
    expect((await orderRow(server, order.order_no)).state).toBe('waitConfirm')
    const got = content(await server.api('orderEditCharge', { orderNo: order.order_no, rent: 700 }, { session: host }))
    expect(got).toMatchObject({ state: 'waitPay' })
    expect(got.amounts).toMatchObject({ originalRent: 77_600, merchantDiscount: 7_600, rent: 70_000, serviceFee: 7_000, invoiceServiceFee: 420, income: 62_580 })
  })
})

describe('check-in, insurance, contact', () => {
  it('check-in by ID only from the check-in day, with a guest of the order, once each', async () => {
    const order = await book(server, unit, '2026-11-22', 1)
    content(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
    await payOrder(server.db, await orderRow(server, order.order_no), server.clock.now())
    refusal(await server.api('orderCheckIn', { orderNo: order.order_no, credentialNo: GUEST.credentialNo }, { session: host }), 422, 'orderCheckInTooEarly')
    server.clock.set(Date.UTC(2026, 10, 22, 2, 0, 0)) // 10:00 in Shanghai on the check-in day
    refusal(await server.api('orderCheckIn', { orderNo: order.order_no, credentialNo: '110105194912310021' }, { session: host }), 400, 'orderCredentialNotFound')
    const got = content(await server.api('orderCheckIn', { orderNo: order.order_no, credentialNo: '11010519491231002x' }, { session: host }))
    expect(got).toMatchObject({ state: 'checkedIn' })
    expect(got.guests[0].checkedIn).toBe(true)
    refusal(await server.api('orderCheckIn', { orderNo: order.order_no, credentialNo: GUEST.credentialNo }, { session: host }), 422, 'orderGuestAlreadyCheckedIn')
  })

  it('insurance and the guest\'s phone only once the order is paid', async () => {
    const order = await book(server, unit, '2026-12-24', 2, { rooms: 2 })
    refusal(await server.api('orderInsurancePreview', { orderNo: order.order_no }, { session: host }), 422, 'orderInsuranceNotAllowed')
    expect(content(await server.api('orderCanContact', { orderNo: order.order_no }, { session: host }))).toEqual({ allowed: false, phone: null, countryCode: null })
    content(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
    await payOrder(server.db, await orderRow(server, order.order_no), server.clock.now())
    const preview = content(await server.api('orderInsurancePreview', { orderNo: order.order_no }, { session: host }))
    expect(preview).toMatchObject({ premium: 2_000, currency: 'RMB', nights: 2, rooms: 2 })
    const got = content(await server.api('orderInsuranceBuy', { orderNo: order.order_no }, { session: host }))
    expect(got.insurance).toMatchObject({ state: 'insured', policyNo: `PI${order.order_no}`, premium: 2_000 })
    refusal(await server.api('orderInsuranceBuy', { orderNo: order.order_no }, { session: host }), 422, 'orderAlreadyInsured')
    expect(content(await server.api('orderCanContact', { orderNo: order.order_no }, { session: host }))).toEqual({ allowed: true, phone: '13912345678', countryCode: '86' })
    expect((await detail(order.order_no)).bookerPhone).toBe('13912345678')
  })
})

describe('the expiry job', () => {
  it('times out unconfirmed orders after 30 minutes and unpaid ones 30 minutes after acceptance', async () => {
    const waiting = await book(server, unit, '2027-01-05', 1)
    const accepted = await book(server, unit, '2027-01-06', 1)
    content(await server.api('orderConfirm', { orderNo: accepted.order_no }, { session: host }))
    server.clock.advance(29 * MIN)
    await expireOrders(server.db, server.clock.now())
    expect((await orderRow(server, waiting.order_no)).state).toBe('waitConfirm')
    expect((await orderRow(server, accepted.order_no)).state).toBe('waitPay')
    server.clock.advance(2 * MIN)
    const result = await expireOrders(server.db, server.clock.now())
    expect(result).toMatchObject({ confirmTimeouts: 1, payTimeouts: 1 })
    expect((await orderRow(server, waiting.order_no)).state).toBe('confirmTimeout')
    expect((await orderRow(server, accepted.order_no)).state).toBe('payTimeout')
    expect((await cellsOf(server, host, unit, '2027-01-05', '2027-01-06')).map((d: any) => d.booked)).toEqual([0, 0])
  })
})

describe('the list', () => {
  it('filters by tab, hotel orders, keyword and dates, with counts per tab', async () => {
    const fresh = await calendarHost(server)
    const flat = await insertUnit(server, fresh, { title: '西湖边两居室' })
    const a = await book(server, flat, '2027-02-01', 1)
    const b = await book(server, flat, '2027-02-03', 1)
    content(await server.api('orderConfirm', { orderNo: b.order_no }, { session: fresh }))
    const hotel = await bookHotel(server, fresh, '2027-02-05')
    const all = content(await server.api('orderList', {}, { session: fresh }))
    expect(all.total).toBe(3)
    expect(all.counts).toMatchObject({ all: 3, waitConfirm: 2, waitPay: 1 })
    expect(content(await server.api('orderList', { group: 'waitPay' }, { session: fresh })).list.map((o: any) => o.orderNo)).toEqual([b.order_no])
    const stores = content(await server.api('orderList', { lodgeBusiness: 'store' }, { session: fresh }))
    expect(stores.list.map((o: any) => [o.orderNo, o.storeName, o.roomTypeName])).toEqual([[hotel.order_no, '西湖国宾店', '豪华大床房']])
    expect(content(await server.api('orderList', { keyword: a.order_no }, { session: fresh })).list.map((o: any) => o.orderNo)).toEqual([a.order_no])
    expect(content(await server.api('orderList', { keyword: '两居室' }, { session: fresh })).total).toBe(2)
    expect(content(await server.api('orderList', { dateType: 'checkIn', from: '2027-02-02', to: '2027-02-04' }, { session: fresh })).list.map((o: any) => o.orderNo)).toEqual([b.order_no])
    // a hotel order opens on the hotel detail only
    refusal(await server.api('orderHouseDetail', { orderNo: hotel.order_no }, { session: fresh }), 404, 'notFound')
    expect(content(await server.api('orderHotelDetail', { orderNo: hotel.order_no }, { session: fresh }))).toMatchObject({ lodgeBusiness: 'store', unitId: null })
    const csv = content(await server.api('orderDownload', { lang: 'en', lodgeBusiness: 'house' }, { session: fresh }))
    expect(csv.count).toBe(2)
    const lines = csv.csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toMatch(/^Order number,Type,Status,Listing,Check-in/)
    expect(lines).toHaveLength(3)
    expect(lines.some((line: string) => line.startsWith(`${b.order_no},B&B,Waiting for payment,西湖边两居室,2027-02-03`))).toBe(true)
  })
})

describe('the waitConfirm tab (issue 34)', () => {
  const numbers = (answer: any) => answer.list.map((o: any) => o.orderNo)

  it('lists the order whose confirmation time runs out first on top, the other tabs newest first', async () => {
    const fresh = await calendarHost(server)
    const flat = await insertUnit(server, fresh, { title: 'Harbour view' })
    // booked a minute apart: each waits 30 minutes, so the first booked runs out first
    const booked = []
    for (const night of ['2027-05-01', '2027-05-03', '2027-05-05']) {
      booked.push((await book(server, flat, night, 1)).order_no)
      server.clock.advance(MIN)
    }
    const waiting = content(await server.api('orderList', { group: 'waitConfirm', offset: 0, length: 20 }, { session: fresh }))
    expect(numbers(waiting)).toEqual(booked)
    expect(waiting.list.map((o: any) => o.confirmDeadline)).toEqual([...waiting.list.map((o: any) => o.confirmDeadline)].sort((a: number, b: number) => a - b))
    // the "all" tab is still newest first
    expect(numbers(content(await server.api('orderList', { offset: 0, length: 20 }, { session: fresh })))).toEqual([...booked].reverse())
    // the deadline decides, not the booking time: a later booking that must be answered sooner comes first
    await server.db.updateTable('orders').set({ confirm_deadline: server.clock.now() + 5 * MIN }).where('order_no', '=', booked[2]!).execute()
    expect(numbers(content(await server.api('orderList', { group: 'waitConfirm' }, { session: fresh })))).toEqual([booked[2], booked[0], booked[1]])
    // an accepted order leaves the tab; the export of the tab lists what the tab shows, in its order
    content(await server.api('orderConfirm', { orderNo: booked[0] }, { session: fresh }))
    const after = content(await server.api('orderList', { group: 'waitConfirm' }, { session: fresh }))
    expect(numbers(after)).toEqual([booked[2], booked[1]])
    expect(after.counts).toMatchObject({ all: 3, waitConfirm: 2, waitPay: 1 })
    const csv = content(await server.api('orderDownload', { group: 'waitConfirm', lang: 'en' }, { session: fresh }))
    expect(csv.csv.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1).map((line: string) => line.split(',')[0])).toEqual([booked[2], booked[1]])
  })

  it('pages through equal deadlines and hotel orders without repeating or skipping one, with the tab\'s counts on every page', async () => {
    const fresh = await calendarHost(server)
    const flat = await insertUnit(server, fresh, { title: 'Pine lodge' })
    const orders = []
    for (let i = 0; i < 5; i++) orders.push((await book(server, flat, `2027-06-${String(1 + 2 * i).padStart(2, '0')}`, 1)).order_no)
    const hotel = (await bookHotel(server, fresh, '2027-06-20')).order_no
    server.clock.advance(MIN)
    const late = (await book(server, flat, '2027-06-25', 1)).order_no
    // five orders booked in the same millisecond share a deadline: the order number breaks the tie
    const shared = [...orders, hotel].sort()
    const expected = [...shared, late]
    const pages: string[] = []
    for (let offset = 0; offset < expected.length + 2; offset += 2) {
      const page = content(await server.api('orderList', { group: 'waitConfirm', offset, length: 2 }, { session: fresh }))
      expect(page.total).toBe(expected.length)
      expect(page.counts).toMatchObject({ all: expected.length, waitConfirm: expected.length })
      pages.push(...numbers(page))
    }
    expect(pages).toEqual(expected)
    // the hotel kind keeps the same order within its own orders
    const stores = content(await server.api('orderList', { group: 'waitConfirm', lodgeBusiness: 'store', offset: 0, length: 2 }, { session: fresh }))
    expect(numbers(stores)).toEqual([hotel])
    // a waiting order without a deadline (none is written so) comes after every dated one
    await server.db.updateTable('orders').set({ confirm_deadline: null }).where('order_no', '=', shared[0]!).execute()
    const last = content(await server.api('orderList', { group: 'waitConfirm', offset: expected.length - 1, length: 2 }, { session: fresh }))
    expect(numbers(last)).toEqual([shared[0]])
  })
})

describe('the guest cancels and checks out (console side)', () => {
  it('a paid order cancelled within 15 minutes is refunded in full and raises a cancellation event', async () => {
    const order = await book(server, unit, '2027-03-01', 1)
    content(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
    const paid = await payOrder(server.db, await orderRow(server, order.order_no), server.clock.now())
    const cancelled = await cancelOrder(server.db, paid, '行程有变', server.clock.now())
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelled_by: 'guest', refund_state: 'pending', refund_amount: Number(paid.rent) })
    const events = await server.db.selectFrom('order_events').select('kind').where('order_no', '=', order.order_no).execute()
    expect(events.map((e) => e.kind).sort()).toEqual(['cancelled', 'new'])
    expect((await cellsOf(server, host, unit, '2027-03-01', '2027-03-01'))[0].booked).toBe(0)
    await expect(checkOutOrder(server.db, cancelled, server.clock.now())).rejects.toThrow('orderStateChanged')
  })
})

describe('the list keyword', () => {
  it('matches case-insensitively and takes % and _ as themselves', async () => {
    const fresh = await calendarHost(server)
    const flat = await insertUnit(server, fresh, { title: 'Sunny_Loft 100%' })
    const other = await insertUnit(server, fresh, { title: 'Sunny Loft 1000' })
    await book(server, flat, '2027-04-01', 1)
    await book(server, other, '2027-04-03', 1)
    const titles = async (keyword: string) =>
      content(await server.api('orderList', { keyword }, { session: fresh })).list.map((o: any) => o.listingTitle).sort()
    expect(await titles('sunny')).toEqual(['Sunny Loft 1000', 'Sunny_Loft 100%'])
    expect(await titles('_loft')).toEqual(['Sunny_Loft 100%'])
    expect(await titles('100%')).toEqual(['Sunny_Loft 100%'])
  })
})
