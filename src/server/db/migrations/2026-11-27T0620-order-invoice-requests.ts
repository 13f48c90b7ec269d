import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// A guest's invoice request on an order (issue 16, decision 0056): when it was asked, so a host
// who issues its own invoices sees the 4-day deadline.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('invoice_requested_at', 'bigint').execute()
  await db.schema.createIndex('orders_user_invoice').on('orders').columns(['user_id', 'invoice_state']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_invoice').execute()
  await db.schema.alterTable('orders').dropColumn('invoice_requested_at').execute()
}
