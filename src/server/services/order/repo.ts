import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { OrderAmounts } from '../../../domain/order/amounts'
import type { OrderAction, OrderRole } from '../../../domain/order/enums'
import { groupOf } from '../../../domain/order/states'
import type { OrderGuest, OrderLogEntry, OrderSummary } from '../../../domain/order/schemas'
import type { Database, OrderGuestsTable, OrdersTable } from '../../db/schema'
import { forbidden, notFound } from '../../errors'
import { publishEvent } from '../../events/bus'

export type Db = Kysely<Database>
export type OrderRow = Selectable<OrdersTable>
export type GuestRow = Selectable<OrderGuestsTable>
/** Who acts on an order: the guest, the host (web or mobile), staff or the system. */
export type OrderActor = { role: OrderRole; operator: string }

export const SYSTEM_ACTOR: OrderActor = { role: 'system', operator: 'system' }

export async function findOrder(db: Db, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst()
}

/** The caller's order: 404 when there is none, 403 when it is another landlord's (nothing changed). */
export async function ownOrder(db: Db, userId: number, orderNo: string): Promise<OrderRow> {
  const row = await findOrder(db, orderNo)
  if (!row) throw notFound()
  if (row.user_id !== userId) throw forbidden()
  return row
}

export async function guestsOf(db: Db, orderNo: string): Promise<GuestRow[]> {
  return db.selectFrom('order_guests').selectAll().where('order_no', '=', orderNo).orderBy('position').execute()
}

export function toSummary(row: OrderRow): OrderSummary {
  const state = row.state as OrderSummary['state']
  return {
    orderNo: row.order_no,
    lodgeBusiness: row.lodge_business as OrderSummary['lodgeBusiness'],
    state,
    group: groupOf(state),
    unitId: row.unit_id,
    luId: row.lu_id,
    listingTitle: row.listing_title,
    storeName: row.store_name,
    roomTypeName: row.room_type_name,
    checkIn: row.check_in,
    checkOut: row.check_out,
    nights: Number(row.nights),
    rooms: Number(row.rooms),
    guestCount: Number(row.guest_count),
    hasMinors: Number(row.has_minors) === 1,
    bookerName: row.booker_name,
    currency: row.currency,
    rent: Number(row.rent),
    income: Number(row.income),
    createdAt: Number(row.created_at),
    confirmDeadline: state === 'waitConfirm' && row.confirm_deadline !== null ? Number(row.confirm_deadline) : null,
    payDeadline: state === 'waitPay' && row.pay_deadline !== null ? Number(row.pay_deadline) : null,
    version: Number(row.version),
  }
}

/** The order's money as it was computed and stored (orderAmounts in src/domain, decision 0067). */
export function amountsOf(row: OrderRow): OrderAmounts {
  return {
    originalRent: Number(row.original_rent), merchantDiscount: Number(row.merchant_discount), platformDiscount: Number(row.platform_discount),
    rent: Number(row.rent), serviceFee: Number(row.service_fee), invoiceServiceFee: Number(row.invoice_service_fee), income: Number(row.income),
  }
}

/** An ID or passport number with only its first and last characters shown. */
export function maskCredential(value: string): string {
  if (value.length <= 2) return '*'.repeat(value.length)
  return `${value[0]}${'*'.repeat(value.length - 2)}${value[value.length - 1]}`
}

/** A phone number with its middle hidden (138****0001). */
export function maskPhone(value: string): string {
  if (value.length < 7) return value.replace(/.(?=.{2})/g, '*')
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`
}

export function toGuest(row: GuestRow): OrderGuest {
  return {
    id: row.id,
    name: row.name,
    credentialType: row.credential_type as OrderGuest['credentialType'],
    credentialNoMasked: maskCredential(row.credential_no),
    age: Number(row.age),
    issuingPlace: row.issuing_place,
    checkedIn: row.checked_in_at !== null,
    checkedInAt: row.checked_in_at === null ? null : Number(row.checked_in_at),
    minor: Number(row.age) < 18,
  }
}

let seq = 0

/** One entry of the order's operation log (who, when, what, from which role). */
export async function writeLog(db: Db, orderNo: string, action: OrderAction, actor: OrderActor, now: number, detail: Record<string, string | number> = {}): Promise<void> {
  seq = (seq + 1) % 1_000_000
  await db.insertInto('order_logs').values({
    id: randomUUID(), order_no: orderNo, at: now, seq, action, role: actor.role, operator: actor.operator, detail: JSON.stringify(detail),
  }).execute()
}

export async function readLog(db: Db, orderNo: string): Promise<OrderLogEntry[]> {
  const rows = await db.selectFrom('order_logs').selectAll().where('order_no', '=', orderNo).orderBy('at', 'desc').orderBy('seq', 'desc').execute()
  return rows.map((row) => ({
    at: Number(row.at),
    action: row.action as OrderLogEntry['action'],
    role: row.role as OrderLogEntry['role'],
    operator: row.operator,
    detail: JSON.parse(row.detail) as Record<string, string | number>,
  }))
}

/** A new or cancelled order for the host's alerts (voice once, push once), told to every instance (its push goes out at once). */
export async function writeEvent(db: Db, row: Pick<OrderRow, 'user_id' | 'order_no' | 'lodge_business'>, kind: 'new' | 'cancelled', now: number): Promise<void> {
  await db.insertInto('order_events').values({
    id: randomUUID(), user_id: row.user_id, order_no: row.order_no, kind, lodge_business: row.lodge_business, created_at: now, voice_read_at: null, pushed_at: null,
  }).execute()
  await publishEvent(db, { kind: 'orders', userIds: [row.user_id] })
}
