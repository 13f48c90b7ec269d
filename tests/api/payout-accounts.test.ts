import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import type { PayoutAccountDetails } from '../../src/domain/payout/schemas'
import { verifyPassword } from '../../src/server/services/uic/password'
import { ownDetails, PRIVATE_ACCOUNT, PUBLIC_ACCOUNT, reservedPhoneCode, submitPayout } from './payout-fixtures'
import { smsTarget } from '../../src/server/services/uic/service'
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
    const own = await ownDetails(server, host, PRIVATE)
    const draft = await server.api('merchantSave', { details: { ...own, cardNumber: '' }, submit: false }, { session: host })
    expect(draft.body).toMatchObject({ status: 200, content: { state: 'creating', version: 0 } })
    const id = (draft.body!.content as { id: string }).id
    const phoneCode = await reservedPhoneCode(server, host, own.reservedPhone, id)
    const submitted = await server.api('merchantSave', { id, version: 0, details: own, submit: true, ...PASSWORD, phoneCode }, { session: host })
    expect(submitted.body).toMatchObject({ status: 200, content: { id, state: 'pendingReview', version: 1 } })
    const row = await rowOf(id)
    expect(row.withdraw_password_hash).not.toContain('482913')
    expect(await verifyPassword('482913', row.withdraw_password_hash!)).toBe(true)
    expect(row.details).not.toContain('482913')
    expect(row.verified_phone).toBe(own.reservedPhone)

    const list = await server.api('merchantList', {}, { session: host })
    expect(list.body?.content).toMatchObject({ list: [{ id, state: 'pendingReview', cardTail: '4567', hasPassword: true, holderName: '张明' }] })
    const detail = await server.api('merchantDetail', { id }, { session: host })
    expect(detail.body?.content).toMatchObject({ id, details: own, verifiedPhone: own.reservedPhone, transfer: null })
    expect(JSON.stringify(detail.body)).not.toContain('482913')
  })

  it('keeps the withdrawal password out of the idempotency store: a retry with its key is the same write', async () => {
    const own = await ownDetails(server, host, PRIVATE)
    const phoneCode = await reservedPhoneCode(server, host, own.reservedPhone)
    const idemKey = crypto.randomUUID()
    const first = await server.api('merchantSave', { details: own, submit: true, ...PASSWORD, phoneCode }, { session: host, idemKey })
    expect(first.body?.status).toBe(200)
    const retry = await server.api('merchantSave', { details: own, submit: true, withdrawPassword: '111111', withdrawPasswordConfirm: '111111', phoneCode }, { session: host, idemKey })
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

  it('sends a public account to the bank transfer first; the host confirms it after a wrong try; staff approve it, and it is never changed again', async () => {
    const { id } = await submitPayout(server, host, PUBLIC)
    expect((await rowOf(id)).state).toBe('verificationPending')
    const listed = await staff('payout', 'list', host.mobile)
    expect(listed.out.some((line) => line.startsWith(id) && line.includes('verificationPending'))).toBe(true)
    // staff cannot approve what is not under review yet
    expect((await staff('payout', 'approve', id)).code).toBe(1)
    // the bank has not sent anything yet: the delayed-transfer answer, nothing counted
    expect((await server.api('merchantPayValidate', { id, amount: '0.37', serial: 'AB12CD' }, { session: host })).body).toMatchObject({ status: 422, errorMsg: 'payTransferDelayed' })
    expect((await server.api('merchantDetail', { id }, { session: host })).body?.content).toMatchObject({ transfer: { sent: false, attemptsLeft: 3 } })

    const sent = await staff('payout', 'transfer', id, '--amount', '0.37', '--serial', 'AB12CD')
    expect(sent.code).toBe(0)
    expect(sent.out.join(' ')).toContain('0.37')
    expect((await server.api('merchantDetail', { id }, { session: host })).body?.content).toMatchObject({ transfer: { sent: true, attemptsLeft: 3 } })
    const notice = await server.db.selectFrom('system_messages').selectAll().where('user_id', '=', Number(host.userId)).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(notice).toMatchObject({ jump_url: '/settle/merchantlist' })
    expect(notice.content).not.toContain('0.37')

    expect((await server.api('merchantPayValidate', { id, amount: '0.3.7', serial: 'AB12CD' }, { session: host })).body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'amount' })
    const wrong = await server.api('merchantPayValidate', { id, amount: '0.38', serial: 'AB12CD' }, { session: host })
    expect(wrong.body).toMatchObject({ status: 422, errorMsg: 'payVerifyWrong', errorParams: { left: 2 } })
    expect((await rowOf(id)).state).toBe('verificationPending')
    const right = await server.api('merchantPayValidate', { id, amount: '0.37', serial: ' ab12cd' }, { session: host })
    expect(right.body).toMatchObject({ status: 200, content: { state: 'pendingReview' } })

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

  it('ends the transfer checks at the third wrong entry, even for the right one after it, until the bank sends again', async () => {
    const { id, details } = await submitPayout(server, host, PUBLIC)
    await staff('payout', 'transfer', id, '--amount', '0.51', '--serial', 'QW34ER')
    for (const left of [2, 1]) {
      expect((await server.api('merchantPayValidate', { id, amount: '0.5', serial: 'QW34ER' }, { session: host })).body).toMatchObject({ errorMsg: 'payVerifyWrong', errorParams: { left } })
    }
    expect((await server.api('merchantPayValidate', { id, amount: '0.51', serial: 'QW34EE' }, { session: host })).body).toMatchObject({ status: 422, errorMsg: 'payVerifyAttemptsLimit' })
    expect((await server.api('merchantPayValidate', { id, amount: '0.51', serial: 'QW34ER' }, { session: host })).body).toMatchObject({ status: 422, errorMsg: 'payVerifyAttemptsLimit' })
    expect((await rowOf(id)).state).toBe('verificationPending')
    expect((await server.api('merchantDetail', { id }, { session: host })).body?.content).toMatchObject({ transfer: { sent: true, attemptsLeft: 0 } })
    // the host may submit the same details again: a new transfer is waited for
    const version = (await rowOf(id)).version
    const again = await server.api('merchantSave', { id, version, details, submit: true, ...PASSWORD }, { session: host })
    expect(again.body).toMatchObject({ status: 200, content: { state: 'verificationPending' } })
    expect(await rowOf(id)).toMatchObject({ transfer_sent_at: null, transfer_attempts: 0 })
    await staff('payout', 'transfer', id, '--amount', '0.09', '--serial', 'ZX56CV')
    expect((await server.api('merchantPayValidate', { id, amount: '0.09', serial: 'ZX56CV' }, { session: host })).body).toMatchObject({ status: 200, content: { state: 'pendingReview' } })
  })

  it('tells the host why staff rejected; unchanged details are not sent again; a corrected account goes back to review', async () => {
    const { id, details } = await submitPayout(server, host, PRIVATE)
    expect((await staff('payout', 'reject', id)).code).toBe(1)
    expect((await staff('payout', 'reject', id, '--reason', '银行卡号与开户人不符')).code).toBe(0)
    const list = await server.api('merchantList', {}, { session: host })
    const entry = (list.body!.content as { list: Array<{ id: string; state: string; rejectReason: string | null; version: number }> }).list.find((a) => a.id === id)!
    expect(entry).toMatchObject({ state: 'rejected', rejectReason: '银行卡号与开户人不符' })
    const same = await server.api('merchantSave', { id, version: entry.version, details, submit: true, ...PASSWORD }, { session: host })
    expect(same.body).toMatchObject({ status: 422, errorMsg: 'payoutInfoUnchanged' })
    const sameDraft = await server.api('merchantSave', { id, version: entry.version, details: { ...details, shortName: ` ${details.shortName} ` }, submit: false }, { session: host })
    expect(sameDraft.body).toMatchObject({ status: 422, errorMsg: 'payoutInfoUnchanged' })
    // the phone the bank proved stays: no code needed for another card number
    const again = await server.api('merchantSave', { id, version: entry.version, details: { ...details, cardNumber: '6222021202049999999' }, submit: true, ...PASSWORD }, { session: host })
    expect(again.body).toMatchObject({ status: 200, content: { state: 'pendingReview' } })
    expect((await rowOf(id)).reject_reason).toBeNull()
  })

  it("changes the reserved phone only with the old number's code and the new one's", async () => {
    const { id, details } = await submitPayout(server, host, PRIVATE)
    await staff('payout', 'reject', id, '--reason', '请更换预留手机号')
    server.clock.advance(61_000) // one code a minute to a number: the submit's came just now
    const version = (await rowOf(id)).version
    const newPhone = freshMobile()
    const changed = { ...details, reservedPhone: newPhone }
    const save = (extra: Record<string, string>) => server.api('merchantSave', { id, version, details: changed, submit: true, ...PASSWORD, ...extra }, { session: host })
    expect((await save({})).body).toMatchObject({ status: 400, errorMsg: 'oldPhoneCodeRequired', errorField: 'oldPhoneCode' })
    const old = await server.api('merchantSendCode', { purpose: 'oldPhone', id }, { session: host })
    expect(old.body).toMatchObject({ status: 200, content: { sentTo: `${details.reservedPhone.slice(0, 3)}****${details.reservedPhone.slice(-4)}` } })
    const oldPhoneCode = await server.codeFor(smsTarget('86', details.reservedPhone))
    expect((await save({ oldPhoneCode })).body).toMatchObject({ status: 400, errorMsg: 'required', errorField: 'phoneCode' })
    const phoneCode = await reservedPhoneCode(server, host, newPhone, id)
    const wrongOld = String((Number(oldPhoneCode) + 1) % 1_000_000).padStart(6, '0')
    expect((await save({ oldPhoneCode: wrongOld, phoneCode })).body).toMatchObject({ status: 422, errorMsg: 'wrongCode', errorField: 'oldPhoneCode' })
    expect((await rowOf(id)).state).toBe('rejected')
    expect((await save({ oldPhoneCode, phoneCode })).body).toMatchObject({ status: 200, content: { state: 'pendingReview' } })
    expect((await rowOf(id)).verified_phone).toBe(newPhone)
  })

  it('sends the bank code again only after a minute', async () => {
    const phone = freshMobile()
    const first = await server.api('merchantSendCode', { purpose: 'reservedPhone', phone }, { session: host })
    expect(first.body).toMatchObject({ status: 200 })
    const soon = await server.api('merchantSendCode', { purpose: 'reservedPhone', phone }, { session: host })
    expect(soon.body).toMatchObject({ errorMsg: 'doNotClickTooFrequently' })
    server.clock.advance(61_000)
    expect((await server.api('merchantSendCode', { purpose: 'reservedPhone', phone }, { session: host })).body).toMatchObject({ status: 200 })
    expect((await server.api('merchantSendCode', { purpose: 'reservedPhone', phone: '1380000000' }, { session: host })).body).toMatchObject({ status: 400, errorMsg: 'payoutPhone11', errorField: 'reservedPhone' })
  })

  it("takes only the host's own scans, registered through the merchant media upload", async () => {
    const own = await ownDetails(server, host, PRIVATE)
    const phoneCode = await reservedPhoneCode(server, host, own.reservedPhone)
    const before = await count()
    const unknown = await server.api('merchantSave', { details: { ...own, idBackPhoto: '/realname/2026/11/not-mine.jpg' }, submit: true, ...PASSWORD, phoneCode }, { session: host })
    expect(unknown.body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'idBackPhoto' })
    expect(await count()).toBe(before)
    // another landlord cannot register this host's upload as theirs
    const media = await server.api('merchantMediaUpload', { settleAcctType: 'private', url: own.idFrontPhoto, width: 1000, height: 630 }, { session: other })
    expect(media.body).toMatchObject({ status: 403 })
  })

  it('sets a new withdrawal password with the code sent to the proved phone', async () => {
    const { id, details } = await submitPayout(server, host, PRIVATE)
    server.clock.advance(61_000)
    expect((await server.api('merchantSendCode', { purpose: 'resetPassword', id }, { session: host })).body).toMatchObject({ status: 200 })
    const code = await server.codeFor(smsTarget('86', details.reservedPhone))
    const reset = (extra: Record<string, string>) => server.api('merchantResetPassword', { id, code, withdrawPassword: '135790', withdrawPasswordConfirm: '135790', ...extra }, { session: host })
    expect((await reset({ withdrawPasswordConfirm: '135791' })).body).toMatchObject({ status: 400, errorMsg: 'withdrawPasswordMismatch' })
    expect((await reset({ withdrawPassword: '13579', withdrawPasswordConfirm: '13579' })).body).toMatchObject({ status: 400, errorMsg: 'withdrawPasswordSixDigits' })
    expect((await reset({ code: String((Number(code) + 1) % 1_000_000).padStart(6, '0') })).body).toMatchObject({ status: 422, errorMsg: 'wrongCode', errorField: 'code' })
    expect((await reset({})).body).toMatchObject({ status: 200 })
    expect(await verifyPassword('135790', (await rowOf(id)).withdraw_password_hash!)).toBe(true)
    // the code is used up
    expect((await reset({ withdrawPassword: '246802', withdrawPasswordConfirm: '246802' })).body).toMatchObject({ errorMsg: 'codeExpired' })
  })

  it('lists the banks, and the branches staff approved in a bank and city', async () => {
    const banks = await server.api('bankList', {}, { session: host })
    expect((banks.body?.content as { list: Array<{ name: string }> }).list.map((b) => b.name)).toContain('招商银行')
    const branch = '杭州文三路支行'
    const branches = () => server.api('bankBranchList', { bankName: '招商银行', city: '杭州市', keyword: '文三' }, { session: other })
    expect((await branches()).body?.content).toEqual({ list: [] })
    const { id } = await submitPayout(server, host, { ...PRIVATE, bankName: '招商银行', bankBranch: branch })
    expect((await branches()).body?.content).toEqual({ list: [] })
    await staff('payout', 'approve', id)
    expect((await branches()).body?.content).toEqual({ list: [branch] })
    expect((await server.api('bankBranchList', { bankName: '招商银行', city: '宁波市' }, { session: other })).body?.content).toEqual({ list: [] })
  })

  it('refuses a stale version with the current account, and changes nothing', async () => {
    const saved = await server.api('merchantSave', { details: PRIVATE, submit: false }, { session: host })
    const id = (saved.body!.content as { id: string }).id
    expect((await server.api('merchantSave', { id, version: 0, details: { ...PRIVATE, shortName: '第一次' }, submit: false }, { session: host })).body?.status).toBe(200)
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

  it('turns away an overseas landlord, white-listed or not: payout accounts are for mainland hosts (decision 0052)', async () => {
    const mobile = freshMobile()
    const abroad = await smsLogin(server, mobile)
    await setLandlord(server.db, mobile, '86', { overseas: true, merchantWhite: true })
    for (const [key, input] of [['merchantList', {}], ['bankList', {}], ['merchantStoreList', {}]] as const) {
      expect((await server.api(key, input, { session: abroad })).body, key).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    }
    const before = await count()
    const save = await server.api('merchantSave', { details: PRIVATE, submit: true, ...PASSWORD }, { session: abroad })
    expect(save.body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    expect(await count()).toBe(before)
  })
})
