import type { Kysely } from 'kysely'
import { luIdOf } from '../../../domain/calendar/limits'
import type { CalendarRecord, OpChange } from '../../../domain/calendar/schemas'
import type { Database } from '../../db/schema'
import { opCellCounts, opCells } from './repo'
import { unitTitles } from './units'

const FIRST_CHANGES = 50
const MAX_LENGTH = 100

/** The host's calendar operations, newest first, optionally of one unit. */
export async function listRecords(
  db: Kysely<Database>, userId: number, query: { unitId?: string | undefined; offset: number; length: number },
): Promise<{ list: CalendarRecord[]; total: number }> {
  const offset = Math.max(0, Math.floor(query.offset) || 0)
  const length = Math.min(MAX_LENGTH, Math.max(1, Math.floor(query.length) || 20))
  let base = db.selectFrom('calendar_ops').where('user_id', '=', userId)
  if (query.unitId) base = base.where('unit_ids', 'like', `%${JSON.stringify(query.unitId)}%`)
  const total = Number((await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0)
  const ops = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(length).execute()
  const counts = await opCellCounts(db, ops.map((o) => o.id))

  const unitIds = new Set(ops.flatMap((o) => JSON.parse(o.unit_ids) as string[]))
  const titles = await unitTitles(db, [...unitIds].flatMap((id) => luIdOf(id) ?? []))

  const list: CalendarRecord[] = []
  for (const op of ops) {
    const cells = await opCells(db, op.id, FIRST_CHANGES)
    const changes: OpChange[] = cells.map((c) => ({
      unitId: c.unit_id, date: c.date, field: c.field as OpChange['field'], old: c.old_value, new: c.new_value,
    }))
    const changeCount = counts.get(op.id) ?? 0
    list.push({
      opId: op.id,
      time: Number(op.created_at),
      role: op.role as CalendarRecord['role'],
      operator: op.operator,
      kind: op.kind as CalendarRecord['kind'],
      units: (JSON.parse(op.unit_ids) as string[]).map((unitId) => ({ unitId, title: titles.get(unitId) ?? '' })),
      changes,
      changeCount,
      undoable: op.kind === 'set' && op.undone_by === null && changeCount > 0,
      undoneBy: op.undone_by,
      undoes: op.undoes,
    })
  }
  return { list, total }
}
