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
import { startServer } from '../api/support/server'
import { insertOrders, signIn } from './support/bench-orders'

const samples = Number(process.argv[2] ?? 60)
const concurrency = Number(process.argv[3] ?? 8)
const SIZES = [1_000, 10_000, 100_000]
const GOAL_MS = 50

const server = await startServer()
const session = await signIn(server, '13677770091')
const other = await signIn(server, '13677770092')
const userId = Number(session.userId)

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
