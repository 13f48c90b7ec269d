/**
 * Listing rejection reasons of business-rules section 8, grouped as the spec groups them. Each
 * has a guidance text in the portal (keyed by the code). `addressMap` is also the reason an
 * address review is rejected with.
 */
export const REJECTION_REASON_GROUPS = {
  photo: [
    'photoDuplicate', 'photoBlurry', 'photoStretchedOrComposited', 'photoUpsideDown', 'photoScreenshot',
    'photoOld', 'photoContactInfo', 'photoBrandOrWatermark', 'photoMissingRooms', 'photoOtherListing',
    'photoBedInconsistent', 'photoNoCover',
  ],
  description: [
    'descriptionRepeated', 'descriptionContactOrPrice', 'descriptionOfflineFee', 'descriptionMismatch',
  ],
  address: ['addressMap'],
  businessModel: ['businessHotelOrGuesthouse', 'businessGroupOrLongRent'],
  duplicate: ['duplicateListing'],
  monitoring: ['monitoringEquipment'],
  price: ['priceInconsistent'],
} as const

export type RejectionGroup = keyof typeof REJECTION_REASON_GROUPS
export type RejectionReason = (typeof REJECTION_REASON_GROUPS)[RejectionGroup][number]

export const REJECTION_GROUP_ORDER = Object.keys(REJECTION_REASON_GROUPS) as RejectionGroup[]

export const REJECTION_REASONS: readonly RejectionReason[] = REJECTION_GROUP_ORDER.flatMap(
  (group) => REJECTION_REASON_GROUPS[group],
)

export function isRejectionReason(value: string): value is RejectionReason {
  return (REJECTION_REASONS as readonly string[]).includes(value)
}
