import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../../src/client/db'
import { BATCH_LIMITS } from '../../../src/domain/outbox-batch'
import type { BatchSender } from '../../../src/client/outbox/outbox-types'
import { ApiError } from '../../../src/client/errors'
import { BACKOFF } from '../../../src/client/outbox/backoff'
import { fakeClock, fakeServer, freshDbName, makeOutbox } from './support/outbox-fakes'

/** The outbox with sendBatch (decision 0032): what goes in one call, and in what order. */
function setup(sendBatch?: BatchSender) {
  const db = openDb(freshDbName())
  const server = fakeServer()
  const clock = fakeClock()
  const box = makeOutbox(db, { send: server.send, sendBatch: sendBatch ?? server.sendBatch, clock })
  return { db, server, clock, box }
}

/**
 * An outbox whose first `failures` batch calls all fail with `key` (then the fake server answers);
 * `sizes` records every call's size.
 */
function failingFirst(failures: number, key: 'networkTimeout' | 'networkError') {
  let left = failures
  const sizes: number[] = []
  const world = setup(async (ops) => {
    sizes.push(ops.length)
    if (left-- > 0) return ops.map(() => ({ ok: false, error: new ApiError({ status: 0, key }) }))
    return world.server.sendBatch(ops)
  })
  /** Replays until the queue is empty, the back-off running out between runs. */
  const drain = async (rounds: number) => {
    for (let round = 0; round < rounds && world.box.state().pending; round++) {
      await world.box.replay()
      world.clock.advance(BACKOFF.maxMs)
    }
  }
  return { ...world, sizes, drain }
}

const calendarWrite = (value: number) => ({ endpoint: 'calendarSet' as const, params: { changes: [], value } as never, item: 'calendar' })

describe('outbox: batched sending', () => {
  it("sends an item's writes that carry no version in one call, each after the one before", async () => {
    const { box, server } = setup()
    for (let v = 1; v <= 5; v++) await box.enqueue(calendarWrite(v))
    await box.replay()
    expect(server.batches).toHaveLength(1)
    expect(server.batches[0]!.map((op) => [op.params.value, op.after])).toEqual([[1, undefined], [2, 0], [3, 1], [4, 2], [5, 3]])
    expect(server.applied.map((a) => a.params.value)).toEqual([1, 2, 3, 4, 5])
    expect(box.state()).toMatchObject({ pending: 0, progress: { done: 5, total: 5 } })
  })

  it('sends only the head of an item whose writes carry a version (the next needs the version it returns)', async () => {
    const { box, server } = setup()
    for (let v = 1; v <= 3; v++) {
      await box.enqueue({ endpoint: 'listingSaveInfo', params: { luId: 'l1', version: v, value: v } as never, item: 'listing:l1' })
    }
    await box.enqueue(calendarWrite(10))
    await box.replay()
    expect(server.batches.map((ops) => ops.map((op) => op.params.value))).toEqual([[1, 10], [2], [3]])
  })

  it('sends a write with a file alone, beside the batch', async () => {
    const { box, server } = setup()
    await box.enqueue({ endpoint: 'imageUpload', params: { value: 1 } as never, item: 'img', blobs: { file: new Blob(['x']) } })
    await box.enqueue(calendarWrite(2))
    await box.replay()
    expect(server.batches.map((ops) => ops.map((op) => op.params.value))).toEqual([[2]])
    expect(server.sends.map((op) => [op.params.value, Object.keys(op.blobs)])).toEqual(expect.arrayContaining([[1, ['file']], [2, []]]))
  })

  it(`puts at most ${BATCH_LIMITS.maxOps} writes in one call`, async () => {
    const { box, server } = setup()
    for (let v = 1; v <= BATCH_LIMITS.maxOps + 3; v++) await box.enqueue(calendarWrite(v))
    await box.replay()
    expect(server.batches.map((ops) => ops.length)).toEqual([BATCH_LIMITS.maxOps, 3])
    expect(server.applied).toHaveLength(BATCH_LIMITS.maxOps + 3)
  })

  it('keeps a skipped write queued as it was (no back-off, its attempts unchanged) and sends it next time', async () => {
    let calls = 0
    const { box, server, db } = setup(async (ops) => {
      calls++
      // the first call: the head answers a 503, the rest of the item is skipped by the server
      if (calls === 1) return ops.map((_op, i) => (i === 0 ? { ok: false, error: Object.assign(new Error('503'), { status: 503 }) } : { skipped: true }))
      return server.sendBatch(ops)
    })
    for (let v = 1; v <= 3; v++) await box.enqueue(calendarWrite(v))
    await box.replay()
    const [head, ...rest] = await db.outbox.orderBy('seq').toArray()
    expect(head).toMatchObject({ attempts: 1, nextAttemptAt: expect.any(Number) })
    expect(head!.nextAttemptAt).toBeGreaterThan(0)
    expect(rest.map((e) => [e.attempts, e.nextAttemptAt])).toEqual([[0, 0], [0, 0]])
    expect(box.state().progress.done).toBe(1)
  })

  it('halves the batch after one that timed out (a slow link), and doubles it back after each that got through', async () => {
    const { box, server, sizes, drain } = failingFirst(2, 'networkTimeout')
    const max = BATCH_LIMITS.maxOps
    for (let v = 1; v <= 2 * max; v++) await box.enqueue({ ...calendarWrite(v), item: `cell${v}` })
    await drain(6)
    // lost: max, then max/2; through: max/4, then max/2 (only max/4 left not waiting out a back-off)
    expect(sizes.slice(0, 4)).toEqual([max, max / 2, max / 4, max / 4])
    // the next run: at full size again
    expect(sizes[4]).toBe(max)
    expect(server.applied).toHaveLength(2 * max)
  })

  it('keeps the batch size while the device is offline (a network error at once says nothing about size)', async () => {
    const { box, sizes, drain } = failingFirst(3, 'networkError')
    for (let v = 1; v <= 12; v++) await box.enqueue(calendarWrite(v))
    await drain(5)
    expect(sizes).toEqual([12, 12, 12, 12])
  })
})
