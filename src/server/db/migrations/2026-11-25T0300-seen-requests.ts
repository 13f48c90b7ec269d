import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
/** Signatures of non-idempotent writes already executed, kept while their timestamp is in the window. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seen_requests')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('seen_requests_expires').on('seen_requests').column('expires_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seen_requests').execute()
}
