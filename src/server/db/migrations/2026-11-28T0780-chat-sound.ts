import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The host's sound for guests' chat messages (issue 19, decision 0063): on unless turned off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voice_settings').addColumn('chat_message', 'integer', (c) => c.notNull().defaultTo(1)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('voice_settings').dropColumn('chat_message').execute()
}
