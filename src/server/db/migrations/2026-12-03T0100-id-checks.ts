import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The ID checks of check-in (decision 0081): one row per guest checked, numbered per host in the
// order they were confirmed (seq 1 is the free one), with the fee it cost in fen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('id_checks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('id_checks_seq', ['user_id', 'seq'])
    .addUniqueConstraint('id_checks_guest', ['guest_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('id_checks').execute()
}
