import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { CompiledQuery, Kysely, OperationNodeTransformer, PostgresDialect, SqliteDialect } from 'kysely'
import type { ColumnDefinitionNode, Driver, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import { DataTypeNode } from 'kysely'
import pg from 'pg'
import type { ServerConfig } from '../config'
import type { Database } from './schema'
import { log } from '../log'
import { databaseAnswered, databaseFailed } from './outage-log'

/**
 * Opens the database: PostgreSQL when DATABASE_URL is set (ARCHITECTURE.md "Scale"), else the
 * SQLite file under the data directory (WAL, foreign keys on, 5 s busy timeout).
 */
export function createDb(config: Pick<ServerConfig, 'dbFile' | 'databaseUrl'> & Partial<Pick<ServerConfig, 'databasePoolMax'>>): Kysely<Database> {
  if (config.databaseUrl) return createPostgresDb(config.databaseUrl, config.databasePoolMax ?? DEFAULT_POOL_MAX)
  fs.mkdirSync(path.dirname(config.dbFile), { recursive: true })
  const sqlite = new SQLite(config.dbFile)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  return new Kysely<Database>({ dialect: new WriteLockingSqliteDialect({ database: withStatementCache(sqlite) }) })
}

/** Statements kept compiled: the server's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely's SQLite driver prepares every query anew; compiling the SQL was a fifth of the server's
 * time in the outbox replay bench. Here each text is compiled once and its statement reused
 * (least recently used dropped past STATEMENT_CACHE_SIZE). A better-sqlite3 statement is busy
 * only while it is iterated (Kysely's stream(), which the server does not use); all()/run()
 * finish before they return, and the connection is used by one query at a time.
 */
export function withStatementCache(sqlite: SQLite.Database): { prepare: (sql: string) => SQLite.Statement; close: () => void } {
  const cache = new Map<string, SQLite.Statement>()
  return {
    prepare(sql) {
      const cached = cache.get(sql)
      if (cached && !cached.busy) {
        cache.delete(sql)
        cache.set(sql, cached)
        return cached
      }
      const statement = sqlite.prepare(sql)
      cache.set(sql, statement)
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
      return statement
    },
    close: () => sqlite.close(),
  }
}

/**
 * SQLite transactions start with BEGIN IMMEDIATE: the write lock is taken at the start, waiting
 * up to the busy timeout. A deferred BEGIN reads first and upgrades at its first write, and that
 * upgrade fails at once ("database is locked", no wait) when another process (the console beside
 * the server) wrote in between.
 */
class WriteLockingSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver()
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'))
    }
    return driver
  }
}

/** The connection string of each PostgreSQL database opened here (the event listener opens its own connection). */
const POSTGRES_URLS = new WeakMap<Kysely<Database>, string>()

/** The pool of each PostgreSQL database opened here (metrics read its counts). */
const POSTGRES_POOLS = new WeakMap<Kysely<Database>, pg.Pool>()

/** The connection pool of a PostgreSQL database; undefined for SQLite (and for transactions). */
export function postgresPoolOf(db: Kysely<Database>): pg.Pool | undefined {
  return POSTGRES_POOLS.get(db)
}

/** The URL a PostgreSQL database was opened with; undefined for SQLite (and for transactions). */
export function postgresUrlOf(db: Kysely<Database>): string | undefined {
  return POSTGRES_URLS.get(db)
}

/** Connections per instance to PostgreSQL (DATABASE_POOL_MAX): times the instances, under the server's max_connections. */
export const DEFAULT_POOL_MAX = 10

function createPostgresDb(connectionString: string, max: number): Kysely<Database> {
  // TLS comes with the URL (sslmode=require / verify-full, sslrootcert=...), as libpq reads it
  const pool = new pg.Pool({ connectionString, max })
  // An idle client whose connection the server ends (a restart, a failover, a dropped database)
  // emits an error on the pool; unhandled, it would crash the process. The pool replaces the
  // client on the next query, so the error is only reported.
  pool.on('error', (error) => {
    if (!databaseFailed('pool', error)) log().warn({ err: error }, 'idle PostgreSQL connection lost')
  })
  pool.on('connect', (client) => {
    // a new connection: the database answers again (ends an outage's silence with one line)
    databaseAnswered()
    // A client checked out of the pool (a transaction between two statements) has no listener of
    // the pool's: a connection lost then was an unhandled 'error' event that ended the process.
    // Its query, if any, still fails; the pool drops the broken client when it is released.
    client.on('error', (error) => {
      if (!databaseFailed('pool', error)) log().warn({ err: error }, 'PostgreSQL connection lost')
    })
  })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new PostgresPortability()] })
  POSTGRES_URLS.set(db, connectionString)
  POSTGRES_POOLS.set(db, pool)
  return db
}

// Times are milliseconds in bigint columns and counts come back as int8: read both as numbers,
// as SQLite gives them (safe: every value the server stores is far below 2^53). numeric (sums of
// bigint) likewise.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))

/**
 * Keeps the frozen migrations portable: an `integer primary key autoincrement` column (SQLite)
 * is created as `serial primary key` on PostgreSQL, which has no autoincrement keyword.
 */
class PostgresPortability implements KyselyPlugin {
  readonly #transformer = new AutoIncrementToSerial()

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node.kind === 'CreateTableNode' ? this.#transformer.transformNode(args.node) : args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result
  }
}

class AutoIncrementToSerial extends OperationNodeTransformer {
  protected override transformColumnDefinition(node: ColumnDefinitionNode): ColumnDefinitionNode {
    const column = super.transformColumnDefinition(node)
    if (!column.autoIncrement) return column
    return { ...column, autoIncrement: undefined, dataType: DataTypeNode.create('serial') }
  }
}
