import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// New-order alerts (issue 6, decision 0026): the host's voice settings (a missing row = both on).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voice_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('new_order', 'integer', (c) => c.notNull())
    .addColumn('cancel_order', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('voice_settings').execute()
}
