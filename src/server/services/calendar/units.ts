import type { Kysely } from 'kysely'
import { listingUnitId, luIdOf } from '../../../domain/calendar/limits'
import type { CalendarUnit } from '../../../domain/calendar/schemas'
import type { HotelInfoValue, RoomTypeValue } from '../../../domain/hotel/rules'
import type { Database, ListingRow } from '../../db/schema'
import { forbidden, notFound } from '../../errors'
import { readListing } from '../house/stored'
import type { StoredListing } from '../house/stored'

/** What a unit is: a B&B listing, or a room type of a hotel (decision 0048). */
export type UnitKind = 'bnb' | 'roomType'

/** A bookable unit as the calendar needs it (the wire's CalendarUnit without cover and feeds). */
export type UnitInfo = Omit<CalendarUnit, 'coverUrl' | 'feeds'> & { userId: number; coverImgId: string | null; kind: UnitKind }

/**
 * A B&B listing is a unit once it passed review at least once (it has a live copy) and while it
 * is not deleted, online or offline; drafts have no calendar. A room type is a unit once its
 * hotel was approved (it has a live copy), while neither it nor its hotel is deleted; `hotel` is
 * its parent row (see hotelsOf). A hotel itself is no unit.
 */
export function unitOfListing(row: ListingRow, hotel?: ListingRow): UnitInfo | null {
  if (row.live === null || row.deleted_at !== null) return null
  if (row.kind === 'bnb') return bnbUnit(row)
  if (row.kind === 'roomType' && hotel && isHotelOf(hotel, row)) return roomTypeUnit(row, hotel)
  return null
}

/** The host's units, oldest listing first (a stable row order for the grid). */
export async function listUnits(db: Kysely<Database>, userId: number): Promise<UnitInfo[]> {
  const rows = await db.selectFrom('listings').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null)
    .where('live', 'is not', null).where('kind', 'in', ['bnb', 'roomType']).orderBy('created_at').orderBy('lu_id').execute()
  const hotels = await hotelsOf(db, rows)
  return rows.flatMap((row) => unitOfListing(row, hotelOf(hotels, row)) ?? [])
}

/** One unit, whoever owns it (bookings, imports); undefined when there is none. */
export async function findUnit(db: Kysely<Database>, unitId: string): Promise<UnitInfo | undefined> {
  const luId = luIdOf(unitId)
  if (luId === null) return undefined
  const row = await db.selectFrom('listings').selectAll().where('lu_id', '=', luId).executeTakeFirst()
  if (!row) return undefined
  const hotels = await hotelsOf(db, [row])
  return unitOfListing(row, hotelOf(hotels, row)) ?? undefined
}

/**
 * The caller's units by id, in the order asked: 403 when one is another landlord's, 404 when one
 * does not exist (or is a draft or deleted). Nothing is changed either way.
 */
export async function ownUnits(db: Kysely<Database>, userId: number, unitIds: readonly string[]): Promise<UnitInfo[]> {
  const wanted = [...new Set(unitIds)]
  const luIds = wanted.flatMap((id) => luIdOf(id) ?? [])
  const units = new Map<string, UnitInfo>()
  /** Owner of every listing found, a unit or not (another landlord's draft is still 403). */
  const owners = new Map<string, number>()
  for (let i = 0; i < luIds.length; i += CHUNK) {
    const rows = await db.selectFrom('listings').selectAll().where('lu_id', 'in', luIds.slice(i, i + CHUNK)).execute()
    const hotels = await hotelsOf(db, rows)
    for (const row of rows) {
      owners.set(listingUnitId(row.lu_id), row.user_id)
      const unit = unitOfListing(row, hotelOf(hotels, row))
      if (unit) units.set(unit.unitId, unit)
    }
  }
  return wanted.map((unitId) => {
    const owner = owners.get(unitId)
    if (owner !== undefined && owner !== userId) throw forbidden()
    const unit = units.get(unitId)
    if (!unit) throw notFound()
    return unit
  })
}

/**
 * The titles of listings by unit id, deleted or not and units or not (the operation records name
 * units that may be gone since), worked out as the units' titles are.
 */
export async function unitTitles(db: Kysely<Database>, luIds: readonly string[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>()
  const wanted = [...new Set(luIds)]
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await db.selectFrom('listings').selectAll().where('lu_id', 'in', wanted.slice(i, i + CHUNK)).execute()
    const hotels = await hotelsOf(db, rows)
    for (const row of rows) {
      const hotel = hotelOf(hotels, row)
      titles.set(listingUnitId(row.lu_id), row.kind === 'roomType' ? roomTypeTitle(row, hotel) : bnbTitle(readListing(row), row))
    }
  }
  return titles
}

/** The hotel rows of the room types among `rows`, by id, in one query per chunk (deleted hotels left out). */
async function hotelsOf(db: Kysely<Database>, rows: readonly ListingRow[]): Promise<Map<string, ListingRow>> {
  const ids = [...new Set(rows.flatMap((r) => (r.kind === 'roomType' && r.parent_lu_id !== null ? [r.parent_lu_id] : [])))]
  const hotels = new Map<string, ListingRow>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const found = await db.selectFrom('listings').selectAll().where('lu_id', 'in', ids.slice(i, i + CHUNK))
      .where('kind', '=', 'hotel').where('deleted_at', 'is', null).execute()
    for (const hotel of found) hotels.set(hotel.lu_id, hotel)
  }
  return hotels
}

function hotelOf(hotels: ReadonlyMap<string, ListingRow>, row: ListingRow): ListingRow | undefined {
  return row.parent_lu_id === null ? undefined : hotels.get(row.parent_lu_id)
}

function isHotelOf(hotel: ListingRow, roomType: ListingRow): boolean {
  return hotel.kind === 'hotel' && hotel.deleted_at === null && hotel.lu_id === roomType.parent_lu_id && hotel.user_id === roomType.user_id
}

/** Prices and similar units apply at once on an online listing, so the host's working copy gives the defaults. */
function bnbUnit(row: ListingRow): UnitInfo {
  const listing: StoredListing = readListing(row)
  const steps = listing.steps
  const live = listing.live ?? {}
  const price = steps.housePrice ?? live.housePrice
  const info = steps.houseInfo ?? live.houseInfo
  return {
    unitId: listingUnitId(listing.luId),
    luId: listing.luId,
    userId: listing.userId,
    kind: 'bnb',
    title: bnbTitle(listing, row),
    currency: price?.currency ?? listing.currency,
    country: steps.address?.country ?? live.address?.country ?? 'CHN',
    status: listing.auditStatus === 'online' && listing.roomStatus === 'online' ? 'online' : 'offline',
    basePrices: {
      weekday: price?.priceWeekday ?? 1,
      weekend: price?.priceWeekend ?? price?.priceWeekday ?? 1,
      holiday: price?.priceHoliday ?? price?.priceWeekday ?? 1,
    },
    baseStock: info?.similarUnits ?? 1,
    coverImgId: steps.housePhotos?.coverImgId ?? live.housePhotos?.coverImgId ?? null,
  }
}

function bnbTitle(listing: StoredListing, row: ListingRow): string {
  return listing.steps.houseDescribe?.title ?? listing.live?.houseDescribe?.title ?? row.title
}

/**
 * A room type of a mainland hotel: one price for every kind of night (the room type's price in
 * whole yuan), its rooms as the stock, its first photo as the cover. The approved copy comes
 * first (an online hotel's host edits a working copy that guests see once staff approve it: decision 0087); online only
 * while its hotel is approved and both are on sale (decision 0084): off sale, its nights keep
 * their prices and stock but are not bookable.
 */
function roomTypeUnit(row: ListingRow, hotel: ListingRow): UnitInfo {
  const room = roomInfoOf(row)
  const price = room?.price ?? 1
  return {
    unitId: listingUnitId(row.lu_id),
    luId: row.lu_id,
    userId: row.user_id,
    kind: 'roomType',
    title: roomTypeTitle(row, hotel),
    currency: 'RMB',
    country: 'CHN',
    status: hotel.audit_status === 'online' && hotel.room_status === 'online' && row.room_status === 'online' ? 'online' : 'offline',
    basePrices: { weekday: price, weekend: price, holiday: price },
    baseStock: room?.rooms ?? 1,
    coverImgId: room?.photoIds[0] ?? null,
  }
}

/** "<hotel name> · <room type name>" (either left out when it has none). */
function roomTypeTitle(row: ListingRow, hotel: ListingRow | undefined): string {
  const hotelName = hotel ? (hotelInfoOf(hotel)?.name.trim() ?? '') : ''
  const roomName = roomInfoOf(row)?.name.trim() ?? ''
  return [hotelName, roomName].filter((part) => part.length > 0).join(' · ')
}

function roomInfoOf(row: ListingRow): RoomTypeValue | undefined {
  return stepOf<{ roomInfo?: RoomTypeValue }>(row).roomInfo
}

function hotelInfoOf(row: ListingRow): HotelInfoValue | undefined {
  return stepOf<{ hotelInfo?: HotelInfoValue }>(row).hotelInfo
}

/** The live copy's value of a step when it has one, else the working copy's. */
function stepOf<T extends Record<string, unknown>>(row: ListingRow): T {
  const live = row.live === null ? {} : (JSON.parse(row.live) as T)
  const steps = JSON.parse(row.steps) as T
  return { ...steps, ...live }
}

/** Ids per IN list (well under SQLite's and PostgreSQL's parameter limits). */
const CHUNK = 400
