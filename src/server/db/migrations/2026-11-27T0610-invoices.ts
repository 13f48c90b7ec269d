import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Invoices (issue 16, decision 0056): the host's invoice titles and shipping addresses, the
// invoices applied for, and which bill months a live invoice holds (one at most per month).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_titles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute()
  await db.schema.createIndex('invoice_titles_user').on('invoice_titles').columns(['user_id']).execute()

  await db.schema
    .createTable('shipping_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute()
  await db.schema.createIndex('shipping_addresses_user').on('shipping_addresses').columns(['user_id']).execute()

  await db.schema
    .createTable('invoices')
    .addColumn('invoice_no', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('months', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('invoice_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('fail_reason', 'text')
    .addColumn('issued_number', 'text')
    .addColumn('issued_at', 'bigint')
    .addColumn('mailing_state', 'text')
    .addColumn('courier', 'text')
    .addColumn('tracking_no', 'text')
    .addColumn('mailed_at', 'bigint')
    .addColumn('reversal_state', 'text')
    .addColumn('reversal_reason', 'text')
    .addColumn('reversal_note', 'text')
    .addColumn('reversal_asked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('invoice_months')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('invoice_no', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_months_pk', ['user_id', 'month'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoice_months', 'invoices', 'shipping_addresses', 'invoice_titles']) await db.schema.dropTable(table).execute()
}
