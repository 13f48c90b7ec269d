import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The offers that priced an order's nights, one row each (decision 0058): what the host and the
// platform paid of each discount, so rebates (the platform's part) are summed by month and
// activity in SQL (issue 16's /data/rebate).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_offers')
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer', (c) => c.notNull())
    .addColumn('nights', 'integer', (c) => c.notNull())
    .addColumn('host_amount', 'bigint', (c) => c.notNull())
    .addColumn('platform_amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_offers_pk', ['order_no', 'source', 'offer_id'])
    .execute()
  await db.schema.createIndex('order_offers_user').on('order_offers').columns(['user_id', 'platform_amount']).execute()
  await db.schema.createIndex('order_offers_offer').on('order_offers').columns(['offer_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_offers').execute()
}
