import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { openDb, StorageFullError } from '../../../src/client/db'
import { onApiEvent } from '../../../src/client/events'
import type { ApiEvent } from '../../../src/client/events'
import { configureOutbox } from '../../../src/client/outbox/portal-outbox'
import { reportStorageError, startOutboxBridge } from '../../../src/app/shell/outbox-bridge'
import { fakeClock, fakeLocks, freshDbName } from '../client/support/outbox-fakes'

vi.mock('../../../src/client/api', () => ({ call: vi.fn(async () => ({})) }))

function collectMessages(): { events: ApiEvent[]; off: () => void } {
  const events: ApiEvent[] = []
  return { events, off: onApiEvent((event) => events.push(event)) }
}

describe('the outbox bridge', () => {
  it('reports a full storage as the storageFull message and rethrows other errors', () => {
    const { events, off } = collectMessages()
    reportStorageError(new StorageFullError())
    expect(events).toEqual([{ type: 'message', key: 'storageFull' }])
    const other = new Error('boom')
    expect(() => reportStorageError(other)).toThrow(other)
    off()
  })

  it('turns an unhandled StorageFullError into the toast message, and leaves other rejections alone', () => {
    configureOutbox({ db: openDb(freshDbName()), clock: fakeClock(), lock: fakeLocks(), currentUserId: () => null })
    const target = new EventTarget()
    const { events, off } = collectMessages()
    const stop = startOutboxBridge(target as unknown as Window)
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
    const full = rejection(new StorageFullError())
    target.dispatchEvent(full)
    target.dispatchEvent(rejection(new Error('other')))
    expect(events).toEqual([{ type: 'message', key: 'storageFull' }])
    expect(full.defaultPrevented).toBe(true)
    stop()
    target.dispatchEvent(rejection(new StorageFullError()))
    expect(events).toHaveLength(1)
    off()
  })
})
