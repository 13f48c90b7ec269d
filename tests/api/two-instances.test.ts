import 'fake-indexeddb/auto'
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createServer } from 'node:https'
import type { Server } from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { runConsole } from '../../src/server/console/run'
import { DEMO_PASSWORD, seedDemo } from '../../src/server/console/seed'
import { DEMO_WITHDRAW_PASSWORD } from '../../src/server/console/seed-wallet'
import { WALLET_AGREEMENT } from '../../src/domain/wallet/limits'
import { apiClient } from './support/server'
import type { TestSession } from './support/server'
import { startInstance, startProxy } from './support/instances'
import type { Instance, Proxy } from './support/instances'
import { openTestDb } from './support/test-db'
import type { TestDb } from './support/test-db'
import { browserKeys, decrypt } from './support/push-keys'
import { passwordSignIn } from './support/flows'
import { replayListings } from './support/outbox-replay'

// Several server instances on one PostgreSQL database (issue 21, decision 0065): two real server
// processes behind a round-robin proxy. Sessions, idempotency keys and rate limits live in the
// database; jobs run once through the job queue; a chat message or an order stored by one
// process reaches what waits on another (LISTEN/NOTIFY). Needs PostgreSQL (the suite's second run).
const pgOnly = describe.skipIf(!process.env.TEST_DATABASE_URL)

const OVERSEAS = { mobile: '9087654321', country: '81' }
let test: TestDb
let dataDir: string
let a: Instance
let b: Instance
let proxy: Proxy
let pushService: Server
let pushUrl: string
const pushes: Array<{ path: string; body: Buffer }> = []

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-two-'))
  test = await openTestDb({ dbFile: path.join(dataDir, 'unused.sqlite') })
  // the demo data first: the instances find a database with users and seed nothing
  await seedDemo(test.db, loadConfig({ DATA_DIR: dataDir }), Date.now())
  const certDir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-'))
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' })
  pushService = createServer({ key: fs.readFileSync(path.join(certDir, 'key.pem')), cert: fs.readFileSync(path.join(certDir, 'cert.pem')) }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      pushes.push({ path: req.url ?? '', body: Buffer.concat(chunks) })
      res.writeHead(201).end()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  pushUrl = `https://127.0.0.1:${(pushService.address() as { port: number }).port}`
  const env = {
    DATABASE_URL: test.databaseUrl!, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), TRUST_PROXY: '1',
    // the local push service: allow-listed, its self-signed certificate accepted (tests only)
    PUSH_SERVICE_HOSTS: '127.0.0.1', PUSH_ALLOW_PRIVATE: '1', NODE_TLS_REJECT_UNAUTHORIZED: '0',
  }
  ;[a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)])
  proxy = await startProxy([a, b])
}, 180_000)

afterAll(async () => {
  await proxy?.close()
  await Promise.all([a?.stop(), b?.stop()])
  if (pushService) await new Promise((resolve) => pushService.close(resolve))
  await test?.drop()
}, 60_000)

const at = (instance: { url: string }) => apiClient(instance.url, () => Date.now())
const content = (reply: { body: unknown }) => (reply.body as { content: any }).content
let overseas: TestSession

function signIn(through: { url: string }, who: { mobile: string; country: string }): Promise<TestSession> {
  return passwordSignIn(at(through), who.mobile, who.country, DEMO_PASSWORD)
}

pgOnly('two server instances on one PostgreSQL database', () => {
  it('a session made on one instance is honoured by the other; the proxy spreads the calls over both', { timeout: 60_000 }, async () => {
    overseas = await signIn(a, OVERSEAS)
    expect(content(await at(b)('getebkinfo', {}, { session: overseas }))).toMatchObject({ landlordId: overseas.userId, isOverSea: true })
    for (let i = 0; i < 6; i++) expect((await at(proxy)('getebkinfo', {}, { session: overseas })).http).toBe(200)
    expect(proxy.served.get('A')).toBeGreaterThanOrEqual(3)
    expect(proxy.served.get('B')).toBeGreaterThanOrEqual(3)
  })

  it('limits count across instances, and a session ended on one is ended on the other', { timeout: 60_000 }, async () => {
    // a code sent through A: asking B for another within the minute is refused
    const ip = '203.0.113.9'
    const sent = await at(a)('sendSmsCode', { mobile: '13800000002', countryCode: '86', scene: 'login' }, { ip })
    expect(sent.body).toMatchObject({ status: 200 })
    const again = await at(b)('sendSmsCode', { mobile: '13800000002', countryCode: '86', scene: 'login' }, { ip })
    expect(again.body).toMatchObject({ errorMsg: 'doNotClickTooFrequently' })

    const other = await signIn(b, { mobile: '13800000003', country: '86' })
    expect((await at(a)('getebkinfo', {}, { session: other })).http).toBe(200)
    expect((await at(b)('logout', {}, { session: other })).http).toBe(200)
    expect((await at(a)('getebkinfo', {}, { session: other })).body).toMatchObject({ status: 4203 })
  })

  it('guesses sent at once through both instances are judged as one by one: sign-in and withdrawal password (issue 36)', { timeout: 90_000 }, async () => {
    const tally = (replies: Array<{ body: any }>) => {
      const answers = new Map<string, number>()
      for (const r of replies) {
        const answer = r.body.status === 200 ? 'ok' : r.body.status === 307 ? 'slide' : String(r.body.errorMsg)
        answers.set(answer, (answers.get(answer) ?? 0) + 1)
      }
      return answers
    }
    // 100 guesses at the newcomer's password, the right one 61st: a guess answered wrongPassword
    // was checked; the others were refused before any check (slide, or busy)
    // sent to A and B in turn from one client address (198.51.100.20), kept apart from the proxy's
    const ip = '198.51.100.20'
    const logins = tally(await Promise.all(Array.from({ length: 100 }, (_, i) =>
      at(i % 2 ? b : a)('passwordLogin', { mobile: '13800000002', countryCode: '86', password: i === 60 ? DEMO_PASSWORD : `Wrong#${i}x` }, { ip }))))
    const seen = JSON.stringify(Object.fromEntries(logins))
    expect(logins.get('wrongPassword') ?? 0, seen).toBeLessThanOrEqual(5)
    expect([...logins.keys()].filter((k) => !['ok', 'wrongPassword', 'slide', 'tooManyRequests', 'serverBusy'].includes(k)), seen).toEqual([])

    // 31 withdrawal passwords of the mainland host, the right one 21st: at most 5 wrong ones counted
    const host = await signIn(a, { mobile: '13800000001', country: '86' })
    const account = await test.db.selectFrom('payout_accounts').select('id').where('user_id', '=', Number(host.userId)).where('state', '=', 'approved').executeTakeFirstOrThrow()
    // the agreement accepted and a withdrawal code sent (decision 0082): the password is what is guessed
    expect((await at(a)('walletAgree', { version: WALLET_AGREEMENT.version }, { session: host })).http).toBe(200)
    expect((await at(b)('walletCode', {}, { session: host })).body).toMatchObject({ status: 200 })
    const code = (await test.db.selectFrom('outbound_messages').select('code').where('target', '=', '+86 13800000001').orderBy('id', 'desc').executeTakeFirstOrThrow()).code
    const withdrawals = tally(await Promise.all(Array.from({ length: 31 }, (_, i) =>
      at(i % 2 ? b : a)('walletWithdraw', { accountId: account.id, amount: 100, withdrawPassword: i === 20 ? DEMO_WITHDRAW_PASSWORD : String(100_000 + i), code }, { session: host, ip }))))
    const counted = await test.db.selectFrom('rate_events').select('id').where('key', '=', `withdrawPassword:${host.userId}`).execute()
    expect(counted.length, JSON.stringify(Object.fromEntries(withdrawals))).toBeLessThanOrEqual(5)
    expect(withdrawals.get('withdrawPasswordWrong') ?? 0).toBeLessThanOrEqual(4)
  })

  it('a chat message stored on A wakes the host\'s long-poll waiting on B, and so does a guest\'s from the console', { timeout: 90_000 }, async () => {
    const joined = content(await at(b)('imJoin', {}, { session: overseas }))
    const talkIds = content(await at(a)('imTalkIds', {}, { session: overseas })).talkIds as number[]
    expect(talkIds.length).toBeGreaterThan(0)
    const poll = at(b)('imRefresh', { imVersion: joined.imVersion, waitMs: 50_000 }, { session: overseas })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const started = Date.now()
    const localId = `two-${randomUUID().slice(0, 8)}`
    expect((await at(a)('imSend', { talkId: talkIds[0], content: 'Sent on A', localId }, { session: overseas })).http).toBe(200)
    const woken = content(await poll)
    console.log(`[two instances] the long-poll on B answered ${Date.now() - started} ms after the message was stored on A`)
    expect(woken.messages.map((m: { content: string }) => m.content)).toEqual(['Sent on A'])

    // a guest (the console, a third process on the database) writes; B's poll wakes
    const listing = await test.db.selectFrom('listings').select('lu_id').innerJoin('users', 'users.id', 'listings.user_id')
      .where('users.mobile', '=', OVERSEAS.mobile).where('listings.audit_status', '=', 'online').executeTakeFirstOrThrow()
    const next = at(b)('imRefresh', { imVersion: woken.imVersion, waitMs: 50_000 }, { session: overseas })
    await new Promise((resolve) => setTimeout(resolve, 500))
    const sent = await runConsole(['chat', 'guest-send', `+81 ${OVERSEAS.mobile}`, '--listing', listing.lu_id, '--guest', 'Ayumi', '--text', 'From the console'], consoleDeps())
    expect(sent.code, sent.err.join('\n')).toBe(0)
    expect(content(await next).messages.map((m: { content: string }) => m.content)).toEqual(['From the console'])
  })

  it('an order booked while the host polls B: B\'s reminder counts it and its push goes out once, whichever instance runs the job', { timeout: 90_000 }, async () => {
    const keys = browserKeys()
    const endpoint = `${pushUrl}/push/${randomUUID()}`
    expect(content(await at(a)('pushSubscribe', { endpoint, p256dh: keys.p256dh, auth: keys.authB64, lang: 'en' }, { session: overseas }))).toMatchObject({ state: 'active' })
    // what the seed left to push goes first
    await vi.waitFor(async () => {
      const left = await test.db.selectFrom('order_events').innerJoin('users', 'users.id', 'order_events.user_id').select('order_events.id')
        .where('users.mobile', '=', OVERSEAS.mobile).where('order_events.pushed_at', 'is', null).execute()
      expect(left).toEqual([])
    }, { timeout: 30_000, interval: 250 })
    const before = content(await at(b)('getOrderVoice', { isAll: '1' }, { session: overseas }))

    const listing = await test.db.selectFrom('listings').select('lu_id').innerJoin('users', 'users.id', 'listings.user_id')
      .where('users.mobile', '=', OVERSEAS.mobile).where('listings.audit_status', '=', 'online').executeTakeFirstOrThrow()
    const checkIn = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10)
    const booked = await runConsole(['order', 'book', `+81 ${OVERSEAS.mobile}`, listing.lu_id, checkIn, '1', '--booker', 'Ken,09011112222'], consoleDeps())
    expect(booked.code, booked.err.join('\n')).toBe(0)
    const orderNo = /booked (\S+):/.exec(booked.out[0]!)![1]!

    expect(content(await at(b)('getOrderVoice', { isAll: '1' }, { session: overseas }))).toMatchObject({ unreadVoiceNum: before.unreadVoiceNum + 1 })
    const ofOrder = () => pushes.filter((p) => p.path === new URL(endpoint).pathname).map((p) => decrypt(p.body, keys) as { orderNo: string | null }).filter((p) => p.orderNo === orderNo)
    await vi.waitFor(() => expect(ofOrder()).toHaveLength(1), { timeout: 30_000, interval: 100 })
    // both instances go on running the push job (every 5 s): still one push
    await new Promise((resolve) => setTimeout(resolve, 11_000))
    expect(ofOrder()).toHaveLength(1)
  })

  it('an offline outbox replayed through the proxy is split over both instances and applied once', { timeout: 120_000 }, async () => {
    const { ids } = await replayListings(proxy.url, 24)
    expect(new Set(proxy.log.filter((l) => l.path.includes('/outbox/batch')).map((l) => l.to))).toEqual(new Set(['A', 'B']))
    expect(await listingsNamed(ids)).toBe(24)
  })

  it('each job ran once a period with both instances up; the console lists them with the instance that ran each', { timeout: 30_000 }, async () => {
    const rows = await sql<{ name: string; singleton_on: Date | null; singleton_key: string | null; n: number }>`
      select name, singleton_on, singleton_key, count(*)::int as n from pgboss.job where name like 'portal.%' group by name, singleton_on, singleton_key having count(*) > 1`.execute(test.db)
    expect(rows.rows).toEqual([])
    const runs = await test.db.selectFrom('job_runs').select(['name', 'runs', 'last_instance']).execute()
    expect(runs.map((r) => r.name)).toEqual(expect.arrayContaining(['order-push', 'chat-push', 'order-expiry']))
    for (const run of runs) expect(['A', 'B']).toContain(run.last_instance)
    const listed = await runConsole(['jobs', 'list'], { ...consoleDeps(), config: { ...consoleDeps().config, databaseUrl: test.databaseUrl! } })
    expect(listed.out.join('\n')).toMatch(/order-push: \d+ runs, 0 failed; last started .* on [AB]/)
  })

  it('an instance killed in the middle of a replay: the other finishes it, nothing lost or applied twice', { timeout: 180_000 }, async () => {
    let killed = false
    proxy.onForward = (to, p) => {
      // B dies as it receives its next batch: the write may or may not have been applied
      if (!killed && to.name === 'B' && p.includes('/outbox/batch')) {
        killed = true
        setTimeout(() => b.kill(), 15)
      }
    }
    const { ids, sends } = await replayListings(proxy.url, 30)
    expect(killed).toBe(true)
    expect(b.process.signalCode).toBe('SIGKILL')
    expect(await listingsNamed(ids)).toBe(30)
    // some write was sent more than once (the batch B took), and still applied once
    expect(sends).toBeGreaterThan(30)
    proxy.onForward = undefined
  })
})

function consoleDeps() {
  return { db: test.db, config: loadConfig({ DATA_DIR: dataDir }), now: () => Date.now() }
}

async function listingsNamed(ids: string[]): Promise<number> {
  const rows = await test.db.selectFrom('listings').select('lu_id').where('lu_id', 'in', ids).execute()
  expect(new Set(rows.map((r) => r.lu_id)).size).toBe(rows.length)
  return rows.length
}


