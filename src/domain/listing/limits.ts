/**
 * The numbers of the B&B rules (business-rules section 5). Where the spec gives two readings
 * the stricter one is taken (docs/decisions/0014-listing-rules.md).
 */
export const LIMITS = {
  area: { min: 1, max: 9999 },
  people: { min: 1, max: 99 },
  similarUnits: { min: 1, max: 99 },
  /** Rooms of the layout; halls, kitchens, bathrooms and balconies may be 0. */
  rooms: { min: 1, max: 99 },
  layoutOther: { min: 0, max: 99 },
  stay: { min: 1, max: 365 },
  bedLength: { min: 1.8, max: 2.2 },
  /** "Width from a configured minimum": configured here as 0.9 m (a single bed). */
  bedWidth: { min: 0.9, max: 2.2 },
  /** Beds in all, counting each bed of a row with count > 1. */
  bedsMax: 20,
  /** "12-50 words" (stricter than "at least 5 characters"); see titleUnits. */
  title: { min: 12, max: 50 },
  /** 20-2000 (stricter than the extended 20-4000). */
  description: { min: 20, max: 2000 },
  /** Highlights and neighbourhood description (optional). */
  extraText: { max: 500 },
  otherCharges: { max: 200 },
  address: { max: 100 },
  doorNumber: { max: 50 },
  /** A state or city typed by an overseas host. */
  regionName: { max: 50 },
  /** An overseas address's postcode (letters, digits, spaces and hyphens: 'SW1A 1AA', '160-0023'). */
  postcode: { max: 12 },
  caption: { max: 50 },
  /** Nightly prices. */
  price: { min: 1, max: 99999 },
  extraGuestFee: { min: 1, max: 999 },
  maxExtraGuests: { min: 1, max: 99 },
  deposit: { min: 1, max: 9999 },
  cleaningFee: { min: 1, max: 3000 },
  discount: { min: 1.0, max: 9.5 },
  earlyBirdDiscount: { min: 1.0, max: 9.9 },
  earlyBirdDays: { min: 1, max: 365 },
  tierPeople: { min: 1, max: 99 },
  /** "The previous tier's people count is under 20." */
  peopleTierBelow: 20,
  /** At least 6 photos ("at least 5" and "at least 6 prepared": the stricter). */
  photos: { min: 6, max: 50 },
  photoFileMb: 20,
  photoFormats: ['image/jpeg', 'image/png'],
  photoAccept: '.jpg, .jpeg, .png',
} as const
