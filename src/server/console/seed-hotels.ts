import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import type { HotelBookingValue, HotelInfoValue, HotelQualificationValue, RoomTypeValue } from '../../domain/hotel/rules'
import type { AddressValue } from '../../domain/listing/schemas'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { prepareUploadedImage, recordUploadedImage } from '../services/general/image-upload'
import { record, type Actor } from '../services/house/records'
import { insertPhoto, insertReview } from '../services/house/repo'
import { decideHotel } from '../services/hotel/review'
import { hotelChecklist, insertHotelPart, readHotel, roomTypesOf, submissionHash, writeHotel, type HotelSteps } from '../services/hotel/store'
import { sendSystemMessage } from './messages'
import { bookRoomTypeOrder } from '../services/order/book'
import { addDays } from '../../domain/calendar/dates'
import { unitToday } from '../../domain/calendar/zones'

type Deps = { db: Kysely<Database>; config: Pick<ServerConfig, 'filesDir'> }

const TEXT = '酒店位于西湖北山街，步行五分钟可达断桥与白堤，客房安静整洁，每间都有独立卫浴与舒适大床，前台二十四小时为客人服务。'

function info(name: string, mobile: string): HotelInfoValue {
  return {
    name, hotelType: 'boutique', openedOn: '2016-05', renovatedOn: '2023-09', totalRooms: 36, description: TEXT, highlights: TEXT,
    frontDeskPhone: '057187001234', fixedPhone: { areaCode: '0571', number: '87001234', extension: '' },
    mainContact: { name: '陈经理', mobile, email: 'gm@example.com' },
    roomStatusContact: { name: '周前台', mobile: '13900004444', email: '' },
    settlementContact: { name: '吴财务', mobile: '13900005555', email: '' },
    serviceStart: '00:00', serviceEnd: '23:59',
  }
}

function address(street: string, lat: number, lng: number): AddressValue {
  return { country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106', address: street, doorNumber: '整栋', pin: { lat, lng, system: 'gcj02' } }
}

const BOOKING: HotelBookingValue = { cancellationRule: 'moderate', checkInFrom: '14:00', checkOutBy: '12:00', childrenWelcome: true, petsAllowed: false, notes: '入住需出示有效身份证件。' }

const ROOMS: ReadonlyArray<Omit<RoomTypeValue, 'photoIds'> & { colour: string }> = [
  { name: '湖景大床房', size: 32, floor: '3-5', occupancy: 2, price: 680, rooms: 12, beds: [{ kind: 'king', count: 1 }], extraBed: false, wifi: 'yes', smoking: 'nonSmoking', windows: 'yes', earlyMorning: false, checkIn: '14:00', checkOut: '12:00', policies: '', facilities: ['airConditioning', 'wifi', 'hairDryer'], colour: '#dbeafe' },
  { name: '庭院双床房', size: 28, floor: '1-2', occupancy: 2, price: 520, rooms: 16, beds: [{ kind: 'twin', count: 2 }], extraBed: true, wifi: 'yes', smoking: 'nonSmoking', windows: 'yes', earlyMorning: true, checkIn: '14:00', checkOut: '12:00', policies: '加床需提前告知前台。', facilities: ['airConditioning', 'wifi'], colour: '#dcfce7' },
  { name: '西湖套房', size: 56, floor: '6', occupancy: 3, price: 1000, rooms: 4, beds: [{ kind: 'king', count: 1 }, { kind: 'single', count: 1 }], extraBed: true, wifi: 'yes', smoking: 'nonSmoking', windows: 'yes', earlyMorning: false, checkIn: '14:00', checkOut: '12:00', policies: '', facilities: ['airConditioning', 'wifi', 'bathtub'], colour: '#fef3c7' },
]

/**
 * A hotel merchant with hotels in every state (decision 0048): online (three room types with
 * photos and products, the suite off sale: decision 0084), under review, rejected with the staff's reasons, and a draft. Rows are
 * written as the calls would (steps, versions, records, the review) with real sample images.
 */
export async function seedDemoHotels(deps: Deps, userId: number, name: string, now: number): Promise<void> {
  const actor: Actor = { role: 'merchantWeb', operator: name }
  const mobile = '13900006666'
  await deps.db.insertInto('verified_contacts').values({ user_id: userId, mobile, verified_at: now }).execute()
  const online = await hotel(deps, userId, actor, now, {
    name: '西湖边精品酒店', address: address('西湖区北山街 8 号', 30.2592, 120.1482), mobile, rooms: ROOMS,
  })
  await submit(deps, online, actor, now)
  await decide(deps, online, { approve: true }, now)
  for (const roomType of await roomTypesOf(deps.db, online)) {
    const price = roomType.value?.price ?? 0
    for (const [label, breakfasts, discount] of [['不含早', 0, 9.5], ['含双早', 2, 9.9]] as const) {
      await deps.db.insertInto('hotel_products').values({
        id: randomUUID(), user_id: userId, hotel_id: online, room_type_id: roomType.roomTypeId, name: label, breakfasts,
        discount_tenths: discount * 10, cancellation_rule: price >= 1000 ? 'strict' : 'moderate', on_sale: 1, version: 0,
        created_at: now, updated_at: now, deleted_at: null,
      }).execute()
    }
  }

  // the suite is off sale (decision 0084): its calendar shows its nights as off sale, the other two book
  const suite = (await roomTypesOf(deps.db, online)).find((roomType) => roomType.value?.name === '西湖套房')!
  await deps.db.updateTable('listings').set({ room_status: 'offline' }).where('lu_id', '=', suite.roomTypeId).execute()
  await record(deps.db, { luId: suite.roomTypeId, userId }, actor, now, 'offline', { field: 'roomStatus', oldValue: 'online', newValue: 'offline' })

  // a guest's order of the first room type's breakfast product, waiting for the merchant
  const [firstRoom] = await roomTypesOf(deps.db, online)
  const product = await deps.db.selectFrom('hotel_products').select('id').where('room_type_id', '=', firstRoom!.roomTypeId).where('breakfasts', '=', 2).executeTakeFirstOrThrow()
  const checkIn = addDays(unitToday('CHN', now), 5)
  await bookRoomTypeOrder(deps.db, {
    roomTypeId: firstRoom!.roomTypeId, productId: product.id, checkIn, nights: 2,
    guests: [{ name: '刘洋', credentialType: 'idCard', credentialNo: '11010519491231002X', age: 35 }, { name: '孙丽', credentialType: 'idCard', credentialNo: '330106198001010013', age: 33 }],
    booker: { name: '刘洋', phone: '13700001111' },
  }, now - 5 * 60_000)

  const auditing = await hotel(deps, userId, actor, now, { name: '湖滨商务酒店', address: address('上城区湖滨路 20 号', 30.2588, 120.1625), mobile, rooms: ROOMS.slice(0, 2) })
  await submit(deps, auditing, actor, now)

  const rejected = await hotel(deps, userId, actor, now, {
    name: '灵隐山居酒店', address: address('西湖区灵隐路 16 号', 30.2416, 120.1014), mobile, rooms: ROOMS.slice(1, 2),
    entity: { name: '杭州灵隐山居旅游发展有限公司', code: '91330106MA2D5678Z3' },
  })
  await submit(deps, rejected, actor, now)
  await decide(deps, rejected, { approve: false, reasons: ['qualificationUnclear', 'photoQuality'], note: '营业执照照片模糊，请重新上传清晰的彩色扫描件；酒店外观照片过暗。' }, now)

  // a draft: the address and the hotel info so far
  const draft = randomUUID()
  await insertHotelPart(deps.db, { kind: 'hotel', luId: draft, userId, now })
  const steps: HotelSteps = { address: address('西湖区龙井路 99 号', 30.2342, 120.1234), hotelInfo: info('龙井茶园酒店', mobile) }
  await writeSteps(deps.db, draft, steps, now)
  await record(deps.db, { luId: draft, userId }, actor, now, 'create', { field: 'kind', newValue: 'hotel' })
}

/** The demo merchant's management company: the operating entity of its hotels unless one names another. */
export const DEMO_HOTEL_ENTITY = { name: '杭州西湖酒店管理有限公司', creditCode: '91330106MA2B1234X5' } as const

async function hotel(
  deps: Deps, userId: number, actor: Actor, now: number,
  spec: {
    name: string; address: AddressValue; mobile: string; rooms: ReadonlyArray<Omit<RoomTypeValue, 'photoIds'> & { colour: string }>
    /** The operating entity on its licence (default: the merchant's management company). */
    entity?: { name: string; code: string }
  },
): Promise<string> {
  const hotelId = randomUUID()
  await insertHotelPart(deps.db, { kind: 'hotel', luId: hotelId, userId, now })
  await record(deps.db, { luId: hotelId, userId }, actor, now, 'create', { field: 'kind', newValue: 'hotel' })
  const photoIds: string[] = []
  for (const [i, title] of ['外观', '大堂', '餐厅'].entries()) photoIds.push(await photo(deps, hotelId, userId, `${spec.name} · ${title}`, ['#e7e5e4', '#f5f5f4', '#fafaf9'][i]!, now))
  for (const [i, room] of spec.rooms.entries()) {
    const roomTypeId = randomUUID()
    await insertHotelPart(deps.db, { kind: 'roomType', luId: roomTypeId, hotel: { hotelId, userId, state: 'draft' }, title: room.name, now: now + i })
    const { colour, ...value } = room
    const roomPhoto = await photo(deps, roomTypeId, userId, `${spec.name} · ${room.name}`, colour, now)
    await deps.db.updateTable('listings').set({ steps: JSON.stringify({ roomInfo: { ...value, photoIds: [roomPhoto] } }), versions: '{"roomInfo":1}' })
      .where('lu_id', '=', roomTypeId).execute()
  }
  const scans = [
    await scan(deps, userId, '营业执照', now), await scan(deps, userId, '身份证人像面', now), await scan(deps, userId, '身份证国徽面', now),
    await scan(deps, userId, '旅馆业特种行业许可证', now),
  ]
  const qualify: HotelQualificationValue = {
    kind: 'public', operatorName: '陈建国', operatorId: '330106198001010013', ownerName: '', ownerId: '',
    businessName: spec.entity?.name ?? DEMO_HOTEL_ENTITY.name, creditCode: spec.entity?.code ?? DEMO_HOTEL_ENTITY.creditCode, legalPerson: '陈建国', premises: spec.address.address,
    scope: '住宿服务；餐饮服务', licenceType: '有限责任公司', validUntil: '',
    // the hotel licence's own fields (decision 0086)
    hotelLicenceNumber: '浙公特旅字第330106018号', hotelLicenceHolder: spec.entity?.name ?? DEMO_HOTEL_ENTITY.name, hotelLicenceAddress: spec.address.address,
    hotelLicenceAuthority: '杭州市公安局西湖区分局', hotelLicenceFrom: '2021-03-15', hotelLicenceUntil: '', hotelLicenceLongTerm: true,
    images: { businessLicence: [scans[0]!], idFront: [scans[1]!], idBack: [scans[2]!], hotelLicence: [scans[3]!] },
  }
  const steps: HotelSteps = {
    address: spec.address, hotelInfo: info(spec.name, spec.mobile),
    facility: { facilities: ['frontDesk24h', 'restaurant', 'breakfast', 'wifi', 'elevator', 'luggageStorage', 'paidParking'] },
    photos: { photoIds, coverImgId: photoIds[0]! }, booking: BOOKING, qualify,
    settle: { cardType: 'public', bankName: '招商银行', branch: '杭州分行营业部', accountName: qualify.businessName, cardNumber: '571908765210801', recordedOn: new Date(now).toISOString().slice(0, 10) },
  }
  await writeSteps(deps.db, hotelId, steps, now)
  return hotelId
}

async function writeSteps(db: Kysely<Database>, hotelId: string, steps: HotelSteps, now: number): Promise<void> {
  const row = await db.selectFrom('listings').selectAll().where('lu_id', '=', hotelId).executeTakeFirstOrThrow()
  const stored = readHotel(row)
  stored.steps = steps
  for (const step of Object.keys(steps) as Array<keyof HotelSteps>) stored.versions[step] = 1
  const checklist = hotelChecklist(stored, await roomTypesOf(db, hotelId), new Date(now).toISOString().slice(0, 10))
  await writeHotel(db, stored, Object.values(checklist).every(Boolean), now)
}

async function submit(deps: Deps, hotelId: string, actor: Actor, now: number): Promise<string> {
  const row = await deps.db.selectFrom('listings').selectAll().where('lu_id', '=', hotelId).executeTakeFirstOrThrow()
  const stored = readHotel(row)
  await insertReview(deps.db, { lu_id: hotelId, kind: 'hotel', changes: '[]', status: 'auditing', submitted_at: now - 3_600_000 })
  stored.state = 'auditing'
  stored.publishedHash = submissionHash(stored, await roomTypesOf(deps.db, hotelId))
  await record(deps.db, { luId: hotelId, userId: stored.userId }, actor, now, 'publish')
  await writeHotel(deps.db, stored, true, now)
  await deps.db.updateTable('listings').set({ audit_status: 'auditing' }).where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType').execute()
  return hotelId
}

async function decide(deps: Deps, hotelId: string, decision: Parameters<typeof decideHotel>[2], now: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const decided = await decideHotel(trx, hotelId, decision, now)
    await sendSystemMessage(trx, decided.userId, decided.state === 'online'
      ? { title: '酒店审核通过', content: `您的酒店「${decided.name}」已审核通过并上线，可以为房型添加售卖产品。`, jumpUrl: `/house/sellProduct?hotelId=${hotelId}` }
      : { title: '酒店审核未通过', content: `您的酒店「${decided.name}」未通过审核：营业执照照片模糊。请按提示修改后重新提交。`, jumpUrl: '/house/houseInfo' }, now)
  })
}

/** A sample photo (a coloured card with its caption), stored as an upload would be. */
async function photo(deps: Deps, luId: string, userId: number, caption: string, colour: string, now: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="${colour}"/>`
    + `<text x="60" y="140" font-size="64" font-family="sans-serif" fill="#1f2937">${caption}</text></svg>`
  const stored = await storeImage(deps, userId, svg, 'listing', now)
  const imgId = randomUUID()
  await insertPhoto(deps.db, { img_id: imgId, lu_id: luId, user_id: userId, path: stored.url.replace(/^\//, ''), width: stored.width, height: stored.height, photo_type: 'exterior', created_at: now })
  return imgId
}

async function scan(deps: Deps, userId: number, title: string, now: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="630"><rect width="1000" height="630" rx="30" fill="#f5f0e6"/>`
    + `<text x="60" y="120" font-size="56" font-family="sans-serif" fill="#1f2937">${title}</text>`
    + `<text x="60" y="560" font-size="36" font-family="sans-serif" fill="#374151">DEMO · 示例</text></svg>`
  return (await storeImage(deps, userId, svg, 'qualification', now)).url
}

async function storeImage(deps: Deps, userId: number, svg: string, dir: 'listing' | 'qualification', now: number) {
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
  const ctx = { config: deps.config as ServerConfig, now: () => now }
  const image = await prepareUploadedImage(ctx, new File([new Uint8Array(bytes)], 'demo.jpg', { type: 'image/jpeg' }), dir)
  return recordUploadedImage({ ...ctx, db: deps.db }, userId, image, '')
}
