import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import sharp from 'sharp'
import { call, configureFetch, configureServices } from '../../src/client/api'
import { getOffset } from '../../src/client/clock'
import { isApiError, type ApiError } from '../../src/client/errors'
import { onApiEvent, type ApiEvent } from '../../src/client/events'
import { getSession, saveSession } from '../../src/client/session'
import { SERVICES } from '../../src/domain/endpoint-types'
import { smsTarget } from '../../src/server/services/uic/service'
import { installFakeBrowser, type FakeBrowser } from '../unit/client/support/fake-browser'
import { humanTrack } from './support/flows'
import { startServer, type TestServer } from './support/server'

/**
 * The portal's call layer (src/client/api.ts) against the real server over HTTP: both sides
 * sign and verify with the same table, so every encoding, the clock retry, sessions and 4203
 * are checked end to end. The server's clock is fixed at START_TIME, far from the device's, so
 * the first call of each test meets the 401 clock answer.
 */
let server: TestServer
let browser: FakeBrowser
let events: ApiEvent[]
let stop: () => void

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  browser = installFakeBrowser(`${server.url}/login`)
  configureFetch()
  configureServices(Object.fromEntries(SERVICES.map((s) => [s, `${server.url}/api/${s}`])))
  events = []
  stop = onApiEvent((e) => events.push(e))
})
afterEach(() => {
  stop()
  vi.unstubAllGlobals()
})

let mobileCounter = 0
function freshMobile(): string {
  mobileCounter += 1
  return `137${String(process.pid % 10_000).padStart(4, '0')}${String(mobileCounter).padStart(4, '0')}`
}

async function signIn(): Promise<void> {
  const mobile = freshMobile()
  await call('sendSmsCode', { mobile, scene: 'login' })
  const code = await server.codeFor(smsTarget('86', mobile))
  const login = await call('quickLogin', { mobile, code })
  saveSession(login)
  server.clock.advance(61_000)
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('the call layer against the server', () => {
  it('learns the server clock from the 401 answer, stores the offset and succeeds on the retry', async () => {
    const result = await call('getCountry', {})
    expect(Array.isArray(result.list)).toBe(true)
    const expected = server.clock.now() - Date.now()
    expect(Math.abs(getOffset() - expected)).toBeLessThan(5_000)
    expect(browser.local.getItem('gateOffset')).toBe(String(getOffset()))
    expect(events).toEqual([])
  })

  it('signs in with form posts and then calls a session endpoint with the cookies’ session', async () => {
    await signIn()
    const session = getSession()
    expect(session?.userId).toMatch(/.+/)
    const info = await call('getebkinfo', {})
    expect(info.landlordId).toBeTypeOf('string')
    expect(events).toEqual([])
  })

  it('sends a JSON post (slide verification) with bodysha the server accepts', async () => {
    const challenge = await call('slideChallenge', {})
    const row = await server.db.selectFrom('slide_challenges').select('target_x')
      .where('id', '=', challenge.challengeId).executeTakeFirstOrThrow()
    const verified = await call('slideVerify', { challengeId: challenge.challengeId, x: row.target_x, track: humanTrack(row.target_x) })
    expect(verified.slideToken).toMatch(/.+/)
  })

  it('uploads an image as multipart with Filedata', async () => {
    await signIn()
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#b53f0e' } }).png().toBuffer()
    const result = await call('imageUpload', {}, { file: new Blob([new Uint8Array(png)], { type: 'image/png' }), fileName: 'id-front.png' })
    expect(result).toMatchObject({ width: 400, height: 300 })
    expect(result.domain).toMatch(/^https?:\/\//)
  })

  it('rejects a wrong code with the server’s message key and shows it', async () => {
    const mobile = freshMobile()
    await call('sendSmsCode', { mobile, scene: 'login' })
    const sent = await server.codeFor(smsTarget('86', mobile))
    const wrong = sent === '000000' ? '111111' : '000000'
    const error = await rejection(call('quickLogin', { mobile, code: wrong }))
    expect(error.key).toBe('wrongCode')
    expect(events).toContainEqual({ type: 'message', key: 'wrongCode' })
  })

  it('after logout the old session meets 4203: cookies cleared and sessionExpired emitted', async () => {
    await signIn()
    await call('logout', {})
    // The server revoked the session; the cookies still hold it until the shell clears them.
    expect(getSession()).not.toBeNull()
    const error = await rejection(call('getebkinfo', {}))
    expect(error.status).toBe(4203)
    expect(getSession()).toBeNull()
    expect(events).toEqual([{ type: 'sessionExpired' }])
  })
})
