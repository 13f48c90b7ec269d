/**
 * The closed value sets of a B&B listing (business-rules sections 3, 4, 6, 9). Codes are the
 * wire values; the portal shows each through Lingui.
 */

/** The eight steps of the publishing flow; each is also a checklist key and has its own version. */
export const LISTING_STEPS = [
  'address', 'houseInfo', 'facility', 'houseDescribe', 'housePrice', 'houseOrder', 'houseDiscount', 'housePhotos',
] as const
export type ListingStep = (typeof LISTING_STEPS)[number]

/** The order the flow shows the steps in (business-rules section 2). */
export const FLOW_ORDER: readonly ListingStep[] = [
  'address', 'houseInfo', 'houseDescribe', 'facility', 'housePhotos', 'housePrice', 'houseDiscount', 'houseOrder',
]

/** Route segment of each step under /house-publish. */
export const STEP_ROUTES = {
  address: 'house-address',
  houseInfo: 'house-info',
  facility: 'house-facility',
  houseDescribe: 'house-describe',
  housePrice: 'house-price',
  houseOrder: 'house-order',
  houseDiscount: 'house-discount',
  housePhotos: 'house-photos',
} as const satisfies Record<ListingStep, string>

/** Domestic (mainland, Hong Kong, Macau, Taiwan) or overseas listing: the two publish buttons. */
export const LISTING_REGIONS = ['domestic', 'overseas'] as const
export type ListingRegion = (typeof LISTING_REGIONS)[number]

/**
 * Lease types, with the codes of the spec's seed data (portal spec 3): whole, room (a private
 * room), bed, sofa, sharedroom and other (decision 0047).
 */
export const RENTAL_TYPES = ['whole', 'room', 'bed', 'sofa', 'sharedroom', 'other'] as const
export type RentalType = (typeof RENTAL_TYPES)[number]

/** The codes used before decision 0047, still read from drafts and queued writes made before it. */
export const LEGACY_RENTAL_TYPES: Readonly<Record<string, RentalType>> = { entire: 'whole', singleRoom: 'room', sharedRoom: 'sharedroom' }

/** A lease type code as sent or stored, in today's codes (an unknown code is left for the schema to refuse). */
export function normalizeRentalType(code: string): string {
  return LEGACY_RENTAL_TYPES[code] ?? code
}

export const BUILDING_TYPES = [
  'apartment', 'residence', 'villa', 'courtyard', 'townhouse', 'loft', 'farmhouse', 'cottage',
  'bungalow', 'treehouse', 'cave', 'boat', 'tent', 'container', 'other',
] as const
export type BuildingType = (typeof BUILDING_TYPES)[number]

export const BED_TYPES = [
  'double', 'single', 'king', 'queen', 'sofaBed', 'bunk', 'tatami', 'round', 'floorMattress',
] as const
export type BedType = (typeof BED_TYPES)[number]

export const BATHROOM_TYPES = ['private', 'public'] as const
export type BathroomType = (typeof BATHROOM_TYPES)[number]

export const PHOTO_TYPES = ['bedroom', 'bed', 'living', 'kitchen', 'bathroom', 'exterior', 'other'] as const
export type PhotoType = (typeof PHOTO_TYPES)[number]

/** Policy levels of business-rules section 9, strictest first. */
export const CANCELLATION_RULES = ['nonRefundable', 'veryStrict', 'strict', 'moderate', 'lenient'] as const
export type CancellationRule = (typeof CANCELLATION_RULES)[number]

export const CURRENCIES = ['RMB', 'USD', 'JPY'] as const
export type Currency = (typeof CURRENCIES)[number]

/** How a pin's coordinates were taken: GPS/overseas maps, Chinese maps (Amap, Tencent), Baidu. */
export const COORD_SYSTEMS = ['wgs84', 'gcj02', 'bd09'] as const
export type CoordSystem = (typeof COORD_SYSTEMS)[number]

/** Audit status (section 4): draft, under audit, adopted (online), not approved (with reasons). */
export const AUDIT_STATUSES = ['draft', 'auditing', 'online', 'rejected'] as const
export type AuditStatus = (typeof AUDIT_STATUSES)[number]

/** Room status: online or not (yet / any more) online. */
export const ROOM_STATUSES = ['online', 'offline'] as const
export type RoomStatus = (typeof ROOM_STATUSES)[number]

/** Top-level groups of the listing list: not finished publishing, not online, online. */
export const LISTING_GROUPS = ['unfinished', 'notOnline', 'online'] as const
export type ListingGroup = (typeof LISTING_GROUPS)[number]

/**
 * Sub-states (section 4), in the order the list filter shows them:
 * pending modification review, address under review, address pending review, address not
 * passed, modification pending submission, modification under review, modification not passed,
 * offline.
 */
export const SUB_STATES = [
  'changePendingReview', 'addressAuditing', 'addressPending', 'addressRejected',
  'changeUnsubmitted', 'changeAuditing', 'changeRejected', 'offline',
] as const
export type SubState = (typeof SUB_STATES)[number]

/** The main status a label starts with; a combined label adds one sub-state ("online · modification under review"). */
export const LABEL_STATUSES = ['unfinished', 'draft', 'auditing', 'rejected', 'online', 'offline'] as const
export type LabelStatus = (typeof LABEL_STATUSES)[number]

/** Review state of the address of a listing (the address is reviewed on its own). */
export const ADDRESS_REVIEWS = ['none', 'pending', 'auditing', 'rejected', 'passed'] as const
export type AddressReview = (typeof ADDRESS_REVIEWS)[number]

/** What a review (change record) was of: the whole listing (first publish or after a rejection), a modification of an online listing, or its address. */
export const REVIEW_KINDS = ['listing', 'modification', 'address'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]

/** Review state of a submitted modification (change records). */
export const CHANGE_STATUSES = ['unsubmitted', 'pending', 'auditing', 'passed', 'rejected'] as const
export type ChangeStatus = (typeof CHANGE_STATUSES)[number]

/** Operating roles in records (section 6): internal system, merchant web, merchant mobile, third party. */
export const OPERATING_ROLES = ['system', 'merchantWeb', 'merchantMobile', 'thirdParty'] as const
export type OperatingRole = (typeof OPERATING_ROLES)[number]

/** What a row of the listings table is (decision 0048): a B&B, a hotel, or a hotel's room type. */
export const LISTING_KINDS = ['bnb', 'hotel', 'roomType'] as const
export type ListingKind = (typeof LISTING_KINDS)[number]

export function isListingKind(value: unknown): value is ListingKind {
  return typeof value === 'string' && (LISTING_KINDS as readonly string[]).includes(value)
}

/** What an operation record says was done. */
export const OPERATION_ACTIONS = [
  'create', 'saveStep', 'uploadPhoto', 'publish', 'submitChange', 'applyAtOnce', 'approve', 'reject',
  'approveAddress', 'rejectAddress', 'approveChange', 'rejectChange', 'online', 'offline', 'delete',
  'submitQualification', 'approveQualification', 'rejectQualification', 'flashBook',
] as const
export type OperationAction = (typeof OPERATION_ACTIONS)[number]

/** Reasons offered by the delete dialog (the host may add a note). */
export const DELETE_REASONS = ['noLongerRenting', 'duplicate', 'wrongInformation', 'platformRules', 'other'] as const
export type DeleteReason = (typeof DELETE_REASONS)[number]
