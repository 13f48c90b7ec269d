/**
 * Whether a write failed on a unique index: SQLite's SQLITE_CONSTRAINT_UNIQUE (better-sqlite3)
 * or PostgreSQL's 23505 (pg). Callers turn it into the spec's refusal (a number or address taken).
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505'
}
