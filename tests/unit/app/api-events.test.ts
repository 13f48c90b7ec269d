import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { emitApiEvent } from '../../../src/client/events'
import { installApiEventHandlers, setMessageSink } from '../../../src/app/shell/api-events'
import { resetNetworkState } from '../../../src/app/shell/pwa-network'

function fakeRouter(href: string) {
  const pathname = href.split(/[?#]/, 1)[0] ?? '/'
  const navigations: string[] = []
  return {
    navigations,
    state: { location: { href, pathname } },
    navigate: vi.fn(async (options: { href: string }) => {
      navigations.push(options.href)
    }),
  }
}

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  setMessageSink(null)
  resetNetworkState()
  vi.unstubAllGlobals()
})

describe('api event handlers', () => {
  it('sends an expired session to /login with the page to return to, then drops the cache', async () => {
    const router = fakeRouter('/order/orderList?lodgeBusiness=store')
    const queryClient = new QueryClient()
    queryClient.setQueryData(['identity', 'info'], { userId: '1' })
    cleanups.push(installApiEventHandlers(router, queryClient))
    emitApiEvent({ type: 'sessionExpired' })
    await vi.waitFor(() => expect(queryClient.getQueryData(['identity', 'info'])).toBeUndefined())
    expect(router.navigations).toEqual(['/login?redirect=%2Forder%2ForderList%3FlodgeBusiness%3Dstore'])
  })

  it('stays on a sign-in page, keeping the way back an earlier expiry of the same page wrote', () => {
    const router = fakeRouter('/login?redirect=%2Fwork%2Findex')
    cleanups.push(installApiEventHandlers(router, new QueryClient()))
    emitApiEvent({ type: 'sessionExpired' })
    expect(router.navigations).toEqual([])
    const register = fakeRouter('/register')
    cleanups.push(installApiEventHandlers(register, new QueryClient()))
    emitApiEvent({ type: 'sessionExpired' })
    expect(register.navigations).toEqual([])
  })

  it('leaves for the slide verification page', () => {
    const assign = vi.fn()
    vi.stubGlobal('window', { location: { assign } })
    cleanups.push(installApiEventHandlers(fakeRouter('/'), new QueryClient()))
    emitApiEvent({ type: 'slide', url: '/verify/slide?slideRedirect=%2Flogin' })
    expect(assign).toHaveBeenCalledWith('/verify/slide?slideRedirect=%2Flogin')
  })

  it('queues messages until the toast is there, then delivers them in order', () => {
    cleanups.push(installApiEventHandlers(fakeRouter('/'), new QueryClient()))
    emitApiEvent({ type: 'message', key: 'tooManyRequests' })
    emitApiEvent({ type: 'message', key: 'operationFailed', text: '房源不存在' })
    const shown: string[] = []
    setMessageSink((event) => shown.push(event.text ?? event.key))
    expect(shown).toEqual(['tooManyRequests', '房源不存在'])
    emitApiEvent({ type: 'message', key: 'wrongCode' })
    expect(shown).toEqual(['tooManyRequests', '房源不存在', 'wrongCode'])
  })

  it('leaves network failures to the offline banner once the portal knows it is offline, and shows them otherwise', () => {
    cleanups.push(installApiEventHandlers(fakeRouter('/'), new QueryClient()))
    const shown: string[] = []
    setMessageSink((event) => shown.push(event.key))
    emitApiEvent({ type: 'message', key: 'networkError' })
    resetNetworkState({ browserOnline: false, serverUnreachable: false })
    emitApiEvent({ type: 'message', key: 'networkError' })
    emitApiEvent({ type: 'message', key: 'networkTimeout' })
    emitApiEvent({ type: 'message', key: 'wrongCode' })
    resetNetworkState({ browserOnline: true, serverUnreachable: true })
    emitApiEvent({ type: 'message', key: 'networkTimeout' })
    expect(shown).toEqual(['networkError', 'wrongCode'])
  })
})
