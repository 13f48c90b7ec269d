import type { MessageKey } from '../messages'
import { fieldError, inRange, minutesOf, oneDecimal, type ListingFieldError } from '../listing/field-error'
import { charCount, checkText } from '../listing/text-rules'
import { validateEmail } from '../validators/email'
import { validateIdCard } from '../validators/id-card'
import { isFacilityCode } from '../listing/facilities'
import { CANCELLATION_RULES, type CancellationRule } from '../listing/enums'

/**
 * The rules of a hotel (business rules 5 "Hotel" and "Hotel qualification"; decision 0048). Each
 * check returns every failing field (one message a field, in screen order); [] means the part may
 * be saved. The portal shows each next to its field and the server refuses the same value with
 * the same key. Dates are 'YYYY-MM-DD' or 'YYYY-MM'; `today` is the merchant's day (domain code
 * never reads the clock).
 */

export const HOTEL_LIMITS = {
  name: { min: 3, max: 50 },
  totalRooms: { min: 0, max: 9999 },
  description: { min: 50, max: 500 },
  highlights: { min: 50, max: 500 },
  areaCode: { min: 1, max: 4 },
  phone: { min: 5, max: 20 },
  extension: { min: 1, max: 20 },
  contactName: { min: 1, max: 20 },
  roomName: { min: 1, max: 30 },
  roomSize: { min: 1, max: 10000 },
  floor: { min: 1, max: 10 },
  occupancy: { min: 1, max: 99 },
  roomPrice: { min: 1, max: 1000 },
  /** Rooms of one type: the calendar's stock before the merchant sets a night's (decision 0048). */
  roomCount: { min: 1, max: 9999 },
  roomPhotos: { min: 1 },
  serviceMinutes: 8 * 60,
  discount: { min: 1, max: 9.9 },
  // qualification
  businessName: { min: 1, max: 50 },
  creditCode: { min: 10, max: 30 },
  legalPerson: { min: 1, max: 70 },
  premises: { min: 1, max: 50 },
  scope: { min: 1, max: 50 },
  idNumber: { min: 10, max: 30 },
  cardNumber: { min: 1, max: 30 },
  accountName: { min: 1, max: 50 },
  branch: { min: 1, max: 40 },
  // the hotel licence's own fields (decision 0086): in the spirit of the business licence's
  hotelLicenceNumber: { min: 1, max: 30 },
  hotelLicenceHolder: { min: 1, max: 50 },
  hotelLicenceAddress: { min: 1, max: 50 },
  hotelLicenceAuthority: { min: 1, max: 50 },
} as const

/** Kinds of hotel a merchant may publish (business rules 3 "type"; decision 0048). */
export const HOTEL_TYPES = ['economy', 'comfort', 'upscale', 'luxury', 'boutique', 'apartmentHotel', 'resort', 'inn', 'hostel'] as const
export type HotelType = (typeof HOTEL_TYPES)[number]

export type HotelContact = { name: string; mobile: string; email: string }

/** The hotel-info step (business rules 3 "Hotel"). */
export type HotelInfoValue = {
  name: string
  hotelType: HotelType | ''
  /** 'YYYY-MM'. */
  openedOn: string
  /** 'YYYY-MM'; '' when never renovated. */
  renovatedOn: string
  totalRooms: number | null
  description: string
  highlights: string
  frontDeskPhone: string
  fixedPhone: { areaCode: string; number: string; extension: string }
  mainContact: HotelContact
  roomStatusContact: HotelContact
  settlementContact: HotelContact
  /** Reception hours 'HH:mm'. */
  serviceStart: string
  serviceEnd: string
}

const DIGITS = /^\d+$/
const MOBILE_11 = /^1[3-9]\d{9}$/
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A text of min-max characters (trimmed, a Chinese character counts one). */
export function lengthIn(field: string, text: string, limits: { min: number; max: number }): ListingFieldError[] {
  const length = charCount(text.trim())
  if (length === 0) return limits.min > 0 ? [fieldError(field, 'required')] : []
  if (length < limits.min || length > limits.max) return [fieldError(field, 'lengthBetween', { min: limits.min, max: limits.max })]
  return []
}

function digitsIn(field: string, text: string, limits: { min: number; max: number }, required: boolean): ListingFieldError[] {
  const value = text.trim()
  if (!value) return required ? [fieldError(field, 'required')] : []
  if (!DIGITS.test(value)) return [fieldError(field, 'PleaseNum')]
  return value.length < limits.min || value.length > limits.max ? [fieldError(field, 'lengthBetween', { min: limits.min, max: limits.max })] : []
}

function numberIn(field: string, value: number | null, limits: { min: number; max: number }, whole = true): ListingFieldError[] {
  if (value === null || Number.isNaN(value)) return [fieldError(field, 'required')]
  if ((whole && !Number.isInteger(value)) || !inRange(value, limits)) return [fieldError(field, 'numberBetween', { min: limits.min, max: limits.max })]
  return []
}

function contactErrors(prefix: string, contact: HotelContact, emailRequired: boolean): ListingFieldError[] {
  const errors = lengthIn(`${prefix}.name`, contact.name, HOTEL_LIMITS.contactName)
  const mobile = contact.mobile.trim()
  if (!mobile) errors.push(fieldError(`${prefix}.mobile`, 'required'))
  else if (!MOBILE_11.test(mobile)) errors.push(fieldError(`${prefix}.mobile`, 'payoutPhone11'))
  const email = contact.email.trim()
  if (!email) {
    if (emailRequired) errors.push(fieldError(`${prefix}.email`, 'required'))
  } else {
    const key = validateEmail(email)
    if (key) errors.push(fieldError(`${prefix}.email`, key))
  }
  return errors
}

/** A long text: min-max characters, then the text rules without the B&B banned words (a hotel's text names it a hotel). */
function longText(field: string, text: string, limits: { min: number; max: number }): ListingFieldError[] {
  const length = lengthIn(field, text, limits)
  if (length.length > 0) return length
  const finding = checkText(text.trim())
  return finding ? [fieldError(field, finding.key, finding.params)] : []
}

export function checkHotelInfo(value: HotelInfoValue, today: string): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  errors.push(...lengthIn('name', value.name, HOTEL_LIMITS.name))
  if (!value.hotelType) errors.push(fieldError('hotelType', 'required'))
  const month = today.slice(0, 7)
  if (!value.openedOn) errors.push(fieldError('openedOn', 'required'))
  else if (!YEAR_MONTH.test(value.openedOn)) errors.push(fieldError('openedOn', 'invalidValue'))
  else if (value.openedOn > month) errors.push(fieldError('openedOn', 'startDateAfterToday'))
  if (value.renovatedOn) {
    if (!YEAR_MONTH.test(value.renovatedOn)) errors.push(fieldError('renovatedOn', 'invalidValue'))
    else if (value.renovatedOn > month) errors.push(fieldError('renovatedOn', 'startDateAfterToday'))
    else if (YEAR_MONTH.test(value.openedOn) && value.renovatedOn < value.openedOn) errors.push(fieldError('renovatedOn', 'renovatedBeforeOpening'))
  }
  errors.push(...numberIn('totalRooms', value.totalRooms, HOTEL_LIMITS.totalRooms))
  errors.push(...longText('description', value.description, HOTEL_LIMITS.description))
  errors.push(...longText('highlights', value.highlights, HOTEL_LIMITS.highlights))
  errors.push(...digitsIn('frontDeskPhone', value.frontDeskPhone, HOTEL_LIMITS.phone, true))
  // the fixed phone is optional as a whole; a number needs its area code
  const fixed = value.fixedPhone
  const anyFixed = fixed.areaCode.trim() || fixed.number.trim() || fixed.extension.trim()
  if (anyFixed) {
    errors.push(...digitsIn('fixedPhone.areaCode', fixed.areaCode, HOTEL_LIMITS.areaCode, true))
    errors.push(...digitsIn('fixedPhone.number', fixed.number, HOTEL_LIMITS.phone, true))
    errors.push(...digitsIn('fixedPhone.extension', fixed.extension, HOTEL_LIMITS.extension, false))
  }
  errors.push(...contactErrors('mainContact', value.mainContact, true))
  errors.push(...contactErrors('roomStatusContact', value.roomStatusContact, false))
  errors.push(...contactErrors('settlementContact', value.settlementContact, false))
  errors.push(...checkServiceTime(value.serviceStart, value.serviceEnd))
  return errors
}

/** Reception hours (business rules 9): at least 8 hours a day, the start not after the end. */
export function checkServiceTime(start: string, end: string): ListingFieldError[] {
  if (!start) return [fieldError('serviceStart', 'required')]
  if (!end) return [fieldError('serviceEnd', 'required')]
  if (!TIME.test(start)) return [fieldError('serviceStart', 'invalidValue')]
  if (!TIME.test(end)) return [fieldError('serviceEnd', 'invalidValue')]
  if (minutesOf(start) > minutesOf(end)) return [fieldError('serviceEnd', 'serviceTimeOrder')]
  if (minutesOf(end) - minutesOf(start) < HOTEL_LIMITS.serviceMinutes) return [fieldError('serviceEnd', 'serviceTimeTooShort', { hours: HOTEL_LIMITS.serviceMinutes / 60 })]
  return []
}

export const BED_KINDS = ['king', 'double', 'twin', 'single', 'bunk', 'tatami'] as const
export const YES_NO_SOME = ['yes', 'no', 'some'] as const
export const SMOKING = ['allowed', 'nonSmoking', 'someRooms'] as const

/** A room type (business rules 3 "Room type"). */
export type RoomTypeValue = {
  name: string
  /** Square metres. */
  size: number | null
  /** As the hotel says it: "3", "3-5", "2,4". */
  floor: string
  occupancy: number | null
  /** Whole yuan a night before any product's discount (the calendar's default price). */
  price: number | null
  /** How many rooms of this type the hotel has (the calendar's default stock). */
  rooms: number | null
  beds: Array<{ kind: (typeof BED_KINDS)[number]; count: number }>
  extraBed: boolean
  wifi: (typeof YES_NO_SOME)[number] | ''
  smoking: (typeof SMOKING)[number] | ''
  windows: (typeof YES_NO_SOME)[number] | ''
  /** Sold for arrivals after midnight (an early-morning room). */
  earlyMorning: boolean
  checkIn: string
  checkOut: string
  policies: string
  facilities: string[]
  photoIds: string[]
}

export function checkRoomType(value: RoomTypeValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  errors.push(...lengthIn('name', value.name, HOTEL_LIMITS.roomName))
  errors.push(...numberIn('size', value.size, HOTEL_LIMITS.roomSize, false))
  errors.push(...lengthIn('floor', value.floor, HOTEL_LIMITS.floor))
  errors.push(...numberIn('occupancy', value.occupancy, HOTEL_LIMITS.occupancy))
  errors.push(...numberIn('price', value.price, HOTEL_LIMITS.roomPrice))
  errors.push(...numberIn('rooms', value.rooms, HOTEL_LIMITS.roomCount))
  if (value.beds.length === 0) errors.push(fieldError('beds', 'required'))
  value.beds.forEach((bed, i) => {
    if (!Number.isInteger(bed.count) || bed.count < 1 || bed.count > 10) errors.push(fieldError(`beds.${i}.count`, 'numberBetween', { min: 1, max: 10 }))
  })
  if (!value.wifi) errors.push(fieldError('wifi', 'required'))
  if (!value.smoking) errors.push(fieldError('smoking', 'required'))
  if (!value.windows) errors.push(fieldError('windows', 'required'))
  if (!TIME.test(value.checkIn)) errors.push(fieldError('checkIn', value.checkIn ? 'invalidValue' : 'required'))
  if (!TIME.test(value.checkOut)) errors.push(fieldError('checkOut', value.checkOut ? 'invalidValue' : 'required'))
  if (value.policies.trim()) {
    const finding = charCount(value.policies.trim()) > 500 ? { key: 'tooLong' as MessageKey, params: { max: 500 } } : checkText(value.policies.trim(), { allowPrices: true })
    if (finding) errors.push(fieldError('policies', finding.key, finding.params))
  }
  errors.push(...facilityErrors(value.facilities, false))
  if (value.photoIds.length < HOTEL_LIMITS.roomPhotos.min) errors.push(fieldError('photoIds', 'photosTooFew', { min: HOTEL_LIMITS.roomPhotos.min }))
  return errors
}

/**
 * A hotel's services beyond the listing facility catalogue (src/domain/listing/facilities.ts),
 * which hotels and room types share (decision 0048).
 */
export const HOTEL_SERVICE_CODES = [
  'frontDesk24h', 'restaurant', 'breakfast', 'roomService', 'meetingRoom', 'airportShuttle', 'laundryService',
  'wakeUpCall', 'concierge', 'businessCentre',
] as const

export function isHotelFacilityCode(code: string): boolean {
  return isFacilityCode(code) || (HOTEL_SERVICE_CODES as readonly string[]).includes(code)
}

function facilityErrors(codes: readonly string[], required: boolean): ListingFieldError[] {
  if (required && codes.length === 0) return [fieldError('facilities', 'required')]
  const unknown = codes.findIndex((code) => !isHotelFacilityCode(code))
  if (unknown >= 0) return [fieldError(`facilities.${unknown}`, 'invalidValue')]
  return new Set(codes).size === codes.length ? [] : [fieldError('facilities', 'invalidValue')]
}

/** The hotel-facility step: at least one facility or service of the catalogue, each once. */
export type HotelFacilityValue = { facilities: string[] }

export function checkHotelFacility(value: HotelFacilityValue): ListingFieldError[] {
  return facilityErrors(value.facilities, true)
}

/** The hotel-photos step (the hotel itself: front, lobby, public areas): 3-30 photos, one of them the cover. */
export const HOTEL_PHOTO_LIMITS = { min: 3, max: 30 } as const
export type HotelPhotosValue = { photoIds: string[]; coverImgId: string | null }

export function checkHotelPhotos(value: HotelPhotosValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  const count = value.photoIds.length
  if (count < HOTEL_PHOTO_LIMITS.min) errors.push(fieldError('photoIds', 'photosTooFew', { min: HOTEL_PHOTO_LIMITS.min }))
  if (count > HOTEL_PHOTO_LIMITS.max) errors.push(fieldError('photoIds', 'photosTooMany', { max: HOTEL_PHOTO_LIMITS.max }))
  if (new Set(value.photoIds).size !== count) errors.push(fieldError('photoIds', 'invalidValue'))
  if (!value.coverImgId || !value.photoIds.includes(value.coverImgId)) errors.push(fieldError('coverImgId', 'coverRequired'))
  return errors
}

/** The hotel-order step: the hotel's booking rules. */
export type HotelBookingValue = {
  cancellationRule: CancellationRule | ''
  /** Earliest check-in and latest check-out, 'HH:mm'. */
  checkInFrom: string
  checkOutBy: string
  childrenWelcome: boolean
  petsAllowed: boolean
  /** Anything else guests must know (up to 500 characters, the text rules). */
  notes: string
}

export function checkHotelBooking(value: HotelBookingValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  if (!value.cancellationRule) errors.push(fieldError('cancellationRule', 'required'))
  else if (!(CANCELLATION_RULES as readonly string[]).includes(value.cancellationRule)) errors.push(fieldError('cancellationRule', 'invalidValue'))
  if (!TIME.test(value.checkInFrom)) errors.push(fieldError('checkInFrom', value.checkInFrom ? 'invalidValue' : 'required'))
  if (!TIME.test(value.checkOutBy)) errors.push(fieldError('checkOutBy', value.checkOutBy ? 'invalidValue' : 'required'))
  const notes = value.notes.trim()
  if (notes) {
    const finding = charCount(notes) > 500 ? { key: 'tooLong' as MessageKey, params: { max: 500 } } : checkText(notes, { allowPrices: true })
    if (finding) errors.push(fieldError('notes', finding.key, finding.params))
  }
  return errors
}

/** A product's hotel discount (business rules 5): 1 to 9.9 (9.5 = 95 % of the price), one decimal. */
export function checkHotelDiscount(field: string, discount: number | null): ListingFieldError[] {
  if (discount === null || Number.isNaN(discount)) return [fieldError(field, 'required')]
  if (!inRange(discount, HOTEL_LIMITS.discount) || !oneDecimal(discount)) return [fieldError(field, 'discountRange', { min: HOTEL_LIMITS.discount.min, max: HOTEL_LIMITS.discount.max })]
  return []
}

/** Who the qualification is for (business rules 3): a company's business licence, or a person. */
export const QUALIFICATION_KINDS = ['public', 'personal'] as const
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number]

/** The hotel qualification's licence part (business rules 3 "Hotel qualification"). */
export type HotelQualificationValue = {
  kind: QualificationKind | ''
  /** The operator (public: the company's legal person; personal: the person running the hotel). */
  operatorName: string
  operatorId: string
  /** The lessee or owner of the premises, when not the operator. */
  ownerName: string
  ownerId: string
  businessName: string
  creditCode: string
  legalPerson: string
  premises: string
  scope: string
  licenceType: string
  /** 'YYYY-MM-DD' or '' (long-term). */
  validUntil: string
  /**
   * The hotel licence's own fields (旅馆业特种行业许可证; decision 0086): its number, holder,
   * the premises' registered address, the issuing authority, issued on ('YYYY-MM-DD'), valid
   * until ('YYYY-MM-DD', '' when long-term). Absent in qualifications saved before them (read
   * as empty: no hotel licence given).
   */
  hotelLicenceNumber?: string
  hotelLicenceHolder?: string
  hotelLicenceAddress?: string
  hotelLicenceAuthority?: string
  hotelLicenceFrom?: string
  hotelLicenceUntil?: string
  hotelLicenceLongTerm?: boolean
  /** Uploaded images by document: businessLicence, hotelLicence, specialIndustry, fire, hygiene, catering, authorization, lease, property, idFront, idBack. */
  images: Partial<Record<QualificationDocument, string[]>>
}

export const QUALIFICATION_DOCUMENTS = [
  'businessLicence', 'hotelLicence', 'specialIndustry', 'fire', 'hygiene', 'catering', 'authorization', 'lease', 'property', 'idFront', 'idBack',
] as const
export type QualificationDocument = (typeof QUALIFICATION_DOCUMENTS)[number]

/**
 * The documents a qualification needs (decision 0048): a public (company) one its business
 * licence and the operator's ID card; a personal one the person's ID card and the lease or
 * property certificate; a hotel in Beijing also the special industry licence. Fire, hygiene and
 * catering licences and the authorization statement are taken when given.
 */
export function requiredDocuments(kind: QualificationKind, beijing: boolean): QualificationDocument[] {
  const base: QualificationDocument[] = kind === 'public' ? ['businessLicence', 'idFront', 'idBack'] : ['idFront', 'idBack', 'lease']
  return beijing ? [...base, 'specialIndustry'] : base
}

export function checkHotelQualification(value: HotelQualificationValue, today: string, beijing: boolean): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  if (!value.kind) return [fieldError('kind', 'required')]
  errors.push(...lengthIn('operatorName', value.operatorName, HOTEL_LIMITS.legalPerson))
  errors.push(...idErrors('operatorId', value.operatorId, today))
  if (value.ownerName.trim() || value.ownerId.trim()) {
    errors.push(...lengthIn('ownerName', value.ownerName, HOTEL_LIMITS.legalPerson))
    errors.push(...idErrors('ownerId', value.ownerId, today))
  }
  if (value.kind === 'public') {
    errors.push(...lengthIn('businessName', value.businessName, HOTEL_LIMITS.businessName))
    errors.push(...codeIn('creditCode', value.creditCode, HOTEL_LIMITS.creditCode))
    errors.push(...lengthIn('legalPerson', value.legalPerson, HOTEL_LIMITS.legalPerson))
    errors.push(...lengthIn('premises', value.premises, HOTEL_LIMITS.premises))
    errors.push(...lengthIn('scope', value.scope, HOTEL_LIMITS.scope))
    if (value.validUntil && !/^\d{4}-\d{2}-\d{2}$/.test(value.validUntil)) errors.push(fieldError('validUntil', 'invalidValue'))
    else if (value.validUntil && value.validUntil < today) errors.push(fieldError('validUntil', 'licenceExpired'))
  }
  errors.push(...checkHotelLicence(value, today))
  for (const document of requiredDocuments(value.kind, beijing)) {
    if (!value.images[document]?.length) errors.push(fieldError(`images.${document}`, 'required'))
  }
  return errors
}

/** The hotel licence's text fields, in screen order. */
export const HOTEL_LICENCE_TEXT_FIELDS = ['hotelLicenceNumber', 'hotelLicenceHolder', 'hotelLicenceAddress', 'hotelLicenceAuthority'] as const

/** Whether the qualification gives a hotel licence: its scan, or any of its fields. */
export function hasHotelLicence(value: HotelQualificationValue): boolean {
  return Boolean(value.images.hotelLicence?.length)
    || HOTEL_LICENCE_TEXT_FIELDS.some((field) => (value[field] ?? '').trim() !== '')
    || Boolean(value.hotelLicenceFrom?.trim()) || Boolean(value.hotelLicenceUntil?.trim()) || value.hotelLicenceLongTerm === true
}

/**
 * The hotel licence (decision 0086): not required of every hotel (business rules 3 list it
 * without requiring it; Beijing's special industry licence is required by requiredDocuments),
 * but once given, by its scan or any field, it is given whole: every field and the scan. Issued
 * not after today; valid until not before issued, and not before today (licenceExpired, as the
 * business licence), unless long-term.
 */
export function checkHotelLicence(value: HotelQualificationValue, today: string): ListingFieldError[] {
  if (!hasHotelLicence(value)) return []
  const errors: ListingFieldError[] = []
  for (const field of HOTEL_LICENCE_TEXT_FIELDS) errors.push(...lengthIn(field, value[field] ?? '', HOTEL_LIMITS[field]))
  const from = value.hotelLicenceFrom?.trim() ?? ''
  const until = value.hotelLicenceUntil?.trim() ?? ''
  const fromValid = DAY.test(from)
  if (!from) errors.push(fieldError('hotelLicenceFrom', 'required'))
  else if (!fromValid) errors.push(fieldError('hotelLicenceFrom', 'invalidValue'))
  else if (from > today) errors.push(fieldError('hotelLicenceFrom', 'startDateAfterToday'))
  if (value.hotelLicenceLongTerm === true) {
    if (until) errors.push(fieldError('hotelLicenceUntil', 'invalidValue'))
  } else if (!until) errors.push(fieldError('hotelLicenceUntil', 'required'))
  else if (!DAY.test(until)) errors.push(fieldError('hotelLicenceUntil', 'invalidValue'))
  else if (fromValid && until < from) errors.push(fieldError('hotelLicenceUntil', 'licenceUntilBeforeFrom'))
  else if (until < today) errors.push(fieldError('hotelLicenceUntil', 'licenceExpired'))
  if (!value.images.hotelLicence?.length) errors.push(fieldError('images.hotelLicence', 'required'))
  return errors
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** An ID number: 10-30 characters; an 18-character one must be a valid mainland ID card. */
function idErrors(field: string, id: string, today: string): ListingFieldError[] {
  const value = id.trim().toUpperCase()
  const length = codeIn(field, value, HOTEL_LIMITS.idNumber)
  if (length.length > 0) return length
  if (/^\d{17}[\dX]$/.test(value)) {
    const key = validateIdCard(value, today)
    if (key) return [fieldError(field, key)]
  }
  return []
}

function codeIn(field: string, code: string, limits: { min: number; max: number }): ListingFieldError[] {
  const value = code.trim()
  if (!value) return [fieldError(field, 'required')]
  if (!/^[0-9A-Za-z-]+$/.test(value)) return [fieldError(field, 'invalidValue')]
  return value.length < limits.min || value.length > limits.max ? [fieldError(field, 'lengthBetween', { min: limits.min, max: limits.max })] : []
}

/** Hotel settlement info (business rules 3): where the hotel's money goes. */
export type HotelSettlementValue = {
  cardType: 'public' | 'private' | ''
  bankName: string
  branch: string
  accountName: string
  cardNumber: string
}

export function checkHotelSettlement(value: HotelSettlementValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  if (!value.cardType) errors.push(fieldError('cardType', 'required'))
  if (!value.bankName.trim()) errors.push(fieldError('bankName', 'required'))
  errors.push(...lengthIn('branch', value.branch, HOTEL_LIMITS.branch))
  errors.push(...lengthIn('accountName', value.accountName, HOTEL_LIMITS.accountName))
  errors.push(...digitsIn('cardNumber', value.cardNumber.replace(/\s+/g, ''), HOTEL_LIMITS.cardNumber, true))
  return errors
}

/** Settlement information recorded before 1 July 2022 is void (business rules 9): the merchant enters it again. */
export const SETTLEMENT_VOID_BEFORE = '2022-07-01'

export function isSettlementVoid(recordedOn: string): boolean {
  return recordedOn < SETTLEMENT_VOID_BEFORE
}
