import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALIPAY_CHECKS_PER_DAY, WECHAT_AUTH_TTL_MS } from '../../src/domain/payout/channels'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { alipayCheckKey } from '../../src/server/services/finance/payout-channels'
import { WALLET_AGREEMENT } from '../../src/domain/wallet/limits'
import { calendarHost, insertUnit } from './calendar-fixtures'
import { book } from './order-fixtures'
import { PRIVATE_ACCOUNT, PUBLIC_ACCOUNT, submitPayout } from './payout-fixtures'
import { freshMobile } from './support/flows'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { ApiReply, TestServer } from './support/server'

/** WeChat and Alipay as receiving channels of an approved private payout account (issue 35 item 3, decision 0083). */

let server: TestServer
const PASSWORD = '482913'
// the real name calendarHost's landlords passed real-name verification with
const HOST_NAME = '李华'

const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

function content<T = any>(reply: ApiReply): T {
  if (reply.body?.status !== 200) throw new Error(reply.text)
  return reply.body.content as T
}
const refusal = (reply: ApiReply) => ({ http: reply.http, status: reply.body?.status, key: reply.body?.errorMsg, field: reply.body?.errorField })

/** A real-name host on the merchant white list with an approved private account in its own name. */
async function payee(): Promise<{ host: SignedIn; accountId: string }> {
  const host = await calendarHost(server)
  const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()).mobile
  await setLandlord(server.db, mobile, '86', { merchantWhite: true })
  const { id: accountId } = await submitPayout(server, host, { ...PRIVATE_ACCOUNT, personName: HOST_NAME, holderName: HOST_NAME }, PASSWORD)
  expect((await staff('payout', 'approve', accountId)).code).toBe(0)
  return { host, accountId }
}

const createAuth = async (host: SignedIn, id: string) => content<{ ticket: string; qrContent: string; expiresAt: number }>(await server.api('wechatAuthCreate', { id }, { session: host }))
const loop = (host: SignedIn, ticket: string) => server.api('wechatAuthLoop', { ticket }, { session: host })
const channelsOf = async (userId: string) => server.db.selectFrom('payout_channels').selectAll().where('user_id', '=', Number(userId)).where('removed_at', 'is', null).execute()

describe('WeChat authorisation by QR code', () => {
  it('walks waiting, scanned, authorised: the WeChat of the host becomes a channel of the account, its openid masked', async () => {
    const { host, accountId } = await payee()
    const auth = await createAuth(host, accountId)
    expect(auth.expiresAt).toBe(server.clock.now() + WECHAT_AUTH_TTL_MS)
    expect(auth.qrContent).toContain(encodeURIComponent(auth.ticket))
    expect(content(await loop(host, auth.ticket))).toMatchObject({ state: 'waiting', channel: null, refusal: null })

    expect((await staff('settle', 'wechat-scan', auth.ticket)).code).toBe(0)
    expect(content(await loop(host, auth.ticket))).toMatchObject({ state: 'scanned' })

    const openid = 'oWx1234567890abcdefghijkl9Zq'
    const answered = await staff('settle', 'wechat-authorize', auth.ticket, '--name', HOST_NAME, '--openid', openid)
    expect(answered.code).toBe(0)
    const done = content(await loop(host, auth.ticket))
    expect(done).toMatchObject({ state: 'authorised', channel: { kind: 'wechat', realName: HOST_NAME, masked: 'oWx1****l9Zq' } })
    expect(JSON.stringify(done)).not.toContain(openid)

    const list = content<{ list: Array<{ id: string; channels: Array<{ kind: string; masked: string }> }> }>(await server.api('merchantList', {}, { session: host }))
    expect(list.list.find((a) => a.id === accountId)?.channels).toEqual([expect.objectContaining({ kind: 'wechat', masked: 'oWx1****l9Zq' })])
    expect(JSON.stringify(list)).not.toContain(openid)

    // a decided ticket takes no more answers
    expect((await staff('settle', 'wechat-authorize', auth.ticket, '--refuse')).code).toBe(1)
    expect(content(await loop(host, auth.ticket))).toMatchObject({ state: 'authorised' })

    // authorising again replaces the account's WeChat: one at most
    const second = await createAuth(host, accountId)
    expect((await staff('settle', 'wechat-authorize', second.ticket, '--name', HOST_NAME)).code).toBe(0)
    const channels = await channelsOf(host.userId)
    expect(channels).toHaveLength(1)
    expect(channels[0]!.identifier).not.toBe(openid)
  })

  it('an expired code is shown expired and takes no answer; a new code works', async () => {
    const { host, accountId } = await payee()
    const auth = await createAuth(host, accountId)
    expect((await staff('settle', 'wechat-scan', auth.ticket)).code).toBe(0)
    server.clock.advance(WECHAT_AUTH_TTL_MS)
    expect(content(await loop(host, auth.ticket))).toMatchObject({ state: 'expired', channel: null })
    const late = await staff('settle', 'wechat-authorize', auth.ticket, '--name', HOST_NAME)
    expect(late.code).toBe(1)
    expect(late.err[0]).toContain('expired')
    expect(await channelsOf(host.userId)).toHaveLength(0)

    const fresh = await createAuth(host, accountId)
    expect((await staff('settle', 'wechat-authorize', fresh.ticket, '--name', HOST_NAME)).code).toBe(0)
    expect(content(await loop(host, fresh.ticket))).toMatchObject({ state: 'authorised' })
  })

  it('refused in WeChat, or authorised in another name than the host\'s verified one: refused, no channel', async () => {
    const { host, accountId } = await payee()
    const refusedAuth = await createAuth(host, accountId)
    expect((await staff('settle', 'wechat-authorize', refusedAuth.ticket, '--refuse')).code).toBe(0)
    expect(content(await loop(host, refusedAuth.ticket))).toMatchObject({ state: 'refused', refusal: 'userRefused', wechatName: null, channel: null })

    const other = await createAuth(host, accountId)
    const answered = await staff('settle', 'wechat-authorize', other.ticket, '--name', '王五')
    expect(answered.out[0]).toContain('not the host')
    expect(content(await loop(host, other.ticket))).toMatchObject({ state: 'refused', refusal: 'nameMismatch', wechatName: '王五', channel: null })
    expect(await channelsOf(host.userId)).toHaveLength(0)
  })

  it("another host's ticket is 403, an unknown one 404; only an approved private account of a real-name host takes a channel", async () => {
    const { host, accountId } = await payee()
    const auth = await createAuth(host, accountId)
    const other = await payee()
    expect(refusal(await loop(other.host, auth.ticket))).toMatchObject({ status: 403 })
    expect(refusal(await loop(other.host, 'no-such-ticket'))).toMatchObject({ status: 404 })
    expect(refusal(await server.api('wechatAuthCreate', { id: accountId }, { session: other.host }))).toMatchObject({ status: 403 })

    // a public account, or one not approved yet
    const { id: publicId } = await submitPayout(server, host, PUBLIC_ACCOUNT, PASSWORD)
    expect(refusal(await server.api('wechatAuthCreate', { id: publicId }, { session: host }))).toMatchObject({ key: 'channelAccountNotEligible' })
    const { id: waitingId } = await submitPayout(server, host, { ...PRIVATE_ACCOUNT, personName: HOST_NAME, holderName: HOST_NAME }, PASSWORD)
    expect(refusal(await server.api('wechatAuthCreate', { id: waitingId }, { session: host }))).toMatchObject({ key: 'channelAccountNotEligible' })

    // a host whose real name is no longer verified
    await server.db.updateTable('users').set({ landlord_pass: 0, realname_state: 'pending' }).where('id', '=', Number(host.userId)).execute()
    expect(refusal(await server.api('wechatAuthCreate', { id: accountId }, { session: host }))).toMatchObject({ key: 'channelNeedsRealName' })
    expect(refusal(await server.api('alipayAccountCheck', { id: accountId, account: freshMobile(), name: HOST_NAME }, { session: host }))).toMatchObject({ key: 'channelNeedsRealName' })
    // and WeChat's answer for a ticket made before cannot pass a name check against no verified name
    expect((await staff('settle', 'wechat-authorize', auth.ticket, '--name', HOST_NAME)).code).toBe(0)
    expect(content(await loop(host, auth.ticket))).toMatchObject({ state: 'refused', refusal: 'nameMismatch' })
  })
})

describe('Alipay account check', () => {
  it('matched, name mismatch, no such account; the form and the name are checked first', async () => {
    const { host, accountId } = await payee()
    const mine = freshMobile()
    const someoneElses = freshMobile()
    expect((await staff('settle', 'alipay-account', mine, HOST_NAME)).code).toBe(0)
    expect((await staff('settle', 'alipay-account', someoneElses, '赵六')).code).toBe(0)
    const check = (account: string, name = HOST_NAME) => server.api('alipayAccountCheck', { id: accountId, account, name }, { session: host })

    expect(refusal(await check('not-an-account'))).toMatchObject({ key: 'alipayAccountFormat', field: 'account' })
    expect(refusal(await check(mine, '赵六'))).toMatchObject({ key: 'channelNameNotHost', field: 'name' })
    // neither asked Alipay: no check counted
    expect(await server.db.selectFrom('rate_events').select('id').where('key', '=', alipayCheckKey(Number(host.userId))).execute()).toHaveLength(0)

    expect(refusal(await check(freshMobile()))).toMatchObject({ key: 'alipayNoAccount', field: 'account' })
    expect(refusal(await check(someoneElses))).toMatchObject({ key: 'alipayNameMismatch', field: 'name' })
    expect(await channelsOf(host.userId)).toHaveLength(0)

    const spaced = `${mine.slice(0, 3)} ${mine.slice(3, 7)} ${mine.slice(7)}`
    const matched = content<{ channel: { kind: string; masked: string; realName: string } }>(await check(spaced))
    expect(matched.channel).toMatchObject({ kind: 'alipay', realName: HOST_NAME, masked: `${mine.slice(0, 3)}****${mine.slice(-4)}` })
    const list = content<{ list: Array<{ id: string; channels: Array<{ kind: string }> }> }>(await server.api('merchantList', {}, { session: host }))
    expect(list.list.find((a) => a.id === accountId)?.channels.map((c) => c.kind)).toEqual(['alipay'])

    // an e-mail account
    expect((await staff('settle', 'alipay-account', 'Li.Hua@Example.com', HOST_NAME)).code).toBe(0)
    expect(content(await check(' li.hua@example.com ')).channel).toMatchObject({ masked: 'l***@example.com' })
    expect(await channelsOf(host.userId)).toHaveLength(1)
  })

  it(`allows ${ALIPAY_CHECKS_PER_DAY} checks a host a day, counted whatever Alipay answers; the next day again`, async () => {
    const { host, accountId } = await payee()
    const other = await payee()
    const mine = freshMobile()
    expect((await staff('settle', 'alipay-account', mine, HOST_NAME)).code).toBe(0)
    for (let i = 0; i < ALIPAY_CHECKS_PER_DAY - 1; i++) {
      expect(refusal(await server.api('alipayAccountCheck', { id: accountId, account: freshMobile(), name: HOST_NAME }, { session: host })).key).toBe('alipayNoAccount')
    }
    expect(content(await server.api('alipayAccountCheck', { id: accountId, account: mine, name: HOST_NAME }, { session: host })).channel.kind).toBe('alipay')
    const over = await server.api('alipayAccountCheck', { id: accountId, account: mine, name: HOST_NAME }, { session: host })
    expect(refusal(over)).toMatchObject({ key: 'alipayCheckLimit', field: 'account' })
    expect(over.body?.errorParams).toMatchObject({ max: ALIPAY_CHECKS_PER_DAY })
    // the limit is the host's: another host checks
    expect(refusal(await server.api('alipayAccountCheck', { id: other.accountId, account: freshMobile(), name: HOST_NAME }, { session: other.host })).key).toBe('alipayNoAccount')
    server.clock.advance(24 * 60 * 60_000)
    expect(content(await server.api('alipayAccountCheck', { id: accountId, account: mine, name: HOST_NAME }, { session: host })).channel.kind).toBe('alipay')
  })
})

describe('withdrawing to a channel', () => {
  it('the wallet lists the channels beside the bank card; a withdrawal to one goes through the same ledger and names it', async () => {
    const { host, accountId } = await payee()
    const auth = await createAuth(host, accountId)
    expect((await staff('settle', 'wechat-authorize', auth.ticket, '--name', HOST_NAME)).code).toBe(0)
    const order = await book(server, await insertUnit(server, host), '2027-03-10', 1)
    await server.db.updateTable('orders').set({ state: 'completed', income: 50_000 }).where('order_no', '=', order.order_no).execute()
    expect((await staff('settle', 'order', order.order_no)).code).toBe(0)

    type Info = { balance: number; accounts: Array<{ id: string; destination: string; channelId: string | null; channelName: string; channelMasked: string }> }
    const info = content<Info>(await server.api('walletInfo', {}, { session: host }))
    expect(info.accounts.map((a) => [a.id, a.destination])).toEqual([[accountId, 'bankCard'], [accountId, 'wechat']])
    const wechat = info.accounts[1]!
    expect(wechat).toMatchObject({ channelName: HOST_NAME })
    expect(wechat.channelMasked).toMatch(/^o.{3}\*{4}.{4}$/)

    // the wallet's agreement accepted and a withdrawal code sent (decision 0082)
    content(await server.api('walletAgree', { version: WALLET_AGREEMENT.version }, { session: host }))
    server.clock.advance(10 * 60_000)
    content(await server.api('walletCode', {}, { session: host }))
    const code = await server.codeFor(`+86 ${host.mobile}`)
    const answer = content<{ withdrawalId: string; balance: number }>(await server.api('walletWithdraw', { accountId, channelId: wechat.channelId!, amount: 20_000, withdrawPassword: PASSWORD, code }, { session: host }))
    expect(answer.balance).toBe(30_000)
    const row = await server.db.selectFrom('withdrawals').selectAll().where('id', '=', answer.withdrawalId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ account_id: accountId, channel_id: wechat.channelId, state: 'processing' })
    const ledger = await server.db.selectFrom('wallet_ledger').select(['kind', 'amount']).where('ref', '=', answer.withdrawalId).execute()
    expect(ledger.map((r) => [r.kind, Number(r.amount)])).toEqual([['withdrawal', 20_000]])

    // another host's channel, or one taken off, is no destination of this account
    const other = await payee()
    const otherAuth = await createAuth(other.host, other.accountId)
    expect((await staff('settle', 'wechat-authorize', otherAuth.ticket, '--name', HOST_NAME)).code).toBe(0)
    const otherChannel = (await channelsOf(other.host.userId))[0]!.id
    expect(refusal(await server.api('walletWithdraw', { accountId, channelId: otherChannel, amount: 100, withdrawPassword: PASSWORD, code }, { session: host }))).toMatchObject({ key: 'withdrawChannelGone' })
    expect(refusal(await server.api('payoutChannelRemove', { id: wechat.channelId! }, { session: other.host }))).toMatchObject({ status: 403 })
    content(await server.api('payoutChannelRemove', { id: wechat.channelId! }, { session: host }))
    expect(refusal(await server.api('walletWithdraw', { accountId, channelId: wechat.channelId!, amount: 100, withdrawPassword: PASSWORD, code }, { session: host }))).toMatchObject({ key: 'withdrawChannelGone' })
    expect(content<Info>(await server.api('walletInfo', {}, { session: host })).accounts.map((a) => a.destination)).toEqual(['bankCard'])
    expect(content<Info>(await server.api('walletInfo', {}, { session: host })).balance).toBe(30_000)
  })
})
