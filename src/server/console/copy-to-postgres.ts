import { parseArgs } from 'node:util'
import { sql, SqliteAdapter } from 'kysely'
import type { Kysely, Transaction } from 'kysely'
import { createDb } from '../db/connect'
import { migrateToLatest, prepareSchema } from '../db/migrate'
import type { Database } from '../db/schema'
import { ConsoleError, type ConsoleDeps } from './console-error'

const USAGE = [
  'db migrate                                  runs the migrations of this build the database has not run (a deployment\'s',
  '                                              migrate step, before instances start with MIGRATE_AT_START=0)',
  'db copy-to-postgres --to postgres://user:pass@host/db',
  '                                              copies this SQLite database (DATA_DIR/portal.sqlite) into an empty PostgreSQL',
  '                                              database (migrated first; one transaction; stop the server while it runs)',
]
export const DB_HELP = USAGE.map((line) => `  ${line}`)

/** `db ...`: the database itself (moving a host's SQLite database to PostgreSQL). */
export async function dbCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  switch (sub) {
    case 'migrate': {
      const { ran, ahead } = await prepareSchema(deps.db, { migrate: true })
      return [
        ran.length > 0 ? `ran ${ran.length} migration(s): ${ran.join(', ')}` : 'nothing to run: the database has every migration of this build',
        ...(ahead.length > 0 ? [`the database is ahead of this build: ${ahead.join(', ')}`] : []),
      ]
    }
    case 'copy-to-postgres': {
      const { values } = parseArgs({ args: rest, allowPositionals: false, strict: true, options: { to: { type: 'string' } } })
      if (!values.to) throw new ConsoleError('--to postgres://... is required (the PostgreSQL database to copy into)')
      const { tables } = await copyToPostgres(deps.db, values.to)
      const total = tables.reduce((sum, t) => sum + t.rows, 0)
      return [
        ...tables.map((t) => `${t.name}: ${t.rows} rows`),
        `total: ${total} rows in ${tables.length} tables copied to ${redact(values.to)}`,
      ]
    }
    default:
      throw new ConsoleError(`db needs migrate or copy-to-postgres, got: ${sub ?? 'nothing'}`)
  }
}

/** Rows per INSERT (fewer for wide tables: PostgreSQL takes at most 65535 parameters a statement). */
const BATCH_ROWS = 500
const MAX_PARAMETERS = 60_000
/** Kysely's own bookkeeping: each database keeps its own, they are not copied. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock'])

type Row = Record<string, unknown>
type TableInfo = { name: string; withoutRowid: boolean; columns: string[]; primaryKey: string[]; references: string[] }

/**
 * Copies every table of the SQLite database `source` into the PostgreSQL database at
 * `targetUrl`. The target is migrated to the server's schema first and must hold no data (rows a
 * migration itself inserts, such as the published exchange rates, do not count: they are replaced
 * by the source's). The copy is one PostgreSQL transaction: tables in foreign-key order, rows in
 * batches, serial sequences moved past the copied ids, row counts compared at the end; any failure
 * rolls it all back. The source is read in one snapshot (a read transaction: a running server's
 * later writes are not copied).
 */
export async function copyToPostgres(
  source: Kysely<Database>,
  targetUrl: string,
  log: (line: string) => void = () => {},
): Promise<{ tables: Array<{ name: string; rows: number }> }> {
  if (!(source.getExecutor().adapter instanceof SqliteAdapter)) {
    throw new ConsoleError('the console\'s database is not SQLite (DATABASE_URL is set): copy-to-postgres copies from the SQLite file, unset DATABASE_URL')
  }
  checkTargetUrl(targetUrl)
  await migrateToLatest(source)
  const seeded = await migrationSeededRows()

  const target = createDb({ dbFile: '', databaseUrl: targetUrl })
  try {
    let holder: { table: string; rows: number } | null
    try {
      holder = await tableHoldingData(target, seeded)
    } catch (error) {
      throw new ConsoleError(`cannot read the target database ${redact(targetUrl)}: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (holder) throw refusal(holder)
    await migrateToLatest(target)

    return await source.connection().execute(async (reader) => {
      // a deferred BEGIN: a read snapshot (WAL) that takes no write lock
      await sql`begin`.execute(reader)
      try {
        const tables = orderByForeignKeys(await sourceTables(reader))
        const copied: Array<{ name: string; rows: number }> = []
        await target.transaction().execute(async (trx) => {
          await sql`set constraints all deferred`.execute(trx)
          const again = await tableHoldingData(trx, seeded)
          if (again) throw refusal(again)
          const targetColumns = await columnTypes(trx)
          for (const table of tables) {
            if (!targetColumns.has(table.name)) throw new Error(`table ${table.name} is not in the target database: is it migrated by the same server version?`)
          }
          // the rows migrations inserted (already checked to be only those): the source's replace them
          for (const table of [...tables].reverse()) {
            await sql`delete from ${sql.table(table.name)}`.execute(trx)
          }
          for (const table of tables) {
            const rows = await copyTable(reader, trx, table, targetColumns.get(table.name)!)
            log(`${table.name}: ${rows} rows`)
            copied.push({ name: table.name, rows })
          }
          await resetSequences(trx, tables.map((t) => t.name))
          for (const { name, rows } of copied) {
            const sourceRows = await countRows(reader, name)
            const targetRows = await countRows(trx, name)
            if (sourceRows !== rows || targetRows !== sourceRows) {
              throw new Error(`row counts differ for ${name}: ${sourceRows} in SQLite, ${targetRows} in PostgreSQL: nothing was copied`)
            }
          }
        })
        return { tables: copied }
      } finally {
        await sql`rollback`.execute(reader)
      }
    })
  } finally {
    await target.destroy()
  }
}

function checkTargetUrl(targetUrl: string): void {
  let url: URL
  try {
    url = new URL(targetUrl)
  } catch {
    throw new ConsoleError(`--to must be a PostgreSQL URL (postgres://user:pass@host/db), got: ${targetUrl}`)
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConsoleError(`--to must be a postgres:// or postgresql:// URL, got: ${redact(targetUrl)}`)
  }
}

function refusal(holder: { table: string; rows: number }): ConsoleError {
  return new ConsoleError(`the target database already holds data (table ${holder.table}: ${holder.rows} rows): copy only into an empty database`)
}

/** The URL without its password (for messages). */
function redact(targetUrl: string): string {
  try {
    const url = new URL(targetUrl)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return targetUrl
  }
}

/** The rows the migrations themselves insert (per table, normalised): a fresh in-memory database migrated. */
async function migrationSeededRows(): Promise<Map<string, Row[]>> {
  const fresh = createDb({ dbFile: ':memory:' })
  try {
    await migrateToLatest(fresh)
    const seeded = new Map<string, Row[]>()
    for (const table of await sourceTables(fresh)) {
      const { rows } = await sql<Row>`select * from ${sql.table(table.name)}`.execute(fresh)
      if (rows.length > 0) seeded.set(table.name, rows)
    }
    return seeded
  } finally {
    await fresh.destroy()
  }
}

/**
 * The first table (by name) of the target's schema with rows, other than the bookkeeping and
 * the rows a migration inserted; null when the target holds no data.
 */
async function tableHoldingData(db: Kysely<Database>, seeded: Map<string, Row[]>): Promise<{ table: string; rows: number } | null> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  for (const { table_name: table } of tables) {
    if (MIGRATION_TABLES.has(table)) continue
    const rows = await countRows(db, table)
    if (rows === 0) continue
    const fresh = seeded.get(table)
    if (fresh && rows <= fresh.length) {
      const { rows: present } = await sql<Row>`select * from ${sql.table(table)}`.execute(db)
      const known = new Set(fresh.map((row) => rowKey(row, Object.keys(row))))
      if (present.every((row) => known.has(rowKey(row, Object.keys(fresh[0]!))))) continue
    }
    return { table, rows }
  }
  return null
}

function rowKey(row: Row, columns: string[]): string {
  return JSON.stringify(columns.map((c) => {
    const value = row[c]
    if (value === null || value === undefined) return null
    if (Buffer.isBuffer(value)) return value.toString('hex')
    return String(value)
  }))
}

async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)
  return Number(rows[0]!.n)
}

/** The SQLite tables to copy, with their columns and the tables their foreign keys reference. */
async function sourceTables(db: Kysely<Database>): Promise<TableInfo[]> {
  const { rows } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master
    where type = 'table' and name not like 'sqlite!_%' escape '!' order by name`.execute(db)
  const tables: TableInfo[] = []
  for (const { name, sql: ddl } of rows) {
    if (MIGRATION_TABLES.has(name)) continue
    const { rows: columns } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${name})`.execute(db)
    const { rows: keys } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db)
    tables.push({
      name,
      withoutRowid: /without\s+rowid/i.test(ddl ?? ''),
      columns: columns.map((c) => c.name),
      primaryKey: columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name),
      references: [...new Set(keys.map((k) => k.table))].filter((t) => t !== name),
    })
  }
  return tables
}

/** Referenced tables first (Kahn's algorithm, by name among the ready ones); a cycle cannot be ordered. */
function orderByForeignKeys(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]))
  const done = new Set<string>()
  const ordered: TableInfo[] = []
  while (ordered.length < tables.length) {
    const ready = tables.find((t) => !done.has(t.name) && t.references.every((r) => done.has(r) || !byName.has(r)))
    if (!ready) {
      const left = tables.filter((t) => !done.has(t.name)).map((t) => t.name)
      throw new Error(`the foreign keys between ${left.join(', ')} form a cycle: no order to copy them in`)
    }
    done.add(ready.name)
    ordered.push(ready)
  }
  return ordered
}

/** The target's column types: table -> column -> information_schema data_type. */
async function columnTypes(db: Kysely<Database>): Promise<Map<string, Map<string, string>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema()`.execute(db)
  const types = new Map<string, Map<string, string>>()
  for (const row of rows) {
    if (!types.has(row.table_name)) types.set(row.table_name, new Map())
    types.get(row.table_name)!.set(row.column_name, row.data_type)
  }
  return types
}

async function copyTable(reader: Kysely<Database>, trx: Transaction<Database>, table: TableInfo, types: Map<string, string>): Promise<number> {
  const missing = table.columns.filter((c) => !types.has(c))
  if (missing.length > 0) throw new Error(`${table.name}: columns ${missing.join(', ')} are not in the target database`)
  const batch = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / table.columns.length)))
  const writer = trx as unknown as Kysely<Record<string, Row>>
  let copied = 0
  let lastRowid: number | null = null
  for (;;) {
    let rows: Row[]
    if (table.withoutRowid) {
      const order = sql.join(table.primaryKey.map((c) => sql.id(c)))
      rows = (await sql<Row>`select * from ${sql.table(table.name)} order by ${order} limit ${batch} offset ${copied}`.execute(reader)).rows
    } else {
      // keyset paging on the rowid (an offset would rescan the skipped rows every batch)
      const after = lastRowid === null ? sql`` : sql`where rowid > ${lastRowid}`
      rows = (await sql<Row>`select rowid as "__copy_rowid", * from ${sql.table(table.name)} ${after} order by rowid limit ${batch}`.execute(reader)).rows
      if (rows.length > 0) lastRowid = Number(rows[rows.length - 1]!['__copy_rowid'])
    }
    if (rows.length === 0) return copied
    const values = rows.map((row) => Object.fromEntries(table.columns.map((c) => [c, convert(row[c], types.get(c)!)])))
    await writer.insertInto(table.name).values(values).execute()
    copied += rows.length
    if (rows.length < batch) return copied
  }
}

/** A SQLite value as the PostgreSQL column of `dataType` takes it. */
function convert(value: unknown, dataType: string): unknown {
  if (value === null || value === undefined) return null
  switch (dataType) {
    case 'boolean':
      if (typeof value === 'number' || typeof value === 'bigint') return value !== 0 && value !== 0n
      if (typeof value === 'string') return ['1', 'true', 't', 'yes', 'on'].includes(value.toLowerCase())
      return Boolean(value)
    case 'bytea':
      return typeof value === 'string' ? Buffer.from(value, 'utf8') : value
    case 'text':
    case 'character varying':
    case 'character':
      if (Buffer.isBuffer(value)) return value.toString('utf8')
      return typeof value === 'string' ? value : String(value)
    case 'integer':
    case 'bigint':
    case 'smallint':
      return typeof value === 'bigint' ? value.toString() : value
    case 'json':
    case 'jsonb':
      return typeof value === 'string' ? value : JSON.stringify(value)
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'date':
      return typeof value === 'number' ? new Date(value) : value
    default:
      return typeof value === 'bigint' ? value.toString() : value
  }
}

/** Every serial/identity sequence of the copied tables: its next value past the largest copied id. */
async function resetSequences(trx: Transaction<Database>, tables: string[]): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and table_name in (${sql.join(tables)})
      and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`.execute(trx)
  for (const { table_name: table, column_name: column } of rows) {
    const quoted = `"${table.replaceAll('"', '""')}"`
    await sql`select setval(pg_get_serial_sequence(${quoted}, ${column}), coalesce(max(${sql.id(column)}), 0) + 1, false) from ${sql.table(table)}`.execute(trx)
  }
}
