import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { balanceOf, type LedgerKind } from '../../src/domain/wallet/ledger'
import { beijingDay, WALLET_AGREEMENT, WITHDRAWAL_LIMITS } from '../../src/domain/wallet/limits'
import { withdrawPasswordKey } from '../../src/server/services/finance/payout'
import { walletBalance, withdrawWithinLimits } from '../../src/server/services/wallet/routes'
import { calendarHost, insertUnit } from './calendar-fixtures'
import { book } from './order-fixtures'
import { PRIVATE_ACCOUNT, submitPayout } from './payout-fixtures'
import { freshIp } from './support/flows'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { ApiReply, TestServer } from './support/server'

/**
 * The wallet's agreement, withdrawal code and limits (decision 0082): each rule and refusal, and
 * bursts of withdrawals sent at once judged as the same withdrawals one by one.
 */

let server: TestServer
const PASSWORD = '482913'
const LIMITS = WITHDRAWAL_LIMITS.private
const MINUTE = 60_000

const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

let night = 0
/** A host on the merchant white list with an approved private account and `income` fen settled into the wallet. */
async function payee(income: number, options: { agree?: boolean } = {}): Promise<{ host: SignedIn; accountId: string }> {
  const host = await calendarHost(server)
  await setLandlord(server.db, host.mobile, '86', { merchantWhite: true })
  const { id: accountId } = await submitPayout(server, host, PRIVATE_ACCOUNT, PASSWORD)
  expect((await staff('payout', 'approve', accountId)).code).toBe(0)
  night += 2
  const order = await book(server, await insertUnit(server, host), `2027-03-${String(1 + (night % 27)).padStart(2, '0')}`, 1)
  await server.db.updateTable('orders').set({ state: 'completed', income }).where('order_no', '=', order.order_no).execute()
  expect((await staff('settle', 'order', order.order_no)).code).toBe(0)
  if (options.agree !== false) ok(await server.api('walletAgree', { version: WALLET_AGREEMENT.version }, { session: host }))
  return { host, accountId }
}

function ok(reply: ApiReply): any {
  expect(reply.body, reply.text).toMatchObject({ status: 200 })
  return reply.body.content
}

/** A withdrawal code sent now (the clock moves on 10 minutes first: past the one-a-minute limit and the slide after 3 in 10 minutes). */
async function sendCode(host: SignedIn): Promise<string> {
  server.clock.advance(10 * MINUTE + 1)
  ok(await server.api('walletCode', {}, { session: host }))
  return server.codeFor(`+86 ${host.mobile}`)
}

const withdraw = (host: SignedIn, accountId: string, amount: number, code: string, ip = freshIp()) =>
  server.api('walletWithdraw', { accountId, amount, withdrawPassword: PASSWORD, code }, { session: host, ip })

async function newestCode(host: SignedIn): Promise<{ id: number; attempts: number; consumed: boolean }> {
  const row = await server.db.selectFrom('verification_codes').select(['id', 'attempts', 'consumed_at'])
    .where('target', '=', `+86 ${host.mobile}`).where('scene', '=', 'withdraw').orderBy('id', 'desc').executeTakeFirstOrThrow()
  return { id: Number(row.id), attempts: Number(row.attempts), consumed: row.consumed_at !== null }
}

async function ledgerSum(host: SignedIn): Promise<number> {
  const rows = await server.db.selectFrom('wallet_ledger').select(['kind', 'amount']).where('user_id', '=', Number(host.userId)).execute()
  return balanceOf(rows.map((r) => ({ kind: r.kind as LedgerKind, amount: Number(r.amount) })))
}

const withdrawalsOf = (host: SignedIn) => server.db.selectFrom('withdrawals').select(['id', 'amount']).where('user_id', '=', Number(host.userId)).execute()

function tally(replies: readonly ApiReply[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const reply of replies) {
    const answer = reply.body?.status === 200 ? 'ok' : String(reply.body?.errorMsg ?? `http ${reply.http}`)
    counts[answer] = (counts[answer] ?? 0) + 1
  }
  return counts
}

describe('the wallet agreement (spec 7 "wallet agree")', () => {
  it('is refused before anything is judged until accepted; accepting records the version and the time once', async () => {
    const { host, accountId } = await payee(10_000, { agree: false })
    const info = ok(await server.api('walletInfo', {}, { session: host }))
    expect(info.agreement).toEqual({ path: '/agreement/20.html', version: WALLET_AGREEMENT.version, acceptedVersion: null, acceptedAt: null, accepted: false })

    const code = await sendCode(host)
    const refused = await withdraw(host, accountId, 1_000, code)
    expect(refused.body).toMatchObject({ status: 422, errorMsg: 'walletAgreementRequired' })
    // nothing was claimed: no password guess counted, the code untouched, no money moved
    expect(await server.db.selectFrom('rate_events').select('id').where('key', '=', withdrawPasswordKey(Number(host.userId))).execute()).toEqual([])
    expect((await newestCode(host)).attempts).toBe(0)
    expect(await walletBalance(server.db, Number(host.userId))).toBe(10_000)

    // only the version the portal shows may be accepted
    expect((await server.api('walletAgree', { version: '2020-01-01' }, { session: host })).body).toMatchObject({ errorMsg: 'invalidValue', errorField: 'version' })
    const acceptedAt = server.clock.now()
    const accepted = ok(await server.api('walletAgree', { version: WALLET_AGREEMENT.version }, { session: host }))
    expect(accepted).toMatchObject({ acceptedVersion: WALLET_AGREEMENT.version, acceptedAt, accepted: true })
    server.clock.advance(MINUTE)
    expect(ok(await server.api('walletAgree', { version: WALLET_AGREEMENT.version }, { session: host }))).toMatchObject({ acceptedAt })
    expect(ok(await server.api('walletInfo', {}, { session: host })).agreement).toMatchObject({ accepted: true, acceptedAt })

    expect((await withdraw(host, accountId, 1_000, code)).body).toMatchObject({ status: 200, content: { balance: 9_000 } })

    // staff read it with the console; --reset asks for it again
    expect((await staff('wallet', 'agreement', host.mobile)).out[0]).toContain(`accepted version ${WALLET_AGREEMENT.version} at ${new Date(acceptedAt).toISOString()}`)
    expect((await staff('wallet', 'agreement', host.mobile, '--reset')).out[0]).toContain('not accepted')
    expect(ok(await server.api('walletInfo', {}, { session: host })).agreement).toMatchObject({ accepted: false, acceptedVersion: null })
    expect((await withdraw(host, accountId, 1_000, code)).body).toMatchObject({ errorMsg: 'walletAgreementRequired' })
  })

  it('an acceptance of an older version is asked again', async () => {
    const { host, accountId } = await payee(10_000)
    await server.db.updateTable('wallet_agreements').set({ version: '2026-01-01' }).where('user_id', '=', Number(host.userId)).execute()
    expect(ok(await server.api('walletInfo', {}, { session: host })).agreement).toMatchObject({ acceptedVersion: '2026-01-01', accepted: false })
    expect((await withdraw(host, accountId, 1_000, await sendCode(host))).body).toMatchObject({ errorMsg: 'walletAgreementRequired' })
  })
})

describe('the withdrawal code (spec 7 "wallet code")', () => {
  it('goes to the host\'s own mobile under the scene "withdraw", once a minute, recorded as every message', async () => {
    const { host } = await payee(10_000)
    server.clock.advance(10 * MINUTE)
    const sent = ok(await server.api('walletCode', {}, { session: host }))
    expect(sent.sentTo).toBe(`${host.mobile.slice(0, 3)}****${host.mobile.slice(-4)}`)
    const message = await server.db.selectFrom('outbound_messages').selectAll().where('target', '=', `+86 ${host.mobile}`).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(message).toMatchObject({ scene: 'withdraw' })
    expect((await server.api('walletCode', {}, { session: host })).body).toMatchObject({ errorMsg: 'doNotClickTooFrequently' })
    server.clock.advance(MINUTE)
    ok(await server.api('walletCode', {}, { session: host }))
  })

  it('is needed besides the password: missing, wrong, another scene\'s, expired or out of tries, the withdrawal is refused and nothing moves', async () => {
    const { host, accountId } = await payee(10_000)
    // none given: refused before the password is judged
    expect((await withdraw(host, accountId, 1_000, '')).body).toMatchObject({ status: 400, errorMsg: 'required', errorField: 'code' })
    expect(await server.db.selectFrom('rate_events').select('id').where('key', '=', withdrawPasswordKey(Number(host.userId))).execute()).toEqual([])
    // none sent yet
    expect((await withdraw(host, accountId, 1_000, '123456')).body).toMatchObject({ errorMsg: 'wrongCode', errorField: 'code' })
    // a code for another purpose (the phone change's, to the same number) does not confirm a withdrawal
    server.clock.advance(10 * MINUTE)
    ok(await server.api('phoneChangeCodeOld', {}, { session: host }))
    const other = await server.codeFor(`+86 ${host.mobile}`)
    expect((await withdraw(host, accountId, 1_000, other)).body).toMatchObject({ errorMsg: 'wrongCode', errorField: 'code' })

    const code = await sendCode(host)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect((await withdraw(host, accountId, 1_000, wrong)).body).toMatchObject({ errorMsg: 'wrongCode', errorField: 'code' })
    expect((await newestCode(host)).attempts).toBe(1)
    // a wrong password is judged first and does not touch the code
    const wrongPassword = await server.api('walletWithdraw', { accountId, amount: 1_000, withdrawPassword: '000000', code }, { session: host })
    expect(wrongPassword.body).toMatchObject({ errorMsg: 'withdrawPasswordWrong' })
    expect((await newestCode(host)).attempts).toBe(1)

    // past its 5 minutes the code is expired
    server.clock.advance(5 * MINUTE + 1)
    expect((await withdraw(host, accountId, 1_000, code)).body).toMatchObject({ errorMsg: 'codeExpired', errorField: 'code' })

    // 5 tries a code: the 5th wrong one burns it, and the right one is then refused as expired
    const fresh = await sendCode(host)
    const miss = String((Number(fresh) + 7) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++) expect((await withdraw(host, accountId, 1_000, miss)).body).toMatchObject({ errorMsg: 'wrongCode' })
    expect((await withdraw(host, accountId, 1_000, fresh)).body).toMatchObject({ errorMsg: 'codeExpired', errorField: 'code' })
    expect(await withdrawalsOf(host)).toEqual([])
    expect(await walletBalance(server.db, Number(host.userId))).toBe(10_000)

    // the right code withdraws once: it is used up by the withdrawal it confirmed
    const right = await sendCode(host)
    expect((await withdraw(host, accountId, 1_000, right)).body).toMatchObject({ status: 200, content: { balance: 9_000 } })
    expect(await newestCode(host)).toMatchObject({ attempts: 1, consumed: true })
    expect((await withdraw(host, accountId, 1_000, right)).body).toMatchObject({ errorMsg: 'codeExpired', errorField: 'code' })
    expect(await walletBalance(server.db, Number(host.userId))).toBe(9_000)
  })
})

describe('the withdrawal limits (spec 7 "merchant limit")', () => {
  it('refuses below the smallest and above the largest single withdrawal before anything is judged', async () => {
    const { host, accountId } = await payee(LIMITS.maxFen + 10_000)
    const code = await sendCode(host)
    expect((await withdraw(host, accountId, LIMITS.minFen - 1, code)).body)
      .toMatchObject({ status: 400, errorMsg: 'withdrawBelowMinimum', errorField: 'amount', errorParams: { min: (LIMITS.minFen / 100).toFixed(2) } })
    expect((await withdraw(host, accountId, LIMITS.maxFen + 1, code)).body)
      .toMatchObject({ status: 400, errorMsg: 'withdrawOverSingleLimit', errorField: 'amount', errorParams: { max: (LIMITS.maxFen / 100).toFixed(2) } })
    expect((await newestCode(host)).attempts).toBe(0)
    expect((await withdraw(host, accountId, LIMITS.maxFen, code)).body).toMatchObject({ status: 200 })
    expect((await withdraw(host, accountId, LIMITS.minFen, await sendCode(host))).body).toMatchObject({ status: 200 })
  })

  it('counts the day\'s withdrawals of an account: the limit refuses the next, merchantLimit says what is left, a returned one and the next Beijing day give room again', async () => {
    const { host, accountId } = await payee(100_000)
    const limit = async () => ok(await server.api('merchantLimit', { id: accountId }, { session: host }))
    expect(await limit()).toEqual({
      id: accountId, currency: 'RMB', minAmount: LIMITS.minFen, maxAmount: LIMITS.maxFen, dayAmount: LIMITS.dayFen, dayCount: LIMITS.dayCount,
      usedAmount: 0, usedCount: 0, leftAmount: LIMITS.dayFen, leftCount: LIMITS.dayCount, resetsAt: beijingDay(server.clock.now()).end,
    })
    // the first withdrawal of a Beijing day: an hour after its midnight, so that the next ones share it
    server.clock.set(beijingDay(server.clock.now()).end + 60 * MINUTE)
    const ids: string[] = []
    for (let i = 0; i < LIMITS.dayCount; i++) ids.push(ok(await withdraw(host, accountId, 1_000, await sendCode(host))).withdrawalId)
    expect(await limit()).toMatchObject({ usedAmount: 3_000, usedCount: 3, leftAmount: LIMITS.dayFen - 3_000, leftCount: 0 })
    const next = await sendCode(host)
    expect((await withdraw(host, accountId, 1_000, next)).body).toMatchObject({ status: 422, errorMsg: 'withdrawDayCountReached', errorField: 'amount', errorParams: { count: LIMITS.dayCount } })
    // the bank returned one: its amount and its count are free again
    expect((await staff('wallet', 'return', ids[0]!)).code).toBe(0)
    expect(await limit()).toMatchObject({ usedAmount: 2_000, usedCount: 2, leftCount: 1 })
    expect((await withdraw(host, accountId, 1_000, next)).body).toMatchObject({ status: 200 })
    expect((await withdraw(host, accountId, 1_000, await sendCode(host))).body).toMatchObject({ errorMsg: 'withdrawDayCountReached' })
    // the next Beijing day starts again
    server.clock.set(beijingDay(server.clock.now()).end)
    expect(await limit()).toMatchObject({ usedAmount: 0, usedCount: 0, leftCount: LIMITS.dayCount })
    expect((await withdraw(host, accountId, 1_000, await sendCode(host))).body).toMatchObject({ status: 200 })
  })

  it('sums the day\'s amount of an account: more than what is left is refused, what is left is not', async () => {
    const { host, accountId } = await payee(LIMITS.dayFen + 100_000)
    server.clock.set(beijingDay(server.clock.now()).end + 60 * MINUTE)
    ok(await withdraw(host, accountId, LIMITS.maxFen, await sendCode(host)))
    ok(await withdraw(host, accountId, LIMITS.maxFen, await sendCode(host)))
    const left = LIMITS.dayFen - 2 * LIMITS.maxFen
    const code = await sendCode(host)
    expect((await withdraw(host, accountId, left + 1, code)).body)
      .toMatchObject({ status: 422, errorMsg: 'withdrawOverDayLeft', errorField: 'amount', errorParams: { left: (left / 100).toFixed(2) } })
    // a withdrawal refused by the day's limit wrote nothing: its code was not used up
    expect((await withdraw(host, accountId, left, code)).body).toMatchObject({ status: 200 })
    expect(ok(await server.api('merchantLimit', { id: accountId }, { session: host }))).toMatchObject({ leftAmount: 0, usedAmount: LIMITS.dayFen })
  })

  it('shows an account\'s limits to its host only', async () => {
    const { accountId } = await payee(1_000)
    const other = await payee(1_000)
    expect((await server.api('merchantLimit', { id: accountId }, { session: other.host })).body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    expect((await server.api('merchantLimit', { id: 'no-such-account' }, { session: other.host })).body).toMatchObject({ status: 404 })
  })

  it('five withdrawals sent at once with one code make one withdrawal: the code is used up by the first write, the rest refused and written nothing', async () => {
    const { host, accountId } = await payee(100_000)
    server.clock.set(beijingDay(server.clock.now()).end + 60 * MINUTE)
    const code = await sendCode(host)
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(host, accountId, 1_000, code)))
    expect(tally(replies)).toEqual({ ok: 1, codeExpired: 4 })
    expect(await withdrawalsOf(host)).toHaveLength(1)
    expect(await walletBalance(server.db, Number(host.userId))).toBe(99_000)
    expect(await ledgerSum(host)).toBe(99_000)
  })

  it('withdrawals written at once, each in its own transaction, take the day\'s count one after another (the wallet\'s lock)', async () => {
    // the calls above pass the password's hashing one at a time on this machine; here the writes overlap for sure
    const { host, accountId } = await payee(100_000)
    server.clock.set(beijingDay(server.clock.now()).end + 60 * MINUTE)
    const now = server.clock.now()
    const outcomes = await Promise.all(Array.from({ length: 6 }, () =>
      server.db.transaction().execute((trx) => withdrawWithinLimits(trx, { userId: Number(host.userId), accountId, accountType: 'private', amount: 1_000 }, now))
        .then(() => 'ok', (error: { key?: string }) => String(error.key))))
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(LIMITS.dayCount)
    expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array(6 - LIMITS.dayCount).fill('withdrawDayCountReached'))
    expect(await withdrawalsOf(host)).toHaveLength(LIMITS.dayCount)
    expect(await ledgerSum(host)).toBe(100_000 - 1_000 * LIMITS.dayCount)
  })
})
