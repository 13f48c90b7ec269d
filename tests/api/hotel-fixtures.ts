import { randomUUID } from 'node:crypto'
import type { HotelBookingValue, HotelInfoValue, HotelQualificationValue, HotelSettlementValue, RoomTypeValue } from '../../src/domain/hotel/rules'
import { smsTarget } from '../../src/server/services/uic/service'
import { jpeg, ok } from './listing-fixtures'
import type { TestServer, TestSession } from './support/server'
import { uploadImage } from './user-fixtures'
import { freshMobile } from './support/flows'
import { runConsole } from '../../src/server/console/run'

/** A hotel on the West Lake: every field passes its rule (decision 0048). */
export const HOTEL_ADDRESS = {
  country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106',
  address: '西湖区北山街 8 号', doorNumber: '整栋', pin: { lat: 30.2592, lng: 120.1482, system: 'gcj02' as const },
}

const TEXT = '湖畔精品酒店步行五分钟可达西湖断桥，客房安静整洁，每间都有独立卫浴与舒适大床，前台二十四小时为客人服务，欢迎入住。'

export function hotelInfo(mainMobile: string): HotelInfoValue {
  return {
    name: '西湖边精品酒店', hotelType: 'boutique', openedOn: '2015-06', renovatedOn: '2023-03', totalRooms: 48,
    description: TEXT, highlights: TEXT, frontDeskPhone: '057187654321',
    fixedPhone: { areaCode: '0571', number: '87654321', extension: '' },
    mainContact: { name: '王经理', mobile: mainMobile, email: 'manager@example.com' },
    roomStatusContact: { name: '李前台', mobile: '13900002222', email: '' },
    settlementContact: { name: '赵财务', mobile: '13900003333', email: '' },
    serviceStart: '07:00', serviceEnd: '23:00',
  }
}

export const ROOM: RoomTypeValue = {
  name: '湖景大床房', size: 32, floor: '3-5', occupancy: 2, price: 680, rooms: 12, beds: [{ kind: 'king', count: 1 }],
  extraBed: false, wifi: 'yes', smoking: 'nonSmoking', windows: 'yes', earlyMorning: false, checkIn: '14:00', checkOut: '12:00',
  policies: '', facilities: ['airConditioning', 'wifi'], photoIds: [],
}

export const FACILITY = { facilities: ['frontDesk24h', 'restaurant', 'wifi', 'elevator', 'luggageStorage'] }

export const BOOKING: HotelBookingValue = {
  cancellationRule: 'moderate', checkInFrom: '14:00', checkOutBy: '12:00', childrenWelcome: true, petsAllowed: false,
  notes: '入住需出示有效身份证件。',
}

export const SETTLEMENT: HotelSettlementValue = {
  cardType: 'public', bankName: '招商银行', branch: '杭州分行营业部', accountName: '杭州西湖精品酒店有限公司', cardNumber: '571908765210801',
}

export function qualification(images: { licence: string; front: string; back: string }): HotelQualificationValue {
  return {
    kind: 'public', operatorName: '王建国', operatorId: '330106198001010013', ownerName: '', ownerId: '',
    businessName: '杭州西湖精品酒店有限公司', creditCode: '91330106MA2B1234X5', legalPerson: '王建国', premises: '杭州市西湖区北山街 8 号',
    scope: '住宿服务', licenceType: '有限责任公司', validUntil: '',
    images: { businessLicence: [images.licence], idFront: [images.front], idBack: [images.back] },
  }
}

export async function createHotel(server: TestServer, session: TestSession): Promise<string> {
  const hotelId = randomUUID()
  ok(await server.api('hotelCreate', { hotelId }, { session }))
  return hotelId
}

/** Proves a mobile for the host as the portal does: the code sent, read from the recorded SMS, checked. */
export async function proveMobile(server: TestServer, session: TestSession, mobile: string): Promise<void> {
  ok(await server.api('hotelContactCodeSend', { mobile }, { session }))
  const code = await server.codeFor(smsTarget('86', mobile))
  ok(await server.api('hotelContactCodeCheck', { mobile, code }, { session }))
}

/** A room type with one photo, saved. */
export async function addRoomType(server: TestServer, session: TestSession, hotelId: string, value: Partial<RoomTypeValue> = {}): Promise<string> {
  const roomTypeId = randomUUID()
  const photo = ok(await server.api('roomTypeUploadPhoto', { hotelId, roomTypeId }, { session, file: await jpeg(1200, 800) }))
  ok(await server.api('roomTypeSave', { hotelId, roomTypeId, value: { ...ROOM, ...value, photoIds: [photo.imgId] } }, { session }))
  return roomTypeId
}

/** Every part of a hotel filled and passing (address, info with a proved contact, a room type, qualification, settlement). */
export async function completeHotel(server: TestServer, session: TestSession, mobile: string): Promise<string> {
  const hotelId = await createHotel(server, session)
  ok(await server.api('hotelSaveAddress', { hotelId, version: 0, value: HOTEL_ADDRESS }, { session }))
  await proveMobile(server, session, mobile)
  ok(await server.api('hotelSaveInfo', { hotelId, version: 0, value: hotelInfo(mobile) }, { session }))
  await addRoomType(server, session, hotelId)
  ok(await server.api('hotelSaveFacility', { hotelId, version: 0, value: FACILITY }, { session }))
  const photoIds: string[] = []
  for (let i = 0; i < 3; i++) photoIds.push(ok(await server.api('hotelUploadPhoto', { hotelId }, { session, file: await jpeg(1200, 800, 150 + i * 20) })).imgId)
  ok(await server.api('hotelSavePhotos', { hotelId, version: 0, value: { photoIds, coverImgId: photoIds[0] } }, { session }))
  ok(await server.api('hotelSaveBooking', { hotelId, version: 0, value: BOOKING }, { session }))
  const [licence, front, back] = [await uploadImage(server, session), await uploadImage(server, session), await uploadImage(server, session)]
  ok(await server.api('hotelSaveQualification', { hotelId, version: 0, value: qualification({ licence: licence.url, front: front.url, back: back.url }) }, { session }))
  ok(await server.api('hotelSaveSettlement', { hotelId, version: 0, value: SETTLEMENT }, { session }))
  return hotelId
}

/** A complete hotel submitted and approved by staff (the console): its id and its room type's. */
export async function onlineHotel(server: TestServer, session: TestSession): Promise<{ hotelId: string; roomTypeId: string }> {
  const hotelId = await completeHotel(server, session, freshMobile())
  ok(await server.api('hotelPublish', { hotelId }, { session }))
  const decided = await runConsole(['hotel', 'approve', hotelId], { db: server.db, config: server.config, now: () => server.clock.now() })
  if (decided.code !== 0) throw new Error(`hotel approve: ${decided.err.join(' ')}`)
  const list = ok(await server.api('productList', { hotelId }, { session }))
  return { hotelId, roomTypeId: list.roomTypes[0].roomTypeId }
}
