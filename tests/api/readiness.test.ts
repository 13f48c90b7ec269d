import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../src/server/db/connect'
import { portalMigrator } from '../../src/server/db/migrate'
import { Lifecycle } from '../../src/server/lifecycle'
import { readinessCheck } from '../../src/server/readiness'
import { waitForDatabase } from '../../src/server/db/wait'
import { dbLink } from './support/db-link'
import { openTestDb } from './support/test-db'

// Readiness (issue 37): what /api/ready answers, on the database the suite runs on; and, on
// PostgreSQL, false while the database cannot be reached and true again once it can.

const testDb = () => openTestDb({ dbFile: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ready-')), 'portal.sqlite') }, { migrate: false })

describe('readiness', () => {
  it('is ready once every migration ran, and not while one is pending or the instance drains', async () => {
    const test = await testDb()
    try {
      const lifecycle = new Lifecycle()
      const ready = readinessCheck(test.db, lifecycle)
      const migrations = await portalMigrator(test.db).getMigrations()
      expect((await portalMigrator(test.db).migrateTo(migrations.at(-2)!.name)).error).toBeUndefined()
      expect(await ready()).toEqual({ ready: false, database: 'ok', migrations: 'pending', draining: false })
      expect((await portalMigrator(test.db).migrateToLatest()).error).toBeUndefined()
      expect(await ready()).toEqual({ ready: true, database: 'ok', migrations: 'done', draining: false })
      lifecycle.drain()
      expect(await ready()).toEqual({ ready: false, database: 'ok', migrations: 'done', draining: true })
    } finally {
      await test.drop()
    }
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('is not ready while PostgreSQL cannot be reached, and ready again when it can', { timeout: 30_000 }, async () => {
    const test = await openTestDb({ dbFile: '' })
    // the instance reaches PostgreSQL through a link this test cuts and restores
    const link = await dbLink(test.databaseUrl!)
    const db = createDb({ dbFile: '', databaseUrl: link.url })
    const ready = readinessCheck(db, new Lifecycle())
    try {
      expect(await ready()).toMatchObject({ ready: true, database: 'ok' })
      await link.cut()
      expect(await ready()).toMatchObject({ ready: false, database: 'unreachable' })
      await link.restore()
      expect(await ready()).toMatchObject({ ready: true, database: 'ok', migrations: 'done' })
    } finally {
      await link.close()
      await db.destroy().catch(() => undefined)
      await test.drop()
    }
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('at start, waits for PostgreSQL with back-off, and gives up after DATABASE_WAIT_MS', { timeout: 30_000 }, async () => {
    const test = await openTestDb({ dbFile: '' })
    const link = await dbLink(test.databaseUrl!)
    const db = createDb({ dbFile: '', databaseUrl: link.url })
    try {
      await link.cut()
      await expect(waitForDatabase(db, 1_200)).rejects.toThrow(/ECONNREFUSED/)
      const waiting = waitForDatabase(db, 20_000)
      setTimeout(() => void link.restore(), 1_500)
      await expect(waiting).resolves.toBeUndefined()
    } finally {
      await link.close()
      await db.destroy().catch(() => undefined)
      await test.drop()
    }
  })
})
