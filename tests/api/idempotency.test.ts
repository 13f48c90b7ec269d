import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decideRealName } from '../../src/server/console/realname'
import { pruneIdempotencyKeys } from '../../src/server/jobs/prune-idempotency'
import { REPLAY_HEADER } from '../../src/server/middleware/idempotency'
import { startServer } from './support/server'
import type { ApiReply, TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'
import { overseasLandlord, uploadImage, userRow } from './user-fixtures'
import type { ImageRef } from './user-fixtures'

const DAY_MS = 24 * 60 * 60 * 1000

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

function overseasBody(host: SignedIn, passport: ImageRef, selfie: ImageRef) {
  return {
    landlordID: host.userId, landlordIdentity: 'overseas', passportNo: 'tk1234567',
    passportInfo: { url: passport.url, width: passport.width, height: passport.height },
    selfInfo: { url: selfie.url, width: selfie.width, height: selfie.height },
  }
}

async function overseasHost(): Promise<{ host: SignedIn; body: ReturnType<typeof overseasBody> }> {
  const host = await overseasLandlord(server)
  const passport = await uploadImage(server, host, 880, 620)
  const selfie = await uploadImage(server, host, 600, 800)
  return { host, body: overseasBody(host, passport, selfie) }
}

async function submissions(userId: string): Promise<number> {
  const rows = await server.db.selectFrom('realname_submissions').select('id').where('user_id', '=', Number(userId)).execute()
  return rows.length
}

async function keysFor(userId: string, key: string): Promise<number> {
  const rows = await server.db.selectFrom('idempotency_keys').select('key')
    .where('user_id', '=', Number(userId)).where('key', '=', key).execute()
  return rows.length
}

const replayed = (reply: ApiReply) => reply.headers.get(REPLAY_HEADER) === 'true'

describe('a repeated key', () => {
  it('answers the first answer again and writes nothing more (JSON endpoint)', async () => {
    const { host, body } = await overseasHost()
    const idemKey = randomUUID()
    const first = await server.api('realNameSubmitOverseas', body, { session: host, idemKey })
    expect(first.body).toEqual({ status: 200, content: {} })
    expect(replayed(first)).toBe(false)
    expect(await submissions(host.userId)).toBe(1)

    server.clock.advance(90_000)
    const again = await server.api('realNameSubmitOverseas', body, { session: host, idemKey })
    expect(again.http).toBe(200)
    expect(again.body).toEqual({ status: 200, content: {} })
    expect(replayed(again)).toBe(true)
    expect(await submissions(host.userId)).toBe(1)

    // Without the key's protection the same submission is a new write, refused while pending.
    const other = await server.api('realNameSubmitOverseas', body, { session: host })
    expect(other.body).toMatchObject({ status: 422, errorMsg: 'realNamePending' })
  })

  it('changes nothing on a form endpoint: a later write of the same item stays', async () => {
    const host = await smsLogin(server, freshMobile())
    const idemKey = randomUUID()
    const params = { cityid: '330100', id: host.userId }
    expect((await server.api('updateLandlordInfo', params, { session: host, idemKey })).body.status).toBe(200)
    expect((await server.api('updateLandlordInfo', { cityid: '310100', id: host.userId }, { session: host })).body.status).toBe(200)
    const again = await server.api('updateLandlordInfo', params, { session: host, idemKey })
    expect(again.body).toEqual({ status: 200, content: { version: 1 } })
    expect(replayed(again)).toBe(true)
    expect((await userRow(server, host.userId)).city_id).toBe('310100')
  })

  it('with other content is refused with 422 idempotencyKeyReused and changes nothing', async () => {
    const host = await smsLogin(server, freshMobile())
    const idemKey = randomUUID()
    expect((await server.api('updateLandlordInfo', { cityid: '330100', id: host.userId }, { session: host, idemKey })).body.status).toBe(200)
    const reused = await server.api('updateLandlordInfo', { cityid: '310100', id: host.userId }, { session: host, idemKey })
    expect(reused.http).toBe(422)
    expect(reused.body).toEqual({ status: 422, errorMsg: 'idempotencyKeyReused' })
    expect((await userRow(server, host.userId)).city_id).toBe('330100')
  })

  it('on another endpoint is refused too', async () => {
    const { host, body } = await overseasHost()
    const idemKey = randomUUID()
    expect((await server.api('updateLandlordInfo', { cityid: '330100', id: host.userId }, { session: host, idemKey })).body.status).toBe(200)
    const reused = await server.api('realNameSubmitOverseas', body, { session: host, idemKey })
    expect(reused.body).toMatchObject({ status: 422, errorMsg: 'idempotencyKeyReused' })
    expect(await submissions(host.userId)).toBe(0)
  })

  it('ignores what changes per send: gate time, signature, session', async () => {
    const mobile = freshMobile()
    const host = await smsLogin(server, mobile)
    const idemKey = randomUUID()
    const params = { cityid: '330100', id: host.userId }
    expect((await server.api('updateLandlordInfo', params, { session: host, idemKey })).body.status).toBe(200)
    server.clock.advance(3 * 60_000)
    const newSession = await smsLogin(server, mobile)
    const again = await server.api('updateLandlordInfo', params, { session: newSession, idemKey })
    expect(again.body).toEqual({ status: 200, content: { version: 1 } })
    expect(replayed(again)).toBe(true)
  })
})

describe('the key itself', () => {
  it('is required: 400 invalidValue on idemKey', async () => {
    const host = await smsLogin(server, freshMobile())
    const reply = await server.api('updateLandlordInfo', { cityid: '330100', id: host.userId }, { session: host, idemKey: null })
    expect(reply.http).toBe(400)
    expect(reply.body).toEqual({ status: 400, errorMsg: 'invalidValue', errorField: 'idemKey' })
    expect((await userRow(server, host.userId)).city_id).toBeNull()
  })

  it.each([['short'], ['has space 12345'], ['ä-not-ascii-key'], ['x'.repeat(65)]])('refuses %j', async (idemKey) => {
    const host = await smsLogin(server, freshMobile())
    const reply = await server.api('updateLandlordInfo', { cityid: '330100', id: host.userId }, { session: host, idemKey })
    expect(reply.body).toMatchObject({ status: 400, errorField: 'idemKey' })
    expect(await server.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', Number(host.userId)).execute()).toEqual([])
  })

  it('is not reserved by a request with a bad signature, a stale clock or no session', async () => {
    const host = await smsLogin(server, freshMobile())
    const idemKey = randomUUID()
    const params = { cityid: '330100', id: host.userId }
    const badSign = await server.api('updateLandlordInfo', params, { session: host, idemKey, sign: 'f'.repeat(40) })
    expect(badSign.body).toMatchObject({ status: 400, errorMsg: 'badSignature' })
    const stale = await server.api('updateLandlordInfo', params, { session: host, idemKey, gatetime: server.clock.now() - 10 * 60_000 })
    expect(stale.http).toBe(401)
    const noSession = await server.api('updateLandlordInfo', params, { idemKey })
    expect(noSession.body.status).toBe(4203)
    expect(await keysFor(host.userId, idemKey)).toBe(0)
    expect((await userRow(server, host.userId)).city_id).toBeNull()

    const good = await server.api('updateLandlordInfo', params, { session: host, idemKey })
    expect(good.body.status).toBe(200)
    expect(replayed(good)).toBe(false)
    expect((await userRow(server, host.userId)).city_id).toBe('330100')
  })

  it('is per user: the same key of another user is independent', async () => {
    const a = await overseasHost()
    const b = await overseasHost()
    const idemKey = randomUUID()
    expect((await server.api('realNameSubmitOverseas', a.body, { session: a.host, idemKey })).body.status).toBe(200)
    const other = await server.api('realNameSubmitOverseas', b.body, { session: b.host, idemKey })
    expect(other.body).toEqual({ status: 200, content: {} })
    expect(replayed(other)).toBe(false)
    expect(await submissions(a.host.userId)).toBe(1)
    expect(await submissions(b.host.userId)).toBe(1)
  })
})

describe('concurrent duplicates', () => {
  it('the same signed request sent several times at once applies once', async () => {
    const { host, body } = await overseasHost()
    const idemKey = randomUUID()
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => server.api('realNameSubmitOverseas', body, { session: host, idemKey })))
    for (const reply of replies) expect(reply.body).toEqual({ status: 200, content: {} })
    expect(replies.filter((r) => !replayed(r))).toHaveLength(1)
    expect(await submissions(host.userId)).toBe(1)
    expect(await keysFor(host.userId, idemKey)).toBe(1)
  })

  it('a duplicate with other content at the same moment: one applies, the other is refused', async () => {
    const host = await smsLogin(server, freshMobile())
    const idemKey = randomUUID()
    const [a, b] = await Promise.all([
      server.api('updateLandlordInfo', { cityid: '330100', id: host.userId }, { session: host, idemKey }),
      server.api('updateLandlordInfo', { cityid: '310100', id: host.userId }, { session: host, idemKey }),
    ])
    const statuses = [a!.body.status, b!.body.status].sort()
    expect(statuses).toEqual([200, 422])
    const winner = a!.body.status === 200 ? '330100' : '310100'
    expect((await userRow(server, host.userId)).city_id).toBe(winner)
  })
})

describe('refusals', () => {
  it('are stored and answered again, even when the write would now succeed', async () => {
    const { host, body } = await overseasHost()
    expect((await server.api('realNameSubmitOverseas', body, { session: host })).body.status).toBe(200)
    const idemKey = randomUUID()
    const refused = await server.api('realNameSubmitOverseas', body, { session: host, idemKey })
    expect(refused.body).toMatchObject({ status: 422, errorMsg: 'realNamePending' })

    await decideRealName(server.db, host.mobile, '81', 'reject')
    const again = await server.api('realNameSubmitOverseas', body, { session: host, idemKey })
    expect(again.body).toEqual(refused.body)
    expect(replayed(again)).toBe(true)
    expect(await submissions(host.userId)).toBe(1)
    expect((await userRow(server, host.userId)).realname_state).toBe('failed')

    // A new write (new key) goes through.
    expect((await server.api('realNameSubmitOverseas', body, { session: host })).body.status).toBe(200)
    expect(await submissions(host.userId)).toBe(2)
  })

  it("of the handler's own checks are replayed the same way", async () => {
    const host = await smsLogin(server, freshMobile())
    const idemKey = randomUUID()
    const first = await server.api('updateLandlordInfo', { cityid: '999999', id: host.userId }, { session: host, idemKey })
    expect(first.body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'cityid' })
    const again = await server.api('updateLandlordInfo', { cityid: '999999', id: host.userId }, { session: host, idemKey })
    expect(again.body).toEqual(first.body)
    expect(replayed(again)).toBe(true)
  })
})

describe('retention', () => {
  it('keeps keys 30 days; the hourly job deletes older ones', async () => {
    const mobile = freshMobile()
    const host = await smsLogin(server, mobile)
    const idemKey = randomUUID()
    const params = { cityid: '330100', id: host.userId }
    expect((await server.api('updateLandlordInfo', params, { session: host, idemKey })).body.status).toBe(200)

    server.clock.advance(29 * DAY_MS)
    await pruneIdempotencyKeys(server.db, server.clock.now())
    expect(await keysFor(host.userId, idemKey)).toBe(1)
    const within = await server.api('updateLandlordInfo', params, { session: host, idemKey })
    expect(replayed(within)).toBe(true)

    server.clock.advance(2 * DAY_MS)
    expect(await pruneIdempotencyKeys(server.db, server.clock.now())).toBeGreaterThanOrEqual(1)
    expect(await keysFor(host.userId, idemKey)).toBe(0)
    const later = await smsLogin(server, mobile)
    const after = await server.api('updateLandlordInfo', params, { session: later, idemKey })
    expect(after.body.status).toBe(200)
    expect(replayed(after)).toBe(false)
  })
})
