import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
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
    // a copy of a file migrated once per test process: the same schema, without 39 migrations each time
    const copied = migrate && Boolean(config.dbFile) && !fs.existsSync(config.dbFile)
    if (copied) fs.copyFileSync(await sqliteTemplate(), config.dbFile)
    const db = createDb(config)
    if (migrate && !copied) await migrateToLatest(db)
    // opened now, as a migration would have: a test that destroys it expects a closed database after
    await sql`select 1`.execute(db)
    return { db, drop: () => db.destroy() }
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`
  // PostgreSQL copies a database migrated once per cluster and build (CREATE DATABASE ... TEMPLATE)
  await adminQuery(adminUrl, migrate ? `create database ${name} template ${await postgresTemplate(adminUrl)}` : `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const databaseUrl = url.toString()
  // a copy of the template has every migration (its name carries the migrations' hash)
  const db = createDb({ ...config, databaseUrl })
  await sql`select 1`.execute(db)
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

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** The migrations' sources, hashed: a template another build's migrations made is never reused. */
function migrationsKey(): string {
  const hash = createHash('sha256')
  const dir = path.join(ROOT, 'src/server/db/migrations')
  for (const file of [...fs.readdirSync(dir).sort().map((f) => path.join(dir, f)), path.join(ROOT, 'src/server/db/migrate.ts')]) hash.update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 12)
}

let sqliteTemplateFile: Promise<string> | undefined

/** A SQLite file migrated to the latest schema, made once per test process and copied for each test database. */
function sqliteTemplate(): Promise<string> {
  sqliteTemplateFile ??= (async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-')), `template-${migrationsKey()}.sqlite`)
    const db = createDb({ dbFile: file })
    await migrateToLatest(db)
    // closing folds the write-ahead log into the file: the copy is whole
    await db.destroy()
    return file
  })()
  return sqliteTemplateFile
}

const postgresTemplates = new Map<string, Promise<string>>()

/**
 * A database migrated to the latest schema on this PostgreSQL server, made once for the cluster
 * (the test processes take turns through an advisory lock) and left without connections, so
 * that CREATE DATABASE ... TEMPLATE copies it.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  let template = postgresTemplates.get(adminUrl)
  if (!template) {
    template = (async () => {
      const name = `portal_template_${migrationsKey()}`
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      try {
        await admin.query('select pg_advisory_lock(7321001)')
        const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
        if (exists.rowCount === 0) {
          const making = `${name}_making_${randomBytes(3).toString('hex')}`
          await admin.query(`create database ${making}`)
          const url = new URL(adminUrl)
          url.pathname = `/${making}`
          const db = createDb({ dbFile: '', databaseUrl: url.toString() })
          await migrateToLatest(db)
          await db.destroy()
          await admin.query(`alter database ${making} rename to ${name}`)
        }
      } finally {
        await admin.query('select pg_advisory_unlock(7321001)').catch(() => undefined)
        await admin.end()
      }
      return name
    })()
    postgresTemplates.set(adminUrl, template)
  }
  return template
}
