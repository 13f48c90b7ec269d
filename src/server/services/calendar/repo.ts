import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { cellsOf, rangesOf } from '../../../domain/calendar/op-ranges'
import type { OpCell } from '../../../domain/calendar/op-ranges'
import type { CalendarOpsTable, Database } from '../../db/schema'
import { isNoStayRule, type StayRule } from '../../../domain/calendar/stay'

type Db = Kysely<Database>

export type DayRow = { unit_id: string; date: string; price: number | null; stock: number | null; open: number | null; booked: number; set_by: string | null }

/** SQLite allows 32766 bound values; PostgreSQL 65535: 400 rows of up to 7 columns stay far below. */
const CHUNK = 400

function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size))
  return out
}

export async function daysOf(db: Db, unitIds: readonly string[], from: string, to: string): Promise<DayRow[]> {
  if (unitIds.length === 0) return []
  const out: DayRow[] = []
  for (const ids of chunks(unitIds)) {
    const rows = await db.selectFrom('calendar_days').select(['unit_id', 'date', 'price', 'stock', 'open', 'booked', 'set_by'])
      .where('unit_id', 'in', ids).where('date', '>=', from).where('date', '<=', to).execute()
    for (const r of rows) {
      out.push({ ...r, price: r.price === null ? null : Number(r.price), stock: r.stock === null ? null : Number(r.stock), open: r.open === null ? null : Number(r.open), booked: Number(r.booked) })
    }
  }
  return out
}

export async function blocksOf(db: Db, unitIds: readonly string[], from: string, to: string): Promise<Array<{ unit_id: string; date: string }>> {
  if (unitIds.length === 0) return []
  const out: Array<{ unit_id: string; date: string }> = []
  for (const ids of chunks(unitIds)) {
    out.push(...await db.selectFrom('calendar_blocks').select(['unit_id', 'date']).distinct()
      .where('unit_id', 'in', ids).where('date', '>=', from).where('date', '<=', to).execute())
  }
  return out
}

/** The nights' stay restrictions (decision 0079), by unit and date. */
export async function stayRulesOf(db: Db, unitIds: readonly string[], from: string, to: string): Promise<Map<string, Map<string, StayRule>>> {
  const out = new Map<string, Map<string, StayRule>>()
  if (unitIds.length === 0) return out
  for (const ids of chunks(unitIds)) {
    const rows = await db.selectFrom('calendar_stay').selectAll().where('unit_id', 'in', ids).where('date', '>=', from).where('date', '<=', to).execute()
    for (const r of rows) {
      const unit = out.get(r.unit_id) ?? new Map<string, StayRule>()
      unit.set(r.date, {
        minStay: r.min_stay === null ? null : Number(r.min_stay), maxStay: r.max_stay === null ? null : Number(r.max_stay),
        closedToArrival: Number(r.closed_to_arrival) === 1, closedToDeparture: Number(r.closed_to_departure) === 1,
      })
      out.set(r.unit_id, unit)
    }
  }
  return out
}

/** Writes nights' stay restrictions; a night left with none loses its row. */
export async function writeStayRules(db: Db, rows: ReadonlyArray<{ unit_id: string; date: string; rule: StayRule }>, now: number): Promise<void> {
  const none = rows.filter((r) => isNoStayRule(r.rule))
  for (const r of none) await db.deleteFrom('calendar_stay').where('unit_id', '=', r.unit_id).where('date', '=', r.date).execute()
  const some = rows.filter((r) => !isNoStayRule(r.rule)).map((r) => ({
    unit_id: r.unit_id, date: r.date, min_stay: r.rule.minStay, max_stay: r.rule.maxStay,
    closed_to_arrival: r.rule.closedToArrival ? 1 : 0, closed_to_departure: r.rule.closedToDeparture ? 1 : 0, updated_at: now,
  }))
  for (const part of chunks(some, 200)) {
    await db.insertInto('calendar_stay').values(part).onConflict((oc) => oc.columns(['unit_id', 'date']).doUpdateSet((eb) => ({
      min_stay: eb.ref('excluded.min_stay'), max_stay: eb.ref('excluded.max_stay'), closed_to_arrival: eb.ref('excluded.closed_to_arrival'),
      closed_to_departure: eb.ref('excluded.closed_to_departure'), updated_at: eb.ref('excluded.updated_at'),
    }))).execute()
  }
}

/** Writes the override columns of nights (booked is left as it is; a new row starts at 0). */
export async function upsertOverrides(
  db: Db, rows: ReadonlyArray<{ unit_id: string; date: string; price: number | null; stock: number | null; open: number | null }>, now: number,
  /** 'thirdParty' when a PMS writes (direct connection: the grid marks its nights), else null. */
  setBy: 'thirdParty' | null = null,
): Promise<void> {
  for (const part of chunks(rows, 200)) {
    await db.insertInto('calendar_days').values(part.map((r) => ({ ...r, booked: 0, updated_at: now, set_by: setBy })))
      .onConflict((oc) => oc.columns(['unit_id', 'date']).doUpdateSet((eb) => ({
        price: eb.ref('excluded.price'), stock: eb.ref('excluded.stock'), open: eb.ref('excluded.open'), updated_at: eb.ref('excluded.updated_at'),
        set_by: eb.ref('excluded.set_by'),
      })))
      .execute()
  }
}

/** Adds `delta` to the booked count of nights (a missing night row is created). */
export async function addBooked(db: Db, unitId: string, dates: readonly string[], delta: number, now: number): Promise<void> {
  for (const date of dates) {
    await db.insertInto('calendar_days')
      .values({ unit_id: unitId, date, price: null, stock: null, open: null, booked: Math.max(0, delta), updated_at: now })
      .onConflict((oc) => oc.columns(['unit_id', 'date']).doUpdateSet((eb) => ({
        booked: eb('calendar_days.booked', '+', delta), updated_at: now,
      })))
      .execute()
  }
}

/** Records an operation and its cells, stored as ranges of consecutive nights (op-ranges.ts). */
export async function insertOp(db: Db, op: Insertable<CalendarOpsTable>, cells: ReadonlyArray<Omit<OpCell, 'op_id'> & { op_id?: string }>): Promise<void> {
  await db.insertInto('calendar_ops').values(op).execute()
  const ranges = rangesOf(cells).map((range) => ({ op_id: op.id, ...range }))
  for (const part of chunks(ranges, 400)) await db.insertInto('calendar_op_ranges').values(part).execute()
}

/** Adds cells to an operation recorded already (what was written beside a set in its transaction). */
export async function appendOpCells(db: Db, opId: string, cells: ReadonlyArray<Omit<OpCell, 'op_id'>>): Promise<void> {
  const ranges = rangesOf(cells).map((range) => ({ op_id: opId, ...range }))
  for (const part of chunks(ranges, 400)) await db.insertInto('calendar_op_ranges').values(part).execute()
}

export function findOp(db: Db, opId: string) {
  return db.selectFrom('calendar_ops').selectAll().where('id', '=', opId).executeTakeFirst()
}

/** The cells an operation changed, in (unit, date, field) order; `limit` keeps the first ones. */
export async function opCells(db: Db, opId: string, limit?: number): Promise<OpCell[]> {
  const rows = await db.selectFrom('calendar_op_ranges').select(['unit_id', 'field', 'date_from', 'date_to', 'old_value', 'new_value', 'nights'])
    .where('op_id', '=', opId).orderBy('unit_id').orderBy('date_from').execute()
  const ranges = rows.map((r) => ({
    ...r, nights: Number(r.nights), old_value: r.old_value === null ? null : Number(r.old_value), new_value: r.new_value === null ? null : Number(r.new_value),
  }))
  return cellsOf(ranges, limit)
}

/** How many cells each operation changed (the nights of its ranges). */
export async function opCellCounts(db: Db, opIds: readonly string[]): Promise<Map<string, number>> {
  if (opIds.length === 0) return new Map()
  const rows = await db.selectFrom('calendar_op_ranges').select((eb) => ['op_id', eb.fn.sum<number>('nights').as('n')])
    .where('op_id', 'in', [...opIds]).groupBy('op_id').execute()
  return new Map(rows.map((r) => [r.op_id, Number(r.n)]))
}

/** Runs `fn` in the caller's transaction when `db` is one, else in a new one. */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn)
}

let sequence = 0

/**
 * A new op id that sorts by creation: the time (ms, base 36), a per-process sequence (ops of
 * the same millisecond keep their order) and a random part (instances do not collide).
 */
export function newOpId(now: number): string {
  sequence = (sequence + 1) % 1_679_616
  return `${Math.max(0, now).toString(36).padStart(9, '0')}-${sequence.toString(36).padStart(4, '0')}-${randomUUID().slice(0, 8)}`
}

