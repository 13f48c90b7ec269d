import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, expect } from 'vitest'
import { createLandlord } from '../../src/server/console/landlords'
import { freshMobile } from './support/flows'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { ApiReply, TestServer, TestSession } from './support/server'

const PASSWORD = 'Spring#2026'

/** A mainland landlord made by staff (real-name passed unless told), signed in with a password. */
/** A file's shared server and real-name landlord: started before its tests, closed after. */
export function withListingHost(set: (server: TestServer, host: SignedIn) => void): void {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startServer()
    set(server, await listingHost(server))
  })
  afterAll(async () => {
    await server?.close()
  })
}

export async function listingHost(server: TestServer, options: { realname?: boolean } = {}): Promise<SignedIn> {
  const mobile = freshMobile()
  await createLandlord(server.db, { mobile, country: '86', password: PASSWORD, realname: options.realname ?? true, name: '李华' }, server.clock.now())
  const login = await server.api('passwordLogin', { mobile, countryCode: '86', password: PASSWORD })
  if (login.body?.status !== 200) throw new Error(`passwordLogin: ${login.text}`)
  server.clock.advance(61_000)
  return login.body.content as SignedIn
}

/** Hangzhou, Xihu district, a pin near its seat (GCJ-02). */
export const ADDRESS = {
  country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106',
  address: '西湖区文三路 90 号', doorNumber: '3 单元 502', pin: { lat: 30.2741, lng: 120.1301, system: 'gcj02' as const },
}

export const INFO = {
  rentalType: 'whole', buildingType: 'apartment', rooms: 2, halls: 1, kitchens: 1, bathrooms: 1, balconies: 1,
  area: 85, livesWithLandlord: false, bathroomType: 'private',
  beds: [{ type: 'double', length: 2, width: 1.8, count: 1 }, { type: 'single', length: 2, width: 1.2, count: 1 }],
  people: 4, similarUnits: 1,
}

export const FACILITY = { facilities: ['wifi', 'airConditioning', 'hotWater', 'refrigerator', 'smokeDetector'] }

export const DESCRIBE = {
  title: 'A cozy flat by the lake with two rooms and a view',
  description: 'Bright rooms near the lake with a quiet garden and easy access to the metro station.',
  highlights: 'Quiet street and a sunny balcony.',
}

export const PRICE = { currency: 'RMB', priceWeekday: 388, priceWeekend: 458, priceHoliday: 588, deposit: 200, cleaningFee: 50 }

export const ORDER = {
  minStay: 1, maxStay: 30, latestBookingTime: '20:00', earliestCheckIn: '14:00', latestCheckIn: '22:00',
  latestCheckOut: '12:00', cancellationRule: 'moderate',
  houseRules: {
    parties: 'notAllowed', filming: 'onRequest', pets: 'notAllowed', children: 'allowed', smoking: 'notAllowed',
    cooking: 'allowed', foreigners: 'accepted', receptionGender: 'any', crowd: ['family', 'couple'],
    toiletries: 'provided', checkInMethod: 'smartLock',
  },
}

export const DISCOUNT = { stayTiers: [{ nights: 3, discount: 9.5 }, { nights: 7, discount: 9 }] }

export const PHOTO_SET: ReadonlyArray<{ photoType: string; width: number; height: number }> = [
  { photoType: 'living', width: 1200, height: 800 },
  { photoType: 'bedroom', width: 1200, height: 800 },
  { photoType: 'bed', width: 1200, height: 800 },
  { photoType: 'kitchen', width: 800, height: 1200 },
  { photoType: 'bathroom', width: 800, height: 1200 },
  { photoType: 'exterior', width: 1200, height: 900 },
]

export async function jpeg(width: number, height: number, shade = 180): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: shade, g: 150, b: 120 } } }).jpeg().toBuffer()
  return new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' })
}

export function ok(reply: ApiReply): any {
  expect(reply.body?.status, reply.text).toBe(200)
  return reply.body.content ?? reply.body
}

export async function createListing(server: TestServer, session: TestSession, extra: Record<string, unknown> = {}): Promise<string> {
  const luId = randomUUID()
  ok(await server.api('listingCreate', { luId, rentalType: 'whole', buildingType: 'apartment', ...extra }, { session }))
  return luId
}

export async function uploadPhotos(server: TestServer, session: TestSession, luId: string, set = PHOTO_SET): Promise<string[]> {
  const ids: string[] = []
  for (const [i, p] of set.entries()) {
    const reply = await server.api('listingUploadPhoto', { luId, photoType: p.photoType, width: p.width, height: p.height }, {
      session, file: await jpeg(p.width, p.height, 100 + i * 20),
    })
    ids.push(ok(reply).imgId)
  }
  return ids
}

/** Saves every step of a listing with valid values; returns the listing id. */
export async function completeListing(server: TestServer, session: TestSession): Promise<string> {
  const luId = await createListing(server, session)
  ok(await server.api('listingSaveAddress', { luId, version: 0, ...ADDRESS }, { session }))
  ok(await server.api('listingSaveInfo', { luId, version: 0, ...INFO }, { session }))
  ok(await server.api('listingSaveFacility', { luId, version: 0, ...FACILITY }, { session }))
  ok(await server.api('listingSaveDescribe', { luId, version: 0, ...DESCRIBE }, { session }))
  ok(await server.api('listingSavePrice', { luId, version: 0, ...PRICE }, { session }))
  ok(await server.api('listingSaveOrder', { luId, version: 0, ...ORDER }, { session }))
  ok(await server.api('listingSaveDiscount', { luId, version: 0, ...DISCOUNT }, { session }))
  const ids = await uploadPhotos(server, session, luId)
  ok(await server.api('listingSetPhotos', {
    luId, version: 0, coverImgId: ids[0], photos: ids.map((imgId, i) => ({ imgId, photoType: PHOTO_SET[i]!.photoType, caption: `photo ${i + 1}` })),
  }, { session }))
  return luId
}

export async function detail(server: TestServer, session: TestSession, luId: string): Promise<any> {
  return ok(await server.api('listingGet', { luId }, { session }))
}
