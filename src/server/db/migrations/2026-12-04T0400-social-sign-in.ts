import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Third-party sign-in (issue 35 item 1, decision 0085): a sign-in started with a provider waits
// for its answer under a state (kept as its hash, with the PKCE verifier and OpenID nonce), and a
// first sign-in's social account waits for its mobile number under a ticket (kept as its hash).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('social_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('code_verifier', 'text')
    .addColumn('nonce', 'text')
    .addColumn('redirect', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('social_states_expires').on('social_states').column('expires_at').execute()
  await db.schema
    .createTable('social_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('open_id', 'text', (c) => c.notNull())
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('redirect', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute()
  await db.schema.createIndex('social_tickets_expires').on('social_tickets').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('social_tickets').execute()
  await db.schema.dropTable('social_states').execute()
}
