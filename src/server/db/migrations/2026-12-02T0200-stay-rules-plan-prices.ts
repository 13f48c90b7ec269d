import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Stay restrictions of a night (issue 38, decision 0079): minimum and maximum stay arriving that
// night, closed to arrival and to departure, per calendar unit; and a product's own price for a
// night (a PMS's rate plan priced apart from its room), overriding the hotel discount's price.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_stay')
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('min_stay', 'integer')
    .addColumn('max_stay', 'integer')
    .addColumn('closed_to_arrival', 'integer', (c) => c.notNull())
    .addColumn('closed_to_departure', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('calendar_stay_pk', ['unit_id', 'date'])
    .execute()
  await db.schema
    .createTable('product_nights')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_nights_pk', ['product_id', 'date'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_nights').execute()
  await db.schema.dropTable('calendar_stay').execute()
}
