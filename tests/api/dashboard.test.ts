import { expect, it } from 'vitest'
import { sendSystemMessage } from '../../src/server/console/messages'
import { checkInGuest, confirmOrder } from '../../src/server/services/order/actions'
import { checkOutOrder, payOrder } from '../../src/server/services/order/guest'
import type { OrderRow } from '../../src/server/services/order/repo'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { content } from './calendar-fixtures'
import { GUEST, book, orderRow, withOrderWorld } from './order-fixtures'

let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string
withOrderWorld({}, (world) => {
  ({ server, host, other, unit } = world)
})

const HOST_ACTOR = { role: 'merchantWeb' as const, operator: 'host' }
const DAY = 86_400_000
const get = async (key: 'dashboardIndex' | 'dashboardTask' | 'dashboardTenant', session: SignedIn) =>
  content(await server.api(key, {}, { session }))

/** A stay the guest has paid for (confirmed by the host, then paid). */
async function paidStay(checkIn: string, nights: number): Promise<OrderRow> {
  const booked = await book(server, unit, checkIn, nights)
  const confirmed = await confirmOrder(server.db, booked, HOST_ACTOR, server.clock.now())
  return payOrder(server.db, confirmed, server.clock.now())
}

// the server's clock starts on 2026-11-21 at 16:00 in Beijing; the listing is on the mainland
it('the home shows arrivals and departures of today and tomorrow in the listing\'s own day, the waiting orders and this month\'s money', async () => {
  const empty = await get('dashboardIndex', host)
  expect(empty).toMatchObject({ listings: { total: 1 }, month: { month: '2026-11', earned: [], expected: [], nights: 0, stays: 0 }, unreadMessages: 0 })
  expect(empty.listings.counts.online + empty.listings.counts.notOnline + empty.listings.counts.unfinished).toBe(1)

  const arrivingToday = await paidStay('2026-11-21', 2)
  const arrivingTomorrow = await paidStay('2026-11-22', 2)
  const waiting = await book(server, unit, '2026-12-05', 1)
  await paidStay('2026-11-26', 1) // neither today nor tomorrow

  const tenants = await get('dashboardTenant', host)
  expect(tenants.arrivals.map((m: any) => [m.day, m.order.orderNo])).toEqual([['today', arrivingToday.order_no], ['tomorrow', arrivingTomorrow.order_no]])
  expect(tenants.departures).toEqual([])

  const task = await get('dashboardTask', host)
  expect(task.waitingTotal).toBe(1)
  expect(task.waiting.map((o: any) => o.orderNo)).toEqual([waiting.order_no])
  expect(task.waiting[0].confirmDeadline).toBeGreaterThan(server.clock.now())

  // the home's cards count what the pages they open list (issue 18): the order list's tabs on the same filters
  const { glance } = await get('dashboardIndex', host)
  expect(glance).toMatchObject({ today: '2026-11-21', ordersWaiting: 1, checkInsToday: 1, reviewsAwaiting: 0, penaltiesInForce: 0 })
  const listed = async (params: Record<string, unknown>) => content(await server.api('orderList', { offset: 0, length: 10, ...params }, { session: host })).total
  expect(await listed({ group: 'waitConfirm' })).toBe(glance.ordersWaiting)
  expect(await listed({ group: 'waitCheckIn', dateType: 'checkIn', from: glance.today, to: glance.today })).toBe(glance.checkInsToday)
  expect((await get('dashboardIndex', other)).glance).toMatchObject({ ordersWaiting: 0, checkInsToday: 0 })

  // the first guest checks in; the next day that stay leaves tomorrow and the other arrives today
  const arriving = await orderRow(server, arrivingToday.order_no)
  await checkInGuest(server.db, arriving, HOST_ACTOR, GUEST.credentialNo, server.clock.now(), { checker: { userId: arriving.user_id, paidIntoWallet: true } })
  server.clock.advance(DAY)
  const nextDay = await get('dashboardTenant', host)
  expect(nextDay.arrivals.map((m: any) => [m.day, m.order.orderNo])).toEqual([['today', arrivingTomorrow.order_no]])
  expect(nextDay.departures.map((m: any) => [m.day, m.order.orderNo])).toEqual([['tomorrow', arrivingToday.order_no]])

  // it checks out: its income is earned this month; the two other paid stays are still to come
  server.clock.advance(DAY)
  const left = await checkOutOrder(server.db, await orderRow(server, arrivingToday.order_no), server.clock.now())
  const month = (await get('dashboardIndex', host)).month
  const expected = (await orderRow(server, arrivingTomorrow.order_no)).income + (await server.db.selectFrom('orders').select('income')
    .where('check_in', '=', '2026-11-26').executeTakeFirstOrThrow()).income
  expect(month.earned).toEqual([{ currency: 'RMB', amount: Number(left.income) }])
  expect(month.expected).toEqual([{ currency: 'RMB', amount: Number(expected) }])
  expect(month).toMatchObject({ stays: 3, nights: 5 })

  // another landlord sees none of it
  expect((await get('dashboardTenant', other))).toMatchObject({ arrivals: [], departures: [] })
  expect((await get('dashboardTask', other))).toMatchObject({ waiting: [], waitingTotal: 0, renewals: [], staleFeeds: [] })
  expect((await get('dashboardIndex', other)).month).toMatchObject({ earned: [], expected: [], stays: 0 })
})

it('an outside calendar that failed or has not imported for three hours asks for attention', async () => {
  const now = server.clock.now()
  await server.db.insertInto('calendar_feeds').values([
    { id: 'feed-late', unit_id: unit, user_id: Number(host.userId), name: 'Airbnb', url: 'https://example.com/a.ics', created_at: now - 5 * 3_600_000, last_success_at: now - 4 * 3_600_000 },
    { id: 'feed-fresh', unit_id: unit, user_id: Number(host.userId), name: 'Booking', url: 'https://example.com/b.ics', created_at: now - 5 * 3_600_000, last_success_at: now - 60_000 },
    { id: 'feed-failing', unit_id: unit, user_id: Number(host.userId), name: 'Vrbo', url: 'https://example.com/c.ics', created_at: now - 60_000, last_success_at: null, last_error: 'calendarFeedFetch' },
  ]).execute()
  const { staleFeeds } = await get('dashboardTask', host)
  expect(staleFeeds.map((f: any) => [f.feedId, f.lastError])).toEqual([['feed-late', null], ['feed-failing', 'calendarFeedFetch']])
  expect(staleFeeds[0].listingTitle).not.toBe('')
  expect((await get('dashboardTask', other)).staleFeeds).toEqual([])
  await server.db.deleteFrom('calendar_feeds').execute()
})

it('system messages: newest first, unread counted, searched, marked read only by their own host and idempotently', async () => {
  const now = server.clock.now()
  const ids: number[] = []
  for (const [i, title] of ['订单已确认', 'Listing approved', 'Payout sent'].entries()) {
    ids.push(await sendSystemMessage(server.db, Number(host.userId), { title, content: `message ${i}`, jumpUrl: i === 1 ? '/house/houseInfo' : '' }, now + i * 1000))
  }
  const foreign = await sendSystemMessage(server.db, Number(other.userId), { title: 'Not yours', content: 'other' }, now)
  const list = (params: Record<string, unknown>, session = host) => server.api('systemMessageList', params, { session }).then(content)

  const all = await list({})
  expect(all.list.map((m: any) => m.title)).toEqual(['Payout sent', 'Listing approved', '订单已确认'])
  expect(all).toMatchObject({ total: 3, unread: 3 })
  expect(all.list[1]).toMatchObject({ jumpUrl: '/house/houseInfo', isRead: false })
  expect((await list({ offset: 1, length: 1 })).list.map((m: any) => m.title)).toEqual(['Listing approved'])
  expect((await list({ bizName: 'payout' })).list.map((m: any) => m.title)).toEqual(['Payout sent'])
  expect((await list({ bizName: '100%' })).total).toBe(0)

  // another host's id changes nothing, for either of them
  const read = (params: Record<string, unknown>, session = host, idemKey?: string) =>
    server.api('systemMessageRead', params, { session, ...(idemKey ? { idemKey } : {}) }).then(content)
  expect(await read({ ids: [foreign] })).toEqual({ unread: 3 })
  expect(await read({ ids: [ids[0]!] }, other)).toEqual({ unread: 1 })
  expect((await list({}, other)).list[0].isRead).toBe(false)

  expect(await read({ ids: [ids[0]!] }, host, '6b1f5a2e-3c1d-4c8e-9f7a-2d4b8e1c0a11')).toEqual({ unread: 2 })
  expect(await read({ ids: [ids[0]!] }, host, '6b1f5a2e-3c1d-4c8e-9f7a-2d4b8e1c0a11')).toEqual({ unread: 2 })
  expect((await list({ remindType: 'unread' })).list.map((m: any) => m.title)).toEqual(['Payout sent', 'Listing approved'])
  expect((await get('dashboardIndex', host)).unreadMessages).toBe(2)
  expect(content(await server.api('getUnreadNum', {}, { session: host }))).toBe(2)

  expect(await read({ all: true })).toEqual({ unread: 0 })
  expect((await list({}, other)).unread).toBe(1)
})
