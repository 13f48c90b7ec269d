import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// WeChat and Alipay as receiving channels of an approved private payout account (issue 35 item 3,
// decision 0083): the channels themselves (a removed one is kept: withdrawals name it), the WeChat
// authorisations a QR code starts (a ticket with an expiry and WeChat's answers), what the
// console's Alipay knows (the default Alipay adapter reads it), and the channel a withdrawal went to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_channels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('masked', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute()
  await db.schema.createIndex('payout_channels_account').on('payout_channels').columns(['account_id', 'kind']).execute()
  await db.schema.createIndex('payout_channels_user').on('payout_channels').columns(['user_id']).execute()
  await db.schema
    .createTable('wechat_authorisations')
    .addColumn('ticket', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('refusal', 'text')
    .addColumn('wechat_name', 'text')
    .addColumn('channel_id', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute()
  await db.schema
    .createTable('alipay_console_accounts')
    .addColumn('account', 'text', (c) => c.primaryKey())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.alterTable('withdrawals').addColumn('channel_id', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawals').dropColumn('channel_id').execute()
  await db.schema.dropTable('alipay_console_accounts').execute()
  await db.schema.dropTable('wechat_authorisations').execute()
  await db.schema.dropTable('payout_channels').execute()
}
