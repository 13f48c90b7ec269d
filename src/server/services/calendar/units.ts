import type { Kysely } from 'kysely'
import { listingUnitId, luIdOf } from '../../../domain/calendar/limits'
import type { CalendarUnit } from '../../../domain/calendar/schemas'
import type { Database, ListingRow } from '../../db/schema'
import { forbidden, notFound } from '../../errors'
import { readListing } from '../house/stored'
import type { StoredListing } from '../house/stored'

/** A bookable unit as the calendar needs it (the wire's CalendarUnit without cover and feeds). */
export type UnitInfo = Omit<CalendarUnit, 'coverUrl' | 'feeds'> & { userId: number; coverImgId: string | null }

/**
 * A B&B listing is a unit once it passed review at least once (it has a live copy) and while it
 * is not deleted, online or offline; drafts have no calendar. Prices and similar units apply at
 * once on an online listing, so the host's working copy gives the defaults.
 */
export function unitOfListing(row: ListingRow): UnitInfo | null {
  // a hotel is no unit; its room types become units with the hotel calendars (decision 0048)
  if (row.live === null || row.deleted_at !== null || row.kind !== 'bnb') return null
  const listing: StoredListing = readListing(row)
  const steps = listing.steps
  const live = listing.live ?? {}
  const price = steps.housePrice ?? live.housePrice
  const info = steps.houseInfo ?? live.houseInfo
  return {
    unitId: listingUnitId(listing.luId),
    luId: listing.luId,
    userId: listing.userId,
    title: steps.houseDescribe?.title ?? live.houseDescribe?.title ?? row.title,
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

/** The host's units, oldest listing first (a stable row order for the grid). */
export async function listUnits(db: Kysely<Database>, userId: number): Promise<UnitInfo[]> {
  const rows = await db.selectFrom('listings').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null)
    .where('live', 'is not', null).orderBy('created_at').orderBy('lu_id').execute()
  return rows.flatMap((row) => unitOfListing(row) ?? [])
}

/** One unit, whoever owns it (bookings, imports); undefined when there is none. */
export async function findUnit(db: Kysely<Database>, unitId: string): Promise<UnitInfo | undefined> {
  const luId = luIdOf(unitId)
  if (luId === null) return undefined
  const row = await db.selectFrom('listings').selectAll().where('lu_id', '=', luId).executeTakeFirst()
  return row ? (unitOfListing(row) ?? undefined) : undefined
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
  for (let i = 0; i < luIds.length; i += 400) {
    const rows = await db.selectFrom('listings').selectAll().where('lu_id', 'in', luIds.slice(i, i + 400)).execute()
    for (const row of rows) {
      owners.set(listingUnitId(row.lu_id), row.user_id)
      const unit = unitOfListing(row)
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
