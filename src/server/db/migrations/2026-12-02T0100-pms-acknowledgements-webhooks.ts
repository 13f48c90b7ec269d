import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The open API's bookings and webhooks (issue 38, decision 0078): each order a connection was
// given carries the version last delivered, when, and the version the PMS acknowledged (an order
// delivered and not acknowledged is offered again); a connection's webhook (one, with its signing
// secret and where its event scan stopped) and its deliveries, retried with back-off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pms_order_pulls').addColumn('delivered_version', 'bigint').execute()
  await db.schema.alterTable('pms_order_pulls').addColumn('delivered_at', 'bigint').execute()
  await db.schema.alterTable('pms_order_pulls').addColumn('acked_version', 'bigint').execute()
  await db.schema
    .createTable('pms_webhooks')
    .addColumn('connection_id', 'text', (c) => c.primaryKey())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    // the last order change (updated_at.order_no) and calendar operation (created_at.id) turned into deliveries
    .addColumn('order_cursor', 'text', (c) => c.notNull())
    .addColumn('calendar_cursor', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('pms_webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    // what it is of (order_no@version, op id): one delivery each
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // when what it tells happened: deliveries due together go in that order
    .addColumn('happened_at', 'bigint', (c) => c.notNull())
    // pending | delivered | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'bigint', (c) => c.notNull())
    .addColumn('claimed_until', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint')
    .addColumn('last_status', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint')
    .execute()
  await db.schema.createIndex('pms_webhook_deliveries_subject').on('pms_webhook_deliveries').columns(['connection_id', 'event', 'subject']).unique().execute()
  await db.schema.createIndex('pms_webhook_deliveries_due').on('pms_webhook_deliveries').columns(['state', 'next_at']).execute()
  await db.schema.createIndex('pms_webhook_deliveries_list').on('pms_webhook_deliveries').columns(['connection_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pms_webhook_deliveries').execute()
  await db.schema.dropTable('pms_webhooks').execute()
  await db.schema.alterTable('pms_order_pulls').dropColumn('acked_version').execute()
  await db.schema.alterTable('pms_order_pulls').dropColumn('delivered_at').execute()
  await db.schema.alterTable('pms_order_pulls').dropColumn('delivered_version').execute()
}
