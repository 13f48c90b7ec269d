import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import type { PayoutAccountDetails } from '../../src/domain/payout/schemas'
import { verifyPassword } from '../../src/server/services/uic/password'
import { PRIVATE_ACCOUNT, PUBLIC_ACCOUNT } from './payout-fixtures'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'

let server: TestServer
let host: SignedIn
let other: SignedIn

const PRIVATE = PRIVATE_ACCOUNT
const PUBLIC = PUBLIC_ACCOUNT
const PASSWORD = { withdrawPassword: '482913', withdrawPasswordConfirm: '482913' }

const rowOf = (id: string) => server.db.selectFrom('payout_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const count = async () => Number((await server.db.selectFrom('payout_accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
  const mobile = freshMobile()
  host = await smsLogin(server, mobile)
  await setLandlord(server.db, mobile, '86', { merchantWhite: true })
  const otherMobile = freshMobile()
  other = await smsLogin(server, otherMobile)
  await setLandlord(server.db, otherMobile, '86', { merchantWhite: true })
})
afterAll(async () => {
  await server.close()
})

describe('payout accounts (issue 15, decision 0044)', () => {
  it('keeps a draft, then submits a private account for review with its password hashed', async () => {
    const draft = await server.api('merchantSave', { details: { ...PRIVATE, cardNumber: '' }, submit: false }, { session: host })
    expect(draft.body).toMatchObject({ status: 200, content: { state: 'creating', version: 0 } })
    const id = (draft.body!.content as { id: string }).id
    const submitted = await server.api('merchantSave', { id, version: 0, details: PRIVATE, submit: true, ...PASSWORD }, { session: host })
    expect(submitted.body).toMatchObject({ status: 200, content: { id, state: 'pendingReview', version: 1 } })
    const row = await rowOf(id)
    expect(row.withdraw_password_hash).not.toContain('482913')
    expect(await verifyPassword('482913', row.withdraw_password_hash!)).toBe(true)
    expect(row.details).not.toContain('482913')

    const list = await server.api('merchantList', {}, { session: host })
    expect(list.body?.content).toMatchObject({ list: [{ id, state: 'pendingReview', cardTail: '4567', hasPassword: true, holderName: '张明' }] })
    const detail = await server.api('merchantDetail', { id }, { session: host })
    expect(detail.body?.content).toMatchObject({ id, details: PRIVATE })
    expect(JSON.stringify(detail.body)).not.toContain('482913')
  })

  it('keeps the withdrawal password out of the idempotency store: a retry with its key is the same write', async () => {
    const idemKey = crypto.randomUUID()
    const first = await server.api('merchantSave', { details: PRIVATE, submit: true, ...PASSWORD }, { session: host, idemKey })
    const retry = await server.api('merchantSave', { details: PRIVATE, submit: true, withdrawPassword: '111111', withdrawPasswordConfirm: '111111' }, { session: host, idemKey })
    expect(retry.body).toEqual(first.body)
    const stored = await server.db.selectFrom('idempotency_keys').selectAll().where('key', '=', idemKey).executeTakeFirstOrThrow()
    expect(`${stored.request_hash}${stored.response}`).not.toContain('482913')
    const { id } = first.body!.content as { id: string }
    expect(await verifyPassword('482913', (await rowOf(id)).withdraw_password_hash!)).toBe(true)
  })

  it('refuses a submit that breaks a rule with its key and field, and stores nothing', async () => {
    const before = await count()
    const cases: Array<[Partial<PayoutAccountDetails> | Record<string, string>, string, string]> = [
      [{ shortName: '一二三四五六七八九十一二三四五六七' }, 'tooLong', 'shortName'],
      [{ holderName: '李雷' }, 'holderMustBePerson', 'holderName'],
      [{ reservedPhone: '1380000000' }, 'payoutPhone11', 'reservedPhone'],
      [{ idValidity: { type: 'period', start: '2099-01-01', end: '2100-01-01' } } as Partial<PayoutAccountDetails>, 'startDateAfterToday', 'idValidity.start'],
      [{ agreementAccepted: false } as Partial<PayoutAccountDetails>, 'agreementRequired', 'agreementAccepted'],
      [{ withdrawPasswordConfirm: '482914' }, 'withdrawPasswordMismatch', 'withdrawPasswordConfirm'],
      [{ withdrawPassword: '4829', withdrawPasswordConfirm: '4829' }, 'withdrawPasswordSixDigits', 'withdrawPassword'],
    ]
    for (const [change, key, field] of cases) {
      const passwords = 'withdrawPassword' in change || 'withdrawPasswordConfirm' in change ? { ...PASSWORD, ...change } : PASSWORD
      const details = 'withdrawPassword' in change || 'withdrawPasswordConfirm' in change ? PRIVATE : { ...PRIVATE, ...change }
      const reply = await server.api('merchantSave', { details, submit: true, ...passwords }, { session: host })
      expect(reply.body, key).toMatchObject({ status: 400, errorMsg: key, errorField: field })
    }
    expect(await count()).toBe(before)
  })

  it('sends a public account to the bank transfer first; staff approve it, and it is never changed again', async () => {
    const saved = await server.api('merchantSave', { details: PUBLIC, submit: true, ...PASSWORD }, { session: host })
    expect(saved.body).toMatchObject({ status: 200, content: { state: 'verificationPending' } })
    const id = (saved.body!.content as { id: string }).id
    const listed = await staff('payout', 'list', host.mobile)
    expect(listed.out.some((line) => line.startsWith(id) && line.includes('verificationPending'))).toBe(true)
    // staff cannot approve what is not under review yet
    expect((await staff('payout', 'approve', id)).code).toBe(1)
    await server.db.updateTable('payout_accounts').set({ state: 'pendingReview' }).where('id', '=', id).execute()
    const approved = await staff('payout', 'approve', id)
    expect(approved).toMatchObject({ code: 0 })
    expect((await rowOf(id)).state).toBe('approved')
    const messages = await server.db.selectFrom('system_messages').selectAll().where('user_id', '=', Number(host.userId)).execute()
    expect(messages.some((m) => m.title === '收款账户审核通过' && m.content.includes('西湖小院') && m.jump_url === '/settle/merchantlist')).toBe(true)
    const sms = await server.db.selectFrom('outbound_messages').selectAll().where('scene', '=', 'payoutReview').where('target', '=', `+86 ${host.mobile}`).execute()
    expect(sms.some((m) => m.channel === 'sms' && m.body.includes('已审核通过'))).toBe(true)

    const version = (await rowOf(id)).version
    const edit = await server.api('merchantSave', { id, version, details: { ...PUBLIC, shortName: '改名' }, submit: false }, { session: host })
    expect(edit.body).toMatchObject({ status: 422, errorMsg: 'payoutAccountLocked' })
    expect(JSON.parse((await rowOf(id)).details).shortName).toBe('西湖小院')
  })

  it('tells the host why staff rejected, and a corrected account goes back to review', async () => {
    const saved = await server.api('merchantSave', { details: PRIVATE, submit: true, ...PASSWORD }, { session: host })
    const id = (saved.body!.content as { id: string }).id
    expect((await staff('payout', 'reject', id)).code).toBe(1)
    expect((await staff('payout', 'reject', id, '--reason', '银行卡号与开户人不符')).code).toBe(0)
    const list = await server.api('merchantList', {}, { session: host })
    const entry = (list.body!.content as { list: Array<{ id: string; state: string; rejectReason: string | null; version: number }> }).list.find((a) => a.id === id)!
    expect(entry).toMatchObject({ state: 'rejected', rejectReason: '银行卡号与开户人不符' })
    const again = await server.api('merchantSave', { id, version: entry.version, details: { ...PRIVATE, cardNumber: '6222021202049999999' }, submit: true, ...PASSWORD }, { session: host })
    expect(again.body).toMatchObject({ status: 200, content: { state: 'pendingReview' } })
    expect((await rowOf(id)).reject_reason).toBeNull()
  })

  it('refuses a stale version with the current account, and changes nothing', async () => {
    const saved = await server.api('merchantSave', { details: PRIVATE, submit: false }, { session: host })
    const id = (saved.body!.content as { id: string }).id
    await server.api('merchantSave', { id, version: 0, details: { ...PRIVATE, shortName: '第一次' }, submit: false }, { session: host })
    const stale = await server.api('merchantSave', { id, version: 0, details: { ...PRIVATE, shortName: '第二次' }, submit: false }, { session: host })
    expect(stale.body).toMatchObject({ status: 409, errorMsg: 'versionConflict', content: { version: 1 } })
    expect(JSON.parse((await rowOf(id)).details).shortName).toBe('第一次')
  })

  it("never shows or changes another landlord's account", async () => {
    const saved = await server.api('merchantSave', { details: PRIVATE, submit: false }, { session: host })
    const id = (saved.body!.content as { id: string }).id
    expect((await server.api('merchantDetail', { id }, { session: other })).body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    const write = await server.api('merchantSave', { id, details: { ...PRIVATE, shortName: '别人的' }, submit: false }, { session: other })
    expect(write.body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    expect(JSON.parse((await rowOf(id)).details).shortName).toBe(PRIVATE.shortName)
    const theirs = await server.api('merchantList', {}, { session: other })
    expect(JSON.stringify(theirs.body)).not.toContain(id)
  })

  it('turns away a KA merchant and a mainland landlord off the merchant white list, with the spec keys', async () => {
    const kaMobile = freshMobile()
    const ka = await smsLogin(server, kaMobile)
    await setLandlord(server.db, kaMobile, '86', { merchantWhite: true, ka: true })
    expect((await server.api('merchantList', {}, { session: ka })).body).toMatchObject({ status: 403, errorMsg: 'kaNoPermission' })
    const offList = await smsLogin(server, freshMobile())
    expect((await server.api('merchantList', {}, { session: offList })).body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    const before = await count()
    expect((await server.api('merchantSave', { details: PRIVATE, submit: true, ...PASSWORD }, { session: offList })).body).toMatchObject({ status: 403 })
    expect(await count()).toBe(before)
  })
})
