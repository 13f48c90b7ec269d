import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Outside calendars (issue 5): import feeds per unit (an .ics URL fetched hourly, its busy nights
// in calendar_blocks) and each unit's export feed, served at /ical/{token}.ics.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_attempt_at', 'bigint')
    .addColumn('last_success_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('last_error_detail', 'text')
    .addColumn('last_error_at', 'bigint')
    .addColumn('event_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('calendar_feeds_unit').on('calendar_feeds').column('unit_id').execute()
  await db.schema.createIndex('calendar_feeds_user').on('calendar_feeds').column('user_id').execute()
  await db.schema.createIndex('calendar_blocks_feed').on('calendar_blocks').column('feed_id').execute()

  await db.schema
    .createTable('calendar_exports')
    .addColumn('unit_id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_exports').execute()
  await db.schema.dropIndex('calendar_blocks_feed').execute()
  await db.schema.dropTable('calendar_feeds').execute()
}
