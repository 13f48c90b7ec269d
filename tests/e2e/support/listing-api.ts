import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { buildRequest } from '../../../src/client/build-request'
import { IDEMPOTENCY_PARAM } from '../../../src/domain/common-params'
import { endpoints, type EndpointKey } from '../../../src/domain/endpoints'
import type { LoginResult } from '../../../src/domain/endpoints'

/** Calls the real server as the signed-in host (signed like the portal, with an idempotency key for writes). */
export async function hostCall(login: LoginResult, key: EndpointKey, fields: Record<string, unknown>, file?: File): Promise<any> {
  const base = process.env.E2E_BASE_URL
  if (!base) throw new Error('E2E_BASE_URL is not set: run through playwright (tests/e2e/global-setup.ts)')
  const def = endpoints[key]
  const request = buildRequest({
    def,
    base: `${base}/api/${def.service}`,
    fields: 'idempotent' in def && def.idempotent ? { ...fields, [IDEMPOTENCY_PARAM]: randomUUID() } : fields,
    session: { userId: login.userId, sessId: login.sessId, xztoken: login.xztoken, userName: login.userName },
    nowMs: Date.now(),
    offsetMs: 0,
    ...(file ? { file, fileName: file.name } : {}),
  })
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body })
  const envelope = (await response.json()) as { status: number; content?: unknown; errorMsg?: string }
  if (envelope.status !== 200) throw new Error(`${key} failed: ${JSON.stringify(envelope)}`)
  // the image upload answers its fields beside the status (spec 5), not in content
  return envelope.content ?? envelope
}

/** Six photos (cover living room, a bed photo, kitchen and bathroom upright) uploaded and set as the listing's list. */
export async function uploadPhotoSet(login: LoginResult, luId: string): Promise<void> {
  const set = [
    { photoType: 'living', width: 1200, height: 800 },
    { photoType: 'bedroom', width: 1200, height: 800 },
    { photoType: 'bed', width: 1200, height: 800 },
    { photoType: 'kitchen', width: 800, height: 1200 },
    { photoType: 'bathroom', width: 800, height: 1200 },
    { photoType: 'exterior', width: 1200, height: 900 },
  ]
  const ids: Array<{ imgId: string; photoType: string }> = []
  for (const [i, photo] of set.entries()) {
    const bytes = await sharp({ create: { width: photo.width, height: photo.height, channels: 3, background: { r: 150 + i * 10, g: 140, b: 120 } } }).jpeg().toBuffer()
    const file = new File([new Uint8Array(bytes)], `photo-${i}.jpg`, { type: 'image/jpeg' })
    const answer = await hostCall(login, 'listingUploadPhoto', { luId, photoType: photo.photoType, width: photo.width, height: photo.height }, file)
    ids.push({ imgId: answer.imgId, photoType: photo.photoType })
  }
  const detail = await hostCall(login, 'listingGet', { luId })
  await hostCall(login, 'listingSetPhotos', {
    luId, version: detail.versions.housePhotos, photos: ids, coverImgId: ids[0]!.imgId,
  })
}

/** Every step of a complete mainland listing saved through the API (the values of tests/api/listing-fixtures.ts). */
export async function fillListing(login: LoginResult, luId: string): Promise<void> {
  const steps: Array<[EndpointKey, string, Record<string, unknown>]> = [
    ['listingSaveAddress', 'address', {
      country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106',
      address: '西湖区文三路 90 号', doorNumber: '3 单元 502', pin: { lat: 30.2741, lng: 120.1301, system: 'gcj02' },
    }],
    ['listingSaveInfo', 'houseInfo', {
      rentalType: 'whole', buildingType: 'apartment', rooms: 2, halls: 1, kitchens: 1, bathrooms: 1, balconies: 1,
      area: 85, livesWithLandlord: false, bathroomType: 'private', beds: [{ type: 'double', length: 2, width: 1.8, count: 1 }],
      people: 4, similarUnits: 1,
    }],
    ['listingSaveFacility', 'facility', { facilities: ['wifi', 'hotWater'] }],
    ['listingSaveDescribe', 'houseDescribe', {
      title: 'A cozy flat by the lake with two rooms and a view',
      description: 'Bright rooms near the lake with a quiet garden and easy access to the metro station.',
    }],
    ['listingSavePrice', 'housePrice', { currency: 'RMB', priceWeekday: 388, priceWeekend: 458, priceHoliday: 588 }],
    ['listingSaveOrder', 'houseOrder', {
      minStay: 1, maxStay: 30, latestBookingTime: '20:00', earliestCheckIn: '14:00', latestCheckIn: '22:00',
      latestCheckOut: '12:00', cancellationRule: 'moderate',
      houseRules: {
        parties: 'notAllowed', filming: 'onRequest', pets: 'notAllowed', children: 'allowed', smoking: 'notAllowed',
        cooking: 'allowed', foreigners: 'accepted', receptionGender: 'any', crowd: ['family'], toiletries: 'provided',
        checkInMethod: 'smartLock',
      },
    }],
    ['listingSaveDiscount', 'houseDiscount', { stayTiers: [] }],
  ]
  for (const [key, step, values] of steps) {
    const detail = await hostCall(login, 'listingGet', { luId })
    await hostCall(login, key, { luId, version: detail.versions[step], ...values })
  }
  await uploadPhotoSet(login, luId)
}
