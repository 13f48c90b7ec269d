import { sql, type Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Settlement (issue 16, decision 0054): every ended stay as an item with its split, the
// statements items are gathered into per host, currency and settlement date, and the foreign
// bank accounts the business manager keeps for overseas hosts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settlement_statements')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('serial_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('settlement_date', 'text', (c) => c.notNull())
    .addColumn('cycle_from', 'text', (c) => c.notNull())
    .addColumn('cycle_to', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('amount_due', 'bigint', (c) => c.notNull())
    .addColumn('third_party_fee', 'bigint', (c) => c.notNull())
    .addColumn('actual_amount', 'bigint', (c) => c.notNull())
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute()
  await db.schema.createIndex('settlement_statements_user').on('settlement_statements').columns(['user_id', 'settlement_date']).execute()
  await db.schema.createIndex('settlement_statements_due').on('settlement_statements').columns(['state', 'settlement_date']).execute()
  // one open statement per host, currency and settlement date: items of the same day join it
  await sql`create unique index settlement_statements_open on settlement_statements (user_id, currency, settlement_date) where state = 'toSettle'`.execute(db)

  await db.schema
    .createTable('settlement_items')
    .addColumn('order_no', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('lodge_business', 'text', (c) => c.notNull())
    .addColumn('listing_title', 'text', (c) => c.notNull())
    .addColumn('store_name', 'text')
    .addColumn('room_type_name', 'text')
    .addColumn('check_in', 'text', (c) => c.notNull())
    .addColumn('check_out', 'text', (c) => c.notNull())
    .addColumn('stay_end', 'text', (c) => c.notNull())
    .addColumn('nights', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('original_rent', 'bigint', (c) => c.notNull())
    .addColumn('merchant_discount', 'bigint', (c) => c.notNull())
    .addColumn('rent', 'bigint', (c) => c.notNull())
    .addColumn('service_fee', 'bigint', (c) => c.notNull())
    .addColumn('invoice_service_fee', 'bigint', (c) => c.notNull())
    .addColumn('income', 'bigint', (c) => c.notNull())
    .addColumn('settlement_date', 'text', (c) => c.notNull())
    .addColumn('statement_id', 'integer')
    .addColumn('rate', 'text')
    .addColumn('settled_amount', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('settlement_items_user_end').on('settlement_items').columns(['user_id', 'stay_end']).execute()
  await db.schema.createIndex('settlement_items_statement').on('settlement_items').columns(['statement_id']).execute()

  await db.schema
    .createTable('foreign_bank_accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('swift_code', 'text', (c) => c.notNull())
    .addColumn('bank_address', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('foreign_bank_accounts').execute()
  await db.schema.dropTable('settlement_items').execute()
  await db.schema.dropTable('settlement_statements').execute()
}
