import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
/** The landlord's city carries a version: a write that saw an older one is a conflict (409). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('city_version', 'integer', (c) => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('city_version').execute()
}
