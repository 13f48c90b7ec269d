import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { addDays, datesFrom } from '../../../domain/calendar/dates'
import { STATUS } from '../../../domain/envelope'
import type { Database } from '../../db/schema'
import { invalid, notFound, Refusal } from '../../errors'
import { overrideColumns } from './ops'
import { readCells } from './read'
import { addBooked, inTransaction, insertOp, newOpId, upsertOverrides } from './repo'
import { findUnit } from './units'
import { lockKeys } from '../../db/locks'

export type Reservation = {
  unitId: string
  /** First night (yyyy-MM-dd). */
  start: string
  /** The day of departure (exclusive). */
  end: string
  count: number
  source: 'order' | 'console'
  /** The order number (or the console's note). */
  ref: string
}

const SYSTEM = { role: 'system', operator: 'system' } as const

/**
 * Books `count` units of every night from start to end (exclusive): refused (422
 * calendarNotBookable {date}) when a night is closed, blocked by an outside calendar or has
 * fewer than `count` units left; else booked grows, the booking is kept, and an op (kind
 * 'booking', role system) records each night's booked count. Runs in the caller's transaction.
 */
export async function reserveStock(db: Kysely<Database>, r: Reservation, now: number): Promise<{ bookingId: string }> {
  if (!Number.isInteger(r.count) || r.count < 1 || r.end <= r.start) throw invalid('invalidValue', 'count')
  const unit = await findUnit(db, r.unitId)
  if (!unit) throw notFound()
  const last = addDays(r.end, -1)
  return inTransaction(db, async (trx) => {
    await lockKeys(trx, [r.unitId])
    const [cells] = await readCells(trx, [unit], r.start, last)
    for (const cell of cells!.days) {
      if (!cell.open || cell.blocked || cell.stock - cell.booked < r.count) {
        throw new Refusal(STATUS.refused, 'calendarNotBookable', 'start', { date: cell.date }, { unitId: r.unitId, value: cells!.days })
      }
    }
    const bookingId = randomUUID()
    await trx.insertInto('calendar_bookings').values({
      id: bookingId, unit_id: r.unitId, start_date: r.start, end_date: r.end, count: r.count, source: r.source, ref: r.ref, created_at: now,
    }).execute()
    await addBooked(trx, r.unitId, datesFrom(r.start, last), r.count, now)
    const opId = newOpId(now)
    await insertOp(trx, {
      id: opId, user_id: unit.userId, unit_ids: JSON.stringify([r.unitId]), kind: 'booking', ...SYSTEM,
      summary: JSON.stringify({ bookingId, ...r }), created_at: now, undone_by: null, undoes: null,
    }, cells!.days.map((c) => ({ op_id: opId, unit_id: r.unitId, date: c.date, field: 'booked', old_value: c.booked, new_value: c.booked + r.count })))
    return { bookingId }
  })
}

/** Gives a booking's units back (a cancelled order); a booking released twice changes nothing. */
export async function releaseStock(db: Kysely<Database>, bookingId: string, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const booking = await trx.selectFrom('calendar_bookings').selectAll().where('id', '=', bookingId).executeTakeFirst()
    if (!booking) return
    const unit = await findUnit(trx, booking.unit_id)
    await lockKeys(trx, [booking.unit_id])
    // released by a concurrent call meanwhile: nothing to give back
    const deleted = await trx.deleteFrom('calendar_bookings').where('id', '=', bookingId).executeTakeFirst()
    if (Number(deleted.numDeletedRows) === 0) return
    const dates = datesFrom(booking.start_date, addDays(booking.end_date, -1))
    const rows = await trx.selectFrom('calendar_days').select(['date', 'booked']).where('unit_id', '=', booking.unit_id)
      .where('date', 'in', dates).execute()
    const booked = new Map(rows.map((r) => [r.date, Number(r.booked)]))
    await addBooked(trx, booking.unit_id, dates, -Number(booking.count), now)
    const opId = newOpId(now)
    await insertOp(trx, {
      id: opId, user_id: unit?.userId ?? 0, unit_ids: JSON.stringify([booking.unit_id]), kind: 'booking', ...SYSTEM,
      summary: JSON.stringify({ released: bookingId }), created_at: now, undone_by: null, undoes: null,
    }, dates.map((date) => {
      const old = booked.get(date) ?? 0
      return { op_id: opId, unit_id: booking.unit_id, date, field: 'booked', old_value: old, new_value: Math.max(0, old - Number(booking.count)) }
    }))
  })
}

/** Closes a night because an order was refused (orders issue): open = 0, op kind 'orderRefusal', role system. */
export async function closeDay(db: Kysely<Database>, unitId: string, date: string, kind: 'orderRefusal', now: number): Promise<void> {
  const unit = await findUnit(db, unitId)
  if (!unit) throw notFound()
  await inTransaction(db, async (trx) => {
    await lockKeys(trx, [unitId])
    const [cells] = await readCells(trx, [unit], date, date)
    const cell = cells!.days[0]!
    if (!cell.open) return
    const opId = newOpId(now)
    await upsertOverrides(trx, [{ unit_id: unitId, date, ...overrideColumns(cell), open: 0 }], now)
    await insertOp(trx, {
      id: opId, user_id: unit.userId, unit_ids: JSON.stringify([unitId]), kind, ...SYSTEM,
      summary: JSON.stringify({ date }), created_at: now, undone_by: null, undoes: null,
    }, [{ op_id: opId, unit_id: unitId, date, field: 'open', old_value: cell.overridden.includes('open') ? 1 : null, new_value: 0 }])
  })
}
