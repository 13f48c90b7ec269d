/**
 * Benchmark: how long the server takes to answer a health read, and another landlord's read,
 * while two outside calendars whose rules never end (one caught before expanding, one over the
 * reading budget), a 14,000-event calendar and a 16 MB photo are
 * processed at once (issue 12; the goal: every health read within 1 s). Prints figures,
 * asserts nothing.
 *
 *   npx tsx tests/bench/resilience.ts
 */
import { hostileLoad } from '../api/support/hostile-load'
import { startServer } from '../api/support/server'

const server = await startServer()
try {
  const run = await hostileLoad(server)
  const stats = (name: string, values: number[], goal: string) => {
    const sorted = [...values].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0)
    console.log(`${name.padEnd(34)} n=${String(values.length).padStart(4)}  p50 ${at(0.5).padStart(6)} ms  p95 ${at(0.95).padStart(6)} ms  max ${sorted.at(-1)!.toFixed(0).padStart(6)} ms   goal: ${goal}`)
  }
  stats('health read under load', run.health, 'max < 1000 ms')
  stats("another landlord's read under load", run.otherReads, 'max < 1000 ms')
  for (const [name, t] of [['31 February feed', run.impossibleFeed], ['never-ending rule (over budget)', run.hostileFeed], ['14,000-event feed', run.bigFeed], ['16 MB photo upload', run.upload]] as const) {
    const content = t.reply.body?.content ?? t.reply.body
    console.log(`${name.padEnd(34)} ${t.ms.toFixed(0).padStart(6)} ms  answer: ${JSON.stringify({ status: t.reply.body?.status, lastError: content?.lastError, nights: content?.nights, width: content?.width }).slice(0, 120)}`)
  }
  console.log(`load average: ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`)
} finally {
  await server.close()
}
