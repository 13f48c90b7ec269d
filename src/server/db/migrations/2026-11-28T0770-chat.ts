import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Guest chat (issue 19, decision 0063): guests (played by the console), conversations of a host
// with a guest about a listing, their messages (the cursor of the long-poll is the message id),
// and the host's replies that came over 60 minutes late.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_guests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('head_img_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('chat_talks')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('talk_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('guest_id', 'integer', (c) => c.notNull())
    .addColumn('lu_id', 'text', (c) => c.notNull())
    .addColumn('listing_title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_msg_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute()
  await db.schema.createIndex('chat_talks_host').on('chat_talks').columns(['user_id', 'last_msg_at']).execute()
  await db.schema.createIndex('chat_talks_guest').on('chat_talks').columns(['guest_id', 'user_id', 'lu_id']).unique().execute()
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('talk_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('from_role', 'text', (c) => c.notNull())
    .addColumn('local_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pushed_at', 'bigint')
    .execute()
  await db.schema.createIndex('chat_messages_local').on('chat_messages').columns(['talk_id', 'from_role', 'local_id']).unique().execute()
  await db.schema.createIndex('chat_messages_host').on('chat_messages').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('chat_messages_talk').on('chat_messages').columns(['talk_id', 'id']).execute()
  await db.schema
    .createTable('chat_late_replies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('talk_id', 'text', (c) => c.notNull())
    .addColumn('guest_msg_id', 'integer', (c) => c.notNull().unique())
    .addColumn('reply_msg_id', 'integer', (c) => c.notNull())
    .addColumn('delay_ms', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_late_replies').execute()
  await db.schema.dropTable('chat_messages').execute()
  await db.schema.dropTable('chat_talks').execute()
  await db.schema.dropTable('chat_guests').execute()
}
