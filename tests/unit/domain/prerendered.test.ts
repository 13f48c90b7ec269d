import { describe, expect, it } from 'vitest'
import { parsePrerendered, prerenderedFile, requestLang } from '../../../src/domain/prerendered'

const table = parsePrerendered(JSON.stringify({
  pages: { '/': { zh: 'prerendered/home.zh.html', en: 'prerendered/home.en.html' }, '/login': { zh: 'prerendered/login.zh.html', en: 'prerendered/login.en.html' } },
  hostFrame: { zh: 'prerendered/host-frame.zh.html', en: 'prerendered/host-frame.en.html' },
  hostPaths: ['/work/index', '/order/orderList', '/publish-finish/$publishType'],
}))

describe('which prerendered first screen a request gets (issue 41)', () => {
  it("gives a visitor the page of the path, in the request's language, matching as the router does", () => {
    expect(prerenderedFile(table, { pathname: '/login', lang: 'zh', signedIn: false })).toBe('prerendered/login.zh.html')
    expect(prerenderedFile(table, { pathname: '/LOGIN/', lang: 'en', signedIn: false })).toBe('prerendered/login.en.html')
    expect(prerenderedFile(table, { pathname: '/theme', lang: 'zh', signedIn: false })).toBeNull()
    // a visitor on a host page is sent to sign-in by the portal: no frame
    expect(prerenderedFile(table, { pathname: '/work/index', lang: 'zh', signedIn: false })).toBeNull()
  })

  it("gives a signed-in host the host frame on the host's pages only", () => {
    expect(prerenderedFile(table, { pathname: '/order/orderList', lang: 'en', signedIn: true })).toBe('prerendered/host-frame.en.html')
    expect(prerenderedFile(table, { pathname: '/publish-finish/domestic', lang: 'zh', signedIn: true })).toBe('prerendered/host-frame.zh.html')
    expect(prerenderedFile(table, { pathname: '/publish-finish/', lang: 'zh', signedIn: true })).toBeNull()
    // a signed-in host on a sign-in page is sent home by the portal: not the visitor's page
    expect(prerenderedFile(table, { pathname: '/login', lang: 'zh', signedIn: true })).toBeNull()
  })

  it('takes the language from ?lang=, then the cookie, else Chinese', () => {
    expect(requestLang('en', 'zh')).toBe('en')
    expect(requestLang(undefined, 'en')).toBe('en')
    expect(requestLang('fr', undefined)).toBe('zh')
    expect(requestLang(undefined, undefined)).toBe('zh')
  })

  it('serves the plain page when the table is missing or damaged', () => {
    expect(parsePrerendered(null)).toBeNull()
    expect(parsePrerendered('{"pages":{}}')).toBeNull()
    expect(parsePrerendered('not json')).toBeNull()
    expect(prerenderedFile(null, { pathname: '/login', lang: 'zh', signedIn: false })).toBeNull()
  })
})
