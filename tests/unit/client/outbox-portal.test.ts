import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDb } from '../../../src/client/db'
import { ApiError } from '../../../src/client/errors'
import { emitApiEvent } from '../../../src/client/events'
import {
  configureOutbox, enqueue, onOutboxChange, outboxState, replayOutbox, startOutbox,
} from '../../../src/client/outbox/portal-outbox'
import { fakeClock, fakeLocks, freshDbName } from './support/outbox-fakes'

const call = vi.hoisted(() => vi.fn(async (..._args: unknown[]) => ({ url: 'https://img/1.jpg' })))
vi.mock('../../../src/client/api', () => ({ call }))

function configure() {
  const db = openDb(freshDbName())
  configureOutbox({ db, clock: fakeClock(), lock: fakeLocks(), currentUserId: () => 'u1' })
  return db
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 30))

describe('the portal outbox', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    call.mockClear()
  })

  it('sends through call() with the entry id as idempotency key and the Blob as the file', async () => {
    configure()
    const file = new Blob(['jpeg'])
    const id = await enqueue({ endpoint: 'imageUpload', params: { dir: 'room' }, item: 'img:1', blobs: { file } })
    await replayOutbox()
    expect(call).toHaveBeenCalledOnce()
    const [key, params, opts] = call.mock.calls[0]!
    expect(key).toBe('imageUpload')
    expect(params).toEqual({ dir: 'room' })
    expect(opts).toMatchObject({ hideMessage: true, idempotencyKey: id, fileName: 'blob' })
    expect(await ((opts as { file: Blob }).file).text()).toBe('jpeg')
    expect(outboxState().pending).toBe(0)
  })

  it('asks for a Background Sync after each enqueue through the app\'s hook', async () => {
    configure()
    const requestSync = vi.fn()
    const stop = startOutbox({ requestSync })
    await enqueue({ endpoint: 'imageUpload', params: {}, item: 'i' })
    expect(requestSync).toHaveBeenCalledOnce()
    await replayOutbox()
    stop()
    await enqueue({ endpoint: 'imageUpload', params: {}, item: 'j' })
    expect(requestSync).toHaveBeenCalledOnce()
    expect(outboxState().pending).toBe(1)
  })

  it('a write waiting out its back-off goes at once when another call finds the server back', async () => {
    configure()
    call.mockRejectedValueOnce(new ApiError({ status: 0, key: 'networkError' }))
    const stop = startOutbox()
    await enqueue({ endpoint: 'imageUpload', params: {}, item: 'k' })
    await expect.poll(() => call.mock.calls.length).toBe(1)
    await flush()
    expect(outboxState().pending).toBe(1)
    // the back-off is seconds long; nothing else would send it now
    await flush()
    expect(call).toHaveBeenCalledOnce()
    emitApiEvent({ type: 'serverBack' })
    await expect.poll(() => outboxState().pending).toBe(0)
    expect(call).toHaveBeenCalledTimes(2)
    stop()
  })

  it('refuses an entry for an endpoint this version no longer has (the host sees it)', async () => {
    const db = configure()
    await db.outbox.add({ id: 'old', idemKey: 'old', endpoint: 'gone' as never, params: {}, item: 'x', createdAt: 0, attempts: 0, nextAttemptAt: 0 })
    await replayOutbox()
    expect(call).not.toHaveBeenCalled()
    expect(await db.notSynced.get('old')).toMatchObject({ refusal: { status: 0, key: 'requestException' } })
  })

  it('replays at start-up, on online, when the tab becomes visible, after an enqueue and on the worker\'s sync relay', async () => {
    const db = configure()
    const windowListeners = new Map<string, () => void>()
    const documentListeners = new Map<string, () => void>()
    const workerListeners = new Map<string, (e: { data: unknown }) => void>()
    const doc = { visibilityState: 'hidden', addEventListener: (t: string, f: () => void) => documentListeners.set(t, f), removeEventListener: (t: string) => documentListeners.delete(t) }
    vi.stubGlobal('addEventListener', (t: string, f: () => void) => windowListeners.set(t, f))
    vi.stubGlobal('removeEventListener', (t: string) => windowListeners.delete(t))
    vi.stubGlobal('document', doc)
    const put = (n: number) => db.outbox.add({ id: `e${n}`, idemKey: `e${n}`, endpoint: 'imageUpload', params: {}, item: `i${n}`, createdAt: 0, attempts: 0, nextAttemptAt: 0 })

    await put(1)
    const stop = startOutbox({
      onSyncRequest: (replay) => {
        workerListeners.set('message', (e) => {
          if ((e.data as { type?: string }).type === 'OUTBOX_REPLAY') replay()
        })
        return () => workerListeners.delete('message')
      },
    })
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1))

    await put(2)
    windowListeners.get('online')!()
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2))

    await put(3)
    documentListeners.get('visibilitychange')!()
    await flush()
    expect(call).toHaveBeenCalledTimes(2) // still hidden
    doc.visibilityState = 'visible'
    documentListeners.get('visibilitychange')!()
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(3))

    await put(4)
    workerListeners.get('message')!({ data: { type: 'OUTBOX_REPLAY' } })
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(4))

    const states: number[] = []
    const off = onOutboxChange((s) => states.push(s.pending))
    await enqueue({ endpoint: 'imageUpload', params: {}, item: 'i5' })
    await vi.waitFor(() => expect(states.at(-1)).toBe(0))
    expect(call).toHaveBeenCalledTimes(5)
    expect(states).toContain(1)
    off()

    // another tab's change updates this tab's counts
    const other = new BroadcastChannel('outbox-change')
    await put(6)
    other.postMessage('changed')
    await vi.waitFor(() => expect(outboxState().pending).toBe(1))
    const heard: unknown[] = []
    other.onmessage = (e) => heard.push(e.data)
    await replayOutbox()
    await vi.waitFor(() => expect(heard).toContain('changed'))
    other.close()

    stop()
    expect(windowListeners.size + documentListeners.size + workerListeners.size).toBe(0)
  })
})
