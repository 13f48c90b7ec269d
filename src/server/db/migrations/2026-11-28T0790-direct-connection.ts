import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Direct connection (issue 20, decision 0064): a store's connection with a PMS partner, the keys
// its PMS calls the open API with (hashes only), the PMS's rooms and rate plans with what they
// are bound to, and the orders the PMS pulled; the address the platform pulls a PMS's nights from
// hourly, with the last pull's outcome.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pms_connections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('partner_id', 'text', (c) => c.notNull())
    .addColumn('store_lu_id', 'text', (c) => c.notNull().unique())
    .addColumn('pms_hotel_code', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addColumn('last_call_at', 'bigint')
    .addColumn('sync_url', 'text')
    .addColumn('last_sync_at', 'bigint')
    .addColumn('last_sync_error', 'text')
    .execute()
  await db.schema.createIndex('pms_connections_user').on('pms_connections').columns(['user_id', 'created_at']).execute()
  await db.schema
    .createTable('pms_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('pms_keys_connection').on('pms_keys').columns(['connection_id', 'created_at']).execute()
  await db.schema
    .createTable('pms_rooms')
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('room_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('room_type_lu_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pms_rooms_pk', ['connection_id', 'room_code'])
    .execute()
  // a room type takes one PMS room (NULLs, the unbound rooms, do not collide)
  await db.schema.createIndex('pms_rooms_room_type').on('pms_rooms').columns(['connection_id', 'room_type_lu_id']).unique().execute()
  await db.schema
    .createTable('pms_rate_plans')
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('room_code', 'text', (c) => c.notNull())
    .addColumn('rate_plan_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('pms_rate_plans_pk', ['connection_id', 'room_code', 'rate_plan_code'])
    .execute()
  await db.schema
    .createTable('pms_order_pulls')
    .addColumn('connection_id', 'text', (c) => c.notNull())
    .addColumn('order_no', 'text', (c) => c.notNull())
    .addColumn('pulled_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pms_order_pulls_pk', ['connection_id', 'order_no'])
    .execute()
  // who wrote a night's values last: 'thirdParty' for a PMS (the grid marks it), null otherwise
  await db.schema.alterTable('calendar_days').addColumn('set_by', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_days').dropColumn('set_by').execute()
  await db.schema.dropTable('pms_order_pulls').execute()
  await db.schema.dropTable('pms_rate_plans').execute()
  await db.schema.dropTable('pms_rooms').execute()
  await db.schema.dropTable('pms_keys').execute()
  await db.schema.dropTable('pms_connections').execute()
}
