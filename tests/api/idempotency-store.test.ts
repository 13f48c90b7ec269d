import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Kysely } from 'kysely'
import type { Database } from '../../src/server/db/schema'
import { Refusal, refused } from '../../src/server/errors'
import { pruneIdempotencyJob } from '../../src/server/jobs/prune-idempotency'
import { scheduleJobs } from '../../src/server/jobs/schedule'
import { canonicalJson, IDEMPOTENCY_RETENTION_MS, requestHash, runIdempotent } from '../../src/server/middleware/idempotency'
import type { RequestInput } from '../../src/server/middleware/request-input'
import type { Answer } from '../../src/server/middleware/idempotency'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'

let server: TestServer
let userId: number
let counter = 0

beforeAll(async () => {
  server = await startServer()
  userId = Number((await smsLogin(server, freshMobile())).userId)
})
afterAll(async () => {
  await server.close()
})

const OK: Answer = { httpStatus: 200, body: { status: 200, content: {} } }

function request(hash = 'h1') {
  counter += 1
  return { userId, key: `store-test-${counter}`, hash, now: server.clock.now() }
}

async function addMessage(db: Kysely<Database>, title: string): Promise<void> {
  await db.insertInto('system_messages')
    .values({ user_id: userId, title, tips: '', content: '', is_read: 0, jump_url: '', created_at: server.clock.now() })
    .execute()
}

async function messages(title: string): Promise<number> {
  return (await server.db.selectFrom('system_messages').select('id').where('title', '=', title).execute()).length
}

async function stored(key: string) {
  return server.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst()
}

describe('runIdempotent', () => {
  it('writes through the transaction, also when the handler opens its own transaction', async () => {
    const r = request()
    const outcome = await runIdempotent(server.db, r, async (db) => {
      await db.transaction().execute(async (trx) => addMessage(trx, 'nested'))
      return OK
    })
    expect(outcome).toEqual({ kind: 'fresh', answer: OK })
    expect(await messages('nested')).toBe(1)
    expect(await stored(r.key)).toMatchObject({ request_hash: 'h1', http_status: 200, response: JSON.stringify(OK.body) })
  })

  it('rolls back the writes of a refused write and stores the refusal', async () => {
    const r = request()
    const write = vi.fn(async (db: Kysely<Database>) => {
      await addMessage(db, 'refused-write')
      throw refused('realNamePending')
    })
    const outcome = await runIdempotent(server.db, r, write)
    const answer = { httpStatus: 200, body: { status: 422, errorMsg: 'realNamePending' } }
    expect(outcome).toEqual({ kind: 'fresh', answer })
    expect(await messages('refused-write')).toBe(0)
    expect(await runIdempotent(server.db, r, write)).toEqual({ kind: 'replay', answer })
    expect(write).toHaveBeenCalledTimes(1)
  })

  it('stores nothing when the write fails (5xx) or needs slide verification', async () => {
    const crash = request()
    await expect(runIdempotent(server.db, crash, async (db) => {
      await addMessage(db, 'crashed')
      throw new Error('boom')
    })).rejects.toThrow('boom')
    expect(await messages('crashed')).toBe(0)
    expect(await stored(crash.key)).toBeUndefined()

    const slide = request()
    await expect(runIdempotent(server.db, slide, async (db) => {
      await addMessage(db, 'slide')
      throw new Refusal(307, 'tooManyRequests')
    })).rejects.toBeInstanceOf(Refusal)
    expect(await messages('slide')).toBe(0)
    expect(await stored(slide.key)).toBeUndefined()

    // The key is free for the retry.
    expect(await runIdempotent(server.db, slide, async () => OK)).toEqual({ kind: 'fresh', answer: OK })
  })

  it('answers conflict for another hash without running the write', async () => {
    const r = request('h1')
    await runIdempotent(server.db, r, async () => OK)
    const write = vi.fn(async () => OK)
    expect(await runIdempotent(server.db, { ...r, hash: 'h2' }, write)).toEqual({ kind: 'conflict' })
    expect(write).not.toHaveBeenCalled()
  })
})

describe('requestHash', () => {
  const input = (payload: Record<string, unknown>, file: File | null = null): RequestInput =>
    ({ query: {}, bodyFields: {}, payload, signed: {}, gatesign: undefined, file })
  const business = { cityid: '330100', id: '7' }

  it('ignores what changes per send and who sends', async () => {
    const a = await requestHash('updateLandlordInfo', input({
      ...business, gatetime: '1', gatesign: 'a', bodysha: 'b', userId: '7', sessId: 's1', xztoken: 't1',
      clientFrom: 'web', clientVersion: '500', role: 'xzfd', slideToken: 'x', idemKey: 'key-00001',
    }))
    const b = await requestHash('updateLandlordInfo', input({ id: '7', cityid: '330100', gatetime: '2', sessId: 's2', idemKey: 'key-00002' }))
    expect(a).toBe(b)
    expect(a).toMatch(/^[0-9a-f]{64}$/)
  })

  it('differs by endpoint, by any business field and by the file bytes', async () => {
    const base = await requestHash('updateLandlordInfo', input(business))
    expect(await requestHash('realNameSubmitOverseas', input(business))).not.toBe(base)
    expect(await requestHash('updateLandlordInfo', input({ ...business, cityid: '310100' }))).not.toBe(base)
    expect(await requestHash('updateLandlordInfo', input({ ...business, extra: [] }))).not.toBe(base)
    const withFile = (text: string) => requestHash('imageUpload', input({ dir: 'a' }, new File([text], 'f.jpg')))
    expect(await withFile('one')).toBe(await withFile('one'))
    expect(await withFile('one')).not.toBe(await withFile('two'))
  })
})

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,1]},"b":1}')
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }))
  })
})

describe('the idempotency pruning job', () => {
  it('prunes at once on start and then on its timer', async () => {
    const old = request()
    await runIdempotent(server.db, { ...old, now: server.clock.now() - IDEMPOTENCY_RETENTION_MS - 1 }, async () => OK)
    const fresh = request()
    await runIdempotent(server.db, fresh, async () => OK)
    const { stop } = scheduleJobs(server.db, server.clock.now, [{ ...pruneIdempotencyJob, everyMs: 50 }])
    try {
      await vi.waitFor(async () => expect(await stored(old.key)).toBeUndefined())
      expect(await stored(fresh.key)).toBeDefined()
      server.clock.advance(IDEMPOTENCY_RETENTION_MS + 1)
      await vi.waitFor(async () => expect(await stored(fresh.key)).toBeUndefined())
    } finally {
      stop()
    }
  })
})
