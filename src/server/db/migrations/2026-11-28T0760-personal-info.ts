import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The host's personal information (issue 18, decision 0061): avatar, alternate contact, a
// version for edits, one account per e-mail address, and the social accounts bound to a host.
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, 'text' | 'integer'][] = [
    ['avatar_url', 'text'], ['avatar_width', 'integer'], ['avatar_height', 'integer'],
    ['alternate_name', 'text'], ['alternate_mobile', 'text'], ['alternate_country_code', 'text'],
  ]
  for (const [name, type] of columns) await db.schema.alterTable('users').addColumn(name, type).execute()
  await db.schema.alterTable('users').addColumn('profile_version', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // e-mail addresses are stored lower-cased: one account per address (a password reset by e-mail finds one)
  await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute()
  await db.schema
    .createTable('social_bindings')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('open_id', 'text', (c) => c.notNull())
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('bound_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('social_bindings_user_provider').on('social_bindings').columns(['user_id', 'provider']).unique().execute()
  await db.schema.createIndex('social_bindings_provider_open_id').on('social_bindings').columns(['provider', 'open_id']).unique().execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('social_bindings').execute()
  await db.schema.dropIndex('users_email_unique').execute()
  for (const name of ['profile_version', 'alternate_country_code', 'alternate_mobile', 'alternate_name', 'avatar_height', 'avatar_width', 'avatar_url']) {
    await db.schema.alterTable('users').dropColumn(name).execute()
  }
}
