/**
 * Benchmark: requests per second of the real server (src/server/main.ts, each instance its own
 * process, NODE_ENV=production: no response-schema checks) in three set-ups, measured in one run
 * on one machine so they can be compared: SQLite with one instance; PostgreSQL with one instance;
 * PostgreSQL with two instances behind a round-robin proxy (tests/api/support/instances.ts; the
 * PostgreSQL cluster is a throwaway one: scripts/pg-cluster.mjs). Each set-up gets a fresh
 * database with the demo data seeded before its instances start. In each, four figures:
 *
 *   health  GET /api/health (no session, no database): the anchor of the set-up;
 *   reads   orderList { offset: 0, length: 20 } of the demo host 13800000001 (signed, session);
 *   writes  listingCreate { luId, rentalType: 'whole' } by the same host (signed, idempotent:
 *           each call a new idemKey, a new listing row);
 *   polls   chat long-polls answered per second: the overseas demo host +81 9087654321 keeps
 *           POLLS imRefresh { imVersion, waitMs: 30000 } open (after imJoin), each re-issued with
 *           the new imVersion as soon as it is answered, while SENDERS callers send imSend to its
 *           conversation in a loop. Behind the proxy the polls and the sends are spread over both
 *           instances (a send on one instance answers polls waiting on the other).
 *
 * health, reads and writes: CONCURRENCY callers loop for the given seconds (after a short
 * warm-up that is not counted); the figure is answers with HTTP 200 and envelope status 200 per
 * second, other answers and failed calls are counted as errors. Each figure is also printed as a
 * ratio to the set-up's health figure; a table closes the run. The load (and the proxy) run in
 * this process, on the same cores as the instances and PostgreSQL: the figures compare the
 * set-ups on this machine, they are no capacity of a real deployment. Asserts nothing.
 *
 *   npx tsx tests/bench/instances.ts [seconds per figure, default 5]
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { loadConfig } from '../../src/server/config'
import { createDb } from '../../src/server/db/connect'
import { migrateToLatest } from '../../src/server/db/migrate'
import { seedDemo } from '../../src/server/console/seed'
import { closeEvents } from '../../src/server/events/bus'
import { startInstance, startProxy } from '../api/support/instances'
import type { Instance, Proxy } from '../api/support/instances'
import { apiClient } from '../api/support/server'
import { adminQuery } from '../api/support/test-db'
import type { ApiReply, TestServer, TestSession } from '../api/support/server'

const SECONDS = Number(process.argv[2] ?? 5)
const CONCURRENCY = 16
const POLLS = 16
const SENDERS = 4
const WARM_UP_MS = Math.min(1_000, SECONDS * 200)
const DEMO_PASSWORD = 'Demo@2026'
const ROOT = path.resolve(import.meta.dirname, '../..')

type Cluster = { url: string; stop(): void }
type Figure = { rate: number; errors: number; note?: string }
type Figures = { health: Figure; reads: Figure; writes: Figure; polls: Figure }
type SetUp = { name: string; url: string; direct: string }

/** Things to undo at the end (last first), also when the run fails. */
const cleanups: Array<() => Promise<void> | void> = []
async function cleanUp(): Promise<void> {
  while (cleanups.length > 0) {
    const undo = cleanups.pop()!
    try {
      await undo()
    } catch (error) {
      console.error(`clean-up: ${(error as Error).message}`)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130))
  })
}

const tempDir = (prefix: string): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

function instanceEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    NODE_ENV: 'production',
    DIST_DIR: path.join(ROOT, 'no-such-dist-for-bench'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }
}

async function start(name: string, env: Record<string, string>): Promise<Instance> {
  const instance = await startInstance(name, env)
  cleanups.push(() => instance.stop())
  return instance
}

async function seed(dataDir: string, databaseUrl?: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir })
  fs.mkdirSync(config.filesDir, { recursive: true })
  const db = createDb({ dbFile: databaseUrl ? '' : config.dbFile, databaseUrl })
  try {
    await migrateToLatest(db)
    await seedDemo(db, config, Date.now())
  } finally {
    await closeEvents(db)
    await db.destroy()
  }
}


async function freshDatabase(cluster: Cluster, name: string): Promise<string> {
  await adminQuery(cluster.url, `create database ${name}`)
  const url = new URL(cluster.url)
  url.pathname = `/${name}`
  return url.toString()
}

const ok = (reply: ApiReply): boolean => reply.http === 200 && reply.body?.status === 200

/** CONCURRENCY callers loop over call() for SECONDS (after the warm-up); answers that were ok per second. */
async function load(call: () => Promise<boolean>): Promise<Figure> {
  const warmUntil = performance.now() + WARM_UP_MS
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < warmUntil) await call().catch(() => false)
  }))
  let good = 0
  let errors = 0
  const started = performance.now()
  const until = started + SECONDS * 1000
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < until) {
      const success = await call().catch(() => false)
      if (performance.now() > until) break
      if (success) good += 1
      else errors += 1
    }
  }))
  return { rate: good / ((Math.min(performance.now(), until) - started) / 1000), errors }
}

async function signIn(api: TestServer['api'], mobile: string, countryCode: string): Promise<TestSession> {
  const login = await api('passwordLogin', { mobile, countryCode, password: DEMO_PASSWORD })
  if (!ok(login)) throw new Error(`passwordLogin ${countryCode} ${mobile}: ${login.text.slice(0, 300)}`)
  return login.body.content as TestSession
}

/** The long-polls: POLLS open polls re-issued as answered, SENDERS loops of imSend; poll answers per second. */
async function polls(api: TestServer['api'], session: TestSession): Promise<Figure> {
  const talks = await api('imTalkIds', {}, { session })
  if (!ok(talks)) throw new Error(`imTalkIds: ${talks.text.slice(0, 300)}`)
  const talkId = (talks.body.content.talkIds as string[])[0]
  if (!talkId) throw new Error('the overseas demo host has no conversation')
  const joined = await api('imJoin', {}, { session })
  if (!ok(joined)) throw new Error(`imJoin: ${joined.text.slice(0, 300)}`)
  const firstVersion = joined.body.content.imVersion as string

  let counting = false
  let stopping = false
  let answered = 0
  let messages = 0
  let errors = 0
  let sent = 0
  let sendErrors = 0
  const send = async (): Promise<boolean> => {
    const reply = await api('imSend', { talkId, content: 'Bench message', localId: randomUUID() }, { session })
    return ok(reply)
  }
  const poller = async (): Promise<void> => {
    let version = firstVersion
    while (!stopping) {
      const reply = await api('imRefresh', { imVersion: version, waitMs: 30_000 }, { session }).catch(() => undefined)
      if (stopping) break
      if (!reply || !ok(reply)) {
        if (counting) errors += 1
        await new Promise((resolve) => setTimeout(resolve, 50))
        continue
      }
      const answer = reply.body.content as { messages: unknown[]; imVersion: string }
      if (counting) {
        answered += 1
        messages += answer.messages.length
      }
      version = answer.imVersion
    }
  }
  const sender = async (): Promise<void> => {
    while (!stopping) {
      const success = await send().catch(() => false)
      if (!counting) continue
      if (success) sent += 1
      else sendErrors += 1
    }
  }
  const pollers = Array.from({ length: POLLS }, () => poller())
  // let the polls open before the messages start
  await new Promise((resolve) => setTimeout(resolve, 500))
  const senders = Array.from({ length: SENDERS }, () => sender())
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS))
  counting = true
  const started = performance.now()
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000))
  counting = false
  const elapsed = (performance.now() - started) / 1000
  stopping = true
  await Promise.all(senders)
  // one more message answers the polls still waiting, so their loops end
  await send().catch(() => false)
  await Promise.race([Promise.all(pollers), new Promise((resolve) => setTimeout(resolve, 5_000))])
  return {
    rate: answered / elapsed,
    errors,
    note: `${POLLS} polls open, ${SENDERS} senders: ${(sent / elapsed).toFixed(0)} sends/s (${sendErrors} errors), ${(messages / elapsed).toFixed(0)} messages delivered/s`,
  }
}

async function measure(setUp: SetUp): Promise<Figures> {
  console.log(`\n${setUp.name}`)
  const now = () => Date.now()
  // sign in directly at an instance (TRUST_PROXY=1 takes the client's random X-Forwarded-For), once per host
  const direct = apiClient(setUp.direct, now)
  const host = await signIn(direct, '13800000001', '86')
  const overseas = await signIn(direct, '9087654321', '81')
  const api = apiClient(setUp.url, now)

  const show = (label: string, figure: Figure, health: number) => {
    const ratio = health > 0 ? ` (${(figure.rate / health).toFixed(2)} x health)` : ''
    const errors = figure.errors > 0 ? `, ${figure.errors} errors` : ''
    console.log(`  ${label.padEnd(7)} ${figure.rate.toFixed(0).padStart(6)} req/s${ratio}${errors}${figure.note ? `; ${figure.note}` : ''}`)
  }

  const health = await load(async () => {
    const reply = await fetch(`${setUp.url}/api/health`)
    await reply.arrayBuffer()
    return reply.status === 200
  })
  show('health', health, 0)
  const reads = await load(async () => ok(await api('orderList', { offset: 0, length: 20 }, { session: host })))
  show('reads', reads, health.rate)
  const writes = await load(async () => ok(await api('listingCreate', { luId: randomUUID(), rentalType: 'whole' }, { session: host })))
  show('writes', writes, health.rate)
  const poll = await polls(api, overseas)
  show('polls', poll, health.rate)
  return { health, reads, writes, polls: poll }
}

/** Stops what a set-up started (instances, proxy) before the next one starts, so they don't share the cores. */
async function releaseSetUp(mark: number): Promise<void> {
  while (cleanups.length > mark) await cleanups.pop()!()
}

function printTable(results: Array<{ name: string; figures: Figures }>): void {
  console.log(`\nreq/s (x health of the same set-up), ${SECONDS} s per figure`)
  const cell = (f: Figure, health: number) => `${f.rate.toFixed(0)} (${(f.rate / health).toFixed(2)})`.padStart(14)
  console.log(`  ${'set-up'.padEnd(32)}${'health'.padStart(14)}${'reads'.padStart(14)}${'writes'.padStart(14)}${'polls'.padStart(14)}`)
  for (const { name, figures } of results) {
    const h = figures.health.rate
    console.log(`  ${name.padEnd(32)}${h.toFixed(0).padStart(14)}${cell(figures.reads, h)}${cell(figures.writes, h)}${cell(figures.polls, h)}`)
  }
  const errors = results.reduce((n, r) => n + r.figures.health.errors + r.figures.reads.errors + r.figures.writes.errors + r.figures.polls.errors, 0)
  console.log(`  errors (not counted above): ${errors}`)
}

async function main(): Promise<void> {
  const results: Array<{ name: string; figures: Figures }> = []
  try {
    console.log(`instances: req/s of the real server (NODE_ENV=production: no response-schema checks), ${SECONDS} s per figure after a ${WARM_UP_MS} ms warm-up, ${CONCURRENCY} concurrent callers, signed calls; load and proxy in this process, ${os.cpus().length} cores shared`)
    console.log(`  reads: orderList { offset: 0, length: 20 } of demo host 13800000001; writes: listingCreate { luId, rentalType: 'whole' } by the same host`)

    // SQLite, one instance
    {
      const dataDir = tempDir('portal-bench-sqlite-')
      await seed(dataDir)
      const mark = cleanups.length
      const instance = await start('sqlite-1', instanceEnv(dataDir))
      results.push({ name: 'SQLite, 1 instance', figures: await measure({ name: 'SQLite, 1 instance', url: instance.url, direct: instance.url }) })
      await releaseSetUp(mark)
    }

    // PostgreSQL: one cluster, a fresh database per set-up (skipped with a notice where PostgreSQL is not installed)
    const pgCluster = (await import(path.join(ROOT, 'scripts/pg-cluster.mjs') as string)) as { postgresAvailable(): boolean; startCluster(): Cluster }
    if (!pgCluster.postgresAvailable()) {
      console.log('\nPostgreSQL is not installed (initdb/pg_ctl not found): its two set-ups are skipped')
      printTable(results)
      return
    }
    const cluster = pgCluster.startCluster()
    cleanups.push(() => cluster.stop())

    {
      const dataDir = tempDir('portal-bench-pg1-')
      const databaseUrl = await freshDatabase(cluster, 'bench_one')
      await seed(dataDir, databaseUrl)
      const mark = cleanups.length
      const instance = await start('pg-1', instanceEnv(dataDir, databaseUrl))
      results.push({ name: 'PostgreSQL, 1 instance', figures: await measure({ name: 'PostgreSQL, 1 instance', url: instance.url, direct: instance.url }) })
      await releaseSetUp(mark)
    }

    {
      const dataDir = tempDir('portal-bench-pg2-')
      const databaseUrl = await freshDatabase(cluster, 'bench_two')
      await seed(dataDir, databaseUrl)
      const mark = cleanups.length
      const a = await start('pg-a', instanceEnv(dataDir, databaseUrl))
      const b = await start('pg-b', instanceEnv(dataDir, databaseUrl))
      const proxy: Proxy = await startProxy([a, b])
      cleanups.push(() => proxy.close())
      const name = 'PostgreSQL, 2 instances + proxy'
      results.push({ name, figures: await measure({ name, url: proxy.url, direct: a.url }) })
      const served = [...proxy.served.entries()].map(([to, n]) => `${to} ${n}`).join(', ')
      console.log(`  proxy forwarded: ${served}`)
      await releaseSetUp(mark)
    }

    printTable(results)
  } catch (error) {
    console.error(error)
    process.exitCode = 1
  } finally {
    await cleanUp()
  }
}

void main().then(() => process.exit(process.exitCode ?? 0))
