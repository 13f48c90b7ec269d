import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Payout accounts' checks (issue 15, decision 0045): the reserved phone the bank's code proved,
// the bank's small transfer to a public account (amount in fen, serial, wrong entries), the scans
// a host registered through the merchant media upload, and the branch names staff approved.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payout_accounts').addColumn('verified_phone', 'text').execute()
  await db.schema.alterTable('payout_accounts').addColumn('transfer_amount', 'integer').execute()
  await db.schema.alterTable('payout_accounts').addColumn('transfer_serial', 'text').execute()
  await db.schema.alterTable('payout_accounts').addColumn('transfer_sent_at', 'bigint').execute()
  await db.schema.alterTable('payout_accounts').addColumn('transfer_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema
    .createTable('merchant_media')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('settle_acct_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('merchant_media_user_url').on('merchant_media').columns(['user_id', 'url']).execute()
  await db.schema
    .createTable('bank_branches')
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bank_branches_pk', ['bank_name', 'city', 'name'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_branches').execute()
  await db.schema.dropTable('merchant_media').execute()
  for (const column of ['transfer_attempts', 'transfer_sent_at', 'transfer_serial', 'transfer_amount', 'verified_phone']) {
    await db.schema.alterTable('payout_accounts').dropColumn(column).execute()
  }
}
