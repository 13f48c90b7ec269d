import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Hotels (issue 14, decision 0048): a listing is a B&B (bnb), a hotel, or a hotel's room type
// whose parent is the hotel; and the mobile numbers a host proved by an SMS code (a hotel's main
// contact), valid for the host who proved them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('kind', 'text', (c) => c.notNull().defaultTo('bnb')).execute()
  await db.schema.alterTable('listings').addColumn('parent_lu_id', 'text').execute()
  await db.schema.createIndex('listings_parent').on('listings').columns(['parent_lu_id']).execute()
  await db.schema
    .createTable('verified_contacts')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('verified_contacts_pk', ['user_id', 'mobile'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('verified_contacts').execute()
  await db.schema.dropIndex('listings_parent').execute()
  await db.schema.alterTable('listings').dropColumn('parent_lu_id').execute()
  await db.schema.alterTable('listings').dropColumn('kind').execute()
}
