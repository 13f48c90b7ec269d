import type { Kysely } from 'kysely'
import type { HotelRejectionReason } from '../../../domain/hotel/reasons'
import { HOTEL_STEPS } from '../../../domain/hotel/schemas'
import type { Database } from '../../db/schema'
import { fieldChanges, record, SYSTEM_ACTOR, type FieldChange } from '../house/records'
import { decideReview, openReview } from '../house/repo'
import { hotelChecklist, readHotel, roomTypesOf, writeHotel, type StoredHotel, type StoredRoomType } from './store'
import { unitToday } from '../../../domain/calendar/zones'

/** The review kind of an online hotel's change (decision 0087); a first submission's is 'hotel'. */
export const HOTEL_CHANGE_REVIEW = 'hotelChange'

/** One field the host changed against the live copy: of the hotel (roomTypeId null) or of a room type. */
export type HotelChange = FieldChange & { roomTypeId: string | null; roomTypeName: string }

/**
 * What an online hotel's working copy changes against what guests book (decision 0087): each
 * top-level field of a hotel step, and of each room type (a room type added since has every
 * field new).
 */
export function hotelChanges(hotel: Pick<StoredHotel, 'steps' | 'live'>, roomTypes: readonly StoredRoomType[]): HotelChange[] {
  const live = hotel.live ?? {}
  const changes: HotelChange[] = HOTEL_STEPS.flatMap((step) =>
    fieldChanges(step, live[step as keyof typeof live], hotel.steps[step as keyof typeof hotel.steps])
      .map((change) => ({ ...change, roomTypeId: null, roomTypeName: '' })))
  for (const roomType of roomTypes) {
    const name = roomType.value?.name ?? roomType.live?.name ?? ''
    for (const change of fieldChanges('roomInfo', roomType.live, roomType.value)) changes.push({ ...change, roomTypeId: roomType.roomTypeId, roomTypeName: name })
  }
  return changes
}

/**
 * Staff decide an online hotel's change under review (decision 0087), in the caller's transaction
 * with the host's message. Approved: the edited version becomes what guests book, the hotel's and
 * every room type's (a room type added by the change is approved and on sale, as an approved
 * hotel's are: decision 0084). Rejected: the live version stays, the host sees the reasons and
 * staff's note and may edit again. Answers undefined when the hotel has no change waiting.
 */
export async function decideHotelChange(
  trx: Kysely<Database>, hotelId: string, decision: { approve: true } | { approve: false; reasons: HotelRejectionReason[]; note: string }, now: number,
): Promise<{ userId: number; name: string; state: 'changeApproved' | 'changeRejected' } | undefined> {
  const row = await trx.selectFrom('listings').selectAll().where('lu_id', '=', hotelId).where('kind', '=', 'hotel')
    .where('deleted_at', 'is', null).executeTakeFirst()
  if (!row || row.audit_status !== 'online' || row.change_status !== 'auditing') return undefined
  const review = await openReview(trx, hotelId, [HOTEL_CHANGE_REVIEW])
  if (!review) return undefined
  const hotel = readHotel(row)
  if (decision.approve) {
    await decideReview(trx, review.id, { status: 'passed', decidedAt: now, reasons: '[]', note: '' })
    hotel.live = structuredClone(hotel.steps)
    hotel.changeStatus = 'none'
    // room types added by the change: approved and on sale with the hotel
    await trx.updateTable('listings').set({ audit_status: 'online', room_status: 'online' })
      .where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType').where('deleted_at', 'is', null).where('live', 'is', null).execute()
    await trx.updateTable('listings').set((eb) => ({ live: eb.ref('steps'), updated_at: now }))
      .where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType').where('deleted_at', 'is', null).execute()
    await trx.updateTable('listings').set({ live: JSON.stringify(hotel.live) }).where('lu_id', '=', hotelId).execute()
  } else {
    await decideReview(trx, review.id, { status: 'rejected', decidedAt: now, reasons: JSON.stringify(decision.reasons), note: decision.note })
    hotel.changeStatus = 'rejected'
  }
  const roomTypes = await roomTypesOf(trx, hotelId)
  await writeHotel(trx, hotel, Object.values(hotelChecklist(hotel, roomTypes, unitToday('CHN', now))).every(Boolean), now)
  await record(trx, { luId: hotelId, userId: hotel.userId }, SYSTEM_ACTOR, now, decision.approve ? 'approveChange' : 'rejectChange',
    decision.approve ? undefined : { field: 'reasons', newValue: decision.reasons.join(', ') })
  return { userId: hotel.userId, name: hotel.live?.hotelInfo?.name ?? hotel.steps.hotelInfo?.name ?? '', state: decision.approve ? 'changeApproved' : 'changeRejected' }
}
