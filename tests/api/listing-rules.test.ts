import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointKey } from '../../src/domain/endpoints'
import type { AddressArea } from '../../src/server/providers'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import {
  ADDRESS, createListing, DESCRIBE, DISCOUNT, FACILITY, INFO, jpeg, listingHost, ok, ORDER, PHOTO_SET, PRICE, uploadPhotos,
} from './listing-fixtures'

/** The tests fix where the address should be: a point (radius 0) about 30.2741 N, 120.1301 E. */
const AREA: AddressArea = { point: { lat: 30.2741, lng: 120.1301, system: 'wgs84' }, radiusM: 0 }

let server: TestServer
let host: SignedIn
let luId: string

beforeAll(async () => {
  server = await startServer({}, { geo: { referenceArea: async () => AREA } })
  host = await listingHost(server)
  luId = await createListing(server, host)
})
afterAll(async () => {
  await server.close()
})

type Case = [name: string, patch: Record<string, unknown>, key: string, field: string]

/** Every refusal: the rule's key on the rule's field, and the step (version, value, records) unchanged. */
async function expectRefused(endpoint: EndpointKey, step: string, base: Record<string, unknown>, [name, patch, key, field]: Case) {
  const before = await server.db.selectFrom('listings').select(['steps', 'versions']).where('lu_id', '=', luId).executeTakeFirstOrThrow()
  const ops = await server.count('listing_operations')
  const version = JSON.parse(before.versions)[step]
  const reply = await server.api(endpoint, { luId, version, ...base, ...patch }, { session: host })
  expect(reply.body, name).toMatchObject({ status: 400, errorMsg: key, errorField: field })
  const after = await server.db.selectFrom('listings').select(['steps', 'versions']).where('lu_id', '=', luId).executeTakeFirstOrThrow()
  expect(after).toEqual(before)
  expect(await server.count('listing_operations')).toBe(ops)
}

const bed = (over: Record<string, unknown> = {}) => ({ type: 'double', length: 2, width: 1.8, count: 1, ...over })
const text = (t: string) => ({ description: `${DESCRIBE.description} ${t}` })

const INFO_CASES: Case[] = [
  ['area 0', { area: 0 }, 'listingAreaRange', 'area'],
  ['area 10000', { area: 10000 }, 'listingAreaRange', 'area'],
  ['people 0', { people: 0 }, 'listingPeopleRange', 'people'],
  ['people 100', { people: 100 }, 'listingPeopleRange', 'people'],
  ['similar units 0', { similarUnits: 0 }, 'listingSimilarUnitsRange', 'similarUnits'],
  ['similar units 100', { similarUnits: 100 }, 'listingSimilarUnitsRange', 'similarUnits'],
  ['similar units 1.5', { similarUnits: 1.5 }, 'listingSimilarUnitsRange', 'similarUnits'],
  ['rooms 0', { rooms: 0 }, 'listingLayoutRange', 'rooms'],
  ['no beds', { beds: [] }, 'bedsRequired', 'beds'],
  ['bed length 1.7', { beds: [bed({ length: 1.7 })] }, 'bedLengthRange', 'beds.0.length'],
  ['bed length 2.3', { beds: [bed({ length: 2.3 })] }, 'bedLengthRange', 'beds.0.length'],
  ['bed width 0.8', { beds: [bed({ width: 0.8 })] }, 'bedWidthRange', 'beds.0.width'],
  ['bed width 2.3', { beds: [bed({ width: 2.3 })] }, 'bedWidthRange', 'beds.0.width'],
  ['bed length 2.05', { beds: [bed({ length: 2.05 })] }, 'bedOneDecimal', 'beds.0.length'],
  ['21 beds', { beds: [bed({ count: 11 }), bed({ type: 'single', width: 1.2, count: 10 })] }, 'bedsTooMany', 'beds'],
  ['duplicate bed', { beds: [bed(), bed()] }, 'bedDuplicate', 'beds.1'],
]

const DESCRIBE_CASES: Case[] = [
  ['title of 11 words', { title: 'A cozy flat by the lake with two rooms and views' .split(' ').slice(0, 11).join(' ') }, 'titleLength', 'title'],
  ['title of 51 units', { title: '西'.repeat(51) }, 'titleLength', 'title'],
  ['description of 19 characters', { description: '一二三四五六七八九十一二三四五六七八九' }, 'descriptionLength', 'description'],
  ['description of 2001 characters', { description: '好'.repeat(2001) }, 'descriptionLength', 'description'],
  ['a phone number', text('电话13812345678'), 'textContactInfo', 'description'],
  ['a WeChat id', text('微信号 hzhost88'), 'textContactInfo', 'description'],
  ['a website', text('订房上 myhome.com'), 'textWebsite', 'description'],
  ['a price', text('每晚只要 299 元'), 'textPrice', 'description'],
  ['an offline deposit', text('入住时需现场交押金'), 'textOfflineFee', 'description'],
  ['a banned word', { title: '西湖边精品酒店一间大床房近地铁站' }, 'textBannedWord', 'title'],
  ['an emoji', text('好房子😀'), 'emoticonsNotAllowed', 'description'],
  ['a special character', text('超赞★房间'), 'PleaseNotEnterSpecialCharacters', 'description'],
]

const PRICE_CASES: Case[] = [
  ['price 0', { priceWeekday: 0 }, 'priceInteger', 'priceWeekday'],
  ['price 99.5', { priceWeekend: 99.5 }, 'priceInteger', 'priceWeekend'],
  ['price 100000', { priceHoliday: 100000 }, 'priceRange', 'priceHoliday'],
  ['extra guest fee 1000', { extraGuestFee: 1000, maxExtraGuests: 2 }, 'feeRange', 'extraGuestFee'],
  ['deposit 10000', { deposit: 10000 }, 'feeRange', 'deposit'],
  ['cleaning fee 3001', { cleaningFee: 3001 }, 'feeRange', 'cleaningFee'],
  ['an offline cleaning fee in other charges', { otherCharges: '清洁费100元入住时现金支付' }, 'textOfflineFee', 'otherCharges'],
]

const ORDER_CASES: Case[] = [
  ['min stay 0', { minStay: 0 }, 'listingStayRange', 'minStay'],
  ['max stay 366', { maxStay: 366 }, 'listingStayRange', 'maxStay'],
  ['max stay equal to min', { minStay: 5, maxStay: 5 }, 'listingMaxStayNotAboveMin', 'maxStay'],
  ['booking after latest check-in', { latestBookingTime: '22:30' }, 'bookingAfterCheckIn', 'latestBookingTime'],
]

const DISCOUNT_CASES: Case[] = [
  ['discount 9.6', { stayTiers: [{ nights: 3, discount: 9.6 }] }, 'discountRange', 'stayTiers.0.discount'],
  ['discount 0.9', { stayTiers: [{ nights: 3, discount: 0.9 }] }, 'discountRange', 'stayTiers.0.discount'],
  ['longer stay, smaller discount', { stayTiers: [{ nights: 3, discount: 9 }, { nights: 7, discount: 9.5 }] }, 'stayTierOrder', 'stayTiers.1.discount'],
  ['second tier not later', { stayTiers: [{ nights: 7, discount: 9.5 }, { nights: 3, discount: 9 }] }, 'tierTimeOrder', 'stayTiers.1.nights'],
  ['more people, smaller discount', { peopleTiers: [{ people: 3, discount: 9 }, { people: 5, discount: 9.5 }] }, 'tierDiscountOrder', 'peopleTiers.1.discount'],
  ['previous people tier 20', { peopleTiers: [{ people: 20, discount: 9.5 }, { people: 25, discount: 9 }] }, 'peopleTierLimit', 'peopleTiers.0.people'],
  ['early bird 10.0', { earlyBird: { days: 7, discount: 10 } }, 'discountRange', 'earlyBird.discount'],
  ['tonight special without a time', { tonightSpecial: { discount: 8 } }, 'tonightSpecialIncomplete', 'tonightSpecial.from'],
]

const OVERSEAS = { ...ADDRESS, country: 'JPN', provinceId: 'Tokyo', cityId: 'Shibuya', districtId: '', postcode: '150-0001', pin: { lat: 35.66, lng: 139.7, system: 'wgs84' } }

/** Region ids are checked (issue 12): markup, a script address, a NUL and a huge string were stored and the step marked complete. */
const ADDRESS_CASES: Case[] = [
  ['a script as the country', { country: '<script>alert(1)</script>' }, 'invalidValue', 'country'],
  ['a made-up country code', { country: 'XXX' }, 'invalidValue', 'country'],
  ['a lower-case country code', { country: 'chn' }, 'invalidValue', 'country'],
  ['javascript: as the city', { cityId: 'javascript:alert(1)' }, 'invalidValue', 'cityId'],
  ['a province that does not exist', { provinceId: '990000' }, 'invalidValue', 'provinceId'],
  ['a city of another province', { cityId: '320100' }, 'invalidValue', 'cityId'],
  ['a district of another city', { districtId: '320102' }, 'invalidValue', 'districtId'],
  ['a Hong Kong province under the mainland', { provinceId: '810000', cityId: '810100' }, 'invalidValue', 'provinceId'],
  // a NUL is refused for every request value before any rule (src/server/middleware/plain-values.ts)
  ['abroad: a NUL in the state', { ...OVERSEAS, provinceId: 'Tok\u0000yo' }, 'invalidValue', 'provinceId'],
  ['abroad: a control character in the state', { ...OVERSEAS, provinceId: 'Tok\u0007yo' }, 'PleaseNotEnterSpecialCharacters', 'provinceId'],
  ['abroad: a right-to-left override in the city', { ...OVERSEAS, cityId: 'Shibuya\u202e' }, 'PleaseNotEnterSpecialCharacters', 'cityId'],
  ['abroad: markup as the city', { ...OVERSEAS, cityId: '<img src=x onerror=alert(1)>' }, 'PleaseNotEnterSpecialCharacters', 'cityId'],
  ['abroad: javascript: as the city', { ...OVERSEAS, cityId: 'javascript:alert(1)' }, 'PleaseNotEnterSpecialCharacters', 'cityId'],
  ['abroad: a 900 KB state', { ...OVERSEAS, provinceId: 'x'.repeat(900_000) }, 'tooLong', 'provinceId'],
]

describe('every B&B rule is enforced by the server with the form\'s key and field, nothing stored', () => {
  it.each(ADDRESS_CASES)('address: %s', async (...c) => expectRefused('listingSaveAddress', 'address', ADDRESS, c))
  it.each(INFO_CASES)('overview: %s', async (...c) => expectRefused('listingSaveInfo', 'houseInfo', INFO, c))
  it.each(DESCRIBE_CASES)('description: %s', async (...c) => expectRefused('listingSaveDescribe', 'houseDescribe', DESCRIBE, c))
  it.each(PRICE_CASES)('price: %s', async (...c) => expectRefused('listingSavePrice', 'housePrice', PRICE, c))
  it.each(ORDER_CASES)('booking rules: %s', async (...c) => expectRefused('listingSaveOrder', 'houseOrder', ORDER, c))
  it.each(DISCOUNT_CASES)('discounts: %s', async (...c) => expectRefused('listingSaveDiscount', 'houseDiscount', DISCOUNT, c))
  it('facilities: an unknown code', async () => expectRefused('listingSaveFacility', 'facility', FACILITY, ['unknown', { facilities: ['wifi', 'jacuzzi'] }, 'facilityUnknown', 'facilities.1']))

  it('early bird may go up to 9.9 and every valid value is stored', async () => {
    expect(ok(await server.api('listingSaveDiscount', { luId, version: 0, ...DISCOUNT, earlyBird: { days: 7, discount: 9.9 } }, { session: host })).version).toBe(1)
    for (const [endpoint, value] of [['listingSaveInfo', INFO], ['listingSaveDescribe', DESCRIBE], ['listingSavePrice', PRICE], ['listingSaveOrder', ORDER], ['listingSaveFacility', FACILITY]] as const) {
      expect(ok(await server.api(endpoint, { luId, version: 0, ...value }, { session: host })).version).toBe(1)
    }
  })
})

/** A pin `metres` north of the reference point (1 degree of latitude = 111,195 m on the mean sphere). */
const north = (metres: number) => ({ ...ADDRESS.pin, lat: AREA.point.lat + metres / 111_194.93, lng: AREA.point.lng, system: 'wgs84' as const })

describe('the map/address rule', () => {
  it('saves at 499 m without a warning and at 501 m with addressMapFar', async () => {
    const id = await createListing(server, host)
    const near = ok(await server.api('listingSaveAddress', { luId: id, version: 0, ...ADDRESS, pin: north(499) }, { session: host }))
    expect(near).toMatchObject({ version: 1, distanceM: 499 })
    expect(near.warning).toBeUndefined()
    const far = ok(await server.api('listingSaveAddress', { luId: id, version: 1, ...ADDRESS, pin: north(501) }, { session: host }))
    expect(far).toMatchObject({ version: 2, distanceM: 501, warning: 'addressMapFar' })
  })

  it('saves at 2,999 m (warned) and refuses 3,001 m with addressMapMismatch on the pin', async () => {
    const id = await createListing(server, host)
    expect(ok(await server.api('listingSaveAddress', { luId: id, version: 0, ...ADDRESS, pin: north(2999) }, { session: host })).warning).toBe('addressMapFar')
    const refused = await server.api('listingSaveAddress', { luId: id, version: 1, ...ADDRESS, pin: north(3001) }, { session: host })
    expect(refused.body).toMatchObject({ status: 400, errorMsg: 'addressMapMismatch', errorField: 'pin' })
    expect(ok(await server.api('listingGet', { luId: id }, { session: host })).versions.address).toBe(1)
  })

  it('normalises a GCJ-02 pin before measuring: the same spot in WGS-84 and GCJ-02 gives the same distance', async () => {
    const id = await createListing(server, host)
    // GCJ-02 of the reference point is about 0.0046 N, 0.0047 E of its WGS-84 (≈ 560 m in Hangzhou)
    const shifted = ok(await server.api('listingSaveAddress', {
      luId: id, version: 0, ...ADDRESS, pin: { lat: AREA.point.lat, lng: AREA.point.lng, system: 'gcj02' },
    }, { session: host }))
    expect(shifted.distanceM).toBeGreaterThan(300)
    const gcj = await import('gcoord')
    const [lng, lat] = gcj.default.transform([AREA.point.lng, AREA.point.lat], gcj.default.WGS84, gcj.default.GCJ02)
    const same = ok(await server.api('listingSaveAddress', { luId: id, version: 1, ...ADDRESS, pin: { lat, lng, system: 'gcj02' } }, { session: host }))
    expect(same.distanceM).toBeLessThanOrEqual(1)
  })

  it('refuses an address without district on the mainland and a missing door number', async () => {
    const id = await createListing(server, host)
    expect((await server.api('listingSaveAddress', { luId: id, version: 0, ...ADDRESS, districtId: '' }, { session: host })).body)
      .toMatchObject({ errorMsg: 'addressCityChoice', errorField: 'districtId' })
    expect((await server.api('listingSaveAddress', { luId: id, version: 0, ...ADDRESS, doorNumber: ' ' }, { session: host })).body)
      .toMatchObject({ errorMsg: 'required', errorField: 'doorNumber' })
  })
})

describe('the photos rules', () => {
  let id: string
  let ids: string[]
  beforeAll(async () => {
    id = await createListing(server, host)
    ids = await uploadPhotos(server, host, id)
  })
  const list = (order = ids) => order.map((imgId) => ({ imgId, photoType: PHOTO_SET[ids.indexOf(imgId)]!.photoType }))
  const save = (photos: unknown[], coverImgId: string) => server.api('listingSetPhotos', { luId: id, version: 0, photos, coverImgId }, { session: host })

  it('refuses fewer than 6 photos, a missing, vertical, bathroom or kitchen cover and no bed photo', async () => {
    expect((await save(list(ids.slice(0, 5)), ids[0]!)).body).toMatchObject({ errorMsg: 'photosTooFew', errorField: 'photos', errorParams: { min: 6 } })
    expect((await save(list(), 'nope')).body).toMatchObject({ errorMsg: 'coverRequired', errorField: 'coverImgId' })
    expect((await save(list(), ids[3]!)).body).toMatchObject({ errorMsg: 'coverNotHorizontal' })
    const noBed = list().map((p) => (p.photoType === 'bed' ? { ...p, photoType: 'bedroom' } : p))
    expect((await save(noBed, ids[0]!)).body).toMatchObject({ errorMsg: 'bedPhotoRequired' })
    const kitchenCover = list().map((p, i) => (i === 0 ? { ...p, photoType: 'kitchen' } : p))
    expect((await save(kitchenCover, ids[0]!)).body).toMatchObject({ errorMsg: 'coverNotBathroomKitchen' })
  })

  it('refuses a photo of another listing or never uploaded', async () => {
    const other = await createListing(server, host)
    const [foreign] = await uploadPhotos(server, host, other, PHOTO_SET.slice(0, 1))
    expect((await save([...list(), { imgId: foreign, photoType: 'living' }], ids[0]!)).body).toMatchObject({ errorMsg: 'photoUnknown', errorField: 'photos.6.imgId' })
  })

  it('refuses an upload that is no jpg/png by its content', async () => {
    const fake = new File(['not an image at all'], 'fake.jpg', { type: 'image/jpeg' })
    const reply = await server.api('listingUploadPhoto', { luId: id, photoType: 'bed', width: 10, height: 10 }, { session: host, file: fake })
    expect(reply.body).toMatchObject({ status: 400, errorMsg: 'fileType' })
  })

  it('refuses an upload past 100 photos on one listing ("Upload count exceeded")', async () => {
    const full = await createListing(server, host)
    const userId = Number(host.userId)
    await server.db.insertInto('listing_photos').values(Array.from({ length: 100 }, (_, i) => ({
      img_id: `filler-${full}-${i}`, lu_id: full, user_id: userId, path: 'listing/2026/11/x.jpg', width: 1200, height: 800, photo_type: 'other', created_at: i,
    }))).execute()
    const reply = await server.api('listingUploadPhoto', { luId: full, photoType: 'bed', width: 1200, height: 800 }, { session: host, file: await jpeg(1200, 800) })
    expect(reply.body).toMatchObject({ status: 422, errorMsg: 'photosTooMany', errorParams: { max: 100 } })
  })

  it('stores a valid list with captions, in the order given', async () => {
    const order = [ids[1]!, ids[0]!, ...ids.slice(2)]
    const reply = await server.api('listingSetPhotos', {
      luId: id, version: 0, coverImgId: ids[0], photos: list(order).map((p, i) => ({ ...p, caption: i === 0 ? '主卧' : undefined })),
    }, { session: host })
    expect(ok(reply)).toMatchObject({ version: 1, checklist: { housePhotos: true } })
    const detail = ok(await server.api('listingGet', { luId: id }, { session: host }))
    expect(detail.housePhotos.photos.map((p: { imgId: string }) => p.imgId)).toEqual(order)
    expect(detail.housePhotos.photos[0]).toMatchObject({ caption: '主卧', width: 1200, height: 800 })
  })
})
