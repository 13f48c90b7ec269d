import { describe, expect, it, vi } from 'vitest'
import { createUpdateFlow } from '../../../src/app/shell/pwa-update'
import type { WorkboxLike } from '../../../src/app/shell/pwa-update'

/** A fake workbox-window: the test fires its events. */
function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>()
  const wb: WorkboxLike & { fire: (type: string) => void; skipWaitingSent: number } = {
    skipWaitingSent: 0,
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: () => {
      wb.skipWaitingSent += 1
    },
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
  }
  return wb
}

describe('update flow', () => {
  it('announces a waiting service worker and does nothing until the host clicks', () => {
    const wb = fakeWorkbox()
    const reload = vi.fn()
    const flow = createUpdateFlow(wb, reload)
    const seen = vi.fn()
    flow.subscribe(seen)
    expect(flow.isWaiting()).toBe(false)
    wb.fire('waiting')
    expect(flow.isWaiting()).toBe(true)
    expect(seen).toHaveBeenCalledTimes(1)
    wb.fire('controlling')
    expect(reload).not.toHaveBeenCalled()
    expect(wb.skipWaitingSent).toBe(0)
  })

  it('on the click sends SKIP_WAITING and reloads once when the new worker controls the page', () => {
    const wb = fakeWorkbox()
    const reload = vi.fn()
    const flow = createUpdateFlow(wb, reload)
    wb.fire('waiting')
    flow.apply()
    expect(wb.skipWaitingSent).toBe(1)
    expect(reload).not.toHaveBeenCalled()
    wb.fire('controlling')
    wb.fire('controlling')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('ignores a click with nothing waiting, and the first install taking control', () => {
    const wb = fakeWorkbox()
    const reload = vi.fn()
    const flow = createUpdateFlow(wb, reload)
    flow.apply()
    wb.fire('controlling')
    expect(wb.skipWaitingSent).toBe(0)
    expect(reload).not.toHaveBeenCalled()
  })

  it('stops notifying an unsubscribed listener', () => {
    const wb = fakeWorkbox()
    const flow = createUpdateFlow(wb, vi.fn())
    const seen = vi.fn()
    const stop = flow.subscribe(seen)
    stop()
    wb.fire('waiting')
    expect(seen).not.toHaveBeenCalled()
  })
})
