import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Products for sale (SKUs) of an online hotel's room types (issue 14, decision 0050): a name, the
// breakfasts included, the hotel discount in tenths (10-99 = 1.0-9.9), the cancellation rule.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hotel_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('hotel_id', 'text', (c) => c.notNull())
    .addColumn('room_type_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('breakfasts', 'integer', (c) => c.notNull())
    .addColumn('discount_tenths', 'integer', (c) => c.notNull())
    .addColumn('cancellation_rule', 'text', (c) => c.notNull())
    .addColumn('on_sale', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute()
  await db.schema.createIndex('hotel_products_hotel').on('hotel_products').columns(['hotel_id', 'room_type_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hotel_products').execute()
}
