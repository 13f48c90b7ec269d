import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The changes of the foreign bank account an overseas host submits (issue 35 item 4, decision
// 0052 addendum): each waits for staff (waiting), who approve it (it becomes the account in
// foreign_bank_accounts) or reject it with a reason; the host withdraws or replaces an open one.
// Rows are kept for the record; one open change per host at most (written in a transaction).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('foreign_account_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('swift_code', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute()
  await db.schema.createIndex('foreign_account_changes_user').on('foreign_account_changes').columns(['user_id', 'state']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('foreign_account_changes').execute()
}
