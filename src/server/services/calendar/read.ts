import type { Kysely } from 'kysely'
import { cellOf } from '../../../domain/calendar/cells'
import type { StoredDay } from '../../../domain/calendar/cells'
import { datesFrom } from '../../../domain/calendar/dates'
import { holidaysOf } from '../../../domain/calendar/holidays'
import type { CalendarCell } from '../../../domain/calendar/schemas'
import type { Database } from '../../db/schema'
import { blocksOf, daysOf } from './repo'
import type { UnitInfo } from './units'

export type UnitCells = { unitId: string; days: CalendarCell[] }

/**
 * The read model: each unit's effective cells from `from` to `to` (both included): defaults
 * (base prices by day kind, similar units, open), the stored overrides and booked counts, and
 * the nights outside calendars block. Used by calendarGet, calendarSet, bookings and the feeds.
 */
export async function readCells(db: Kysely<Database>, units: readonly UnitInfo[], from: string, to: string): Promise<UnitCells[]> {
  const ids = units.map((u) => u.unitId)
  const dates = from <= to ? datesFrom(from, to) : []
  if (dates.length === 0) return units.map((u) => ({ unitId: u.unitId, days: [] }))
  const stored = new Map<string, StoredDay>()
  for (const r of await daysOf(db, ids, from, to)) {
    stored.set(`${r.unit_id}|${r.date}`, { price: r.price, stock: r.stock, open: r.open === null ? null : r.open === 1, booked: r.booked })
  }
  const blocked = new Set((await blocksOf(db, ids, from, to)).map((b) => `${b.unit_id}|${b.date}`))
  return units.map((unit) => {
    const holidays = holidaysOf(unit.country)
    return {
      unitId: unit.unitId,
      days: dates.map((date) => {
        const key = `${unit.unitId}|${date}`
        return cellOf(date, unit, holidays, stored.get(key), blocked.has(key))
      }),
    }
  })
}
