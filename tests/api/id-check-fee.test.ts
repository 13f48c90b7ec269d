import { describe, expect, it } from 'vitest'
import { payOrder } from '../../src/server/services/order/guest'
import { walletBalance } from '../../src/server/services/wallet/routes'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'
import { calendarHost, content, insertUnit, refusal } from './calendar-fixtures'
import { book, GUEST, orderRow, withOrderWorld } from './order-fixtures'

// The ID check fee (business rules 9; decision 0081): a host's first guest ID checked at
// check-in is free, every later one costs 5 yuan (500 fen) from the wallet, once per check.
let server: TestServer
withOrderWorld({ title: 'Riverside flat' }, (world) => {
  server = world.server
})

const CHECK_IN_DAY = '2026-11-22'
const ON_THE_DAY = Date.UTC(2026, 10, 22, 2, 0, 0) // 10:00 in Shanghai

/** A host with a listing of `rooms` similar units, and `count` paid orders arriving on CHECK_IN_DAY. */
async function hostWithArrivals(count: number, rooms = count): Promise<{ host: SignedIn; orderNos: string[] }> {
  server.clock.set(Date.UTC(2026, 10, 21, 8, 0, 0))
  const host = await calendarHost(server)
  const unit = await insertUnit(server, host, { similarUnits: rooms })
  const orderNos: string[] = []
  for (let i = 0; i < count; i++) {
    const order = await book(server, unit, CHECK_IN_DAY, 1)
    content(await server.api('orderConfirm', { orderNo: order.order_no }, { session: host }))
    await payOrder(server.db, await orderRow(server, order.order_no), server.clock.now())
    orderNos.push(order.order_no)
  }
  server.clock.set(ON_THE_DAY)
  return { host, orderNos }
}

const feeOf = async (host: SignedIn, orderNo: string) => content(await server.api('orderTenants', { orderNo }, { session: host })).idCheckFee
const checkIn = (host: SignedIn, orderNo: string, extra: { fee?: number; idemKey?: string } = {}) =>
  server.api('orderCheckIn', { orderNo, credentialNo: GUEST.credentialNo, ...(extra.fee !== undefined ? { fee: extra.fee } : {}) }, { session: host, ...(extra.idemKey ? { idemKey: extra.idemKey } : {}) })
const checksOf = (host: SignedIn) =>
  server.db.selectFrom('id_checks').select(['seq', 'order_no', 'fee']).where('user_id', '=', Number(host.userId)).orderBy('seq').execute()
const feesOf = (host: SignedIn) =>
  server.db.selectFrom('wallet_ledger').select(['kind', 'amount', 'ref']).where('user_id', '=', Number(host.userId)).where('kind', '=', 'idCheckFee').orderBy('id').execute()

describe('the ID check fee', () => {
  it('shows the first check as free and charges nothing, then shows and charges 500 fen for the next', async () => {
    const { host, orderNos: [first, second] } = await hostWithArrivals(2)
    expect(await feeOf(host, first!)).toEqual({ amount: 0, currency: 'RMB', reason: 'firstCheck' })
    expect(content(await checkIn(host, first!, { fee: 0 }))).toMatchObject({ state: 'checkedIn' })
    expect(await feesOf(host)).toEqual([])

    expect(await feeOf(host, second!)).toEqual({ amount: 500, currency: 'RMB', reason: 'laterCheck' })
    const guestId = (await server.db.selectFrom('order_guests').select('id').where('order_no', '=', second!).executeTakeFirstOrThrow()).id
    content(await checkIn(host, second!, { fee: 500 }))
    expect(await feesOf(host)).toEqual([{ kind: 'idCheckFee', amount: 500, ref: `${second}/${guestId}` }])
    expect((await checksOf(host)).map((c) => [c.seq, c.order_no, Number(c.fee)])).toEqual([[1, first, 0], [2, second, 500]])
    // a wallet with nothing settled yet is not a reason to keep a guest at the door: it owes the fee
    expect(await walletBalance(server.db, Number(host.userId))).toBe(-500)
  })

  it('charges a check once however often it is sent: the same key answers again, a new key is refused', async () => {
    const { host, orderNos: [first, second] } = await hostWithArrivals(2)
    content(await checkIn(host, first!))
    const sent = await checkIn(host, second!, { fee: 500, idemKey: 'id-check-once-1' })
    const again = await checkIn(host, second!, { fee: 500, idemKey: 'id-check-once-1' })
    expect(again.body).toEqual(sent.body)
    refusal(await checkIn(host, second!, { fee: 500 }), 422, 'orderGuestAlreadyCheckedIn')
    expect((await feesOf(host)).map((f) => f.amount)).toEqual([500])
    expect(await checksOf(host)).toHaveLength(2)
  })

  it('counts a burst of checks one by one: one free, every other charged, numbers without gaps', async () => {
    const { host, orderNos } = await hostWithArrivals(6)
    const replies = await Promise.all(orderNos.map((orderNo) => checkIn(host, orderNo)))
    for (const reply of replies) content(reply)
    const checks = await checksOf(host)
    expect(checks.map((c) => c.seq)).toEqual([1, 2, 3, 4, 5, 6])
    expect(checks.map((c) => Number(c.fee))).toEqual([0, 500, 500, 500, 500, 500])
    expect(new Set(checks.map((c) => c.order_no))).toEqual(new Set(orderNos))
    expect((await feesOf(host)).map((f) => f.amount)).toEqual([500, 500, 500, 500, 500])
    expect(await walletBalance(server.db, Number(host.userId))).toBe(-2500)
  })

  it('refuses a check that would cost more than the host was shown, changing nothing', async () => {
    const { host, orderNos: [first, second] } = await hostWithArrivals(2)
    expect((await feeOf(host, second!)).amount).toBe(0)
    content(await checkIn(host, first!)) // another device took the free check meanwhile
    const reply = refusal(await checkIn(host, second!, { fee: 0 }), 422, 'idCheckFeeChanged')
    expect(reply.errorParams).toEqual({ yuan: '5.00' })
    expect((await orderRow(server, second!)).state).toBe('waitCheckIn')
    expect(await feesOf(host)).toEqual([])
    expect(await checksOf(host)).toHaveLength(1)
    content(await checkIn(host, second!, { fee: 500 }))
  })

  it('refuses another landlord both the fee and the check of an order not theirs, recording nothing', async () => {
    const { host, orderNos: [orderNo] } = await hostWithArrivals(1)
    const stranger = await calendarHost(server)
    refusal(await server.api('orderTenants', { orderNo }, { session: stranger }), 403, 'noPermission')
    refusal(await checkIn(stranger, orderNo!), 403, 'noPermission')
    expect(await checksOf(stranger)).toEqual([])
    expect(await checksOf(host)).toEqual([])
    expect((await orderRow(server, orderNo!)).state).toBe('waitCheckIn')
  })

  it('counts but does not charge a host paid abroad (no wallet, decision 0052)', async () => {
    const { host, orderNos: [first, second] } = await hostWithArrivals(2)
    await server.db.updateTable('users').set({ is_oversea: 1 }).where('id', '=', Number(host.userId)).execute()
    content(await checkIn(host, first!))
    expect(await feeOf(host, second!)).toEqual({ amount: 0, currency: 'RMB', reason: 'noWallet' })
    content(await checkIn(host, second!, { fee: 0 }))
    expect((await checksOf(host)).map((c) => Number(c.fee))).toEqual([0, 0])
    expect(await feesOf(host)).toEqual([])
  })
})
