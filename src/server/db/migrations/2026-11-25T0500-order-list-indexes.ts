import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The order list's indexes (speed issue): the per-tab counts (one GROUP BY state over the host's
// orders) and a page in every tab are read from an index instead of every row of the host.
// - (user_id, state, created_at, order_no): the counts (covering), a one-state tab's page in order;
// - (user_id, lodge_business, state, created_at, order_no): the same on the house or store kind;
// - (user_id, created_at, order_no): the "all" tab's page newest first with its tie-break, and
//   the booking-date filter (replaces orders_user_created, a prefix of it);
// - (user_id, check_in): the check-in date filter.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_user_state').on('orders').columns(['user_id', 'state', 'created_at', 'order_no']).execute()
  await db.schema.createIndex('orders_user_lodge_state').on('orders').columns(['user_id', 'lodge_business', 'state', 'created_at', 'order_no']).execute()
  await db.schema.createIndex('orders_user_created_no').on('orders').columns(['user_id', 'created_at', 'order_no']).execute()
  await db.schema.createIndex('orders_user_check_in').on('orders').columns(['user_id', 'check_in']).execute()
  await db.schema.dropIndex('orders_user_created').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute()
  for (const index of ['orders_user_check_in', 'orders_user_created_no', 'orders_user_lodge_state', 'orders_user_state']) {
    await db.schema.dropIndex(index).execute()
  }
}
