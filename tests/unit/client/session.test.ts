import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getOffset, setOffsetFromServerTime } from '../../../src/client/clock'
import {
  clearSession, configureCookieDomain, getSession, isLoggedIn, saveSession,
} from '../../../src/client/session'
import { STORAGE_KEYS, clearLocalState, registerLocalStateCleaner } from '../../../src/client/storage-keys'
import { installFakeBrowser, type FakeBrowser } from './support/fake-browser'

const login = { userId: 'u42', userName: '王 小明', sessId: 'sess;1', xztoken: 'a=b' }
let browser: FakeBrowser

beforeEach(() => {
  browser = installFakeBrowser('https://host.example.test/')
})

afterEach(() => {
  configureCookieDomain()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('session cookies', () => {
  it('is logged out with no cookies', () => {
    expect(getSession()).toBeNull()
    expect(isLoggedIn()).toBe(false)
  })

  it('saves the login for 30 days on Path=/ with SameSite=Lax and reads it back', () => {
    saveSession(login)
    expect(getSession()).toEqual(login)
    expect(isLoggedIn()).toBe(true)
    const written = browser.jar.cookies.get('xztoken')
    expect(written?.value).toBe(encodeURIComponent('a=b'))
    expect(written?.attributes).toMatchObject({ 'max-age': String(30 * 24 * 3600), path: '/', samesite: 'Lax', secure: '' })
    expect(written?.attributes).not.toHaveProperty('domain')
  })

  it('is not logged in when one of the three session values is missing', () => {
    saveSession(login)
    browser.jar.write('sessId=; Max-Age=0; Path=/')
    expect(getSession()).toBeNull()
  })

  it('writes on the parent domain when one is configured, and clears it there and on the host', () => {
    configureCookieDomain('.example.test')
    saveSession(login)
    expect(browser.jar.cookies.get('userId')?.attributes.domain).toBe('.example.test')
    clearSession()
    expect(getSession()).toBeNull()
    const clears = browser.jar.writes.filter((w) => w.startsWith('userId=;'))
    expect(clears.some((w) => w.includes('Domain=.example.test'))).toBe(true)
    expect(clears.some((w) => !w.includes('Domain='))).toBe(true)
  })

  it('does not mark cookies Secure on plain http', () => {
    vi.unstubAllGlobals()
    browser = installFakeBrowser('http://localhost:5173/')
    saveSession(login)
    expect(browser.jar.cookies.get('userId')?.attributes).not.toHaveProperty('secure')
  })

  it('clearSession removes all four cookies', () => {
    saveSession(login)
    clearSession()
    expect(browser.jar.read()).toBe('')
  })
})

describe('clock offset', () => {
  it('stores the difference and removes the key when it is zero', () => {
    expect(setOffsetFromServerTime(1_000_500, 1_000_000)).toBe(500)
    expect(browser.local.getItem(STORAGE_KEYS.gateOffset)).toBe('500')
    expect(getOffset()).toBe(500)
    expect(setOffsetFromServerTime(2_000, 2_000)).toBe(0)
    expect(browser.local.getItem(STORAGE_KEYS.gateOffset)).toBeNull()
    expect(getOffset()).toBe(0)
  })

  it('keeps the offset in memory where there is no localStorage (service worker)', () => {
    vi.stubGlobal('localStorage', undefined)
    setOffsetFromServerTime(10_000, 7_000)
    expect(getOffset()).toBe(3_000)
  })

  it('ignores a corrupt stored value', () => {
    browser.local.setItem(STORAGE_KEYS.gateOffset, 'soon')
    expect(getOffset()).toBe(0)
  })
})

describe('clearLocalState (logout)', () => {
  it('clears credentials, country, language, identity, chat data and the slide token', async () => {
    saveSession(login)
    browser.local.setItem('country', '[]')
    browser.local.setItem('lang', 'en')
    browser.local.setItem('identity', 'overseas')
    browser.local.setItem('IM-chat', '{}')
    browser.local.setItem('completeInfo', '{"address":"completed"}')
    browser.local.setItem('isChange', '1')
    browser.session.setItem('slideToken', 'st')
    const dexieChat = vi.fn(async () => {})
    const unregister = registerLocalStateCleaner(dexieChat)

    await clearLocalState()

    expect(getSession()).toBeNull()
    expect(browser.jar.read()).toBe('')
    for (const key of ['country', 'lang', 'identity', 'IM-chat']) expect(browser.local.getItem(key)).toBeNull()
    expect(browser.session.getItem('slideToken')).toBeNull()
    expect(dexieChat).toHaveBeenCalledOnce()
    // The listing draft checklist is not part of what logout clears (spec 2).
    expect(browser.local.getItem('completeInfo')).toBe('{"address":"completed"}')
    unregister()
    await clearLocalState()
    expect(dexieChat).toHaveBeenCalledOnce()
  })

  it('clears cookies and storage synchronously, and a failing cleaner does not stop it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    saveSession(login)
    browser.local.setItem('lang', 'en')
    const unregister = registerLocalStateCleaner(() => Promise.reject(new Error('db closed')))
    const done = clearLocalState()
    expect(getSession()).toBeNull()
    expect(browser.local.getItem('lang')).toBeNull()
    await expect(done).resolves.toBeUndefined()
    expect(console.error).toHaveBeenCalled()
    unregister()
  })
})
