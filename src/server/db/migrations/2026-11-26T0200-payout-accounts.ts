import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Payout (collection) accounts (issue 15, decision 0044): the host's form as JSON (without the
// withdrawal password, kept only as a scrypt hash), its state and the review's reason.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('withdraw_password_hash', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint')
    .addColumn('reviewed_at', 'bigint')
    .execute()
  await db.schema.createIndex('payout_accounts_user').on('payout_accounts').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_accounts').execute()
}
