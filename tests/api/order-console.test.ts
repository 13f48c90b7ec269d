import { expect, it } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import type { TestServer } from './support/server'
import { cellsOf, content, refusal } from './calendar-fixtures'
import type { SignedIn } from './support/flows'
import { orderRow, withOrderWorld } from './order-fixtures'

let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string
withOrderWorld({ title: 'Console flat', similarUnits: 2 }, (world) => {
  ({ server, host, other, unit } = world)
})

const run = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
const orderNoOf = (line: string) => /booked (?:hotel order )?(\w+)/.exec(line)![1]!

it('a guest books through the console (stock drops), pays, and the host sees it; cancellation gives the stock back', async () => {
  const booked = await run('order', 'book', host.mobile, unit.slice(3), '2026-12-01', '2', '--guest', '李雷,idCard,11010519491231002X,30', '--booker', '李雷,13700000000')
  expect(booked.code, booked.err.join('\n')).toBe(0)
  const orderNo = orderNoOf(booked.out[0]!)
  expect((await cellsOf(server, host, unit, '2026-12-01', '2026-12-02')).map((d: any) => d.booked)).toEqual([1, 1])
  expect(content(await server.api('orderHouseDetail', { orderNo }, { session: host }))).toMatchObject({ state: 'waitConfirm', bookerName: '李雷' })
  // paying before the host accepted is refused
  expect((await run('order', 'pay', orderNo)).err[0]).toContain('orderStateChanged')
  content(await server.api('orderConfirm', { orderNo }, { session: host }))
  expect((await run('order', 'pay', orderNo)).out[0]).toBe(`${orderNo} is now waitCheckIn`)
  expect((await run('order', 'cancel', orderNo, '--reason', '行程有变')).out[0]).toBe(`${orderNo} is now cancelled`)
  expect((await cellsOf(server, host, unit, '2026-12-01', '2026-12-02')).map((d: any) => d.booked)).toEqual([0, 0])
  const shown = await run('order', 'show', orderNo)
  expect(shown.out.join('\n')).toMatch(/book by guest 李雷[\s\S]*accept by merchantWeb[\s\S]*pay by guest[\s\S]*cancel by guest/)
})

it('staff expire orders by moving the clock: not at 29 minutes, at 31', async () => {
  const orderNo = orderNoOf((await run('order', 'book', host.mobile, unit.slice(3), '2026-12-05')).out[0]!)
  expect((await run('order', 'expire', '--in', '29m')).out[0]).toContain('0 confirmation timeout(s)')
  expect((await run('order', 'expire', '--in', '31m')).out[0]).toContain('1 confirmation timeout(s)')
  expect((await orderRow(server, orderNo)).state).toBe('confirmTimeout')
})

it('staff expire one host\'s orders with --host: another landlord\'s run leaves them waiting', async () => {
  const orderNo = orderNoOf((await run('order', 'book', host.mobile, unit.slice(3), '2026-12-06')).out[0]!)
  expect((await run('order', 'expire', '--in', '31m', '--host', other.mobile)).out[0]).toContain('0 confirmation timeout(s)')
  expect((await orderRow(server, orderNo)).state).toBe('waitConfirm')
  expect((await run('order', 'expire', '--in', '31m', '--host', host.mobile)).out[0]).toContain('1 confirmation timeout(s)')
  expect((await orderRow(server, orderNo)).state).toBe('confirmTimeout')
})

it('a renewal: asked by the guest, confirmed by the host, paid: the stay grows', async () => {
  const orderNo = orderNoOf((await run('order', 'book', host.mobile, unit.slice(3), '2026-12-10', '2')).out[0]!)
  content(await server.api('orderConfirm', { orderNo }, { session: host }))
  await run('order', 'pay', orderNo)
  const asked = await run('order', 'renew', orderNo, '2')
  expect(asked.code, asked.err.join('\n')).toBe(0)
  const renewalId = /renewal (\S+)/.exec(asked.out[0]!)![1]!
  expect((await cellsOf(server, host, unit, '2026-12-12', '2026-12-13')).map((d: any) => d.booked)).toEqual([1, 1])
  const detail = content(await server.api('orderRenewalConfirm', { orderNo, renewalId }, { session: host }))
  expect(detail.renewals[0]).toMatchObject({ id: renewalId, state: 'waitPay', nights: 2, newCheckOut: '2026-12-14' })
  expect((await run('order', 'renewal-pay', orderNo, renewalId)).out[0]).toContain('now ends 2026-12-14')
  const after = content(await server.api('orderHouseDetail', { orderNo }, { session: host }))
  expect(after).toMatchObject({ checkOut: '2026-12-14', nights: 4 })
  expect(after.renewals[0].state).toBe('paid')
  // a second confirm of the same renewal is refused
  refusal(await server.api('orderRenewalConfirm', { orderNo, renewalId }, { session: host }), 422, 'renewalStateChanged')
})

it('a hotel order is booked by store and room type, and listed under lodgeBusiness=store', async () => {
  const booked = await run('order', 'book-hotel', host.mobile, '2026-12-20', '1', '--store', '湖滨店', '--room-type', '豪华双床房')
  expect(booked.code, booked.err.join('\n')).toBe(0)
  const list = content(await server.api('orderList', { lodgeBusiness: 'store' }, { session: host })).list
  expect(list.map((o: any) => o.storeName)).toEqual(['湖滨店'])
})

it('a deposit claim after check-out: in range, once; the guest refuses, the host escalates; an unanswered refusal is refunded by the job', async () => {
  const orderNo = orderNoOf((await run('order', 'book', host.mobile, unit.slice(3), '2026-12-24', '1')).out[0]!)
  await server.db.updateTable('orders').set({ deposit: 50_000 }).where('order_no', '=', orderNo).execute()
  content(await server.api('orderConfirm', { orderNo }, { session: host }))
  await run('order', 'pay', orderNo)
  refusal(await server.api('orderDepositClaim', { orderNo, amount: 100, reason: '打碎了一个花瓶' }, { session: host }), 422, 'depositClaimNotAllowed')
  await server.db.updateTable('orders').set({ state: 'checkedIn' }).where('order_no', '=', orderNo).execute()
  await run('order', 'check-out', orderNo)
  refusal(await server.api('orderDepositClaim', { orderNo, amount: 501, reason: '打碎了一个花瓶' }, { session: host }), 400, 'depositClaimRange')
  const claimed = content(await server.api('orderDepositClaim', { orderNo, amount: 120, reason: '打碎了一个花瓶' }, { session: host }))
  expect(claimed.dispute).toMatchObject({ state: 'claimPending', amount: 12_000 })
  refusal(await server.api('orderDepositClaim', { orderNo, amount: 10, reason: '又发现一处损坏' }, { session: host }), 422, 'depositClaimNotAllowed')
  refusal(await server.api('orderDepositEscalate', { orderNo }, { session: host }), 422, 'depositEscalateNotAllowed')
  await run('order', 'deposit-refuse', orderNo)
  const refused = content(await server.api('orderHouseDetail', { orderNo }, { session: host }))
  expect(refused.dispute.state).toBe('guestRefused')
  expect(refused.allowedActions).toContain('escalateDeposit')
  // nobody escalates: 7 days later the job refunds the whole deposit
  expect((await run('order', 'expire', '--in', '8d')).out[0]).toContain('1 deposit(s) refunded')
  const refunded = content(await server.api('orderHouseDetail', { orderNo }, { session: host }))
  expect(refunded.dispute).toMatchObject({ state: 'autoRefunded', refunded: 50_000 })
})
