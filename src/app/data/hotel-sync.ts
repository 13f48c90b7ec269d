import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { QueryKey } from '@tanstack/react-query'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'
import type { HotelStep } from '../../domain/hotel/schemas'
import { stepSummary } from './listing-sync'

/**
 * A hotel's outbox items, step endpoints and query keys, and how the header's not-synced list
 * shows its writes (src/app/shell/sync-registry.tsx): without the hotel store's code (hotel-draft.ts).
 */

export const HOTEL_STEP_ENDPOINTS = {
  address: 'hotelSaveAddress',
  hotelInfo: 'hotelSaveInfo',
  facility: 'hotelSaveFacility',
  photos: 'hotelSavePhotos',
  booking: 'hotelSaveBooking',
  qualify: 'hotelSaveQualification',
  settle: 'hotelSaveSettlement',
} as const satisfies Record<HotelStep, string>

export const hotelItem = (hotelId: string) => `hotel:${hotelId}`
export const hotelStepItem = (hotelId: string, step: HotelStep) => `hotel:${hotelId}:${step}`
export const roomTypeItem = (hotelId: string, roomTypeId: string) => `hotel:${hotelId}:room:${roomTypeId}`

/** The hotel's detail query key (hotelQueries.all + 'detail'). */
export const hotelDetailKey = (hotelId: string) => ['hotel', 'detail', hotelId] as const

/** How the header's not-synced list shows a hotel's writes (src/app/shell/sync-registry.tsx). */
export const HOTEL_SYNC: Record<'hotelCreate' | 'hotelDelete' | 'roomTypeSave' | 'roomTypeDelete' | 'hotelUploadPhoto' | 'roomTypeUploadPhoto' | (typeof HOTEL_STEP_ENDPOINTS)[HotelStep], {
  label: MessageDescriptor
  queries: (entry: NotSyncedEntry) => QueryKey[]
  showCurrent: (value: unknown) => string
  showMine: (entry: NotSyncedEntry) => string
}> = {
  hotelCreate: syncEntry(msg`New hotel`),
  hotelSaveAddress: syncEntry(msg`Hotel address`),
  hotelSaveInfo: syncEntry(msg`Hotel information`),
  hotelSaveFacility: syncEntry(msg`Hotel facilities`),
  hotelSavePhotos: syncEntry(msg`Hotel photos`),
  hotelSaveBooking: syncEntry(msg`Hotel booking rules`),
  hotelSaveQualification: syncEntry(msg`Hotel qualification`),
  hotelSaveSettlement: syncEntry(msg`Hotel settlement information`),
  hotelUploadPhoto: syncEntry(msg`Hotel photo upload`),
  hotelDelete: syncEntry(msg`Hotel deletion`),
  roomTypeSave: syncEntry(msg`Room type`),
  roomTypeDelete: syncEntry(msg`Room type deletion`),
  roomTypeUploadPhoto: syncEntry(msg`Room type photo upload`),
}

function syncEntry(label: MessageDescriptor) {
  return {
    label,
    queries: (e: NotSyncedEntry) => [hotelDetailKey(String(e.params.hotelId ?? '')), ['hotel', 'list']],
    showCurrent: (value: unknown) => stepSummary(value),
    showMine: (e: NotSyncedEntry) => stepSummary(e.params.value ?? e.params),
  }
}
