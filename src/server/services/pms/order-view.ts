import type { Kysely } from 'kysely'
import { listingUnitId } from '../../../domain/calendar/limits'
import type { OpenOrder } from '../../../domain/pms/open-api'
import type { Database } from '../../db/schema'
import type { ConnectionRow } from './connections'

type Db = Kysely<Database>

/** Orders that have ended for the PMS: its room is free again. */
export const ENDED_STATES: readonly string[] = ['cancelled', 'rejected', 'payTimeout', 'confirmTimeout']

/** Unit id -> the PMS room mapped to it. */
export async function roomCodes(db: Db, connection: ConnectionRow): Promise<Map<string, string>> {
  const rows = await db.selectFrom('pms_rooms').select(['room_code', 'room_type_lu_id']).where('connection_id', '=', connection.id).where('room_type_lu_id', 'is not', null).execute()
  return new Map(rows.map((r) => [listingUnitId(r.room_type_lu_id!), r.room_code]))
}

type OrderColumns = {
  order_no: string; unit_id: string | null; check_in: string; check_out: string; rooms: number; booker_name: string; state: string
  currency: string; rent: number; created_at: number; updated_at: number
}

/** An order as the open API and its webhooks give it. */
export function openOrderOf(row: OrderColumns, roomOf: ReadonlyMap<string, string>): OpenOrder {
  return {
    orderNo: row.order_no, roomCode: roomOf.get(row.unit_id ?? '') ?? '', checkIn: row.check_in, checkOut: row.check_out, rooms: row.rooms,
    guestName: row.booker_name, state: row.state as OpenOrder['state'], currency: row.currency, rent: Number(row.rent),
    createdAt: Number(row.created_at), updatedAt: Number(row.updated_at), version: String(Number(row.updated_at)), redelivered: false,
  }
}

