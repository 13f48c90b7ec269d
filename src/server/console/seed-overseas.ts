import type { Kysely } from 'kysely'
import { addDays } from '../../domain/calendar/dates'
import { unitToday } from '../../domain/calendar/zones'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { listUnits } from '../services/calendar/units'
import { confirmOrder } from '../services/order/actions'
import { bookOrder } from '../services/order/book'
import type { GuestInput } from '../services/order/book'
import { checkOutOrder, payOrder } from '../services/order/guest'
import { findOrder } from '../services/order/repo'
import type { OrderActor, OrderRow } from '../services/order/repo'
import { transition } from '../services/order/transition'
import { createLandlord } from './landlords'
import { sendSystemMessage } from './messages'
import { seedDemoListing } from './seed-listings'
import { seedOrderHistory } from './seed-history'
import { runSettlement } from '../services/finance/settlement-job'
import { seedDemoReviews } from './seed-reviews'
import { seedDemoChat } from './seed-chat'

const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

const GUEST: { booker: { name: string; phone: string }; guests: GuestInput[] } = {
  booker: { name: 'Emma Wilson', phone: '4155550123' },
  guests: [{ name: 'Emma Wilson', credentialType: 'passport', credentialNo: 'E12345678', age: 29 }],
}

/**
 * The overseas demo host (Japan) whose passport was approved, with one listing online in Tokyo
 * (yen): a guest arriving today, another tomorrow, one order waiting for the host, a stay that
 * ended this month, four months of past stays settled in US dollars to its bank account. What issue 13 asks an overseas host to reach without the navigation dropdown.
 */
export async function seedOverseasHost(
  db: Kysely<Database>, config: Pick<ServerConfig, 'filesDir'>, login: { mobile: string; password: string }, now: number,
): Promise<void> {
  const host = await createLandlord(db, {
    mobile: login.mobile, country: '81', password: login.password, overseas: true, realname: true, passportNo: 'TK7654321', name: 'Sato Yui',
  }, now)
  const operator = 'Sato Yui'
  await seedDemoListing({ db, config }, host.id, operator, {
    title: '新宿站步行五分钟的安静公寓，适合家庭入住', district: '', address: '東京都新宿区西新宿 1-2-3',
    pin: { lat: 35.6909, lng: 139.6952 }, price: 18000, end: 'online',
    place: { region: 'overseas', country: 'JPN', provinceId: 'Tokyo', cityId: 'Shinjuku', currency: 'JPY', system: 'wgs84', postcode: '160-0023' },
  }, now - 130 * DAY)
  await sendSystemMessage(db, host.id, { title: 'Passport verified', tips: 'You can publish and edit listings', content: 'Your passport verification has passed.' }, now - 19 * DAY)

  const unit = (await listUnits(db, host.id)).find((u) => u.status === 'online')
  if (!unit) return
  const actor: OrderActor = { role: 'merchantWeb', operator }
  const today = unitToday('JPN', now)
  const d = (days: number) => addDays(today, days)
  const reread = async (row: OrderRow) => (await findOrder(db, row.order_no))!
  const book = (checkIn: string, nights: number, at: number) =>
    bookOrder(db, { luId: unit.luId, checkIn, nights, guests: GUEST.guests, booker: GUEST.booker }, at)
  const paid = async (row: OrderRow, at: number) => {
    await confirmOrder(db, row, actor, at + 5 * MIN)
    return payOrder(db, await reread(row), at + 15 * MIN)
  }
  await paid(await book(d(0), 1, now - 3 * DAY), now - 3 * DAY)
  await paid(await book(d(1), 2, now - 2 * DAY), now - 2 * DAY)
  await book(d(9), 3, now - 6 * MIN)
  // a stay that ended earlier this month (or the day before, early in a month)
  const start = Math.min(Number(today.slice(8, 10)) - 1, 5)
  if (start >= 2) {
    const done = await paid(await book(d(-start), 2, now - (start + 4) * DAY), now - (start + 4) * DAY)
    await transition(db, done, 'checkIn', actor, now - start * DAY + 8 * HOUR, { detail: { guest: done.booker_name } })
    await checkOutOrder(db, await reread(done), now - (start - 2) * DAY + 2 * HOUR)
  }
  await db.updateTable('order_events').set({ voice_read_at: now, pushed_at: now }).where('user_id', '=', host.id).where('created_at', '<', now - 15 * MIN).execute()

  // four months of past stays, paid in US dollars to the bank account the business manager keeps
  await seedOrderHistory(db, host.id, operator, now, 120)
  await db.insertInto('foreign_bank_accounts').values({
    user_id: host.id, currency: 'USD', account_name: 'SATO YUI', account_number: '1234567890123', bank_name: 'MUFG Bank, Ltd.',
    swift_code: 'BOTKJPJT', bank_address: '2-7-1 Marunouchi, Chiyoda-ku, Tokyo', bank_code: '0005', updated_at: now - 100 * DAY,
  }).execute()
  // and a change of it the host submitted, waiting for the business manager (settle account-review)
  await db.insertInto('foreign_account_changes').values({
    user_id: host.id, state: 'waiting', currency: 'USD', account_name: 'SATO YUI', account_number: '9876543210987', bank_name: 'Sumitomo Mitsui Banking Corporation',
    swift_code: 'SMBCJPJT', bank_address: '1-1-2 Marunouchi, Chiyoda-ku, Tokyo', bank_code: '0009', reason: null, submitted_at: now - 2 * 3_600_000, decided_at: null,
  }).execute()
  await runSettlement(db, now)
  await seedDemoReviews(db, host.id, now, true)
  await seedDemoChat(db, host.id, unit.luId, unit.title, now)
}
