import type { Kysely } from 'kysely'
import type { FlashBookEntry } from '../../../domain/listing/endpoints'
import { FLASH_BOOK_AUDIT_STATES, flashBookRefusal } from '../../../domain/listing/flash-book'
import type { RoomStatus } from '../../../domain/listing/enums'
import type { Database, ListingRow } from '../../db/schema'
import { forbidden, refused } from '../../errors'
import type { Handlers } from '../../handler'
import { record } from './records'
import { findListing, updateListing } from './repo'
import { callerOf, ownListing } from './service'

/**
 * Flash-book (instant booking, decision 0078): the host's approved B&B listings with their state,
 * and the switch of one. Every call checks the session; a listing of another landlord is refused
 * (403 noPermission, nothing changed) as every listing call does.
 */
export const flashBookHandlers: Handlers = {
  flashBookList: async (ctx, { luIds, offset, length }) => {
    const caller = await callerOf(ctx)
    const ids = luIds ? [...new Set(luIds.split(',').map((id) => id.toLowerCase()))] : null
    if (ids) {
      // naming another landlord's listing is refused, as naming it to any listing call is
      const owners = await ctx.db.selectFrom('listings').select('user_id').where('lu_id', 'in', ids).execute()
      if (owners.some((row) => row.user_id !== caller.userId)) throw forbidden()
    }
    const { rows, total } = await flashBookPage(ctx.db, caller.userId, ids, offset, length)
    return { list: rows.map(toEntry), total }
  },

  flashBookUpdate: async (ctx, { luId, on }) => {
    const caller = await callerOf(ctx)
    const listing = await ownListing(ctx.db, caller, luId)
    const refusal = flashBookRefusal(listing, on)
    if (refusal) throw refused(refusal, 'on')
    const row = (await findListing(ctx.db, luId))!
    // a plain set: the same value again changes nothing and records nothing
    if ((row.flash_book === 1) !== on) {
      const now = ctx.now()
      const before = row.flash_book === 1 ? 'on' : 'off'
      await record(ctx.db, listing, caller.actor, now, 'flashBook', { field: 'flashBook', oldValue: before, newValue: on ? 'on' : 'off' })
      // the list's order (its last change) stays: switching is no edit of the listing
      await updateListing(ctx.db, luId, { flash_book: on ? 1 : 0, flash_book_at: now })
    }
    return toEntry((await findListing(ctx.db, luId))!)
  },
}

type FlashRow = Pick<ListingRow, 'lu_id' | 'title' | 'live' | 'steps' | 'room_status' | 'flash_book' | 'flash_book_at'>

/** The host's approved B&B listings (the ones that may switch), in the management list's order. */
async function flashBookPage(db: Kysely<Database>, userId: number, ids: string[] | null, offset: number, length: number) {
  let query = db.selectFrom('listings').where('user_id', '=', userId).where('deleted_at', 'is', null).where('kind', '=', 'bnb')
    .where('audit_status', 'in', [...FLASH_BOOK_AUDIT_STATES])
  if (ids) query = query.where('lu_id', 'in', ids)
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const total = Number(counted?.n ?? 0)
  const rows = offset >= total ? [] : await query.select(['lu_id', 'title', 'live', 'steps', 'room_status', 'flash_book', 'flash_book_at'])
    .orderBy('updated_at', 'desc').orderBy('lu_id').offset(offset).limit(length).execute()
  return { rows, total }
}

function toEntry(row: FlashRow): FlashBookEntry {
  // what guests see: the live title of an approved listing
  const shown = JSON.parse(row.live ?? row.steps) as { houseDescribe?: { title?: string } }
  return {
    luId: row.lu_id,
    title: shown.houseDescribe?.title ?? row.title,
    roomStatus: row.room_status as RoomStatus,
    flashBook: Number(row.flash_book) === 1,
    changedAt: row.flash_book_at === null ? null : Number(row.flash_book_at),
  }
}
