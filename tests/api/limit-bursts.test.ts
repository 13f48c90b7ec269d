import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointDef, Guard } from '../../src/domain/endpoint-types'
import { endpoints } from '../../src/domain/endpoints'
import type { EndpointKey } from '../../src/domain/endpoints'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { withdrawPasswordKey } from '../../src/server/services/finance/payout'
import { alipayCheckKey } from '../../src/server/services/finance/payout-channels'
import { ALIPAY_CHECKS_PER_DAY } from '../../src/domain/payout/channels'
import { issuePenalty } from '../../src/server/services/risk/penalties'
import { HASHING, hashesDone } from '../../src/server/services/uic/hash-pool'
import { smsTarget } from '../../src/server/services/uic/service'
import { WALLET_AGREEMENT } from '../../src/domain/wallet/limits'
import { calendarHost, insertUnit } from './calendar-fixtures'
import { book } from './order-fixtures'
import { ownDetails, PRIVATE_ACCOUNT, reservedPhoneCode, submitPayout } from './payout-fixtures'
import { expectSlide, freshIp, freshMobile, humanTrack, registerUser } from './support/flows'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { ApiReply, TestServer } from './support/server'

/**
 * Every limit an endpoint claims (EndpointDef.guards) gets one concurrent-burst test, generated
 * from the table: a burst of calls from one address is judged as the same calls one by one would
 * be. An adapter per guarded endpoint sets the scene up and builds the guessed input; the burst
 * and its checks are shared per kind of guard.
 */

// ---- which endpoints claim which limits (from the table's type: a missing adapter does not compile) ----

type Table = typeof endpoints
type GuardsOf<K extends EndpointKey> = Table[K] extends { guards: readonly (infer G extends Guard)[] } ? G : never
type GuardedKey = { [K in EndpointKey]: [GuardsOf<K>] extends [never] ? never : K }[EndpointKey]

/** What a burst of each guard needs from an endpoint's adapter. */
type Setups = {
  /** Sign-in guesses from `ip`; `right` succeeds, a wrong one answers `wrongKey`. */
  signIn: {
    ip: string; right: string; wrongKey: 'wrongPassword' | 'wrongCode'; guess: (value: string, ip: string) => Promise<ApiReply>; codeId?: number
    /** Calls in flight at once: a password is hashed, and an address has at most HASHING.perAddress hashes in flight (more are refused unjudged). */
    inFlight?: number
  }
  /** A send to `target` (smsTarget or e-mail address). */
  codeSend: { target: string; send: (ip: string) => Promise<ApiReply> }
  /** One or more codes to guess (phoneChange and merchantSave check two): wrongCode names `field`. */
  codeGuess: Array<{
    field: string; codeId: number; right: string; guess: (code: string, ip: string) => Promise<ApiReply>
    /** Once the change applied, the same call answers it again (ok) without judging a code. */
    againOk?: true
  }>
  slide: { challengeId: string; targetX: number }
  withdrawPassword: { host: SignedIn; accountId: string; right: string; balance: number; code: string }
  appealOnce: { host: SignedIn; recordId: string }
  /** Checks of an account Alipay does not know, each a write of its own. */
  alipayCheck: { host: SignedIn; check: (ip: string) => Promise<ApiReply> }
}
type Adapter<K extends GuardedKey> = { [G in GuardsOf<K>]: () => Promise<Setups[G]> }
type Adapters = { [K in GuardedKey]: Adapter<K> }

// ---- shared helpers ----

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server?.close()
})

const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
const PASSWORD = 'Spring#2026'
const WITHDRAW_PASSWORD = '482913'
let emails = 0
const freshEmail = () => `burst-${Date.now() % 100_000}-${++emails}@example.com`

function must(reply: ApiReply, what: string): any {
  if (reply.body?.status !== 200) throw new Error(`${what}: ${reply.text}`)
  return reply.body.content
}

/** How an answer reads: 'ok', its errorMsg, or 'slide' (a 307 asking for a slide verification). */
function outcome(reply: ApiReply): string {
  if (reply.body?.status === 200) return 'ok'
  if (reply.http === 307) {
    expectSlide(reply)
    return 'slide'
  }
  return String(reply.body?.errorMsg ?? `http ${reply.http}`)
}

function tally(replies: readonly ApiReply[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const reply of replies) counts[outcome(reply)] = (counts[outcome(reply)] ?? 0) + 1
  return counts
}

/** `n` calls at once (or `inFlight` at a time, each sent as one ends). */
async function burst(n: number, call: (i: number) => Promise<ApiReply>, inFlight = n): Promise<ApiReply[]> {
  const replies: ApiReply[] = []
  let next = 0
  const worker = async () => {
    for (let i = next++; i < n; i = next++) replies[i] = await call(i)
  }
  await Promise.all(Array.from({ length: Math.min(n, inFlight) }, worker))
  return replies
}

/** `count` wrong values around `right` with the right one at `rightAt`: the guesses of a burst. */
function guesses(right: string, count: number, rightAt: number, wrong: (i: number) => string): string[] {
  const list = Array.from({ length: count - 1 }, (_, i) => wrong(i))
  list.splice(rightAt, 0, right)
  return list
}
const wrongCode = (right: string) => (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0')

/** The newest code sent to `target`: its id (to read its attempts) and the code itself. */
async function codeSentTo(target: string): Promise<{ codeId: number; code: string }> {
  const row = await server.db.selectFrom('verification_codes').select('id').where('target', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow()
  return { codeId: Number(row.id), code: await server.codeFor(target) }
}
async function attemptsOf(codeId: number): Promise<number> {
  return Number((await server.db.selectFrom('verification_codes').select('attempts').where('id', '=', codeId).executeTakeFirstOrThrow()).attempts)
}
async function mobileOf(session: SignedIn): Promise<string> {
  return (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(session.userId)).executeTakeFirstOrThrow()).mobile
}
async function newestId(table: 'verification_codes' | 'outbound_messages'): Promise<number> {
  const row = await server.db.selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirst()
  return Number(row?.id ?? 0)
}

/** A real-name host on the merchant white list, signed in. */
async function merchant(): Promise<SignedIn> {
  const host = await calendarHost(server)
  await setLandlord(server.db, await mobileOf(host), '86', { merchantWhite: true })
  return host
}

/**
 * A host who may withdraw (as tests/api/wallet.test.ts): an approved account, a settled stay of
 * 10,000 fen in the wallet, the agreement accepted and a withdrawal code sent to the host's mobile.
 */
async function walletHost(): Promise<{ host: SignedIn; accountId: string; code: string; codeId: number }> {
  const host = await merchant()
  const { id: accountId } = await submitPayout(server, host, PRIVATE_ACCOUNT, WITHDRAW_PASSWORD)
  expect((await staff('payout', 'approve', accountId)).code).toBe(0)
  const order = await book(server, await insertUnit(server, host), '2027-01-10', 1)
  await server.db.updateTable('orders').set({ state: 'completed', income: 10_000 }).where('order_no', '=', order.order_no).execute()
  expect((await staff('settle', 'order', order.order_no)).code).toBe(0)
  must(await server.api('walletAgree', { version: WALLET_AGREEMENT.version }, { session: host }), 'walletAgree')
  must(await server.api('walletCode', {}, { session: host }), 'walletCode')
  return { host, accountId, ...(await codeSentTo(smsTarget('86', await mobileOf(host)))) }
}

/** A registered number (password PASSWORD) with an e-mail address, for the reset by e-mail. */
async function userWithEmail(): Promise<{ mobile: string; email: string }> {
  const mobile = freshMobile()
  const user = await registerUser(server, mobile, PASSWORD)
  const email = freshEmail()
  await server.db.updateTable('users').set({ email }).where('id', '=', Number(user.userId)).execute()
  return { mobile, email }
}

/** A first social sign-in waiting for its number (as socialCallback leaves it), and a login code sent to a new number. */
async function socialTicketAndCode() {
  const mobile = freshMobile()
  const ticket = crypto.randomUUID()
  const now = server.clock.now()
  await server.db.insertInto('social_tickets').values({
    ticket_hash: createHash('sha256').update(ticket, 'utf8').digest('hex'), provider: 'wechat', open_id: `burst-${ticket}`, nick_name: 'Burst',
    redirect: null, created_at: now, expires_at: now + 10 * 60 * 1000, used_at: null,
  }).execute()
  must(await server.api('sendSmsCode', { mobile, scene: 'login' }), 'sendSmsCode')
  return { mobile, ticket, ...(await codeSentTo(smsTarget('86', mobile))) }
}

// ---- the bursts, one per kind of guard ----

const SIGN_IN_BURST = 20
const GUESS_BURST = 40
const RIGHT_AT = 29

const runners: { [G in Guard]: (key: EndpointKey, setup: Setups[G]) => Promise<void> } = {
  async signIn(key, s) {
    const hashesBefore = hashesDone()
    const list = guesses(s.right, SIGN_IN_BURST, 15, (i) => (s.wrongKey === 'wrongCode' ? wrongCode(s.right)(i) : `Wrong#${i}x`))
    const replies = await burst(list.length, (i) => s.guess(list[i]!, s.ip), s.inFlight)
    const counts = tally(replies)
    const judgedWrong = counts[s.wrongKey] ?? 0
    // at most 5 judged wrong; the rest refused before judging (a slide, or a wait), or the right one
    expect(judgedWrong, JSON.stringify(counts)).toBeLessThanOrEqual(5)
    for (const [answer, n] of Object.entries(counts)) {
      // socialRegister: the ticket used by the right guess refuses the rest before judging
      expect(['ok', s.wrongKey, 'slide', 'tooManyRequests', 'serverBusy', 'socialTicketExpired'], `${answer} x${n}`).toContain(answer)
    }
    expect(counts.ok ?? 0).toBeLessThanOrEqual(1)
    if (key === 'passwordLogin') expect(hashesDone() - hashesBefore, JSON.stringify(counts)).toBeLessThanOrEqual(6)
    if (s.codeId !== undefined) expect(await attemptsOf(s.codeId)).toBeLessThanOrEqual(5)
  },

  async codeSend(_key, s) {
    const [codesBefore, messagesBefore] = [await newestId('verification_codes'), await newestId('outbound_messages')]
    const ip = freshIp()
    const replies = await burst(20, () => s.send(ip))
    expect(tally(replies)).toEqual({ ok: 1, doNotClickTooFrequently: 19 })
    const codes = await server.db.selectFrom('verification_codes').select('id').where('target', '=', s.target).where('id', '>', codesBefore).execute()
    const messages = await server.db.selectFrom('outbound_messages').select('id').where('target', '=', s.target).where('id', '>', messagesBefore).execute()
    expect([codes.length, messages.length]).toEqual([1, 1])
  },

  async codeGuess(_key, cases) {
    for (const c of cases) {
      const ip = freshIp()
      const list = guesses(c.right, GUESS_BURST, RIGHT_AT, wrongCode(c.right))
      const replies = await burst(list.length, (i) => c.guess(list[i]!, ip))
      const counts = tally(replies)
      const label = `${c.field}: ${JSON.stringify(counts)}`
      const wrong = counts.wrongCode ?? 0
      const ok = counts.ok ?? 0
      if (!c.againOk) expect(ok, label).toBeLessThanOrEqual(1)
      const judged = wrong + Math.min(ok, 1)
      expect(await attemptsOf(c.codeId), label).toBeLessThanOrEqual(5)
      expect(judged, label).toBeLessThanOrEqual(5)
      if (wrong >= 5) expect(ok, label).toBe(0)
      // a wrong guess is refused on the field guessed; the rest were refused before comparing
      for (const reply of replies) if (outcome(reply) === 'wrongCode') expect(reply.body.errorField, label).toBe(c.field)
      // (a withdrawal claims a password try before the code: with five claims in flight the rest
      // are refused as withdrawPasswordAttempts, before their code is compared)
      for (const answer of Object.keys(counts)) expect(['ok', 'wrongCode', 'codeExpired', 'slide', 'tooManyRequests', 'serverBusy', 'socialTicketExpired', 'withdrawPasswordAttempts'], label).toContain(answer)
    }
  },

  async slide(_key, s) {
    const ip = freshIp()
    const drags = Array.from({ length: 21 }, (_, i) => (i === 15 ? s.targetX : (s.targetX + 40 + i) % 300))
    const replies = await burst(drags.length, (i) =>
      server.api('slideVerify', { challengeId: s.challengeId, x: drags[i]!, track: humanTrack(drags[i]!) }, { ip }))
    const counts = tally(replies)
    // a try that claimed one of the 3 says how many are left; the others were refused unjudged
    const claimed = replies.filter((r) => r.body?.status === 200 || r.body?.errorParams?.attemptsLeft !== undefined).length
    const row = await server.db.selectFrom('slide_challenges').select(['attempts', 'passed_at']).where('id', '=', s.challengeId).executeTakeFirstOrThrow()
    const label = `${JSON.stringify(counts)}, claimed ${claimed}, attempts ${row.attempts}`
    expect(Number(row.attempts), label).toBeLessThanOrEqual(3)
    expect(claimed, label).toBeLessThanOrEqual(3)
    expect(Object.keys(counts).every((a) => a === 'ok' || a === 'slideFailed'), label).toBe(true)
    expect(row.passed_at !== null, label).toBe((counts.ok ?? 0) === 1)
  },

  async withdrawPassword(_key, s) {
    const hashesBefore = hashesDone()
    const list = guesses(s.right, 31, 20, (i) => String(100_000 + i))
    const replies = await burst(list.length, (i) =>
      // the limit is the host's, from any address: each call from its own, so that the cap on
      // hashing in flight per address (HASHING.perAddress, below the limit) does not hide it
      server.api('walletWithdraw', { accountId: s.accountId, amount: 100, withdrawPassword: list[i]!, code: s.code }, { session: s.host, ip: freshIp() }))
    const counts = tally(replies)
    const failures = await server.db.selectFrom('rate_events').select('id').where('key', '=', withdrawPasswordKey(Number(s.host.userId))).execute()
    const withdrawals = await server.db.selectFrom('withdrawals').select('id').where('user_id', '=', Number(s.host.userId)).execute()
    const hashes = hashesDone() - hashesBefore
    const label = `${JSON.stringify(counts)}, failures kept ${failures.length}, hashes ${hashes}, withdrawals ${withdrawals.length}`
    expect(failures.length, label).toBeLessThanOrEqual(5)
    expect(hashes, label).toBeLessThanOrEqual(6)
    // each wrong one judged saw a different count before it (so a different number left)
    const lefts = replies.filter((r) => r.body?.errorMsg === 'withdrawPasswordWrong').map((r) => r.body.errorParams.left)
    expect(new Set(lefts).size, label).toBe(lefts.length)
    // the right one withdrew once at most; refused, it was refused unjudged or as out of attempts, never as wrong
    const right = replies[20]!
    expect(['ok', 'withdrawPasswordAttempts', 'tooManyRequests', 'serverBusy'], label).toContain(outcome(right))
    expect(withdrawals.length, label).toBe(outcome(right) === 'ok' ? 1 : 0)
    if (failures.length === 5 && outcome(right) === 'ok') expect(lefts.length + 1, label).toBeLessThanOrEqual(5)
    const info = must(await server.api('walletInfo', {}, { session: s.host }), 'walletInfo') as { balance: number }
    expect(info.balance, label).toBe(s.balance - 100 * withdrawals.length)
  },

  async appealOnce(_key, s) {
    const replies = await burst(20, (i) =>
      server.api('riskAppealSubmit', { recordId: s.recordId, text: `Appeal ${i}: the guest's photo is of another flat.`, images: [] }, { session: s.host, ip: freshIp() }))
    expect(tally(replies)).toEqual({ ok: 1, appealNotAllowed: 19 })
    const rows = await server.db.selectFrom('violation_appeals').select('record_id').where('record_id', '=', s.recordId).execute()
    expect(rows).toHaveLength(1)
  },

  async alipayCheck(_key, s) {
    const replies = await burst(ALIPAY_CHECKS_PER_DAY * 2, () => s.check(freshIp()))
    // exactly the day's checks asked Alipay; the rest were refused before it was asked
    expect(tally(replies)).toEqual({ alipayNoAccount: ALIPAY_CHECKS_PER_DAY, alipayCheckLimit: ALIPAY_CHECKS_PER_DAY })
    const kept = await server.db.selectFrom('rate_events').select('id').where('key', '=', alipayCheckKey(Number(s.host.userId))).execute()
    expect(kept).toHaveLength(ALIPAY_CHECKS_PER_DAY)
  },
}

// ---- one adapter per guarded endpoint ----

const adapters: Adapters = {
  sendSmsCode: {
    async codeSend() {
      const mobile = freshMobile()
      return { target: smsTarget('86', mobile), send: (ip) => server.api('sendSmsCode', { mobile, scene: 'login' }, { ip }) }
    },
  },
  quickLogin: {
    async signIn() {
      const mobile = freshMobile()
      must(await server.api('sendSmsCode', { mobile, scene: 'login' }), 'sendSmsCode')
      const { codeId, code } = await codeSentTo(smsTarget('86', mobile))
      return { ip: freshIp(), right: code, wrongKey: 'wrongCode', codeId, guess: (value, ip) => server.api('quickLogin', { mobile, code: value }, { ip }) }
    },
    async codeGuess() {
      const mobile = freshMobile()
      must(await server.api('sendSmsCode', { mobile, scene: 'login' }), 'sendSmsCode')
      const { codeId, code } = await codeSentTo(smsTarget('86', mobile))
      return [{ field: 'code', codeId, right: code, guess: (value, ip) => server.api('quickLogin', { mobile, code: value }, { ip }) }]
    },
  },
  socialRegister: {
    async signIn() {
      const { mobile, code, codeId, ticket } = await socialTicketAndCode()
      return { ip: freshIp(), right: code, wrongKey: 'wrongCode', codeId, guess: (value, ip) => server.api('socialRegister', { mobile, code: value, ticket }, { ip }) }
    },
    async codeGuess() {
      const { mobile, code, codeId, ticket } = await socialTicketAndCode()
      return [{ field: 'code', codeId, right: code, guess: (value, ip) => server.api('socialRegister', { mobile, code: value, ticket }, { ip }) }]
    },
  },
  passwordLogin: {
    async signIn() {
      const mobile = freshMobile()
      await registerUser(server, mobile, PASSWORD)
      const guess = (password: string, ip: string) => server.api('passwordLogin', { mobile, password }, { ip })
      return { ip: freshIp(), right: PASSWORD, wrongKey: 'wrongPassword', guess, inFlight: HASHING.perAddress }
    },
  },
  register: {
    async codeGuess() {
      const mobile = freshMobile()
      must(await server.api('sendSmsCode', { mobile, scene: 'register' }), 'sendSmsCode')
      const { codeId, code } = await codeSentTo(smsTarget('86', mobile))
      return [{ field: 'code', codeId, right: code, guess: (value, ip) => server.api('register', { mobile, code: value, password: PASSWORD }, { ip }) }]
    },
  },
  resetPasswordBySms: {
    async codeGuess() {
      const mobile = freshMobile()
      await registerUser(server, mobile, PASSWORD)
      must(await server.api('sendSmsCode', { mobile, scene: 'resetPassword' }), 'sendSmsCode')
      const { codeId, code } = await codeSentTo(smsTarget('86', mobile))
      return [{ field: 'code', codeId, right: code, guess: (value, ip) => server.api('resetPasswordBySms', { mobile, code: value, password: 'Autumn#2027' }, { ip }) }]
    },
  },
  sendResetEmail: {
    async codeSend() {
      const { email } = await userWithEmail()
      return { target: email, send: (ip) => server.api('sendResetEmail', { email }, { ip }) }
    },
  },
  resetPasswordByEmail: {
    async codeGuess() {
      const { email } = await userWithEmail()
      must(await server.api('sendResetEmail', { email }), 'sendResetEmail')
      const { codeId, code } = await codeSentTo(email)
      return [{ field: 'code', codeId, right: code, guess: (value, ip) => server.api('resetPasswordByEmail', { email, code: value, password: 'Autumn#2027' }, { ip }) }]
    },
  },
  slideVerify: {
    async slide() {
      const challengeId = must(await server.api('slideChallenge'), 'slideChallenge').challengeId as string
      const row = await server.db.selectFrom('slide_challenges').select('target_x').where('id', '=', challengeId).executeTakeFirstOrThrow()
      return { challengeId, targetX: Number(row.target_x) }
    },
  },
  hotelContactCodeSend: {
    async codeSend() {
      const [session, mobile] = [await calendarHost(server), freshMobile()]
      return { target: smsTarget('86', mobile), send: (ip) => server.api('hotelContactCodeSend', { mobile }, { session, ip }) }
    },
  },
  hotelContactCodeCheck: {
    async codeGuess() {
      const [session, mobile] = [await calendarHost(server), freshMobile()]
      must(await server.api('hotelContactCodeSend', { mobile }, { session }), 'hotelContactCodeSend')
      const { codeId, code } = await codeSentTo(smsTarget('86', mobile))
      return [{ field: 'code', codeId, right: code, guess: (value, ip) => server.api('hotelContactCodeCheck', { mobile, code: value }, { session, ip }) }]
    },
  },
  merchantSendCode: {
    async codeSend() {
      const [session, phone] = [await merchant(), freshMobile()]
      return { target: smsTarget('86', phone), send: (ip) => server.api('merchantSendCode', { purpose: 'reservedPhone', phone }, { session, ip }) }
    },
  },
  merchantSave: {
    async codeGuess() {
      const withPassword = { submit: true, withdrawPassword: WITHDRAW_PASSWORD, withdrawPasswordConfirm: WITHDRAW_PASSWORD }
      // a new account: the code to the reserved phone typed in the form
      const session = await merchant()
      const details = await ownDetails(server, session, PRIVATE_ACCOUNT)
      const typed = await reservedPhoneCode(server, session, details.reservedPhone)
      const { codeId } = await codeSentTo(smsTarget('86', details.reservedPhone))
      // a rejected account whose reserved phone changes: the old phone's code, with the new one's right
      const other = await merchant()
      const { id, details: proved } = await submitPayout(server, other, PRIVATE_ACCOUNT, WITHDRAW_PASSWORD)
      expect((await staff('payout', 'reject', id, '--reason', '请更换预留手机号')).code).toBe(0)
      server.clock.advance(61_000)
      must(await server.api('merchantSendCode', { purpose: 'oldPhone', id }, { session: other }), 'merchantSendCode')
      const old = await codeSentTo(smsTarget('86', proved.reservedPhone))
      const changed = { ...proved, reservedPhone: freshMobile() }
      const phoneCode = await reservedPhoneCode(server, other, changed.reservedPhone, id)
      const { version } = await server.db.selectFrom('payout_accounts').select('version').where('id', '=', id).executeTakeFirstOrThrow()
      return [
        { field: 'phoneCode', codeId, right: typed, guess: (value, ip) => server.api('merchantSave', { details, ...withPassword, phoneCode: value }, { session, ip }) },
        {
          field: 'oldPhoneCode', codeId: old.codeId, right: old.code,
          guess: (value, ip) => server.api('merchantSave', { id, version: Number(version), details: changed, ...withPassword, oldPhoneCode: value, phoneCode }, { session: other, ip }),
        },
      ]
    },
  },
  merchantResetPassword: {
    async codeGuess() {
      const session = await merchant()
      const { id, details } = await submitPayout(server, session, PRIVATE_ACCOUNT, WITHDRAW_PASSWORD)
      server.clock.advance(61_000)
      must(await server.api('merchantSendCode', { purpose: 'resetPassword', id }, { session }), 'merchantSendCode')
      const { codeId, code } = await codeSentTo(smsTarget('86', details.reservedPhone))
      const fresh = { withdrawPassword: '975310', withdrawPasswordConfirm: '975310' }
      return [{ field: 'code', codeId, right: code, guess: (value, ip) => server.api('merchantResetPassword', { id, code: value, ...fresh }, { session, ip }) }]
    },
  },
  phoneChangeCodeOld: {
    async codeSend() {
      const session = await calendarHost(server)
      return { target: smsTarget('86', await mobileOf(session)), send: (ip) => server.api('phoneChangeCodeOld', {}, { session, ip }) }
    },
  },
  phoneChangeCodeNew: {
    async codeSend() {
      const [session, mobile] = [await calendarHost(server), freshMobile()]
      return { target: smsTarget('86', mobile), send: (ip) => server.api('phoneChangeCodeNew', { mobile, countryCode: '86' }, { session, ip }) }
    },
  },
  phoneChange: {
    async codeGuess() {
      /** A host with both codes sent: the old number's and the new number's. */
      const scene = async () => {
        const [session, mobile] = [await calendarHost(server), freshMobile()]
        must(await server.api('phoneChangeCodeOld', {}, { session }), 'phoneChangeCodeOld')
        must(await server.api('phoneChangeCodeNew', { mobile, countryCode: '86' }, { session }), 'phoneChangeCodeNew')
        const [old, next] = [await codeSentTo(smsTarget('86', await mobileOf(session))), await codeSentTo(smsTarget('86', mobile))]
        const change = (oldCode: string, code: string, ip: string) => server.api('phoneChange', { oldCode, mobile, countryCode: '86', code }, { session, ip })
        return { old, next, change }
      }
      const [a, b] = [await scene(), await scene()]
      return [
        { field: 'oldCode', codeId: a.old.codeId, right: a.old.code, guess: (value, ip) => a.change(value, a.next.code, ip), againOk: true },
        { field: 'code', codeId: b.next.codeId, right: b.next.code, guess: (value, ip) => b.change(b.old.code, value, ip), againOk: true },
      ]
    },
  },
  emailCodeSend: {
    async codeSend() {
      const [session, email] = [await calendarHost(server), freshEmail()]
      return { target: email, send: (ip) => server.api('emailCodeSend', { email }, { session, ip }) }
    },
  },
  emailCodeCheck: {
    async codeGuess() {
      const [session, email] = [await calendarHost(server), freshEmail()]
      must(await server.api('emailCodeSend', { email }, { session }), 'emailCodeSend')
      const { codeId, code } = await codeSentTo(email)
      return [{ field: 'code', codeId, right: code, guess: (value, ip) => server.api('emailCodeCheck', { email, code: value }, { session, ip }), againOk: true }]
    },
  },
  walletCode: {
    async codeSend() {
      const session = await merchant()
      return { target: smsTarget('86', await mobileOf(session)), send: (ip) => server.api('walletCode', {}, { session, ip }) }
    },
  },
  walletWithdraw: {
    async withdrawPassword() {
      const { host, accountId, code } = await walletHost()
      return { host, accountId, right: WITHDRAW_PASSWORD, balance: 10_000, code }
    },
    async codeGuess() {
      // the right password each time: the code is what is guessed (each guess from its own address,
      // so that the cap on hashing in flight per address does not refuse most of them unjudged)
      const { host, accountId, code, codeId } = await walletHost()
      return [{ field: 'code', codeId, right: code, guess: (value) => server.api('walletWithdraw', { accountId, amount: 100, withdrawPassword: WITHDRAW_PASSWORD, code: value }, { session: host, ip: freshIp() }) }]
    },
  },
  alipayAccountCheck: {
    async alipayCheck() {
      const host = await merchant()
      const { id } = await submitPayout(server, host, { ...PRIVATE_ACCOUNT, personName: '李华', holderName: '李华' }, WITHDRAW_PASSWORD)
      expect((await staff('payout', 'approve', id)).code).toBe(0)
      return { host, check: (ip) => server.api('alipayAccountCheck', { id, account: freshMobile(), name: '李华' }, { session: host, ip }) }
    },
  },
  riskAppealSubmit: {
    async appealOnce() {
      const host = await calendarHost(server)
      const record = await issuePenalty(server.db, { userId: Number(host.userId), luId: null, type: 'guestComplaint', method: 'warning', days: null, permanent: false, note: 'Burst warning' }, server.clock.now())
      return { host, recordId: record.id }
    },
  },
}

// ---- the tests ----

const guarded = Object.entries(endpoints as Record<string, EndpointDef>).filter(([, def]) => (def.guards ?? []).length > 0)

describe('limits claimed before the work they guard: concurrent bursts (issue 36)', () => {
  it('the table and the adapters agree: every guarded endpoint has an adapter for each of its guards, and no other', () => {
    const fromTable = Object.fromEntries(guarded.map(([key, def]) => [key, [...def.guards!].sort()]))
    const fromAdapters = Object.fromEntries(Object.entries(adapters).map(([key, adapter]) => [key, Object.keys(adapter).sort()]))
    expect(fromAdapters).toEqual(fromTable)
  })

  for (const [key, def] of guarded) {
    for (const guard of def.guards ?? []) {
      it(`${key}: a burst is judged as one by one (${guard})`, async () => {
        const setUp = (adapters as Record<string, Partial<Record<Guard, () => Promise<unknown>>>>)[key]?.[guard]
        if (!setUp) throw new Error(`no adapter for ${key} (${guard})`)
        await runners[guard](key as EndpointKey, (await setUp()) as never)
      })
    }
  }
})
