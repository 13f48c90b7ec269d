import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { openDb, StorageFullError } from '../../../src/client/db'
import { backoffDelay, classifyFailure, BACKOFF } from '../../../src/client/outbox/backoff'
import { fromDependency } from '../../../src/client/outbox/param-patches'
import { ApiError } from '../../../src/client/errors'
import { fakeClock, fakeLocks, fakeServer, freshDbName, makeOutbox, type Fault } from './support/outbox-fakes'

const write = (item: string, value: number, merge = false) => ({
  endpoint: 'updateLandlordInfo' as const,
  params: { item, value } as never,
  item,
  merge,
})

function setup(pick?: (op: { endpoint: string; params: Record<string, unknown> }, n: number) => Fault) {
  const db = openDb(freshDbName())
  const server = fakeServer(pick)
  const clock = fakeClock()
  const box = makeOutbox(db, { send: server.send, clock })
  return { db, server, clock, box }
}

const values = (server: ReturnType<typeof fakeServer>, item?: string) =>
  server.applied.filter((a) => !item || a.item === item).map((a) => a.params.value)

describe('outbox: settled entries', () => {
  it('tells each entry once as it leaves the queue, taken with its answer or refused with the reason, never while it still waits', async () => {
    const db = openDb(freshDbName())
    const server = fakeServer((op, n) => (op.params.value === 2 ? 'refuse' : n === 0 ? 'network' : 'ok'))
    const told: Array<[string, boolean]> = []
    const box = makeOutbox(db, { send: server.send, onSettled: (entry, outcome) => told.push([String(entry.params.value), outcome.ok]) })
    await box.enqueue(write('order:A', 1))
    await box.replay()
    // a network failure: still queued, nothing told
    expect(told).toEqual([])
    await box.enqueue(write('order:B', 2))
    await box.replay({ eager: true })
    expect(told.sort()).toEqual([['1', true], ['2', false]])
    await box.replay({ eager: true })
    expect(told).toHaveLength(2)
  })
})

describe('outbox: entries it cannot send', () => {
  it('leaves them untouched, with the rest of their item, and sends the other items (the service worker knows only its own calls)', async () => {
    const db = openDb(freshDbName())
    const server = fakeServer()
    const box = makeOutbox(db, { send: server.send, canSend: (entry) => entry.params.value !== 1 })
    await box.enqueue(write('calendar:u1', 1))
    await box.enqueue(write('calendar:u1', 2))
    await box.enqueue(write('order:A', 3))
    await box.replay({ eager: true })
    expect(values(server)).toEqual([3])
    const left = await db.outbox.orderBy('seq').toArray()
    expect(left.map((e) => [e.params.value, e.attempts])).toEqual([[1, 0], [2, 0]])
    expect(await db.notSynced.count()).toBe(0)
  })
})

describe('outbox: enqueue', () => {
  it('writes the local change and the entry in one transaction', async () => {
    const { db, box } = setup()
    await box.enqueue({
      ...write('calendar:u1:2026-12-01', 1),
      apply: async () => {
        await db.calendars.put({ unitId: 'u1', date: '2026-12-01', price: 300, updatedAt: 1 })
      },
    })
    expect(await db.calendars.count()).toBe(1)
    expect(await db.outbox.count()).toBe(1)
    expect(box.state().pending).toBe(1)
  })

  it('counts the entries of quiet items apart (a chat\'s messages show their own marks), until they are sent', async () => {
    const db = openDb(freshDbName())
    const server = fakeServer()
    const box = makeOutbox(db, { send: server.send, quietItems: ['chat:'] })
    await box.enqueue(write('chat:100001', 1))
    await box.enqueue(write('chat:100002', 2))
    await box.enqueue(write('calendar:u1:2026-12-01', 3))
    expect(box.state()).toMatchObject({ pending: 3, quiet: 2 })
    await box.replay()
    await box.refresh()
    expect(box.state()).toMatchObject({ pending: 0, quiet: 0 })
    expect(values(server)).toEqual([1, 2, 3])
  })

  it('a failing local change writes neither it nor the entry', async () => {
    const { db, box } = setup()
    await expect(box.enqueue({
      ...write('calendar:u1:2026-12-01', 1),
      apply: async () => {
        await db.calendars.put({ unitId: 'u1', date: '2026-12-01', price: 300, updatedAt: 1 })
        throw new Error('boom')
      },
    })).rejects.toThrow('boom')
    expect(await db.calendars.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('a full disk rejects the write with a StorageFullError for the caller to show', async () => {
    const { db, box } = setup()
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    await expect(box.enqueue({ ...write('a', 1), apply: async () => { throw quota } })).rejects.toBeInstanceOf(StorageFullError)
    expect(await db.outbox.count()).toBe(0)
  })

  it('merges repeated edits of one item while unsent, and appends once the entry was sent', async () => {
    const { db, box, server, clock } = setup((_op, n) => (n === 0 ? 'network' : 'ok'))
    const first = await box.enqueue(write('cell', 1, true))
    const second = await box.enqueue(write('cell', 2, true))
    expect(second).toBe(first)
    expect(await db.outbox.count()).toBe(1)
    await box.replay() // fails: the entry may have reached the server
    await box.enqueue(write('cell', 3, true))
    expect(await db.outbox.count()).toBe(2)
    clock.advance(BACKOFF.maxMs)
    await box.replay()
    expect(values(server)).toEqual([2, 3])
    expect(await db.outbox.count()).toBe(0)
  })

  it('lists pending entries of an item prefix in order, for screens to overlay', async () => {
    const { box } = setup()
    await box.enqueue(write('calendar:u1:2026-12-02', 1))
    await box.enqueue(write('calendar:u2:2026-12-01', 2))
    await box.enqueue(write('calendar:u1:2026-12-01', 3))
    const list = await box.listPending('calendar:u1:')
    expect(list.map((e) => e.params.value)).toEqual([1, 3])
    expect(await box.listPending()).toHaveLength(3)
  })

  it('does not merge into a different endpoint, across a later entry of the item or another user\'s entry', async () => {
    const { db, box } = setup()
    await box.enqueue(write('cell', 1, true))
    await box.enqueue({ endpoint: 'imageUpload', params: {} as never, item: 'cell' })
    await box.enqueue(write('cell', 2, true))
    expect(await db.outbox.count()).toBe(3)
    let user = 'u1'
    const shared = makeOutbox(db, { currentUserId: () => user })
    await shared.enqueue(write('other', 1, true))
    user = 'u2'
    await shared.enqueue(write('other', 2, true))
    expect(await db.outbox.where('item').equals('other').count()).toBe(2)
  })
})

describe('outbox: replay', () => {
  it('keeps order per item, and a waiting item does not block the others', async () => {
    const { box, server, clock } = setup((op, n) => (op.params.item === 'a' && n === 0 ? '5xx' : 'ok'))
    await box.enqueue(write('a', 1))
    await box.enqueue(write('a', 2))
    await box.enqueue(write('b', 1))
    await box.enqueue(write('b', 2))
    await box.replay()
    expect(values(server, 'a')).toEqual([])
    expect(values(server, 'b')).toEqual([1, 2])
    clock.advance(BACKOFF.maxMs)
    await box.replay()
    expect(values(server, 'a')).toEqual([1, 2])
    expect(box.state()).toMatchObject({ pending: 0, replaying: false })
  })

  it('deletes an entry only after success and keeps its idempotency key across retries', async () => {
    const faults: Fault[] = ['network', 'timeout', '5xx', 'dropAfterApply', 'ok']
    const { db, box, server, clock } = setup((_op, n) => faults[n] ?? 'ok')
    const id = await box.enqueue(write('a', 1))
    for (let i = 0; i < 5; i++) {
      await box.replay()
      clock.advance(BACKOFF.maxMs)
    }
    expect(new Set(server.sends.map((s) => s.idemKey))).toEqual(new Set([id]))
    expect(server.sends).toHaveLength(5)
    expect(values(server)).toEqual([1])
    expect(await db.outbox.count()).toBe(0)
  })

  it('backs off exponentially with jitter and honours Retry-After', async () => {
    expect(backoffDelay(1, 0)).toBe(BACKOFF.baseMs / 2)
    expect(backoffDelay(1, 1)).toBe(BACKOFF.baseMs)
    expect(backoffDelay(3, 0)).toBe(BACKOFF.baseMs * 2)
    expect(backoffDelay(3, 1)).toBe(BACKOFF.baseMs * 4)
    expect(backoffDelay(50, 1)).toBe(BACKOFF.maxMs)
    expect(backoffDelay(1, 0.5, 60_000)).toBe(60_000)
    for (let attempts = 1; attempts < 12; attempts++) {
      const cap = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** (attempts - 1))
      for (const r of [0, 0.3, 0.999]) {
        const d = backoffDelay(attempts, r)
        expect(d).toBeGreaterThanOrEqual(cap / 2)
        expect(d).toBeLessThanOrEqual(cap)
      }
    }
    const { db, box, clock } = setup((_op, n) => (n === 0 ? '5xx' : '429'))
    await box.enqueue(write('a', 1))
    await box.replay()
    const [first] = await db.outbox.toArray()
    expect(first!.nextAttemptAt - clock.now()).toBe(backoffDelay(1, 0.5))
    clock.advance(BACKOFF.maxMs)
    await box.replay()
    const [second] = await db.outbox.toArray()
    expect(second!.nextAttemptAt - clock.now()).toBe(600_000)
    expect(second!.lastError).toBe('tooManyRequests')
  })

  it('arms a timer for the next try once started', async () => {
    const { box, server, clock } = setup((_op, n) => (n === 0 ? 'network' : 'ok'))
    box.setAuto(true)
    await box.enqueue(write('a', 1))
    await box.replay()
    expect(clock.timers).toHaveLength(1)
    const timer = clock.timers[0]!
    clock.set(timer.at)
    timer.fn()
    await box.replay()
    expect(values(server)).toEqual([1])
  })

  it('the timer sends nothing while the device has no network; the connection back sends it', async () => {
    let offline = true
    const db = openDb(freshDbName())
    const server = fakeServer((_op, n) => (n === 0 ? 'network' : 'ok'))
    const clock = fakeClock()
    const box = makeOutbox(db, { send: server.send, clock, offline: () => offline })
    box.setAuto(true)
    await box.enqueue(write('a', 1))
    await box.replay()
    expect(server.sends).toHaveLength(1)
    const timer = clock.timers[0]!
    clock.set(timer.at)
    timer.fn()
    await new Promise((resolve) => setTimeout(resolve, 20))
    // the timer's run did not call (nor did it count an attempt)
    expect(server.sends).toHaveLength(1)
    expect((await db.outbox.toArray())[0]!.attempts).toBe(1)
    offline = false
    await box.replay({ eager: true })
    expect(values(server)).toEqual([1])
  })

  it('fills params from a dependency (the photo list after the upload) and keeps Blobs', async () => {
    const { db, box, server } = setup()
    const photo = new Blob(['jpeg-bytes'], { type: 'image/jpeg' })
    const upload = await box.enqueue({ endpoint: 'imageUpload', params: { dir: 'room' }, item: 'img:1', blobs: { file: photo } })
    await box.enqueue({
      endpoint: 'updateLandlordInfo',
      params: { item: 'photos:h1', photos: ['https://img/old.jpg', fromDependency('url')] } as never,
      item: 'photos:h1',
      dependsOn: upload,
      resolveParams: 'fromDependency',
    })
    expect(await db.outboxBlobs.count()).toBe(1)
    await box.replay()
    expect(server.sends[0]!.blobs.file).toBeInstanceOf(Blob)
    expect(await server.sends[0]!.blobs.file!.text()).toBe('jpeg-bytes')
    expect(server.applied[1]!.params.photos).toEqual(['https://img/old.jpg', 'https://img/0.jpg'])
    expect(await db.outboxBlobs.count()).toBe(0)
    // a dependant enqueued after its dependency succeeded reads the kept result
    await box.enqueue({
      endpoint: 'updateLandlordInfo',
      params: { item: 'cover', cover: fromDependency('url') } as never,
      item: 'cover',
      dependsOn: upload,
      resolveParams: 'fromDependency',
    })
    await box.replay()
    expect(server.applied[2]!.params.cover).toBe('https://img/0.jpg')
  })

  it('Blob entries survive a reload', async () => {
    const name = freshDbName()
    const first = makeOutbox(openDb(name))
    await first.enqueue({ endpoint: 'imageUpload', params: {}, item: 'img:1', blobs: { file: new Blob(['abc']) } })
    const server = fakeServer()
    const db = openDb(name)
    const second = makeOutbox(db, { send: server.send })
    await second.replay()
    expect(await server.sends[0]!.blobs.file!.text()).toBe('abc')
  })

  it('pauses on 4203 until a session exists again, then resumes', async () => {
    let session: string | null = 'u1'
    const db = openDb(freshDbName())
    const server = fakeServer((_op, n) => (n === 0 ? '4203' : 'ok'))
    const box = makeOutbox(db, { send: server.send, currentUserId: () => session, batchSize: 1 })
    await box.enqueue(write('a', 1))
    await box.enqueue(write('b', 1))
    await box.replay()
    expect(box.state().paused).toBe(true)
    expect(server.sends).toHaveLength(1)
    session = null
    await box.replay()
    expect(server.sends).toHaveLength(1)
    session = 'u1'
    await box.resume()
    expect(values(server).sort()).toEqual([1, 1])
    expect(box.state()).toMatchObject({ paused: false, pending: 0 })
  })

  it('sends a user\'s entries only under that user\'s session', async () => {
    let session = 'u1'
    const db = openDb(freshDbName())
    const server = fakeServer()
    const box = makeOutbox(db, { send: server.send, currentUserId: () => session })
    await box.enqueue(write('a', 1))
    session = 'u2'
    await box.replay()
    expect(server.sends).toHaveLength(0)
    session = 'u1'
    await box.replay()
    expect(values(server)).toEqual([1])
  })

  it('moves a business refusal to not synced with the message; the host retries or discards', async () => {
    const { db, box, server } = setup((op, n) => (n === 0 ? 'refuse' : op.params.item === 'c' ? 'conflict' : 'ok'))
    const refused = await box.enqueue(write('a', 1))
    await box.enqueue(write('a', 2))
    await box.replay()
    expect(values(server)).toEqual([])
    const [entry] = await box.listNotSynced()
    expect(entry).toMatchObject({ id: refused, refusal: { status: 422, key: 'stockBelowBooked', params: { booked: 2 } } })
    expect(box.state()).toMatchObject({ notSynced: 1, pending: 1 })
    // the item waits while the host decides: a later write must not overtake the refused one
    await box.replay()
    expect(server.sends).toHaveLength(1)
    await box.retryNotSynced(refused, { item: 'a', value: 10 })
    await box.replay()
    expect(values(server)).toEqual([10, 2])
    expect(server.sends[1]!.idemKey).not.toBe(server.sends[0]!.idemKey)

    const conflicted = await box.enqueue(write('c', 1))
    await box.replay()
    const list = await box.listNotSynced()
    expect(list.map((e) => e.refusal)).toEqual([{ status: 409, key: 'versionConflict', current: { price: 99 } }])
    await box.discardNotSynced(conflicted)
    expect(await db.notSynced.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('keeps the server\'s current value for a 409 and the content of any other refusal', () => {
    const action = classifyFailure(new ApiError({ status: 409, key: 'versionConflict', content: { price: 99 } }))
    expect(action).toEqual({ type: 'refuse', status: 409, key: 'versionConflict', current: { price: 99 } })
    // any refusal with content keeps it: the calendar's stock-below-booked sends the current cells
    const below = { status: 422, key: 'calendarStockBelowBooked', params: { date: '2026-12-01', booked: 2 }, content: { value: [{ date: '2026-12-01', stock: 2 }] } }
    expect(classifyFailure(new ApiError(below))).toEqual({ type: 'refuse', status: 422, key: 'calendarStockBelowBooked', params: below.params, current: below.content })
    expect(classifyFailure(new ApiError({ status: 403, key: 'forbidden' }))).toEqual({ type: 'refuse', status: 403, key: 'forbidden' })
    expect(classifyFailure(new ApiError({ status: 0, key: 'networkError' }))).toEqual({ type: 'retry' })
    expect(classifyFailure(new ApiError({ status: 4203, key: 'sessionExpired' }))).toEqual({ type: 'pause' })
    expect(classifyFailure(new ApiError({ status: 401, key: 'signatureInvalid', httpStatus: 401 }))).toEqual({ type: 'retry' })
    expect(classifyFailure(new Error('x'))).toEqual({ type: 'retry' })
  })

  it('discarding an upload moves the entries that needed its url to not synced', async () => {
    const { box } = setup((op) => (op.endpoint === 'imageUpload' ? 'refuse' : 'ok'))
    const upload = await box.enqueue({ endpoint: 'imageUpload', params: {}, item: 'img', blobs: { file: new Blob(['x']) } })
    const list = await box.enqueue({
      ...write('photos', 1), dependsOn: upload, resolveParams: 'fromDependency',
    })
    await box.replay()
    expect(box.state()).toMatchObject({ pending: 1, notSynced: 1 })
    await box.discardNotSynced(upload)
    const left = await box.listNotSynced()
    expect(left.map((e) => [e.id, e.refusal.key])).toEqual([[list, 'outboxDependencyDiscarded']])
  })

  it('a failing database during replay loses nothing and does not reject', async () => {
    const { db, box, server } = setup()
    await box.enqueue(write('a', 1))
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = makeOutbox(db, { send: server.send, lock: async () => { throw new Error('disk') } })
    await expect(broken.replay()).resolves.toBeUndefined()
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
    await box.replay()
    expect(values(server)).toEqual([1])
  })

  it('two replayers on one database never send one entry twice (lock)', async () => {
    const name = freshDbName()
    const lock = fakeLocks()
    const server = fakeServer()
    const a = makeOutbox(openDb(name), { send: server.send, lock, batchSize: 3 })
    const b = makeOutbox(openDb(name), { send: server.send, lock, batchSize: 3 })
    for (let i = 0; i < 20; i++) await a.enqueue(write(`item${i % 7}`, i))
    await Promise.all([a.replay(), b.replay(), a.replay(), b.replay()])
    expect(server.sends).toHaveLength(20)
    expect(new Set(server.sends.map((s) => s.idemKey)).size).toBe(20)
  })

  it('reports progress while replaying', async () => {
    const { box } = setup()
    const seen: { done: number; total: number }[] = []
    box.onChange((s) => {
      if (s.replaying) seen.push(s.progress)
    })
    for (let i = 0; i < 20; i++) await box.enqueue(write(`i${i}`, i))
    await box.replay()
    expect(seen.at(-1)).toEqual({ done: 20, total: 20 })
  })
})
