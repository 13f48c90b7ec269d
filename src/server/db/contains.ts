import { sql } from 'kysely'
import type { RawBuilder } from 'kysely'

/**
 * "One of these text columns holds the words", case-insensitive, for a list's search box: the
 * term's % _ \ are taken literally. ESCAPE names the backslash on both SQLite (no default
 * escape) and PostgreSQL.
 */
export function containsTerm(columns: readonly string[], term: string): RawBuilder<boolean>[] {
  const pattern = `%${term.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`)
}
