import path from 'node:path'

export type ServerConfig = {
  port: number
  /** Root of everything the server writes (database, uploaded files). */
  dataDir: string
  /** Uploaded files, served under /files/*: dataDir/files. */
  filesDir: string
  /** SQLite database file: dataDir/portal.sqlite (used when no databaseUrl is set). */
  dbFile: string
  /** DATABASE_URL=postgres://...: PostgreSQL instead of SQLite (ARCHITECTURE.md "Scale"). */
  databaseUrl?: string
  /** The built portal (vite build output), served with an SPA fallback. */
  distDir: string
  /** Lifetime of a sign-in session (and of its cookies): 30 days. */
  sessionTtlMs: number
  /** Lifetime of an SMS or e-mail verification code: 5 minutes. */
  codeTtlMs: number
  /** Public base URL of /files (e.g. a CDN); default: the server's own origin. */
  publicFilesBase?: string
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy?: boolean
  /** Oldest portal build the API serves (MIN_CLIENT_BUILD); older builds get 426 appOutdated. */
  minClientBuild?: string
  /**
   * Outside calendars may be fetched from loopback, private and link-local addresses
   * (CALENDAR_FEEDS_ALLOW_PRIVATE=1/0). Default: allowed unless NODE_ENV=production, so the
   * demo and tests can serve .ics files locally; a public server refuses them (no SSRF).
   */
  feedsAllowPrivate?: boolean
  /** Time-out of one outside-calendar download (10 s; tests shorten it). */
  feedsTimeoutMs?: number
}

export const DEFAULT_PORT = 8080
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const CODE_TTL_MS = 5 * 60 * 1000

export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${env.PORT}`)
  const dataDir = path.resolve(env.DATA_DIR || './data')
  const publicFilesBase = env.PUBLIC_FILES_BASE?.replace(/\/+$/, '') || undefined
  return {
    port,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    dbFile: path.join(dataDir, 'portal.sqlite'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    sessionTtlMs: SESSION_TTL_MS,
    codeTtlMs: CODE_TTL_MS,
    ...(publicFilesBase ? { publicFilesBase } : {}),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    ...(env.MIN_CLIENT_BUILD ? { minClientBuild: env.MIN_CLIENT_BUILD } : {}),
    feedsAllowPrivate: flagOr(env.CALENDAR_FEEDS_ALLOW_PRIVATE, env.NODE_ENV !== 'production'),
  }
}

function flagOr(value: string | undefined, fallback: boolean): boolean {
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  return fallback
}
