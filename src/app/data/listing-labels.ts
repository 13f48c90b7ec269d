import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type {
  BathroomType, BedType, BuildingType, CancellationRule, Currency, ListingStep, RentalType,
} from '../../domain/listing/enums'
import type { FacilityCode, FacilityGroup } from '../../domain/listing/facilities'
import type {
  CheckInMethod, Crowd, ForeignerPolicy, Permission, ReceptionGender, ToiletryPolicy,
} from '../../domain/listing/house-rules'

/** Lingui texts of the listing's closed value sets (src/domain/listing), shared by the listing screens. */

/** The B&B flow's steps by their titles (the flow's step list, the operation records). */
export const LISTING_STEP_LABELS: Record<ListingStep, MessageDescriptor> = {
  address: msg({ message: 'Address' }),
  houseInfo: msg({ message: 'Overview' }),
  houseDescribe: msg({ message: 'Description' }),
  facility: msg({ message: 'Facilities' }),
  housePhotos: msg({ message: 'Photos' }),
  housePrice: msg({ message: 'Selling price' }),
  houseDiscount: msg({ message: 'Discounts' }),
  houseOrder: msg({ message: 'Booking rules' }),
}

export const RENTAL_TYPE_LABELS: Record<RentalType, MessageDescriptor> = {
  whole: msg({ message: 'Entire home' }),
  room: msg({ message: 'Private room' }),
  bed: msg({ message: 'A bed' }),
  sofa: msg({ message: 'A sofa' }),
  sharedroom: msg({ message: 'Shared room' }),
  other: msg({ message: 'Other lease type' }),
}

export const BUILDING_TYPE_LABELS: Record<BuildingType, MessageDescriptor> = {
  apartment: msg({ message: 'Apartment' }),
  residence: msg({ message: 'Residential house' }),
  villa: msg({ message: 'Villa' }),
  courtyard: msg({ message: 'Courtyard house' }),
  townhouse: msg({ message: 'Townhouse' }),
  loft: msg({ message: 'Loft' }),
  farmhouse: msg({ message: 'Farmhouse' }),
  cottage: msg({ message: 'Cottage' }),
  bungalow: msg({ message: 'Bungalow' }),
  treehouse: msg({ message: 'Treehouse' }),
  cave: msg({ message: 'Cave house' }),
  boat: msg({ message: 'Boat' }),
  tent: msg({ message: 'Tent' }),
  container: msg({ message: 'Container house' }),
  other: msg({ message: 'Other' }),
}

export const BED_TYPE_LABELS: Record<BedType, MessageDescriptor> = {
  double: msg({ message: 'Double bed' }),
  single: msg({ message: 'Single bed' }),
  king: msg({ message: 'King bed' }),
  queen: msg({ message: 'Queen bed' }),
  sofaBed: msg({ message: 'Sofa bed' }),
  bunk: msg({ message: 'Bunk bed' }),
  tatami: msg({ message: 'Tatami' }),
  round: msg({ message: 'Round bed' }),
  floorMattress: msg({ message: 'Floor mattress' }),
}

export const BATHROOM_TYPE_LABELS: Record<BathroomType, MessageDescriptor> = {
  private: msg({ message: 'Private bathroom' }),
  public: msg({ message: 'Shared bathroom' }),
}

export const CANCELLATION_LABELS: Record<CancellationRule, MessageDescriptor> = {
  nonRefundable: msg({ message: 'Non-refundable' }),
  veryStrict: msg({ message: 'Very strict' }),
  strict: msg({ message: 'Strict' }),
  moderate: msg({ message: 'Moderate' }),
  lenient: msg({ message: 'Lenient' }),
}

export const CURRENCY_LABELS: Record<Currency, MessageDescriptor> = {
  RMB: msg({ message: 'Chinese yuan (RMB)' }),
  USD: msg({ message: 'US dollar (USD)' }),
  JPY: msg({ message: 'Japanese yen (JPY)' }),
}

/** A currency as a choice: its name with the code once ("US Dollar (USD)", "Chinese Yuan (RMB)", not "(RMB) (RMB)"). */
export function currencyChoice(name: string, code: string): string {
  return name.includes(`(${code})`) ? name : `${name} (${code})`
}

export const PERMISSION_LABELS: Record<Permission, MessageDescriptor> = {
  allowed: msg({ message: 'Allowed' }),
  onRequest: msg({ message: 'Ask the host first' }),
  notAllowed: msg({ message: 'Not allowed' }),
}

export const FOREIGNER_LABELS: Record<ForeignerPolicy, MessageDescriptor> = {
  accepted: msg({ message: 'Foreign guests welcome' }),
  notAccepted: msg({ message: 'Cannot receive foreign guests' }),
}

export const RECEPTION_GENDER_LABELS: Record<ReceptionGender, MessageDescriptor> = {
  any: msg({ message: 'Any guest' }),
  maleOnly: msg({ message: 'Men only' }),
  femaleOnly: msg({ message: 'Women only' }),
}

export const CROWD_LABELS: Record<Crowd, MessageDescriptor> = {
  family: msg({ message: 'Families' }),
  couple: msg({ message: 'Couples' }),
  friends: msg({ message: 'Friends' }),
  business: msg({ message: 'Business travellers' }),
  students: msg({ message: 'Students' }),
  elderly: msg({ message: 'Older guests' }),
  solo: msg({ message: 'Solo travellers' }),
}

export const TOILETRY_LABELS: Record<ToiletryPolicy, MessageDescriptor> = {
  provided: msg({ message: 'Provided for every stay' }),
  onRequest: msg({ message: 'On request' }),
  notProvided: msg({ message: 'Not provided' }),
}

export const CHECK_IN_METHOD_LABELS: Record<CheckInMethod, MessageDescriptor> = {
  hostMeets: msg({ message: 'The host meets the guest' }),
  frontDesk: msg({ message: 'Front desk' }),
  keyBox: msg({ message: 'Key box' }),
  smartLock: msg({ message: 'Smart lock code' }),
  keyHandover: msg({ message: 'Key handed over' }),
  other: msg({ message: 'Other' }),
}

export const FACILITY_GROUP_LABELS: Record<FacilityGroup, MessageDescriptor> = {
  basic: msg({ message: 'Basics' }),
  bathroom: msg({ message: 'Bathroom' }),
  kitchen: msg({ message: 'Kitchen' }),
  entertainment: msg({ message: 'Entertainment' }),
  safety: msg({ message: 'Safety' }),
  family: msg({ message: 'Family' }),
  accessibility: msg({ message: 'Accessibility' }),
}

export const FACILITY_LABELS: Record<FacilityCode, MessageDescriptor> = {
  wifi: msg({ message: 'Wi-Fi' }),
  airConditioning: msg({ message: 'Air conditioning' }),
  heating: msg({ message: 'Heating' }),
  tv: msg({ message: 'TV' }),
  washingMachine: msg({ message: 'Washing machine' }),
  dryer: msg({ message: 'Dryer' }),
  wardrobe: msg({ message: 'Wardrobe' }),
  hangers: msg({ message: 'Hangers' }),
  iron: msg({ message: 'Iron' }),
  workspace: msg({ message: 'Workspace' }),
  elevator: msg({ message: 'Lift' }),
  freeParking: msg({ message: 'Free parking' }),
  paidParking: msg({ message: 'Paid parking' }),
  luggageStorage: msg({ message: 'Luggage storage' }),
  drinkingWater: msg({ message: 'Drinking water' }),
  hotWater: msg({ message: 'Hot water' }),
  shower: msg({ message: 'Shower' }),
  bathtub: msg({ message: 'Bathtub' }),
  towels: msg({ message: 'Towels' }),
  toiletries: msg({ message: 'Toiletries' }),
  hairDryer: msg({ message: 'Hair dryer' }),
  slippers: msg({ message: 'Slippers' }),
  toothbrushes: msg({ message: 'Toothbrushes' }),
  refrigerator: msg({ message: 'Refrigerator' }),
  microwave: msg({ message: 'Microwave' }),
  stove: msg({ message: 'Stove' }),
  oven: msg({ message: 'Oven' }),
  cookware: msg({ message: 'Cookware' }),
  tableware: msg({ message: 'Tableware' }),
  kettle: msg({ message: 'Kettle' }),
  coffeeMaker: msg({ message: 'Coffee maker' }),
  diningTable: msg({ message: 'Dining table' }),
  seasonings: msg({ message: 'Seasonings' }),
  projector: msg({ message: 'Projector' }),
  gameConsole: msg({ message: 'Game console' }),
  mahjong: msg({ message: 'Mahjong table' }),
  karaoke: msg({ message: 'Karaoke' }),
  books: msg({ message: 'Books' }),
  garden: msg({ message: 'Garden' }),
  terrace: msg({ message: 'Terrace' }),
  pool: msg({ message: 'Swimming pool' }),
  barbecue: msg({ message: 'Barbecue' }),
  gym: msg({ message: 'Gym' }),
  smokeDetector: msg({ message: 'Smoke detector' }),
  fireExtinguisher: msg({ message: 'Fire extinguisher' }),
  firstAidKit: msg({ message: 'First-aid kit' }),
  carbonMonoxideDetector: msg({ message: 'Carbon monoxide detector' }),
  smartLock: msg({ message: 'Smart lock' }),
  safe: msg({ message: 'Safe' }),
  emergencyExit: msg({ message: 'Emergency exit' }),
  crib: msg({ message: 'Cot' }),
  highChair: msg({ message: 'High chair' }),
  childrensToys: msg({ message: "Children's toys" }),
  childrensBooks: msg({ message: "Children's books" }),
  babyBath: msg({ message: 'Baby bath' }),
  stairGates: msg({ message: 'Stair gates' }),
  stepFreeEntrance: msg({ message: 'Step-free entrance' }),
  wideDoorways: msg({ message: 'Wide doorways' }),
  grabBars: msg({ message: 'Grab bars' }),
  accessibleParking: msg({ message: 'Accessible parking' }),
}
