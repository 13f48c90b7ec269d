import { sql } from 'kysely'
import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// A settlement item keeps the platform's share of the order's discount beside the host's
// (decision 0067), so a bill's parts add up to its income as the order's detail does: the items
// already written take it from their order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlement_items').addColumn('platform_discount', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  await sql`update settlement_items set platform_discount = coalesce((select orders.platform_discount from orders where orders.order_no = settlement_items.order_no), 0)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlement_items').dropColumn('platform_discount').execute()
}
