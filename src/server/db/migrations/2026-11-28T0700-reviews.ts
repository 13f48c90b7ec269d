import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Guests' reviews of ended stays and the host's replies (issue 17, decision 0057): one review per
// order, its five scores, the state, the reply and what moderation said about either.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('listing_id', 'text', (c) => c.notNull())
    .addColumn('listing_title', 'text', (c) => c.notNull())
    .addColumn('guest_name', 'text', (c) => c.notNull())
    .addColumn('hygiene', 'integer', (c) => c.notNull())
    .addColumn('safety', 'integer', (c) => c.notNull())
    .addColumn('description_match', 'integer', (c) => c.notNull())
    .addColumn('traffic_location', 'integer', (c) => c.notNull())
    .addColumn('cost_effectiveness', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('auto', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('review_fail_reason', 'text')
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'bigint')
    .addColumn('reply_fail_reason', 'text')
    .addColumn('commented_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('reviews_user_time').on('reviews').columns(['user_id', 'commented_at']).execute()
  await db.schema.createIndex('reviews_user_listing').on('reviews').columns(['user_id', 'listing_id', 'commented_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').execute()
}
