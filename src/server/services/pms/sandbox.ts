import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { RoomTypeValue } from '../../../domain/hotel/rules'
import { keyPrefixOf, PMS_LIMITS } from '../../../domain/pms/rules'
import type { Database } from '../../db/schema'
import { lockKeys } from '../../db/locks'
import { insertListing } from '../house/repo'
import { zeroHotelVersions } from '../hotel/store'
import { connectionView, keyHash, type ConnectionRow } from './connections'

type Db = Kysely<Database>

/**
 * A connection's sandbox (issue 38, decision 0079): a connection of its own with the same partner,
 * on a test store that belongs to a sandbox account made for it (never the host's: the host's
 * rooms, calendar and orders cannot be reached with its keys, as no connection reaches another's).
 * Two room types with a product each; rooms a PMS announces there are mapped at once, so its
 * developer runs the whole flow alone; the console makes fake bookings on it.
 */
export const SANDBOX_ROOM_TYPES: ReadonlyArray<{ name: string; price: number; rooms: number; product: string }> = [
  { name: 'Sandbox double', price: 500, rooms: 5, product: 'Sandbox room only' },
  { name: 'Sandbox twin', price: 420, rooms: 8, product: 'Sandbox with breakfast' },
]

/** The connection's sandbox, made the first time, with a new test key (shown once; the oldest goes when two are active). */
export async function openSandbox(db: Db, connectionId: string, now: number): Promise<{ sandbox: ConnectionRow; key: string; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`pms-sandbox:${connectionId}`])
    const real = await trx.selectFrom('pms_connections').selectAll().where('id', '=', connectionId).executeTakeFirst()
    if (!real) throw new SandboxError(`no connection ${connectionId}`)
    if (real.sandbox_of !== null) throw new SandboxError(`${connectionId} is a sandbox itself (of ${real.sandbox_of})`)
    if (real.state !== 'connected') throw new SandboxError(`${connectionId} is ${real.state}: open it first (pms open)`)
    let sandbox = await trx.selectFrom('pms_connections').selectAll().where('sandbox_of', '=', connectionId).executeTakeFirst()
    const created = sandbox === undefined
    sandbox ??= await makeSandbox(trx, real, now)
    const active = await trx.selectFrom('pms_keys').select(['id']).where('connection_id', '=', sandbox.id).where('revoked_at', 'is', null).orderBy('created_at').execute()
    if (active.length >= PMS_LIMITS.activeKeys) await trx.updateTable('pms_keys').set({ revoked_at: now }).where('id', '=', active[0]!.id).execute()
    const key = `pk_test_${sandbox.id.slice(0, 8)}_${randomBytes(24).toString('base64url')}`
    await trx.insertInto('pms_keys').values({
      id: randomUUID(), connection_id: sandbox.id, user_id: sandbox.user_id, key_hash: keyHash(key), prefix: keyPrefixOf(key), created_at: now, last_used_at: null, revoked_at: null,
    }).execute()
    return { sandbox, key, created }
  })
}

export class SandboxError extends Error {}

async function makeSandbox(db: Db, real: ConnectionRow, now: number): Promise<ConnectionRow> {
  const storeName = (await connectionView(db, real)).storeName
  const tag = randomBytes(4).toString('hex')
  // an account nobody signs in to: no password, a number no phone has
  const user = await db.insertInto('users').values({
    mobile: `sandbox-${tag}`, country_code: '0', email: null, password_hash: null, user_name: `sandbox-${tag}`, nick_name: `Sandbox of ${storeName}`,
    is_oversea: 0, white_user: 0, is_ka: 0, merchant_white: 0, landlord_pass: 1, need_check: 0, realname_state: 'none', real_name: '', id_card_no: '',
    passport_no: '', city_id: null, housekeeper_id: null, created_at: now,
  }).returning('id').executeTakeFirstOrThrow()
  const userId = Number(user.id)
  const hotelId = randomUUID()
  const hotelSteps = JSON.stringify({ hotelInfo: { name: `${storeName} · sandbox` } })
  await insertListing(db, {
    lu_id: hotelId, user_id: userId, region: 'domestic', rental_type: 'other', building_type: null, audit_status: 'online', room_status: 'online',
    change_status: 'none', address_review: 'none', steps: hotelSteps, live: hotelSteps, versions: JSON.stringify(zeroHotelVersions()), published_hash: null,
    title: `${storeName} · sandbox`, currency: 'RMB', created_at: now, updated_at: now, deleted_at: null, delete_reason: null, delete_note: null,
    list_group: 'online', sub_states: '', title_search: '', kind: 'hotel', parent_lu_id: null,
  })
  for (const [i, type] of SANDBOX_ROOM_TYPES.entries()) {
    const roomTypeId = randomUUID()
    const value: RoomTypeValue = {
      name: type.name, size: 25, floor: '2', occupancy: 2, price: type.price, rooms: type.rooms, beds: [], extraBed: false, wifi: '', smoking: '',
      windows: '', earlyMorning: false, checkIn: '', checkOut: '', policies: '', facilities: [], photoIds: [],
    } as RoomTypeValue
    const steps = JSON.stringify({ roomInfo: value })
    await insertListing(db, {
      lu_id: roomTypeId, user_id: userId, region: 'domestic', rental_type: 'other', building_type: null, audit_status: 'online', room_status: 'online',
      change_status: 'none', address_review: 'none', steps, live: steps, versions: JSON.stringify({ roomInfo: 1 }), published_hash: null,
      title: type.name, currency: 'RMB', created_at: now + i, updated_at: now + i, deleted_at: null, delete_reason: null, delete_note: null,
      list_group: 'online', sub_states: '', title_search: '', kind: 'roomType', parent_lu_id: hotelId,
    })
    await db.insertInto('hotel_products').values({
      id: randomUUID(), user_id: userId, hotel_id: hotelId, room_type_id: roomTypeId, name: type.product, breakfasts: i === 0 ? 0 : 2,
      discount_tenths: 100, cancellation_rule: 'moderate', on_sale: 1, version: 0, created_at: now + i, updated_at: now + i, deleted_at: null,
    }).execute()
  }
  const sandbox: ConnectionRow = {
    id: randomUUID(), user_id: userId, partner_id: real.partner_id, store_lu_id: hotelId, pms_hotel_code: real.pms_hotel_code, state: 'connected',
    created_at: now, opened_at: now, last_call_at: null, sync_url: null, last_sync_at: null, last_sync_error: null, sandbox_of: real.id,
  }
  await db.insertInto('pms_connections').values(sandbox).execute()
  return sandbox
}

/**
 * In a sandbox, what the host would map is mapped at once: each room without a room type takes
 * the next free one, each rate plan of a mapped room without a product the room type's next one.
 */
export async function mapSandboxRooms(db: Db, connection: ConnectionRow): Promise<void> {
  if (connection.sandbox_of === null) return
  const rooms = await db.selectFrom('pms_rooms').selectAll().where('connection_id', '=', connection.id).orderBy('position').execute()
  const types = await db.selectFrom('listings').select('lu_id').where('parent_lu_id', '=', connection.store_lu_id).where('kind', '=', 'roomType')
    .orderBy('created_at').execute()
  const taken = new Set(rooms.flatMap((r) => r.room_type_lu_id ?? []))
  for (const room of rooms) {
    let roomType = room.room_type_lu_id
    if (roomType === null) {
      roomType = types.map((t) => t.lu_id).find((id) => !taken.has(id)) ?? null
      if (roomType === null) continue
      taken.add(roomType)
      await db.updateTable('pms_rooms').set({ room_type_lu_id: roomType }).where('connection_id', '=', connection.id).where('room_code', '=', room.room_code).execute()
    }
    const products = await db.selectFrom('hotel_products').select('id').where('room_type_id', '=', roomType).where('deleted_at', 'is', null).orderBy('created_at').execute()
    const plans = await db.selectFrom('pms_rate_plans').selectAll().where('connection_id', '=', connection.id).where('room_code', '=', room.room_code).orderBy('position').execute()
    for (const [i, plan] of plans.entries()) {
      if (plan.product_id !== null || products.length === 0) continue
      await db.updateTable('pms_rate_plans').set({ product_id: products[i % products.length]!.id }).where('connection_id', '=', connection.id)
        .where('room_code', '=', plan.room_code).where('rate_plan_code', '=', plan.rate_plan_code).execute()
    }
  }
}
