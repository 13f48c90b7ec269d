import type { Kysely } from 'kysely'
import { z } from 'zod/mini'
import { checkAddress } from '../../../domain/listing/basics-rules'
import type { AddressValue } from '../../../domain/listing/schemas'
import {
  checkHotelBooking, checkHotelFacility, checkHotelInfo, checkHotelPhotos, checkHotelQualification, checkHotelSettlement, checkRoomType, isSettlementVoid,
  type HotelBookingValue, type HotelFacilityValue, type HotelInfoValue, type HotelPhotosValue, type HotelQualificationValue,
  type HotelSettlementValue, type RoomTypeValue,
} from '../../../domain/hotel/rules'
import { HOTEL_STEPS, type HotelChecklist, type HotelState, type HotelStep } from '../../../domain/hotel/schemas'
import { foldForSearch } from '../../../domain/listing/keyword'
import type { Database, ListingRow } from '../../db/schema'
import { forbidden, notFound, refused } from '../../errors'
import type { Caller } from '../house/service'
import { insertListing, updateListing } from '../house/repo'
import { sameValue, stepsHash, type ChangeState } from '../house/stored'
import type { SubState } from '../../../domain/listing/enums'
import { subStatesText } from '../house/list-columns'

/** A hotel's steps as stored (decision 0048): the JSON of the listing row of kind hotel. */
export type HotelSteps = {
  address?: AddressValue
  hotelInfo?: HotelInfoValue
  facility?: HotelFacilityValue
  photos?: HotelPhotosValue
  booking?: HotelBookingValue
  qualify?: HotelQualificationValue
  settle?: HotelSettlementValue & { recordedOn: string }
}
export type HotelVersions = Record<HotelStep, number>

export type StoredHotel = {
  hotelId: string
  userId: number
  state: HotelState
  /** An approved hotel on sale (room_status online, decision 0084); set on approval, switched by its host. */
  onSale: boolean
  steps: HotelSteps
  versions: HotelVersions
  publishedHash: string | null
  createdAt: number
  /** What guests book: the approved steps (null until first approved); steps are the host's working copy. */
  live: HotelSteps | null
  /**
   * The host's change of an online hotel (decision 0087), as a B&B listing's modification: none,
   * saved but not submitted (unsubmitted), under review (auditing), rejected.
   */
  changeStatus: ChangeState
}

export type StoredRoomType = {
  roomTypeId: string
  hotelId: string
  userId: number
  value: RoomTypeValue | null
  version: number
  /** On sale (room_status online, decision 0084): bookable while its hotel is approved and on sale too. */
  onSale: boolean
  /** The approved value guests book (null: never approved, e.g. added by a change under review). */
  live: RoomTypeValue | null
}

const versionsJson = z.record(z.string(), z.number())

/**
 * "Can publish a hotel" (portal spec 6): real-name authentication passed or the white list.
 * Others are told why (hotelNotAllowed); the portal shows how to get there.
 */
export function requireHotelPublisher(caller: Caller): void {
  if (caller.user.landlord_pass !== 1 && caller.user.white_user !== 1) throw refused('hotelNotAllowed')
}

/**
 * Stores a new hotel or room type (decision 0048): a listing row of that kind, mainland, in RMB,
 * offline, its steps empty at version 0; a room type under its hotel, in the hotel's state.
 */
export async function insertHotelPart(
  db: Kysely<Database>,
  part: { kind: 'hotel'; luId: string; userId: number; now: number }
    | { kind: 'roomType'; luId: string; hotel: Pick<StoredHotel, 'hotelId' | 'userId' | 'state'>; title?: string; now: number },
): Promise<void> {
  const hotel = part.kind === 'hotel' ? null : part.hotel
  await insertListing(db, {
    lu_id: part.luId, user_id: part.kind === 'hotel' ? part.userId : part.hotel.userId, region: 'domestic', rental_type: 'other',
    // a room type added to an online hotel waits for the change's approval (decision 0087)
    building_type: null, audit_status: hotel ? (hotel.state === 'online' ? 'draft' : hotel.state) : 'draft', room_status: 'offline', change_status: 'none',
    address_review: 'none', steps: '{}', live: null,
    versions: JSON.stringify(hotel ? { roomInfo: 0 } : zeroHotelVersions()), published_hash: null,
    title: part.kind === 'roomType' ? (part.title ?? '') : '', currency: 'RMB', created_at: part.now, updated_at: part.now,
    deleted_at: null, delete_reason: null, delete_note: null, list_group: 'unfinished', sub_states: '', title_search: '',
    kind: part.kind, parent_lu_id: hotel ? hotel.hotelId : null,
  })
}

export function zeroHotelVersions(): HotelVersions {
  return Object.fromEntries(HOTEL_STEPS.map((step) => [step, 0])) as HotelVersions
}

export function readHotel(row: ListingRow): StoredHotel {
  return {
    hotelId: row.lu_id,
    userId: row.user_id,
    state: row.audit_status as HotelState,
    onSale: row.audit_status === 'online' && row.room_status === 'online',
    steps: JSON.parse(row.steps) as HotelSteps,
    versions: { ...zeroHotelVersions(), ...(versionsJson.parse(JSON.parse(row.versions)) as Partial<HotelVersions>) },
    publishedHash: row.published_hash,
    createdAt: Number(row.created_at),
    live: row.live === null ? null : (JSON.parse(row.live) as HotelSteps),
    changeStatus: (row.change_status === 'unsubmitted' || row.change_status === 'auditing' || row.change_status === 'rejected') ? row.change_status : 'none',
  }
}

export function readRoomType(row: ListingRow): StoredRoomType {
  const steps = JSON.parse(row.steps) as { roomInfo?: RoomTypeValue }
  const versions = JSON.parse(row.versions) as { roomInfo?: number }
  const live = row.live === null ? null : (JSON.parse(row.live) as { roomInfo?: RoomTypeValue })
  return { roomTypeId: row.lu_id, hotelId: row.parent_lu_id ?? '', userId: row.user_id, value: steps.roomInfo ?? null, version: versions.roomInfo ?? 0,
    onSale: row.room_status === 'online', live: live?.roomInfo ?? null }
}

/** The caller's hotel: 404 when there is none (or the id is not a hotel's), 403 when another host's. */
export async function ownHotel(db: Kysely<Database>, caller: Caller, hotelId: string): Promise<StoredHotel> {
  const row = await db.selectFrom('listings').selectAll().where('lu_id', '=', hotelId).where('deleted_at', 'is', null).executeTakeFirst()
  if (!row) throw notFound()
  if (row.user_id !== caller.userId) throw forbidden()
  if (row.kind !== 'hotel') throw notFound()
  return readHotel(row)
}

/** The hotel's room types (not deleted), oldest first. */
export async function roomTypesOf(db: Kysely<Database>, hotelId: string): Promise<StoredRoomType[]> {
  return (await roomTypesOfHotels(db, [hotelId])).get(hotelId) ?? []
}

/** The room types (not deleted) of several hotels in one query, by hotel, each oldest first. */
export async function roomTypesOfHotels(db: Kysely<Database>, hotelIds: readonly string[]): Promise<Map<string, StoredRoomType[]>> {
  const byHotel = new Map<string, StoredRoomType[]>()
  if (hotelIds.length === 0) return byHotel
  const rows = await db.selectFrom('listings').selectAll().where('parent_lu_id', 'in', hotelIds).where('kind', '=', 'roomType')
    .where('deleted_at', 'is', null).orderBy('created_at').orderBy('lu_id').execute()
  for (const row of rows) {
    const roomType = readRoomType(row)
    byHotel.set(roomType.hotelId, [...(byHotel.get(roomType.hotelId) ?? []), roomType])
  }
  return byHotel
}

/** A room type of this hotel: 404 when none (or of another hotel). */
export async function roomTypeOf(db: Kysely<Database>, hotel: StoredHotel, roomTypeId: string): Promise<StoredRoomType | null> {
  const row = await db.selectFrom('listings').selectAll().where('lu_id', '=', roomTypeId).executeTakeFirst()
  if (!row) return null
  if (row.user_id !== hotel.userId) throw forbidden()
  if (row.kind !== 'roomType' || row.parent_lu_id !== hotel.hotelId || row.deleted_at !== null) throw notFound()
  return readRoomType(row)
}

export function isRoomTypeComplete(roomType: StoredRoomType): boolean {
  return roomType.value !== null && checkRoomType(roomType.value).length === 0
}

/** Beijing's hotels also need the special industry licence (business rules 3). */
export function isBeijing(steps: HotelSteps): boolean {
  return steps.address?.provinceId === '110000'
}

/** Each part of the flow is complete when saved and passing its rules (rooms: at least one, every one complete). */
export function hotelChecklist(hotel: StoredHotel, roomTypes: readonly StoredRoomType[], today: string): HotelChecklist {
  const { steps } = hotel
  return {
    address: steps.address !== undefined && checkAddress(steps.address).length === 0,
    hotelInfo: steps.hotelInfo !== undefined && checkHotelInfo(steps.hotelInfo, today).length === 0,
    rooms: roomTypes.length > 0 && roomTypes.every(isRoomTypeComplete),
    facility: steps.facility !== undefined && checkHotelFacility(steps.facility).length === 0,
    photos: steps.photos !== undefined && checkHotelPhotos(steps.photos).length === 0,
    booking: steps.booking !== undefined && checkHotelBooking(steps.booking).length === 0,
    qualify: steps.qualify !== undefined && checkHotelQualification(steps.qualify, today, isBeijing(steps)).length === 0,
    // settlement information recorded before 1 July 2022 is void and asked for again (business rules 9)
    settle: steps.settle !== undefined && checkHotelSettlement(steps.settle).length === 0 && !isSettlementVoid(steps.settle.recordedOn),
  }
}

/**
 * The list's group of a hotel state (the listing list's tabs, decision 0049): an approved hotel
 * taken off sale is not online, with the offline sub-state, as a B&B listing taken offline.
 */
function listColumnsOf(hotel: Pick<StoredHotel, 'state' | 'onSale' | 'changeStatus'>, complete: boolean): { list_group: string; sub_states: string } {
  if (hotel.state === 'online') {
    const change = CHANGE_SUB_STATES[hotel.changeStatus]
    const subStates: SubState[] = [...(change ? [change] : []), ...(hotel.onSale ? [] : ['offline' as const])]
    return { list_group: hotel.onSale ? 'online' : 'notOnline', sub_states: subStatesText(subStates) }
  }
  if (hotel.state === 'draft' && !complete) return { list_group: 'unfinished', sub_states: '' }
  return { list_group: 'notOnline', sub_states: '' }
}

/** The list's sub-state of an online hotel's change (as a B&B listing's modification). */
const CHANGE_SUB_STATES: Record<ChangeState, SubState | null> = {
  none: null, unsubmitted: 'changeUnsubmitted', auditing: 'changeAuditing', rejected: 'changeRejected',
}

/** Writes the hotel's columns from its stored form (the title is its name; the list columns follow its state). */
export async function writeHotel(db: Kysely<Database>, hotel: StoredHotel, complete: boolean, now: number): Promise<void> {
  const title = hotel.steps.hotelInfo?.name.trim() ?? ''
  await updateListing(db, hotel.hotelId, {
    audit_status: hotel.state,
    room_status: hotel.state === 'online' && hotel.onSale ? 'online' : 'offline',
    steps: JSON.stringify(hotel.steps),
    versions: JSON.stringify(hotel.versions),
    published_hash: hotel.publishedHash,
    change_status: hotel.changeStatus,
    title,
    title_search: foldForSearch(title),
    ...listColumnsOf(hotel, complete),
    updated_at: now,
  })
}

/** What a (re)submission is compared with: the steps and every room type. */
export function submissionHash(hotel: StoredHotel, roomTypes: readonly StoredRoomType[]): string {
  return stepsHash({ ...hotel.steps, rooms: roomTypes.map((r) => ({ id: r.roomTypeId, value: r.value })) } as never)
}

/**
 * Which of these hotels are empty drafts: a draft with no part saved, no room type and no photo
 * (decision 0053: the host has at most one, reused when the flow is opened without a hotel).
 */
export async function emptyDrafts(db: Kysely<Database>, hotels: readonly StoredHotel[]): Promise<Set<string>> {
  const candidates = hotels.filter((hotel) => hotel.state === 'draft' && Object.keys(hotel.steps).length === 0).map((hotel) => hotel.hotelId)
  if (candidates.length === 0) return new Set()
  const rooms = await db.selectFrom('listings').select('parent_lu_id').where('parent_lu_id', 'in', candidates).where('kind', '=', 'roomType')
    .where('deleted_at', 'is', null).execute()
  const photos = await db.selectFrom('listing_photos').select('lu_id').where('lu_id', 'in', candidates).execute()
  const used = new Set([...rooms.map((row) => row.parent_lu_id), ...photos.map((row) => row.lu_id)])
  return new Set(candidates.filter((hotelId) => !used.has(hotelId)))
}

/** The caller's newest empty draft hotel (see emptyDrafts), or undefined. */
export async function newestEmptyDraft(db: Kysely<Database>, userId: number): Promise<StoredHotel | undefined> {
  const rows = await db.selectFrom('listings').selectAll().where('user_id', '=', userId).where('kind', '=', 'hotel')
    .where('deleted_at', 'is', null).where('audit_status', '=', 'draft').where('steps', '=', '{}')
    .orderBy('created_at', 'desc').orderBy('lu_id').execute()
  const hotels = rows.map(readHotel)
  const empty = await emptyDrafts(db, hotels)
  return hotels.find((hotel) => empty.has(hotel.hotelId))
}

/**
 * Whether an online hotel's working copy differs from what guests book (decision 0087): a step of
 * the hotel, a room type's value, or a room type added since the approval (no live copy yet).
 */
export function changeDiffers(hotel: Pick<StoredHotel, 'steps' | 'live'>, roomTypes: readonly StoredRoomType[]): boolean {
  return !sameValue(hotel.steps, hotel.live ?? {}) || roomTypes.some((roomType) => !sameValue(roomType.value, roomType.live))
}
