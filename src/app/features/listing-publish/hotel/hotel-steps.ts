import type { MessageDescriptor } from '@lingui/core'
import type { HotelChecklist } from '../../../../domain/hotel/schemas'
import { HOTEL_PART_LABELS } from '../../../data/hotel-labels'

/** A part of the hotel flow: a step of the hotel (its checklist part) or the room types ('rooms'). */
export type HotelPart = keyof HotelChecklist

export type HotelStepMeta = { part: HotelPart; slug: string; label: MessageDescriptor }

/** The hotel flow in the spec's route order (portal spec 2: /hotel-publish children). */
export const HOTEL_STEP_META: readonly HotelStepMeta[] = [
  { part: 'address', slug: 'hotel-address', label: HOTEL_PART_LABELS.address },
  { part: 'hotelInfo', slug: 'hotel-info', label: HOTEL_PART_LABELS.hotelInfo },
  { part: 'rooms', slug: 'hotel-house', label: HOTEL_PART_LABELS.rooms },
  { part: 'facility', slug: 'hotel-facility', label: HOTEL_PART_LABELS.facility },
  { part: 'photos', slug: 'hotel-photos', label: HOTEL_PART_LABELS.photos },
  { part: 'booking', slug: 'hotel-order', label: HOTEL_PART_LABELS.booking },
  { part: 'qualify', slug: 'hotel-qualify', label: HOTEL_PART_LABELS.qualify },
  { part: 'settle', slug: 'hotel-settle', label: HOTEL_PART_LABELS.settle },
]

/** The step after this part's (undefined after the last). */
export function nextHotelStep(part: HotelPart): HotelStepMeta | undefined {
  return HOTEL_STEP_META[HOTEL_STEP_META.findIndex((meta) => meta.part === part) + 1]
}
