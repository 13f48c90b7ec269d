import { expect, it } from 'vitest'
import { expireOrders } from '../../src/server/services/order/expiry'
import { payOrder, requestRenewal } from '../../src/server/services/order/guest'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { cellsOf, content, refusal } from './calendar-fixtures'
import { book, orderRow, orderSnapshot, withOrderWorld } from './order-fixtures'

const MIN = 60_000
let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string
withOrderWorld({ title: 'Renewal flat', similarUnits: 2 }, (world) => {
  ({ server, host, other, unit } = world)
})

/** A paid order of `nights` from `checkIn` with a renewal of 2 nights asked by the guest. */
async function renewing(checkIn: string) {
  const order = await book(server, unit, checkIn, 1)
  content(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
  await payOrder(server.db, await orderRow(server, order.order_no), server.clock.now())
  const renewalId = await requestRenewal(server.db, await orderRow(server, order.order_no), 2, server.clock.now())
  return { orderNo: order.order_no, renewalId }
}

const booked = async (from: string, to: string) => (await cellsOf(server, host, unit, from, to)).map((d: any) => d.booked)

it('another landlord can neither confirm nor reject a renewal, and nothing changes', async () => {
  const { orderNo, renewalId } = await renewing('2026-12-01')
  const before = await orderSnapshot(server)
  refusal(await server.api('orderHouseDetail', { orderNo }, { session: other }), 403, 'noPermission')
  refusal(await server.api('orderRenewalConfirm', { orderNo, renewalId }, { session: other }), 403, 'noPermission')
  refusal(await server.api('orderRenewalReject', { orderNo, renewalId, reason: 'fullyBooked' }, { session: other }), 403, 'noPermission')
  expect(await orderSnapshot(server)).toEqual(before)
})

it('a rejected renewal gives the extra nights back; it can then be neither confirmed nor rejected again', async () => {
  const { orderNo, renewalId } = await renewing('2026-12-05')
  expect(await booked('2026-12-06', '2026-12-07')).toEqual([1, 1])
  const rejected = content(await server.api('orderRenewalReject', { orderNo, renewalId, reason: 'fullyBooked' }, { session: host }))
  expect(rejected.renewals[0]).toMatchObject({ id: renewalId, state: 'rejected' })
  expect(await booked('2026-12-06', '2026-12-07')).toEqual([0, 0])
  expect(await orderRow(server, orderNo)).toMatchObject({ check_out: '2026-12-06', nights: 1 })
  const before = await orderSnapshot(server)
  refusal(await server.api('orderRenewalConfirm', { orderNo, renewalId }, { session: host }), 422, 'renewalStateChanged')
  refusal(await server.api('orderRenewalReject', { orderNo, renewalId, reason: 'fullyBooked' }, { session: host }), 422, 'renewalStateChanged')
  expect(await orderSnapshot(server)).toEqual(before)
})

it('a renewal nobody confirms is overdue after 30 minutes (not at 29): the nights come back and it can no longer be confirmed', async () => {
  const { orderNo, renewalId } = await renewing('2026-12-10')
  const start = server.clock.now()
  expect((await expireOrders(server.db, start + 29 * MIN)).renewalsOverdue).toBe(0)
  expect(await booked('2026-12-11', '2026-12-12')).toEqual([1, 1])
  // the first test's renewal, left waiting, is past its window too
  expect((await expireOrders(server.db, start + 31 * MIN)).renewalsOverdue).toBe(2)
  expect(await booked('2026-12-11', '2026-12-12')).toEqual([0, 0])
  const list = content(await server.api('orderHouseDetail', { orderNo }, { session: host })).renewals
  expect(list).toMatchObject([{ id: renewalId, state: 'overdue' }])
  refusal(await server.api('orderRenewalConfirm', { orderNo, renewalId }, { session: host }), 422, 'renewalStateChanged')
})

it('a renewal of an order not yet paid is refused', async () => {
  const order = await book(server, unit, '2026-12-15', 1)
  await expect(requestRenewal(server.db, await orderRow(server, order.order_no), 1, server.clock.now())).rejects.toMatchObject({ key: 'orderStateChanged' })
})
