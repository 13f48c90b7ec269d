/**
 * Why staff reject a hotel (decision 0048): each has a guidance text in the portal, keyed by the
 * code; staff add a note of their own.
 */
export const HOTEL_REJECTION_REASONS = [
  'addressUnclear', 'infoMismatch', 'contactUnreachable', 'roomTypeIncomplete', 'photoQuality',
  'qualificationUnclear', 'qualificationMismatch', 'licenceExpired', 'settlementMismatch',
] as const
export type HotelRejectionReason = (typeof HOTEL_REJECTION_REASONS)[number]

export function isHotelRejectionReason(value: string): value is HotelRejectionReason {
  return (HOTEL_REJECTION_REASONS as readonly string[]).includes(value)
}
