import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Business data (issue 16): the stays' sums by check-in day read from the index alone, so a
// year of a busy host's stays is not read row by row from the table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_user_check_in_sums').on('orders')
    .columns(['user_id', 'check_in', 'state', 'currency', 'unit_id', 'nights', 'rooms', 'rent', 'income']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_user_check_in_sums').execute()
}
