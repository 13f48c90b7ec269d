import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { HOTEL_ADDRESS, hotelInfo, qualification, ROOM, SETTLEMENT, createHotel, proveMobile } from './hotel-fixtures'
import { jpeg, ok, withListingHost } from './listing-fixtures'
import { freshMobile } from './support/flows'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'
import { uploadImage } from './user-fixtures'

let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const text = (n: number) => '店'.repeat(n)
/** A description or highlights of n characters that passes the text rules. */
const prose = (n: number) => '湖畔酒店安静整洁适合家庭出行'.repeat(Math.ceil(n / 14)).slice(0, n)
const digits = (n: number) => '5'.repeat(n)

type Part = 'info' | 'room' | 'qualify' | 'settle'
type Case = { part: Part; change: Record<string, unknown>; field: string; key: string | null }

/**
 * Business rules 5 "Hotel" and "Hotel qualification", each rule one step inside and one step
 * outside its bound, through the server: outside is refused with the rule's key on its field and
 * nothing is stored (the part's version does not move); inside is saved.
 */
const CASES: Case[] = [
  // Hotel: name 3-50, total rooms 0-9999, description and highlights 50-500
  { part: 'info', change: { name: text(3) }, field: 'name', key: null },
  { part: 'info', change: { name: text(2) }, field: 'name', key: 'lengthBetween' },
  { part: 'info', change: { name: text(50) }, field: 'name', key: null },
  { part: 'info', change: { name: text(51) }, field: 'name', key: 'lengthBetween' },
  { part: 'info', change: { totalRooms: 0 }, field: 'totalRooms', key: null },
  { part: 'info', change: { totalRooms: 9999 }, field: 'totalRooms', key: null },
  { part: 'info', change: { totalRooms: 10000 }, field: 'totalRooms', key: 'numberBetween' },
  { part: 'info', change: { totalRooms: -1 }, field: 'totalRooms', key: 'numberBetween' },
  { part: 'info', change: { description: prose(50) }, field: 'description', key: null },
  { part: 'info', change: { description: prose(49) }, field: 'description', key: 'lengthBetween' },
  { part: 'info', change: { description: prose(500) }, field: 'description', key: null },
  { part: 'info', change: { description: prose(501) }, field: 'description', key: 'lengthBetween' },
  { part: 'info', change: { highlights: prose(49) }, field: 'highlights', key: 'lengthBetween' },
  { part: 'info', change: { highlights: prose(501) }, field: 'highlights', key: 'lengthBetween' },
  // area code 1-4 digits, phone 5-20, extension 1-20
  { part: 'info', change: { fixedPhone: { areaCode: digits(4), number: digits(5), extension: digits(20) } }, field: 'fixedPhone.areaCode', key: null },
  { part: 'info', change: { fixedPhone: { areaCode: digits(5), number: digits(8), extension: '' } }, field: 'fixedPhone.areaCode', key: 'lengthBetween' },
  { part: 'info', change: { fixedPhone: { areaCode: '0571', number: digits(4), extension: '' } }, field: 'fixedPhone.number', key: 'lengthBetween' },
  { part: 'info', change: { fixedPhone: { areaCode: '0571', number: digits(21), extension: '' } }, field: 'fixedPhone.number', key: 'lengthBetween' },
  { part: 'info', change: { fixedPhone: { areaCode: '0571', number: digits(8), extension: digits(21) } }, field: 'fixedPhone.extension', key: 'lengthBetween' },
  { part: 'info', change: { frontDeskPhone: digits(20) }, field: 'frontDeskPhone', key: null },
  { part: 'info', change: { frontDeskPhone: digits(4) }, field: 'frontDeskPhone', key: 'lengthBetween' },
  { part: 'info', change: { frontDeskPhone: digits(21) }, field: 'frontDeskPhone', key: 'lengthBetween' },
  // mobiles 11 digits, contact names 1-20, e-mail format
  { part: 'info', change: { roomStatusContact: { name: text(20), mobile: '13900002222', email: '' } }, field: 'roomStatusContact.name', key: null },
  { part: 'info', change: { roomStatusContact: { name: text(21), mobile: '13900002222', email: '' } }, field: 'roomStatusContact.name', key: 'lengthBetween' },
  { part: 'info', change: { roomStatusContact: { name: '李前台', mobile: '1390000222', email: '' } }, field: 'roomStatusContact.mobile', key: 'payoutPhone11' },
  { part: 'info', change: { settlementContact: { name: '赵财务', mobile: '139000033331', email: '' } }, field: 'settlementContact.mobile', key: 'payoutPhone11' },
  { part: 'info', change: { settlementContact: { name: '赵财务', mobile: '13900003333', email: 'finance@example' } }, field: 'settlementContact.email', key: 'PleaseEnterEmailFormat' },
  // service time at least 8 hours a day, start not after end
  { part: 'info', change: { serviceStart: '08:00', serviceEnd: '16:00' }, field: 'serviceEnd', key: null },
  { part: 'info', change: { serviceStart: '08:00', serviceEnd: '15:59' }, field: 'serviceEnd', key: 'serviceTimeTooShort' },
  { part: 'info', change: { serviceStart: '18:00', serviceEnd: '08:00' }, field: 'serviceEnd', key: 'serviceTimeOrder' },
  // Room type: name 1-30, size 1-10000, floor 1-10 characters, occupancy 1-99, price 1-1000, at least 1 photo
  { part: 'room', change: { name: text(30) }, field: 'name', key: null },
  { part: 'room', change: { name: text(31) }, field: 'name', key: 'lengthBetween' },
  { part: 'room', change: { size: 1 }, field: 'size', key: null },
  { part: 'room', change: { size: 0.5 }, field: 'size', key: 'numberBetween' },
  { part: 'room', change: { size: 10000 }, field: 'size', key: null },
  { part: 'room', change: { size: 10001 }, field: 'size', key: 'numberBetween' },
  { part: 'room', change: { floor: '1234567890' }, field: 'floor', key: null },
  { part: 'room', change: { floor: '12345678901' }, field: 'floor', key: 'lengthBetween' },
  { part: 'room', change: { occupancy: 99 }, field: 'occupancy', key: null },
  { part: 'room', change: { occupancy: 100 }, field: 'occupancy', key: 'numberBetween' },
  { part: 'room', change: { occupancy: 0 }, field: 'occupancy', key: 'numberBetween' },
  { part: 'room', change: { price: 1 }, field: 'price', key: null },
  { part: 'room', change: { price: 1000 }, field: 'price', key: null },
  { part: 'room', change: { price: 1001 }, field: 'price', key: 'numberBetween' },
  { part: 'room', change: { price: 0 }, field: 'price', key: 'numberBetween' },
  { part: 'room', change: { photoIds: [] }, field: 'photoIds', key: 'photosTooFew' },
  // Hotel qualification: business name 1-50, credit code 10-30, legal person 1-70, premises 1-50, scope 1-50, ID 10-30
  { part: 'qualify', change: { businessName: text(50) }, field: 'businessName', key: null },
  { part: 'qualify', change: { businessName: text(51) }, field: 'businessName', key: 'lengthBetween' },
  { part: 'qualify', change: { creditCode: 'A'.repeat(10) }, field: 'creditCode', key: null },
  { part: 'qualify', change: { creditCode: 'A'.repeat(9) }, field: 'creditCode', key: 'lengthBetween' },
  { part: 'qualify', change: { creditCode: 'A'.repeat(30) }, field: 'creditCode', key: null },
  { part: 'qualify', change: { creditCode: 'A'.repeat(31) }, field: 'creditCode', key: 'lengthBetween' },
  { part: 'qualify', change: { legalPerson: text(70) }, field: 'legalPerson', key: null },
  { part: 'qualify', change: { legalPerson: text(71) }, field: 'legalPerson', key: 'lengthBetween' },
  { part: 'qualify', change: { premises: text(51) }, field: 'premises', key: 'lengthBetween' },
  { part: 'qualify', change: { scope: text(51) }, field: 'scope', key: 'lengthBetween' },
  { part: 'qualify', change: { ownerName: '陈房东', ownerId: 'P'.repeat(10) }, field: 'ownerId', key: null },
  { part: 'qualify', change: { ownerName: '陈房东', ownerId: 'P'.repeat(9) }, field: 'ownerId', key: 'lengthBetween' },
  { part: 'qualify', change: { ownerName: '陈房东', ownerId: 'P'.repeat(31) }, field: 'ownerId', key: 'lengthBetween' },
  { part: 'qualify', change: { validUntil: '2000-01-01' }, field: 'validUntil', key: 'licenceExpired' },
  // Hotel settlement: bank card 1-30 digits, account name 1-50, branch 1-40
  { part: 'settle', change: { cardNumber: digits(30) }, field: 'cardNumber', key: null },
  { part: 'settle', change: { cardNumber: digits(31) }, field: 'cardNumber', key: 'lengthBetween' },
  { part: 'settle', change: { cardNumber: '6222-0212' }, field: 'cardNumber', key: 'PleaseNum' },
  { part: 'settle', change: { accountName: text(50) }, field: 'accountName', key: null },
  { part: 'settle', change: { accountName: text(51) }, field: 'accountName', key: 'lengthBetween' },
  { part: 'settle', change: { branch: text(40) }, field: 'branch', key: null },
  { part: 'settle', change: { branch: text(41) }, field: 'branch', key: 'lengthBetween' },
]

let hotel: { hotelId: string; mobile: string; roomPhoto: string; scans: { licence: string; front: string; back: string } } | undefined

/** One hotel for every case: its main contact proved, a room type photo and the scans uploaded. */
async function world() {
  if (hotel) return hotel
  const hotelId = await createHotel(server, host)
  ok(await server.api('hotelSaveAddress', { hotelId, version: 0, value: HOTEL_ADDRESS }, { session: host }))
  const mobile = freshMobile()
  await proveMobile(server, host, mobile)
  const roomTypeId = randomUUID()
  const roomPhoto = ok(await server.api('roomTypeUploadPhoto', { hotelId, roomTypeId }, { session: host, file: await jpeg(1200, 800) })).imgId as string
  const [licence, front, back] = [await uploadImage(server, host), await uploadImage(server, host), await uploadImage(server, host)]
  hotel = { hotelId, mobile, roomPhoto: `${roomTypeId}:${roomPhoto}`, scans: { licence: licence.url, front: front.url, back: back.url } }
  return hotel
}

async function attempt(c: Case) {
  const w = await world()
  const detail = ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host }))
  const [roomTypeId, imgId] = w.roomPhoto.split(':') as [string, string]
  switch (c.part) {
    case 'info':
      return { version: detail.versions.hotelInfo, reply: await server.api('hotelSaveInfo', { hotelId: w.hotelId, version: detail.versions.hotelInfo, value: { ...hotelInfo(w.mobile), ...c.change } }, { session: host }), after: async () => ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host })).versions.hotelInfo }
    case 'room': {
      const room = detail.roomTypes.find((r: { roomTypeId: string }) => r.roomTypeId === roomTypeId)
      const version = room?.version ?? 0
      return { version, reply: await server.api('roomTypeSave', { hotelId: w.hotelId, roomTypeId, version, value: { ...ROOM, photoIds: [imgId], ...c.change } }, { session: host }), after: async () => (ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host })).roomTypes.find((r: { roomTypeId: string }) => r.roomTypeId === roomTypeId)?.version ?? 0) }
    }
    case 'qualify':
      return { version: detail.versions.qualify, reply: await server.api('hotelSaveQualification', { hotelId: w.hotelId, version: detail.versions.qualify, value: { ...qualification(w.scans), ...c.change } }, { session: host }), after: async () => ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host })).versions.qualify }
    case 'settle':
      return { version: detail.versions.settle, reply: await server.api('hotelSaveSettlement', { hotelId: w.hotelId, version: detail.versions.settle, value: { ...SETTLEMENT, ...c.change } }, { session: host }), after: async () => ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host })).versions.settle }
  }
}

describe('every Hotel and Hotel qualification rule of business rules 5 at its bounds, through the server', () => {
  it.each(CASES.map((c, i) => [`${i}: ${c.part} ${c.field} ${c.key ?? 'inside'}`, c] as const))('%s', async (_name, c) => {
    const { version, reply, after } = await attempt(c)
    if (c.key) {
      expect(reply.body, reply.text).toMatchObject({ status: 400, errorMsg: c.key, errorField: c.field })
      expect(await after()).toBe(version)
    } else {
      expect(reply.body, reply.text).toMatchObject({ status: 200 })
      expect(await after()).toBe(version + 1)
    }
  })
})
