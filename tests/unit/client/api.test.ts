import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, configureFetch, configureServices, download } from '../../../src/client/api'
import { getOffset } from '../../../src/client/clock'
import { ApiError, isApiError } from '../../../src/client/errors'
import { onApiEvent, type ApiEvent } from '../../../src/client/events'
import { clearSession, getSession, saveSession } from '../../../src/client/session'
import { SERVICES } from '../../../src/domain/endpoint-types'
import { installFakeBrowser, type FakeBrowser } from './support/fake-browser'
import { envelope, fakeServer, one, type Reply } from './support/fake-server'

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)
const login = { userId: 'u1', userName: 'Li Lei', sessId: 's-1', xztoken: 'tok en+/=' }

let browser: FakeBrowser
let events: ApiEvent[]
let stopEvents: () => void

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(NOW)
  browser = installFakeBrowser('https://host.example.test/order/orderList?page=2')
  configureServices(Object.fromEntries(SERVICES.map((s) => [s, `https://gw.example.test/api/${s}`])))
  events = []
  stopEvents = onApiEvent((e) => events.push(e))
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  stopEvents()
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

const ok = (content?: unknown) => () => envelope(content === undefined ? { status: 200 } : { status: 200, content })
const country = { list: [] }
const loginResult = { ...login, mobile: '13800138000', nickName: 'lei', isNew: false }

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('common and session params', () => {
  it('adds clientFrom, clientVersion, role and a gate time shifted by the stored offset', async () => {
    browser.local.setItem('gateOffset', '-4000')
    const server = serve(ok(country))
    await call('getCountry', { type: 'all' })
    const [got] = server.received
    expect(got?.method).toBe('GET')
    expect(got?.path).toBe('/api/uic/country')
    expect(one(got!.query, 'clientFrom')).toBe('web')
    expect(one(got!.query, 'clientVersion')).toBe('500')
    expect(one(got!.query, 'role')).toBe('xzfd')
    expect(one(got!.query, 'gatetime')).toBe(String(NOW - 4000))
    expect(one(got!.query, 'type')).toBe('all')
  })

  it('adds userId, sessId and xztoken only when logged in', async () => {
    const server = serve(ok(country))
    await call('getCountry', {})
    expect(server.received[0]?.query).not.toHaveProperty('userId')
    expect(server.received[0]?.query).not.toHaveProperty('sessId')
    expect(server.received[0]?.query).not.toHaveProperty('xztoken')

    saveSession(login)
    await call('getCountry', {})
    await call('logout', {})
    expect(one(server.received[1]!.query, 'userId')).toBe('u1')
    expect(one(server.received[1]!.query, 'sessId')).toBe('s-1')
    expect(one(server.received[1]!.query, 'xztoken')).toBe('tok en+/=')
    expect(one(server.received[2]!.fields, 'xztoken')).toBe('tok en+/=')
  })

  it('applies request defaults of the schema (countryCode 86)', async () => {
    const server = serve(ok(loginResult))
    await call('quickLogin', { mobile: '13800138000', code: '123456' })
    expect(one(server.received[0]!.fields, 'countryCode')).toBe('86')
  })
})

describe('signature per encoding', () => {
  it('GET: everything in the query, gatesign verifies over the path', async () => {
    const server = serve(ok(country))
    await call('getCountry', { type: 'a b&c', level: '中文' })
    const got = server.received[0]!
    expect(got.rawBody).toBeUndefined()
    expect(got.gatesign).toMatch(/^[0-9a-f]{40}$/)
    expect(got.signatureValid).toBe(true)
  })

  it('form POST: params and gatesign in the urlencoded body, nothing in the query', async () => {
    saveSession(login)
    const server = serve(ok(loginResult))
    await call('quickLogin', { mobile: '13800138000', code: '12 34+56', countryCode: '852' })
    const got = server.received[0]!
    expect(got.contentType).toContain('application/x-www-form-urlencoded')
    expect(Object.keys(got.query)).toEqual([])
    expect(one(got.fields, 'code')).toBe('12 34+56')
    expect(one(got.fields, 'userId')).toBe('u1')
    expect(got.signatureValid).toBe(true)
  })

  it('JSON POST: common params, bodysha and gatesign in the query, fields as JSON', async () => {
    const server = serve(ok({ slideToken: 'st' }))
    const track: [number, number][] = [[0, 1], [16, 20], [40, 75]]
    await call('slideVerify', { challengeId: 'c1', x: 75, track })
    const got = server.received[0]!
    expect(got.contentType).toContain('application/json')
    expect(got.json).toEqual({ challengeId: 'c1', x: 75, track })
    expect(one(got.query, 'bodysha')).toMatch(/^[0-9a-f]{64}$/)
    expect(got.bodyHashValid).toBe(true)
    expect(got.signatureValid).toBe(true)
    expect(one(got.query, 'clientFrom')).toBe('web')
  })

  it('multipart: common params and gatesign in the query, text fields and Filedata in the form', async () => {
    saveSession(login)
    const upload = { status: 200, domain: 'https://img.test', domains: ['https://img.test'], url: '/a.png', width: 10, height: 20 }
    const server = serve(() => envelope(upload))
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })
    const result = await call('imageUpload', { dir: 'duanzu_head' }, { file, fileName: 'front.png' })
    expect(result).toEqual({ domain: 'https://img.test', domains: ['https://img.test'], url: '/a.png', width: 10, height: 20 })
    const got = server.received[0]!
    expect(got.contentType).toContain('multipart/form-data')
    expect(one(got.fields, 'dir')).toBe('duanzu_head')
    expect(got.fields).not.toHaveProperty('gatesign')
    expect(one(got.query, 'userId')).toBe('u1')
    expect(got.file?.name).toBe('front.png')
    expect(got.file?.size).toBe(4)
    expect(got.signatureValid).toBe(true)
  })

  it('signs with the pathname of a configured service base', async () => {
    configureServices({ uic: 'https://sso.example.test/gateway/uic/' })
    const server = serve(ok(country))
    await call('getCountry', {})
    expect(server.received[0]!.path).toBe('/gateway/uic/country')
    expect(server.received[0]!.signatureValid).toBe(true)
  })

  it('a signature fails verification when a field is changed in transit', async () => {
    const server = serve(ok(loginResult))
    await call('quickLogin', { mobile: '13800138000', code: '111111' })
    const got = server.received[0]!
    const { gatesign } = await import('../../../src/domain/gatesign')
    const tampered: Record<string, string[]> = { ...got.fields, code: ['222222'] }
    delete tampered.gatesign
    expect(gatesign(got.path, tampered)).not.toBe(got.gatesign)
  })

  it('a post that cannot be signed rejects with requestException', async () => {
    const server = serve(ok(loginResult))
    const error = await rejection(call('quickLogin', { mobile: '13800138000', code: '\uD800' }))
    expect(error.key).toBe('requestException')
    expect(server.received).toHaveLength(0)
    expect(events).toContainEqual({ type: 'message', key: 'requestException' })
  })
})

describe('answers', () => {
  it('resolves the content parsed by the response schema', async () => {
    serve(ok({ list: [{ data_id: '1', data_zh: '中国', data_code: '86', data_en: 'China', data_cn: '中国', data_shortname: 'CN', data_tag: 'hot', extra: 1 }] }))
    const result = await call('getCountry', {})
    expect(result.list[0]).toEqual({ data_id: '1', data_zh: '中国', data_code: '86', data_en: 'China', data_cn: '中国', data_shortname: 'CN', data_tag: 'hot' })
  })

  it('treats status 0 and 1 as success and resolves the body when there is no content', async () => {
    serve((_r, i) => envelope({ status: i }))
    await expect(call('logout', {})).resolves.toEqual({})
    await expect(call('logout', {})).resolves.toEqual({})
  })

  it('rejects an answer that does not match the schema with requestException', async () => {
    serve(ok({ list: 'nope' }))
    const error = await rejection(call('getCountry', {}))
    expect(error.key).toBe('requestException')
    expect(events).toEqual([{ type: 'message', key: 'requestException' }])
  })

  it('any other status rejects with the message key, field and params, and shows it', async () => {
    serve(() => envelope({ status: 400, errorMsg: 'tooLong', errorField: 'code', errorParams: { max: 6 } }))
    const error = await rejection(call('quickLogin', { mobile: '13800138000', code: '1234567' }))
    expect(error).toMatchObject({ status: 400, key: 'tooLong', field: 'code', params: { max: 6 }, httpStatus: 200 })
    expect(events).toEqual([{ type: 'message', key: 'tooLong', params: { max: 6 } }])
  })

  it('a server text that is not a message key travels as text', async () => {
    serve(() => envelope({ status: 422, errorMsg: '房源已下线' }, { status: 422 }))
    const error = await rejection(call('logout', {}))
    expect(error.key).toBe('房源已下线')
    expect(events).toEqual([{ type: 'message', key: 'operationFailed', text: '房源已下线' }])
  })

  it('hideMessage keeps the failure silent but still rejects', async () => {
    serve(() => envelope({ status: 400, errorMsg: 'wrongCode' }))
    const error = await rejection(call('quickLogin', { mobile: '13800138000', code: '1' }, { hideMessage: true }))
    expect(error.key).toBe('wrongCode')
    expect(events).toEqual([])
  })

  it('an HTTP error without an envelope shows networkError', async () => {
    serve(() => new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
    const error = await rejection(call('logout', {}))
    expect(error).toMatchObject({ key: 'networkError', status: 502, httpStatus: 502 })
    expect(events).toEqual([{ type: 'message', key: 'networkError' }])
  })

  it('a failed connection rejects with networkError', async () => {
    configureFetch(() => Promise.reject(new TypeError('fetch failed')))
    const error = await rejection(call('logout', {}))
    expect(error).toMatchObject({ key: 'networkError', status: 0 })
  })
})

describe("a write's failure kind (decision 0080)", () => {
  const remove = { luId: '0b6c5a2e-3f1d-4c8e-9a7b-1d2e3f4a5b6c', reason: 'other' as const }

  it("a refusal without a field carries the write's kind to the error and the message", async () => {
    saveSession(login)
    serve(() => envelope({ status: 409, errorMsg: 'listingInReview' }))
    const error = await rejection(call('listingDelete', remove))
    expect(error).toMatchObject({ key: 'listingInReview', failure: 'delete' })
    expect(events).toEqual([{ type: 'message', key: 'listingInReview', params: { failureKind: 'delete' } }])
  })

  it("a field's refusal is the reason alone (the error still knows its kind)", async () => {
    saveSession(login)
    serve(() => envelope({ status: 400, errorMsg: 'tooLong', errorField: 'note', errorParams: { max: 200 } }))
    const error = await rejection(call('listingDelete', remove))
    expect(error).toMatchObject({ key: 'tooLong', field: 'note', failure: 'delete' })
    expect(events).toEqual([{ type: 'message', key: 'tooLong', params: { max: 200 } }])
  })

  it('a server error, a server text and no connection carry it too', async () => {
    saveSession(login)
    serve(() => new Response('down', { status: 503 }))
    expect(await rejection(call('listingDelete', remove))).toMatchObject({ key: 'networkError', failure: 'delete' })
    serve(() => envelope({ status: 422, errorMsg: '房源已下线' }, { status: 422 }))
    expect(await rejection(call('listingDelete', remove))).toMatchObject({ key: '房源已下线', failure: 'delete' })
    configureFetch(() => Promise.reject(new TypeError('fetch failed')))
    expect(await rejection(call('listingDelete', remove))).toMatchObject({ key: 'networkError', status: 0, failure: 'delete' })
    expect(events).toEqual([
      { type: 'message', key: 'networkError', params: { failureKind: 'delete' } },
      { type: 'message', key: 'operationFailed', text: '房源已下线', params: { failureKind: 'delete' } },
      { type: 'message', key: 'networkError', params: { failureKind: 'delete' } },
    ])
  })

  it('a call whose reason is the whole text (sign-in, reads) has none', async () => {
    serve(() => envelope({ status: 400, errorMsg: 'wrongCode' }))
    const error = await rejection(call('quickLogin', { mobile: '13800138000', code: '1' }))
    expect(error.failure).toBeUndefined()
    expect(events).toEqual([{ type: 'message', key: 'wrongCode' }])
  })
})

describe('the server is back', () => {
  const reachable = (status: number) => () => (status < 300 ? envelope({ status: 200 }) : new Response('down', { status }))

  it('the first answer below 500 after a failed connection emits serverBack once', async () => {
    const answers: ((() => Response) | 'cut')[] = ['cut', 'cut', reachable(200), reachable(200)]
    configureFetch(() => {
      const next = answers.shift()!
      return next === 'cut' ? Promise.reject(new TypeError('fetch failed')) : Promise.resolve(next())
    })
    await rejection(call('logout', {}, { hideMessage: true }))
    await rejection(call('logout', {}, { hideMessage: true }))
    expect(events).toEqual([])
    await call('logout', {})
    expect(events).toEqual([{ type: 'serverBack' }])
    await call('logout', {})
    expect(events).toEqual([{ type: 'serverBack' }])
  })

  it('a 5xx counts as unreachable, a refusal of the request (4xx) as reachable', async () => {
    const answers = [reachable(503), reachable(502), reachable(404), reachable(200)]
    configureFetch(() => Promise.resolve(answers.shift()!()))
    await rejection(call('logout', {}, { hideMessage: true }))
    await rejection(call('logout', {}, { hideMessage: true }))
    expect(events).toEqual([])
    await rejection(call('logout', {}, { hideMessage: true }))
    expect(events).toEqual([{ type: 'serverBack' }])
    await call('logout', {})
    expect(events).toEqual([{ type: 'serverBack' }])
  })

  it('a server that never failed is never announced as back', async () => {
    serve(ok())
    await call('logout', {})
    await call('logout', {})
    expect(events).toEqual([])
  })
})

describe('status 4203: session expired', () => {
  it('clears the session cookies, emits sessionExpired and rejects without a message', async () => {
    saveSession(login)
    serve(() => envelope({ status: 4203, errorMsg: 'sessionExpired' }))
    const error = await rejection(call('getebkinfo', {}))
    expect(error.status).toBe(4203)
    expect(getSession()).toBeNull()
    expect(browser.jar.read()).toBe('')
    expect(events).toEqual([{ type: 'sessionExpired' }])
  })

  it('a 4203 answering a request sent before the host logged out (or signed in again) leaves the current state alone', async () => {
    saveSession(login)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => { release = resolve })
    serve(async () => {
      await held
      return envelope({ status: 4203, errorMsg: 'sessionExpired' })
    })
    const pending = rejection(call('getebkinfo', {}))
    // the host logs out while the request is on its way: no "session expired" detour to /login
    clearSession()
    release()
    expect((await pending).status).toBe(4203)
    expect(events).toEqual([])
  })

  it('a 4203 in an HTTP 401 answer is not retried as a clock problem', async () => {
    saveSession(login)
    const server = serve(() => envelope({ status: 4203 }, { status: 401, headers: { 'x-server-time': String(NOW + 60_000) } }))
    await rejection(call('getebkinfo', {}))
    expect(server.received).toHaveLength(1)
    expect(events).toEqual([{ type: 'sessionExpired' }])
  })
})

describe('307: slide verification', () => {
  const expectedUrl =
    `/verify/slide?slideRedirect=${encodeURIComponent('https://host.example.test/order/orderList?page=2')}&lang=en`

  beforeEach(() => {
    browser.local.setItem('lang', 'en')
  })

  it('status 307 in the body', async () => {
    serve(() => envelope({ status: 307, errorMsg: 'tooManyRequests' }))
    const error = await rejection(call('sendSmsCode', { mobile: '13800138000', scene: 'login' }))
    expect(error.status).toBe(307)
    expect(events).toEqual([{ type: 'slide', url: expectedUrl }])
  })

  it('HTTP 307', async () => {
    serve(() => new Response(null, { status: 307 }))
    const error = await rejection(call('sendSmsCode', { mobile: '13800138000', scene: 'login' }))
    expect(error).toMatchObject({ status: 307, httpStatus: 307 })
    expect(events).toEqual([{ type: 'slide', url: expectedUrl }])
  })

  it('the x-bizguard-redirect header on an otherwise successful answer', async () => {
    serve(() => envelope({ status: 200, content: {} }, { headers: { 'x-bizguard-redirect': '1' } }))
    const error = await rejection(call('sendSmsCode', { mobile: '13800138000', scene: 'login' }))
    expect(error.status).toBe(307)
    expect(events).toEqual([{ type: 'slide', url: expectedUrl }])
  })

  it('uses zh when no language is stored', async () => {
    browser.local.removeItem('lang')
    serve(() => envelope({ status: 307 }))
    await rejection(call('sendSmsCode', { mobile: '13800138000', scene: 'login' }))
    expect(events[0]).toEqual({ type: 'slide', url: expectedUrl.replace('lang=en', 'lang=zh') })
  })
})

describe('HTTP 401: clock offset', () => {
  it('stores the offset from x-server-time and retries once, re-signed with a fresh gate time', async () => {
    const serverNow = NOW + 10 * 60_000
    const server = serve((_r, i) =>
      i === 0
        ? envelope({ status: 401, errorMsg: 'staleTimestamp' }, { status: 401, headers: { 'x-server-time': String(serverNow) } })
        : envelope({ status: 200, content: loginResult }),
    )
    const result = await call('quickLogin', { mobile: '13800138000', code: '123456' })
    expect(result.userId).toBe('u1')
    expect(server.received).toHaveLength(2)
    expect(one(server.received[0]!.fields, 'gatetime')).toBe(String(NOW))
    expect(one(server.received[1]!.fields, 'gatetime')).toBe(String(serverNow))
    expect(server.received[1]!.signatureValid).toBe(true)
    expect(server.received[1]!.gatesign).not.toBe(server.received[0]!.gatesign)
    expect(browser.local.getItem('gateOffset')).toBe(String(10 * 60_000))
    expect(getOffset()).toBe(10 * 60_000)
    expect(events).toEqual([])
  })

  it('clears the stored offset when the server time equals the device time', async () => {
    browser.local.setItem('gateOffset', '300000')
    serve((_r, i) =>
      i === 0
        ? envelope({ status: 401 }, { status: 401, headers: { 'x-server-time': String(NOW) } })
        : envelope({ status: 200 }),
    )
    await call('logout', {})
    expect(browser.local.getItem('gateOffset')).toBeNull()
    expect(getOffset()).toBe(0)
  })

  it('retries only once', async () => {
    const server = serve(() => envelope({ status: 401, errorMsg: 'staleTimestamp' }, { status: 401, headers: { 'x-server-time': String(NOW + 1000) } }))
    const error = await rejection(call('logout', {}))
    expect(server.received).toHaveLength(2)
    expect(error).toMatchObject({ key: 'staleTimestamp', httpStatus: 401 })
    expect(events).toEqual([{ type: 'message', key: 'staleTimestamp' }])
  })
})

describe('timeout', () => {
  /** A server that never answers; the request ends only when its signal aborts. */
  const hangingFetch = (input: Request) => new Promise<Response>((_resolve, reject) => {
    if (input.signal.aborted) reject(input.signal.reason)
    input.signal.addEventListener('abort', () => reject(input.signal.reason))
  })

  it('rejects with networkTimeout after 20 s, not before', async () => {
    configureFetch(hangingFetch)
    let settled: unknown = 'pending'
    const pending = call('logout', {}).catch((e: unknown) => e)
    void pending.then((e) => { settled = e })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(isApiError(error) && error.key).toBe('networkTimeout')
    expect(events).toEqual([{ type: 'message', key: 'networkTimeout' }])
  })

  it('a caller abort rejects with the abort itself and shows nothing', async () => {
    configureFetch(hangingFetch)
    const controller = new AbortController()
    const pending = call('logout', {}, { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await pending
    expect(isApiError(error)).toBe(false)
    expect(error).toBeInstanceOf(Error)
    expect(events).toEqual([])
  })
})

describe('download', () => {
  it('resolves a file answer as a File named by Content-Disposition', async () => {
    const server = serve(() => new Response('a,b\n1,2\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('账单.csv')}` },
    }))
    const file = await download('getCountry', {})
    expect(file.name).toBe('账单.csv')
    expect(await file.text()).toBe('a,b\n1,2\n')
    expect(server.received[0]!.signatureValid).toBe(true)
  })

  it('a JSON answer with an errorMsg shows it and fails', async () => {
    serve(() => envelope({ status: 200, errorMsg: 'noPermission' }))
    const error = await rejection(download('getCountry', {}))
    expect(error.key).toBe('noPermission')
    expect(events).toEqual([{ type: 'message', key: 'noPermission' }])
  })

  it('a JSON failure status fails too', async () => {
    serve(() => envelope({ status: 404, errorMsg: 'notFound' }, { status: 404 }))
    const error = await rejection(download('getCountry', {}))
    expect(error).toMatchObject({ status: 404, key: 'notFound' })
  })
})
