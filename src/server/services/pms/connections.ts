import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { PmsConnection, PmsKey, PmsRoomsAnswer } from '../../../domain/pms/endpoints'
import { keyPrefixOf, PMS_CODE, PMS_LIMITS, PMS_PARTNERS, ratePlanState, roomState } from '../../../domain/pms/rules'
import type { Database, PmsConnectionsTable } from '../../db/schema'
import { forbidden, invalid, notFound, refused } from '../../errors'
import type { Handlers } from '../../handler'
import { callerOf } from '../house/service'
import { ownHotel, roomTypesOf, type HotelSteps } from '../hotel/store'
import { failingDeliveries } from './webhook-attention'

type Db = Kysely<Database>
export type ConnectionRow = PmsConnectionsTable

/**
 * Direct connection, the host's side (issue 20, decision 0064): a store's connection with a PMS
 * partner (waiting for opening until staff open it), its API keys (the secret shown once, its
 * hash kept), the PMS's rooms and rate plans bound to the store's room types and products, and the
 * orders of the bound room types.
 */
export const pmsHandlers: Handlers = {
  pmsPartners: async (ctx) => {
    await callerOf(ctx)
    return { list: PMS_PARTNERS.map((p) => ({ ...p })) }
  },
  pmsConnections: async (ctx) => {
    const caller = await callerOf(ctx)
    const rows = await ctx.db.selectFrom('pms_connections').selectAll().where('user_id', '=', caller.userId).orderBy('created_at', 'desc').execute()
    return { list: await Promise.all(rows.map((row) => connectionView(ctx.db, row))) }
  },
  pmsConnect: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const partner = PMS_PARTNERS.find((p) => p.partnerId === input.partnerId)
    if (!partner) throw invalid('invalidValue', 'partnerId')
    const code = input.pmsHotelCode.trim()
    if (!PMS_CODE.test(code)) throw invalid('pmsCodeInvalid', 'pmsHotelCode')
    const hotel = await ownHotel(ctx.db, caller, input.storeId)
    if (hotel.state !== 'online') throw refused('pmsStoreNotOnline', 'storeId')
    const taken = await ctx.db.selectFrom('pms_connections').select('id').where('store_lu_id', '=', hotel.hotelId).executeTakeFirst()
    if (taken) throw refused('pmsStoreConnected', 'storeId')
    const row: ConnectionRow = {
      id: randomUUID(), user_id: caller.userId, partner_id: partner.partnerId, store_lu_id: hotel.hotelId, pms_hotel_code: code,
      state: 'waitingOpen', created_at: ctx.now(), opened_at: null, last_call_at: null, sync_url: null, last_sync_at: null, last_sync_error: null, sandbox_of: null,
    }
    await ctx.db.insertInto('pms_connections').values(row).execute()
    return connectionView(ctx.db, row)
  },
  pmsKeyCreate: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const connection = await ownConnection(ctx.db, caller.userId, input.connectionId)
    if (connection.state !== 'connected') throw refused('pmsNotConnected', 'connectionId')
    const active = await ctx.db.selectFrom('pms_keys').select('id').where('connection_id', '=', connection.id).where('revoked_at', 'is', null).execute()
    if (active.length >= PMS_LIMITS.activeKeys) throw refused('pmsKeysTooMany', 'connectionId', { max: PMS_LIMITS.activeKeys })
    const key = `pk_${connection.id.slice(0, 8)}_${randomBytes(24).toString('base64url')}`
    await ctx.db.insertInto('pms_keys').values({
      id: randomUUID(), connection_id: connection.id, user_id: caller.userId, key_hash: keyHash(key), prefix: keyPrefixOf(key),
      created_at: ctx.now(), last_used_at: null, revoked_at: null,
    }).execute()
    return { key, connection: await connectionView(ctx.db, connection) }
  },
  pmsKeyRevoke: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const connection = await ownConnection(ctx.db, caller.userId, input.connectionId)
    const key = await ctx.db.selectFrom('pms_keys').select(['id', 'revoked_at']).where('id', '=', input.keyId).where('connection_id', '=', connection.id).executeTakeFirst()
    if (!key) throw notFound()
    if (key.revoked_at === null) await ctx.db.updateTable('pms_keys').set({ revoked_at: ctx.now() }).where('id', '=', key.id).execute()
    return connectionView(ctx.db, connection)
  },
  pmsRooms: async (ctx, input) => {
    const caller = await callerOf(ctx)
    return roomsAnswer(ctx.db, await ownConnection(ctx.db, caller.userId, input.connectionId))
  },
  pmsBind: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const connection = await ownConnection(ctx.db, caller.userId, input.connectionId)
    const room = await ctx.db.selectFrom('pms_rooms').selectAll().where('connection_id', '=', connection.id).where('room_code', '=', input.roomCode).executeTakeFirst()
    if (!room) throw notFound()
    if (input.ratePlanCode === undefined) {
      if (!input.roomTypeId) throw invalid('required', 'roomTypeId')
      const roomType = (await onlineRoomTypes(ctx.db, connection)).find((r) => r.luId === input.roomTypeId)
      if (!roomType) throw refused('pmsRoomTypeNotBindable', 'roomTypeId')
      if (room.room_type_lu_id === roomType.luId) return roomsAnswer(ctx.db, connection)
      const holder = await ctx.db.selectFrom('pms_rooms').select('room_code').where('connection_id', '=', connection.id).where('room_type_lu_id', '=', roomType.luId).executeTakeFirst()
      if (holder) throw refused('pmsRoomTypeTaken', 'roomTypeId', { room: holder.room_code })
      // another room type: the rate plans' products were of the old one
      await ctx.db.updateTable('pms_rate_plans').set({ product_id: null }).where('connection_id', '=', connection.id).where('room_code', '=', room.room_code).execute()
      await ctx.db.updateTable('pms_rooms').set({ room_type_lu_id: roomType.luId, updated_at: ctx.now() })
        .where('connection_id', '=', connection.id).where('room_code', '=', room.room_code).execute()
      return roomsAnswer(ctx.db, connection)
    }
    const plan = await ctx.db.selectFrom('pms_rate_plans').selectAll().where('connection_id', '=', connection.id).where('room_code', '=', room.room_code)
      .where('rate_plan_code', '=', input.ratePlanCode).executeTakeFirst()
    if (!plan) throw notFound()
    if (room.room_type_lu_id === null) throw refused('pmsRoomNotBound', 'ratePlanCode')
    if (!input.productId) throw invalid('required', 'productId')
    const product = await ctx.db.selectFrom('hotel_products').select(['id', 'room_type_id', 'on_sale']).where('id', '=', input.productId)
      .where('hotel_id', '=', connection.store_lu_id).where('deleted_at', 'is', null).executeTakeFirst()
    if (!product || product.room_type_id !== room.room_type_lu_id || product.on_sale !== 1) throw refused('pmsProductNotBindable', 'productId')
    await ctx.db.updateTable('pms_rate_plans').set({ product_id: product.id }).where('connection_id', '=', connection.id)
      .where('room_code', '=', room.room_code).where('rate_plan_code', '=', plan.rate_plan_code).execute()
    return roomsAnswer(ctx.db, connection)
  },
  pmsUnbind: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const connection = await ownConnection(ctx.db, caller.userId, input.connectionId)
    const room = await ctx.db.selectFrom('pms_rooms').select('room_code').where('connection_id', '=', connection.id).where('room_code', '=', input.roomCode).executeTakeFirst()
    if (!room) throw notFound()
    const plans = ctx.db.updateTable('pms_rate_plans').set({ product_id: null }).where('connection_id', '=', connection.id).where('room_code', '=', room.room_code)
    if (input.ratePlanCode !== undefined) {
      const result = await plans.where('rate_plan_code', '=', input.ratePlanCode).executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) throw notFound()
      return roomsAnswer(ctx.db, connection)
    }
    await plans.execute()
    await ctx.db.updateTable('pms_rooms').set({ room_type_lu_id: null, updated_at: ctx.now() }).where('connection_id', '=', connection.id).where('room_code', '=', room.room_code).execute()
    return roomsAnswer(ctx.db, connection)
  },
  pmsOrders: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const connection = await ownConnection(ctx.db, caller.userId, input.connectionId)
    const units = await boundUnits(ctx.db, connection.id)
    if (units.length === 0) return { list: [], total: 0 }
    const base = ctx.db.selectFrom('orders').where('user_id', '=', caller.userId).where('unit_id', 'in', units)
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const rows = await base.leftJoin('pms_order_pulls', (join) => join.onRef('pms_order_pulls.order_no', '=', 'orders.order_no').on('pms_order_pulls.connection_id', '=', connection.id))
      .select(['orders.order_no', 'orders.room_type_name', 'orders.listing_title', 'orders.check_in', 'orders.check_out', 'orders.rooms', 'orders.state',
        'orders.currency', 'orders.rent', 'orders.created_at', 'pms_order_pulls.pulled_at'])
      .orderBy('orders.created_at', 'desc').orderBy('orders.order_no', 'desc').offset(input.offset ?? 0).limit(input.length ?? 10).execute()
    return {
      total: Number(total.n),
      list: rows.map((row) => ({
        orderNo: row.order_no, roomTypeName: row.room_type_name ?? row.listing_title, checkIn: row.check_in, checkOut: row.check_out, rooms: row.rooms,
        state: row.state, currency: row.currency, rent: Number(row.rent), createdAt: Number(row.created_at), pulledAt: row.pulled_at === null ? null : Number(row.pulled_at),
      })),
    }
  },
}

/**
 * What the host's direct connections ask of it (the home's to-do): open connections without an
 * active key, PMS rooms not bound to a room type, hourly pulls that failed last time, webhook
 * deliveries given up since the last that went through.
 */
export async function pmsAttention(db: Db, userId: number): Promise<{ withoutKey: number; roomsUnbound: number; syncFailing: number; webhookFailing: number }> {
  const open = await db.selectFrom('pms_connections').select(['id', 'last_sync_error']).where('user_id', '=', userId).where('state', '=', 'connected').execute()
  if (open.length === 0) return { withoutKey: 0, roomsUnbound: 0, syncFailing: 0, webhookFailing: 0 }
  const ids = open.map((c) => c.id)
  const keyed = new Set((await db.selectFrom('pms_keys').select('connection_id').where('connection_id', 'in', ids).where('revoked_at', 'is', null).execute()).map((k) => k.connection_id))
  const unbound = await db.selectFrom('pms_rooms').select((eb) => eb.fn.countAll<number>().as('n')).where('connection_id', 'in', ids).where('room_type_lu_id', 'is', null).executeTakeFirstOrThrow()
  return {
    withoutKey: ids.filter((id) => !keyed.has(id)).length, roomsUnbound: Number(unbound.n), syncFailing: open.filter((c) => c.last_sync_error !== null).length,
    webhookFailing: await failingDeliveries(db, ids),
  }
}

/** SHA-256 of a key: what is stored and looked up (the key itself is never kept). */
export function keyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** The caller's connection: 404 when there is none, 403 when another host's. */
export async function ownConnection(db: Db, userId: number, connectionId: string): Promise<ConnectionRow> {
  const row = await db.selectFrom('pms_connections').selectAll().where('id', '=', connectionId).executeTakeFirst()
  if (!row) throw notFound()
  if (row.user_id !== userId) throw forbidden()
  return row
}

/** The store's room types that can take a PMS room: online (they have a calendar). */
async function onlineRoomTypes(db: Db, connection: ConnectionRow): Promise<Array<{ luId: string; name: string }>> {
  const rows = await db.selectFrom('listings').select(['lu_id', 'title', 'steps']).where('parent_lu_id', '=', connection.store_lu_id)
    .where('kind', '=', 'roomType').where('deleted_at', 'is', null).where('live', 'is not', null).orderBy('created_at').orderBy('lu_id').execute()
  return rows.map((row) => ({ luId: row.lu_id, name: roomTypeName(row.steps, row.title) }))
}

function roomTypeName(steps: string, title: string): string {
  const info = (JSON.parse(steps) as { roomInfo?: { name?: string } }).roomInfo
  return info?.name || title
}

/** The calendar units (room types) the connection's rooms are bound to. */
export async function boundUnits(db: Db, connectionId: string): Promise<string[]> {
  const rows = await db.selectFrom('pms_rooms').select('room_type_lu_id').where('connection_id', '=', connectionId).where('room_type_lu_id', 'is not', null).execute()
  return rows.map((row) => `lu:${row.room_type_lu_id}`)
}

export async function connectionView(db: Db, row: ConnectionRow): Promise<PmsConnection> {
  const store = await db.selectFrom('listings').select(['title', 'steps']).where('lu_id', '=', row.store_lu_id).executeTakeFirst()
  const keys = await db.selectFrom('pms_keys').select(['id', 'prefix', 'created_at', 'last_used_at', 'revoked_at'])
    .where('connection_id', '=', row.id).orderBy('created_at', 'desc').execute()
  const { rooms } = await roomsOf(db, row)
  const count = (state: string) => rooms.filter((r) => r.state === state).length
  return {
    connectionId: row.id,
    partnerId: row.partner_id as PmsConnection['partnerId'],
    partnerName: PMS_PARTNERS.find((p) => p.partnerId === row.partner_id)?.name ?? row.partner_id,
    storeId: row.store_lu_id,
    storeName: storeName(store),
    pmsHotelCode: row.pms_hotel_code,
    state: row.state as PmsConnection['state'],
    createdAt: Number(row.created_at),
    openedAt: row.opened_at === null ? null : Number(row.opened_at),
    keys: keys.map((k): PmsKey => ({
      keyId: k.id, prefix: k.prefix, createdAt: Number(k.created_at),
      lastUsedAt: k.last_used_at === null ? null : Number(k.last_used_at), revokedAt: k.revoked_at === null ? null : Number(k.revoked_at),
    })),
    rooms: { bound: count('bound'), unbound: count('unbound'), notBindable: count('notBindable') },
    lastCallAt: row.last_call_at === null ? null : Number(row.last_call_at),
    sync: row.sync_url === null ? null : {
      url: row.sync_url, lastAt: row.last_sync_at === null ? null : Number(row.last_sync_at), error: row.last_sync_error,
    },
  }
}

function storeName(store: { title: string; steps: string } | undefined): string {
  if (!store) return ''
  const info = (JSON.parse(store.steps) as HotelSteps).hotelInfo
  return info?.name || store.title
}

/** The connection with the PMS's rooms and rate plans, their states, the store's room types and products. */
export async function roomsAnswer(db: Db, connection: ConnectionRow): Promise<PmsRoomsAnswer> {
  return { connection: await connectionView(db, connection), ...(await roomsOf(db, connection)) }
}

async function roomsOf(db: Db, connection: ConnectionRow): Promise<Omit<PmsRoomsAnswer, 'connection'>> {
  const rooms = await db.selectFrom('pms_rooms').selectAll().where('connection_id', '=', connection.id).orderBy('position').orderBy('room_code').execute()
  const plans = await db.selectFrom('pms_rate_plans').selectAll().where('connection_id', '=', connection.id).orderBy('position').orderBy('rate_plan_code').execute()
  const allRoomTypes = await roomTypesOf(db, connection.store_lu_id)
  const online = new Map((await onlineRoomTypes(db, connection)).map((r) => [r.luId, r.name]))
  const products = await db.selectFrom('hotel_products').select(['id', 'room_type_id', 'name']).where('hotel_id', '=', connection.store_lu_id)
    .where('deleted_at', 'is', null).where('on_sale', '=', 1).orderBy('created_at').orderBy('id').execute()
  const boundBy = new Map(rooms.filter((r) => r.room_type_lu_id !== null).map((r) => [r.room_type_lu_id!, r.room_code]))
  const free = [...online.keys()].filter((id) => !boundBy.has(id)).length
  const names = new Map(allRoomTypes.map((r) => [r.roomTypeId, r.value?.name ?? online.get(r.roomTypeId) ?? '']))
  return {
    rooms: rooms.map((room) => {
      const { state, reason } = roomState({ roomTypeId: room.room_type_lu_id }, free, online.size)
      const ofRoomType = products.filter((p) => p.room_type_id === room.room_type_lu_id)
      return {
        roomCode: room.room_code, name: room.name, state, reason, roomTypeId: room.room_type_lu_id,
        roomTypeName: room.room_type_lu_id === null ? null : names.get(room.room_type_lu_id) ?? '',
        ratePlans: plans.filter((p) => p.room_code === room.room_code).map((plan) => ({
          ratePlanCode: plan.rate_plan_code, name: plan.name, productId: plan.product_id,
          productName: plan.product_id === null ? null : products.find((p) => p.id === plan.product_id)?.name ?? null,
          ...ratePlanState({ productId: plan.product_id }, room.room_type_lu_id !== null, ofRoomType.length),
        })),
      }
    }),
    roomTypes: allRoomTypes.map((r) => ({ roomTypeId: r.roomTypeId, name: names.get(r.roomTypeId) ?? '', online: online.has(r.roomTypeId), boundRoomCode: boundBy.get(r.roomTypeId) ?? null })),
    products: products.map((p) => ({ productId: p.id, roomTypeId: p.room_type_id, name: p.name })),
  }
}
