import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_managers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('staff_no', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('is_oversea', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('white_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_ka', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('merchant_white', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('landlord_pass', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('need_check', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('realname_state', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('real_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('id_card_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('passport_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_id', 'text')
    .addColumn('housekeeper_id', 'integer', (c) => c.references('business_managers.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('users_mobile').unique().on('users').columns(['country_code', 'mobile']).execute()
  await db.schema.createIndex('users_email').on('users').column('email').execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute()
  await db.schema.createIndex('verification_codes_target').on('verification_codes').columns(['target', 'scene']).execute()

  await db.schema
    .createTable('outbound_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('scene', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('outbound_messages_target').on('outbound_messages').column('target').execute()

  await db.schema
    .createTable('rate_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_events_key_at').on('rate_events').columns(['key', 'at']).execute()

  await db.schema
    .createTable('slide_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('target_x', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('token_hash', 'text')
    .addColumn('passed_at', 'bigint')
    .addColumn('used_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('slide_challenges_token').on('slide_challenges').column('token_hash').execute()

  await db.schema
    .createTable('realname_submissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('id_card_no', 'text', (c) => c.notNull())
    .addColumn('passport_no', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('dir', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('system_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('tips', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('jump_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('system_messages_user').on('system_messages').columns(['user_id', 'is_read']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['system_messages', 'uploads', 'realname_submissions', 'slide_challenges', 'rate_events',
    'outbound_messages', 'verification_codes', 'sessions', 'users', 'business_managers']) {
    await db.schema.dropTable(t).execute()
  }
}
