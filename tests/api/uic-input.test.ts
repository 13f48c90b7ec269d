import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointKey } from '../../src/domain/endpoints'
import type { Database } from '../../src/server/db/schema'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, registerUser } from './support/flows'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
  // A registered number, so that refusals of bad input are not "not registered" answers.
  await registerUser(server, REGISTERED, GOOD.password)
})
afterAll(async () => {
  await server.close()
})

const REGISTERED = freshMobile()
const GOOD = { mobile: REGISTERED, code: '123456', password: 'Spring#2026', email: 'host@example.com' }
const TABLES: (keyof Database)[] = ['users', 'sessions', 'verification_codes', 'outbound_messages', 'rate_events', 'slide_challenges']

type Case = { key: EndpointKey; params: Record<string, unknown>; errorMsg: string; errorField: string }

const BAD_MOBILES = ['', '12345678901', '1380000000', '138000000001', '1380000000a', '２３８００００００００', '1'.repeat(5000)]

const cases: Case[] = [
  // mobile, on every call that takes one
  ...(['sendSmsCode', 'quickLogin', 'passwordLogin', 'register', 'checkMobileExists', 'resetPasswordBySms'] as const).flatMap((key) =>
    BAD_MOBILES.map((mobile) => ({
      key,
      params: { ...GOOD, scene: 'login', mobile },
      errorMsg: 'PleaseEnterMobileNumber',
      errorField: 'mobile',
    })),
  ),
  { key: 'sendSmsCode', params: { mobile: '123', countryCode: '81', scene: 'login' }, errorMsg: 'PleaseEnterMobileNumber', errorField: 'mobile' },
  { key: 'sendSmsCode', params: { mobile: GOOD.mobile, countryCode: 'xx', scene: 'login' }, errorMsg: 'invalidValue', errorField: 'countryCode' },
  { key: 'sendSmsCode', params: { mobile: GOOD.mobile, countryCode: '12345', scene: 'login' }, errorMsg: 'invalidValue', errorField: 'countryCode' },
  { key: 'sendSmsCode', params: { mobile: GOOD.mobile, scene: 'other' }, errorMsg: 'invalidValue', errorField: 'scene' },
  { key: 'sendSmsCode', params: { mobile: GOOD.mobile }, errorMsg: 'invalidValue', errorField: 'scene' },
  { key: 'sendSmsCode', params: { scene: 'login' }, errorMsg: 'invalidValue', errorField: 'mobile' },
  // codes
  ...(['quickLogin', 'register', 'resetPasswordBySms', 'resetPasswordByEmail'] as const).flatMap((key) =>
    ['', '12345', '1234567', 'abcdef', '12 456'].map((code) => ({ key, params: { ...GOOD, code }, errorMsg: 'wrongCode', errorField: 'code' })),
  ),
  { key: 'quickLogin', params: { mobile: GOOD.mobile }, errorMsg: 'invalidValue', errorField: 'code' },
  // passwords
  { key: 'passwordLogin', params: { mobile: GOOD.mobile, password: '' }, errorMsg: 'required', errorField: 'password' },
  { key: 'passwordLogin', params: { mobile: GOOD.mobile }, errorMsg: 'invalidValue', errorField: 'password' },
  ...(['register', 'resetPasswordBySms', 'resetPasswordByEmail'] as const).flatMap((key) =>
    ['', 'short1!', 'alllowercase1', 'ALLUPPER!!!!', 'Abcdefg1234567890!'].map((password) => ({
      key, params: { ...GOOD, mobile: key === 'register' ? freshMobile() : GOOD.mobile, password }, errorMsg: 'passwordTooSimple', errorField: 'password',
    })),
  ),
  // e-mail
  ...(['sendResetEmail', 'resetPasswordByEmail'] as const).flatMap((key) =>
    ['', 'host', 'host@', '@example.com', 'host@example', 'host@example.c', 'host@example.abcdefghijklmno', 'ho..st@example.com'].map((email) => ({
      key, params: { ...GOOD, email }, errorMsg: 'PleaseEnterEmailFormat', errorField: 'email',
    })),
  ),
  // slide verification
  { key: 'slideVerify', params: { x: 1, track: [] }, errorMsg: 'invalidValue', errorField: 'challengeId' },
  { key: 'slideVerify', params: { challengeId: 'a', x: 'left', track: [] }, errorMsg: 'invalidValue', errorField: 'x' },
  { key: 'slideVerify', params: { challengeId: 'a', x: 1, track: 'drag' }, errorMsg: 'invalidValue', errorField: 'track' },
  { key: 'slideVerify', params: { challengeId: 'a', x: 1, track: [[1]] }, errorMsg: 'invalidValue', errorField: 'track.0' },
]

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {}
  for (const table of TABLES) result[table] = await server.count(table)
  return result
}

describe('bad input', () => {
  it.each(cases.map((c) => [`${c.key} ${c.errorField}=${JSON.stringify(c.params[c.errorField] ?? '(missing)').slice(0, 30)}`, c] as const))(
    '%s is refused with a clear key and nothing is stored',
    async (_name, c) => {
      const before = await counts()
      const reply = await server.api(c.key, c.params)
      expect(reply.http).toBe(200)
      expect(reply.body).toEqual({ status: 400, errorMsg: c.errorMsg, errorField: c.errorField })
      expect(await counts()).toEqual(before)
    },
  )

  it('refuses a body over 1 MB with 413 and stores nothing', async () => {
    const before = await counts()
    const reply = await server.api('sendSmsCode', { mobile: GOOD.mobile, scene: 'login', note: 'x'.repeat(1024 * 1024 + 1) })
    expect(reply.http).toBe(413)
    expect(reply.body).toEqual({ status: 413, errorMsg: 'malformedBody' })
    // the unread rest of the body makes the connection unusable: the client must not reuse it
    expect(reply.headers.get('connection')).toBe('close')
    expect(await counts()).toEqual(before)
  })

  it('accepts a mobile typed with spaces and dashes', async () => {
    const spaced = `${REGISTERED.slice(0, 3)} ${REGISTERED.slice(3, 7)}-${REGISTERED.slice(7)}`
    const reply = await server.api('checkMobileExists', { mobile: spaced })
    expect(reply.body).toEqual({ status: 200, content: { exists: true } })
  })
})
