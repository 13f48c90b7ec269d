import { expect, it } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import { expireOrders } from '../../src/server/services/order/expiry'
import { leaveEarly, moveDispute, payOrder } from '../../src/server/services/order/guest'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { content, refusal } from './calendar-fixtures'
import { book, orderRow, orderSnapshot, withOrderWorld } from './order-fixtures'

const HOUR = 3_600_000
let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string
withOrderWorld({ title: 'Deposit flat', similarUnits: 3 }, (world) => {
  ({ server, host, other, unit } = world)
})

const run = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

/** A paid order with a 500-yuan deposit whose guest left early now. */
async function leftEarly(checkIn: string) {
  const order = await book(server, unit, checkIn, 2)
  await server.db.updateTable('orders').set({ deposit: 50_000 }).where('order_no', '=', order.order_no).execute()
  content(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
  await payOrder(server.db, await orderRow(server, order.order_no), server.clock.now())
  await server.db.updateTable('orders').set({ state: 'checkedIn' }).where('order_no', '=', order.order_no).execute()
  await leaveEarly(server.db, await orderRow(server, order.order_no), server.clock.now())
  return order.order_no
}

const claim = (orderNo: string, amount: number, session: SignedIn = host) =>
  server.api('orderDepositClaim', { orderNo, amount, reason: '床单被烟头烫坏' }, { session })

it('another landlord can neither claim nor escalate, and nothing changes', async () => {
  const orderNo = await leftEarly('2026-12-01')
  const before = await orderSnapshot(server)
  refusal(await claim(orderNo, 100, other), 403, 'noPermission')
  refusal(await server.api('orderDepositEscalate', { orderNo }, { session: other }), 403, 'noPermission')
  expect(await orderSnapshot(server)).toEqual(before)
})

it('a claim is refused below 1 yuan and more than 48 hours after the guest left', async () => {
  const orderNo = await leftEarly('2026-12-04')
  const before = await orderSnapshot(server)
  refusal(await claim(orderNo, 0), 400, 'depositClaimRange')
  expect(await orderSnapshot(server)).toEqual(before)
  server.clock.advance(48 * HOUR + 1)
  refusal(await claim(orderNo, 100), 422, 'depositClaimNotAllowed')
  expect(await orderSnapshot(server)).toEqual(before)
})

it('the guest accepts: the claimed amount is kept, the rest refunded, and nothing is left to escalate', async () => {
  const orderNo = await leftEarly('2026-12-08')
  content(await claim(orderNo, 200))
  expect((await run('order', 'deposit-accept', orderNo)).code).toBe(0)
  const detail = content(await server.api('orderHouseDetail', { orderNo }, { session: host }))
  expect(detail.dispute).toMatchObject({ state: 'guestAccepted', amount: 20_000, refunded: 30_000 })
  expect(detail.allowedActions).not.toContain('escalateDeposit')
  refusal(await server.api('orderDepositEscalate', { orderNo }, { session: host }), 422, 'depositEscalateNotAllowed')
  // the guest cannot change the answer
  await expect(moveDispute(server.db, await orderRow(server, orderNo), 'guestRefuse', { role: 'guest', operator: 'x' }, server.clock.now())).rejects.toMatchObject({ key: 'depositEscalateNotAllowed' })
})

it('escalated: customer service steps in, the job no longer refunds it, staff resolve it', async () => {
  const orderNo = await leftEarly('2026-12-12')
  content(await claim(orderNo, 300))
  await run('order', 'deposit-refuse', orderNo)
  const escalated = content(await server.api('orderDepositEscalate', { orderNo }, { session: host }))
  expect(escalated.dispute.state).toBe('serviceIntervention')
  expect((await expireOrders(server.db, server.clock.now() + 8 * 24 * HOUR)).depositsRefunded).toBe(0)
  const resolved = await run('order', 'dispute-resolve', orderNo, '--refund', '350')
  expect(resolved.code, resolved.err.join('\n')).toBe(0)
  const detail = content(await server.api('orderHouseDetail', { orderNo }, { session: host }))
  expect(detail.dispute).toMatchObject({ state: 'resolved', resolution: 'staff', refunded: 35_000 })
})
