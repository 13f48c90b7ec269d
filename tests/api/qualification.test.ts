import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import { LISTING_QUALIFICATION_IMAGES } from '../../src/domain/listing/qualification'
import { createHotel } from './hotel-fixtures'
import { listingHost, ok, withListingHost } from './listing-fixtures'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'
import { uploadImage } from './user-fixtures'

let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

/** A scan uploaded to the private qualification folder by this host. */
async function scan(session: SignedIn): Promise<string> {
  const bytes = await sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 230, g: 225, b: 210 } } }).jpeg().toBuffer()
  const reply = await server.api('imageUpload', { dir: 'qualification' }, { session, file: new File([bytes], 'lease.jpg', { type: 'image/jpeg' }) })
  return ok(reply).url as string
}

async function newListing(session: SignedIn): Promise<string> {
  const luId = randomUUID()
  ok(await server.api('listingCreate', { luId, rentalType: 'whole', buildingType: 'apartment' }, { session }))
  return luId
}

const entryOf = async (luId: string, session = host) =>
  (ok(await server.api('qualificationList', {}, { session })).list as Array<{ luId: string }>).find((entry) => entry.luId === luId) as Record<string, unknown>

describe('listing qualification (/qualification, decision 0053)', () => {
  it('lists the B&B listings waiting for an upload, and the hotels with their review state', async () => {
    const luId = await newListing(host)
    const hotelId = await createHotel(server, host)
    expect(await entryOf(luId)).toMatchObject({ kind: 'bnb', state: 'upload', type: '', images: [] })
    expect(await entryOf(hotelId)).toMatchObject({ kind: 'hotel', state: 'upload' })
    // another host sees none of them
    const other = await listingHost(server)
    expect(await entryOf(luId, other)).toBeUndefined()
  })

  it('takes a type and 1-5 of the host\'s own qualification scans; refused ones store nothing', async () => {
    const luId = await newListing(host)
    const mine = await scan(host)
    const submit = (body: Record<string, unknown>) => server.api('qualificationSubmit', { luId, ...body }, { session: host })
    expect((await submit({ type: '', images: [mine] })).body).toMatchObject({ status: 400, errorMsg: 'required', errorField: 'type' })
    expect((await submit({ type: 'leaseContract', images: [] })).body).toMatchObject({ status: 400, errorMsg: 'required', errorField: 'images' })
    const six = await Promise.all(Array.from({ length: LISTING_QUALIFICATION_IMAGES.max + 1 }, () => scan(host)))
    expect((await submit({ type: 'leaseContract', images: six })).body).toMatchObject({ status: 400, errorMsg: 'Maximum', errorField: 'images' })
    const other = await listingHost(server)
    const theirs = await scan(other)
    expect((await submit({ type: 'leaseContract', images: [mine, theirs] })).body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'images.1' })
    // an ID-card picture is not a qualification scan
    const idCard = await uploadImage(server, host)
    expect((await submit({ type: 'leaseContract', images: [idCard.url] })).body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'images.0' })
    expect(await entryOf(luId)).toMatchObject({ state: 'upload', images: [] })
    // five, the limit, are taken
    expect((await submit({ type: 'leaseContract', images: six.slice(0, LISTING_QUALIFICATION_IMAGES.max) })).body).toMatchObject({ status: 200, content: { state: 'auditing' } })
    const entry = await entryOf(luId)
    expect(entry).toMatchObject({ state: 'auditing', type: 'leaseContract' })
    expect((entry.images as Array<{ url: string }>)[0]!.url).toMatch(/\/files\/qualification\//)
  })

  it('goes upload -> under review -> rejected with the reason -> sent again -> passed; nothing new while under review', async () => {
    const luId = await newListing(host)
    const first = await scan(host)
    ok(await server.api('qualificationSubmit', { luId, type: 'propertyCertificate', images: [first] }, { session: host }))
    const again = await server.api('qualificationSubmit', { luId, type: 'leaseContract', images: [first] }, { session: host })
    expect(again.body).toMatchObject({ errorMsg: 'listingLocked' })
    expect(await entryOf(luId)).toMatchObject({ state: 'auditing', type: 'propertyCertificate' })
    expect((await staff('qualification', 'reject', luId)).code).not.toBe(0)
    expect((await staff('qualification', 'reject', luId, '--reason', '房产证照片不清晰')).code).toBe(0)
    expect(await entryOf(luId)).toMatchObject({ state: 'rejected', reason: '房产证照片不清晰' })
    const messages = ok(await server.api('systemMessageList', { offset: 0, length: 5 }, { session: host }))
    expect(JSON.stringify(messages)).toContain('房产证照片不清晰')
    const clearer = await scan(host)
    ok(await server.api('qualificationSubmit', { luId, type: 'propertyCertificate', images: [clearer] }, { session: host }))
    expect(await entryOf(luId)).toMatchObject({ state: 'auditing', reason: null })
    expect((await staff('qualification', 'approve', luId)).code).toBe(0)
    expect(await entryOf(luId)).toMatchObject({ state: 'passed' })
    expect((await staff('qualification', 'approve', luId)).code).not.toBe(0)
    const records = ok(await server.api('listingOperationRecords', { luId, offset: 0, length: 20 }, { session: host }))
    expect(records.list.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['submitQualification', 'rejectQualification', 'approveQualification']))
  })
})
