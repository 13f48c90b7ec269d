import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HotelChecklist } from '../../../../domain/hotel/schemas'

/** A part of the hotel flow: a step of the hotel (its checklist part) or the room types ('rooms'). */
export type HotelPart = keyof HotelChecklist

export type HotelStepMeta = { part: HotelPart; slug: string; label: MessageDescriptor }

/** The hotel flow in the spec's route order (portal spec 2: /hotel-publish children). */
export const HOTEL_STEP_META: readonly HotelStepMeta[] = [
  { part: 'address', slug: 'hotel-address', label: msg({ message: 'Address' }) },
  { part: 'hotelInfo', slug: 'hotel-info', label: msg({ message: 'Hotel information' }) },
  { part: 'rooms', slug: 'hotel-house', label: msg({ message: 'Room types' }) },
  { part: 'facility', slug: 'hotel-facility', label: msg({ message: 'Facilities' }) },
  { part: 'photos', slug: 'hotel-photos', label: msg({ message: 'Hotel photos' }) },
  { part: 'booking', slug: 'hotel-order', label: msg({ message: 'Booking rules' }) },
  { part: 'qualify', slug: 'hotel-qualify', label: msg({ message: 'Qualification' }) },
  { part: 'settle', slug: 'hotel-settle', label: msg({ message: 'Settlement information' }) },
]

/** The step after this part's (undefined after the last). */
export function nextHotelStep(part: HotelPart): HotelStepMeta | undefined {
  return HOTEL_STEP_META[HOTEL_STEP_META.findIndex((meta) => meta.part === part) + 1]
}
