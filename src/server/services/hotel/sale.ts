import type { Kysely } from 'kysely'
import { unitToday } from '../../../domain/calendar/zones'
import { hotelSaleRefusal, OPEN_ORDER_STATES, roomTypeSaleRefusal } from '../../../domain/hotel/sale'
import type { HotelSaleAnswer } from '../../../domain/hotel/schemas'
import { lockKeys } from '../../db/locks'
import type { Database } from '../../db/schema'
import { notFound, refused } from '../../errors'
import type { Handlers } from '../../handler'
import { inTransaction } from '../calendar/repo'
import { record } from '../house/records'
import { callerOf, type Caller } from '../house/service'
import { hotelChecklist, ownHotel, requireHotelPublisher, roomTypeOf, roomTypesOf, writeHotel, type StoredHotel } from './store'

/**
 * How many open orders (booked, not finished: decision 0084) each room type of the hotel has,
 * in one query. They stay to be honoured whatever is taken off sale.
 */
export async function openOrdersOf(db: Kysely<Database>, roomTypeIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (roomTypeIds.length === 0) return counts
  const rows = await db.selectFrom('orders').select(['lu_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('lu_id', 'in', roomTypeIds).where('state', 'in', OPEN_ORDER_STATES).groupBy('lu_id').execute()
  for (const row of rows) if (row.lu_id !== null) counts.set(row.lu_id, Number(row.n))
  return counts
}

/** The hotel's sale as the host sees it: it and each room type on sale or not, with their open orders. */
async function saleOf(db: Kysely<Database>, hotel: StoredHotel): Promise<HotelSaleAnswer> {
  const roomTypes = await roomTypesOf(db, hotel.hotelId)
  const open = await openOrdersOf(db, roomTypes.map((roomType) => roomType.roomTypeId))
  const list = roomTypes.map((roomType) => ({
    roomTypeId: roomType.roomTypeId, name: roomType.value?.name ?? '', onSale: hotel.state === 'online' && roomType.onSale,
    openOrders: open.get(roomType.roomTypeId) ?? 0,
  }))
  return {
    hotelId: hotel.hotelId, state: hotel.state, onSale: hotel.onSale,
    openOrders: list.reduce((sum, roomType) => sum + roomType.openOrders, 0), roomTypes: list,
  }
}

/** The hotel read again under the lock of its sale (two switches at once see each other's). */
async function lockedHotel(trx: Kysely<Database>, caller: Caller, hotelId: string): Promise<StoredHotel> {
  await lockKeys(trx, [`hotelSale:${hotelId}`])
  return ownHotel(trx, caller, hotelId)
}

/**
 * hotel service: an approved hotel and its room types on sale and off sale (spec 7 "Hotel/store:
 * house list/state, status"; decision 0084). Putting on sale needs the right to publish hotels
 * (as a B&B listing put online needs the real name); taking off sale does not. A repeat changes
 * nothing and records nothing.
 */
export const hotelSaleHandlers: Handlers = {
  hotelSale: async (ctx, { hotelId }) => saleOf(ctx.db, await ownHotel(ctx.db, await callerOf(ctx), hotelId)),

  hotelSetOnSale: async (ctx, { hotelId, onSale }) => {
    const caller = await callerOf(ctx)
    return inTransaction(ctx.db, async (trx) => {
      const hotel = await lockedHotel(trx, caller, hotelId)
      if (onSale) requireHotelPublisher(caller)
      const refusal = hotelSaleRefusal(hotel.state)
      if (refusal) throw refused(refusal.key)
      if (hotel.onSale !== onSale) {
        const now = ctx.now()
        const target = onSale ? 'online' : 'offline'
        await record(trx, { luId: hotel.hotelId, userId: hotel.userId }, caller.actor, now, target,
          { field: 'roomStatus', oldValue: hotel.onSale ? 'online' : 'offline', newValue: target })
        hotel.onSale = onSale
        const roomTypes = await roomTypesOf(trx, hotel.hotelId)
        const checklist = hotelChecklist(hotel, roomTypes, unitToday('CHN', now))
        await writeHotel(trx, hotel, Object.values(checklist).every(Boolean), now)
      }
      return saleOf(trx, hotel)
    })
  },

  roomTypeSetOnSale: async (ctx, { hotelId, roomTypeId, onSale }) => {
    const caller = await callerOf(ctx)
    return inTransaction(ctx.db, async (trx) => {
      const hotel = await lockedHotel(trx, caller, hotelId)
      const roomType = await roomTypeOf(trx, hotel, roomTypeId)
      if (!roomType) throw notFound()
      // a room type added by a change under way goes on sale when staff approve it (decision 0087)
      if (roomType.live === null && hotel.state === 'online') throw refused('listingLocked', 'roomTypeId')
      if (onSale) requireHotelPublisher(caller)
      const others = (await roomTypesOf(trx, hotel.hotelId)).filter((other) => other.roomTypeId !== roomTypeId && other.onSale).length
      const refusal = roomTypeSaleRefusal({ hotelState: hotel.state, onSale, othersOnSale: others })
      if (refusal) throw refused(refusal.key, 'roomTypeId')
      if (roomType.onSale !== onSale) {
        const now = ctx.now()
        const target = onSale ? 'online' : 'offline'
        await record(trx, { luId: roomTypeId, userId: hotel.userId }, caller.actor, now, target,
          { field: 'roomStatus', oldValue: roomType.onSale ? 'online' : 'offline', newValue: target })
        await trx.updateTable('listings').set({ room_status: target, updated_at: now }).where('lu_id', '=', roomTypeId).execute()
      }
      return saleOf(trx, hotel)
    })
  },
}
