import { afterEach, describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../src/client/errors'
import { isNetworkFailure, networkState, resetNetworkState, trackNetwork } from '../../../src/app/shell/pwa-network'
import { isAppNavigation, isNetworkOnly } from '../../../sw/sw-routes'

afterEach(() => resetNetworkState())

describe('network state', () => {
  it('tells network failures from answers', () => {
    expect(isNetworkFailure(new ApiError({ status: 0, key: 'networkError' }))).toBe(true)
    expect(isNetworkFailure(new ApiError({ status: 0, key: 'networkTimeout' }))).toBe(true)
    expect(isNetworkFailure(new ApiError({ status: 0, key: 'requestException' }))).toBe(false)
    expect(isNetworkFailure(new ApiError({ status: 4001, key: 'someRefusal' }))).toBe(false)
    expect(isNetworkFailure(new Error('x'))).toBe(false)
  })

  it('follows online/offline events and the outcome of queries', async () => {
    const target = new EventTarget()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, networkMode: 'always' } } })
    const stop = trackNetwork(client, target as unknown as Window)
    target.dispatchEvent(new Event('offline'))
    expect(networkState().browserOnline).toBe(false)
    target.dispatchEvent(new Event('online'))
    expect(networkState()).toEqual({ browserOnline: true, serverUnreachable: false })

    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError({ status: 0, key: 'networkError' })) }).catch(() => undefined)
    expect(networkState().serverUnreachable).toBe(true)
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError({ status: 4001, key: 'refused' })) }).catch(() => undefined)
    expect(networkState().serverUnreachable).toBe(false)
    await client.fetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(new ApiError({ status: 0, key: 'networkTimeout' })) }).catch(() => undefined)
    expect(networkState().serverUnreachable).toBe(true)
    await client.fetchQuery({ queryKey: ['d'], queryFn: () => Promise.resolve(1) })
    expect(networkState().serverUnreachable).toBe(false)
    stop()
    target.dispatchEvent(new Event('offline'))
    expect(networkState().browserOnline).toBe(true)
  })
})

describe('service worker routes', () => {
  it('leaves the server paths to the network and answers app navigations with the shell', () => {
    for (const path of ['/api', '/api/ebk/x', '/files/a.jpg', '/verify', '/verify/slide', '/open-api/v1/docs', '/open-api/v1/openapi.json', '/ical/abc.ics']) {
      expect(isNetworkOnly(path), path).toBe(true)
      expect(isAppNavigation(path), path).toBe(false)
    }
    for (const path of ['/', '/login', '/work/index', '/guide/about', '/agreement/3.html', '/apiary', '/filesystem', '/open-apiary']) {
      expect(isAppNavigation(path), path).toBe(true)
    }
  })
})
