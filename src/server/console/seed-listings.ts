import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import type { PhotoType } from '../../domain/listing/enums'
import type { StepValues } from '../../domain/listing/schemas'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { insertListing, insertPhoto } from '../services/house/repo'
import { record } from '../services/house/records'
import type { Actor } from '../services/house/records'
import { approveListing, publish, rejectListing, writeListing } from '../services/house/review'
import { findListing } from '../services/house/repo'
import { readListing, zeroVersions } from '../services/house/stored'
import type { StoredListing, StoredSteps } from '../services/house/stored'
import { fileStoreOf } from '../files/store'

type Deps = { db: Kysely<Database>; config: Pick<ServerConfig, 'filesDir'> }
type Spec = { title: string; district: string; address: string; pin: { lat: number; lng: number }; price: number; end: DemoEnd; place?: Place }
/** Where a listing outside Hangzhou is: its region, country, divisions and currency (the overseas demo host's). */
export type Place = { region: 'domestic' | 'overseas'; country: string; provinceId: string; cityId: string; currency: string; system: 'gcj02' | 'wgs84'; postcode?: string }
export type DemoListingSpec = Spec
type DemoEnd = 'draft' | 'auditing' | 'online' | 'changeAuditing' | 'rejected' | 'offline'

const STAFF: Actor = { role: 'system', operator: 'staff' }
const HOUR = 3_600_000

/**
 * The demo host's listings, one per state of business rules 4: online, online with a
 * modification under review, under audit, rejected with two reasons, offline, and an unfinished
 * draft. Each went through the same functions the server and console use, so their records and
 * reviews are real.
 */
export async function seedDemoListings(deps: Deps, userId: number, operator: string, now: number): Promise<void> {
  const host: Actor = { role: 'merchantWeb', operator }
  let at = now - 30 * 24 * HOUR
  for (const spec of DEMO_LISTINGS) {
    at += 24 * HOUR
    await deps.db.transaction().execute(async (trx) => seedOne({ db: trx, config: deps.config }, userId, host, spec, at))
  }
}

/** One demo listing of another host (the overseas demo host's), through the same steps as the mainland host's. */
export async function seedDemoListing(deps: Deps, userId: number, operator: string, spec: Spec, at: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => seedOne({ db: trx, config: deps.config }, userId, { role: 'merchantWeb', operator }, spec, at))
}

async function seedOne(deps: Deps, userId: number, host: Actor, spec: Spec, start: number): Promise<void> {
  const { db } = deps
  const luId = randomUUID()
  let at = start
  await insertListing(db, {
    lu_id: luId, user_id: userId, region: spec.place?.region ?? 'domestic', rental_type: 'whole', building_type: 'apartment',
    audit_status: 'draft', room_status: 'offline', change_status: 'none', address_review: 'none', steps: '{}', live: null,
    versions: JSON.stringify(zeroVersions()), published_hash: null, title: '', currency: spec.place?.currency ?? 'RMB',
    created_at: at, updated_at: at, deleted_at: null, delete_reason: null, delete_note: null,
  })
  let listing = await reload(db, luId)
  await record(db, listing, host, at, 'create', { field: 'rentalType', newValue: 'whole' })

  // a draft holds its first two steps: its photos step was never reached, so nothing is uploaded for
  // it (an upload no step names is one the unused-photo job deletes after 24 hours)
  const draft = spec.end === 'draft'
  const steps = await demoSteps(deps, userId, luId, spec, at, !draft)
  const wanted = draft ? (['address', 'houseInfo'] as const) : (Object.keys(steps) as Array<keyof StoredSteps>)
  for (const step of wanted) {
    at += 60_000
    ;(listing.steps as Record<string, unknown>)[step] = steps[step]
    listing.versions[step] += 1
    await record(db, listing, host, at, 'saveStep', { field: step })
  }
  await writeListing(db, listing, at)
  if (spec.end === 'draft') return

  at += HOUR
  listing = await publish(db, listing, host, at)
  if (spec.end === 'auditing') return
  at += 20 * HOUR
  if (spec.end === 'rejected') {
    await rejectListing(db, luId, {
      reasons: [
        { reasonCode: 'photoBlurry', note: '卧室照片模糊，请重新拍摄' },
        { reasonCode: 'descriptionContactOrPrice', note: '描述中含有联系方式' },
      ],
      note: '',
    }, STAFF, at)
    return
  }
  await approveListing(db, luId, STAFF, at)
  listing = await reload(db, luId)
  if (spec.end === 'offline') {
    at += 24 * HOUR
    listing.roomStatus = 'offline'
    await record(db, listing, host, at, 'offline', { field: 'roomStatus', oldValue: 'online', newValue: 'offline' })
    await writeListing(db, listing, at)
    return
  }
  if (spec.end === 'changeAuditing') {
    at += 24 * HOUR
    const describe = listing.steps.houseDescribe!
    listing.steps.houseDescribe = { ...describe, title: `${describe.title}（新装修）` }
    listing.versions.houseDescribe += 1
    listing.changeStatus = 'unsubmitted'
    await record(db, listing, host, at, 'saveStep', { field: 'houseDescribe.title', oldValue: describe.title, newValue: listing.steps.houseDescribe.title })
    await writeListing(db, listing, at)
    await publish(db, listing, host, at + 60_000)
  }
}

async function reload(db: Kysely<Database>, luId: string): Promise<StoredListing> {
  const row = await findListing(db, luId)
  if (!row) throw new Error(`demo listing ${luId} vanished`)
  return readListing(row)
}

async function demoSteps(deps: Deps, userId: number, luId: string, spec: Spec, at: number, withPhotos: boolean): Promise<StoredSteps> {
  const photos: Array<{ imgId: string; caption: string; photoType: PhotoType }> = []
  for (const [i, p] of (withPhotos ? DEMO_PHOTOS : []).entries()) {
    const imgId = await demoPhoto(deps, userId, luId, p, i, at)
    photos.push({ imgId, caption: p.caption, photoType: p.photoType })
  }
  const place = spec.place
  const address: StepValues['address'] = {
    country: place?.country ?? 'CHN', provinceId: place?.provinceId ?? '330000', cityId: place?.cityId ?? '330100',
    districtId: spec.district, address: spec.address, doorNumber: '2 单元 801', pin: { ...spec.pin, system: place?.system ?? 'gcj02' },
    ...(place?.postcode ? { postcode: place.postcode } : {}),
  }
  return {
    address,
    houseInfo: {
      rentalType: 'whole', buildingType: 'apartment', rooms: 2, halls: 1, kitchens: 1, bathrooms: 1, balconies: 1,
      area: 86, livesWithLandlord: false, bathroomType: 'private',
      beds: [{ type: 'double', length: 2, width: 1.8, count: 1 }, { type: 'single', length: 2, width: 1.2, count: 1 }],
      people: 4, similarUnits: 1,
    },
    facility: { facilities: ['wifi', 'airConditioning', 'heating', 'washingMachine', 'hotWater', 'towels', 'refrigerator', 'kettle', 'smokeDetector', 'fireExtinguisher'] },
    houseDescribe: {
      title: spec.title,
      description: '房子位于安静的小区内，两间卧室朝南，采光很好。客厅宽敞，厨房可以做饭，步行十分钟到地铁站，附近有超市和餐馆。',
      highlights: '南向阳台，整洁明亮',
      neighbourhood: '周边有公园、菜市场和地铁站',
    },
    housePrice: place?.currency === 'JPY'
      ? { currency: 'JPY', priceWeekday: spec.price, priceWeekend: spec.price + 3000, priceHoliday: spec.price + 6000, deposit: 10000, cleaningFee: 3000 }
      : { currency: 'RMB', priceWeekday: spec.price, priceWeekend: spec.price + 80, priceHoliday: spec.price + 200, deposit: 300, cleaningFee: 50 },
    houseOrder: {
      minStay: 1, maxStay: 30, latestBookingTime: '21:00', earliestCheckIn: '14:00', latestCheckIn: '22:00', latestCheckOut: '12:00',
      cancellationRule: 'moderate',
      houseRules: {
        parties: 'notAllowed', filming: 'onRequest', pets: 'notAllowed', children: 'allowed', smoking: 'notAllowed',
        cooking: 'allowed', foreigners: 'accepted', receptionGender: 'any', crowd: ['family', 'couple', 'friends'],
        toiletries: 'provided', checkInMethod: 'smartLock',
      },
    },
    houseDiscount: { stayTiers: [{ nights: 3, discount: 9.5 }, { nights: 7, discount: 9 }] },
    ...(withPhotos ? { housePhotos: { photos, coverImgId: photos[0]!.imgId } } : {}),
  }
}

/** A generated photo (a soft two-tone picture per room type) stored like a listing upload. */
async function demoPhoto(
  deps: Deps, userId: number, luId: string, spec: (typeof DEMO_PHOTOS)[number], index: number, at: number,
): Promise<string> {
  const { width, height, colour } = spec
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <rect y="${Math.round(height * 0.62)}" width="100%" height="${Math.round(height * 0.38)}" fill="#ffffff" fill-opacity="0.28"/>
    <circle cx="${Math.round(width * 0.78)}" cy="${Math.round(height * 0.25)}" r="${Math.round(height * 0.09)}" fill="#fff7d6" fill-opacity="0.8"/>
  </svg>`
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
  const date = new Date(at)
  const relative = `listing/${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.jpg`
  await fileStoreOf(deps.config).put(relative, data, 'image/jpeg')
  await deps.db.insertInto('uploads').values({
    user_id: userId, dir: 'listing', path: relative, content_type: 'image/jpeg', size: data.length, width, height, created_at: at,
  }).execute()
  const imgId = randomUUID()
  await insertPhoto(deps.db, { img_id: imgId, lu_id: luId, user_id: userId, path: relative, width, height, photo_type: spec.photoType, created_at: at + index })
  return imgId
}

const DEMO_PHOTOS: ReadonlyArray<{ photoType: PhotoType; caption: string; width: number; height: number; colour: string }> = [
  { photoType: 'living', caption: '客厅', width: 1200, height: 800, colour: '#c8a27a' },
  { photoType: 'bedroom', caption: '主卧', width: 1200, height: 800, colour: '#9fb7c9' },
  { photoType: 'bed', caption: '1.8 米大床', width: 1200, height: 800, colour: '#e3d5c3' },
  { photoType: 'kitchen', caption: '厨房', width: 1200, height: 800, colour: '#b5c9a5' },
  { photoType: 'bathroom', caption: '卫生间', width: 800, height: 1200, colour: '#d9e4ec' },
  { photoType: 'exterior', caption: '小区外景', width: 1200, height: 800, colour: '#7fa37a' },
]

const DEMO_LISTINGS: readonly Spec[] = [
  { title: '西湖边安静两居室，步行十分钟到湖边', district: '330106', address: '西湖区北山街道曙光路 58 号', pin: { lat: 30.2676, lng: 120.1402 }, price: 468, end: 'online' },
  { title: '灵隐寺旁的禅意小院，推窗见山景', district: '330106', address: '西湖区灵隐路 31 号', pin: { lat: 30.2465, lng: 120.1134 }, price: 628, end: 'changeAuditing' },
  { title: '钱塘江边高层公寓，阳台看江景日落', district: '330108', address: '滨江区江南大道 3688 号', pin: { lat: 30.2105, lng: 120.2107 }, price: 398, end: 'auditing' },
  { title: '运河边的工业风阁楼，近拱宸桥老街', district: '330105', address: '拱墅区小河路 488 号', pin: { lat: 30.3121, lng: 120.1412 }, price: 358, end: 'rejected' },
  { title: '城西温馨三口之家，近西溪湿地公园', district: '330106', address: '西湖区文二西路 683 号', pin: { lat: 30.2843, lng: 120.0901 }, price: 328, end: 'offline' },
  { title: '武林广场旁的新装修一居室', district: '330103', address: '下城区体育场路 228 号', pin: { lat: 30.2781, lng: 120.1665 }, price: 288, end: 'draft' },
]

