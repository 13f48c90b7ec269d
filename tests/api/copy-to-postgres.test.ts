import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import type { ServerConfig } from '../../src/server/config'
import { ConsoleError } from '../../src/server/console/console-error'
import { copyToPostgres } from '../../src/server/console/copy-to-postgres'
import { sendSystemMessage } from '../../src/server/console/messages'
import { runConsole } from '../../src/server/console/run'
import { DEMO_PASSWORD, seedDemo } from '../../src/server/console/seed'
import { createDb } from '../../src/server/db/connect'
import { migrateToLatest } from '../../src/server/db/migrate'
import type { Database } from '../../src/server/db/schema'
import { START_TIME, startServer } from './support/server'
import type { TestServer } from './support/server'

type Row = Record<string, unknown>

// PostgreSQL only: the target is a fresh database on the TEST_DATABASE_URL server (`npm test` starts one)
describe.skipIf(!process.env.TEST_DATABASE_URL)('db copy-to-postgres', () => {
  let tmp: string
  let config: ServerConfig
  let source: Kysely<Database>
  // a test server on a fresh, migrated, empty PostgreSQL database: the copy's target
  let server: TestServer
  let targetUrl: string
  const run = (...argv: string[]) => runConsole(argv, { db: source, config, now: () => START_TIME })

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-copy-'))
    config = loadConfig({ DATA_DIR: tmp })
    source = createDb({ dbFile: path.join(tmp, 'portal.sqlite') })
    await migrateToLatest(source)
    expect((await seedDemo(source, config, START_TIME)).length).toBeGreaterThan(0)
    server = await startServer()
    targetUrl = server.config.databaseUrl!
    expect(targetUrl).toMatch(/^postgres/)
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    await source?.destroy()
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  async function sourceTables(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(source)
    return rows.map((r) => r.name).filter((n) => !n.startsWith('sqlite_') && !n.startsWith('kysely_migration'))
  }

  async function counts(db: Kysely<Database>, tables: string[]): Promise<Record<string, number>> {
    const result: Record<string, number> = {}
    for (const table of tables) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)
      result[table] = Number(rows[0]!.n)
    }
    return result
  }

  /** Every row of a table, each as sorted-key JSON, sorted: equal contents compare equal whatever the order. */
  async function contents(db: Kysely<Database>, table: string): Promise<string[]> {
    const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db)
    return rows.map((row) => JSON.stringify(Object.keys(row).sort().map((k) => [k, row[k]]))).sort()
  }

  it('refuses a missing or non-PostgreSQL --to, and a source that is not SQLite', async () => {
    const missing = await run('db', 'copy-to-postgres')
    expect(missing.code).toBe(1)
    expect(missing.err[0]).toMatch(/--to/)
    for (const bad of ['mysql://root@localhost/portal', 'portal.sqlite', 'http://localhost:5432/x']) {
      const result = await run('db', 'copy-to-postgres', '--to', bad)
      expect(result.code, bad).toBe(1)
      expect(result.err[0]).toMatch(/postgres/)
    }
    expect((await run('db', 'nothing')).err[0]).toMatch(/db needs migrate or copy-to-postgres/)
    await expect(copyToPostgres(server.db, targetUrl)).rejects.toThrow(ConsoleError)
    await expect(copyToPostgres(server.db, targetUrl)).rejects.toThrow(/not SQLite/)
    // nothing reached the target
    expect(await server.count('users')).toBe(0)
  })

  it('copies every table into the empty database: counts, rows, sequences, and the server signs the demo host in', async () => {
    const tables = await sourceTables()
    const before = await counts(source, tables)
    expect(before.users).toBeGreaterThanOrEqual(4)
    expect(before.orders).toBeGreaterThan(0)

    const result = await run('db', 'copy-to-postgres', '--to', targetUrl)
    expect(result.err).toEqual([])
    expect(result.code).toBe(0)
    expect(result.out).toContain(`users: ${before.users} rows`)
    expect(result.out).toContain(`orders: ${before.orders} rows`)
    const total = Object.values(before).reduce((a, b) => a + b, 0)
    expect(result.out.at(-1)).toMatch(new RegExp(`^total: ${total} rows in ${tables.length} tables`))
    expect(result.out).toHaveLength(tables.length + 1)

    expect(await counts(server.db, tables)).toEqual(before)
    // the rows themselves, column by column (times as numbers, flags as 0/1, texts as they were)
    for (const table of tables) expect(await contents(server.db, table), table).toEqual(await contents(source, table))
    const mobiles = await server.db.selectFrom('users').select(['id', 'mobile', 'country_code']).orderBy('id').execute()
    expect(mobiles).toEqual(await source.selectFrom('users').select(['id', 'mobile', 'country_code']).orderBy('id').execute())
    expect(mobiles.map((u) => u.mobile)).toContain('13800000001')
    const amounts = ['order_no', 'state', 'nights', 'rent', 'deposit', 'income', 'created_at'] as const
    const orders = await source.selectFrom('orders').select(amounts).orderBy('order_no').execute()
    expect(orders.some((o) => o.rent > 0)).toBe(true)
    expect(await server.db.selectFrom('orders').select(amounts).orderBy('order_no').execute()).toEqual(orders)

    // sequences moved past the copied ids: a new row gets the next id, not one already taken
    const host = await server.db.selectFrom('users').select('id').where('mobile', '=', '13800000001').executeTakeFirstOrThrow()
    const maxMessage = await source.selectFrom('system_messages').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()
    const messageId = await sendSystemMessage(server.db, host.id, { title: 'After the move', content: 'Now on PostgreSQL.' }, START_TIME)
    expect(messageId).toBe(Number(maxMessage.id) + 1)
    const newUser = await server.db.insertInto('users').values({ ...(await server.db.selectFrom('users').selectAll().where('id', '=', host.id).executeTakeFirstOrThrow()), id: undefined as never, mobile: '13800009999' }).returning('id').executeTakeFirstOrThrow()
    expect(newUser.id).toBe(Math.max(...mobiles.map((u) => u.id)) + 1)

    // the server on the copy: the demo host signs in with the demo password
    const login = await server.api('passwordLogin', { mobile: '13800000001', countryCode: '86', password: DEMO_PASSWORD })
    expect(login.body?.status, login.text).toBe(200)
    expect(String(login.body.content.userId)).toBe(String(host.id))
  }, 120_000)

  it('refuses a second copy into the now non-empty database, naming a table, and changes nothing', async () => {
    const tables = await sourceTables()
    const before = await counts(server.db, tables)
    const users = await contents(server.db, 'users')
    const result = await run('db', 'copy-to-postgres', '--to', targetUrl)
    expect(result.code).toBe(1)
    expect(result.out).toEqual([])
    expect(result.err[0]).toMatch(/already holds data \(table [a-z_]+: \d+ rows\)/)
    await expect(copyToPostgres(source, targetUrl)).rejects.toThrow(ConsoleError)
    expect(await counts(server.db, tables)).toEqual(before)
    expect(await contents(server.db, 'users')).toEqual(users)
  }, 60_000)
})
