import { figureChanges } from '../../../src/domain/business/kept-figures'
import { addDays } from '../../../src/domain/calendar/dates'
import { ORDER_STATES } from '../../../src/domain/order/enums'
import type { OrderState } from '../../../src/domain/order/enums'
import { createLandlord } from '../../../src/server/console/landlords'
import { factsOf, keepFigures, type FigureColumns } from '../../../src/server/services/dashboard/kept-figures'
import type { Insertable } from 'kysely'
import type { OrdersTable } from '../../../src/server/db/schema'
import type { TestServer, TestSession } from '../../api/support/server'

/**
 * A busy host's orders for the benchmarks (order-list, business-data): rows inserted directly, in
 * batches of 500, with the business figures they add (as the order service keeps them).
 */

// Mostly finished stays, a few of every open state (roughly a busy host's history)
const STATE_WEIGHTS: [OrderState, number][] = [
  ['completed', 55], ['cancelled', 12], ['checkedIn', 3], ['waitCheckIn', 8], ['waitConfirm', 2], ['waitPay', 2],
  ['payTimeout', 5], ['confirmTimeout', 3], ['rejected', 6], ['leftEarly', 4],
]
const weightTotal = STATE_WEIGHTS.reduce((s, [, w]) => s + w, 0)
export function stateFor(i: number): OrderState {
  let r = (i * 7919) % weightTotal
  for (const [state, w] of STATE_WEIGHTS) {
    if (r < w) return state
    r -= w
  }
  return ORDER_STATES[0]
}

export async function signIn(s: TestServer, mobile: string): Promise<TestSession> {
  await createLandlord(s.db, { mobile, country: '86', password: 'Spring#2026', realname: true, name: 'Bench' }, s.clock.now())
  const login = await s.api('passwordLogin', { mobile, countryCode: '86', password: 'Spring#2026' })
  return login.body.content as TestSession
}

/** n orders of one host (numbered from first), spread over two years of bookings and check-ins. */
export async function insertOrders(s: TestServer, owner: number, n: number, first: number): Promise<void> {
  const now = s.clock.now()
  const YEAR_MS = 365 * 86_400_000
  for (let start = 0; start < n; start += 500) {
    const rows: Array<Insertable<OrdersTable> & FigureColumns> = []
    for (let k = start; k < Math.min(n, start + 500); k++) {
      const i = first + k
      const state = stateFor(i)
      const house = i % 4 !== 0
      const createdAt = now - Math.floor(((i * 2654435761) % 1_000_000) / 1_000_000 * 2 * YEAR_MS)
      const checkIn = addDays('2026-11-21', Math.floor((createdAt - now) / 86_400_000) + 1 + (i % 60))
      const nights = 1 + (i % 5)
      const rent = 30_000 * nights
      rows.push({
        order_no: `${house ? 'HO' : 'ST'}B${String(owner).padStart(4, '0')}${String(i).padStart(9, '0')}`, user_id: owner,
        lodge_business: house ? 'house' : 'store', unit_id: house ? `unit-${i % 50}` : null, lu_id: house ? `lu-${i % 50}` : null,
        listing_title: house ? `Bench house ${i % 50}` : `Bench hotel · Room ${i % 7}`, store_name: house ? null : 'Bench hotel',
        room_type_name: house ? null : `Room ${i % 7}`, country: 'CHN', state,
        check_in: checkIn, check_out: addDays(checkIn, nights), nights, rooms: 1, guest_count: 1 + (i % 3), has_minors: i % 9 === 0 ? 1 : 0,
        booker_name: `Guest ${i}`, booker_phone: `139${String(i).padStart(8, '0').slice(-8)}`, booker_country_code: '86',
        currency: 'RMB', nightly: JSON.stringify(Array.from({ length: nights }, (_, d) => ({ date: addDays(checkIn, d), price: 30_000 }))),
        original_rent: rent, merchant_discount: 0, rent, service_fee: Math.round(rent * 0.1), invoice_service_fee: 0, income: Math.round(rent * 0.9),
        deposit: 0, booking_id: null, confirm_deadline: createdAt + 30 * 60_000, pay_deadline: state === 'waitPay' ? createdAt + 60 * 60_000 : null,
        paid_at: null, checked_out_at: null, cancel_reason: null, cancelled_by: null, refund_amount: null, refund_state: null, refunded_at: null,
        reject_reason: null, reject_explanation: null, closed_dates: null,
        insurance_state: 'none', insurance_policy_no: null, insurance_premium: null, insured_name: null,
        invoice_provider: 'platform', invoice_state: 'notRequested', invoice_title: null, smart_lock: null,
        settlement_state: 'pending', settled_at: null, cancellation_rule: 'moderate', created_at: createdAt, updated_at: createdAt, version: 1,
      })
    }
    await s.db.transaction().execute(async (trx) => {
      await trx.insertInto('orders').values(rows).execute()
      await keepFigures(trx, rows.flatMap((row) => figureChanges(null, factsOf(row))))
    })
  }
}
