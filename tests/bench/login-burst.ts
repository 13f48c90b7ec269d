/**
 * Benchmark (issue 36): can a burst of wrong sign-ins starve the rest of the server? The real
 * server (its own process: src/server/main.ts, SQLite, NODE_ENV=production, the built portal)
 * answers GET /login (the portal's page, a static file), GET /api/health and a signed read
 * (getebkinfo of a signed-in host), one after the other
 * in a loop, first quiet (the anchor, measured in the same run), then while waves of BURST
 * concurrent wrong sign-ins run one after another, each on a number that has a password and from
 * its own address (as a botnet would: the per-address limits do not stop it, the hashing pool's
 * bounded queue must). Prints p50, p95 and p99 of both with and without the bursts and their
 * ratio (goal: p99 under 3 times the quiet one), and how the sign-ins were answered. Asserts nothing.
 *
 *   npx tsx tests/bench/login-burst.ts [seconds per phase, default 8] [burst size, default 100]
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { loadConfig } from '../../src/server/config'
import { createDb } from '../../src/server/db/connect'
import { migrateToLatest } from '../../src/server/db/migrate'
import { createLandlord } from '../../src/server/console/landlords'
import { hashPassword } from '../../src/server/services/uic/password'
import { openSession } from '../../src/server/services/uic/sessions'
import { startInstance } from '../api/support/instances'
import { apiClient } from '../api/support/server'

const SECONDS = Number(process.argv[2] ?? 8)
const BURST = Number(process.argv[3] ?? 100)
/** Numbers with a password; each wave takes the next BURST of them, so none reaches its own slide ceiling (10 failures) soon. */
const ACCOUNTS = BURST * 10
const ROOT = path.resolve(import.meta.dirname, '../..')
const DIST = path.join(ROOT, 'dist')

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.log('building the portal (dist/) ...')
  const built = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', DIST], { cwd: ROOT, stdio: 'inherit' })
  if (built.status !== 0) process.exit(1)
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'login-burst-'))
const config = loadConfig({ DATA_DIR: dataDir })
fs.mkdirSync(config.filesDir, { recursive: true })
const db = createDb({ dbFile: config.dbFile })
await migrateToLatest(db)
// the accounts made without a password, then given one hash (made once: a thousand would take a minute)
for (let i = 0; i < ACCOUNTS; i++) await createLandlord(db, { mobile: `1371${String(i).padStart(7, '0')}`, country: '86' }, Date.now())
await db.updateTable('users').set({ password_hash: await hashPassword('Right#2026pw') }).execute()

// the host whose signed reads are timed, signed in straight in the database
const reader = await createLandlord(db, { mobile: '13720000000', country: '86' }, Date.now())
const opened = await openSession(db, reader.id, Date.now(), config.sessionTtlMs)
const host = { userId: String(reader.id), sessId: opened.sessId, xztoken: opened.xztoken }
await db.destroy()

const instance = await startInstance('burst', { DATA_DIR: dataDir, DIST_DIR: DIST, TRUST_PROXY: '1', NODE_ENV: 'production' })
const api = apiClient(instance.url, () => Date.now())

type Timings = { login: number[]; health: number[]; read: number[] }

/** GET /login, /api/health and a signed read of a signed-in host in turn until `done()`: how long each took (ms). */
async function sample(done: () => boolean): Promise<Timings> {
  const timings: Timings = { login: [], health: [], read: [] }
  while (!done()) {
    for (const [name, url] of [['login', '/login'], ['health', '/api/health']] as const) {
      const started = performance.now()
      const reply = await fetch(`${instance.url}${url}`)
      await reply.arrayBuffer()
      if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`)
      timings[name].push(performance.now() - started)
    }
    const started = performance.now()
    const reply = await api('getebkinfo', {}, { session: host, ip: '10.255.255.253' })
    if (reply.body?.status !== 200) throw new Error(`getebkinfo answered ${reply.text}`)
    timings.read.push(performance.now() - started)
  }
  return timings
}

const answers = new Map<string, number>()
let wave = 0
let address = 0
/** Waves of BURST concurrent wrong sign-ins, one after the other, until `done()`. */
async function attack(done: () => boolean): Promise<void> {
  while (!done()) {
    const first = (wave * BURST) % ACCOUNTS
    wave += 1
    await Promise.all(Array.from({ length: BURST }, async (_, i) => {
      address += 1
      const ip = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
      const reply = await api('passwordLogin', { mobile: `1371${String(first + i).padStart(7, '0')}`, password: `Wrong#${address}x` }, { ip })
      const answer = reply.body?.status === 307 ? 'slide' : String(reply.body?.errorMsg ?? reply.http)
      answers.set(answer, (answers.get(answer) ?? 0) + 1)
    }))
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const line = (label: string, values: number[]) =>
  `  ${label.padEnd(26)} p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(values, 95).toFixed(1).padStart(7)} ms   p99 ${percentile(values, 99).toFixed(1).padStart(7)} ms   (${values.length} requests)`

try {
  // warm-up: the page read once, the hashing pool's thread started
  await sample(() => true)
  await fetch(`${instance.url}/login`).then((r) => r.arrayBuffer())
  await api('passwordLogin', { mobile: '13710000000', password: 'Wrong#warmup1' }, { ip: '10.255.255.254' })

  const quietEnd = performance.now() + SECONDS * 1000
  const quiet = await sample(() => performance.now() > quietEnd)
  const burstEnd = performance.now() + SECONDS * 1000
  const [loaded] = await Promise.all([sample(() => performance.now() > burstEnd), attack(() => performance.now() > burstEnd)])

  console.log(`sign-in burst: ${BURST} concurrent wrong sign-ins a wave, ${wave} waves in ${SECONDS} s, each from its own address, on ${os.availableParallelism()} cores`)
  console.log(line('/login quiet (anchor)', quiet.login))
  console.log(line('/login during the bursts', loaded.login))
  console.log(line('/api/health quiet (anchor)', quiet.health))
  console.log(line('/api/health during bursts', loaded.health))
  console.log(line('signed read quiet (anchor)', quiet.read))
  console.log(line('signed read during bursts', loaded.read))
  const ratio = (a: number[], b: number[]) => (percentile(b, 99) / percentile(a, 99)).toFixed(2)
  console.log(`  p99 ratio, burst / quiet:  /login ${ratio(quiet.login, loaded.login)}   /api/health ${ratio(quiet.health, loaded.health)}   signed read ${ratio(quiet.read, loaded.read)}   (goal: under 3)`)
  console.log(`  sign-ins answered: ${[...answers].map(([k, v]) => `${k} ${v}`).join(', ')}`)
} finally {
  await instance.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
