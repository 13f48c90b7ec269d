import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeBrowser, type FakeBrowser } from './support/fake-browser'
import { envelope, fakeServer, one } from './support/fake-server'

/**
 * The slide token is captured when the call layer loads, so each test loads the modules afresh
 * after putting the page at the address the slide page sent it back to.
 */
let browser: FakeBrowser

beforeEach(() => {
  vi.resetModules()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function loadAt(href: string) {
  browser = installFakeBrowser(href)
  const api = await import('../../../src/client/api')
  const server = fakeServer(() => envelope({ status: 200, content: { list: [] } }))
  api.configureFetch(server.fetch)
  api.configureServices({ uic: 'https://gw.example.test/api/uic', user: 'https://gw.example.test/api/user' })
  return { api, server }
}

describe('slide token', () => {
  it('moves ?slideToken= from the address to sessionStorage when the call layer loads', async () => {
    await loadAt('https://host.example.test/login?redirect=%2Fwork%2Findex&slideToken=tk-1#top')
    expect(browser.session.getItem('slideToken')).toBe('tk-1')
    expect(browser.location.href).toBe('https://host.example.test/login?redirect=%2Fwork%2Findex#top')
  })

  it('leaves the address alone when there is no token', async () => {
    await loadAt('https://host.example.test/login?a=1')
    expect(browser.session.getItem('slideToken')).toBeNull()
    expect(browser.location.href).toBe('https://host.example.test/login?a=1')
  })

  it('sends the token once, only with a call whose request has a slideToken field', async () => {
    const { api, server } = await loadAt('https://host.example.test/login?slideToken=tk-2')
    await api.call('getCountry', {})
    expect(server.received[0]!.query).not.toHaveProperty('slideToken')
    expect(browser.session.getItem('slideToken')).toBe('tk-2')

    await api.call('sendSmsCode', { mobile: '13800138000', scene: 'login' })
    expect(one(server.received[1]!.fields, 'slideToken')).toBe('tk-2')
    expect(server.received[1]!.signatureValid).toBe(true)
    expect(browser.session.getItem('slideToken')).toBeNull()

    await api.call('sendSmsCode', { mobile: '13800138000', scene: 'login' })
    expect(server.received[2]!.fields).not.toHaveProperty('slideToken')
  })

  it('keeps the same token on the clock retry of the same call', async () => {
    browser = installFakeBrowser('https://host.example.test/login?slideToken=tk-3')
    const api = await import('../../../src/client/api')
    const server = fakeServer((_r, i) => i === 0
      ? envelope({ status: 401 }, { status: 401, headers: { 'x-server-time': String(Date.now() + 400_000) } })
      : envelope({ status: 200 }))
    api.configureFetch(server.fetch)
    api.configureServices({ uic: 'https://gw.example.test/api/uic' })
    await api.call('sendSmsCode', { mobile: '13800138000', scene: 'register' })
    expect(server.received.map((r) => one(r.fields, 'slideToken'))).toEqual(['tk-3', 'tk-3'])
  })
})
