import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../src/server/db/connect'
import { portalMigrator } from '../../src/server/db/migrate'
import { Lifecycle } from '../../src/server/lifecycle'
import { readinessCheck } from '../../src/server/readiness'
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
    const target = new URL(test.databaseUrl!)
    // `npm test`'s cluster listens on a Unix socket in the directory the URL's host parameter names
    const socketDir = target.searchParams.get('host')
    const connect = () => socketDir?.startsWith('/')
      ? net.connect(`${socketDir}/.s.PGSQL.${target.port || 5432}`)
      : net.connect(Number(target.port || 5432), target.hostname)
    const sockets = new Set<net.Socket>()
    const link = net.createServer((client) => {
      const upstream = connect()
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('close', () => sockets.delete(socket))
        socket.on('error', () => socket.destroy())
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => link.listen(0, '127.0.0.1', resolve))
    const port = (link.address() as net.AddressInfo).port
    const through = new URL(test.databaseUrl!)
    through.hostname = '127.0.0.1'
    through.port = String(port)
    through.searchParams.delete('host')
    const db = createDb({ dbFile: '', databaseUrl: through.toString() })
    const ready = readinessCheck(db, new Lifecycle())
    try {
      expect(await ready()).toMatchObject({ ready: true, database: 'ok' })
      await new Promise((resolve) => link.close(resolve))
      for (const socket of sockets) socket.destroy()
      expect(await ready()).toMatchObject({ ready: false, database: 'unreachable' })
      await new Promise<void>((resolve) => link.listen(port, '127.0.0.1', resolve))
      expect(await ready()).toMatchObject({ ready: true, database: 'ok', migrations: 'done' })
    } finally {
      link.close()
      for (const socket of sockets) socket.destroy()
      await db.destroy().catch(() => undefined)
      await test.drop()
    }
  })
})
