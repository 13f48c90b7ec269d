import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import pg from 'pg'
import type { ServerConfig } from '../../../src/server/config'
import { createDb } from '../../../src/server/db/connect'
import { migrateToLatest } from '../../../src/server/db/migrate'
import type { Database } from '../../../src/server/db/schema'
import { closeEvents } from '../../../src/server/events/bus'

export type TestDb = { db: Kysely<Database>; databaseUrl?: string; drop: () => Promise<void> }

/**
 * A fresh, migrated database for one test server: a SQLite file under the config's data
 * directory, or, when TEST_DATABASE_URL points at a PostgreSQL server (`npm test` starts a
 * throwaway cluster: scripts/pg-cluster.mjs), a new database on it, dropped again by drop().
 * `migrate: false` leaves it empty (a migration's own test moves it).
 */
export async function openTestDb(config: Pick<ServerConfig, 'dbFile' | 'databaseUrl'>, options: { migrate?: boolean } = {}): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL
  const migrate = options.migrate ?? true
  if (!adminUrl) {
    const db = createDb(config)
    if (migrate) await migrateToLatest(db)
    return { db, drop: () => db.destroy() }
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  const db = createDb({ ...config, databaseUrl })
  if (migrate) await migrateToLatest(db)
  return {
    db,
    databaseUrl,
    drop: async () => {
      await closeEvents(db)
      await db.destroy()
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
    },
  }
}

/** One statement on the PostgreSQL server as its administrator (create or drop a database). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
