import { describe, expect, it, vi } from 'vitest'
import { onOutboxSyncRequest, requestOutboxSync } from '../../../src/app/shell/pwa-sync'
import { OUTBOX_SYNC_TAG, SW_MESSAGES } from '../../../sw/sw-messages'

describe('outbox background sync', () => {
  it('registers the outbox tag where Background Sync exists, and says false elsewhere', async () => {
    const register = vi.fn(async () => undefined)
    const withSync = { ready: Promise.resolve({ sync: { register } }) } as unknown as ServiceWorkerContainer
    expect(await requestOutboxSync(withSync)).toBe(true)
    expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG)
    expect(await requestOutboxSync({ ready: Promise.resolve({}) } as unknown as ServiceWorkerContainer)).toBe(false)
    const refused = { ready: Promise.resolve({ sync: { register: () => Promise.reject(new Error('denied')) } }) } as unknown as ServiceWorkerContainer
    expect(await requestOutboxSync(refused)).toBe(false)
    expect(await requestOutboxSync(undefined)).toBe(false)
  })

  it('replays on the service worker relaying a sync, and on nothing else', () => {
    const target = new EventTarget()
    const replay = vi.fn()
    const stop = onOutboxSyncRequest(replay, target as unknown as ServiceWorkerContainer)
    target.dispatchEvent(new MessageEvent('message', { data: { type: 'OTHER' } }))
    target.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.outboxReplay } }))
    expect(replay).toHaveBeenCalledTimes(1)
    stop()
    target.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.outboxReplay } }))
    expect(replay).toHaveBeenCalledTimes(1)
  })
})
