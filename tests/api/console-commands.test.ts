import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConsoleError } from '../../src/server/console/console-error'
import { parseManager, parseMobile } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { DEMO_PASSWORD, seedDemo } from '../../src/server/console/seed'
import { walletBalance } from '../../src/server/services/wallet/routes'
import { WITHDRAWAL_LIMITS } from '../../src/domain/wallet/limits'
import { loadConfig } from '../../src/server/config'
import type { ServerConfig } from '../../src/server/config'
import type { Database } from '../../src/server/db/schema'
import { verifyPassword } from '../../src/server/services/uic/password'
import { openTestDb, type TestDb } from './support/test-db'

let db: Kysely<Database>
let config: ServerConfig
let dataDir: string
let testDb: TestDb
let clock = Date.UTC(2026, 10, 21, 9, 0, 0)

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-console-'))
  config = loadConfig({ DATA_DIR: dataDir })
  testDb = await openTestDb(config)
  db = testDb.db
})
afterAll(async () => {
  await testDb.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const run = (...argv: string[]) => runConsole(argv, { db, config, now: () => (clock += 1000) })
const user = (country: string, mobile: string) =>
  db.selectFrom('users').selectAll().where('country_code', '=', country).where('mobile', '=', mobile).executeTakeFirstOrThrow()
const count = async (table: keyof Database) =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

describe('seed', () => {
  it('creates the four demo accounts once', async () => {
    const result = await run('seed')
    expect(result.code).toBe(0)
    expect(result.out.join('\n')).toContain(`13800000001 / ${DEMO_PASSWORD}`)
    expect(result.out.join('\n')).toContain(`+81 9012345678 / ${DEMO_PASSWORD}`)
    expect(result.out.join('\n')).toContain(`+81 9087654321 / ${DEMO_PASSWORD}`)
    const tokyo = await user('81', '9087654321')
    expect(tokyo).toMatchObject({ is_oversea: 1, realname_state: 'passed', landlord_pass: 1 })
    // its guest chat (issue 19): two conversations, one guest message not read yet, no late reply, nothing left to push
    const talks = await db.selectFrom('chat_talks').select('talk_id').where('user_id', '=', tokyo.id).execute()
    expect(talks).toHaveLength(2)
    const waiting = await db.selectFrom('chat_messages').select('content').where('user_id', '=', tokyo.id).where('from_role', '=', 'tenant').where('is_read', '=', 0).execute()
    expect(waiting.map((m) => m.content)).toEqual(['Thanks! Could we leave our luggage after check-out tomorrow?'])
    expect(await db.selectFrom('chat_late_replies').select('id').where('user_id', '=', tokyo.id).execute()).toEqual([])
    expect(await db.selectFrom('chat_messages').select('id').where('user_id', '=', tokyo.id).where('pushed_at', 'is', null).execute()).toEqual([])

    const host = await user('86', '13800000001')
    expect(host).toMatchObject({ landlord_pass: 1, need_check: 0, realname_state: 'passed', city_id: '330100', merchant_white: 1, is_oversea: 0 })
    expect(host.id_card_no).toMatch(/^\d{17}[\dX]$/)
    const manager = await db.selectFrom('business_managers').selectAll().where('id', '=', host.housekeeper_id ?? -1).executeTakeFirstOrThrow()
    expect(manager).toMatchObject({ real_name: '王经理', mobile: '13900000000', staff_no: 'BM001' })
    const unread = await db.selectFrom('system_messages').select('title').where('user_id', '=', host.id).where('is_read', '=', 0).execute()
    expect(unread).toHaveLength(3)

    expect(await user('86', '13800000002')).toMatchObject({ landlord_pass: 0, need_check: 1, realname_state: 'none', city_id: null, housekeeper_id: null })

    const overseas = await user('81', '9012345678')
    expect(overseas).toMatchObject({ is_oversea: 1, realname_state: 'pending', landlord_pass: 0 })
    const submission = await db.selectFrom('realname_submissions').selectAll().where('user_id', '=', overseas.id).executeTakeFirstOrThrow()
    expect(submission).toMatchObject({ kind: 'overseas', state: 'pending' })
    for (const image of JSON.parse(submission.images) as Array<{ url: string }>) {
      expect(fs.existsSync(path.join(config.filesDir, image.url))).toBe(true)
    }
    for (const u of [host, overseas]) expect(await verifyPassword(DEMO_PASSWORD, u.password_hash ?? '')).toBe(true)

    // payout accounts in every state and a wallet with history (issue 15)
    const accounts = await db.selectFrom('payout_accounts').select(['state', 'reject_reason']).where('user_id', '=', host.id).execute()
    expect(accounts.map((a) => a.state).sort()).toEqual(['approved', 'creating', 'pendingReview', 'rejected', 'verificationPending'])
    expect(accounts.find((a) => a.state === 'rejected')?.reject_reason).toBeTruthy()
    const withdrawals = await db.selectFrom('withdrawals').select(['state', 'amount']).where('user_id', '=', host.id).execute()
    expect(withdrawals.map((w) => w.state).sort()).toEqual(['completed', 'processing'])
    const balance = await walletBalance(db, host.id)
    expect(balance).toBeGreaterThan(0)
    // each within a withdrawal's limit; the wallet's agreement still to accept, so the screen shows it (decision 0082)
    for (const w of withdrawals) expect(Number(w.amount)).toBeLessThanOrEqual(WITHDRAWAL_LIMITS.private.maxFen)
    expect(await db.selectFrom('wallet_agreements').select('user_id').execute()).toEqual([])
  })

  it('does nothing when users exist', async () => {
    const users = await count('users')
    const result = await run('seed')
    expect(result).toEqual({ code: 0, out: ['the database already has users: nothing seeded'], err: [] })
    expect(await seedDemo(db, config, clock)).toEqual([])
    expect(await count('users')).toBe(users)
  })
})

describe('landlord', () => {
  it('creates a landlord with every flag', async () => {
    const result = await run('landlord', 'create', '--mobile', '13700000001', '--password', 'Spring#2026', '--name', '赵六',
      '--white', '--ka', '--realname', '--merchant-white', '--manager', '李经理,13900000001,BM002', '--city', '110100')
    expect(result.code).toBe(0)
    expect(result.out).toContain('real name: 赵六')
    expect(result.out).toContain('business manager: 李经理 13900000001 BM002')
    const row = await user('86', '13700000001')
    expect(row).toMatchObject({ white_user: 1, is_ka: 1, merchant_white: 1, landlord_pass: 1, realname_state: 'passed', city_id: '110100' })
    expect(await verifyPassword('Spring#2026', row.password_hash ?? '')).toBe(true)
  })

  it('creates an overseas landlord from "+81 0..." with the trunk 0 dropped', async () => {
    const result = await run('landlord', 'create', '--mobile', '+81 08011112222', '--overseas', '--realname', '--passport', 'ab1234567')
    expect(result.code).toBe(0)
    expect(await user('81', '8011112222')).toMatchObject({ is_oversea: 1, passport_no: 'AB1234567', realname_state: 'passed' })
  })

  it.each([
    [['landlord', 'create'], '--mobile is required'],
    [['landlord', 'create', '--mobile', '12345'], 'not a valid mobile'],
    [['landlord', 'create', '--mobile', '13800000001'], 'already registered'],
    [['landlord', 'create', '--mobile', '13700000009', '--password', 'simple'], 'password too simple'],
    [['landlord', 'create', '--mobile', '13700000009', '--manager', 'OnlyName'], '--manager must be'],
    [['landlord', 'create', '--mobile', '13700000009', '--city', '330000'], 'not a city code'],
    [['landlord', 'create', '--mobile', '13700000009', '--realname', '--id-card', '110101199003071234'], 'not a valid ID card'],
    [['landlord', 'create', '--mobile', '13700000009', '--bogus'], "Unknown option '--bogus'"],
    [['landlord', 'set', '13800000002', '--white', 'maybe'], '--white takes on or off'],
    [['landlord', 'set', '13800000002'], 'at least one option'],
    [['landlord', 'set', '13600000000', '--white', 'on'], 'no landlord with mobile +86 13600000000'],
    [['landlord', 'show'], 'expected 1 argument'],
    [['landlord', 'delete', '13800000002'], 'landlord needs create, set or show'],
    [['frobnicate'], 'unknown command: frobnicate'],
  ])('refuses %j', async (argv, message) => {
    const users = await count('users')
    const result = await run(...argv)
    expect(result.code).toBe(1)
    expect(result.err[0]).toContain(message)
    expect(await count('users')).toBe(users)
  })

  it('sets and clears flags and the manager', async () => {
    const set = await run('landlord', 'set', '13800000002', '--overseas', 'on', '--white', 'on', '--ka', 'on', '--merchant-white', 'on',
      '--manager', '王经理,13900000000,BM001')
    expect(set.code).toBe(0)
    const managers = await count('business_managers')
    expect(await user('86', '13800000002')).toMatchObject({ is_oversea: 1, white_user: 1, is_ka: 1, merchant_white: 1 })
    await run('landlord', 'set', '13800000002', '--overseas', 'off', '--white', 'off', '--ka', 'off', '--merchant-white', 'off', '--manager', 'none',
      '--realname', 'on', '--name', '钱七')
    expect(await user('86', '13800000002')).toMatchObject({
      is_oversea: 0, white_user: 0, is_ka: 0, merchant_white: 0, housekeeper_id: null, realname_state: 'passed', real_name: '钱七',
    })
    expect(await count('business_managers')).toBe(managers)
    await run('landlord', 'set', '13800000002', '--realname', 'off')
    expect(await user('86', '13800000002')).toMatchObject({ landlord_pass: 0, need_check: 1, realname_state: 'none' })
  })

  it('shows a landlord', async () => {
    const result = await run('landlord', 'show', '13800000001')
    expect(result.code).toBe(0)
    expect(result.out).toEqual(expect.arrayContaining([
      'mobile: +86 13800000001', 'identity: mainland (CHN)', 'real-name: passed (landlordPass 1)',
      'city: 杭州市 Hangzhou (330100)', 'business manager: 王经理 13900000000 BM001', 'unread system messages: 3',
    ]))
    expect(result.out.find((l) => l.startsWith('ID card:'))).toMatch(/^ID card: \d{4}\*{10}[\dX]{4}$/)
  })
})

describe('realname', () => {
  it('approves the pending overseas submission', async () => {
    const result = await run('realname', 'approve', '+81 09012345678')
    expect(result.code).toBe(0)
    const overseas = await user('81', '9012345678')
    expect(overseas).toMatchObject({ realname_state: 'passed', landlord_pass: 1, need_check: 0 })
    const submission = await db.selectFrom('realname_submissions').select('state').where('user_id', '=', overseas.id).executeTakeFirstOrThrow()
    expect(submission.state).toBe('passed')
    const again = await run('realname', 'approve', '9012345678', '--country', '81')
    expect(again.code).toBe(1)
    expect(again.err[0]).toContain('no pending overseas real-name submission')
  })

  it('rejects a pending submission', async () => {
    await run('landlord', 'create', '--mobile', '+81 09033334444')
    const row = await user('81', '9033334444')
    await db.insertInto('realname_submissions').values({
      user_id: row.id, kind: 'overseas', real_name: '', id_card_no: '', passport_no: 'TR7654321', images: '[]', state: 'pending', created_at: clock,
    }).execute()
    await db.updateTable('users').set({ realname_state: 'pending' }).where('id', '=', row.id).execute()
    expect((await run('realname', 'reject', '+81 09033334444')).code).toBe(0)
    expect(await user('81', '9033334444')).toMatchObject({ realname_state: 'failed', landlord_pass: 0 })
  })

  it('needs approve or reject', async () => {
    expect((await run('realname', 'maybe', '13800000001')).code).toBe(1)
  })
})

describe('message send', () => {
  it('sends an unread system message', async () => {
    const host = await user('86', '13800000002')
    const result = await run('message', 'send', '13800000002', '--title', '新订单', '--content', '您有一个新订单', '--tips', '请尽快确认', '--jump', '/order/orderList')
    expect(result.code).toBe(0)
    const row = await db.selectFrom('system_messages').selectAll().where('user_id', '=', host.id).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ title: '新订单', content: '您有一个新订单', tips: '请尽快确认', jump_url: '/order/orderList', is_read: 0 })
  })

  it.each([
    [['--content', 'c'], '--title is required'],
    [['--title', 't'], '--content is required'],
    [['--title', 't', '--content', 'c', '--jump', 'javascript:alert(1)'], '--jump must be'],
    [['--title', 'x'.repeat(51), '--content', 'c'], 'at most 50'],
  ])('refuses %j', async (options, message) => {
    const messages = await count('system_messages')
    const result = await run('message', 'send', '13800000002', ...options)
    expect(result.code).toBe(1)
    expect(result.err[0]).toContain(message)
    expect(await count('system_messages')).toBe(messages)
  })
})

describe('codes', () => {
  it('lists the codes sent to a mobile or an e-mail address, newest first', async () => {
    const sent = (channel: 'sms' | 'email', target: string, scene: string, code: string, at: number) =>
      db.insertInto('outbound_messages').values({ channel, target, scene, code, body: `code ${code}`, created_at: at }).execute()
    await sent('sms', '+86 13800000001', 'login', '111111', clock)
    await sent('sms', '+86 13800000001', 'resetPassword', '222222', clock + 5000)
    await sent('sms', '+86 13800000002', 'login', '333333', clock + 6000)
    await sent('email', 'host@example.com', 'resetPassword', '444444', clock + 7000)
    const result = await run('codes', '13800000001')
    expect(result.code).toBe(0)
    expect(result.out).toHaveLength(2)
    expect(result.out[0]).toContain('resetPassword')
    expect(result.out[0]).toContain('222222')
    expect(result.out[0]).toContain(new Date(clock + 5000).toISOString())
    expect(result.out[1]).toContain('111111')
    expect((await run('codes', 'Host@Example.com')).out[0]).toContain('444444')
    expect((await run('codes', '13900000009')).out).toEqual(['no codes sent to 13900000009'])
    expect((await run('codes')).code).toBe(1)
  })
})

describe('argument parsers', () => {
  it('reads mobiles with or without the calling code', () => {
    expect(parseMobile('138 0000-0001', '86')).toEqual({ mobile: '13800000001', country: '86' })
    expect(parseMobile('+81 09012345678', '86')).toEqual({ mobile: '9012345678', country: '81' })
    expect(parseMobile('09012345678', '+81')).toEqual({ mobile: '9012345678', country: '81' })
    expect(() => parseMobile('23800000001', '86')).toThrow(ConsoleError)
    expect(() => parseMobile('13800000001', 'xx')).toThrow(ConsoleError)
  })

  it('reads a manager or none', () => {
    expect(parseManager('王经理，13900000000，BM001')).toEqual({ realName: '王经理', mobile: '13900000000', staffNo: 'BM001' })
    expect(parseManager('none')).toBeNull()
    expect(() => parseManager('王经理,123,BM001')).toThrow(ConsoleError)
  })
})

describe('npm run console', () => {
  it('prints help with exit 0 and exits 1 with a message on bad input', async () => {
    const exec = promisify(execFile)
    const env = { ...process.env, DATA_DIR: dataDir, ...(testDb.databaseUrl ? { DATABASE_URL: testDb.databaseUrl } : {}) }
    const tsx = path.resolve('node_modules/.bin/tsx')
    const help = await exec(tsx, ['src/server/console/main.ts', 'help'], { env })
    expect(help.stdout).toContain('landlord create --mobile M')
    const bad = await exec(tsx, ['src/server/console/main.ts', 'landlord', 'show', '13600000000'], { env }).catch((e: { code: number; stderr: string }) => e)
    expect('code' in bad && bad.code).toBe(1)
    expect((bad as { stderr: string }).stderr).toContain('no landlord with mobile +86 13600000000')
  })
})
