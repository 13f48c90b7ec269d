import { describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { approveListing, rejectListing } from '../../src/server/services/house/review'
import { SYSTEM_ACTOR } from '../../src/server/services/house/records'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { overseasLandlord } from './user-fixtures'
import {
  ADDRESS, completeListing, createListing, DESCRIBE, detail, INFO, ok, ORDER, PRICE, withListingHost,
} from './listing-fixtures'

let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const staff = { role: 'system' as const, operator: 'staff' }

describe('listing lifecycle', () => {
  it('creates a draft with zero versions; repeating the create returns the same listing', async () => {
    const luId = await createListing(server, host)
    const first = await detail(server, host, luId)
    expect(first).toMatchObject({
      luId, auditStatus: 'draft', roomStatus: 'offline', group: 'unfinished', region: 'domestic',
      label: { status: 'unfinished', subState: null }, address: null, pendingChange: null, changeStatus: null,
    })
    expect(Object.values(first.versions)).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(first.checklist).toMatchObject({ address: false, housePhotos: false, isChange: false })
    const again = ok(await server.api('listingCreate', { luId, rentalType: 'bed' }, { session: host }))
    expect(again.rentalType).toBe('whole')
    expect(await server.count('listings')).toBeGreaterThanOrEqual(1)
  })

  it('takes the lease type "other", and a code from before decision 0047 as today\'s (a draft or queued write made before it)', async () => {
    const other = ok(await server.api('listingCreate', { luId: crypto.randomUUID(), rentalType: 'other', buildingType: 'villa' }, { session: host }))
    expect(other.rentalType).toBe('other')
    const legacy = ok(await server.api('listingCreate', { luId: crypto.randomUUID(), rentalType: 'singleRoom', buildingType: 'villa' }, { session: host }))
    expect(legacy.rentalType).toBe('room')
    const row = await server.db.selectFrom('listings').select('rental_type').where('lu_id', '=', legacy.luId).executeTakeFirstOrThrow()
    expect(row.rental_type).toBe('room')
    expect((await server.api('listingCreate', { luId: crypto.randomUUID(), rentalType: 'castle' }, { session: host })).body).toMatchObject({ status: 400 })
  })

  it('shows an address stored with a district code abolished since (下城区 330103) with its successor 拱墅区 330105 (issue 34)', async () => {
    const luId = await createListing(server, host)
    ok(await server.api('listingSaveAddress', { luId, version: 0, ...ADDRESS }, { session: host }))
    const row = await server.db.selectFrom('listings').select('steps').where('lu_id', '=', luId).executeTakeFirstOrThrow()
    const steps = JSON.parse(row.steps) as { address: { districtId: string } }
    steps.address.districtId = '330103'
    await server.db.updateTable('listings').set({ steps: JSON.stringify(steps) }).where('lu_id', '=', luId).execute()
    expect((await detail(server, host, luId)).address).toMatchObject({ cityId: '330100', districtId: '330105' })
  })

  it('refuses to publish an unfinished listing with listingIncomplete', async () => {
    const luId = await createListing(server, host)
    ok(await server.api('listingSaveDescribe', { luId, version: 0, ...DESCRIBE }, { session: host }))
    expect((await server.api('listingPublish', { luId }, { session: host })).body).toMatchObject({ status: 422, errorMsg: 'listingIncomplete' })
    expect((await detail(server, host, luId)).auditStatus).toBe('draft')
  })

  it('a stale step version answers 409 with the current version and value, nothing stored', async () => {
    const luId = await createListing(server, host)
    ok(await server.api('listingSaveDescribe', { luId, version: 0, ...DESCRIBE }, { session: host }))
    const stale = await server.api('listingSaveDescribe', { luId, version: 0, ...DESCRIBE, title: 'Another cozy flat by the lake with two rooms and a view' }, { session: host })
    expect(stale.body).toMatchObject({ status: 409, errorMsg: 'versionConflict', content: { version: 1, value: { title: DESCRIBE.title } } })
    expect((await detail(server, host, luId)).houseDescribe.title).toBe(DESCRIBE.title)
  })

  it('publishes a complete listing, locks it during audit, is rejected with two reasons, fixed, resubmitted and approved', async () => {
    const luId = await completeListing(server, host)
    const complete = await detail(server, host, luId)
    expect(complete.checklist).toEqual({
      address: true, houseInfo: true, facility: true, houseDescribe: true, housePrice: true, houseOrder: true,
      houseDiscount: true, housePhotos: true, isChange: true,
    })
    expect(complete).toMatchObject({ group: 'notOnline', label: { status: 'draft' } })
    expect(complete.housePhotos.photos).toHaveLength(6)
    expect(complete.housePhotos.photos[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/listing\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/)

    expect(ok(await server.api('listingPublish', { luId }, { session: host }))).toMatchObject({ auditStatus: 'auditing', group: 'notOnline' })
    const locked = await server.api('listingSaveDescribe', { luId, version: 1, ...DESCRIBE }, { session: host })
    expect(locked.body).toMatchObject({ status: 422, errorMsg: 'listingLocked' })
    expect((await server.api('listingPublish', { luId }, { session: host })).body.errorMsg).toBe('listingLocked')

    await rejectListing(server.db, luId, { reasons: [{ reasonCode: 'photoBlurry', note: '' }, { reasonCode: 'descriptionContactOrPrice', note: 'phone in text' }], note: '' }, staff, server.clock.now())
    const rejected = await detail(server, host, luId)
    expect(rejected).toMatchObject({ auditStatus: 'rejected', label: { status: 'rejected' } })
    expect(rejected.rejections.map((r: { reasonCode: string }) => r.reasonCode)).toEqual(['photoBlurry', 'descriptionContactOrPrice'])
    expect((await server.api('listingPublish', { luId }, { session: host })).body).toMatchObject({ status: 422, errorMsg: 'listingUnchanged' })

    ok(await server.api('listingSaveDescribe', { luId, version: 1, ...DESCRIBE, description: `${DESCRIBE.description} Newly painted.` }, { session: host }))
    expect(ok(await server.api('listingPublish', { luId }, { session: host })).auditStatus).toBe('auditing')
    await approveListing(server.db, luId, staff, server.clock.now())
    const online = await detail(server, host, luId)
    expect(online).toMatchObject({ auditStatus: 'online', roomStatus: 'online', group: 'online', label: { status: 'online', subState: null }, rejections: [] })
    expect((await server.api('listingPublish', { luId }, { session: host })).body.errorMsg).toBe('listingUnchanged')

    const records = ok(await server.api('listingChangeRecords', { luId }, { session: host }))
    expect(records.list.map((r: { status: string }) => r.status)).toEqual(['passed', 'rejected'])
  })

  it('an online title edit waits for review while a price change applies at once', async () => {
    const luId = await completeListing(server, host)
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await approveListing(server.db, luId, SYSTEM_ACTOR, server.clock.now())

    const title = 'A bright flat by the lake with two rooms and a garden'
    const saved = ok(await server.api('listingSaveDescribe', { luId, version: 1, ...DESCRIBE, title }, { session: host }))
    expect(saved).toMatchObject({ version: 2, pendingReview: true })
    const price = ok(await server.api('listingSavePrice', { luId, version: 1, ...PRICE, priceWeekday: 399 }, { session: host }))
    expect(price.pendingReview).toBe(false)
    ok(await server.api('listingSaveOrder', { luId, version: 1, ...ORDER, cancellationRule: 'strict' }, { session: host }))
    ok(await server.api('listingSaveDiscount', { luId, version: 1, stayTiers: [{ nights: 5, discount: 8.8 }] }, { session: host }))

    const pending = await detail(server, host, luId)
    expect(pending).toMatchObject({ changeStatus: 'unsubmitted', subStates: ['changeUnsubmitted'], label: { status: 'online', subState: 'changeUnsubmitted' } })
    expect(Object.keys(pending.pendingChange)).toEqual(['houseDescribe'])
    expect(pending.pendingChange.houseDescribe.title).toBe(title)
    const live = await server.db.selectFrom('listings').select('live').where('lu_id', '=', luId).executeTakeFirstOrThrow()
    expect(JSON.parse(live.live!).housePrice.priceWeekday).toBe(399)
    expect(JSON.parse(live.live!).houseDescribe.title).toBe(DESCRIBE.title)
    expect(JSON.parse(live.live!).houseOrder.cancellationRule).toBe('strict')
    expect(JSON.parse(live.live!).houseDiscount.stayTiers).toEqual([{ nights: 5, discount: 8.8 }])

    expect(ok(await server.api('listingPublish', { luId }, { session: host }))).toMatchObject({ subStates: ['changeAuditing'] })
    expect((await server.api('listingSaveDescribe', { luId, version: 2, ...DESCRIBE }, { session: host })).body.errorMsg).toBe('listingLocked')
    ok(await server.api('listingSavePrice', { luId, version: 2, ...PRICE, priceWeekday: 420 }, { session: host }))
    expect(ok(await server.api('listingSaveInfo', { luId, version: 1, ...INFO, similarUnits: 3 }, { session: host })).pendingReview).toBe(false)
    expect((await server.api('listingSaveInfo', { luId, version: 2, ...INFO, area: 90 }, { session: host })).body.errorMsg).toBe('listingLocked')
    const units = await server.db.selectFrom('listings').select('live').where('lu_id', '=', luId).executeTakeFirstOrThrow()
    expect(JSON.parse(units.live!).houseInfo.similarUnits).toBe(3)

    await approveListing(server.db, luId, SYSTEM_ACTOR, server.clock.now())
    const after = await server.db.selectFrom('listings').select('live').where('lu_id', '=', luId).executeTakeFirstOrThrow()
    expect(JSON.parse(after.live!).houseDescribe.title).toBe(title)
    expect((await detail(server, host, luId))).toMatchObject({ changeStatus: null, pendingChange: null, subStates: [] })
  })

  it('a rejected modification keeps the live copy; publishing it unchanged is refused; fixed, it is approved', async () => {
    const luId = await completeListing(server, host)
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await approveListing(server.db, luId, SYSTEM_ACTOR, server.clock.now())
    ok(await server.api('listingSaveDescribe', { luId, version: 1, ...DESCRIBE, description: `${DESCRIBE.description} 含早餐` }, { session: host }))
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await rejectListing(server.db, luId, { reasons: [{ reasonCode: 'descriptionRepeated', note: '' }], note: '' }, staff, server.clock.now())
    const rejected = await detail(server, host, luId)
    expect(rejected).toMatchObject({
      auditStatus: 'online', group: 'online', changeStatus: 'rejected', subStates: ['changeRejected'],
      label: { status: 'online', subState: 'changeRejected' }, rejections: [{ reasonCode: 'descriptionRepeated', note: '' }],
    })
    expect(rejected.pendingChange.houseDescribe.description).toContain('含早餐')
    expect((await server.api('listingPublish', { luId }, { session: host })).body.errorMsg).toBe('listingUnchanged')
    ok(await server.api('listingSaveDescribe', { luId, version: 2, ...DESCRIBE, description: `${DESCRIBE.description} Breakfast included.` }, { session: host }))
    expect((await detail(server, host, luId)).changeStatus).toBe('unsubmitted')
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await approveListing(server.db, luId, staff, server.clock.now())
    const live = await server.db.selectFrom('listings').select('live').where('lu_id', '=', luId).executeTakeFirstOrThrow()
    expect(JSON.parse(live.live!).houseDescribe.description).toContain('Breakfast included.')
    const records = ok(await server.api('listingChangeRecords', { luId }, { session: host }))
    expect(records.list.map((r: { status: string }) => r.status)).toEqual(['passed', 'rejected', 'passed'])
    expect(records.list[0].fields).toEqual([expect.objectContaining({ step: 'houseDescribe', field: 'houseDescribe.description' })])
  })

  it('takes an online listing offline and back online; a draft cannot go online', async () => {
    const luId = await completeListing(server, host)
    expect((await server.api('listingSetOnline', { luId, online: true }, { session: host })).body.errorMsg).toBe('listingNotApproved')
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await approveListing(server.db, luId, SYSTEM_ACTOR, server.clock.now())
    expect(ok(await server.api('listingSetOnline', { luId, online: false }, { session: host }))).toMatchObject({
      roomStatus: 'offline', group: 'notOnline', subStates: ['offline'], label: { status: 'offline' },
    })
    expect(ok(await server.api('listingSetOnline', { luId, online: true }, { session: host }))).toMatchObject({ roomStatus: 'online', group: 'online' })
    const records = ok(await server.api('listingOperationRecords', { luId, offset: 0, length: 50 }, { session: host }))
    const actions = records.list.map((r: { action: string }) => r.action)
    expect(actions.slice(0, 3)).toEqual(['online', 'offline', 'approve'])
    expect(records.list[0]).toMatchObject({ role: 'merchantWeb', operator: '李华', field: 'roomStatus', oldValue: 'offline', newValue: 'online' })
  })

  it('an overseas host lists in Japan: no map reference abroad, prices in JPY', async () => {
    const abroad = await overseasLandlord(server)
    const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(abroad.userId)).executeTakeFirstOrThrow()).mobile
    await setLandlord(server.db, mobile, '81', { realname: true })
    const luId = await createListing(server, abroad, { region: 'overseas' })
    const tokyo = {
      country: 'JPN', provinceId: 'JP-13', cityId: 'JP-13-shibuya', districtId: '', address: '1-2-3 Jingumae, Shibuya', doorNumber: 'Room 402', postcode: '150-0001',
      pin: { lat: 35.6702, lng: 139.7027, system: 'wgs84' },
    }
    expect(ok(await server.api('listingSaveAddress', { luId, version: 0, ...tokyo }, { session: abroad }))).toMatchObject({ version: 1, distanceM: null })
    ok(await server.api('listingSavePrice', { luId, version: 0, ...PRICE, currency: 'JPY', priceWeekday: 12000, priceWeekend: 15000, priceHoliday: 18000 }, { session: abroad }))
    expect(await detail(server, abroad, luId)).toMatchObject({ region: 'overseas', currency: 'JPY', address: { country: 'JPN', districtId: '' } })
  })

  it('deletes with a reason: gone from the list and the detail, kept in the records', async () => {
    const luId = await createListing(server, host)
    ok(await server.api('listingDelete', { luId, reason: 'duplicate', note: 'made twice' }, { session: host }))
    expect((await server.api('listingGet', { luId }, { session: host })).body.status).toBe(404)
    const list = ok(await server.api('listingList', { offset: 0, length: 100 }, { session: host }))
    expect(list.list.map((l: { luId: string }) => l.luId)).not.toContain(luId)
    const records = ok(await server.api('listingOperationRecords', { luId, offset: 0, length: 10 }, { session: host }))
    expect(records.list[0]).toMatchObject({ action: 'delete', newValue: 'duplicate: made twice' })
  })
})
