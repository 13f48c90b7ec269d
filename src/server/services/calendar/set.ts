import type { Kysely } from 'kysely'
import { applyChange } from '../../../domain/calendar/change'
import { checkChange } from '../../../domain/calendar/check'
import { CALENDAR_LIMITS } from '../../../domain/calendar/limits'
import type { CalendarCell, CalendarChange } from '../../../domain/calendar/schemas'
import { unitToday } from '../../../domain/calendar/zones'
import { STATUS } from '../../../domain/envelope'
import type { Database } from '../../db/schema'
import { invalid, Refusal } from '../../errors'
import type { Actor } from '../house/records'
import { overrideColumns, overrideOf } from './ops'
import { readCells } from './read'
import type { UnitCells } from './read'
import { inTransaction, insertOp, newOpId, upsertOverrides } from './repo'
import { ownUnits } from './units'
import type { UnitInfo } from './units'
import { lockKeys } from '../../db/locks'

export type SetCaller = { userId: number; actor: Actor }

/** The rules of every change, each unit checked against its own today; the first failure refuses the call. */
export function checkChanges(changes: readonly CalendarChange[], units: ReadonlyMap<string, UnitInfo>, now: number): void {
  changes.forEach((change, i) => {
    const todays = new Set(change.unitIds.map((id) => unitToday(units.get(id)?.country ?? 'CHN', now)))
    for (const today of todays) {
      const first = checkChange(change, today)[0]
      if (first) throw invalid(first.key, `changes.${i}.${first.field}`, first.params)
    }
  })
}

/** Stock below booked: 422 with the unit's current cells of the refused range as content. */
export function stockBelowBooked(cell: CalendarCell, unitId: string, current: CalendarCell[], range: { from: string; to: string }): Refusal {
  const value = current.filter((c) => c.date >= range.from && c.date <= range.to)
  return new Refusal(STATUS.refused, 'calendarStockBelowBooked', 'stock', { date: cell.date, booked: cell.booked }, { unitId, value })
}

/**
 * calendarSet: every change applied in order to the current cells (applyChange, as the portal's
 * preview does), then every changed night stored and recorded in one op: all or nothing (the
 * caller's transaction rolls back on any refusal).
 */
export async function applySet(
  db: Kysely<Database>, caller: SetCaller, changes: readonly CalendarChange[], now: number,
): Promise<{ opId: string; cells: number }> {
  changes.forEach((change, i) => {
    // a change with no unit or no range is checked against nothing below: refuse it here
    if (change.unitIds.length === 0) throw invalid('required', `changes.${i}.unitIds`)
    if (change.ranges.length === 0) throw invalid('required', `changes.${i}.ranges`)
    if (change.unitIds.length > CALENDAR_LIMITS.units) throw invalid('calendarUnitsTooMany', `changes.${i}.unitIds`, { max: CALENDAR_LIMITS.units })
  })
  const unitList = await ownUnits(db, caller.userId, changes.flatMap((c) => c.unitIds))
  const units = new Map(unitList.map((u) => [u.unitId, u]))
  checkChanges(changes, units, now)

  const from = changes.flatMap((c) => c.ranges.map((r) => r.from)).reduce((a, b) => (b < a ? b : a))
  const to = changes.flatMap((c) => c.ranges.map((r) => r.to)).reduce((a, b) => (b > a ? b : a))
  return inTransaction(db, async (trx) => {
    await lockKeys(trx, unitList.map((u) => u.unitId))
    const before = await readCells(trx, unitList, from, to)
    const after = changes.reduce<UnitCells[]>((grid, change) => applyChange(grid, change), before)

    const rows: Array<{ unit_id: string; date: string; price: number | null; stock: number | null; open: number | null }> = []
    const opCells: Array<{ op_id: string; unit_id: string; date: string; field: string; old_value: number | null; new_value: number | null }> = []
    const opId = newOpId(now)
    after.forEach((unit, u) => {
      const old = before[u]!
      if (unit === old) return
      unit.days.forEach((cell, d) => {
        const was = old.days[d]!
        if (cell === was) return
        if (cell.stock !== was.stock && cell.stock < cell.booked) {
          const change = [...changes].reverse().find((c) => c.unitIds.includes(unit.unitId) && c.stock !== undefined
            && c.ranges.some((r) => cell.date >= r.from && cell.date <= r.to))
          const range = change?.ranges.find((r) => cell.date >= r.from && cell.date <= r.to) ?? { from: cell.date, to: cell.date }
          throw stockBelowBooked(cell, unit.unitId, old.days, range)
        }
        rows.push({ unit_id: unit.unitId, date: cell.date, ...overrideColumns(cell) })
        for (const field of ['price', 'stock', 'open'] as const) {
          if (cell[field] === was[field]) continue
          opCells.push({ op_id: opId, unit_id: unit.unitId, date: cell.date, field, old_value: overrideOf(was, field), new_value: overrideOf(cell, field) })
        }
      })
    })
    await upsertOverrides(trx, rows, now, caller.actor.role === 'thirdParty' ? 'thirdParty' : null)
    await insertOp(trx, {
      id: opId, user_id: caller.userId, unit_ids: JSON.stringify(unitList.map((u) => u.unitId)), kind: 'set',
      role: caller.actor.role, operator: caller.actor.operator, summary: JSON.stringify({ changes }), created_at: now,
      undone_by: null, undoes: null,
    }, opCells)
    return { opId, cells: opCells.length }
  })
}
