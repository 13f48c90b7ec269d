import { sql } from 'kysely'
import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Calendar operation records as ranges (speed issue): consecutive nights of a unit whose field
// went from the same old value to the same new one are one row (a 5-range batch over 100 units
// wrote 15,000 cell rows). Records kept so far become one range per cell.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_op_ranges')
    .addColumn('op_id', 'text', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('date_from', 'text', (c) => c.notNull())
    .addColumn('date_to', 'text', (c) => c.notNull())
    .addColumn('old_value', 'integer')
    .addColumn('new_value', 'integer')
    .addColumn('nights', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('calendar_op_ranges_op').on('calendar_op_ranges').columns(['op_id', 'unit_id', 'date_from']).execute()
  await sql`insert into calendar_op_ranges (op_id, unit_id, field, date_from, date_to, old_value, new_value, nights)
    select op_id, unit_id, field, date, date, old_value, new_value, 1 from calendar_op_cells`.execute(db)
  await db.schema.dropTable('calendar_op_cells').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_op_cells')
    .addColumn('op_id', 'text', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'integer')
    .addColumn('new_value', 'integer')
    .execute()
  await db.schema.createIndex('calendar_op_cells_op').on('calendar_op_cells').column('op_id').execute()
  await db.schema.createIndex('calendar_op_cells_cell').on('calendar_op_cells').columns(['unit_id', 'date', 'field']).execute()
  // every night of every range back as its own row
  const ranges = await sql<{ op_id: string; unit_id: string; field: string; date_from: string; date_to: string; old_value: number | null; new_value: number | null }>`
    select op_id, unit_id, field, date_from, date_to, old_value, new_value from calendar_op_ranges`.execute(db)
  for (const range of ranges.rows) {
    for (let day = Date.parse(`${range.date_from}T00:00:00Z`); day <= Date.parse(`${range.date_to}T00:00:00Z`); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10)
      await sql`insert into calendar_op_cells (op_id, unit_id, date, field, old_value, new_value)
        values (${range.op_id}, ${range.unit_id}, ${date}, ${range.field}, ${range.old_value}, ${range.new_value})`.execute(db)
    }
  }
  await db.schema.dropTable('calendar_op_ranges').execute()
}
