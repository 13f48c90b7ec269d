import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Flash-book (instant booking, decision 0078): per listing, off unless the host switches it on;
// when it was last switched (null: never). Orders booked before a switch keep their state.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('flash_book', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('listings').addColumn('flash_book_at', 'bigint').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('flash_book_at').execute()
  await db.schema.alterTable('listings').dropColumn('flash_book').execute()
}
