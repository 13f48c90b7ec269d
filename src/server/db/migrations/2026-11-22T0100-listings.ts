import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// B&B listings (issue 4). Step fields are JSON text per copy (working and live), so a step's
// shape can grow without a migration; what lists and searches need is kept in plain columns.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('listings')
    .addColumn('lu_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('region', 'text', (c) => c.notNull().defaultTo('domestic'))
    .addColumn('rental_type', 'text', (c) => c.notNull())
    .addColumn('building_type', 'text')
    .addColumn('audit_status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('room_status', 'text', (c) => c.notNull().defaultTo('offline'))
    .addColumn('change_status', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('address_review', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('steps', 'text', (c) => c.notNull())
    .addColumn('live', 'text')
    .addColumn('versions', 'text', (c) => c.notNull())
    .addColumn('published_hash', 'text')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('RMB'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .addColumn('delete_reason', 'text')
    .addColumn('delete_note', 'text')
    .execute()
  await db.schema.createIndex('listings_user').on('listings').columns(['user_id', 'deleted_at']).execute()

  await db.schema
    .createTable('listing_photos')
    .addColumn('img_id', 'text', (c) => c.primaryKey())
    .addColumn('lu_id', 'text', (c) => c.notNull().references('listings.lu_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('photo_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('listing_photos_lu').on('listing_photos').column('lu_id').execute()

  await db.schema
    .createTable('listing_operations')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lu_id', 'text', (c) => c.notNull().references('listings.lu_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('field', 'text')
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .execute()
  await db.schema.createIndex('listing_operations_user').on('listing_operations').columns(['user_id', 'at']).execute()
  await db.schema.createIndex('listing_operations_lu').on('listing_operations').columns(['lu_id', 'at']).execute()

  await db.schema
    .createTable('listing_reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('lu_id', 'text', (c) => c.notNull().references('listings.lu_id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('reasons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('listing_reviews_lu').on('listing_reviews').columns(['lu_id', 'id']).execute()

  await db.schema
    .createTable('exchange_rates')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.insertInto('exchange_rates' as never).values([
    { currency: 'RMB', rate: '1', updated_at: SEEDED_AT },
    { currency: 'USD', rate: '0.1405', updated_at: SEEDED_AT },
    { currency: 'JPY', rate: '21.32', updated_at: SEEDED_AT },
  ] as never).execute()
}

/** 2026-11-22 00:00 UTC: when the seeded rates were "published". */
const SEEDED_AT = 1_795_305_600_000

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['exchange_rates', 'listing_reviews', 'listing_operations', 'listing_photos', 'listings']) {
    await db.schema.dropTable(table).execute()
  }
}
