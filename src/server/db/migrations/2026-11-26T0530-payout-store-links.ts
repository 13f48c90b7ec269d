import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Stores (hotels) linked to a payout account (issue 15, decision 0051): a store is linked to one
// account at most; linking it elsewhere moves it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_store_links')
    .addColumn('hotel_id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('linked_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('payout_store_links_account').on('payout_store_links').columns(['account_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_store_links').execute()
}
