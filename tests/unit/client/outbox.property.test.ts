import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import Dexie from 'dexie'
import { openDb, type PortalDb } from '../../../src/client/db'
import { BACKOFF } from '../../../src/client/outbox/backoff'
import { fromDependency } from '../../../src/client/outbox/param-patches'
import type { Outbox } from '../../../src/client/outbox/outbox'
import { fakeClock, fakeLocks, fakeServer, freshDbName, makeOutbox, type Fault } from './support/outbox-fakes'

type Command =
  | { type: 'write'; item: string; merge: boolean }
  | { type: 'upload' }
  | { type: 'replay' }
  | { type: 'twoTabs' }
  | { type: 'reload' }
  | { type: 'wait' }

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant('write' as const), item: fc.constantFrom('a', 'b', 'c', 'd'), merge: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ type: 'upload' as const }) },
  { weight: 3, arbitrary: fc.constant({ type: 'replay' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'twoTabs' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'wait' as const }) },
)

const fault: fc.Arbitrary<Fault> = fc.constantFrom<Fault>(
  'ok', 'ok', 'network', 'timeout', '5xx', '429', 'dropAfterApply', '4203', 'refuse',
)

// alone: each entry its own call; batched: outboxBatch calls (several entries of an item in one)
describe.each([['alone', false], ['batched', true]] as const)('outbox (%s): random writes, faults and reloads', (_mode, batched) => {
  it('end with no lost write, no duplicate effect and per-item order kept', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), fc.array(fault, { maxLength: 60 }), fc.integer(), async (commands, faults, seed) => {
        const name = freshDbName()
        const clock = fakeClock()
        const lock = fakeLocks()
        const server = fakeServer((_op, n) => faults[n] ?? 'ok')
        let rng = seed
        const random = () => {
          rng = (rng * 1103515245 + 12345) % 2 ** 31
          return Math.abs(rng) / 2 ** 31
        }
        const dbs: PortalDb[] = []
        const open = (): Outbox => {
          dbs.push(openDb(name))
          return makeOutbox(dbs.at(-1)!, { send: server.send, ...(batched ? { sendBatch: server.sendBatch } : {}), clock, lock, random, batchSize: 3 })
        }
        let box = open()
        let value = 0
        const writes: { item: string; value: number; merge: boolean }[] = []

        for (const c of commands) {
          if (c.type === 'write') {
            value++
            writes.push({ item: c.item, value, merge: c.merge })
            await box.enqueue({ endpoint: 'updateLandlordInfo', params: { item: c.item, value } as never, item: c.item, merge: c.merge })
          } else if (c.type === 'upload') {
            // an image upload, then the photo list that needs its url
            const upload = ++value
            writes.push({ item: `img${upload}`, value: upload, merge: false })
            const id = await box.enqueue({ endpoint: 'imageUpload', params: { item: `img${upload}`, value: upload } as never, item: `img${upload}`, blobs: { file: new Blob([`photo ${upload}`]) } })
            const list = ++value
            writes.push({ item: 'photos', value: list, merge: false })
            await box.enqueue({
              endpoint: 'updateLandlordInfo',
              params: { item: 'photos', value: list, upload, photo: fromDependency('url') } as never,
              item: 'photos',
              dependsOn: id,
              resolveParams: 'fromDependency',
            })
          } else if (c.type === 'replay') {
            await box.replay()
          } else if (c.type === 'twoTabs') {
            const other = open()
            await Promise.all([box.replay(), other.replay()])
          } else if (c.type === 'reload') {
            box = open() // in-memory state (pause, progress, timers) is gone; the database stays
          } else {
            clock.advance(BACKOFF.maxMs)
          }
        }

        // the network heals; the host signs in again and retries whatever was refused
        for (let round = 0; round < 30; round++) {
          for (const entry of await box.listNotSynced()) await box.retryNotSynced(entry.id)
          clock.advance(BACKOFF.maxMs + 1)
          await box.resume()
          if (!box.state().pending && !box.state().notSynced) break
        }
        expect(box.state()).toMatchObject({ pending: 0, notSynced: 0 })

        const appliedValues = server.applied.map((a) => a.params.value as number)
        // no duplicate effect
        expect(new Set(appliedValues).size).toBe(appliedValues.length)
        // order per item
        for (const item of ['a', 'b', 'c', 'd', 'photos']) {
          const seq = server.applied.filter((a) => a.item === item).map((a) => a.params.value as number)
          expect([...seq].sort((x, y) => x - y)).toEqual(seq)
        }
        // no lost write: only a value overwritten by a merged edit of its item may be missing
        const applied = new Set(appliedValues)
        for (const [i, w] of writes.entries()) {
          const next = writes.slice(i + 1).find((n) => n.item === w.item)
          if (!next || !next.merge) expect(applied.has(w.value), `write ${w.value} of ${w.item}`).toBe(true)
        }
        // each photo list carries the url the server gave its upload
        for (const list of server.applied.filter((a) => a.item === 'photos')) {
          const index = server.applied.findIndex((a) => a.params.value === list.params.upload)
          expect(list.params.photo).toBe(`https://img/${index}.jpg`)
        }
        expect(await box.listPending()).toEqual([])
        for (const db of dbs) db.close()
        await Dexie.delete(name)
      }),
      { numRuns: 200 },
    )
  }, 120_000)
})
