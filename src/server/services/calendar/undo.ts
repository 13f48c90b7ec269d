import type { Kysely } from 'kysely'
import type { CalendarField } from '../../../domain/calendar/schemas'
import { NO_STAY_RULE, STAY_OP_FIELDS, stayOpValue, withStayOpValue, type StayOpField, type StayRule } from '../../../domain/calendar/stay'
import { unitToday } from '../../../domain/calendar/zones'
import type { Database } from '../../db/schema'
import { forbidden, invalid, notFound, refused } from '../../errors'
import { overrideColumns, overrideOf } from './ops'
import { readCells } from './read'
import { findOp, inTransaction, insertOp, newOpId, opCells, upsertOverrides, writeStayRules } from './repo'
import { stockBelowBooked } from './set'
import type { SetCaller } from './set'
import { listUnits } from './units'
import { lockKeys } from '../../db/locks'

/**
 * calendarUndo: every cell of a 'set' op back to its old value in one new op (kind 'undo'), all or
 * nothing. Refused when already undone (calendarUndoDone), when a cell no longer holds what the op
 * set (calendarUndoStale: changed since by a later op), and for stock below booked as a set is.
 * Nights that have passed meanwhile are left as they are (the past cannot be written).
 */
const isStayField = (field: string): boolean => (STAY_OP_FIELDS as readonly string[]).includes(field)

export async function applyUndo(db: Kysely<Database>, caller: SetCaller, opId: string, now: number): Promise<{ opId: string }> {
  return inTransaction(db, async (trx) => {
    const op = await findOp(trx, opId)
    if (!op) throw notFound()
    if (op.user_id !== caller.userId) throw forbidden()
    if (op.undone_by !== null) throw refused('calendarUndoDone', 'opId')
    if (op.kind !== 'set') throw invalid('invalidValue', 'opId')

    const cells = await opCells(trx, opId)
    await lockKeys(trx, cells.map((c) => c.unit_id))
    // a concurrent undo of the same op may have finished while this one waited
    if ((await findOp(trx, opId))?.undone_by !== null) throw refused('calendarUndoDone', 'opId')
    const units = new Map((await listUnits(trx, caller.userId)).map((u) => [u.unitId, u]))
    const live = cells.filter((c) => {
      const unit = units.get(c.unit_id)
      return unit !== undefined && c.date >= unitToday(unit.country, now)
    })
    const undoId = newOpId(now)
    const rows: Array<{ unit_id: string; date: string; price: number | null; stock: number | null; open: number | null }> = []
    const undoCells: Array<{ op_id: string; unit_id: string; date: string; field: string; old_value: number | null; new_value: number | null }> = []
    const stayRows: Array<{ unit_id: string; date: string; rule: StayRule }> = []
    for (const unitId of new Set(live.map((c) => c.unit_id))) {
      const unit = units.get(unitId)!
      const mine = live.filter((c) => c.unit_id === unitId)
      const from = mine.reduce((m, c) => (c.date < m ? c.date : m), mine[0]!.date)
      const to = mine.reduce((m, c) => (c.date > m ? c.date : m), mine[0]!.date)
      const [current] = await readCells(trx, [unit], from, to)
      const byDate = new Map(current!.days.map((c) => [c.date, c]))
      const restored = new Map<string, ReturnType<typeof overrideColumns>>()
      // stay restrictions (decision 0079) are kept apart from the overrides
      const stayRestored = new Map<string, StayRule>()
      for (const c of mine.filter((m) => isStayField(m.field))) {
        const field = c.field as StayOpField
        const rule = stayRestored.get(c.date) ?? byDate.get(c.date)!.stay ?? NO_STAY_RULE
        if (stayOpValue(rule, field) !== c.new_value) throw refused('calendarUndoStale', 'opId', { unitId, date: c.date, field })
        stayRestored.set(c.date, withStayOpValue(rule, field, c.old_value))
        undoCells.push({ op_id: undoId, unit_id: unitId, date: c.date, field, old_value: c.new_value, new_value: c.old_value })
      }
      stayRows.push(...[...stayRestored].map(([date, rule]) => ({ unit_id: unitId, date, rule })))
      for (const c of mine.filter((m) => !isStayField(m.field))) {
        const cell = byDate.get(c.date)!
        const field = c.field as CalendarField
        if (overrideOf(cell, field) !== c.new_value) {
          throw refused('calendarUndoStale', 'opId', { unitId, date: c.date, field })
        }
        const columns = restored.get(c.date) ?? overrideColumns(cell)
        columns[field] = c.old_value
        restored.set(c.date, columns)
        undoCells.push({ op_id: undoId, unit_id: unitId, date: c.date, field, old_value: c.new_value, new_value: c.old_value })
      }
      for (const [date, columns] of restored) {
        const cell = byDate.get(date)!
        const stock = columns.stock ?? unit.baseStock
        if (stock < cell.booked) throw stockBelowBooked({ ...cell, stock }, unitId, current!.days, { from, to })
        rows.push({ unit_id: unitId, date, ...columns })
      }
    }
    await upsertOverrides(trx, rows, now)
    await writeStayRules(trx, stayRows, now)
    await insertOp(trx, {
      id: undoId, user_id: caller.userId, unit_ids: op.unit_ids, kind: 'undo', role: caller.actor.role,
      operator: caller.actor.operator, summary: JSON.stringify({ undoes: opId }), created_at: now, undone_by: null, undoes: opId,
    }, undoCells)
    await trx.updateTable('calendar_ops').set({ undone_by: undoId }).where('id', '=', opId).execute()
    return { opId: undoId }
  })
}
