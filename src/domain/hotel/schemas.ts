import { z } from 'zod/mini'
import { addressValue, luId } from '../listing/schemas'
import { CANCELLATION_RULES } from '../listing/enums'
import {
  BED_KINDS, HOTEL_TYPES, QUALIFICATION_DOCUMENTS, QUALIFICATION_KINDS, SMOKING, YES_NO_SOME,
} from './rules'

/**
 * Wire shapes of the hotel calls (decision 0048). Texts are capped generously (the rules of
 * ./rules.ts answer with their message keys); numbers are JSON numbers (null: not given).
 */

const text = (max: number) => z.string().check(z.maxLength(max))
const num = z.number()
const maybeNum = z.nullable(z.number())

/** The hotel's steps, in the order the publishing flow shows them (hotel-address … hotel-settle). */
export const HOTEL_STEPS = ['address', 'hotelInfo', 'facility', 'photos', 'booking', 'qualify', 'settle'] as const
export type HotelStep = (typeof HOTEL_STEPS)[number]

/** A hotel's states: the B&B listing's audit states (business rules 4 "Hotel"). */
export const HOTEL_STATES = ['draft', 'auditing', 'rejected', 'online'] as const
export type HotelState = (typeof HOTEL_STATES)[number]
/** An online hotel's change (decision 0087), as a B&B listing's modification. */
export const HOTEL_CHANGE_STATES = ['none', 'unsubmitted', 'auditing', 'rejected'] as const
export type HotelChangeState = (typeof HOTEL_CHANGE_STATES)[number]

const contact = z.object({ name: text(60), mobile: text(30), email: text(254) })

export const hotelInfoValue = z.object({
  name: text(200),
  hotelType: z.enum([...HOTEL_TYPES, '']),
  openedOn: text(7),
  renovatedOn: text(7),
  totalRooms: maybeNum,
  description: text(2000),
  highlights: text(2000),
  frontDeskPhone: text(40),
  fixedPhone: z.object({ areaCode: text(10), number: text(40), extension: text(40) }),
  mainContact: contact,
  roomStatusContact: contact,
  settlementContact: contact,
  serviceStart: text(5),
  serviceEnd: text(5),
})

export const roomTypeValue = z.object({
  name: text(120),
  size: maybeNum,
  floor: text(40),
  occupancy: maybeNum,
  price: maybeNum,
  rooms: maybeNum,
  beds: z.array(z.object({ kind: z.enum(BED_KINDS), count: num })).check(z.maxLength(10)),
  extraBed: z.boolean(),
  wifi: z.enum([...YES_NO_SOME, '']),
  smoking: z.enum([...SMOKING, '']),
  windows: z.enum([...YES_NO_SOME, '']),
  earlyMorning: z.boolean(),
  checkIn: text(5),
  checkOut: text(5),
  policies: text(2000),
  facilities: z.array(text(40)).check(z.maxLength(80)),
  photoIds: z.array(text(40)).check(z.maxLength(30)),
})

const images = z.array(text(500)).check(z.maxLength(10))
/** Each document's images (an object of optional lists: every document is named, none is required by the shape). */
function documentImages() {
  return Object.fromEntries(QUALIFICATION_DOCUMENTS.map((document) => [document, z.optional(images)])) as {
    [D in (typeof QUALIFICATION_DOCUMENTS)[number]]: z.ZodMiniOptional<typeof images>
  }
}
export const qualificationValue = z.object({
  kind: z.enum([...QUALIFICATION_KINDS, '']),
  operatorName: text(200),
  operatorId: text(60),
  ownerName: text(200),
  ownerId: text(60),
  businessName: text(200),
  creditCode: text(60),
  legalPerson: text(200),
  premises: text(200),
  scope: text(200),
  licenceType: text(60),
  validUntil: text(10),
  // the hotel licence's fields (decision 0086): optional, as qualifications saved before them lack them
  hotelLicenceNumber: z.optional(text(200)),
  hotelLicenceHolder: z.optional(text(200)),
  hotelLicenceAddress: z.optional(text(200)),
  hotelLicenceAuthority: z.optional(text(200)),
  hotelLicenceFrom: z.optional(text(10)),
  hotelLicenceUntil: z.optional(text(10)),
  hotelLicenceLongTerm: z.optional(z.boolean()),
  images: z.object(documentImages()),
})

export const hotelFacilityValue = z.object({ facilities: z.array(text(40)).check(z.maxLength(120)) })
export const hotelPhotosValue = z.object({ photoIds: z.array(text(40)).check(z.maxLength(60)), coverImgId: z.nullable(text(40)) })
export const hotelBookingValue = z.object({
  cancellationRule: z.enum([...CANCELLATION_RULES, '']),
  checkInFrom: text(5),
  checkOutBy: text(5),
  childrenWelcome: z.boolean(),
  petsAllowed: z.boolean(),
  notes: text(2000),
})

export const settlementValue = z.object({
  cardType: z.enum(['public', 'private', '']),
  bankName: text(100),
  branch: text(200),
  accountName: text(200),
  cardNumber: text(60),
})

/** A room type as the hotel's detail lists it. */
export const roomTypeEntry = z.object({
  roomTypeId: luId,
  version: num,
  value: roomTypeValue,
  /** Its photos' URLs by id (the editor shows them). */
  photos: z.array(z.object({ imgId: z.string(), url: z.string(), width: num, height: num })),
  complete: z.boolean(),
})

export const hotelChecklist = z.object({
  address: z.boolean(), hotelInfo: z.boolean(), rooms: z.boolean(), facility: z.boolean(), photos: z.boolean(),
  booking: z.boolean(), qualify: z.boolean(), settle: z.boolean(),
})
export type HotelChecklist = z.infer<typeof hotelChecklist>

export const hotelDetail = z.object({
  hotelId: luId,
  state: z.enum(HOTEL_STATES),
  versions: z.object({ address: num, hotelInfo: num, facility: num, photos: num, booking: num, qualify: num, settle: num }),
  address: z.nullable(addressValue),
  hotelInfo: z.nullable(hotelInfoValue),
  facility: z.nullable(hotelFacilityValue),
  photos: z.nullable(z.object({ ...hotelPhotosValue.shape, files: z.array(z.object({ imgId: z.string(), url: z.string(), width: num, height: num })) })),
  booking: z.nullable(hotelBookingValue),
  qualify: z.nullable(qualificationValue),
  settle: z.nullable(settlementValue),
  /** The day the settlement information was recorded (before 1 July 2022: void, asked for again). */
  settleRecordedOn: z.nullable(z.string()),
  roomTypes: z.array(roomTypeEntry),
  checklist: hotelChecklist,
  /** The staff's reasons of the last rejection (with their guidance note). */
  rejection: z.nullable(z.object({ reasons: z.array(z.string()), note: z.string(), decidedAt: num })),
  /** Mobiles this host proved by a code (the main contact needs one of them). */
  verifiedMobiles: z.array(z.string()),
  submittedAt: z.nullable(num),
  /** An online hotel's change (decision 0087): none, saved but not submitted, under review, rejected. Other states: none. */
  changeStatus: z.enum(HOTEL_CHANGE_STATES),
  /** What an online hotel's working copy changes against what guests book: per field, of the hotel (roomTypeId null) or a room type. */
  changes: z.array(z.object({ roomTypeId: z.nullable(z.string()), roomTypeName: z.string(), field: z.string(), oldValue: z.string(), newValue: z.string() })),
})
export type HotelDetail = z.infer<typeof hotelDetail>

export const hotelSaveAnswer = z.object({ version: num, checklist: hotelChecklist })

/** A hotel as the listing list shows it. */
export const hotelSummary = z.object({
  hotelId: luId,
  name: z.string(),
  state: z.enum(HOTEL_STATES),
  /** An approved hotel guests can book (decision 0084); false for an approved hotel taken off sale and for every other state. */
  onSale: z.boolean(),
  roomTypes: num,
  /** Every part of the flow is complete (a draft can be submitted). */
  complete: z.boolean(),
  /** A draft with nothing in it yet: no part saved, no room type, no photo (decision 0053). */
  empty: z.optional(z.boolean()),
  /** The staff's reasons of the last rejection (codes of src/domain/hotel/reasons.ts); of an online hotel, its change's rejection. */
  rejectionReasons: z.array(z.string()),
  changeStatus: z.enum(HOTEL_CHANGE_STATES),
  updatedAt: num,
})
export type HotelSummary = z.infer<typeof hotelSummary>

export const productValue = z.object({
  name: text(120),
  breakfasts: num,
  discount: maybeNum,
  cancellationRule: z.enum([...CANCELLATION_RULES, '']),
  onSale: z.boolean(),
})

export const productEntry = z.object({
  productId: luId,
  roomTypeId: luId,
  version: num,
  value: productValue,
  /** The product's price a night at the room type's default price (whole yuan). */
  priceFrom: num,
})
export type ProductEntry = z.infer<typeof productEntry>

/**
 * An approved hotel's sale (decision 0084): whether it and each room type are on sale, and the
 * open orders (booked, not finished) each has, which stay to be honoured whatever is switched.
 */
export const hotelSaleAnswer = z.object({
  hotelId: luId,
  state: z.enum(HOTEL_STATES),
  onSale: z.boolean(),
  openOrders: num,
  roomTypes: z.array(z.object({ roomTypeId: luId, name: z.string(), onSale: z.boolean(), openOrders: num })),
})
export type HotelSaleAnswer = z.infer<typeof hotelSaleAnswer>
