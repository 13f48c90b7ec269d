import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, configureFetch, configureServices } from '../../../src/client/api'
import { isApiError } from '../../../src/client/errors'
import { newIdempotencyKey } from '../../../src/client/idempotency-key'
import { saveSession } from '../../../src/client/session'
import { SERVICES } from '../../../src/domain/endpoint-types'
import { installFakeBrowser } from './support/fake-browser'
import { envelope, fakeServer, one, type Reply } from './support/fake-server'

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const login = { userId: 'u1', userName: 'Li Lei', sessId: 's-1', xztoken: 'tok' }
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,64}$/

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(NOW)
  installFakeBrowser('https://host.example.test/profile')
  configureServices(Object.fromEntries(SERVICES.map((s) => [s, `https://gw.example.test/api/${s}`])))
  saveSession(login)
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  configureFetch()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function serve(reply: Reply) {
  const server = fakeServer(reply)
  configureFetch(server.fetch)
  return server
}

const ok = () => envelope({ status: 200, content: { version: 1 } })
const overseas = {
  landlordID: 'u1', landlordIdentity: '2', passportNo: 'E1234567',
  passportInfo: { url: '/files/p.jpg', width: 800, height: 600 },
  selfInfo: { url: '/files/s.jpg', width: 800, height: 600 },
}

describe('idempotency key (idemKey)', () => {
  it('form POST: sends the given key as a signed body field', async () => {
    const server = serve(ok)
    await call('updateLandlordInfo', { cityid: '330100', id: 'u1' }, { idempotencyKey: 'entry-0001' })
    const got = server.received[0]!
    expect(one(got.fields, 'idemKey')).toBe('entry-0001')
    expect(got.signatureValid).toBe(true)
  })

  it('JSON POST: the key is in the JSON body, covered by bodysha and the signature', async () => {
    const server = serve(ok)
    await call('realNameSubmitOverseas', overseas, { idempotencyKey: 'entry-0002' })
    const got = server.received[0]!
    expect(got.json).toMatchObject({ ...overseas, idemKey: 'entry-0002' })
    expect(got.bodyHashValid).toBe(true)
    expect(got.signatureValid).toBe(true)
  })

  it('generates a fresh UUID per call when none is given', async () => {
    const server = serve(ok)
    await call('updateLandlordInfo', { cityid: '330100', id: 'u1' })
    await call('updateLandlordInfo', { cityid: '330100', id: 'u1' })
    const [a, b] = server.received.map((r) => one(r.fields, 'idemKey'))
    expect(a).toMatch(KEY_SHAPE)
    expect(a).toMatch(/^[0-9a-f-]{36}$/)
    expect(b).toMatch(KEY_SHAPE)
    expect(a).not.toBe(b)
  })

  it('keeps the same key when the call re-signs after a clock correction (401)', async () => {
    const server = serve((_, i) =>
      i === 0
        ? envelope({ status: 401, errorMsg: 'staleTimestamp' }, { status: 401, headers: { 'x-server-time': String(NOW + 600_000) } })
        : ok())
    await call('updateLandlordInfo', { cityid: '330100', id: 'u1' })
    expect(server.received).toHaveLength(2)
    const [first, second] = server.received
    expect(one(second!.fields, 'gatetime')).not.toBe(one(first!.fields, 'gatetime'))
    expect(one(second!.fields, 'idemKey')).toBe(one(first!.fields, 'idemKey'))
    expect(second!.signatureValid).toBe(true)
  })

  it('is not sent to endpoints that are not idempotent, even when given', async () => {
    const server = serve(() => envelope({ status: 200, content: { list: [] } }))
    await call('getCountry', { type: 'all' }, { idempotencyKey: 'entry-0003' })
    expect(server.received[0]!.query).not.toHaveProperty('idemKey')
  })

  it('a reused key refused by the server rejects with idempotencyKeyReused', async () => {
    serve(() => envelope({ status: 422, errorMsg: 'idempotencyKeyReused' }, { status: 422 }))
    const error = await call('updateLandlordInfo', { cityid: '330100', id: 'u1' }, { idempotencyKey: 'entry-0004', hideMessage: true })
      .then(() => undefined, (e: unknown) => e)
    expect(isApiError(error) && error.key).toBe('idempotencyKeyReused')
    expect(isApiError(error) && error.httpStatus).toBe(422)
  })
})

describe('newIdempotencyKey', () => {
  it('makes a UUID v4 without crypto.randomUUID (plain http pages)', () => {
    const real = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) })
    expect(globalThis.crypto.randomUUID).toBeUndefined()
    const key = newIdempotencyKey()
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(key).toMatch(KEY_SHAPE)
  })
})
