import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { call, configureAppBuild, configureFetch, configureServices } from '../../../src/client/api'
import { isApiError } from '../../../src/client/errors'
import { onApiEvent, type ApiEvent } from '../../../src/client/events'
import { SERVICES } from '../../../src/domain/endpoint-types'
import { installFakeBrowser } from './support/fake-browser'

let events: ApiEvent[]
let stopEvents: () => void
let headers: Headers[]
declare const __BUILD_ID__: string

function answer(status: number, body: unknown) {
  headers = []
  configureFetch(async (input, init) => {
    headers.push(new Request(input, init).headers)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  })
}

beforeEach(() => {
  installFakeBrowser('https://host.example.test/work/index')
  configureServices(Object.fromEntries(SERVICES.map((s) => [s, `https://gw.example.test/api/${s}`])))
  events = []
  stopEvents = onApiEvent((e) => events.push(e))
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  stopEvents()
  configureFetch()
  configureAppBuild()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('app build', () => {
  it("sends this build's id with each call from the start, another when configured, and none when unset", async () => {
    answer(200, { status: 200, content: { list: [] } })
    await call('getCountry', { type: 'all' })
    expect(headers[0]?.get('x-app-build')).toBe(__BUILD_ID__)
    configureAppBuild()
    await call('getCountry', { type: 'all' })
    expect(headers[1]?.get('x-app-build')).toBeNull()
    configureAppBuild('20261122010000000')
    await call('getCountry', { type: 'all' })
    expect(headers[2]?.get('x-app-build')).toBe('20261122010000000')
  })

  it('a 426 answer rejects with appOutdated and tells the shell, with no message toast', async () => {
    answer(426, { status: 426, errorMsg: 'appOutdated' })
    const error = await call('getCountry', { type: 'all' }).then(() => undefined, (e: unknown) => e)
    expect(isApiError(error) && [error.status, error.key, error.httpStatus]).toEqual([426, 'appOutdated', 426])
    expect(events).toEqual([{ type: 'appOutdated' }])
  })
})
