/**
 * Benchmark: the order list (orderList) on SQLite as one host's orders grow, over real HTTP with
 * signed calls. For 1k, 10k and 100k orders of one host (rows inserted directly, in batches of
 * 500, with a spread of states, kinds, check-in dates and booking times; a second host's orders
 * beside them), prints p50/p99 of the first page of the "all" tab, of the waitConfirm tab and of
 * a check-in date range on the house kind, then requests/s at 8 concurrent clients on the "all"
 * tab. Goal: p50 < 50 ms at 100k. Asserts nothing.
 *
 *   npx tsx tests/bench/order-list.ts [samples per figure, default 60] [concurrency, default 8]
 */
import { performance } from 'node:perf_hooks'
import { addDays } from '../../src/domain/calendar/dates'
import { ORDER_STATES } from '../../src/domain/order/enums'
import type { OrderState } from '../../src/domain/order/enums'
import { createLandlord } from '../../src/server/console/landlords'
import { startServer } from '../api/support/server'
import type { TestServer, TestSession } from '../api/support/server'

const samples = Number(process.argv[2] ?? 60)
const concurrency = Number(process.argv[3] ?? 8)
const SIZES = [1_000, 10_000, 100_000]
const GOAL_MS = 50

const server = await startServer()
const session = await signIn(server, '13677770091')
const other = await signIn(server, '13677770092')
const userId = Number(session.userId)

// Mostly finished stays, a few of every open state (roughly a busy host's history)
const STATE_WEIGHTS: [OrderState, number][] = [
  ['completed', 55], ['cancelled', 12], ['checkedIn', 3], ['waitCheckIn', 8], ['waitConfirm', 2], ['waitPay', 2],
  ['payTimeout', 5], ['confirmTimeout', 3], ['rejected', 6], ['leftEarly', 4],
]
const weightTotal = STATE_WEIGHTS.reduce((s, [, w]) => s + w, 0)
function stateFor(i: number): OrderState {
  let r = (i * 7919) % weightTotal
  for (const [state, w] of STATE_WEIGHTS) {
    if (r < w) return state
    r -= w
  }
  return ORDER_STATES[0]
}

let inserted = 0
const figures: string[] = []
console.log(`orderList on SQLite (first page of 20), ${samples} samples per figure, ${concurrency} concurrent clients; goal p50 < ${GOAL_MS} ms at 100k`)
for (const size of SIZES) {
  await insertOrders(server, userId, size - inserted, inserted)
  await insertOrders(server, Number(other.userId), Math.round((size - inserted) / 10), inserted + 10_000_000)
  inserted = size
  const loads: [string, Record<string, unknown>][] = [
    ['all', {}],
    ['waitConfirm', { group: 'waitConfirm' }],
    ['house, check-in range', { lodgeBusiness: 'house', dateType: 'checkIn', from: '2026-06-01', to: '2026-06-30' }],
    // the last page: offset paging reads past every earlier row (keyset paging would not; decision 0025)
    ['all, last page', { offset: Math.max(0, size - 20) }],
  ]
  for (const [name, filters] of loads) {
    const latencies: number[] = []
    for (let i = 0; i < samples; i++) {
      const start = performance.now()
      const reply = await list({ offset: 0, length: 20, ...filters })
      latencies.push(performance.now() - start)
      if (reply.body?.status !== 200) throw new Error(`orderList failed: ${reply.text.slice(0, 200)}`)
    }
    const line = `${String(size).padStart(7)} orders  ${name.padEnd(22)} p50 ${pct(latencies, 0.5).padStart(7)} ms   p99 ${pct(latencies, 0.99).padStart(7)} ms`
    console.log(line)
    figures.push(line)
  }
  const total = samples * 4
  const latencies: number[] = []
  let next = 0
  const t0 = performance.now()
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      next += 1
      const start = performance.now()
      await list({ offset: 0, length: 20 })
      latencies.push(performance.now() - start)
    }
  }))
  const seconds = (performance.now() - t0) / 1000
  const line = `${String(size).padStart(7)} orders  all, ${concurrency} clients${' '.repeat(Math.max(0, 12 - String(concurrency).length))}${(total / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(latencies, 0.5).padStart(7)} ms   p99 ${pct(latencies, 0.99).padStart(7)} ms`
  console.log(line)
  figures.push(line)
}
console.log(`goal: first page p50 < ${GOAL_MS} ms at 100k orders`)
await server.close()

/** One call; a kept-alive socket the server closed during a long insert (ECONNRESET) is retried once. */
async function list(params: Record<string, unknown>) {
  try {
    return await server.api('orderList', params, { session })
  } catch {
    return server.api('orderList', params, { session })
  }
}

function pct(values: number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1)
}

async function signIn(s: TestServer, mobile: string): Promise<TestSession> {
  await createLandlord(s.db, { mobile, country: '86', password: 'Spring#2026', realname: true, name: 'Bench' }, s.clock.now())
  const login = await s.api('passwordLogin', { mobile, countryCode: '86', password: 'Spring#2026' })
  return login.body.content as TestSession
}

/** n orders of one host (numbered from first), spread over two years of bookings and check-ins. */
async function insertOrders(s: TestServer, owner: number, n: number, first: number): Promise<void> {
  const now = s.clock.now()
  const YEAR_MS = 365 * 86_400_000
  for (let start = 0; start < n; start += 500) {
    const rows = []
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
    await s.db.insertInto('orders').values(rows).execute()
  }
}
