import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { runConsole } from '../../src/server/console/run'
import { DEMO_PASSWORD, seedDemo } from '../../src/server/console/seed'
import { jpeg } from './listing-fixtures'
import { dbLink } from './support/db-link'
import type { DbLink } from './support/db-link'
import { passwordSignIn } from './support/flows'
import { startInstance, startProxy } from './support/instances'
import type { Instance, Proxy } from './support/instances'
import { replayListings } from './support/outbox-replay'
import { apiClient } from './support/server'
import { openTestDb } from './support/test-db'
import type { TestDb } from './support/test-db'

// A rolling deploy as an orchestrator does it (issue 37): two instances on one PostgreSQL behind
// a proxy that checks /api/ready every 200 ms, as a load balancer's health check does. One gets
// SIGTERM while a host's chat long-poll, an upload and a replay of offline writes go through it.
// The proxy takes it out as soon as it reports not ready; what it had in flight finishes; the
// host's client carries on through the other instance: the long-poll comes back there and gets
// the next message, every write is applied once, and the stopped instance exits 0. Before that,
// PostgreSQL goes out of reach and comes back: readiness follows it on both instances.
const pgOnly = describe.skipIf(!process.env.TEST_DATABASE_URL)

const OVERSEAS = { mobile: '9087654321', country: '81' }
let test: TestDb
let dataDir: string
let a: Instance
let b: Instance
let proxy: Proxy
let link: DbLink

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rolling-'))
  test = await openTestDb({ dbFile: path.join(dataDir, 'unused.sqlite') })
  await seedDemo(test.db, loadConfig({ DATA_DIR: dataDir }), Date.now())
  // the instances reach PostgreSQL through a link the first test cuts, as a database restart would
  link = await dbLink(test.databaseUrl!)
  const env = {
    DATABASE_URL: link.url, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), TRUST_PROXY: '1',
    // what a deployment sets: out of the balancer (not ready) for a while before the listener closes
    SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '15000', LOG_LEVEL: 'info',
  }
  ;[a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)])
  proxy = await startProxy([a, b], { readinessEveryMs: 200 })
}, 180_000)

afterAll(async () => {
  await proxy?.close()
  await Promise.all([a?.stop(), b?.stop()])
  await link?.close()
  await test?.drop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}, 60_000)

const exited = (i: Instance) => new Promise<number | null>((resolve) => {
  if (i.process.exitCode !== null) resolve(i.process.exitCode)
  else i.process.once('exit', (code) => resolve(code))
})

const readiness = async (i: Instance) => {
  const reply = await fetch(`${i.url}/api/ready`)
  return { http: reply.status, ...((await reply.json()) as { ready: boolean; database: string }) }
}

pgOnly('a rolling stop behind a load balancer', () => {
  it('PostgreSQL out of reach: both instances not ready (the balancer has none), both ready again after, the session carries on', { timeout: 90_000 }, async () => {
    const api = apiClient(proxy.url, () => Date.now())
    const host = await passwordSignIn(api, OVERSEAS.mobile, OVERSEAS.country, DEMO_PASSWORD)
    for (const i of [a, b]) expect(await readiness(i)).toMatchObject({ http: 200, ready: true, database: 'ok' })

    await link.cut()
    for (const i of [a, b]) {
      await vi.waitFor(async () => expect(await readiness(i)).toMatchObject({ http: 503, ready: false, database: 'unreachable' }), { timeout: 15_000, interval: 250 })
    }
    // liveness stays: the process is fine, restarting it would not help
    for (const i of [a, b]) expect((await fetch(`${i.url}/api/health`)).status).toBe(200)
    await vi.waitFor(async () => expect((await fetch(`${proxy.url}/api/ready`)).status).toBe(502), { timeout: 5_000, interval: 100 })

    await link.restore()
    for (const i of [a, b]) {
      await vi.waitFor(async () => expect(await readiness(i)).toMatchObject({ http: 200, ready: true, database: 'ok' }), { timeout: 30_000, interval: 250 })
    }
    await vi.waitFor(async () => expect((await api('getebkinfo', {}, { session: host })).http).toBe(200), { timeout: 5_000, interval: 100 })
  })

  it('SIGTERM to B during a long-poll, an upload and a burst of writes: nothing lost, the client carries on through A, B exits 0', { timeout: 120_000 }, async () => {
    const api = apiClient(proxy.url, () => Date.now())
    const host = await passwordSignIn(api, OVERSEAS.mobile, OVERSEAS.country, DEMO_PASSWORD)
    const joined = await api('imJoin', {}, { session: host })
    expect(joined.body?.status, joined.text).toBe(200)
    const talkIds = (await api('imTalkIds', {}, { session: host })).body.content.talkIds as number[]
    expect(talkIds.length).toBeGreaterThan(0)

    // the host's long-poll and upload are on B when it is told to stop
    proxy.route = (p) => (p.startsWith('/api/chat/refresh') || p.startsWith('/api/general/image/upload') ? 'B' : undefined)
    const poll = api('imRefresh', { imVersion: joined.body.content.imVersion, waitMs: 50_000 }, { session: host })
    await new Promise((resolve) => setTimeout(resolve, 300))
    // an upload on a slow connection: 4 s from its first byte to its last
    let uploadEnded = 0
    const upload = api('imageUpload', { dir: 'duanzu_head' }, { session: host, file: await jpeg(2400, 1800), trickleMs: 4_000 })
      .finally(() => { uploadEnded = Date.now() })
    const stopped = exited(b)
    let signalled = 0
    proxy.onForward = (to, p) => {
      // B is stopped as it takes its second batch of the replay
      if (!signalled && to.name === 'B' && p.includes('/outbox/batch') && proxy.log.filter((l) => l.to === 'B' && l.path.includes('/outbox/batch')).length === 2) {
        signalled = Date.now()
        b.process.kill('SIGTERM')
      }
    }
    const { ids, sends } = await replayListings(proxy.url, 48)
    expect(signalled).toBeGreaterThan(0)

    // the long-poll was answered by B's drain, not after its 50 s; the upload B had finished
    const answered = await poll
    expect(answered.body?.status, answered.text).toBe(200)
    expect(answered.headers.get('connection')).toBe('close')
    const uploaded = await upload
    expect(uploaded.body?.status, uploaded.text).toBe(200)
    expect(uploadEnded, 'the upload was still coming when B was told to stop').toBeGreaterThan(signalled)
    expect((await fetch(`${a.url}/files/${uploaded.body.url.replace(/^\//, '')}`)).status).toBe(200)

    // the client polls again: the proxy, told B is not ready, sends it to A, where the next message reaches it
    const again = api('imRefresh', { imVersion: answered.body.content.imVersion, waitMs: 50_000 }, { session: host })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const listing = await test.db.selectFrom('listings').select('lu_id').innerJoin('users', 'users.id', 'listings.user_id')
      .where('users.mobile', '=', OVERSEAS.mobile).where('listings.audit_status', '=', 'online').executeTakeFirstOrThrow()
    const sent = await runConsole(['chat', 'guest-send', `+81 ${OVERSEAS.mobile}`, '--listing', listing.lu_id, '--guest', 'Ayumi', '--text', 'While B stops'],
      { db: test.db, config: loadConfig({ DATA_DIR: dataDir }), now: () => Date.now() })
    expect(sent.code, sent.err.join('\n')).toBe(0)
    const next = await again
    expect(next.body.content.messages.map((m: { content: string }) => m.content)).toEqual(['While B stops'])
    expect(proxy.log.filter((l) => l.path.startsWith('/api/chat/refresh')).map((l) => l.to)).toEqual(['B', 'A'])

    // every write the client made is in the database once, B took some of them, A the rest
    const rows = await test.db.selectFrom('listings').select('lu_id').where('lu_id', 'in', ids).execute()
    expect(rows.map((r) => r.lu_id).sort()).toEqual([...ids].sort())
    const batchesTo = new Set(proxy.log.filter((l) => l.path.includes('/outbox/batch')).map((l) => l.to))
    expect(batchesTo).toEqual(new Set(['A', 'B']))
    console.log(`[rolling stop] ${ids.length} writes, ${sends} sent (retries included); B exit ${await stopped}`)

    expect(await stopped).toBe(0)
    expect(b.output.join('')).toContain('SIGTERM: stopped')
    // and A goes on serving
    expect((await api('getebkinfo', {}, { session: host })).http).toBe(200)
  })
})
