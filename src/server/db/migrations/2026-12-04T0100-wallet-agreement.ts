import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The wallet's service agreement (decision 0082): which version each host accepted and when, one
// row a host. And the withdrawals of an account by time, which its day's limits sum.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_agreements')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('withdrawals_account_time').on('withdrawals').columns(['account_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('withdrawals_account_time').execute()
  await db.schema.dropTable('wallet_agreements').execute()
}
