import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// The server's jobs as the console's `jobs list` shows them (issue 21, decision 0065): per job,
// how often it ran and failed, when it last started and finished, the last failure's error, and
// which server instance ran it last. Written by whichever scheduler runs the jobs (in-process on
// SQLite, the PostgreSQL queue otherwise).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('runs', 'integer', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_started_at', 'bigint')
    .addColumn('last_finished_at', 'bigint')
    .addColumn('last_ok_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'bigint')
    .addColumn('last_instance', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_runs').execute()
}
