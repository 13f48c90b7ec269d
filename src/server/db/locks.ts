import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from './schema'

/**
 * Serializes the transactions that name the same keys, until each ends: what one of them reads
 * under a key (a balance, a count of guesses, the nights of a unit) cannot change before it
 * writes. SQLite runs one write transaction at a time already (one connection); PostgreSQL (read
 * committed) takes a transaction-level advisory lock per key, in sorted order so that two
 * transactions with overlapping keys cannot deadlock, and across every instance of the server.
 */
export async function lockKeys(trx: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return
  // outside a transaction the lock would end with its own statement and guard nothing
  if (!trx.isTransaction) throw new Error('lockKeys needs a transaction')
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
  }
}

/**
 * Runs `work` while holding a lock named `name` that every instance on the same PostgreSQL database
 * honours (a session advisory lock on a connection of its own, so `work` uses the pool as usual):
 * two instances starting together seed the demo data once. SQLite serves one process: runs at once.
 */
export async function oneAtATime<T>(db: Kysely<Database>, name: string, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work()
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(conn)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(conn)
    }
  })
}
