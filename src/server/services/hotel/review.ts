import type { Kysely } from 'kysely'
import type { HotelRejectionReason } from '../../../domain/hotel/reasons'
import type { Database } from '../../db/schema'
import { record, SYSTEM_ACTOR } from '../house/records'
import { decideReview, openReview } from '../house/repo'
import { readHotel, writeHotel } from './store'

/** A staff decision that does not fit the hotel's state (the console prints it). */
export class HotelReviewError extends Error {
  override name = 'HotelReviewError'
}

/**
 * Staff decide a hotel under review (decision 0048): the review record, the hotel's state and its
 * room types', an operation record; run it in the caller's transaction with the host's message. An
 * approved hotel's room types get their live copy (they become calendar units with the hotel
 * calendars) and it and they are on sale; a rejected one goes back to the host with the reasons and staff's note.
 */
export async function decideHotel(
  trx: Kysely<Database>, hotelId: string, decision: { approve: true } | { approve: false; reasons: HotelRejectionReason[]; note: string }, now: number,
): Promise<{ userId: number; name: string; state: 'online' | 'rejected' }> {
  const row = await trx.selectFrom('listings').selectAll().where('lu_id', '=', hotelId).where('kind', '=', 'hotel')
    .where('deleted_at', 'is', null).executeTakeFirst()
  if (!row) throw new HotelReviewError(`no hotel ${hotelId}`)
  const review = await openReview(trx, hotelId, ['hotel'])
  if (!review || row.audit_status !== 'auditing') throw new HotelReviewError(`hotel ${hotelId} is ${row.audit_status}: no review is waiting`)
  const hotel = readHotel(row)
  const name = hotel.steps.hotelInfo?.name ?? ''
  if (decision.approve) {
    await decideReview(trx, review.id, { status: 'passed', decidedAt: now, reasons: '[]', note: '' })
    hotel.state = 'online'
    // approved is on sale, the hotel and every room type (decision 0084)
    hotel.onSale = true
    await trx.updateTable('listings').set((eb) => ({ audit_status: 'online', room_status: 'online', live: eb.ref('steps'), updated_at: now }))
      .where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType').where('deleted_at', 'is', null).execute()
    await trx.updateTable('listings').set((eb) => ({ live: eb.ref('steps') })).where('lu_id', '=', hotelId).execute()
  } else {
    await decideReview(trx, review.id, { status: 'rejected', decidedAt: now, reasons: JSON.stringify(decision.reasons), note: decision.note })
    hotel.state = 'rejected'
    await trx.updateTable('listings').set({ audit_status: 'rejected', updated_at: now })
      .where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType').where('deleted_at', 'is', null).execute()
  }
  await writeHotel(trx, hotel, true, now)
  await record(trx, { luId: hotelId, userId: hotel.userId }, SYSTEM_ACTOR, now, decision.approve ? 'approve' : 'reject',
    decision.approve ? undefined : { field: 'reasons', newValue: decision.reasons.join(', ') })
  return { userId: hotel.userId, name, state: hotel.state }
}
