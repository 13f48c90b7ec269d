import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIZGUARD_HEADER, GATE_WINDOW_MS, SERVER_TIME_HEADER } from '../../src/domain/common-params'
import { endpoints } from '../../src/domain/endpoints'
import type { EndpointKey } from '../../src/domain/endpoints'
import { handlerFor } from '../../src/server/app'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

describe('the endpoint table', () => {
  it('has a handler for every key', () => {
    const missing = (Object.keys(endpoints) as EndpointKey[]).filter((key) => handlerFor(key) === undefined)
    expect(missing).toEqual([])
  })

  it('answers GET /api/health', async () => {
    const res = await server.fetch('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 200 })
  })

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await server.fetch('/api/uic/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ status: 404, errorMsg: 'notFound' })
  })
})

describe('security headers', () => {
  it('sends HSTS for at least a year and a CSP the portal runs under', async () => {
    const res = await server.fetch('/api/health')
    const hsts = res.headers.get('strict-transport-security') ?? ''
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1])
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts).toContain('includeSubDomains')
    const csp = res.headers.get('content-security-policy') ?? ''
    for (const directive of [
      "default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
      "connect-src 'self'", "worker-src 'self'", "manifest-src 'self'", "font-src 'self' data:", "object-src 'none'",
      "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'",
    ]) expect(csp).toContain(directive)
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('gate timestamp', () => {
  it('refuses a missing timestamp with 401 and the server time', async () => {
    const reply = await server.api('checkMobileExists', { mobile: '13800000001' }, { gatetime: null })
    expect(reply.http).toBe(401)
    expect(reply.body).toEqual({ status: 401, errorMsg: 'staleTimestamp' })
    expect(reply.headers.get(SERVER_TIME_HEADER)).toBe(String(server.clock.now()))
  })

  it('refuses a timestamp more than 5 minutes off either way', async () => {
    for (const offset of [GATE_WINDOW_MS + 1, -(GATE_WINDOW_MS + 1)]) {
      const reply = await server.api('checkMobileExists', { mobile: '13800000001' }, { gatetime: server.clock.now() + offset })
      expect(reply.http).toBe(401)
      expect(reply.body.errorMsg).toBe('staleTimestamp')
      expect(Number(reply.headers.get(SERVER_TIME_HEADER))).toBe(server.clock.now())
    }
  })

  it('accepts a timestamp within the window (the client adjusted by the offset)', async () => {
    const reply = await server.api('checkMobileExists', { mobile: '13800000001' }, { gatetime: server.clock.now() - GATE_WINDOW_MS + 1000 })
    expect(reply.http).toBe(200)
    expect(reply.body).toEqual({ status: 200, content: { exists: false } })
  })

  it('refuses a non-numeric timestamp', async () => {
    const reply = await server.api('checkMobileExists', { mobile: '13800000001' }, { gatetime: 'soon' as unknown as number })
    expect(reply.http).toBe(401)
  })
})

describe('gatesign', () => {
  it('refuses a missing or wrong signature', async () => {
    for (const sign of [false, '0'.repeat(40), 'not-hex'] as const) {
      const reply = await server.api('checkMobileExists', { mobile: '13800000001' }, { sign })
      expect(reply.http).toBe(400)
      expect(reply.body).toEqual({ status: 400, errorMsg: 'badSignature' })
    }
  })

  it('refuses a signature made for another path', async () => {
    const reply = await server.api('checkMobileExists', { mobile: '13800000001' }, { signPath: '/api/uic/country' })
    expect(reply.body.errorMsg).toBe('badSignature')
  })

  it('refuses a form body changed after signing', async () => {
    const good = await server.api('sendSmsCode', { mobile: '13800000001', scene: 'login' }, { sign: 'x' })
    expect(good.body.errorMsg).toBe('badSignature')
    // Sign one number, send another.
    const { gatesign } = await import('../../src/domain/gatesign')
    const params = { clientFrom: 'web', clientVersion: '500', role: 'xzfd', gatetime: String(server.clock.now()), mobile: '13800000001', scene: 'login' }
    const signature = gatesign('/api/uic/sms/send', params)
    const body = new URLSearchParams({ ...params, mobile: '13800000002', gatesign: signature }).toString()
    const res = await server.fetch('/api/uic/sms/send', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ status: 400, errorMsg: 'badSignature' })
    expect(await server.count('outbound_messages')).toBe(0)
  })

  it('covers a JSON body through its hash', async () => {
    const reply = await server.api('slideVerify', { challengeId: 'x', x: 1, track: [] }, {
      rawBody: { contentType: 'application/json', body: JSON.stringify({ challengeId: 'y', x: 1, track: [] }) },
    })
    expect(reply.http).toBe(400)
    expect(reply.body.errorMsg).toBe('badSignature')
  })

  it('requires the common params', async () => {
    for (const name of ['clientFrom', 'clientVersion', 'role']) {
      const reply = await server.api('checkMobileExists', { mobile: '13800000001' }, { omit: [name] })
      expect(reply.http).toBe(400)
      expect(reply.body).toEqual({ status: 400, errorMsg: 'invalidValue', errorField: name })
    }
  })
})

describe('bodies', () => {
  it('answers 415 for a JSON endpoint sent a form body', async () => {
    const reply = await server.api('slideVerify', { challengeId: 'x', x: 1, track: [] }, {
      rawBody: { contentType: 'application/x-www-form-urlencoded', body: 'challengeId=x&x=1' },
    })
    expect(reply.http).toBe(415)
    expect(reply.body).toEqual({ status: 415, errorMsg: 'unsupportedContentType' })
  })

  it('answers 415 for a form endpoint sent JSON', async () => {
    const reply = await server.api('sendSmsCode', { mobile: '13800000001', scene: 'login' }, {
      rawBody: { contentType: 'application/json', body: '{"mobile":"13800000001"}' },
    })
    expect(reply.http).toBe(415)
  })

  it('answers malformed JSON with 400 malformedBody, not a server error', async () => {
    for (const body of ['{"challengeId":', '[1,2]', 'null', '']) {
      const reply = await server.api('slideVerify', {}, { rawBody: { contentType: 'application/json', body } })
      expect(reply.http).toBe(400)
      expect(reply.body).toEqual({ status: 400, errorMsg: 'malformedBody' })
    }
  })

  it('answers a malformed form body with 400 malformedBody', async () => {
    const reply = await server.api('sendSmsCode', {}, { rawBody: { contentType: 'application/x-www-form-urlencoded', body: 'mobile=%E0%A4%A&scene=login' } })
    expect(reply.http).toBe(400)
    expect(reply.body).toEqual({ status: 400, errorMsg: 'malformedBody' })
  })

  it('answers a malformed multipart body with 400 malformedBody', async () => {
    const reply = await server.api('imageUpload', {}, {
      rawBody: { contentType: 'multipart/form-data; boundary=----x', body: '------x\r\nContent-Disposition: form-data; name="dir"\r\n\r\nbroken' },
    })
    expect(reply.http).toBe(400)
    expect(reply.body).toEqual({ status: 400, errorMsg: 'malformedBody' })
  })

  it('answers a schema failure with invalidValue and the field', async () => {
    const reply = await server.api('sendSmsCode', { mobile: '13800000001', scene: 'holiday' })
    expect(reply.http).toBe(200)
    expect(reply.body).toEqual({ status: 400, errorMsg: 'invalidValue', errorField: 'scene' })
    const missing = await server.api('sendSmsCode', { scene: 'login' })
    expect(missing.body).toEqual({ status: 400, errorMsg: 'invalidValue', errorField: 'mobile' })
    const track = await server.api('slideVerify', { challengeId: 'a', x: 3, track: [[1, 'x']] })
    expect(track.body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'track.0.1' })
  })
})

describe('sessions', () => {
  it('accepts the session params, then 4203 once the session is revoked by logout', async () => {
    const user = await smsLogin(server, freshMobile())
    const session = { userId: user.userId, sessId: user.sessId, xztoken: user.xztoken }
    const info = await server.api('getUnreadNum', {}, { session })
    expect(info.body.status).toBe(200)
    const out = await server.api('logout', {}, { session })
    expect(out.body).toEqual({ status: 200, content: {} })
    expect(out.headers.getSetCookie().join('\n')).toMatch(/xztoken=;/)
    const after = await server.api('getUnreadNum', {}, { session })
    expect(after.http).toBe(200)
    expect(after.body).toEqual({ status: 4203, errorMsg: 'sessionExpired' })
  })

  it('answers 4203 for an expired session', async () => {
    const user = await smsLogin(server, freshMobile())
    const session = { userId: user.userId, sessId: user.sessId, xztoken: user.xztoken }
    server.clock.advance(30 * 24 * 60 * 60 * 1000 + 1)
    const reply = await server.api('getUnreadNum', {}, { session })
    expect(reply.body).toEqual({ status: 4203, errorMsg: 'sessionExpired' })
  })

  it('answers 4203 for forged tokens, another user\'s token, a wrong userId, or nothing', async () => {
    const a = await smsLogin(server, freshMobile())
    const b = await smsLogin(server, freshMobile())
    const cases = [
      { userId: a.userId, sessId: a.sessId, xztoken: 'forged-token' },
      { userId: a.userId, sessId: a.sessId, xztoken: b.xztoken },
      { userId: b.userId, sessId: a.sessId, xztoken: a.xztoken },
      { userId: a.userId, sessId: '0'.repeat(32), xztoken: a.xztoken },
      { userId: a.userId, sessId: a.sessId, xztoken: '' },
    ]
    for (const session of cases) {
      const reply = await server.api('getUnreadNum', {}, { session })
      expect(reply.body).toEqual({ status: 4203, errorMsg: 'sessionExpired' })
    }
    const none = await server.api('getUnreadNum')
    expect(none.body).toEqual({ status: 4203, errorMsg: 'sessionExpired' })
    const good = await server.api('getUnreadNum', {}, { session: { userId: a.userId, sessId: a.sessId, xztoken: a.xztoken } })
    expect(good.body.status).toBe(200)
  })

  it('falls back to the session cookies', async () => {
    const user = await smsLogin(server, freshMobile())
    const cookie = `userId=${user.userId}; sessId=${user.sessId}; xztoken=${user.xztoken}`
    const reply = await server.api('getUnreadNum', {}, { headers: { Cookie: cookie } })
    expect(reply.body.status).toBe(200)
    const forged = await server.api('getUnreadNum', {}, { headers: { Cookie: `userId=${user.userId}; sessId=${user.sessId}; xztoken=nope` } })
    expect(forged.body.status).toBe(4203)
  })
})

describe('server errors', () => {
  it('answers 500 operationFailed without a stack trace', async () => {
    const broken = await startServer()
    await broken.db.destroy()
    const reply = await broken.api('checkMobileExists', { mobile: '13800000001' })
    expect(reply.http).toBe(500)
    expect(reply.body).toEqual({ status: 500, errorMsg: 'operationFailed' })
    expect(reply.text).not.toMatch(/at .*\(|\.ts:\d+|Error:/)
    await broken.close().catch(() => undefined)
  })
})

describe('307 on the wire', () => {
  it('uses HTTP 307 with x-bizguard-redirect and body {status:307}', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 3; i++) {
      expect((await server.api('sendSmsCode', { mobile, scene: 'login' })).body.status).toBe(200)
      server.clock.advance(61_000)
    }
    const reply = await server.api('sendSmsCode', { mobile, scene: 'login' })
    expect(reply.http).toBe(307)
    expect(reply.headers.get(BIZGUARD_HEADER)).toBe('/verify/slide')
    expect(reply.body).toEqual({ status: 307 })
  })
})
