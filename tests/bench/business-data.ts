/**
 * Benchmark: business data (businessData, /data/business) on SQLite as one host's orders grow,
 * over real HTTP with signed calls. For 1k, 10k and 100k orders of one host (two years of
 * bookings and stays, rows inserted directly with the figures they add; a second host's beside
 * them), prints p50/p99 of the last 90 days by day, the last 365 days by month and the last 30
 * days by week, read from the figures kept per day and month (decision 0066), and what keeping
 * them adds to an order write: a payment's change (its stay added on its check-in day and month)
 * applied in a transaction. Asserts nothing.
 *
 *   npx tsx tests/bench/business-data.ts [samples per figure, default 30]
 */
import { performance } from 'node:perf_hooks'
import { addDays } from '../../src/domain/calendar/dates'
import { keepOrderFigures, type FigureColumns } from '../../src/server/services/dashboard/kept-figures'
import { startServer } from '../api/support/server'
import { insertOrders, signIn } from './support/bench-orders'

const samples = Number(process.argv[2] ?? 30)
const SIZES = [1_000, 10_000, 100_000]

const server = await startServer()
const session = await signIn(server, '13677770191')
const other = await signIn(server, '13677770192')
const userId = Number(session.userId)
const today = '2026-11-21'

let inserted = 0
console.log(`businessData on SQLite, ${samples} samples per figure`)
for (const size of SIZES) {
  await insertOrders(server, userId, size - inserted, inserted)
  await insertOrders(server, Number(other.userId), Math.round((size - inserted) / 10), inserted + 10_000_000)
  inserted = size
  const loads: [string, Record<string, unknown>][] = [
    ['90 days by day', { from: addDays(today, -89), to: today, granularity: 'day' }],
    ['365 days by month', { from: addDays(today, -364), to: today, granularity: 'month' }],
    ['30 days by week', { from: addDays(today, -29), to: today, granularity: 'week' }],
  ]
  for (const [name, params] of loads) {
    const latencies: number[] = []
    for (let i = 0; i < samples; i++) {
      const start = performance.now()
      const reply = await call(params)
      latencies.push(performance.now() - start)
      if (reply.body?.status !== 200) throw new Error(`businessData failed: ${reply.text.slice(0, 200)}`)
    }
    print(size, name, latencies)
  }
  // a payment of one of the host's orders, and back: the figures' writes of an order write
  const order: FigureColumns = {
    user_id: userId, unit_id: 'unit-1', created_at: server.clock.now() - 86_400_000, state: 'waitPay', cancelled_by: null,
    check_in: addDays(today, 3), currency: 'RMB', nights: 2, rooms: 1, rent: 60_000, income: 54_000,
  }
  const writes: number[] = []
  for (let i = 0; i < samples; i++) {
    const [before, after] = i % 2 === 0 ? [order, { ...order, state: 'waitCheckIn' }] : [{ ...order, state: 'waitCheckIn' }, order]
    const start = performance.now()
    await server.db.transaction().execute((trx) => keepOrderFigures(trx, before, after))
    writes.push(performance.now() - start)
  }
  print(size, 'keeping a payment', writes)
}
await server.close()

/** One call; a kept-alive socket the server closed during a long insert (ECONNRESET) is retried once. */
async function call(params: Record<string, unknown>) {
  try {
    return await server.api('businessData', params, { session })
  } catch {
    return server.api('businessData', params, { session })
  }
}

function print(size: number, name: string, latencies: number[]): void {
  console.log(`${String(size).padStart(7)} orders  ${name.padEnd(26)} p50 ${pct(latencies, 0.5).padStart(7)} ms   p99 ${pct(latencies, 0.99).padStart(7)} ms`)
}

function pct(values: number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!.toFixed(1)
}
