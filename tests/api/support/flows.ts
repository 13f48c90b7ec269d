import { expect } from 'vitest'
import { BIZGUARD_HEADER } from '../../../src/domain/common-params'
import { smsTarget } from '../../../src/server/services/uic/service'
import type { TestServer, TestSession } from './server'

export type SignedIn = TestSession & { userName: string; mobile: string; nickName: string; isNew: boolean }

let counter = 0

/** A fresh mainland mobile number (unique within the test run). */
export function freshMobile(): string {
  counter += 1
  return `139${String(Date.now() % 10_000).padStart(4, '0')}${String(counter).padStart(4, '0')}`
}

/** A fresh client address, so per-address login limits of one test do not touch another. */
export function freshIp(): string {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

/** Sends a login code and signs in with it (registers the number when new). */
export async function smsLogin(server: TestServer, mobile: string, ip = freshIp()): Promise<SignedIn> {
  const sent = await server.api('sendSmsCode', { mobile, scene: 'login' }, { ip })
  if (sent.body?.status !== 200) throw new Error(`sendSmsCode: ${sent.text}`)
  const code = await server.codeFor(smsTarget('86', mobile))
  const login = await server.api('quickLogin', { mobile, code }, { ip })
  if (login.body?.status !== 200) throw new Error(`quickLogin: ${login.text}`)
  server.clock.advance(61_000)
  return login.body.content as SignedIn
}

/** Registers a number with a password (code scene 'register'). */
export async function registerUser(server: TestServer, mobile: string, password: string, ip = freshIp()): Promise<SignedIn> {
  const sent = await server.api('sendSmsCode', { mobile, scene: 'register' }, { ip })
  if (sent.body?.status !== 200) throw new Error(`sendSmsCode: ${sent.text}`)
  const code = await server.codeFor(smsTarget('86', mobile))
  const reply = await server.api('register', { mobile, code, password }, { ip })
  if (reply.body?.status !== 200) throw new Error(`register: ${reply.text}`)
  server.clock.advance(61_000)
  return reply.body.content as SignedIn
}

/** Passes a slide challenge the way the page does (reads the gap from the database like the eye reads it from the picture). */
export async function passSlide(server: TestServer): Promise<string> {
  const challenge = await server.api('slideChallenge')
  const id = challenge.body.content.challengeId as string
  const row = await server.db.selectFrom('slide_challenges').select('target_x').where('id', '=', id).executeTakeFirstOrThrow()
  const verified = await server.api('slideVerify', { challengeId: id, x: row.target_x, track: humanTrack(row.target_x) })
  if (verified.body?.status !== 200) throw new Error(`slideVerify: ${verified.text}`)
  return verified.body.content.slideToken as string
}

/** A drag from 0 to `to` over 600 ms in 12 samples. */
export function humanTrack(to: number, samples = 12, durationMs = 600): [number, number][] {
  return Array.from({ length: samples }, (_, i) => [Math.round((durationMs * i) / (samples - 1)), Math.round((to * i) / (samples - 1))])
}

/** A slide verification answer (portal spec 8): HTTP 307, the x-bizguard-redirect header, body { status: 307 }. */
export function expectSlide(reply: { http: number; headers: Headers; body: unknown }): void {
  expect(reply.http).toBe(307)
  expect(reply.headers.get(BIZGUARD_HEADER)).toBe('/verify/slide')
  expect(reply.body).toEqual({ status: 307 })
}

/** Signs a host in by password through `api` (a test server's, or apiClient of a real instance). */
export async function passwordSignIn(api: TestServer['api'], mobile: string, countryCode: string, password: string): Promise<TestSession> {
  const reply = await api('passwordLogin', { mobile, countryCode, password })
  expect(reply.body?.status, reply.text).toBe(200)
  return reply.body.content as TestSession
}
