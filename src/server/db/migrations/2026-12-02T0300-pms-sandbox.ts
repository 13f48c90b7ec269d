import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// A connection's sandbox (issue 38, decision 0079): a connection of its own, on a test store of a
// sandbox account, naming the real connection it is the sandbox of.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pms_connections').addColumn('sandbox_of', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('pms_connections').dropColumn('sandbox_of').execute()
}
