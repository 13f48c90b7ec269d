import type { Kysely } from 'kysely'
import { addDays, datesFrom, dayNumber } from '../../domain/calendar/dates'
import { unitToday } from '../../domain/calendar/zones'
import { minorPerMajor, orderAmounts } from '../../domain/order/amounts'
import type { Database } from '../db/schema'
import { listUnits } from '../services/calendar/units'
import { keepOrderFigures } from '../services/dashboard/kept-figures'
import { freshOrder, insertGuests } from '../services/order/book'
import { findOrder, writeLog } from '../services/order/repo'
import { GUESTS } from './seed-orders'

const DAY = 86_400_000
const HOUR = 3_600_000

/**
 * A year of the demo host's past stays (issue 16: bills, statements and business data need a
 * history): about four a week on its online listings, ended between a year and a fortnight ago,
 * mostly completed, a few cancelled by the guest, refused, or left early. The nights are past, so
 * they are written as the order service leaves them (amounts from orderAmounts, guests, log), not
 * booked through today's calendar. Deterministic: the same host and day give the same history.
 */
export async function seedOrderHistory(db: Kysely<Database>, userId: number, operator: string, now: number, days = 365): Promise<number> {
  const units = (await listUnits(db, userId)).filter((u) => u.status === 'online')
  if (units.length === 0) return 0
  const today = unitToday('CHN', now)
  let seed = userId * 7919 + 17
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647
    return seed / 2_147_483_647
  }
  let count = 0
  // a stay every 1-3 days, from `days` ago until a fortnight ago
  for (let checkIn = addDays(today, -days); checkIn < addDays(today, -16); checkIn = addDays(checkIn, 1 + Math.floor(random() * 3))) {
    const unit = units[Math.floor(random() * units.length)]!
    const nights = 1 + Math.floor(random() * 3)
    const checkOut = addDays(checkIn, nights)
    const who = GUESTS[Math.floor(random() * GUESTS.length)]!
    const roll = random()
    const state = roll < 0.07 ? 'cancelled' : roll < 0.11 ? 'rejected' : roll < 0.14 ? 'leftEarly' : 'completed'
    const bookedAt = Date.parse(`${checkIn}T06:00:00Z`) - (2 + Math.floor(random() * 25)) * DAY + Math.floor(random() * 10) * HOUR
    const nightly = datesFrom(checkIn, addDays(checkOut, -1)).map((date) => {
      const weekday = (dayNumber(date) + 4) % 7
      const base = weekday === 5 || weekday === 6 ? unit.basePrices.weekend : unit.basePrices.weekday
      return { date, price: base * minorPerMajor(unit.currency) }
    })
    const originalRent = nightly.reduce((sum, n) => sum + n.price, 0)
    // one stay in five had the host's discount (10 %)
    const merchantDiscount = random() < 0.2 ? Math.round(originalRent / 10) : 0
    const amounts = orderAmounts({ originalRent, merchantDiscount, invoiceByPlatform: true })
    const orderNo = `HO${checkIn.replaceAll('-', '')}${String(900_000 + count).padStart(6, '0')}`
    const paidAt = bookedAt + 20 * 60_000
    const ended = state === 'leftEarly' && nights > 1 ? addDays(checkIn, 1) : checkOut
    const leftAt = Date.parse(`${ended}T03:00:00Z`)
    const fresh = freshOrder(bookedAt)
    await db.insertInto('orders').values({
      order_no: orderNo, user_id: userId, lodge_business: 'house', unit_id: unit.unitId, lu_id: unit.luId, listing_title: unit.title,
      store_name: null, room_type_name: null, country: unit.country, state, check_in: checkIn, check_out: checkOut, nights, rooms: 1,
      guest_count: who.guests.length, has_minors: who.guests.some((g) => g.age < 18) ? 1 : 0,
      booker_name: who.booker.name, booker_phone: who.booker.phone, booker_country_code: '86', currency: unit.currency,
      nightly: JSON.stringify(nightly), original_rent: originalRent, merchant_discount: amounts.merchantDiscount, rent: amounts.rent,
      service_fee: amounts.serviceFee, invoice_service_fee: amounts.invoiceServiceFee, income: amounts.income, deposit: 0,
      booking_id: null, smart_lock: null, cancellation_rule: 'moderate',
      ...fresh,
      confirm_deadline: null,
      paid_at: state === 'rejected' ? null : paidAt,
      checked_out_at: state === 'completed' || state === 'leftEarly' ? leftAt : null,
      cancel_reason: state === 'cancelled' ? '行程有变' : null, cancelled_by: state === 'cancelled' ? 'guest' : null,
      refund_amount: state === 'cancelled' ? amounts.rent : null, refund_state: state === 'cancelled' ? 'refunded' : null,
      refunded_at: state === 'cancelled' ? paidAt + DAY : null,
      reject_reason: state === 'rejected' ? 'unableToHost' : null, reject_explanation: state === 'rejected' ? '那几天家里有事，无法接待，抱歉。' : null,
      updated_at: state === 'completed' || state === 'leftEarly' ? leftAt : paidAt,
    }).execute()
    await keepOrderFigures(db, null, (await findOrder(db, orderNo))!)
    await insertGuests(db, orderNo, who.guests)
    await writeLog(db, orderNo, 'book', { role: 'guest', operator: who.booker.name }, bookedAt, { nights, rooms: 1 })
    if (state === 'rejected') await writeLog(db, orderNo, 'reject', { role: 'merchantWeb', operator }, bookedAt + 10 * 60_000)
    else {
      await writeLog(db, orderNo, 'accept', { role: 'merchantWeb', operator }, bookedAt + 5 * 60_000)
      await writeLog(db, orderNo, 'pay', { role: 'guest', operator: who.booker.name }, paidAt)
      if (state === 'completed' || state === 'leftEarly') await writeLog(db, orderNo, 'checkIn', { role: 'merchantWeb', operator }, Date.parse(`${checkIn}T07:00:00Z`))
      if (state === 'cancelled') await writeLog(db, orderNo, 'cancel', { role: 'guest', operator: who.booker.name }, paidAt + DAY)
      if (state === 'completed') await writeLog(db, orderNo, 'checkOut', { role: 'guest', operator: who.booker.name }, leftAt)
      if (state === 'leftEarly') await writeLog(db, orderNo, 'leaveEarly', { role: 'guest', operator: who.booker.name }, leftAt)
    }
    count += 1
  }
  return count
}
