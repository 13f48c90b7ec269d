import type { Kysely } from 'kysely'
import { addDays } from '../../domain/calendar/dates'
import { unitToday } from '../../domain/calendar/zones'
import type { Database } from '../db/schema'
import { Refusal } from '../errors'
import { listUnits } from '../services/calendar/units'
import { claimDeposit, confirmOrder, rejectOrder } from '../services/order/actions'
import { bookHotelOrder, bookOrder } from '../services/order/book'
import type { GuestInput } from '../services/order/book'
import { cancelOrder, checkOutOrder, leaveEarly, moveDispute, payOrder, requestRenewal } from '../services/order/guest'
import { findOrder, SYSTEM_ACTOR } from '../services/order/repo'
import type { OrderActor, OrderRow } from '../services/order/repo'
import { transition } from '../services/order/transition'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

export const GUESTS: Array<{ booker: { name: string; phone: string }; guests: GuestInput[] }> = [
  { booker: { name: '陈静', phone: '13912345678' }, guests: [{ name: '陈静', credentialType: 'idCard', credentialNo: '11010519491231002X', age: 34, issuingPlace: '北京' }, { name: '陈小雨', credentialType: 'idCard', credentialNo: '110105201501010015', age: 11, issuingPlace: '北京' }] },
  { booker: { name: '刘洋', phone: '13700001111' }, guests: [{ name: '刘洋', credentialType: 'idCard', credentialNo: '310104198805201234', age: 38, issuingPlace: '上海' }] },
  { booker: { name: 'Emma Wilson', phone: '4155550123' }, guests: [{ name: 'Emma Wilson', credentialType: 'passport', credentialNo: 'E12345678', age: 29 }] },
  { booker: { name: '王磊', phone: '18600002222' }, guests: [{ name: '王磊', credentialType: 'idCard', credentialNo: '440106199002023456', age: 36, issuingPlace: '广州' }, { name: '李娜', credentialType: 'idCard', credentialNo: '440106199203034567', age: 34, issuingPlace: '广州' }] },
  { booker: { name: '赵敏', phone: '13511113333' }, guests: [{ name: '赵敏', credentialType: 'militaryId', credentialNo: '军字第2019001号', age: 31 }] },
]

/**
 * The demo host's orders, one or more in every state, booked by guests on the online listings
 * through the same functions the console and the server use (stock taken, logs written, a refusal
 * closing its night and costing the ranking penalties): two waiting for confirmation with live
 * countdowns, one waiting for payment, an insured stay starting today, a guest staying with a
 * renewal asked, completed stays (one with a deposit claim the guest refused), a guest who left
 * early, a cancellation, a refusal, both timeouts, and two hotel orders.
 */
export async function seedDemoOrders(db: Kysely<Database>, userId: number, operator: string, now: number): Promise<void> {
  const units = (await listUnits(db, userId)).filter((u) => u.status === 'online')
  if (units.length === 0) return
  const host: OrderActor = { role: 'merchantWeb', operator }
  const today = unitToday('CHN', now)
  const d = (days: number) => addDays(today, days)
  let guest = 0
  const book = async (unit: number, checkIn: string, nights: number, at: number): Promise<OrderRow | null> => {
    const who = GUESTS[guest++ % GUESTS.length]!
    try {
      return await bookOrder(db, { luId: units[unit % units.length]!.luId, checkIn, nights, guests: who.guests, booker: who.booker }, at)
    } catch (error) {
      if (error instanceof Refusal) return null
      throw error
    }
  }
  const reread = async (row: OrderRow) => (await findOrder(db, row.order_no))!
  const paid = async (row: OrderRow | null, at: number) => {
    if (!row) return null
    await confirmOrder(db, row, host, at + 5 * MIN)
    return payOrder(db, await reread(row), at + 15 * MIN)
  }
  const checkedIn = async (row: OrderRow | null, at: number) => {
    if (!row) return null
    const guestRows = await db.selectFrom('order_guests').select('id').where('order_no', '=', row.order_no).execute()
    await transition(db, row, 'checkIn', host, at, {
      detail: { guest: row.booker_name },
      after: async (trx) => {
        await trx.updateTable('order_guests').set({ checked_in_at: at }).where('id', 'in', guestRows.map((g) => g.id)).execute()
      },
    })
    return reread(row)
  }

  // waiting for the host: live countdowns
  await book(0, d(3), 2, now - 4 * MIN)
  await book(1, d(8), 3, now - 13 * MIN)
  // accepted, waiting for the guest's payment
  const waitPay = await book(0, d(11), 1, now - 20 * MIN)
  if (waitPay) await confirmOrder(db, waitPay, host, now - 8 * MIN)
  // paid, arriving today, insured
  const arriving = await paid(await book(1, d(0), 2, now - 2 * DAY), now - 2 * DAY)
  if (arriving) {
    await db.updateTable('orders').set({ insurance_state: 'insured', insurance_policy_no: `PI${arriving.order_no}`, insurance_premium: 1_000, insured_name: operator })
      .where('order_no', '=', arriving.order_no).execute()
  }
  // staying now, asking to stay longer
  const staying = await checkedIn(await paid(await book(0, d(-1), 3, now - 4 * DAY), now - 4 * DAY), now - 20 * HOUR)
  if (staying) await requestRenewal(db, staying, 2, now - 5 * MIN).catch(ignoreRefusal)
  // completed stays; the second with a deposit claim the guest refused
  const done = await checkedIn(await paid(await book(1, d(-6), 2, now - 10 * DAY), now - 10 * DAY), now - 6 * DAY + 8 * HOUR)
  if (done) await checkOutOrder(db, done, now - 4 * DAY + 3 * HOUR)
  const disputed = await checkedIn(await paid(await book(0, d(-4), 2, now - 9 * DAY), now - 9 * DAY), now - 4 * DAY + 7 * HOUR)
  if (disputed) {
    const out = await checkOutOrder(db, disputed, now - 20 * HOUR)
    if (Number(out.deposit) > 0) {
      await claimDeposit(db, out, host, { amount: Math.min(150, Math.floor(Number(out.deposit) / 100)), reason: '客厅茶几玻璃被打碎' }, now - 18 * HOUR).catch(ignoreRefusal)
      await moveDispute(db, out, 'guestRefuse', { role: 'guest', operator: out.booker_name }, now - 10 * HOUR).catch(ignoreRefusal)
    }
  }
  // left early
  const early = await checkedIn(await paid(await book(0, d(-9), 3, now - 12 * DAY), now - 12 * DAY), now - 9 * DAY + 9 * HOUR)
  if (early) await leaveEarly(db, early, now - 8 * DAY)
  // cancelled by the guest after paying
  const cancelled = await paid(await book(0, d(14), 2, now - 30 * HOUR), now - 30 * HOUR)
  if (cancelled) await cancelOrder(db, cancelled, '行程有变', now - 26 * HOUR)
  // refused by the host (the night closes; penalties recorded), and the two timeouts
  const refused = await book(1, d(21), 1, now - 3 * DAY)
  if (refused) await rejectOrder(db, refused, host, { reason: 'maintenance', explanation: '那天热水器更换，无法接待，抱歉。', unrentable: false }, now - 3 * DAY + 10 * MIN)
  const notConfirmed = await book(0, d(25), 1, now - 5 * DAY)
  if (notConfirmed) await transition(db, notConfirmed, 'confirmTimeout', SYSTEM_ACTOR, now - 5 * DAY + 31 * MIN)
  const notPaid = await book(1, d(28), 2, now - 2 * DAY)
  if (notPaid) {
    await confirmOrder(db, notPaid, host, now - 2 * DAY + 3 * MIN)
    await transition(db, await reread(notPaid), 'payTimeout', SYSTEM_ACTOR, now - 2 * DAY + 40 * MIN)
  }
  // hotel orders (hotels have no calendars yet: store and room type by name)
  const hotelGuest = GUESTS[1]!
  await bookHotelOrder(db, { userId, storeName: '西湖湖滨店', roomTypeName: '豪华湖景大床房', checkIn: d(6), nights: 2, price: 880, guests: hotelGuest.guests, booker: hotelGuest.booker }, now - 6 * MIN)
  const hotelDone = await bookHotelOrder(db, { userId, storeName: '西湖湖滨店', roomTypeName: '高级双床房', checkIn: d(2), nights: 1, price: 680, guests: GUESTS[3]!.guests, booker: GUESTS[3]!.booker }, now - DAY)
  await paid(hotelDone, now - DAY)
  // the alerts start quiet: what happened before the host's first visit has been announced
  await db.updateTable('order_events').set({ voice_read_at: now, pushed_at: now }).where('user_id', '=', userId).where('created_at', '<', now - 15 * MIN).execute()
}

function ignoreRefusal(error: unknown): void {
  if (!(error instanceof Refusal)) throw error
}
