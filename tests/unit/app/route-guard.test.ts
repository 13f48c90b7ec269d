import { describe, expect, it } from 'vitest'
import { guardRoute } from '../../../src/app/shell/route-guard'
import { isPublicPath, showsChrome, showsFooter } from '../../../src/app/shell/paths'

const visitor = (pathname: string, isUnknown = false) =>
  guardRoute({ pathname, href: pathname, isLoggedIn: false, isUnknown })
const host = (pathname: string, isUnknown = false) =>
  guardRoute({ pathname, href: pathname, isLoggedIn: true, isUnknown })

describe('route guard', () => {
  it('lets a visitor open every public top-level route and the guide and agreement pages', () => {
    for (const path of ['/', '/login', '/register', '/findPassword', '/complete', '/autoTest', '/welcome', '/404',
      '/theme', '/guide/about', '/guide', '/agreement/1.html', '/agreement/20.html']) {
      expect(visitor(path), path).toEqual({ kind: 'allow' })
    }
  })

  it('sends a visitor from a host page to sign-in, keeping the wanted address', () => {
    expect(guardRoute({ pathname: '/work/index', href: '/work/index', isLoggedIn: false, isUnknown: false }))
      .toEqual({ kind: 'login', redirect: '/work/index' })
    expect(guardRoute({
      pathname: '/order/orderList', href: '/order/orderList?lodgeBusiness=store', isLoggedIn: false, isUnknown: false,
    })).toEqual({ kind: 'login', redirect: '/order/orderList?lodgeBusiness=store' })
    expect(visitor('/guidebook')).toEqual({ kind: 'login', redirect: '/guidebook' })
  })

  it('lets unknown paths through to the 404 redirect for everyone', () => {
    expect(visitor('/no/such/page', true)).toEqual({ kind: 'allow' })
    expect(host('/no/such/page', true)).toEqual({ kind: 'allow' })
  })

  it('sends a logged-in user away from login, register and findPassword to /', () => {
    for (const path of ['/login', '/register', '/findPassword', '/findpassword', '/login/']) {
      expect(host(path), path).toEqual({ kind: 'redirect', to: '/' })
    }
  })

  it('sends a logged-in host from the home page to /work/index and lets other pages through', () => {
    expect(host('/')).toEqual({ kind: 'redirect', to: '/work/index' })
    expect(host('/work/index')).toEqual({ kind: 'allow' })
    expect(host('/complete')).toEqual({ kind: 'allow' })
    expect(host('/welcome')).toEqual({ kind: 'allow' })
  })
})

describe('shell paths', () => {
  it('shows the footer only on the whitelist', () => {
    for (const path of ['/', '/login', '/register', '/findPassword', '/complete', '/work/index', '/guide/about', '/agreement/3.html']) {
      expect(showsFooter(path), path).toBe(true)
    }
    for (const path of ['/welcome', '/404', '/theme', '/autoTest', '/order/orderList', '/house/houseInfo']) {
      expect(showsFooter(path), path).toBe(false)
    }
  })
  it('hides header and footer on /welcome only', () => {
    expect(showsChrome('/welcome')).toBe(false)
    expect(showsChrome('/Welcome/')).toBe(false)
    expect(showsChrome('/')).toBe(true)
    expect(showsChrome('/work/index')).toBe(true)
  })
  it('does not treat look-alike prefixes as public', () => {
    expect(isPublicPath('/guidebook')).toBe(false)
    expect(isPublicPath('/agreements')).toBe(false)
    expect(isPublicPath('/guide/secret2')).toBe(true)
  })
})
