import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BATCH_LIMITS } from '../../src/domain/outbox-batch'
import { calendarHandlers } from '../../src/server/services/calendar/routes'
import { startServer } from './support/server'
import type { TestServer, TestSession } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, calendarSnapshot, cellsOf, content, insertUnit, refusal, set } from './calendar-fixtures'

/**
 * outboxBatch (decision 0032): several outbox writes in one call, each answered as if it had
 * come alone, in order, once per idempotency key, and never one user's write on another's data.
 */
let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string

beforeAll(async () => {
  server = await startServer()
  host = await calendarHost(server)
  other = await calendarHost(server)
  unit = await insertUnit(server, host, { title: 'Batch unit' })
})
afterAll(async () => server.close())

type Op = { endpoint: string; idemKey: string; payload: Record<string, unknown>; after?: number }
const key = () => randomUUID()
const price = (from: string, to: string, value: number, unitId = unit) => ({ changes: [{ unitIds: [unitId], ranges: [{ from, to }], price: value }] })
const calendarOp = (payload: Record<string, unknown>, after?: number): Op => ({ endpoint: 'calendarSet', idemKey: key(), payload, ...(after === undefined ? {} : { after }) })

async function batch(ops: Op[], session: TestSession = host): Promise<any[]> {
  return content(await server.api('outboxBatch', { ops }, { session })).results
}
async function priceOn(date: string): Promise<number> {
  return (await cellsOf(server, host, unit, date, date))[0].price
}
async function storedKeys(userId: string): Promise<number> {
  return (await server.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', Number(userId)).execute()).length
}

describe('outboxBatch', () => {
  it('runs the ops in order, each answered as calendarSet answers alone', async () => {
    const results = await batch([calendarOp(price('2026-12-01', '2026-12-03', 300)), calendarOp(price('2026-12-02', '2026-12-02', 310), 0)])
    expect(results).toHaveLength(2)
    for (const result of results) {
      expect(result.httpStatus).toBe(200)
      expect(result.body).toMatchObject({ status: 200, content: { opId: expect.any(String), cells: expect.any(Number) } })
    }
    // the later write of the same nights wins, as it would sent one after the other
    expect([await priceOn('2026-12-01'), await priceOn('2026-12-02'), await priceOn('2026-12-03')]).toEqual([300, 310, 300])
  })

  it('skips an op whose predecessor was refused, and runs the ops that do not follow it', async () => {
    const before = await calendarSnapshot(server)
    const results = await batch([
      calendarOp(price('2026-12-10', '2026-12-10', 0)), // price 0: refused
      calendarOp(price('2026-12-11', '2026-12-11', 320), 0),
      calendarOp(price('2026-12-12', '2026-12-12', 330)),
    ])
    expect(results[0]).toMatchObject({ httpStatus: 200, body: { status: 400, errorMsg: 'calendarPriceRange', errorField: 'changes.0.price' } })
    expect(results[1]).toEqual({ skipped: true })
    expect(results[2]).toMatchObject({ httpStatus: 200, body: { status: 200 } })
    expect(await priceOn('2026-12-11')).not.toBe(320)
    expect(await priceOn('2026-12-12')).toBe(330)
    const after = await calendarSnapshot(server)
    expect(after.days.length).toBeGreaterThan(before.days.length)
  })

  it('shares the idempotency store with single calls: a key answered alone is replayed, not applied again', async () => {
    const idemKey = key()
    content(await set(server, host, price('2026-12-15', '2026-12-15', 340).changes, { idemKey }))
    const ops = (await server.db.selectFrom('calendar_ops').select('id').execute()).length
    const [replayed] = await batch([{ endpoint: 'calendarSet', idemKey, payload: price('2026-12-15', '2026-12-15', 340) }])
    expect(replayed).toMatchObject({ httpStatus: 200, replay: true, body: { status: 200 } })
    expect((await server.db.selectFrom('calendar_ops').select('id').execute()).length).toBe(ops)
    // the same key with another write: refused as reused, nothing applied
    const [reused] = await batch([{ endpoint: 'calendarSet', idemKey, payload: price('2026-12-15', '2026-12-15', 999) }])
    expect(reused).toMatchObject({ httpStatus: 422, body: { status: 422, errorMsg: 'idempotencyKeyReused' } })
    expect(await priceOn('2026-12-15')).toBe(340)
  })

  it('hashes a form endpoint\'s op as the form call does: the same write under the same key is a replay', async () => {
    const idemKey = key()
    content(await server.api('updateLandlordInfo', { id: host.userId, cityid: '330100' }, { session: host, idemKey }))
    const [result] = await batch([{ endpoint: 'updateLandlordInfo', idemKey, payload: { id: host.userId, cityid: '330100' } }])
    expect(result).toMatchObject({ httpStatus: 200, replay: true, body: { status: 200 } })
  })

  it("refuses an op on another landlord's unit as that call would, and changes nothing", async () => {
    const before = await calendarSnapshot(server)
    const keys = await storedKeys(host.userId)
    const [result] = await batch([calendarOp(price('2026-12-20', '2026-12-20', 350))], other)
    expect([403, 404]).toContain(result.body.status)
    expect(['noPermission', 'notFound']).toContain(result.body.errorMsg)
    expect(JSON.stringify(result)).not.toContain('Batch unit')
    expect(await calendarSnapshot(server)).toEqual(before)
    expect(await storedKeys(host.userId)).toBe(keys)
  })

  it('refuses, op by op, an endpoint that cannot be batched or a payload its schema refuses; the other ops run', async () => {
    const results = await batch([
      { endpoint: 'calendarGet', idemKey: key(), payload: { unitIds: unit } }, // a read
      { endpoint: 'calendarFeedAdd', idemKey: key(), payload: { unitId: unit, name: 'x', url: 'http://127.0.0.1:9/x.ics' } }, // not idempotent
      { endpoint: 'listingUploadPhoto', idemKey: key(), payload: { luId: 'x' } }, // a file goes alone
      { endpoint: 'outboxBatch', idemKey: key(), payload: { ops: [] } },
      { endpoint: 'constructor', idemKey: key(), payload: {} },
      { endpoint: 'calendarSet', idemKey: key(), payload: { changes: 'all of them' } },
      calendarOp(price('2026-12-21', '2026-12-21', 360)),
    ])
    for (const [i, result] of results.slice(0, 5).entries()) {
      expect(result, String(i)).toMatchObject({ httpStatus: 200, body: { status: 400, errorMsg: 'invalidValue', errorField: `ops.${i}.endpoint` } })
    }
    expect(results[5]).toMatchObject({ httpStatus: 200, body: { status: 400, errorMsg: 'invalidValue', errorField: 'changes' } })
    expect(results[6]).toMatchObject({ httpStatus: 200, body: { status: 200 } })
    expect(await priceOn('2026-12-21')).toBe(360)
  })

  it("rolls back an op whose handler crashed (its writes and its key), answers it 500, and runs the others", async () => {
    const real = calendarHandlers.calendarSet!
    const idemKey = key()
    const before = await calendarSnapshot(server)
    const keys = await storedKeys(host.userId)
    // the write goes through, then the handler fails before answering
    calendarHandlers.calendarSet = Object.assign(async (ctx: any, input: any) => {
      await real(ctx, input)
      throw new Error('disk trouble')
    })
    let results: any[]
    try {
      results = await batch([{ endpoint: 'calendarSet', idemKey, payload: price('2026-12-24', '2026-12-24', 400) }, { endpoint: 'updateLandlordInfo', idemKey: key(), payload: { id: host.userId, cityid: '330100' } }])
    } finally {
      calendarHandlers.calendarSet = real
    }
    expect(results[0]).toMatchObject({ httpStatus: 500, body: { status: 500, errorMsg: 'operationFailed' } })
    expect(results[1]).toMatchObject({ httpStatus: 200, body: { status: 200 } })
    expect(await calendarSnapshot(server)).toEqual(before)
    expect(await storedKeys(host.userId)).toBe(keys + 1)
    // the key stayed free: the same op sent again is applied
    const [again] = await batch([{ endpoint: 'calendarSet', idemKey, payload: price('2026-12-24', '2026-12-24', 400) }])
    expect(again).toMatchObject({ httpStatus: 200, body: { status: 200 } })
    expect(again.replay).toBeUndefined()
    expect(await priceOn('2026-12-24')).toBe(400)
  })

  it(`takes at most ${BATCH_LIMITS.maxOps} ops, and an after that names no earlier op skips`, async () => {
    const ops = Array.from({ length: BATCH_LIMITS.maxOps + 1 }, () => calendarOp(price('2026-12-22', '2026-12-22', 370)))
    refusal(await server.api('outboxBatch', { ops }, { session: host }), 400, 'invalidValue')
    const results = await batch([calendarOp(price('2026-12-23', '2026-12-23', 380), 0), calendarOp(price('2026-12-23', '2026-12-23', 390), 5)])
    expect(results).toEqual([{ skipped: true }, { skipped: true }])
    expect(await priceOn('2026-12-23')).not.toBe(380)
  })
})
