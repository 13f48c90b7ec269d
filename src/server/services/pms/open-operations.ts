import type { Kysely } from 'kysely'
import { checkChange } from '../../../domain/calendar/check'
import { addDays, daysBetween, isDate } from '../../../domain/calendar/dates'
import { CALENDAR_LIMITS, listingUnitId } from '../../../domain/calendar/limits'
import type { CalendarCell, CalendarChange } from '../../../domain/calendar/schemas'
import { applyStayPatch, checkStayPatch, hasStayPatch, NO_STAY_RULE, STAY_OP_FIELDS, stayOpValue, type StayPatch, type StayRule } from '../../../domain/calendar/stay'
import { unitToday, zoneOf } from '../../../domain/calendar/zones'
import { productPrice } from '../../../domain/hotel/products'
import type { AriUpdate, OpenAnswer, OpenEndpointKey, OpenInput } from '../../../domain/pms/open-api'
import { PMS_LIMITS, PMS_PARTNERS } from '../../../domain/pms/rules'
import type { Database } from '../../db/schema'
import { invalid, Refusal, refused } from '../../errors'
import { readCells } from '../calendar/read'
import { appendOpCells, inTransaction, insertOp, newOpId, stayRulesOf, writeStayRules } from '../calendar/repo'
import { lockKeys } from '../../db/locks'
import { applySet } from '../calendar/set'
import { checkFeedUrl } from '../calendar/feeds-fetch'
import { findUnit } from '../calendar/units'
import { checkOutsideUrl } from '../../outside-address'
import { boundUnits, connectionView, roomsAnswer, type ConnectionRow } from './connections'
import { openOrderOf, roomCodes } from './order-view'
import { mapSandboxRooms } from './sandbox'
import { removeWebhook, setWebhook, webhookOf } from './webhooks'

type Db = Kysely<Database>
export type OpenEnv = { now: number; allowPrivate: boolean }
export type OpenCaller = { connection: ConnectionRow; keyId: string }

type Operations = { [K in OpenEndpointKey]: (db: Db, caller: OpenCaller, input: OpenInput<K>, env: OpenEnv) => Promise<OpenAnswer<K>> }

/** The open API's calls (./open-api.ts routes and guards them). Refusals name fields as the request does. */
export const OPEN_OPERATIONS: Operations = {
  openStore: async (db, { connection }) => {
    const view = await connectionView(db, connection)
    const unit = await storeUnit(db, connection)
    return {
      storeId: connection.store_lu_id, name: view.storeName, pmsHotelCode: connection.pms_hotel_code,
      currency: unit.currency, timeZone: zoneOf(unit.country), partner: view.partnerName, sandbox: connection.sandbox_of !== null,
    }
  },
  openRoomsRead: async (db, { connection }) => {
    const answer = await roomsAnswer(db, connection)
    return {
      rooms: answer.rooms.map((room) => ({
        roomCode: room.roomCode, name: room.name, state: room.state, reason: room.reason,
        roomType: room.roomTypeId === null ? null : { roomTypeId: room.roomTypeId, name: room.roomTypeName ?? '' },
        ratePlans: room.ratePlans.map((plan) => ({
          ratePlanCode: plan.ratePlanCode, name: plan.name, state: plan.state, reason: plan.reason,
          product: plan.productId === null || plan.state !== 'bound' ? null : { productId: plan.productId, name: plan.productName ?? '' },
        })),
      })),
      syncUrl: connection.sync_url,
    }
  },
  /** The PMS's catalogue replaces the stored one: rooms kept keep their binding, rooms gone go with theirs. */
  openRooms: async (db, { connection }, input, { now, allowPrivate }) => {
    const codes = input.rooms.map((r) => r.roomCode)
    const twice = codes.findIndex((code, i) => codes.indexOf(code) !== i)
    if (twice >= 0) throw invalid('invalidValue', `rooms.${twice}.roomCode`)
    input.rooms.forEach((room, i) => {
      const plans = room.ratePlans.map((p) => p.ratePlanCode)
      const again = plans.findIndex((code, j) => plans.indexOf(code) !== j)
      if (again >= 0) throw invalid('invalidValue', `rooms.${i}.ratePlans.${again}.ratePlanCode`)
    })
    if (input.syncUrl !== undefined) {
      // checked as it is stored (the hourly pull checks again what the name resolves to)
      const shaped = input.syncUrl === null ? null : checkFeedUrl(input.syncUrl)
      const url = shaped && checkOutsideUrl(shaped, allowPrivate)
      if (input.syncUrl !== null && !url) throw invalid('calendarFeedUrl', 'syncUrl')
      await db.updateTable('pms_connections').set({ sync_url: url?.href ?? null, last_sync_error: null }).where('id', '=', connection.id).execute()
    }
    const existing = await db.selectFrom('pms_rooms').select(['room_code']).where('connection_id', '=', connection.id).execute()
    const gone = existing.map((r) => r.room_code).filter((code) => !codes.includes(code))
    if (gone.length > 0) {
      await db.deleteFrom('pms_rooms').where('connection_id', '=', connection.id).where('room_code', 'in', gone).execute()
      await db.deleteFrom('pms_rate_plans').where('connection_id', '=', connection.id).where('room_code', 'in', gone).execute()
    }
    for (const [position, room] of input.rooms.entries()) {
      await db.insertInto('pms_rooms').values({ connection_id: connection.id, room_code: room.roomCode, name: room.name, room_type_lu_id: null, position, updated_at: now })
        .onConflict((oc) => oc.columns(['connection_id', 'room_code']).doUpdateSet({ name: room.name, position, updated_at: now })).execute()
      const planCodes = room.ratePlans.map((p) => p.ratePlanCode)
      let plansGone = db.deleteFrom('pms_rate_plans').where('connection_id', '=', connection.id).where('room_code', '=', room.roomCode)
      if (planCodes.length > 0) plansGone = plansGone.where('rate_plan_code', 'not in', planCodes)
      await plansGone.execute()
      for (const [planPosition, plan] of room.ratePlans.entries()) {
        await db.insertInto('pms_rate_plans').values({ connection_id: connection.id, room_code: room.roomCode, rate_plan_code: plan.ratePlanCode, name: plan.name, product_id: null, position: planPosition })
          .onConflict((oc) => oc.columns(['connection_id', 'room_code', 'rate_plan_code']).doUpdateSet({ name: plan.name, position: planPosition })).execute()
      }
    }
    // a sandbox maps what the host would (decision 0079)
    await mapSandboxRooms(db, connection)
    const answer = await roomsAnswer(db, connection)
    return { rooms: answer.rooms.map((r) => ({ roomCode: r.roomCode, state: r.state })) }
  },
  openRoomTypes: async (db, { connection }) => {
    const answer = await roomsAnswer(db, connection)
    // on sale (decision 0084): the store and the room type both
    const sale = await db.selectFrom('listings').select(['lu_id', 'room_status', 'audit_status'])
      .where((eb) => eb.or([eb('lu_id', '=', connection.store_lu_id), eb('parent_lu_id', '=', connection.store_lu_id)])).execute()
    const onSale = new Set(sale.filter((row) => row.audit_status === 'online' && row.room_status === 'online').map((row) => row.lu_id))
    const products = await db.selectFrom('hotel_products').select(['id', 'room_type_id', 'name', 'breakfasts', 'discount_tenths']).where('hotel_id', '=', connection.store_lu_id)
      .where('deleted_at', 'is', null).where('on_sale', '=', 1).orderBy('created_at').orderBy('id').execute()
    return {
      roomTypes: answer.roomTypes.map((type) => ({
        roomTypeId: type.roomTypeId, name: type.name, online: type.online,
        onSale: type.online && onSale.has(connection.store_lu_id) && onSale.has(type.roomTypeId), mappedRoomCode: type.boundRoomCode,
        products: products.filter((p) => p.room_type_id === type.roomTypeId).map((p) => ({
          productId: p.id, name: p.name, breakfasts: p.breakfasts, discountPercent: p.discount_tenths,
        })),
      })),
    }
  },
  openNights: async (db, { connection }, input) => {
    if (!isDate(input.from)) throw invalid('invalidValue', 'from')
    if (!isDate(input.to)) throw invalid('invalidValue', 'to')
    if (input.to < input.from) throw invalid('calendarRangeOrder', 'to')
    if (daysBetween(input.from, input.to) >= CALENDAR_LIMITS.rangeDays) throw invalid('calendarRangeTooLong', 'to', { max: CALENDAR_LIMITS.rangeDays })
    const rooms = await mappedRooms(db, connection, input.roomCode, 'roomCode')
    const [afterRoom, afterDate] = (input.cursor ?? '').split('|')
    const nights: OpenAnswer<'openNights'>['nights'] = []
    let more = false
    for (const room of rooms) {
      if (afterRoom && room.code < afterRoom) continue
      const from = afterRoom && room.code === afterRoom && afterDate ? addDays(afterDate, 1) : input.from
      if (from > input.to) continue
      if (nights.length >= PMS_LIMITS.nightsPerPage) {
        more = true
        break
      }
      const unit = await findUnit(db, listingUnitId(room.roomTypeId))
      if (!unit) continue
      const last = [input.to, addDays(from, PMS_LIMITS.nightsPerPage - nights.length - 1)].sort()[0]!
      const [cells] = await readCells(db, [unit], from, last)
      const prices = await planPricesOf(db, connection, room.code, from, last)
      for (const cell of cells!.days) nights.push(openNight(room.code, cell, prices))
      if (last < input.to) {
        more = true
        break
      }
    }
    const end = nights.at(-1)
    return { nights, cursor: end ? `${end.roomCode}|${end.date}` : (input.cursor ?? ''), more }
  },
  openAvailability: async (db, { connection }, input, { now }) => applyAvailability(db, connection, input.updates, now),
  /**
   * Orders of mapped rooms changed after the cursor (updated_at, order_no), oldest first; before
   * them, orders delivered and not acknowledged for PMS_LIMITS.redeliverAfterMs (their version
   * unchanged: a newer one comes through the cursor). Each delivery is recorded.
   */
  openOrders: async (db, { connection }, input, { now }) => {
    const units = await boundUnits(db, connection.id)
    const [at, after] = parseCursor(input.since)
    if (units.length === 0) return { orders: [], cursor: input.since ?? '', more: false }
    const columns = ['orders.order_no', 'orders.unit_id', 'orders.check_in', 'orders.check_out', 'orders.rooms', 'orders.booker_name', 'orders.state',
      'orders.currency', 'orders.rent', 'orders.created_at', 'orders.updated_at'] as const
    const again = await db.selectFrom('pms_order_pulls').innerJoin('orders', 'orders.order_no', 'pms_order_pulls.order_no').select(columns)
      .where('pms_order_pulls.connection_id', '=', connection.id).where('orders.unit_id', 'in', units)
      .whereRef('pms_order_pulls.delivered_version', '=', 'orders.updated_at')
      .where((eb) => eb.or([eb('pms_order_pulls.acked_version', 'is', null), eb('pms_order_pulls.acked_version', '<', eb.ref('pms_order_pulls.delivered_version'))]))
      .where('pms_order_pulls.delivered_at', '<=', now - PMS_LIMITS.redeliverAfterMs)
      .orderBy('orders.updated_at').orderBy('orders.order_no').limit(PMS_LIMITS.ordersPerPull + 1).execute()
    const room = PMS_LIMITS.ordersPerPull - Math.min(again.length, PMS_LIMITS.ordersPerPull)
    const fresh = room === 0 ? [] : await db.selectFrom('orders').select(columns)
      .where('user_id', '=', connection.user_id).where('unit_id', 'in', units)
      .where((eb) => eb.or([eb('updated_at', '>', at), eb.and([eb('updated_at', '=', at), eb('order_no', '>', after)])]))
      .orderBy('updated_at').orderBy('order_no').limit(room + 1).execute()
    const redelivered = again.slice(0, PMS_LIMITS.ordersPerPull)
    const page = fresh.slice(0, room)
    // from an older cursor an order offered again is also new: given once
    const offered = new Set(redelivered.map((r) => r.order_no))
    const given = [...redelivered, ...page.filter((r) => !offered.has(r.order_no))]
    for (const row of given) {
      await db.insertInto('pms_order_pulls').values({ connection_id: connection.id, order_no: row.order_no, pulled_at: now, delivered_version: Number(row.updated_at), delivered_at: now })
        .onConflict((oc) => oc.columns(['connection_id', 'order_no']).doUpdateSet({ delivered_version: Number(row.updated_at), delivered_at: now })).execute()
    }
    const roomOf = await roomCodes(db, connection)
    const last = page.at(-1)
    return {
      orders: given.map((row, i) => ({ ...openOrderOf(row, roomOf), redelivered: i < redelivered.length })),
      cursor: last ? `${Number(last.updated_at)}.${last.order_no}` : (input.since ?? ''),
      more: again.length > redelivered.length || fresh.length > page.length,
    }
  },
  /** Each order at the version acknowledged (a later version is not): all known orders of mapped rooms, or none. */
  openAcknowledge: async (db, { connection }, input, { now }) => {
    const units = await boundUnits(db, connection.id)
    const numbers = input.orders.map((o) => o.orderNo)
    const known = new Map(units.length === 0 ? [] : (await db.selectFrom('orders').select(['order_no', 'updated_at']).where('user_id', '=', connection.user_id)
      .where('unit_id', 'in', units).where('order_no', 'in', numbers).execute()).map((r) => [r.order_no, Number(r.updated_at)]))
    input.orders.forEach((order, i) => {
      const current = known.get(order.orderNo)
      if (current === undefined) throw refused('pmsOrderUnknown', `orders.${i}.orderNo`)
      if (!/^\d{1,15}$/.test(order.version) || Number(order.version) > current) throw invalid('invalidValue', `orders.${i}.version`)
    })
    let acknowledged = 0
    for (const order of input.orders) {
      const version = Number(order.version)
      const row = await db.selectFrom('pms_order_pulls').select('acked_version').where('connection_id', '=', connection.id).where('order_no', '=', order.orderNo).executeTakeFirst()
      if (row && row.acked_version !== null && Number(row.acked_version) >= version) continue
      acknowledged += 1
      if (row) await db.updateTable('pms_order_pulls').set({ acked_version: version }).where('connection_id', '=', connection.id).where('order_no', '=', order.orderNo).execute()
      // heard of by webhook only: recorded as given now
      else await db.insertInto('pms_order_pulls').values({ connection_id: connection.id, order_no: order.orderNo, pulled_at: now, delivered_version: version, delivered_at: now, acked_version: version }).execute()
    }
    return { acknowledged }
  },
  openWebhookRead: async (db, { connection }) => ({ webhook: await webhookOf(db, connection.id) }),
  openWebhookSet: async (db, { connection }, input, { now, allowPrivate }) => setWebhook(db, connection, input, now, allowPrivate),
  openWebhookDelete: async (db, { connection }) => ({ removed: await removeWebhook(db, connection.id) }),
}

type MappedRoom = { code: string; roomTypeId: string }

/** The connection's mapped rooms by code (one, when named: 422 when unknown or unmapped). */
async function mappedRooms(db: Db, connection: ConnectionRow, only: string | undefined, field: string): Promise<MappedRoom[]> {
  let query = db.selectFrom('pms_rooms').select(['room_code', 'room_type_lu_id']).where('connection_id', '=', connection.id)
  if (only !== undefined) query = query.where('room_code', '=', only)
  const rows = await query.orderBy('room_code').execute()
  if (only !== undefined && rows.length === 0) throw refused('pmsRoomUnknown', field)
  if (only !== undefined && rows[0]!.room_type_lu_id === null) throw refused('pmsRoomNotBound', field)
  return rows.filter((r) => r.room_type_lu_id !== null).map((r) => ({ code: r.room_code, roomTypeId: r.room_type_lu_id! }))
}

function openNight(roomCode: string, cell: CalendarCell, plans: PlanPrices): OpenAnswer<'openNights'>['nights'][number] {
  const open = cell.open && !cell.blocked
  const stay = cell.stay ?? NO_STAY_RULE
  return {
    roomCode, date: cell.date, price: cell.price, stock: cell.stock, booked: cell.booked,
    available: open ? Math.max(0, cell.stock - cell.booked) : 0, open: cell.open,
    minStay: stay.minStay, maxStay: stay.maxStay, closedToArrival: stay.closedToArrival, closedToDeparture: stay.closedToDeparture,
    setBy: cell.thirdParty ? 'pms' : cell.overridden.length > 0 ? 'host' : 'default',
    ratePlans: plans.map((plan) => {
      const own = plan.own.get(cell.date)
      return { ratePlanCode: plan.ratePlanCode, price: own ?? productPrice(cell.price, plan.discountTenths / 10), own: own !== undefined }
    }),
  }
}

type PlanPrices = Array<{ ratePlanCode: string; discountTenths: number; own: Map<string, number> }>

/** A room's mapped rate plans: the product's discount and the nights it has its own price. */
async function planPricesOf(db: Db, connection: ConnectionRow, roomCode: string, from: string, to: string): Promise<PlanPrices> {
  const plans = await db.selectFrom('pms_rate_plans').innerJoin('hotel_products', 'hotel_products.id', 'pms_rate_plans.product_id')
    .select(['pms_rate_plans.rate_plan_code', 'hotel_products.id', 'hotel_products.discount_tenths'])
    .where('pms_rate_plans.connection_id', '=', connection.id).where('pms_rate_plans.room_code', '=', roomCode)
    .where('hotel_products.deleted_at', 'is', null).where('hotel_products.on_sale', '=', 1).orderBy('pms_rate_plans.position').execute()
  return Promise.all(plans.map(async (plan) => ({
    ratePlanCode: plan.rate_plan_code, discountTenths: Number(plan.discount_tenths),
    own: new Map((await db.selectFrom('product_nights').select(['date', 'price']).where('product_id', '=', plan.id).where('date', '>=', from).where('date', '<=', to).execute())
      .map((n) => [n.date, Number(n.price)])),
  })))
}

/** The store's currency and country: its room types' (every room type of a store is sold in the same). */
async function storeUnit(db: Db, connection: ConnectionRow): Promise<{ currency: string; country: string }> {
  const rows = await db.selectFrom('listings').select('lu_id').where('parent_lu_id', '=', connection.store_lu_id).where('kind', '=', 'roomType')
    .where('deleted_at', 'is', null).where('live', 'is not', null).orderBy('created_at').limit(1).execute()
  const unit = rows[0] ? await findUnit(db, listingUnitId(rows[0].lu_id)) : undefined
  // a connection needs an online store, and an online store has an approved room type
  if (!unit) throw new Error(`store ${connection.store_lu_id} has no room type with a calendar`)
  return unit
}

/**
 * Each update names a mapped room (or one of its mapped rate plans); all are applied in one
 * calendar operation of the third party (the partner's name as operator), or none. Each is checked
 * by the calendar's rules first, so a refusal names the update's field (`updates.2.to`), not the
 * calendar's. Prices, stock and open nights go through the calendar's set; stay restrictions and
 * rate plans' own prices are written beside it in the same transaction, the restrictions recorded
 * in the same operation (and undone with it). The open API's pushes and the platform's hourly pull
 * go through it. `nights` counts the room-nights covered once each, `changed` those whose values
 * changed (and rate-plan nights whose price changed).
 */
export async function applyAvailability(db: Db, connection: ConnectionRow, updates: readonly AriUpdate[], now: number): Promise<{ opId: string; nights: number; changed: number }> {
  const rooms = new Map((await db.selectFrom('pms_rooms').select(['room_code', 'room_type_lu_id']).where('connection_id', '=', connection.id).execute())
    .map((r) => [r.room_code, r.room_type_lu_id]))
  const plans = new Map((await db.selectFrom('pms_rate_plans').select(['room_code', 'rate_plan_code', 'product_id']).where('connection_id', '=', connection.id).execute())
    .map((p) => [`${p.room_code}|${p.rate_plan_code}`, p.product_id]))
  const covered = new Set<string>()
  const changes: Array<CalendarChange | null> = []
  const stays: Array<{ unitId: string; from: string; to: string; patch: StayPatch }> = []
  const planPrices: Array<{ productId: string; from: string; to: string; price: number }> = []
  // hotels' room types are mainland units: the store's today
  const today = unitToday('CHN', now)
  updates.forEach((update, i) => {
    const at = `updates.${i}`
    if (!rooms.has(update.roomCode)) throw refused('pmsRoomUnknown', `${at}.roomCode`)
    const roomType = rooms.get(update.roomCode)
    if (!roomType) throw refused('pmsRoomNotBound', `${at}.roomCode`)
    const unitId = listingUnitId(roomType)
    const patch: StayPatch = {
      ...(update.minStay !== undefined ? { minStay: update.minStay } : {}),
      ...(update.maxStay !== undefined ? { maxStay: update.maxStay } : {}),
      ...(update.closedToArrival !== undefined ? { closedToArrival: update.closedToArrival } : {}),
      ...(update.closedToDeparture !== undefined ? { closedToDeparture: update.closedToDeparture } : {}),
    }
    const change: CalendarChange = {
      unitIds: [unitId], ranges: [{ from: update.from, to: update.to }],
      ...(update.price !== undefined ? { price: update.price } : {}),
      ...(update.stock !== undefined ? { stock: update.stock } : {}),
      ...(update.open !== undefined ? { open: update.open } : {}),
    }
    if (update.ratePlanCode !== undefined) {
      // a rate plan's own price, nothing else
      const extra = (['stock', 'open', 'minStay', 'maxStay', 'closedToArrival', 'closedToDeparture'] as const).find((f) => update[f] !== undefined)
      if (extra) throw invalid('invalidValue', `${at}.${extra}`)
      if (!plans.has(`${update.roomCode}|${update.ratePlanCode}`)) throw refused('pmsRoomUnknown', `${at}.ratePlanCode`)
      const productId = plans.get(`${update.roomCode}|${update.ratePlanCode}`)
      if (!productId) throw refused('pmsRatePlanNotBound', `${at}.ratePlanCode`)
      const first = checkChange(change, today)[0]
      if (first) throw invalid(first.key, `${at}.${publicField(first.field)}`, first.params)
      planPrices.push({ productId, from: update.from, to: update.to, price: update.price! })
      changes.push(null)
    } else {
      const stayOnly = hasStayPatch(patch) && change.price === undefined && change.stock === undefined && change.open === undefined
      const first = checkChange(change, today).find((e) => !(stayOnly && e.key === 'calendarNothingToChange'))
      if (first) throw invalid(first.key, `${at}.${publicField(first.field)}`, first.params)
      const stayError = checkStayPatch(patch)[0]
      if (stayError) throw invalid(stayError.key, `${at}.${stayError.field}`, stayError.params)
      if (hasStayPatch(patch)) stays.push({ unitId, from: update.from, to: update.to, patch })
      changes.push(stayOnly ? null : change)
    }
    for (let day = update.from; day <= update.to; day = addDays(day, 1)) covered.add(`${update.roomCode}|${day}`)
  })
  const partner = PMS_PARTNERS.find((p) => p.partnerId === connection.partner_id)?.name ?? connection.partner_id
  const actor = { role: 'thirdParty' as const, operator: partner }
  const cellChanges = changes.filter((c): c is CalendarChange => c !== null)
  return inTransaction(db, async (trx) => {
    let opId: string
    let changed = 0
    try {
      if (cellChanges.length > 0) {
        const applied = await applySet(trx, { userId: connection.user_id, actor }, cellChanges, now)
        opId = applied.opId
      } else {
        opId = newOpId(now)
        await insertOp(trx, {
          id: opId, user_id: connection.user_id, unit_ids: JSON.stringify([...new Set(stays.map((s) => s.unitId))]), kind: 'set', role: actor.role,
          operator: actor.operator, summary: JSON.stringify({ updates }), created_at: now, undone_by: null, undoes: null,
        }, [])
      }
    } catch (error) {
      // stock below booked: the last update setting stock on that room and night
      if (error instanceof Refusal && error.key === 'calendarStockBelowBooked') {
        const { unitId } = (error.content ?? {}) as { unitId?: string }
        const date = String(error.params?.date ?? '')
        const at = updates.findLastIndex((u, i) => u.stock !== undefined && changes[i]?.unitIds[0] === unitId && u.from <= date && date <= u.to)
        throw new Refusal(error.status, error.key, `updates.${Math.max(0, at)}.stock`, error.params)
      }
      throw error
    }
    const stayCells = await applyStays(trx, stays, now)
    if (stayCells.length > 0) await appendOpCells(trx, opId, stayCells)
    const changedNights = new Set(stayCells.map((c) => `${c.unit_id}|${c.date}`))
    for (const row of await trx.selectFrom('calendar_op_ranges').select(['unit_id', 'date_from', 'date_to']).where('op_id', '=', opId).execute()) {
      for (let day = row.date_from; day <= row.date_to; day = addDays(day, 1)) changedNights.add(`${row.unit_id}|${day}`)
    }
    changed = changedNights.size + await applyPlanPrices(trx, planPrices, now)
    return { opId, nights: covered.size, changed }
  })
}

/** Stay patches applied in order to each night's restrictions; the nights that changed, as op cells. */
async function applyStays(db: Db, stays: ReadonlyArray<{ unitId: string; from: string; to: string; patch: StayPatch }>, now: number) {
  if (stays.length === 0) return []
  const units = [...new Set(stays.map((s) => s.unitId))]
  await lockKeys(db, units)
  const from = stays.reduce((m, s) => (s.from < m ? s.from : m), stays[0]!.from)
  const to = stays.reduce((m, s) => (s.to > m ? s.to : m), stays[0]!.to)
  const current = await stayRulesOf(db, units, from, to)
  const before = (unitId: string, date: string) => current.get(unitId)?.get(date) ?? NO_STAY_RULE
  const after = new Map<string, StayRule>()
  for (const stay of stays) {
    for (let day = stay.from; day <= stay.to; day = addDays(day, 1)) {
      const key = `${stay.unitId}|${day}`
      after.set(key, applyStayPatch(after.get(key) ?? before(stay.unitId, day), stay.patch))
    }
  }
  const cells: Array<{ unit_id: string; date: string; field: string; old_value: number | null; new_value: number | null }> = []
  const rows: Array<{ unit_id: string; date: string; rule: StayRule }> = []
  for (const [key, rule] of after) {
    const [unitId, date] = key.split('|') as [string, string]
    const old = before(unitId, date)
    let differs = false
    for (const field of STAY_OP_FIELDS) {
      if (stayOpValue(old, field) === stayOpValue(rule, field)) continue
      differs = true
      cells.push({ unit_id: unitId, date, field, old_value: stayOpValue(old, field), new_value: stayOpValue(rule, field) })
    }
    if (differs) rows.push({ unit_id: unitId, date, rule })
  }
  await writeStayRules(db, rows, now)
  return cells
}

/** Rate plans' own prices (product_nights); how many nights' prices changed. One read of what is stored, not one a night. */
async function applyPlanPrices(db: Db, prices: ReadonlyArray<{ productId: string; from: string; to: string; price: number }>, now: number): Promise<number> {
  if (prices.length === 0) return 0
  const wanted = new Map<string, number>()
  for (const p of prices) for (let day = p.from; day <= p.to; day = addDays(day, 1)) wanted.set(`${p.productId}|${day}`, p.price)
  const from = prices.reduce((m, p) => (p.from < m ? p.from : m), prices[0]!.from)
  const to = prices.reduce((m, p) => (p.to > m ? p.to : m), prices[0]!.to)
  const stored = new Map((await db.selectFrom('product_nights').select(['product_id', 'date', 'price'])
    .where('product_id', 'in', [...new Set(prices.map((p) => p.productId))]).where('date', '>=', from).where('date', '<=', to).execute())
    .map((r) => [`${r.product_id}|${r.date}`, Number(r.price)]))
  let changed = 0
  for (const [key, price] of wanted) {
    if (stored.get(key) === price) continue
    const [productId, date] = key.split('|') as [string, string]
    changed++
    await db.insertInto('product_nights').values({ product_id: productId, date, price, updated_at: now })
      .onConflict((oc) => oc.columns(['product_id', 'date']).doUpdateSet({ price, updated_at: now })).execute()
  }
  return changed
}

/** The calendar's field names as an update names them (ranges.0.from is the update's from). */
function publicField(field: string): string {
  return field.replace(/^ranges\.0\./, '')
}

/** A cursor is `<updatedAt>.<orderNo>` of the last order seen; none starts at the beginning. */
function parseCursor(since: string | undefined): [number, string] {
  const match = /^(\d{1,15})\.(.{1,60})$/.exec(since ?? '')
  if (!since) return [0, '']
  if (!match) throw invalid('invalidValue', 'since')
  return [Number(match[1]), match[2]!]
}
