import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { runConsole } from '../../src/server/console/run'
import { migrateToLatest, portalMigrator, prepareSchema, schemaState } from '../../src/server/db/migrate'
import { Lifecycle } from '../../src/server/lifecycle'
import { readinessCheck } from '../../src/server/readiness'
import { startInstance } from './support/instances'
import { openTestDb } from './support/test-db'

// The schema at start, for a rolling deploy with a migrate step of its own (issue 37): instances
// started with MIGRATE_AT_START=0 refuse a database that lacks their migrations, and an instance
// of the previous build keeps serving on a database a newer build has migrated.

const freshDb = () => openTestDb({ dbFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schema-')), 'portal.sqlite') }, { migrate: false })
const FUTURE = '2099-01-01T0000-from-a-newer-build'

describe('the schema at start', () => {
  it('runs what is pending when asked to, and otherwise refuses, naming the migrations and the migrate step', async () => {
    const test = await freshDb()
    try {
      const all = await portalMigrator(test.db).getMigrations()
      expect((await portalMigrator(test.db).migrateTo(all.at(-2)!.name)).error).toBeUndefined()
      expect(await schemaState(test.db)).toEqual({ pending: [all.at(-1)!.name], ahead: [] })
      await expect(prepareSchema(test.db, { migrate: false })).rejects.toThrow(`the database needs 1 migration(s) of this build (${all.at(-1)!.name}): run the migrate step first`)
      expect(await prepareSchema(test.db, { migrate: true })).toEqual({ ran: [all.at(-1)!.name], ahead: [] })
      expect(await prepareSchema(test.db, { migrate: false })).toEqual({ ran: [], ahead: [] })
    } finally {
      await test.drop()
    }
  })

  it('an older build on a database a newer one migrated: starts and is ready, where Kysely alone calls it corrupted', async () => {
    const test = await freshDb()
    try {
      await migrateToLatest(test.db)
      await sql`insert into kysely_migration (name, timestamp) values (${FUTURE}, ${new Date().toISOString()})`.execute(test.db)
      await expect(migrateToLatest(test.db)).rejects.toThrow('corrupted migrations')
      for (const migrate of [true, false]) expect(await prepareSchema(test.db, { migrate })).toEqual({ ran: [], ahead: [FUTURE] })
      expect(await readinessCheck(test.db, new Lifecycle())()).toMatchObject({ ready: true, migrations: 'done' })
    } finally {
      await test.drop()
    }
  })

  it('the console\'s db migrate is the migrate step: it runs what is pending and says what it ran', async () => {
    const test = await freshDb()
    try {
      const deps = { db: test.db, config: loadConfig({ DATA_DIR: os.tmpdir() }), now: () => Date.now() }
      const first = await runConsole(['db', 'migrate'], deps)
      expect(first.out[0]).toMatch(/^ran \d+ migration\(s\): 2026-11-21T0000-foundation, /)
      expect((await runConsole(['db', 'migrate'], deps)).out).toEqual(['nothing to run: the database has every migration of this build'])
    } finally {
      await test.drop()
    }
  })

  it('a real instance with MIGRATE_AT_START=0 on a database without its migrations exits 1, saying what to run', { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nomigrate-'))
    const test = await openTestDb({ dbFile: path.join(dir, 'portal.sqlite') }, { migrate: false })
    try {
      const env = { DATA_DIR: dir, DIST_DIR: path.join(dir, 'no-dist'), MIGRATE_AT_START: '0', ...(test.databaseUrl ? { DATABASE_URL: test.databaseUrl } : {}) }
      await expect(startInstance('no-migrate', env)).rejects.toThrow(/exited \(1\)[\s\S]*run the migrate step first \(npm run console -- db migrate\)/)
    } finally {
      await test.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
