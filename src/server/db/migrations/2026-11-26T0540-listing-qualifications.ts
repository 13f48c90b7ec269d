import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// A B&B listing's qualification (issue 14, decision 0053): its type, its scans, and staff's
// decision; one per listing (a new one replaces the last after a decision).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listing_qualifications')
    .addColumn('lu_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute()
  await db.schema.createIndex('listing_qualifications_user').on('listing_qualifications').columns(['user_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_qualifications').execute()
}
