import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Violation records (issue 18, decision 0060): what staff found, how they punished it (warning,
// demotion, bottom placement, blacklist, offline) and for how long, and when it was lifted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('violation_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('lu_id', 'text')
    .addColumn('target_title', 'text')
    .addColumn('violation_type', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('days', 'integer')
    .addColumn('permanent', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('lifted_at', 'bigint')
    .addColumn('note', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('violation_records_user').on('violation_records').columns(['user_id', 'starts_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('violation_records').execute()
}
