/**
 * Benchmark: the same queued writes replayed through our outbox and through
 * workbox-background-sync's Queue against the same local server (in Node, IndexedDB from
 * fake-indexeddb). Round 1: every answer arrives. Round 2: 10% of answers fail (half a 503
 * before the server sees the write, half a connection lost after the server applied it).
 * Prints time, the ratio, and how many writes were lost or applied twice. Asserts nothing.
 *
 *   npx tsx tests/bench/outbox-replay.ts [sizes, default 1000,10000]
 */
import 'fake-indexeddb/auto'
import { call, configureFetch, configureServices } from '../../src/client/api'
import { openDb } from '../../src/client/db'
import { createOutbox } from '../../src/client/outbox/outbox'
import { saveSession, getSession } from '../../src/client/session'
import { SERVICES } from '../../src/domain/endpoint-types'
import { IDEMPOTENCY_PARAM } from '../../src/domain/common-params'
import { REPLAY_HEADER } from '../../src/server/middleware/idempotency'
import { smsTarget } from '../../src/server/services/uic/service'
import { startServer } from '../api/support/server'

installCookieDocument()
;(globalThis as Record<string, unknown>).self = Object.assign(globalThis, { registration: {} })
process.env.NODE_ENV ??= 'production'
const { Queue } = await import('workbox-background-sync')

const sizes = (process.argv[2] ?? '1000,10000').split(',').map(Number)
const server = await startServer()
configureServices(Object.fromEntries(SERVICES.map((s) => [s, `${server.url}/api/${s}`])))
const realFetch = globalThis.fetch.bind(globalThis)
await signIn('13677770001')
const session = getSession()!

type Round = { failRate: number; random: () => number }
let round: Round = { failRate: 0, random: Math.random }
const applied = new Map<string, number>()
// fault injection and counting at the network: every send of either queue passes here
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input : new Request(input, init)
  const key = new URLSearchParams(await request.clone().text()).get(IDEMPOTENCY_PARAM)
  const r = round.random()
  if (key && r < round.failRate / 2) return new Response('unavailable', { status: 503 })
  const response = await realFetch(request)
  if (key && response.status === 200 && !response.headers.has(REPLAY_HEADER)) {
    const body = (await response.clone().json()) as { status?: number }
    if (body.status === 200) applied.set(key, (applied.get(key) ?? 0) + 1)
  }
  if (key && r < round.failRate) {
    await response.text()
    throw new TypeError('connection lost after the server applied the write')
  }
  return response
}

console.log('queue'.padEnd(10), 'writes'.padStart(7), 'round'.padStart(6), 'ms'.padStart(9), 'lost'.padStart(6), 'twice'.padStart(6))
for (const n of sizes) {
  for (const failRate of [0, 0.1]) {
    const ours = await runOurs(n, failRate)
    const theirs = await runWorkbox(n, failRate)
    const label = failRate ? '10%' : 'ok'
    print('outbox', n, label, ours)
    print('workbox', n, label, theirs)
    console.log(`${''.padEnd(10)} ratio workbox/outbox time: ${(theirs.ms / ours.ms).toFixed(2)}`)
  }
}
await server.close()

type Result = { ms: number; lost: number; twice: number }

async function runOurs(n: number, failRate: number): Promise<Result> {
  applied.clear()
  let now = 0
  const box = createOutbox({
    db: openDb(`bench-ours-${n}-${failRate}`),
    send: ({ endpoint, params, idemKey }) => call(endpoint, params as never, { hideMessage: true, idempotencyKey: idemKey }),
    clock: { now: () => now, setTimer: () => () => undefined },
    random: Math.random,
    lock: (_name, fn) => fn(),
    uuid: () => crypto.randomUUID(),
    currentUserId: () => session.userId,
  })
  const keys: string[] = []
  round = { failRate: 0, random: Math.random }
  for (let i = 0; i < n; i++) {
    keys.push(await box.enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '330100', id: session.userId }, item: `w${i}` }))
  }
  round = { failRate, random: seeded(7) }
  const start = performance.now()
  for (let pass = 0; pass < 50 && box.state().pending + (box.state().paused ? 1 : 0) > 0; pass++) {
    await box.replay()
    now += 10 * 60_000 // the back-off elapses at once (no waiting in a benchmark)
  }
  const ms = performance.now() - start
  return tally(keys, ms)
}

async function runWorkbox(n: number, failRate: number): Promise<Result> {
  applied.clear()
  const queue = new Queue(`bench-${n}-${failRate}`, { onSync: async () => undefined, maxRetentionTime: 7 * 24 * 60 })
  const keys: string[] = []
  // the same writes, signed by our call layer at enqueue time, captured instead of sent
  round = { failRate: 0, random: Math.random }
  configureFetch(async (request) => {
    const key = new URLSearchParams(await request.clone().text()).get(IDEMPOTENCY_PARAM)
    if (key) keys.push(key)
    await queue.pushRequest({ request })
    throw new TypeError('offline')
  })
  for (let i = 0; i < n; i++) {
    await call('updateLandlordInfo', { cityid: '330100', id: session.userId }, { hideMessage: true }).catch(() => undefined)
  }
  configureFetch()
  round = { failRate, random: seeded(7) }
  const start = performance.now()
  for (let pass = 0; pass < 50 * n; pass++) {
    try {
      await queue.replayRequests()
      break
    } catch {
      // a network error puts the request back and stops the replay; the next sync goes on
    }
  }
  const ms = performance.now() - start
  return tally(keys, ms)
}

function tally(keys: string[], ms: number): Result {
  let lost = 0
  let twice = 0
  for (const key of keys) {
    const count = applied.get(key) ?? 0
    if (count === 0) lost++
    if (count > 1) twice++
  }
  return { ms, lost, twice }
}

function print(name: string, n: number, label: string, r: Result): void {
  console.log(name.padEnd(10), String(n).padStart(7), label.padStart(6), r.ms.toFixed(0).padStart(9), String(r.lost).padStart(6), String(r.twice).padStart(6))
}

async function signIn(mobile: string): Promise<void> {
  await call('sendSmsCode', { mobile, scene: 'login' }, { hideMessage: true })
  const code = await server.codeFor(smsTarget('86', mobile))
  saveSession(await call('quickLogin', { mobile, code }, { hideMessage: true }))
  server.clock.advance(61_000)
}

function seeded(seed: number): () => number {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31
    return s / 2 ** 31
  }
}

/** document.cookie for the session module: one cookie per write, Max-Age<=0 deletes. */
function installCookieDocument(): void {
  const jar = new Map<string, string>()
  ;(globalThis as Record<string, unknown>).document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(text: string) {
      const [pair = ''] = text.split(';')
      const eq = pair.indexOf('=')
      const maxAge = /max-age=(-?\d+)/i.exec(text)?.[1]
      if (maxAge !== undefined && Number(maxAge) <= 0) jar.delete(pair.slice(0, eq).trim())
      else jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    },
  }
}
