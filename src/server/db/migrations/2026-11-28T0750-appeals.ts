import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Appeals of violation records (issue 18, decision 0060): one per record, its text and photos,
// and the platform's answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('violation_appeals')
    .addColumn('record_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('violation_appeals').execute()
}
