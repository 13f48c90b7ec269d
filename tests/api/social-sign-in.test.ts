import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, unknownSettings } from '../../src/server/config'
import { smsTarget } from '../../src/server/services/uic/service'
import { freshMobile, registerUser, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'
import { startOidcServer, type OidcServer } from './support/oidc-server'
import { startServer, type TestServer } from './support/server'

/**
 * Third-party sign-in (issue 35 item 1, decision 0085) against a standards-compliant OpenID
 * Connect provider started here (oidc-provider): the portal's WeChat and QQ are configured by its
 * issuer, Weibo is not configured. The test plays the browser: it starts at the portal, walks the
 * provider's pages and hands the provider's answer back as the portal's /oauth page does.
 */

const PORTAL = 'https://portal.example'
let idp: OidcServer
let server: TestServer

beforeAll(async () => {
  idp = await startOidcServer([`${PORTAL}/oauth/wechat`, `${PORTAL}/oauth/qq`])
  const settings = { clientId: idp.clientId, clientSecret: idp.clientSecret, issuer: idp.issuer }
  server = await startServer({ publicUrl: PORTAL, social: { wechat: settings, qq: settings } })
})

afterAll(async () => {
  await server?.close()
  await idp?.close()
})

let people = 0
function person(nickname: string): string {
  const sub = `wx-${++people}-${Date.now()}`
  idp.accounts.set(sub, { sub, nickname })
  return sub
}

type Started = { authorizeUrl: string; cookie: string; state: string }

async function start(provider: 'wechat' | 'qq', redirect?: string): Promise<Started> {
  const reply = await server.api('socialStart', { provider, ...(redirect ? { redirect } : {}) })
  expect(reply.body.status, JSON.stringify(reply.body)).toBe(200)
  return startedFrom(reply)
}

function startedFrom(reply: { headers: Headers; body: any }): Started {
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('social_state='))!
  expect(cookie).toMatch(/HttpOnly/i)
  const authorizeUrl: string = reply.body.content.authorizeUrl
  return { authorizeUrl, cookie: cookie.split(';')[0]!, state: new URL(authorizeUrl).searchParams.get('state')! }
}

/** The provider's answer as the portal's /oauth page receives it. */
function answerOf(back: URL, provider: 'wechat' | 'qq') {
  expect(back.origin + back.pathname).toBe(`${PORTAL}/oauth/${provider}`)
  return { provider, code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, iss: back.searchParams.get('iss')! }
}

async function callback(started: Started, back: URL, provider: 'wechat' | 'qq' = 'wechat', cookie = started.cookie) {
  return server.api('socialCallback', answerOf(back, provider), { headers: { Cookie: cookie } })
}

async function sendLoginCode(mobile: string): Promise<string> {
  expect((await server.api('sendSmsCode', { mobile, scene: 'login' })).body.status).toBe(200)
  return server.codeFor(smsTarget('86', mobile))
}

async function bindingsOf(userId: string) {
  return server.db.selectFrom('social_bindings').select(['provider', 'open_id', 'nick_name']).where('user_id', '=', Number(userId)).orderBy('provider').execute()
}

describe('third-party sign-in', () => {
  it('offers the configured providers only; an unconfigured one cannot be started', async () => {
    const reply = await server.api('socialProviders', {})
    expect(reply.body.content.providers).toEqual(['wechat', 'qq'])
    const weibo = await server.api('socialStart', { provider: 'weibo' })
    expect(weibo.body.errorMsg).toBe('socialNotConfigured')
    expect(await server.count('social_states')).toBeGreaterThanOrEqual(0)
  })

  it('sends the browser to the provider with a state, PKCE (S256) and a nonce, and the redirect URI on the portal', async () => {
    const started = await start('wechat')
    const url = new URL(started.authorizeUrl)
    expect(url.origin).toBe(idp.issuer)
    expect(url.searchParams.get('client_id')).toBe(idp.clientId)
    expect(url.searchParams.get('redirect_uri')).toBe(`${PORTAL}/oauth/wechat`)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(started.cookie).toBe(`social_state=${started.state}`)
    // the state is kept as its hash only
    const rows = await server.db.selectFrom('social_states').select('state_hash').execute()
    expect(rows.some((r) => r.state_hash === started.state)).toBe(false)
  })

  it('a first sign-in asks for the mobile number and its code, makes the account, binds it; the next sign-in goes straight in', async () => {
    const sub = person('Lin on WeChat')
    const started = await start('wechat', '/order/orderList')
    const first = await callback(started, await idp.signInAt(started.authorizeUrl, sub))
    expect(first.body.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.content).toMatchObject({ result: 'needMobile', provider: 'wechat', nickName: 'Lin on WeChat', redirect: '/order/orderList' })
    // the state's cookie is cleared once the answer is taken
    expect(first.headers.getSetCookie().some((c) => /^social_state=;/.test(c))).toBe(true)

    const mobile = freshMobile()
    const code = await sendLoginCode(mobile)
    const registered = await server.api('socialRegister', { mobile, code, ticket: first.body.content.ticket })
    expect(registered.body.status, JSON.stringify(registered.body)).toBe(200)
    expect(registered.body.content).toMatchObject({ mobile, isNew: true })
    expect(registered.headers.getSetCookie().some((c) => c.startsWith('sessId='))).toBe(true)
    expect(await bindingsOf(registered.body.content.userId)).toEqual([{ provider: 'wechat', open_id: sub, nick_name: 'Lin on WeChat' }])

    const again = await start('wechat')
    const second = await callback(again, await idp.signInAt(again.authorizeUrl, sub))
    expect(second.body.content).toMatchObject({ result: 'signedIn', redirect: null })
    expect(second.body.content.login.userId).toBe(registered.body.content.userId)
    expect(second.body.content.login.isNew).toBe(false)
    // the session it opened works
    const info = await server.api('personalInfoGet', {}, { session: second.body.content.login })
    expect(info.body.content.social.map((s: { provider: string }) => s.provider)).toEqual(['wechat'])
  })

  it('binds to the existing account of the number given', async () => {
    const mobile = freshMobile()
    const host = await registerUser(server, mobile, 'Spring#2026')
    const sub = person('Host on QQ')
    const started = await start('qq')
    const first = await callback(started, await idp.signInAt(started.authorizeUrl, sub), 'qq')
    const signedIn = await server.api('socialRegister', { mobile, code: await sendLoginCode(mobile), ticket: first.body.content.ticket })
    expect(signedIn.body.content).toMatchObject({ userId: host.userId, isNew: false })
    expect(await bindingsOf(host.userId)).toEqual([{ provider: 'qq', open_id: sub, nick_name: 'Host on QQ' }])
  })

  it('refuses an answer without this browser\'s state, a state used once already, or one past its 10 minutes', async () => {
    const sub = person('Replayed')
    const started = await start('wechat')
    const back = await idp.signInAt(started.authorizeUrl, sub)
    // no cookie, or another start's cookie: another browser (login CSRF)
    expect((await callback(started, back, 'wechat', '')).body.errorMsg).toBe('socialStateInvalid')
    const other = await start('wechat')
    expect((await callback(started, back, 'wechat', other.cookie)).body.errorMsg).toBe('socialStateInvalid')
    // the right one works once
    expect((await callback(started, back)).body.content.result).toBe('needMobile')
    expect((await callback(started, back)).body.errorMsg).toBe('socialStateInvalid')

    const late = await start('wechat')
    const lateBack = await idp.signInAt(late.authorizeUrl, sub)
    server.clock.advance(10 * 60 * 1000 + 1)
    expect((await callback(late, lateBack)).body.errorMsg).toBe('socialStateInvalid')
  })

  it('an answer of another provider, or a code the provider does not confirm, signs nobody in', async () => {
    const sub = person('Mixed up')
    const started = await start('wechat')
    const back = await idp.signInAt(started.authorizeUrl, sub)
    const asQq = await server.api('socialCallback', { ...answerOf(back, 'wechat'), provider: 'qq' }, { headers: { Cookie: started.cookie } })
    expect(asQq.body.errorMsg).toBe('socialStateInvalid')

    const forged = await start('wechat')
    const forgedBack = await idp.signInAt(forged.authorizeUrl, sub)
    const reply = await server.api('socialCallback', { ...answerOf(forgedBack, 'wechat'), code: 'not-the-code' }, { headers: { Cookie: forged.cookie } })
    expect(reply.body.errorMsg).toBe('socialProviderFailed')
    expect(await server.db.selectFrom('social_bindings').select('id').where('open_id', '=', sub).execute()).toEqual([])
  })

  it('a ticket needs the right code, works once and only for 10 minutes', async () => {
    const sub = person('Ticket holder')
    const started = await start('wechat')
    const { ticket } = (await callback(started, await idp.signInAt(started.authorizeUrl, sub))).body.content
    const mobile = freshMobile()
    const code = await sendLoginCode(mobile)
    const wrong = await server.api('socialRegister', { mobile, code: code === '000000' ? '111111' : '000000', ticket })
    expect(wrong.body).toMatchObject({ errorMsg: 'wrongCode', errorField: 'code' })
    expect(await server.db.selectFrom('social_bindings').select('id').where('open_id', '=', sub).execute()).toEqual([])
    expect((await server.api('socialRegister', { mobile, code, ticket: 'no-such-ticket' })).body.errorMsg).toBe('socialTicketExpired')
    expect((await server.api('socialRegister', { mobile, code, ticket })).body.status).toBe(200)
    const second = freshMobile()
    expect((await server.api('socialRegister', { mobile: second, code: await sendLoginCode(second), ticket })).body.errorMsg).toBe('socialTicketExpired')

    const lateSub = person('Slow typist')
    const late = await start('wechat')
    const lateTicket = (await callback(late, await idp.signInAt(late.authorizeUrl, lateSub))).body.content.ticket
    server.clock.advance(10 * 60 * 1000 + 1)
    const third = freshMobile()
    expect((await server.api('socialRegister', { mobile: third, code: await sendLoginCode(third), ticket: lateTicket })).body.errorMsg).toBe('socialTicketExpired')
  })
})

describe('binding from the personal information page', () => {
  let host: SignedIn
  beforeAll(async () => {
    host = await smsLogin(server, freshMobile())
  })

  async function bindStart(session: SignedIn, provider: 'wechat' | 'qq' = 'wechat') {
    return server.api('socialBindStart', { provider }, { session })
  }

  it('binds the provider\'s account to the signed-in host; the account then signs in to this host', async () => {
    const sub = person('Bound from profile')
    const reply = await bindStart(host)
    expect(reply.body.status, JSON.stringify(reply.body)).toBe(200)
    const started = startedFrom(reply)
    const back = await idp.signInAt(started.authorizeUrl, sub)
    const finished = await server.api('socialBindFinish', answerOf(back, 'wechat'), { session: host, headers: { Cookie: started.cookie } })
    expect(finished.body.status, JSON.stringify(finished.body)).toBe(200)
    expect(finished.body.content.social).toMatchObject([{ provider: 'wechat', nickName: 'Bound from profile' }])

    const signIn = await start('wechat')
    const signedIn = await callback(signIn, await idp.signInAt(signIn.authorizeUrl, sub))
    expect(signedIn.body.content.login.userId).toBe(host.userId)

    // one account of a provider per host
    expect((await bindStart(host)).body.errorMsg).toBe('socialAlreadyBound')
    // unbound, the same account asks for a number again
    expect((await server.api('socialUnbind', { provider: 'wechat' }, { session: host })).body.status).toBe(200)
    const after = await start('wechat')
    expect((await callback(after, await idp.signInAt(after.authorizeUrl, sub))).body.content.result).toBe('needMobile')
  })

  it('refuses an account bound to another host, a binding answer of another host, and a sign-in\'s answer', async () => {
    const sub = person('Taken')
    const owner = await smsLogin(server, freshMobile())
    const ownerStart = startedFrom(await bindStart(owner, 'qq'))
    const ownerBack = await idp.signInAt(ownerStart.authorizeUrl, sub)
    expect((await server.api('socialBindFinish', answerOf(ownerBack, 'qq'), { session: owner, headers: { Cookie: ownerStart.cookie } })).body.status).toBe(200)

    const other = await smsLogin(server, freshMobile())
    const otherStart = startedFrom(await bindStart(other, 'qq'))
    const otherBack = await idp.signInAt(otherStart.authorizeUrl, sub)
    const taken = await server.api('socialBindFinish', answerOf(otherBack, 'qq'), { session: other, headers: { Cookie: otherStart.cookie } })
    expect(taken.body.errorMsg).toBe('socialBoundElsewhere')

    // a binding started by one host cannot be finished by another
    const third = await smsLogin(server, freshMobile())
    const thirdStart = startedFrom(await bindStart(owner, 'wechat'))
    const thirdBack = await idp.signInAt(thirdStart.authorizeUrl, person('Someone'))
    const stolen = await server.api('socialBindFinish', answerOf(thirdBack, 'wechat'), { session: third, headers: { Cookie: thirdStart.cookie } })
    expect(stolen.body.errorMsg).toBe('socialStateInvalid')
    expect(await bindingsOf(third.userId)).toEqual([])

    // a sign-in's state is not a binding's
    const signIn = await start('wechat')
    const signInBack = await idp.signInAt(signIn.authorizeUrl, person('Signing in'))
    const mixed = await server.api('socialBindFinish', answerOf(signInBack, 'wechat'), { session: other, headers: { Cookie: signIn.cookie } })
    expect(mixed.body.errorMsg).toBe('socialStateInvalid')
  })
})

describe('settings', () => {
  it('takes a provider with its id and secret, an issuer over https (http outside production), and names a misspelt setting', () => {
    expect(loadConfig({ SOCIAL_WEIBO_CLIENT_ID: 'app', SOCIAL_WEIBO_CLIENT_SECRET: 'secret' }).social).toEqual({ weibo: { clientId: 'app', clientSecret: 'secret' } })
    expect(() => loadConfig({ SOCIAL_QQ_CLIENT_ID: 'app' })).toThrow(/SOCIAL_QQ_CLIENT_SECRET/)
    expect(() => loadConfig({ NODE_ENV: 'production', SOCIAL_QQ_CLIENT_ID: 'a', SOCIAL_QQ_CLIENT_SECRET: 'b', SOCIAL_QQ_ISSUER: 'http://idp.example' })).toThrow(/https/)
    expect(loadConfig({}).social).toBeUndefined()
    expect(unknownSettings({ SOCIAL_WECHAT_APPID: 'x' })).toEqual([expect.objectContaining({ name: 'SOCIAL_WECHAT_APPID' })])
  })
})
