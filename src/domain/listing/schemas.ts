import { z } from 'zod/mini'
import { pageFields } from '../paging'
import {
  ADDRESS_REVIEWS, AUDIT_STATUSES, BATHROOM_TYPES, BED_TYPES, BUILDING_TYPES, CANCELLATION_RULES,
  CHANGE_STATUSES, COORD_SYSTEMS, CURRENCIES, DELETE_REASONS, LABEL_STATUSES, LISTING_GROUPS, LISTING_KINDS,
  LISTING_REGIONS, LISTING_STEPS, OPERATING_ROLES, OPERATION_ACTIONS, PHOTO_TYPES, RENTAL_TYPES, normalizeRentalType,
  REVIEW_KINDS, ROOM_STATUSES, SUB_STATES,
} from './enums'
import {
  CHECK_IN_METHODS, CROWDS, FOREIGNER_POLICIES, PERMISSIONS, RECEPTION_GENDERS, TOILETRY_POLICIES,
} from './house-rules'
import { isRejectionReason, type RejectionReason } from './rejection-reasons'
import { listingCounts } from './counts'

/**
 * Wire shapes of the listing calls (LISTING-CONTRACT.md). They check shapes and types only; the
 * rules with their field messages are the check* functions of src/domain/listing, applied by
 * the server handler and by the step forms. Step saves and writes are JSON (numbers are
 * numbers); GET calls are query strings (numbers coerced).
 */

const str = z.string()
const num = z.number()
const bool = z.boolean()
const qnum = z.coerce.number()
/** A time of day 'HH:mm' (24 h). */
export const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/))
/** Milliseconds since the epoch. */
const epochMs = z.number()

export const luId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i))
export const listingStep = z.enum(LISTING_STEPS)
/** A lease type; the codes of before decision 0047 are read as today's. */
export const rentalType = z.pipe(z.pipe(z.string(), z.transform(normalizeRentalType)), z.enum(RENTAL_TYPES))
export const buildingType = z.enum(BUILDING_TYPES)
export const currency = z.enum(CURRENCIES)
export const photoType = z.enum(PHOTO_TYPES)
export const auditStatus = z.enum(AUDIT_STATUSES)
export const roomStatus = z.enum(ROOM_STATUSES)
export const listingGroup = z.enum(LISTING_GROUPS)
export const subState = z.enum(SUB_STATES)
export const rejectionReason = z.custom<RejectionReason>((v) => typeof v === 'string' && isRejectionReason(v))

// ---- step values: what each step saves (and what a 409 answers as the current value) ----

export const pin = z.object({ lat: num, lng: num, system: z.enum(COORD_SYSTEMS) })
export type Pin = z.infer<typeof pin>

const addressShape = {
  /** 'CHN' for the mainland, Hong Kong 'HKG', Macau 'MAC', Taiwan 'TWN', else ISO 3166 alpha-3. */
  country: str,
  provinceId: str,
  cityId: str,
  /** '' where the city has no districts (many overseas cities). */
  districtId: str,
  address: str,
  /** Unit door number: shown to guests only after booking. */
  doorNumber: str,
  pin,
  /** The postcode of an address abroad (issue 13); none inside the division data. */
  postcode: z.optional(str),
}
export const addressValue = z.object(addressShape)
export type AddressValue = z.infer<typeof addressValue>

export const bed = z.object({
  type: z.enum(BED_TYPES),
  /** Metres, one decimal. */
  length: num,
  /** Metres, one decimal. */
  width: num,
  count: num,
})
export type Bed = z.infer<typeof bed>

const infoShape = {
  rentalType,
  buildingType,
  rooms: num,
  halls: num,
  kitchens: num,
  bathrooms: num,
  balconies: num,
  /** Rental area in square metres. */
  area: num,
  livesWithLandlord: bool,
  bathroomType: z.enum(BATHROOM_TYPES),
  beds: z.array(bed),
  /** Suitable number of people. */
  people: num,
  /** Number of similar units (takes effect at once on an online listing). */
  similarUnits: num,
}
export const infoValue = z.object(infoShape)
export type InfoValue = z.infer<typeof infoValue>

const facilityShape = {
  /** Codes of the facility catalogue (facilities.ts). */
  facilities: z.array(str),
}
export const facilityValue = z.object(facilityShape)
export type FacilityValue = z.infer<typeof facilityValue>

const describeShape = {
  title: str,
  description: str,
  highlights: z.optional(str),
  neighbourhood: z.optional(str),
}
export const describeValue = z.object(describeShape)
export type DescribeValue = z.infer<typeof describeValue>

const priceShape = {
  currency,
  /** Sunday-Thursday nights. */
  priceWeekday: num,
  /** Friday-Saturday nights. */
  priceWeekend: num,
  priceHoliday: num,
  extraGuestFee: z.optional(num),
  maxExtraGuests: z.optional(num),
  deposit: z.optional(num),
  cleaningFee: z.optional(num),
  /** Description of other charges. */
  otherCharges: z.optional(str),
}
export const priceValue = z.object(priceShape)
export type PriceValue = z.infer<typeof priceValue>

export const houseRules = z.object({
  parties: z.enum(PERMISSIONS),
  /** Commercial filming. */
  filming: z.enum(PERMISSIONS),
  quietHours: z.optional(z.object({ from: timeOfDay, to: timeOfDay })),
  pets: z.enum(PERMISSIONS),
  children: z.enum(PERMISSIONS),
  smoking: z.enum(PERMISSIONS),
  cooking: z.enum(PERMISSIONS),
  foreigners: z.enum(FOREIGNER_POLICIES),
  receptionGender: z.enum(RECEPTION_GENDERS),
  crowd: z.array(z.enum(CROWDS)),
  toiletries: z.enum(TOILETRY_POLICIES),
  checkInMethod: z.enum(CHECK_IN_METHODS),
})
export type HouseRules = z.infer<typeof houseRules>

const orderShape = {
  /** Nights. */
  minStay: num,
  maxStay: num,
  /** Latest time a same-day booking is accepted; no later than latestCheckIn. */
  latestBookingTime: timeOfDay,
  earliestCheckIn: timeOfDay,
  latestCheckIn: timeOfDay,
  latestCheckOut: timeOfDay,
  cancellationRule: z.enum(CANCELLATION_RULES),
  houseRules,
}
export const orderValue = z.object(orderShape)
export type OrderValue = z.infer<typeof orderValue>

/**
 * Discounts are in the Chinese "zhe" notation: 9.5 = pay 95 %. A bigger discount is a SMALLER
 * number. Listing discounts 1.0-9.5; early bird up to 9.9.
 */
const discountShape = {
  /** From `nights` nights on. May be empty (no stay discount). */
  stayTiers: z.array(z.object({ nights: num, discount: num })),
  /** From `people` guests on. */
  peopleTiers: z.optional(z.array(z.object({ people: num, discount: num }))),
  /** Booked at least `days` days ahead. */
  earlyBird: z.optional(z.object({ days: num, discount: num })),
  /** Same-night bookings from `from` on; both fields are needed (the rule says which is missing). */
  tonightSpecial: z.optional(z.object({ from: z.optional(timeOfDay), discount: z.optional(num) })),
}
export const discountValue = z.object(discountShape)
export type DiscountValue = z.infer<typeof discountValue>

export const photo = z.object({
  imgId: str,
  url: str,
  width: num,
  height: num,
  caption: str,
  photoType,
})
export type Photo = z.infer<typeof photo>

export const photosValue = z.object({
  /** In display order. */
  photos: z.array(photo),
  coverImgId: z.nullable(str),
})
export type PhotosValue = z.infer<typeof photosValue>

/** The value of each step, by step name. */
export const stepValues = {
  address: addressValue,
  houseInfo: infoValue,
  facility: facilityValue,
  houseDescribe: describeValue,
  housePrice: priceValue,
  houseOrder: orderValue,
  houseDiscount: discountValue,
  housePhotos: photosValue,
} as const
export type StepValues = { [S in keyof typeof stepValues]: z.infer<(typeof stepValues)[S]> }

// ---- listing state ----

const stepFlags = {
  address: bool, houseInfo: bool, facility: bool, houseDescribe: bool,
  housePrice: bool, houseOrder: bool, houseDiscount: bool, housePhotos: bool,
}
/** Completion of each step, and whether anything changed since the last publish/submission. */
export const checklist = z.object({ ...stepFlags, isChange: bool })
export type Checklist = z.infer<typeof checklist>

/** The version of each step (0 at creation); a save carries the version the host saw. */
export const stepVersions = z.object({
  address: num, houseInfo: num, facility: num, houseDescribe: num,
  housePrice: num, houseOrder: num, houseDiscount: num, housePhotos: num,
})
export type StepVersions = z.infer<typeof stepVersions>

/** The combined label: a main status with at most one sub-state, e.g. online + changeAuditing. */
export const listingLabel = z.object({ status: z.enum(LABEL_STATUSES), subState: z.nullable(subState) })
export type ListingLabel = z.infer<typeof listingLabel>

export const rejection = z.object({ reasonCode: rejectionReason, note: str })
export type Rejection = z.infer<typeof rejection>

/** Step values submitted on an online listing and waiting for review (those not applied at once). */
export const pendingChange = z.object({
  address: z.optional(addressValue),
  houseInfo: z.optional(infoValue),
  facility: z.optional(facilityValue),
  houseDescribe: z.optional(describeValue),
  housePrice: z.optional(priceValue),
  houseOrder: z.optional(orderValue),
  houseDiscount: z.optional(discountValue),
  housePhotos: z.optional(photosValue),
})
export type PendingChange = z.infer<typeof pendingChange>

const stateShape = {
  auditStatus,
  roomStatus,
  group: listingGroup,
  subStates: z.array(subState),
  label: listingLabel,
}

export const listingDetail = z.object({
  luId,
  region: z.enum(LISTING_REGIONS),
  ...stateShape,
  /** Chosen at creation (select-house-type); the info step may change them. */
  rentalType,
  buildingType: z.nullable(buildingType),
  versions: stepVersions,
  checklist,
  /** The live value of each step; null until the step is first saved. */
  address: z.nullable(addressValue),
  houseInfo: z.nullable(infoValue),
  facility: z.nullable(facilityValue),
  houseDescribe: z.nullable(describeValue),
  housePrice: z.nullable(priceValue),
  houseOrder: z.nullable(orderValue),
  houseDiscount: z.nullable(discountValue),
  housePhotos: z.nullable(photosValue),
  /** Reasons of the last review that did not pass (listing or modification). */
  rejections: z.array(rejection),
  addressReview: z.enum(ADDRESS_REVIEWS),
  addressRejections: z.array(rejection),
  pendingChange: z.nullable(pendingChange),
  changeStatus: z.nullable(z.enum(CHANGE_STATUSES)),
  currency,
  createdAt: epochMs,
  updatedAt: epochMs,
})
export type ListingDetail = z.infer<typeof listingDetail>

export const listingSummary = z.object({
  luId,
  region: z.enum(LISTING_REGIONS),
  ...stateShape,
  /** What guests see: the live title once approved, else the draft's. */
  title: str,
  /** An edited title waiting for review (or not yet submitted) that differs from the live one. */
  pendingTitle: z.optional(z.nullable(str)),
  coverUrl: z.nullable(str),
  rentalType,
  cityId: z.nullable(str),
  checklist,
  currency,
  priceWeekday: z.nullable(num),
  updatedAt: epochMs,
})
export type ListingSummary = z.infer<typeof listingSummary>

export { listingCounts, type ListingCounts } from './counts'

// ---- requests and answers ----

const target = { luId }
const save = { luId, version: num }

export const listingCreateRequest = z.object({
  luId,
  rentalType,
  buildingType: z.optional(buildingType),
  /** Which publish button: domestic (incl. HK/Macau/Taiwan) or overseas. Default domestic. */
  region: z.optional(z.enum(LISTING_REGIONS)),
})
export const listingGetRequest = z.object(target)

/** Every step save answers this (a stale version answers 409 with {version, value}). */
const saveAnswerShape = {
  version: num,
  checklist,
  /** True when the listing is online and this save waits for review instead of going live. */
  pendingReview: bool,
}
export const stepSaveAnswer = z.object(saveAnswerShape)
export type StepSaveAnswer = z.infer<typeof stepSaveAnswer>

export const saveAddressRequest = z.object({ ...save, ...addressShape })
export const saveAddressAnswer = z.object({
  ...saveAnswerShape,
  /** Metres from the pin to the reference point of the chosen area; null when none is known. */
  distanceM: z.nullable(num),
  /** Over 500 m: saved, but the host is warned. */
  warning: z.optional(z.literal('addressMapFar')),
})
export type SaveAddressAnswer = z.infer<typeof saveAddressAnswer>

export const saveInfoRequest = z.object({ ...save, ...infoShape })
export const saveFacilityRequest = z.object({ ...save, ...facilityShape })
export const saveDescribeRequest = z.object({ ...save, ...describeShape })
export const savePriceRequest = z.object({ ...save, ...priceShape })
export const saveOrderRequest = z.object({ ...save, ...orderShape })
export const saveDiscountRequest = z.object({ ...save, ...discountShape })

/** Multipart: the file is Filedata; text fields are strings. */
export const uploadPhotoRequest = z.object({
  luId,
  photoType,
  width: qnum,
  height: qnum,
})
export const uploadPhotoAnswer = z.object({ imgId: str, url: str, width: num, height: num, photoType })
export type UploadPhotoAnswer = z.infer<typeof uploadPhotoAnswer>

export const setPhotosRequest = z.object({
  ...save,
  photos: z.array(z.object({ imgId: str, caption: z.optional(str), photoType })),
  coverImgId: str,
})

export const publishAnswer = z.object(stateShape)
export type PublishAnswer = z.infer<typeof publishAnswer>

export const listingListRequest = z.object({
  group: z.optional(listingGroup),
  subState: z.optional(subState),
  keyword: z.optional(str),
  ...pageFields,
})
export const listingListAnswer = z.object({ list: z.array(listingSummary), total: num, counts: listingCounts })
export type ListingListAnswer = z.infer<typeof listingListAnswer>

export const deleteRequest = z.object({ luId, reason: z.enum(DELETE_REASONS), note: z.optional(str) })
export const setOnlineRequest = z.object({ luId, online: bool })
export const setOnlineAnswer = z.object(stateShape)

export const operationRecord = z.object({
  id: str,
  luId,
  time: epochMs,
  role: z.enum(OPERATING_ROLES),
  /** Who: the landlord's name or mobile, a staff name, 'system' or the partner's name. */
  operator: str,
  action: z.enum(OPERATION_ACTIONS),
  /** The step or field changed, e.g. 'housePrice' or 'housePrice.priceWeekday'. */
  field: z.optional(str),
  oldValue: z.optional(str),
  newValue: z.optional(str),
  /** The title of the listing, hotel or room type (none while it has no title). */
  title: z.optional(str),
  kind: z.optional(z.enum(LISTING_KINDS)),
})
export type OperationRecord = z.infer<typeof operationRecord>

export const operationRecordsRequest = z.object({
  luId: z.optional(luId),
  ...pageFields,
})
export const operationRecordsAnswer = z.object({ list: z.array(operationRecord), total: num })

export const changeRecord = z.object({
  id: str,
  luId,
  submittedAt: epochMs,
  /** Which review this was; optional because copies of the answer cached before it was added lack it. */
  kind: z.optional(z.enum(REVIEW_KINDS)),
  /** What was changed, field by field (values as display strings). */
  fields: z.array(z.object({ step: listingStep, field: str, oldValue: str, newValue: str })),
  status: z.enum(CHANGE_STATUSES),
  rejections: z.array(rejection),
  reviewedAt: z.nullable(epochMs),
})
export type ChangeRecord = z.infer<typeof changeRecord>

export const changeRecordsAnswer = z.object({ list: z.array(changeRecord) })

export const currencyListAnswer = z.object({
  list: z.array(z.object({ code: currency, symbol: str, nameZh: str, nameEn: str })),
})
export const exchangeRatesAnswer = z.object({
  base: currency,
  /** Units of each currency for one unit of base. */
  rates: z.object({ RMB: num, USD: num, JPY: num }),
  updatedAt: epochMs,
})
export type ExchangeRatesAnswer = z.infer<typeof exchangeRatesAnswer>
