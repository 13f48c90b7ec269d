import { describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { completeHotel, createHotel } from './hotel-fixtures'
import { listingHost, ok, withListingHost } from './listing-fixtures'
import { PRIVATE_ACCOUNT, PUBLIC_ACCOUNT } from './payout-fixtures'
import { freshMobile } from './support/flows'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const linksOf = async (accountId: string) =>
  (await server.db.selectFrom('payout_store_links').select('hotel_id').where('account_id', '=', accountId).orderBy('hotel_id').execute()).map((r) => r.hotel_id).sort()

describe('stores linked to a payout account (settle/merchantlink, merchantStore; decision 0051)', () => {
  it('links stores of one operating entity, refuses another entity or a store without qualification, and moves a store linked elsewhere', async () => {
    await setLandlord(server.db, host.mobile, '86', { merchantWhite: true })
    const [a, b] = [await completeHotel(server, host, freshMobile()), await completeHotel(server, host, freshMobile())]
    const other = await completeHotel(server, host, freshMobile())
    const detail = ok(await server.api('hotelGet', { hotelId: other }, { session: host }))
    ok(await server.api('hotelSaveQualification', { hotelId: other, version: detail.versions.qualify, value: { ...detail.qualify, creditCode: '91330106MA2C9876Y1', businessName: '杭州另一家酒店有限公司' } }, { session: host }))
    const bare = await createHotel(server, host)
    const first = ok(await server.api('merchantSave', { details: PUBLIC_ACCOUNT, submit: false }, { session: host })).id
    const second = ok(await server.api('merchantSave', { details: PRIVATE_ACCOUNT, submit: false }, { session: host })).id

    const listed = ok(await server.api('merchantStoreList', {}, { session: host })).stores
    expect(listed.find((s: { hotelId: string }) => s.hotelId === a).entity).toEqual({ key: 'company:91330106MA2B1234X5', name: '杭州西湖精品酒店有限公司' })
    expect(listed.find((s: { hotelId: string }) => s.hotelId === bare).entity).toBeNull()

    expect(ok(await server.api('merchantLinkStores', { id: first, hotelIds: [a, b] }, { session: host }))).toEqual({ linked: [a, b], moved: [] })
    expect(await linksOf(first)).toEqual([a, b].sort())
    const mixed = await server.api('merchantLinkStores', { id: first, hotelIds: [a, b, other] }, { session: host })
    expect(mixed.body).toMatchObject({ status: 422, errorMsg: 'storeEntityMismatch' })
    expect((await server.api('merchantLinkStores', { id: second, hotelIds: [bare] }, { session: host })).body).toMatchObject({ errorMsg: 'storeNotReady' })
    expect(await linksOf(first)).toEqual([a, b].sort())

    // one store linked elsewhere moves; the first account keeps the other
    expect(ok(await server.api('merchantLinkStores', { id: second, hotelIds: [b] }, { session: host }))).toEqual({ linked: [b], moved: [b] })
    expect(await linksOf(first)).toEqual([a])
    expect(await linksOf(second)).toEqual([b])
    const after = ok(await server.api('merchantStoreList', {}, { session: host })).stores
    expect(after.find((s: { hotelId: string }) => s.hotelId === b)).toMatchObject({ accountId: second, accountName: PRIVATE_ACCOUNT.shortName })
    // another entity on its own account is fine
    ok(await server.api('merchantLinkStores', { id: second, hotelIds: [other] }, { session: host }))
    expect(await linksOf(second)).toEqual([other])
  })

  it("neither shows nor links another landlord's stores or accounts", async () => {
    await setLandlord(server.db, host.mobile, '86', { merchantWhite: true })
    const hotel = await completeHotel(server, host, freshMobile())
    const account = ok(await server.api('merchantSave', { details: PUBLIC_ACCOUNT, submit: false }, { session: host })).id
    const stranger = await listingHost(server)
    await setLandlord(server.db, stranger.mobile, '86', { merchantWhite: true })
    const theirs = ok(await server.api('merchantSave', { details: PRIVATE_ACCOUNT, submit: false }, { session: stranger })).id
    expect(JSON.stringify(ok(await server.api('merchantStoreList', {}, { session: stranger })))).not.toContain(hotel)
    expect((await server.api('merchantLinkStores', { id: account, hotelIds: [] }, { session: stranger })).body).toMatchObject({ status: 403 })
    expect((await server.api('merchantLinkStores', { id: theirs, hotelIds: [hotel] }, { session: stranger })).body).toMatchObject({ status: 404 })
    expect(await linksOf(theirs)).toEqual([])
  })
})
