import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createDb } from '../../../../src/server/db/connect'
import { portalMigrator } from '../../../../src/server/db/migrate'

const BEFORE = '2026-11-25T0500-order-list-indexes'
const RANGES = '2026-11-26T0100-calendar-op-ranges'

describe('migration to calendar operation ranges', () => {
  it('keeps every recorded cell (as one-night ranges), and going back gives every night of every range', async () => {
    const db = createDb({ dbFile: ':memory:', databaseUrl: undefined })
    try {
      const migrator = portalMigrator(db)
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      await sql`insert into calendar_op_cells (op_id, unit_id, date, field, old_value, new_value) values
        ('op1', 'lu:1', '2027-01-01', 'price', null, 300), ('op1', 'lu:1', '2027-01-02', 'price', null, 300)`.execute(db)
      expect((await migrator.migrateTo(RANGES)).error).toBeUndefined()
      const ranges = await sql<{ date_from: string; nights: number }>`select date_from, nights from calendar_op_ranges order by date_from`.execute(db)
      expect(ranges.rows.map((r) => [r.date_from, Number(r.nights)])).toEqual([['2027-01-01', 1], ['2027-01-02', 1]])

      // a range written after the migration goes back night by night
      await sql`insert into calendar_op_ranges (op_id, unit_id, field, date_from, date_to, old_value, new_value, nights)
        values ('op2', 'lu:2', 'stock', '2027-02-27', '2027-03-02', null, 2, 4)`.execute(db)
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      const cells = await sql<{ op_id: string; date: string }>`select op_id, date from calendar_op_cells order by op_id, date`.execute(db)
      expect(cells.rows.map((c) => `${c.op_id} ${c.date}`)).toEqual([
        'op1 2027-01-01', 'op1 2027-01-02', 'op2 2027-02-27', 'op2 2027-02-28', 'op2 2027-03-01', 'op2 2027-03-02',
      ])
    } finally {
      await db.destroy()
    }
  })
})
