import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../../src/client/db'
import { ApiError } from '../../../src/client/errors'
import { backoffDelay } from '../../../src/client/outbox/backoff'
import type { Sender } from '../../../src/client/outbox/outbox-types'
import { fakeClock, fakeServer, freshDbName, makeOutbox, type Fault } from './support/outbox-fakes'

const write = (item: string, value: number) => ({
  endpoint: 'updateLandlordInfo' as const,
  params: { item, value } as never,
  item,
})

function setup(pick: (n: number) => Fault) {
  const db = openDb(freshDbName())
  const server = fakeServer((_op, n) => pick(n))
  const clock = fakeClock()
  const box = makeOutbox(db, { send: server.send, clock })
  return { db, server, clock, box }
}

describe('outbox: eager replay (start-up, online, visible, sync)', () => {
  it('a plain replay leaves entries in back-off; an eager one sends them at once', async () => {
    const { db, box, server } = setup((n) => (n < 3 ? 'network' : 'ok'))
    await box.enqueue(write('a', 1))
    await box.enqueue(write('b', 2))
    await box.replay()
    await box.replay()
    expect(server.sends).toHaveLength(2)
    expect((await db.outbox.toArray()).map((e) => e.attempts)).toEqual([1, 1])

    // the connection is back: both go now, whatever their back-off said
    await box.replay({ eager: true })
    expect(server.applied.map((a) => a.params.value).sort()).toEqual([2])
    expect(await db.outbox.count()).toBe(1)
    await box.replay({ eager: true })
    expect(server.applied.map((a) => a.params.value).sort()).toEqual([1, 2])
  })

  it('an eager run tries each waiting entry once: a failure backs off again instead of looping', async () => {
    const { db, box, server, clock } = setup(() => 'network')
    await box.enqueue(write('a', 1))
    await box.replay()
    await box.replay({ eager: true })
    expect(server.sends).toHaveLength(2)
    const [entry] = await db.outbox.toArray()
    expect(entry!.attempts).toBe(2)
    expect(entry!.nextAttemptAt - clock.now()).toBe(backoffDelay(2, 0.5))
  })

  it("never goes before a server's Retry-After, even eagerly", async () => {
    const db = openDb(freshDbName())
    const clock = fakeClock()
    const sends: number[] = []
    const send: Sender = async () => {
      sends.push(clock.now())
      if (sends.length === 1) throw new ApiError({ status: 503, key: 'networkError', httpStatus: 503, retryAfterMs: 30_000 })
      return {}
    }
    const box = makeOutbox(db, { send, clock })
    await box.enqueue(write('a', 1))
    await box.replay()
    const [entry] = await db.outbox.toArray()
    expect(entry!.notBefore).toBe(clock.now() + 30_000)
    clock.advance(29_000)
    await box.replay({ eager: true })
    expect(sends).toHaveLength(1)
    clock.advance(1_000)
    await box.replay({ eager: true })
    expect(sends).toHaveLength(2)
    expect(await db.outbox.count()).toBe(0)
  })
})
