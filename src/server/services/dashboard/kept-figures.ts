import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import {
  bookingCounts, byMonth, FIGURE_SUMS, figureChanges, mergeFigures, NO_UNIT, SOLD_STATES,
  type FigureRow, type OrderFacts,
} from '../../../domain/business/kept-figures'
import { dateOf } from '../../../domain/calendar/dates'
import type { BusinessFiguresTable, Database, OrdersTable } from '../../db/schema'

type Db = Kysely<Database>
type FigureTable = 'business_days' | 'business_months'
/** The columns of an order the figures read. */
export type FigureColumns = Pick<OrdersTable, 'user_id' | 'unit_id' | 'created_at' | 'state' | 'cancelled_by' | 'check_in' | 'currency' | 'nights' | 'rooms' | 'rent' | 'income'>

/**
 * Business data's figures kept as orders change (decision 0066): every write of an order calls
 * this in its transaction, after its other writes (the rows' locks are taken last, in key order),
 * with the order as it was and as it is now (null: none). Nothing is written when the figures it
 * reads did not change.
 */
export async function keepOrderFigures(db: Db, before: FigureColumns | null, after: FigureColumns | null): Promise<void> {
  await keepFigures(db, figureChanges(before && factsOf(before), after && factsOf(after)))
}

/** Adds day rows (changes) to the kept days and their months. */
export async function keepFigures(db: Db, days: readonly FigureRow[]): Promise<void> {
  const merged = mergeFigures(days)
  if (merged.length === 0) return
  await addRows(db, 'business_days', merged)
  await addRows(db, 'business_months', byMonth(merged))
}

/**
 * The kept figures of every order, counted again from the orders (migration 2026-11-30T0900
 * fills the tables with it): the orders summed by the database per host, unit, currency and
 * booking day (and state), and per check-in day for the paid stays.
 */
export async function fillFigures(db: Db): Promise<void> {
  const bookedDay = sql<number>`(created_at + ${sql.lit(BEIJING_MS)}) / ${sql.lit(DAY_MS)}`
  const booked = await db.selectFrom('orders')
    .select(['user_id', 'unit_id', 'currency', bookedDay.as('day'), 'state', 'cancelled_by', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['user_id', 'unit_id', 'currency', bookedDay, 'state', 'cancelled_by']).execute()
  const stays = await db.selectFrom('orders')
    .select((eb) => [
      'user_id', 'unit_id', 'currency', 'check_in', eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>(eb('nights', '*', eb.ref('rooms'))).as('nights'), eb.fn.sum<number>('rent').as('rent'), eb.fn.sum<number>('income').as('income'),
    ])
    .where('state', 'in', SOLD_STATES).groupBy(['user_id', 'unit_id', 'currency', 'check_in']).execute()
  const key = (r: { user_id: number; unit_id: string | null; currency: string }) => ({ userId: Number(r.user_id), unitKey: r.unit_id ?? NO_UNIT, currency: r.currency })
  const rows: FigureRow[] = [
    ...booked.map((r) => {
      const counts = bookingCounts(r.state, r.cancelled_by)
      const n = Number(r.n)
      return { ...key(r), period: dateOf(Number(r.day)), orders: counts.orders * n, cancellations: counts.cancellations * n, refusals: counts.refusals * n, stays: 0, nights: 0, rent: 0, income: 0 }
    }),
    ...stays.map((r) => ({
      ...key(r), period: r.check_in, orders: 0, cancellations: 0, refusals: 0, stays: Number(r.n), nights: Number(r.nights), rent: Number(r.rent), income: Number(r.income),
    })),
  ]
  await db.deleteFrom('business_days').execute()
  await db.deleteFrom('business_months').execute()
  await keepFigures(db, rows)
}

/**
 * One host's kept rows (all units, or those named) of the days from..to, or of the months
 * first..last ('yyyy-MM'), in one currency or all.
 */
export async function readFigures(
  db: Db, table: FigureTable, userId: number, range: { from: string; to: string }, filter: { unitKeys: readonly string[] | null; currencies?: readonly string[] },
): Promise<FigureRow[]> {
  let query = db.selectFrom(table).selectAll()
    .where('user_id', '=', userId).where('period', '>=', range.from).where('period', '<=', range.to)
  if (filter.unitKeys) query = query.where('unit_key', 'in', filter.unitKeys)
  if (filter.currencies) query = query.where('currency', 'in', filter.currencies)
  return (await query.execute()).map(toFigureRow)
}

export function factsOf(row: FigureColumns): OrderFacts {
  return {
    userId: Number(row.user_id), unitId: row.unit_id, createdAt: Number(row.created_at), state: row.state, cancelledBy: row.cancelled_by,
    checkIn: row.check_in, currency: row.currency, nights: Number(row.nights), rooms: Number(row.rooms), rent: Number(row.rent), income: Number(row.income),
  }
}

/** Adds the rows to the table's sums (a row not there yet starts at them), a few hundred per statement. */
async function addRows(db: Db, table: FigureTable, rows: readonly FigureRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insertInto(table).values(rows.slice(start, start + CHUNK).map(toColumns))
      .onConflict((oc) => oc.columns(['user_id', 'period', 'unit_key', 'currency']).doUpdateSet(
        Object.fromEntries(FIGURE_SUMS.map((sum) => [sum, sql<number>`${sql.ref(`${table}.${sum}`)} + ${sql.ref(`excluded.${sum}`)}`])),
      ))
      .execute()
  }
}

function toColumns(row: FigureRow): BusinessFiguresTable {
  return {
    user_id: row.userId, period: row.period, unit_key: row.unitKey, currency: row.currency, orders: row.orders, cancellations: row.cancellations,
    refusals: row.refusals, stays: row.stays, nights: row.nights, rent: row.rent, income: row.income,
  }
}

function toFigureRow(row: BusinessFiguresTable): FigureRow {
  return {
    userId: Number(row.user_id), period: row.period, unitKey: row.unit_key, currency: row.currency, orders: Number(row.orders),
    cancellations: Number(row.cancellations), refusals: Number(row.refusals), stays: Number(row.stays), nights: Number(row.nights),
    rent: Number(row.rent), income: Number(row.income),
  }
}

/** Rows per statement: 11 values each, well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 500
const DAY_MS = 86_400_000
const BEIJING_MS = 8 * 3_600_000
