import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, watchSlowNavigation } from '../../../src/app/shell/navigation-timeout'

type Event = 'onBeforeLoad' | 'onResolved'

/** The two router events the watch listens to (the browser test drives the real router). */
function fakeRouter() {
  const listeners = new Map<Event, Set<() => void>>([['onBeforeLoad', new Set()], ['onResolved', new Set()]])
  return {
    subscribe(event: Event, fn: () => void) {
      listeners.get(event)?.add(fn)
      return () => listeners.get(event)?.delete(fn)
    },
    emit(event: Event) {
      for (const fn of listeners.get(event) ?? []) fn()
    },
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('watchSlowNavigation (chunk loading times out at 120 s)', () => {
  it('reports a navigation still loading after 120 s, not before', () => {
    const router = fakeRouter()
    const seen: boolean[] = []
    watchSlowNavigation(router, (slow) => seen.push(slow))
    router.emit('onBeforeLoad')
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual([true])
  })

  it('a navigation that finishes in time never reports; one that finishes late clears the report', () => {
    const router = fakeRouter()
    const seen: boolean[] = []
    watchSlowNavigation(router, (slow) => seen.push(slow))
    router.emit('onBeforeLoad')
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 1)
    router.emit('onResolved')
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS * 2)
    expect(seen).toEqual([false])
    router.emit('onBeforeLoad')
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS)
    router.emit('onResolved')
    expect(seen).toEqual([false, true, false])
  })

  it('each navigation starts its own clock', () => {
    const router = fakeRouter()
    const seen: boolean[] = []
    watchSlowNavigation(router, (slow) => seen.push(slow))
    router.emit('onBeforeLoad')
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 10_000)
    router.emit('onBeforeLoad')
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS - 10_000)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(10_000)
    expect(seen).toEqual([true])
  })

  it('stops watching when stopped: no timer, no listener', () => {
    const router = fakeRouter()
    const seen: boolean[] = []
    const stop = watchSlowNavigation(router, (slow) => seen.push(slow))
    router.emit('onBeforeLoad')
    stop()
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS * 2)
    expect(seen).toEqual([])
    expect(router.count()).toBe(0)
  })
})
