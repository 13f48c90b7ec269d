import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { ServerConfig } from '../config'
import type { Database } from './schema'

/** Opens the SQLite database under the data directory (WAL, foreign keys on, 5 s busy timeout). */
export function createDb(config: Pick<ServerConfig, 'dbFile'>): Kysely<Database> {
  fs.mkdirSync(path.dirname(config.dbFile), { recursive: true })
  const sqlite = new SQLite(config.dbFile)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}
