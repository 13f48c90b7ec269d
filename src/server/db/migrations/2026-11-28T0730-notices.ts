import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Platform notices (issue 18, decision 0059): what staff announce to hosts (all, mainland or
// overseas), and up to when each host has seen them (the system notice popup).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('jump_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('notices_created').on('notices').columns(['created_at']).execute()
  await db.schema
    .createTable('notice_seen')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('seen_until', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_seen').execute()
  await db.schema.dropTable('notices').execute()
}
