import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../src/server/services/uic/password'
import { smsTarget } from '../../src/server/services/uic/service'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshIp, freshMobile, registerUser, smsLogin } from './support/flows'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const PASSWORD = 'Spring#2026'

describe('sendSmsCode', () => {
  it('sends a 6-digit code to "+86 mobile" with the scene and the validity in the text', async () => {
    const mobile = freshMobile()
    const reply = await server.api('sendSmsCode', { mobile, scene: 'login' })
    expect(reply.body).toEqual({ status: 200, content: {} })
    const row = await server.db.selectFrom('outbound_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(row.channel).toBe('sms')
    expect(row.target).toBe(`+86 ${mobile}`)
    expect(row.scene).toBe('login')
    expect(row.code).toMatch(/^[0-9]{6}$/)
    expect(row.body).toBe(`[HostPortal] Your code is ${row.code}, valid for 5 minutes.`)
    const stored = await server.db.selectFrom('verification_codes').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(row.code)
    expect(Number(stored.expires_at) - Number(stored.created_at)).toBe(5 * 60_000)
  })

  it('uses the country code in the target', async () => {
    const reply = await server.api('sendSmsCode', { mobile: '9012345678', countryCode: '81', scene: 'login' })
    expect(reply.body.status).toBe(200)
    expect(await server.codeFor('+81 9012345678')).toMatch(/^[0-9]{6}$/)
  })

  it('refuses a register code for a registered number and a reset code for an unknown one', async () => {
    const user = await smsLogin(server, freshMobile())
    const before = await server.count('outbound_messages')
    const register = await server.api('sendSmsCode', { mobile: user.mobile, scene: 'register' })
    expect(register.body).toEqual({ status: 422, errorMsg: 'numberRegistered', errorField: 'mobile' })
    const reset = await server.api('sendSmsCode', { mobile: freshMobile(), scene: 'resetPassword' })
    expect(reset.body).toEqual({ status: 422, errorMsg: 'mobileNotRegistered', errorField: 'mobile' })
    expect(await server.count('outbound_messages')).toBe(before)
  })
})

describe('quickLogin', () => {
  it('registers a new number (isNew), then logs the same number in (not new)', async () => {
    const mobile = freshMobile()
    const first = await smsLogin(server, mobile)
    expect(first).toMatchObject({ isNew: true, mobile, userName: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, nickName: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` })
    expect(first.sessId).toMatch(/^[0-9a-f]{32}$/)
    expect(first.xztoken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const second = await smsLogin(server, mobile)
    expect(second.isNew).toBe(false)
    expect(second.userId).toBe(first.userId)
    expect(second.sessId).not.toBe(first.sessId)
  })

  it('stores only the SHA-256 of the token, with a 30-day expiry', async () => {
    const user = await smsLogin(server, freshMobile())
    const row = await server.db.selectFrom('sessions').selectAll().where('id', '=', user.sessId).executeTakeFirstOrThrow()
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.token_hash).not.toBe(user.xztoken)
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(30 * 24 * 60 * 60 * 1000)
  })

  it('sets the session cookies readable by the call layer, for 30 days, SameSite=Lax', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'login' })
    const code = await server.codeFor(smsTarget('86', mobile))
    const reply = await server.api('quickLogin', { mobile, code })
    const cookies = reply.headers.getSetCookie()
    for (const name of ['userId', 'sessId', 'xztoken', 'userName']) {
      const cookie = cookies.find((c) => c.startsWith(`${name}=`))
      expect(cookie, name).toBeDefined()
      expect(cookie).toContain('Max-Age=2592000')
      expect(cookie).toContain('Path=/')
      expect(cookie).toContain('SameSite=Lax')
      expect(cookie).not.toContain('HttpOnly')
      expect(cookie).not.toContain('Secure')
    }
    expect(cookies.find((c) => c.startsWith('xztoken='))).toContain(reply.body.content.xztoken)
  })

  it('marks the cookies Secure behind https', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'login' })
    const code = await server.codeFor(smsTarget('86', mobile))
    const reply = await server.api('quickLogin', { mobile, code }, { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(reply.headers.getSetCookie().every((c) => c.includes('Secure'))).toBe(true)
  })

  it('refuses a wrong code, then accepts the right one once (one use)', async () => {
    const mobile = freshMobile()
    const ip = freshIp()
    await server.api('sendSmsCode', { mobile, scene: 'login' }, { ip })
    const code = await server.codeFor(smsTarget('86', mobile))
    const wrong = code === '000000' ? '111111' : '000000'
    const users = await server.count('users')
    expect((await server.api('quickLogin', { mobile, code: wrong }, { ip })).body).toEqual({ status: 422, errorMsg: 'wrongCode', errorField: 'code' })
    expect(await server.count('users')).toBe(users)
    expect((await server.api('quickLogin', { mobile, code }, { ip })).body.status).toBe(200)
    expect((await server.api('quickLogin', { mobile, code }, { ip })).body).toEqual({ status: 422, errorMsg: 'codeExpired', errorField: 'code' })
  })

  it('refuses a code after its 5 minutes', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'login' })
    const code = await server.codeFor(smsTarget('86', mobile))
    server.clock.advance(5 * 60_000)
    const reply = await server.api('quickLogin', { mobile, code })
    expect(reply.body).toEqual({ status: 422, errorMsg: 'codeExpired', errorField: 'code' })
  })

  it('accepts a code just before it expires', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'login' })
    const code = await server.codeFor(smsTarget('86', mobile))
    server.clock.advance(5 * 60_000 - 1)
    expect((await server.api('quickLogin', { mobile, code })).body.status).toBe(200)
  })

  it('burns a code after 5 wrong attempts', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'register' })
    const code = await server.codeFor(smsTarget('86', mobile))
    const wrong = code === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) {
      const reply = await server.api('register', { mobile, code: wrong, password: PASSWORD })
      expect(reply.body.errorMsg).toBe('wrongCode')
    }
    const right = await server.api('register', { mobile, code, password: PASSWORD })
    expect(right.body).toEqual({ status: 422, errorMsg: 'codeExpired', errorField: 'code' })
  })

  it('answers wrongCode when no code was ever sent', async () => {
    const reply = await server.api('quickLogin', { mobile: freshMobile(), code: '123456' })
    expect(reply.body).toEqual({ status: 422, errorMsg: 'wrongCode', errorField: 'code' })
  })

  it('does not accept a code sent for another scene', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'register' })
    const code = await server.codeFor(smsTarget('86', mobile))
    expect((await server.api('quickLogin', { mobile, code })).body.errorMsg).toBe('wrongCode')
  })

  it('marks numbers outside mainland China, Hong Kong, Macau and Taiwan as overseas', async () => {
    for (const [countryCode, mobile, oversea] of [['81', '9012345679', 1], ['852', '51234567', 0], ['86', freshMobile(), 0]] as const) {
      await server.api('sendSmsCode', { mobile, countryCode, scene: 'login' })
      const code = await server.codeFor(smsTarget(countryCode, mobile))
      const reply = await server.api('quickLogin', { mobile, countryCode, code })
      expect(reply.body.status).toBe(200)
      const row = await server.db.selectFrom('users').select('is_oversea').where('id', '=', Number(reply.body.content.userId)).executeTakeFirstOrThrow()
      expect(row.is_oversea).toBe(oversea)
      server.clock.advance(61_000)
    }
  })
})

describe('register and passwordLogin', () => {
  it('registers with a password (scrypt hash), then logs in with it', async () => {
    const mobile = freshMobile()
    const user = await registerUser(server, mobile, PASSWORD)
    expect(user.isNew).toBe(true)
    const row = await server.db.selectFrom('users').selectAll().where('id', '=', Number(user.userId)).executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/)
    expect(await verifyPassword(PASSWORD, row.password_hash ?? '')).toBe(true)
    const login = await server.api('passwordLogin', { mobile, password: PASSWORD })
    expect(login.body.status).toBe(200)
    expect(login.body.content).toMatchObject({ userId: user.userId, isNew: false, mobile })
  })

  it('refuses to register a registered number', async () => {
    const mobile = freshMobile()
    await registerUser(server, mobile, PASSWORD)
    const reply = await server.api('register', { mobile, code: '123456', password: PASSWORD })
    expect(reply.body).toEqual({ status: 422, errorMsg: 'numberRegistered', errorField: 'mobile' })
  })

  it('refuses a simple password without using the code', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'register' })
    const code = await server.codeFor(smsTarget('86', mobile))
    for (const password of ['abcdefgh', 'Abcdefgh', 'Ab1!', 'Abcdefgh1234567!x']) {
      const reply = await server.api('register', { mobile, code, password })
      expect(reply.body).toEqual({ status: 400, errorMsg: 'passwordTooSimple', errorField: 'password' })
    }
    expect((await server.api('register', { mobile, code, password: PASSWORD })).body.status).toBe(200)
  })

  it('answers wrongPassword alike for a wrong password and an unknown number', async () => {
    const mobile = freshMobile()
    await registerUser(server, mobile, PASSWORD)
    const wrong = await server.api('passwordLogin', { mobile, password: 'Wrong#2026x' })
    const unknown = await server.api('passwordLogin', { mobile: freshMobile(), password: PASSWORD })
    expect(wrong.body).toEqual({ status: 422, errorMsg: 'wrongPassword', errorField: 'password' })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('answers wrongPassword for an account that has no password yet (made by quick login)', async () => {
    const user = await smsLogin(server, freshMobile())
    const reply = await server.api('passwordLogin', { mobile: user.mobile, password: PASSWORD })
    expect(reply.body.errorMsg).toBe('wrongPassword')
  })
})

describe('checkMobileExists', () => {
  it('tells whether a number is registered', async () => {
    const user = await smsLogin(server, freshMobile())
    expect((await server.api('checkMobileExists', { mobile: user.mobile })).body).toEqual({ status: 200, content: { exists: true } })
    expect((await server.api('checkMobileExists', { mobile: freshMobile() })).body).toEqual({ status: 200, content: { exists: false } })
    expect((await server.api('checkMobileExists', { mobile: user.mobile, countryCode: '852' })).body.status).toBe(400)
  })
})

describe('password reset', () => {
  it('resets by SMS: the new password works, the old one not, open sessions end', async () => {
    const mobile = freshMobile()
    const user = await registerUser(server, mobile, PASSWORD)
    await server.api('sendSmsCode', { mobile, scene: 'resetPassword' })
    const code = await server.codeFor(smsTarget('86', mobile))
    const reply = await server.api('resetPasswordBySms', { mobile, code, password: 'Autumn$2027' })
    expect(reply.body).toEqual({ status: 200, content: {} })
    expect((await server.api('passwordLogin', { mobile, password: PASSWORD })).body.errorMsg).toBe('wrongPassword')
    expect((await server.api('passwordLogin', { mobile, password: 'Autumn$2027' })).body.status).toBe(200)
    const old = await server.api('getUnreadNum', {}, { session: user })
    expect(old.body.status).toBe(4203)
  })

  it('refuses a reset for an unknown number, a simple password and a wrong code', async () => {
    const mobile = freshMobile()
    await registerUser(server, mobile, PASSWORD)
    expect((await server.api('resetPasswordBySms', { mobile: freshMobile(), code: '123456', password: 'Autumn$2027' })).body)
      .toEqual({ status: 422, errorMsg: 'mobileNotRegistered', errorField: 'mobile' })
    expect((await server.api('resetPasswordBySms', { mobile, code: '123456', password: 'short' })).body)
      .toEqual({ status: 400, errorMsg: 'passwordTooSimple', errorField: 'password' })
    await server.api('sendSmsCode', { mobile, scene: 'resetPassword' })
    const code = await server.codeFor(smsTarget('86', mobile))
    const wrong = code === '000001' ? '000002' : '000001'
    expect((await server.api('resetPasswordBySms', { mobile, code: wrong, password: 'Autumn$2027' })).body.errorMsg).toBe('wrongCode')
  })

  it('resets by e-mail with a code sent to the account address', async () => {
    const mobile = freshMobile()
    const user = await registerUser(server, mobile, PASSWORD)
    await server.db.updateTable('users').set({ email: 'Host.Reset@Example.com' }).where('id', '=', Number(user.userId)).execute()
    const sent = await server.api('sendResetEmail', { email: 'host.reset@example.COM' })
    expect(sent.body).toEqual({ status: 200, content: {} })
    const message = await server.db.selectFrom('outbound_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(message).toMatchObject({ channel: 'email', target: 'host.reset@example.com', scene: 'resetPassword' })
    expect(message.body).toContain(message.code)
    const wrong = message.code === '000001' ? '000002' : '000001'
    expect((await server.api('resetPasswordByEmail', { email: 'host.reset@example.com', code: wrong, password: 'Winter%2028' })).body.errorMsg).toBe('wrongCode')
    const reset = await server.api('resetPasswordByEmail', { email: 'host.reset@example.com', code: message.code, password: 'Winter%2028' })
    expect(reset.body).toEqual({ status: 200, content: {} })
    expect((await server.api('passwordLogin', { mobile, password: 'Winter%2028' })).body.status).toBe(200)
    expect((await server.api('resetPasswordByEmail', { email: 'host.reset@example.com', code: message.code, password: 'Winter%2029' })).body.errorMsg).toBe('codeExpired')
  })

  it('refuses a reset e-mail to an unknown address', async () => {
    const before = await server.count('outbound_messages')
    const reply = await server.api('sendResetEmail', { email: 'nobody@example.com' })
    expect(reply.body).toEqual({ status: 422, errorMsg: 'emailNotRegistered', errorField: 'email' })
    expect(await server.count('outbound_messages')).toBe(before)
  })
})

describe('logout', () => {
  it('revokes the session and clears the cookies', async () => {
    const user = await smsLogin(server, freshMobile())
    const reply = await server.api('logout', {}, { session: user })
    expect(reply.body).toEqual({ status: 200, content: {} })
    const cleared = reply.headers.getSetCookie()
    for (const name of ['userId', 'sessId', 'xztoken', 'userName']) {
      expect(cleared.find((c) => c.startsWith(`${name}=;`))).toMatch(/Max-Age=0/)
    }
    const row = await server.db.selectFrom('sessions').select('revoked_at').where('id', '=', user.sessId).executeTakeFirstOrThrow()
    expect(Number(row.revoked_at)).toBe(server.clock.now())
    expect((await server.api('logout', {}, { session: user })).body.status).toBe(4203)
  })
})

describe('getCountry', () => {
  it('lists countries with dial codes, hot ones first in order', async () => {
    const reply = await server.api('getCountry', {})
    expect(reply.body.status).toBe(200)
    const list = reply.body.content.list as Record<string, string>[]
    expect(list.length).toBeGreaterThan(200)
    expect(list.slice(0, 9).map((e) => `${e.data_id}:${e.data_code}:${e.data_tag}`)).toEqual([
      'CN:86:hot', 'HK:852:hot', 'MO:853:hot', 'TW:886:hot', 'JP:81:hot', 'SG:65:hot', 'TH:66:hot', 'KR:82:hot', 'MY:60:hot',
    ])
    expect(list[0]).toEqual({ data_id: 'CN', data_zh: '中国', data_code: '86', data_en: 'China', data_cn: 'zhongguo', data_shortname: 'CN', data_tag: 'hot' })
    expect(list.slice(9).every((e) => e.data_tag === 'normal')).toBe(true)
    const us = list.find((e) => e.data_id === 'US')
    expect(us).toMatchObject({ data_code: '1', data_zh: '美国', data_cn: 'meiguo' })
    expect(new Set(list.map((e) => e.data_id)).size).toBe(list.length)
  })

  it('filters by geoCode', async () => {
    const reply = await server.api('getCountry', { geoCode: 'jp,FR' })
    expect(reply.body.content.list.map((e: { data_id: string }) => e.data_id)).toEqual(['JP', 'FR'])
  })
})

describe('concurrent sign-ups', () => {
  it('creates one account when two quick logins for a new number race', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'login' })
    const code = await server.codeFor(smsTarget('86', mobile))
    const replies = await Promise.all([server.api('quickLogin', { mobile, code }), server.api('quickLogin', { mobile, code })])
    const statuses = replies.map((r) => r.body.status).sort()
    expect(statuses).toEqual([200, 422])
    expect(replies.some((r) => r.body.errorMsg === 'codeExpired' || r.body.errorMsg === 'registering')).toBe(true)
    const users = await server.db.selectFrom('users').select('id').where('mobile', '=', mobile).execute()
    expect(users).toHaveLength(1)
  })
})

describe('overseas numbers typed with the national trunk 0', () => {
  it('reach the same account as without it', async () => {
    const ip = freshIp()
    const first = await server.api('sendSmsCode', { mobile: '09087654321', countryCode: '81', scene: 'login' }, { ip })
    expect(first.body.status).toBe(200)
    const code = await server.codeFor('+81 9087654321')
    const created = await server.api('quickLogin', { mobile: '09087654321', countryCode: '81', code }, { ip })
    expect(created.body.content.isNew).toBe(true)
    server.clock.advance(61_000)
    await server.api('sendSmsCode', { mobile: '9087654321', countryCode: '81', scene: 'login' }, { ip })
    const again = await server.api('quickLogin', { mobile: '9087654321', countryCode: '81', code: await server.codeFor('+81 9087654321') }, { ip })
    expect(again.body.content.isNew).toBe(false)
    expect(again.body.content.userId).toBe(created.body.content.userId)
  })
})
