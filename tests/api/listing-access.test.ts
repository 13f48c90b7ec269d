import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import {
  ADDRESS, completeListing, createListing, DESCRIBE, detail, jpeg, listingHost, ok, PRICE,
} from './listing-fixtures'

let server: TestServer
let owner: SignedIn
let other: SignedIn
let luId: string

beforeAll(async () => {
  server = await startServer()
  owner = await listingHost(server)
  other = await listingHost(server)
  luId = await completeListing(server, owner)
})
afterAll(async () => {
  await server.close()
})

async function snapshot() {
  return {
    listing: await server.db.selectFrom('listings').selectAll().where('lu_id', '=', luId).executeTakeFirstOrThrow(),
    photos: await server.count('listing_photos'),
    ops: await server.count('listing_operations'),
    reviews: await server.count('listing_reviews'),
  }
}

describe('another landlord can neither see nor change the listing', () => {
  it('is refused 403 on every call naming it, and nothing changes', async () => {
    const before = await snapshot()
    const calls: Array<[Parameters<TestServer['api']>[0], Record<string, unknown>]> = [
      ['listingGet', { luId }],
      ['listingCreate', { luId, rentalType: 'whole' }],
      ['listingSaveAddress', { luId, version: 1, ...ADDRESS }],
      ['listingSaveDescribe', { luId, version: 1, ...DESCRIBE }],
      ['listingSavePrice', { luId, version: 1, ...PRICE }],
      ['listingSetPhotos', { luId, version: 1, photos: [], coverImgId: 'x' }],
      ['listingPublish', { luId }],
      ['listingSetOnline', { luId, online: false }],
      ['listingDelete', { luId, reason: 'other' }],
      ['listingChangeRecords', { luId }],
      ['listingOperationRecords', { luId, offset: 0, length: 10 }],
    ]
    for (const [key, params] of calls) {
      const reply = await server.api(key, params, { session: other })
      expect(reply.body, key).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    }
    const upload = await server.api('listingUploadPhoto', { luId, photoType: 'bed', width: 1200, height: 800 }, { session: other, file: await jpeg(1200, 800) })
    expect(upload.body).toMatchObject({ status: 403 })
    expect(await snapshot()).toEqual(before)
  })

  it('does not list it or its records', async () => {
    expect(ok(await server.api('listingList', { offset: 0, length: 50 }, { session: other })).total).toBe(0)
    expect(ok(await server.api('listingOperationRecords', { offset: 0, length: 50 }, { session: other })).total).toBe(0)
    expect(ok(await server.api('listingList', { offset: 0, length: 50 }, { session: owner })).list.map((l: { luId: string }) => l.luId)).toContain(luId)
  })

  it('an unknown listing is 404, no session is 4203', async () => {
    expect((await server.api('listingGet', { luId: randomUUID() }, { session: owner })).body.status).toBe(404)
    expect((await server.api('listingGet', { luId })).body.status).toBe(4203)
  })
})

describe('real-name authentication is required to publish or edit', () => {
  it('refuses creation for a landlord not verified, and stores nothing', async () => {
    const newcomer = await listingHost(server, { realname: false })
    const before = await server.count('listings')
    const reply = await server.api('listingCreate', { luId: randomUUID(), rentalType: 'whole' }, { session: newcomer })
    expect(reply.body).toMatchObject({ status: 422, errorMsg: 'realNameRequiredToPublish' })
    expect(await server.count('listings')).toBe(before)
  })

  it('a host whose documents are under review prepares a whole draft but cannot submit it; once submitted, its edits wait for the pass (decision 0038)', async () => {
    const host = await listingHost(server, { realname: false })
    await server.db.updateTable('users').set({ realname_state: 'pending' }).where('id', '=', Number(host.userId)).execute()
    const id = await completeListing(server, host)
    expect((await detail(server, host, id)).auditStatus).toBe('draft')
    const publish = await server.api('listingPublish', { luId: id }, { session: host })
    expect(publish.body).toMatchObject({ status: 422, errorMsg: 'realNameRequiredToPublish' })
    expect((await detail(server, host, id)).auditStatus).toBe('draft')
    // verified, it goes to review; were the pass withdrawn, its edits would be refused like anyone's
    await server.db.updateTable('users').set({ realname_state: 'passed', landlord_pass: 1 }).where('id', '=', Number(host.userId)).execute()
    ok(await server.api('listingPublish', { luId: id }, { session: host }))
    await server.db.updateTable('users').set({ realname_state: 'pending', landlord_pass: 0 }).where('id', '=', Number(host.userId)).execute()
    const edit = await server.api('listingSaveDescribe', { luId: id, version: 1, ...DESCRIBE }, { session: host })
    expect(edit.body.errorMsg).toBe('realNameRequiredToPublish')
  })

  it('refuses edits, uploads, publishing and going online once verification is withdrawn; reading and taking offline still work', async () => {
    const host = await listingHost(server)
    const id = await completeListing(server, host)
    const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()).mobile
    await setLandlord(server.db, mobile, '86', { realname: false })
    const refusedKey = async (key: Parameters<TestServer['api']>[0], params: Record<string, unknown>, file?: File) =>
      (await server.api(key, params, { session: host, ...(file ? { file } : {}) })).body.errorMsg
    expect(await refusedKey('listingSaveDescribe', { luId: id, version: 1, ...DESCRIBE })).toBe('realNameRequiredToPublish')
    expect(await refusedKey('listingPublish', { luId: id })).toBe('realNameRequiredToPublish')
    expect(await refusedKey('listingUploadPhoto', { luId: id, photoType: 'bed', width: 1200, height: 800 }, await jpeg(1200, 800))).toBe('realNameRequiredToPublish')
    expect(await refusedKey('listingSetOnline', { luId: id, online: true })).toBe('realNameRequiredToPublish')
    expect((await detail(server, host, id)).auditStatus).toBe('draft')
  })
})

describe('operation records', () => {
  it('name the operating role: merchant web, merchant mobile by header, system for staff', async () => {
    const id = await createListing(server, owner)
    ok(await server.api('listingSavePrice', { luId: id, version: 0, ...PRICE }, { session: owner, headers: { 'X-Operating-Role': 'merchantMobile' } }))
    const records = ok(await server.api('listingOperationRecords', { luId: id, offset: 0, length: 20 }, { session: owner }))
    const roles = records.list.map((r: { role: string; action: string; field?: string }) => `${r.action}:${r.field}:${r.role}`)
    expect(roles).toContain('create:rentalType:merchantWeb')
    expect(roles).toContain('saveStep:housePrice.priceWeekday:merchantMobile')
    expect(records.list.find((r: { field?: string }) => r.field === 'housePrice.priceWeekday')).toMatchObject({ newValue: String(PRICE.priceWeekday) })
  })

  it('carry what the listing is and its title once it has one, for every record of it', async () => {
    const id = await createListing(server, owner)
    const before = ok(await server.api('listingOperationRecords', { luId: id, offset: 0, length: 20 }, { session: owner }))
    expect(before.list[0]).toMatchObject({ action: 'create', kind: 'bnb' })
    expect(before.list[0].title).toBeUndefined()
    ok(await server.api('listingSaveDescribe', { luId: id, version: 0, ...DESCRIBE }, { session: owner }))
    const after = ok(await server.api('listingOperationRecords', { luId: id, offset: 0, length: 20 }, { session: owner }))
    expect(after.list.length).toBeGreaterThan(1)
    for (const record of after.list) expect(record).toMatchObject({ kind: 'bnb', title: DESCRIBE.title })
  })
})

describe('outbox replays', () => {
  it('a save repeated with the same idempotency key is applied once and answered the same', async () => {
    const id = await createListing(server, owner)
    const idemKey = randomUUID()
    const first = await server.api('listingSaveDescribe', { luId: id, version: 0, ...DESCRIBE }, { session: owner, idemKey })
    const again = await server.api('listingSaveDescribe', { luId: id, version: 0, ...DESCRIBE }, { session: owner, idemKey })
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('x-idempotent-replay')).toBe('true')
    expect((await detail(server, owner, id)).versions.houseDescribe).toBe(1)
  })

  it('a create sent twice (new keys) for the same luId makes one listing', async () => {
    const id = randomUUID()
    ok(await server.api('listingCreate', { luId: id, rentalType: 'whole' }, { session: owner }))
    ok(await server.api('listingCreate', { luId: id, rentalType: 'whole' }, { session: owner }))
    const rows = await server.db.selectFrom('listings').select('lu_id').where('lu_id', '=', id).execute()
    expect(rows).toHaveLength(1)
  })
})
