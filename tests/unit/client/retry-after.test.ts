import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, configureFetch, configureServices } from '../../../src/client/api'
import { isApiError, type ApiError } from '../../../src/client/errors'
import { classifyFailure } from '../../../src/client/outbox/backoff'
import { MAX_RETRY_AFTER_MS, parseRetryAfter } from '../../../src/client/retry-after'
import { SERVICES } from '../../../src/domain/endpoint-types'
import { installFakeBrowser } from './support/fake-browser'
import { envelope, fakeServer } from './support/fake-server'

const NOW = Date.UTC(2026, 10, 22, 8, 0, 0)

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, capped, and ignores what it cannot read', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5000)
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0)
    expect(parseRetryAfter(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000)
    expect(parseRetryAfter(new Date(NOW - 30_000).toUTCString(), NOW)).toBe(0)
    expect(parseRetryAfter('999999', NOW)).toBe(MAX_RETRY_AFTER_MS)
    expect(parseRetryAfter(null, NOW)).toBeUndefined()
    expect(parseRetryAfter('', NOW)).toBeUndefined()
    expect(parseRetryAfter('soon', NOW)).toBeUndefined()
    expect(parseRetryAfter('-3', NOW)).toBeUndefined()
  })
})

describe('the call layer passes Retry-After on to the outbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    vi.setSystemTime(NOW)
    installFakeBrowser('https://host.example.test/work/index')
    configureServices(Object.fromEntries(SERVICES.map((s) => [s, `https://gw.example.test/api/${s}`])))
  })

  afterEach(() => {
    configureFetch()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  async function failure(response: () => Response): Promise<ApiError> {
    configureFetch(fakeServer(response).fetch)
    const error = await call('logout', {}, { hideMessage: true }).then(() => undefined, (e: unknown) => e)
    if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`)
    return error
  }

  it("a load balancer's 503 page with Retry-After: the wait reaches the outbox's retry", async () => {
    const error = await failure(() => new Response('busy', { status: 503, headers: { 'retry-after': '7' } }))
    expect(error).toMatchObject({ key: 'networkError', httpStatus: 503, retryAfterMs: 7000 })
    expect(classifyFailure(error)).toEqual({ type: 'retry', retryAfterMs: 7000 })
  })

  it('an envelope answer with HTTP 429 and Retry-After as a date', async () => {
    const at = new Date(NOW + 12_000).toUTCString()
    const error = await failure(() => envelope({ status: 429, errorMsg: 'tooManyRequests' }, { status: 429, headers: { 'retry-after': at } }))
    expect(error).toMatchObject({ key: 'tooManyRequests', retryAfterMs: 12_000 })
    expect(classifyFailure(error)).toEqual({ type: 'retry', retryAfterMs: 12_000 })
  })

  it('no header: no wait is invented', async () => {
    const error = await failure(() => new Response('busy', { status: 503 }))
    expect(error.retryAfterMs).toBeUndefined()
    expect(classifyFailure(error)).toEqual({ type: 'retry' })
  })
})
