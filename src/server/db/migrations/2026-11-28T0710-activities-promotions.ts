import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Platform activities and self-service promotions (issue 17, decision 0058): the activities staff
// create, the host's listings in them, the host's own promotions and their listings, one log of
// both, and on orders what the platform's share of a discount was and which offers priced it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activities')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('stay_from', 'text', (c) => c.notNull())
    .addColumn('stay_to', 'text', (c) => c.notNull())
    .addColumn('enroll_from', 'text', (c) => c.notNull())
    .addColumn('enroll_until', 'text', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('cost_bearer', 'text', (c) => c.notNull())
    .addColumn('platform_percent', 'integer', (c) => c.notNull())
    .addColumn('lodge', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('activities_stay_to').on('activities').columns(['stay_to']).execute()

  await db.schema
    .createTable('activity_entries')
    .addColumn('activity_id', 'text', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('withdrawn_at', 'bigint')
    .addPrimaryKeyConstraint('activity_entries_pk', ['activity_id', 'unit_id'])
    .execute()
  await db.schema.createIndex('activity_entries_user').on('activity_entries').columns(['user_id', 'state']).execute()
  await db.schema.createIndex('activity_entries_unit').on('activity_entries').columns(['unit_id', 'state']).execute()

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('discount_percent', 'integer', (c) => c.notNull())
    .addColumn('stay_from', 'text', (c) => c.notNull())
    .addColumn('stay_to', 'text', (c) => c.notNull())
    .addColumn('weekdays', 'text', (c) => c.notNull())
    .addColumn('days_before', 'integer')
    .addColumn('min_nights', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('withdrawn_at', 'bigint')
    .execute()
  await db.schema.createIndex('promotions_user').on('promotions').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('promotion_units')
    .addColumn('promotion_id', 'text', (c) => c.notNull())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_units_pk', ['promotion_id', 'unit_id'])
    .execute()
  await db.schema.createIndex('promotion_units_unit').on('promotion_units').columns(['unit_id']).execute()

  await db.schema
    .createTable('market_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('market_log_target').on('market_log').columns(['target_id', 'user_id', 'at']).execute()

  await db.schema.alterTable('orders').addColumn('platform_discount', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('orders').addColumn('offers', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('offers').execute()
  await db.schema.alterTable('orders').dropColumn('platform_discount').execute()
  for (const table of ['market_log', 'promotion_units', 'promotions', 'activity_entries', 'activities']) await db.schema.dropTable(table).execute()
}
