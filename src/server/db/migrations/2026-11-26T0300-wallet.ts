import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The wallet (issue 15): a ledger in fen whose sum is the balance (one row per kind and ref), and
// the withdrawals on their way to the bank.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_ledger')
    // in the order written: records of the same moment keep it
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('wallet_ledger_once', ['user_id', 'kind', 'ref'])
    .execute()
  await db.schema.createIndex('wallet_ledger_user').on('wallet_ledger').columns(['user_id', 'created_at']).execute()
  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    .execute()
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'state']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawals').execute()
  await db.schema.dropTable('wallet_ledger').execute()
}
