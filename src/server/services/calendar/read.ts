import type { Kysely } from 'kysely'
import type { StoredDay } from '../../../domain/calendar/cells'
import type { StayRule } from '../../../domain/calendar/stay'
import type { CalendarCell, UnitNights } from '../../../domain/calendar/schemas'
import { expandNights, nightsOf } from '../../../domain/calendar/wire'
import type { Database } from '../../db/schema'
import { blocksOf, daysOf, stayRulesOf } from './repo'
import type { UnitInfo } from './units'

export type UnitCells = { unitId: string; days: CalendarCell[] }

/**
 * The read model on the wire (decision 0033): each unit's defaults, the nights stored for it
 * (overrides and booked counts) and the nights outside calendars block, from `from` to `to`
 * (both included). calendarGet answers it as it is; readCells expands it.
 */
export async function readNights(db: Kysely<Database>, units: readonly UnitInfo[], today: string, from: string, to: string): Promise<UnitNights[]> {
  const ids = units.map((u) => u.unitId)
  const stored = new Map<string, Map<string, StoredDay>>(ids.map((id) => [id, new Map()]))
  const blocked = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]))
  const stay = new Map<string, Map<string, StayRule>>(ids.map((id) => [id, new Map()]))
  if (from <= to) {
    for (const r of await daysOf(db, ids, from, to)) {
      stored.get(r.unit_id)?.set(r.date, {
        price: r.price, stock: r.stock, open: r.open === null ? null : r.open === 1, booked: r.booked, ...(r.set_by === 'thirdParty' ? { thirdParty: true } : {}),
      })
    }
    for (const b of await blocksOf(db, ids, from, to)) blocked.get(b.unit_id)?.add(b.date)
    for (const [unitId, rules] of await stayRulesOf(db, ids, from, to)) stay.set(unitId, rules)
  }
  return units.map((unit) => nightsOf(unit, today, from, to, stored.get(unit.unitId)!, blocked.get(unit.unitId)!, stay.get(unit.unitId)!))
}

/**
 * Each unit's effective cells from `from` to `to` (both included): defaults (base prices by day
 * kind, similar units, open), the stored overrides and booked counts, and the nights outside
 * calendars block; the same expansion the portal makes of calendarGet's answer. Used by
 * calendarSet, bookings, the feeds and the console.
 */
export async function readCells(db: Kysely<Database>, units: readonly UnitInfo[], from: string, to: string): Promise<UnitCells[]> {
  return (await readNights(db, units, '', from, to)).map((nights) => {
    const { unitId, days } = expandNights(nights)
    return { unitId, days }
  })
}
