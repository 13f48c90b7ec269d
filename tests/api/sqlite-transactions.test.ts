import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { createDb } from '../../src/server/db/connect'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe('SQLite transactions (the console writes beside the running server)', () => {
  it('take the write lock when they begin, so a read-then-write never fails on the upgrade', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-tx-'))
    dirs.push(dir)
    const dbFile = path.join(dir, 'portal.db')
    const db = createDb({ dbFile, databaseUrl: undefined })
    await sql`create table t (v integer)`.execute(db)
    // another connection to the same file, as the console process has; it does not wait
    const other = new SQLite(dbFile, { timeout: 0 })
    let otherWrite: unknown
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx)
      try {
        other.exec('insert into t values (1)')
        otherWrite = 'written'
      } catch (error) {
        otherWrite = (error as { code?: string }).code
      }
      await sql`insert into t values (2)`.execute(trx)
    })
    other.close()
    // the other writer had to wait for the transaction (with a deferred BEGIN it would have
    // written, and the transaction's insert would then fail with SQLITE_BUSY_SNAPSHOT)
    expect(otherWrite).toBe('SQLITE_BUSY')
    const rows = await sql<{ v: number }>`select v from t`.execute(db)
    expect(rows.rows.map((row) => row.v)).toEqual([2])
    await db.destroy()
  })
})
