import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DELETE_REASONS, RENTAL_TYPES, ROOM_STATUSES, type ListingKind } from '../../../domain/listing/enums'
import type { OperationRecord } from '../../../domain/listing/schemas'
import { isRejectionReason } from '../../../domain/listing/rejection-reasons'
import { HOTEL_PART_LABELS } from '../../data/hotel-labels'
import { LISTING_STEP_LABELS, RENTAL_TYPE_LABELS } from '../../data/listing-labels'
import { DELETE_REASON_TEXTS, LABEL_STATUS_TEXTS, REJECTION_TEXTS } from './listing-texts'

/**
 * What an operation record changed, in the host's words: the server records its own names (a
 * step's key, 'step.field', a code) and these turn them into the step's title and the value's
 * label; a field inside a step keeps its name after the step's title.
 */
const FIELD_LABELS: Record<string, MessageDescriptor> = {
  ...LISTING_STEP_LABELS,
  // the hotel flow's steps (those the B&B flow names alike keep its titles) and a room type's
  hotelInfo: HOTEL_PART_LABELS.hotelInfo,
  photos: HOTEL_PART_LABELS.photos,
  booking: HOTEL_PART_LABELS.booking,
  qualify: HOTEL_PART_LABELS.qualify,
  settle: HOTEL_PART_LABELS.settle,
  roomInfo: msg({ message: 'Room type information' }),
  photoIds: msg({ message: 'Room type photos' }),
  product: msg({ message: 'Product' }),
  // single fields
  kind: msg({ message: 'Type' }),
  rentalType: msg({ message: 'Rental type' }),
  roomStatus: msg({ message: 'Status' }),
  reason: msg({ message: 'Reason' }),
  reasons: msg({ message: 'Reasons' }),
  qualification: msg({ message: 'Qualification' }),
  flashBook: msg({ message: 'Instant booking' }),
}

/** Flash-book's recorded values (flash-book.ts on the server records 'on' and 'off'). */
const SWITCH_LABELS: Record<string, MessageDescriptor> = {
  on: msg({ message: 'On' }),
  off: msg({ message: 'Off' }),
}

const KIND_LABELS: Record<ListingKind, MessageDescriptor> = {
  bnb: msg({ message: 'B&B' }),
  hotel: msg({ message: 'Hotel' }),
  roomType: msg({ message: 'Room type' }),
}

const UNTITLED: Record<ListingKind, MessageDescriptor> = {
  bnb: msg({ message: 'Untitled listing' }),
  hotel: msg({ message: 'Untitled hotel' }),
  roomType: msg({ message: 'Untitled room type' }),
}

/** Fields whose value is a photo's id: the record says a photo was added, not which id. */
const PHOTO_FIELDS = new Set(['housePhotos', 'photos', 'photoIds'])

/** The record's listing, hotel or room type by its title, or what it is while it has none. */
export function recordSubject(record: OperationRecord, i18n: I18n): string {
  return record.title || i18n._(UNTITLED[record.kind ?? 'bnb'])
}

/** One field's label: 'houseInfo.bedrooms' -> 'Overview · bedrooms'; unknown names stay as they are. */
function fieldLabel(field: string, i18n: I18n): string {
  const [step = field, ...rest] = field.split('.')
  const label = FIELD_LABELS[step]
  if (!label) return field
  return rest.length > 0 ? `${i18n._(label)} · ${rest.join('.')}` : i18n._(label)
}

/** The changed field (several, comma-separated, for a submitted change) as the host reads it. */
export function recordField(field: string, i18n: I18n): string {
  return field.split(',').map((part) => fieldLabel(part.trim(), i18n)).join(', ')
}

/** A value of a field whose values are codes, as its label; any other value as recorded. */
export function recordValue(field: string, value: string, i18n: I18n): string {
  if (value === '') return value
  if (field === 'kind' && value in KIND_LABELS) return i18n._(KIND_LABELS[value as ListingKind])
  if (field === 'rentalType' && (RENTAL_TYPES as readonly string[]).includes(value)) return i18n._(RENTAL_TYPE_LABELS[value as (typeof RENTAL_TYPES)[number]])
  if (field === 'roomStatus' && (ROOM_STATUSES as readonly string[]).includes(value)) return i18n._(LABEL_STATUS_TEXTS[value as (typeof ROOM_STATUSES)[number]])
  if (field === 'flashBook' && value in SWITCH_LABELS) return i18n._(SWITCH_LABELS[value]!)
  if (field === 'reason') {
    // a deletion: 'code' or 'code: the host's note'
    const at = value.indexOf(': ')
    const code = at < 0 ? value : value.slice(0, at)
    if (!(DELETE_REASONS as readonly string[]).includes(code)) return value
    const label = i18n._(DELETE_REASON_TEXTS[code as (typeof DELETE_REASONS)[number]])
    return at < 0 ? label : `${label}: ${value.slice(at + 2)}`
  }
  if (field === 'reasons') {
    return value.split(',').map((code) => (isRejectionReason(code) ? i18n._(REJECTION_TEXTS[code].reason) : code)).join(', ')
  }
  return value
}

/** Whether the record's values are a photo's id, which says nothing to the host. */
export function isPhotoRecord(record: OperationRecord): boolean {
  return record.field !== undefined && PHOTO_FIELDS.has(record.field)
}
