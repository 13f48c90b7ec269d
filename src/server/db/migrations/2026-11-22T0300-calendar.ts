import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Room-status calendar (issue 5). A row is a bookable unit's night: unit_id is `lu:{luId}` for a
// B&B listing (later `rt:{roomTypeId}`). Only overrides are stored (null = the listing's default).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_days')
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('price', 'integer')
    .addColumn('stock', 'integer')
    .addColumn('open', 'integer')
    .addColumn('booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_days_pk', ['unit_id', 'date'])
    .execute()

  await db.schema
    .createTable('calendar_ops')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('unit_ids', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('undone_by', 'text')
    .addColumn('undoes', 'text')
    .execute()
  await db.schema.createIndex('calendar_ops_user').on('calendar_ops').columns(['user_id', 'created_at']).execute()

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

  await db.schema
    .createTable('calendar_blocks')
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('feed_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_blocks_pk', ['unit_id', 'date', 'feed_id'])
    .execute()

  await db.schema
    .createTable('calendar_bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('calendar_bookings_unit').on('calendar_bookings').columns(['unit_id', 'start_date']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['calendar_bookings', 'calendar_blocks', 'calendar_op_cells', 'calendar_ops', 'calendar_days']) {
    await db.schema.dropTable(table).execute()
  }
}
