import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HotelRejectionReason } from '../../domain/hotel/reasons'
import type { HotelChangeState, HotelChecklist, HotelState } from '../../domain/hotel/schemas'
import type { HotelType } from '../../domain/hotel/rules'
import { BED_KINDS, HOTEL_SERVICE_CODES, SMOKING, YES_NO_SOME } from '../../domain/hotel/rules'

/** Lingui texts of the hotels' closed value sets (src/domain/hotel). */

/** The hotel flow's parts by name: its steps' titles and the operation record's (one text each). */
export const HOTEL_PART_LABELS: Record<keyof HotelChecklist, MessageDescriptor> = {
  address: msg({ message: 'Address' }),
  hotelInfo: msg({ message: 'Hotel information' }),
  rooms: msg({ message: 'Room types' }),
  facility: msg({ message: 'Facilities' }),
  photos: msg({ message: 'Hotel photos' }),
  booking: msg({ message: 'Booking rules' }),
  qualify: msg({ message: 'Qualification' }),
  settle: msg({ message: 'Settlement information' }),
}

export const HOTEL_STATE_LABELS: Record<HotelState, MessageDescriptor> = {
  draft: msg({ message: 'Draft' }),
  auditing: msg({ message: 'Under review (about 2 working days)' }),
  rejected: msg({ message: 'Not approved' }),
  online: msg({ message: 'Online' }),
}

/** An online hotel's change (decision 0087) as its card and its flow say it; none says nothing. */
export const HOTEL_CHANGE_LABELS: Record<Exclude<HotelChangeState, 'none'>, MessageDescriptor> = {
  unsubmitted: msg({ message: 'Online — changes not submitted' }),
  auditing: msg({ message: 'Online — change under review' }),
  rejected: msg({ message: 'Online — change rejected' }),
}

/** What each rejection reason asks the merchant to do (staff add a note of their own). */
export const HOTEL_REJECTION_TEXTS: Record<HotelRejectionReason, MessageDescriptor> = {
  addressUnclear: msg({ message: 'The address or the map pin does not match the hotel: check both.' }),
  infoMismatch: msg({ message: 'The hotel information does not match its licences: correct it.' }),
  contactUnreachable: msg({ message: 'The contacts could not be reached: give numbers that answer.' }),
  roomTypeIncomplete: msg({ message: 'Some room types are incomplete or unclear: complete them.' }),
  photoQuality: msg({ message: 'Some photos are unclear, too dark or not of this hotel: replace them.' }),
  qualificationUnclear: msg({ message: 'A licence or ID image is unclear: upload a clear colour scan.' }),
  qualificationMismatch: msg({ message: 'The licences do not match the hotel or the operator: check them.' }),
  licenceExpired: msg({ message: 'A licence has expired: upload the current one.' }),
  settlementMismatch: msg({ message: 'The settlement account does not match the business: correct it.' }),
}

export const HOTEL_TYPE_LABELS: Record<HotelType, MessageDescriptor> = {
  economy: msg({ message: 'Economy' }),
  comfort: msg({ message: 'Comfort' }),
  upscale: msg({ message: 'Upscale' }),
  luxury: msg({ message: 'Luxury' }),
  boutique: msg({ message: 'Boutique' }),
  apartmentHotel: msg({ message: 'Apartment hotel' }),
  resort: msg({ message: 'Resort' }),
  inn: msg({ message: 'Inn' }),
  hostel: msg({ message: 'Hostel' }),
}

/** The hotel services beside the listing facilities (decision 0048 point 15). */
export const HOTEL_SERVICE_LABELS: Record<(typeof HOTEL_SERVICE_CODES)[number], MessageDescriptor> = {
  frontDesk24h: msg({ message: '24-hour front desk' }),
  restaurant: msg({ message: 'Restaurant' }),
  breakfast: msg({ message: 'Breakfast' }),
  roomService: msg({ message: 'Room service' }),
  meetingRoom: msg({ message: 'Meeting room' }),
  airportShuttle: msg({ message: 'Airport shuttle' }),
  laundryService: msg({ message: 'Laundry service' }),
  wakeUpCall: msg({ message: 'Wake-up call' }),
  concierge: msg({ message: 'Concierge' }),
  businessCentre: msg({ message: 'Business centre' }),
}

export const BED_KIND_LABELS: Record<(typeof BED_KINDS)[number], MessageDescriptor> = {
  king: msg({ message: 'King bed' }),
  double: msg({ message: 'Double bed' }),
  twin: msg({ message: 'Twin beds' }),
  single: msg({ message: 'Single bed' }),
  bunk: msg({ message: 'Bunk bed' }),
  tatami: msg({ message: 'Tatami' }),
}

export const YES_NO_SOME_LABELS: Record<(typeof YES_NO_SOME)[number], MessageDescriptor> = {
  yes: msg({ message: 'Yes' }),
  no: msg({ message: 'No' }),
  some: msg({ message: 'Some rooms' }),
}

export const SMOKING_LABELS: Record<(typeof SMOKING)[number], MessageDescriptor> = {
  allowed: msg({ message: 'Smoking allowed' }),
  nonSmoking: msg({ message: 'Non-smoking' }),
  someRooms: msg({ message: 'Smoking in some rooms' }),
}

/** Why a host may not publish a hotel and how to get there (portal spec 6), wherever a hotel is offered. */
export const HOTEL_NOT_ALLOWED_TEXT: MessageDescriptor = msg({
  message:
    "Publishing a hotel needs real-name authentication, or a place on the platform's white list. Verify your real name, or ask your business manager to add you to the white list.",
})
