import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openDb, type PortalDb } from '../../../src/client/db'
import { BACKOFF } from '../../../src/client/outbox/backoff'
import { conflictOf } from '../../../src/client/outbox/outbox'
import type { Sender } from '../../../src/client/outbox/outbox-types'
import { ApiError } from '../../../src/client/errors'
import { fakeClock, freshDbName, makeOutbox } from './support/outbox-fakes'

type VersionFault = 'ok' | 'network' | 'dropAfterApply'

/**
 * A server of versioned items: a write carrying the item's current version (or none) applies and
 * answers the new version; a stale one is a 409 with the current {version, value}. A repeated
 * idempotency key answers its first answer.
 */
function versionedServer(pickFault: (n: number) => VersionFault = () => 'ok') {
  const items = new Map<string, { version: number; value: unknown }>()
  const answers = new Map<string, unknown>()
  const applied: { item: string; value: unknown; version: unknown }[] = []
  const sends: Parameters<Sender>[0][] = []
  let n = 0
  const state = (item: string) => items.get(item) ?? { version: 0, value: null }
  const send: Sender = async (op) => {
    sends.push(op)
    const fault = pickFault(n++)
    await Promise.resolve()
    if (fault === 'network') throw new ApiError({ status: 0, key: 'networkError' })
    if (!answers.has(op.idemKey)) {
      const item = String(op.params.item)
      const now = state(item)
      const sent = op.params.version
      if (sent !== undefined && Number(sent) !== now.version) {
        throw new ApiError({ status: 409, key: 'versionConflict', content: now, httpStatus: 200 })
      }
      items.set(item, { version: now.version + 1, value: op.params.value })
      applied.push({ item, value: op.params.value, version: sent })
      answers.set(op.idemKey, { version: now.version + 1 })
    }
    if (fault === 'dropAfterApply') throw new ApiError({ status: 0, key: 'networkError' })
    return answers.get(op.idemKey)
  }
  /** Someone else (another device) changes the item. */
  const changeElsewhere = (item: string, value: unknown) => {
    items.set(item, { version: state(item).version + 1, value })
  }
  return { send, applied, sends, state, changeElsewhere }
}

const write = (item: string, value: unknown, version?: number | string, merge = false) => ({
  endpoint: 'updateLandlordInfo' as const,
  params: { item, value, ...(version === undefined ? {} : { version }) } as never,
  item,
  merge,
})

function setup(pick?: (n: number) => VersionFault) {
  const db = openDb(freshDbName())
  const server = versionedServer(pick)
  const clock = fakeClock()
  const box = makeOutbox(db, { send: server.send, clock })
  return { db, server, clock, box }
}

describe('outbox: version chaining', () => {
  it('a later pending write of the item takes the version the earlier write produced', async () => {
    const { db, box, server, clock } = setup((n) => (n === 0 ? 'network' : 'ok'))
    await box.enqueue(write('city', 'A', 0))
    await box.replay() // network error: A stays pending, B is written seeing version 0 too
    await box.enqueue(write('city', 'B', 0))
    await box.enqueue(write('other', 'X', 0))
    // another item with the same version number is not touched
    await db.outbox.where('item').equals('other').modify({ nextAttemptAt: Number.MAX_SAFE_INTEGER })
    clock.advance(BACKOFF.maxMs)
    await box.replay()
    expect(server.applied).toEqual([
      { item: 'city', value: 'A', version: 0 },
      { item: 'city', value: 'B', version: 1 },
    ])
    expect((await box.listPending('other'))[0]!.params.version).toBe(0)
    expect(await box.listNotSynced()).toEqual([])
  })

  it('chains through retries, a lost answer and form (string) versions', async () => {
    const { box, server, clock } = setup((n) => (n === 0 ? 'dropAfterApply' : 'ok'))
    await box.enqueue(write('city', 'A', '0'))
    await box.replay() // applied, the answer lost
    await box.enqueue(write('city', 'B', '0'))
    await box.enqueue(write('city', 'C', '0'))
    clock.advance(BACKOFF.maxMs)
    await box.replay()
    expect(server.applied).toEqual([
      { item: 'city', value: 'A', version: '0' },
      { item: 'city', value: 'B', version: '1' },
      { item: 'city', value: 'C', version: '2' },
    ])
    expect(await box.listNotSynced()).toEqual([])
  })

  it('leaves entries that carried another version (a real conflict stays a conflict)', async () => {
    const { box, server } = setup()
    await box.enqueue(write('city', 'A', 0))
    await box.enqueue(write('city', 'B', 5))
    await box.enqueue(write('city', 'C'))
    await box.replay()
    expect(server.applied.map((a) => [a.value, a.version])).toEqual([['A', 0]])
    const [refused] = await box.listNotSynced()
    expect(refused).toMatchObject({ params: { value: 'B', version: 5 }, refusal: { status: 409, current: { version: 1, value: 'A' } } })
  })
})

describe('outbox: conflicts', () => {
  async function conflicted() {
    const ctx = setup()
    ctx.server.changeElsewhere('city', 'Elsewhere')
    const id = await ctx.box.enqueue(write('city', 'Mine', 0))
    await ctx.box.replay()
    return { ...ctx, id }
  }

  it('keeps the current {version, value} of a 409 on the not-synced entry', async () => {
    const { box, id } = await conflicted()
    const [entry] = await box.listNotSynced()
    expect(entry!.id).toBe(id)
    expect(conflictOf(entry!)).toEqual({ version: 1, value: 'Elsewhere' })
  })

  it('keep mine re-sends the host\'s params over the current version with a new key', async () => {
    const { box, server, id } = await conflicted()
    const resolved = await box.resolveConflict(id, 'mine')
    expect(resolved?.id).toBe(id)
    await box.replay()
    expect(server.applied.map((a) => [a.value, a.version])).toEqual([['Mine', 1]])
    expect(server.state('city')).toEqual({ version: 2, value: 'Mine' })
    expect(server.sends[1]!.idemKey).not.toBe(server.sends[0]!.idemKey)
    expect(box.state()).toMatchObject({ pending: 0, notSynced: 0 })
  })

  it('keep mine also moves later pending writes of the item that carried the refused version', async () => {
    const { box, server, id } = await conflicted()
    await box.enqueue(write('city', 'Mine again', 0))
    await box.replay()
    expect(server.sends).toHaveLength(1) // the item waits for the host's choice
    await box.resolveConflict(id, 'mine')
    await box.replay()
    expect(server.applied.map((a) => [a.value, a.version])).toEqual([['Mine', 1], ['Mine again', 2]])
  })

  it('use current discards the entry and sends nothing', async () => {
    const { db, box, server, id } = await conflicted()
    const resolved = await box.resolveConflict(id, 'current')
    expect(resolved).toMatchObject({ id, item: 'city' })
    await box.replay()
    expect(server.sends).toHaveLength(1)
    expect(server.state('city')).toEqual({ version: 1, value: 'Elsewhere' })
    expect(await db.notSynced.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
  })

  it('resolving an entry that is gone (another tab chose) does nothing', async () => {
    const { box, server, id } = await conflicted()
    await box.resolveConflict(id, 'current')
    expect(await box.resolveConflict(id, 'mine')).toBeUndefined()
    await box.replay()
    expect(server.sends).toHaveLength(1)
  })

  it('keep mine is refused for a refusal that is not a version conflict', async () => {
    const db = openDb(freshDbName())
    const box = makeOutbox(db, { send: async () => { throw new ApiError({ status: 422, key: 'invalidValue', httpStatus: 200 }) } })
    const id = await box.enqueue(write('city', 'A', 0))
    await box.replay()
    await expect(box.resolveConflict(id, 'mine')).rejects.toThrow('not a version conflict')
    expect(await db.notSynced.count()).toBe(1)
  })
})

describe('outbox: editing a not-synced write', () => {
  it('edit re-sends the edited params with a new key (a conflict\'s edit takes the current version)', async () => {
    const { box, server } = setup()
    server.changeElsewhere('city', 'Elsewhere')
    const id = await box.enqueue(write('city', 'Mine', 0))
    await box.replay()
    await box.editNotSynced(id, { item: 'city', value: 'Edited', version: 0 }, { label: 'Edited city' })
    expect((await box.listPending('city'))[0]!.meta).toEqual({ label: 'Edited city' })
    await box.replay()
    expect(server.applied.map((a) => [a.value, a.version])).toEqual([['Edited', 1]])
    expect(server.sends[1]!.idemKey).not.toBe(server.sends[0]!.idemKey)
  })

  it('retryNotSynced with params is an edit of any refusal; without params it re-sends as it was', async () => {
    const db = openDb(freshDbName())
    let refuse = true
    const sent: Record<string, unknown>[] = []
    const box = makeOutbox(db, {
      send: async (op) => {
        sent.push(op.params)
        if (refuse) throw new ApiError({ status: 400, key: 'invalidValue', field: 'cityid', httpStatus: 200 })
        return {}
      },
    })
    const id = await box.enqueue(write('city', 'bad'))
    await box.replay()
    await box.retryNotSynced(id)
    await box.replay()
    expect(sent).toEqual([{ item: 'city', value: 'bad' }, { item: 'city', value: 'bad' }])
    refuse = false
    await box.retryNotSynced(id, { item: 'city', value: 'good' })
    await box.replay()
    expect(sent.at(-1)).toEqual({ item: 'city', value: 'good' })
    expect(box.state()).toMatchObject({ pending: 0, notSynced: 0 })
  })

  it('keeps meta (what screens show) with the entry and never sends it', async () => {
    const { box, server } = setup()
    server.changeElsewhere('city', 'Elsewhere')
    await box.enqueue({ ...write('city', 'Mine', 0), meta: { label: 'Hangzhou' } })
    await box.replay()
    const [entry] = await box.listNotSynced()
    expect(entry!.meta).toEqual({ label: 'Hangzhou' })
    expect(server.sends[0]!.params).not.toHaveProperty('meta')
  })
})

describe('outbox: the host\'s own versioned writes never conflict with themselves', () => {
  it('random writes, merges, lost answers and network errors end applied in order without a conflict', async () => {
    const step = fc.oneof(
      { weight: 4, arbitrary: fc.record({ type: fc.constant('write' as const), item: fc.constantFrom('a', 'b'), merge: fc.boolean() }) },
      { weight: 3, arbitrary: fc.constant({ type: 'replay' as const }) },
      { weight: 1, arbitrary: fc.constant({ type: 'wait' as const }) },
    )
    const fault = fc.constantFrom<VersionFault>('ok', 'ok', 'network', 'dropAfterApply')
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), fc.array(fault, { maxLength: 40 }), async (steps, faults) => {
        const db: PortalDb = openDb(freshDbName())
        const server = versionedServer((n) => faults[n] ?? 'ok')
        const clock = fakeClock()
        const box = makeOutbox(db, { send: server.send, clock, batchSize: 2 })
        const expected = new Map<string, number[]>()
        let value = 0
        for (const s of steps) {
          if (s.type === 'write') {
            value++
            // the version the host's screen shows: its own pending write's, else the server's
            const last = await db.outbox.where('item').equals(s.item).last()
            const seen = last ? Number(last.params.version) : server.state(s.item).version
            const list = expected.get(s.item) ?? []
            const mergesInto = s.merge && last && last.attempts === 0
            if (mergesInto) list.pop()
            list.push(value)
            expected.set(s.item, list)
            await box.enqueue(write(s.item, value, seen, s.merge))
          } else if (s.type === 'replay') {
            await box.replay()
          } else {
            clock.advance(BACKOFF.maxMs)
          }
        }
        for (let i = 0; i < 50 && (await db.outbox.count()) > 0; i++) {
          clock.advance(BACKOFF.maxMs)
          await box.replay()
        }
        expect(await box.listNotSynced()).toEqual([])
        expect(await db.outbox.count()).toBe(0)
        for (const item of ['a', 'b']) {
          expect(server.applied.filter((a) => a.item === item).map((a) => a.value)).toEqual(expected.get(item) ?? [])
        }
        db.close()
      }),
      { numRuns: 150 },
    )
  }, 120_000)
})
