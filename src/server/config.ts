import path from 'node:path'
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../domain/account/social'

/** Where uploaded files go when they are kept in an S3-compatible bucket (src/server/files/store.ts). */
export type S3Settings = {
  /** The service's base URL (https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Keys are stored under this prefix (FILES_S3_PREFIX, default none). */
  prefix?: string
}

export type ServerConfig = {
  port: number
  /** Address the server listens on (HOST): 127.0.0.1 by default, behind a reverse proxy; 0.0.0.0 or :: for every interface. */
  host: string
  /** Origins besides the server's own from which browsers may send writes (ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins?: string[]
  /** Root of everything the server writes (database, uploaded files). */
  dataDir: string
  /** Uploaded files, served under /files/*: dataDir/files (unless filesS3 is set). */
  filesDir: string
  /**
   * Uploaded files in an S3-compatible bucket instead of filesDir (FILES_S3_BUCKET with
   * FILES_S3_ENDPOINT, FILES_S3_REGION, FILES_S3_ACCESS_KEY_ID, FILES_S3_SECRET_ACCESS_KEY and
   * optionally FILES_S3_PREFIX): what several instances share (decision 0065).
   */
  filesS3?: S3Settings
  /** SQLite database file: dataDir/portal.sqlite (used when no databaseUrl is set). */
  dbFile: string
  /** DATABASE_URL=postgres://...: PostgreSQL instead of SQLite (ARCHITECTURE.md "Scale"). */
  databaseUrl?: string
  /** Connections of this instance's PostgreSQL pool (DATABASE_POOL_MAX, 1-200, default 10). */
  databasePoolMax?: number
  /** At start, how long to wait for the database to answer, trying again with back-off (DATABASE_WAIT_MS, default 60 s). */
  databaseWaitMs: number
  /**
   * At start, run this build's pending migrations (MIGRATE_AT_START=1, the default); with 0 the
   * server refuses to start while any is pending: a deployment's own migrate step runs them first.
   */
  migrateAtStart: boolean
  /** The built portal (vite build output), served with an SPA fallback. */
  distDir: string
  /** Lifetime of a sign-in session (and of its cookies): 30 days. */
  sessionTtlMs: number
  /** Lifetime of an SMS or e-mail verification code: 5 minutes. */
  codeTtlMs: number
  /** Public base URL of /files (e.g. a CDN); default: the server's own origin. */
  publicFilesBase?: string
  /**
   * The portal's public origin (PUBLIC_URL, https://host.example.com): the server address of the
   * open API's document. Unset: the origin a request reached, as trusted proxies forwarded it.
   */
  publicUrl?: string
  /**
   * Behind reverse proxies (TRUST_PROXY=1, or N for N proxies in a row): take the client address
   * from X-Forwarded-For, the entry the outermost trusted proxy appended (N-th from the right).
   */
  trustProxy?: boolean
  /** How many trusted proxies append to X-Forwarded-For (TRUST_PROXY=N; 'true' counts as 1). */
  trustProxyHops?: number
  /**
   * Demo accounts are created on the first start, into an empty database (DEMO_DATA=1/0).
   * Default: on, except with NODE_ENV=production (a production database starts empty).
   */
  demoData: boolean
  /**
   * On SIGTERM, how long requests in flight (uploads, writes) may take to finish before the
   * process exits anyway (SHUTDOWN_GRACE_MS, default 25 s: under the 30 s most orchestrators wait).
   */
  shutdownGraceMs: number
  /**
   * On SIGTERM, how long the instance goes on accepting connections while /api/ready answers 503,
   * so load balancers take it out before it stops listening (SHUTDOWN_DELAY_MS; default 5 s with
   * NODE_ENV=production, else 0). Requests in that time are served, each closing its connection.
   */
  shutdownDelayMs: number
  /**
   * How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS, default 65 s): above
   * the 60 s idle timeout of common proxies and cloud load balancers, so the proxy, not the
   * server, closes it (a server closing first resets requests the proxy was sending).
   */
  keepAliveTimeoutMs: number
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
  /**
   * Host names a Web Push endpoint may point at (PUSH_SERVICE_HOSTS, comma-separated; a name also
   * covers its subdomains): the browsers' push services by default (decision 0030).
   */
  pushServiceHosts?: string[]
  /**
   * Push endpoints may resolve to loopback and private addresses (PUSH_ALLOW_PRIVATE=1; never
   * with NODE_ENV=production): only for a local push service in tests.
   */
  pushAllowPrivate?: boolean
  /**
   * Every handler answer is checked against its endpoint's response schema (CHECK_RESPONSES=1/0):
   * a mismatch is a 500. Default: on unless NODE_ENV=production (the check costs time on big answers).
   */
  checkResponses?: boolean
  /**
   * Map providers of the address step (decision 0041): Amap's web key and security code
   * (MAP_AMAP_KEY, MAP_AMAP_SECURITY_CODE) for addresses in China, a MapLibre style URL
   * (MAP_STYLE_URL) for those abroad. None set: the portal's own plane with district outlines.
   */
  maps?: { amapKey?: string; amapSecurityCode?: string; styleUrl?: string; connectSrc?: string[] }
  /**
   * Prometheus metrics (issue 37) on a port of their own (METRICS_PORT; unset: no metrics served),
   * at GET /metrics on METRICS_HOST (default 127.0.0.1). A separate port, not a path of the public
   * one: the proxy in front never forwards it, so it stays private without a password to manage.
   */
  metrics?: { port: number; host: string }
  /**
   * Third-party sign-in (decision 0085): per provider SOCIAL_<WECHAT|QQ|WEIBO>_CLIENT_ID and
   * _CLIENT_SECRET (WeChat's AppID and AppSecret, QQ's APP ID and APP Key, Weibo's App Key and App
   * Secret); _ISSUER instead talks OpenID Connect to that issuer (a broker in front of the
   * provider, or the tests' own server). A provider not configured shows no button.
   */
  social?: Partial<Record<SignInProvider, SocialProviderSettings>>
}

export type SocialProviderSettings = { clientId: string; clientSecret: string; issuer?: string }

export const DEFAULT_PORT = 8080
/** Loopback only: a deployment puts a reverse proxy (TLS) in front; HOST=0.0.0.0 listens on every interface. */
export const DEFAULT_HOST = '127.0.0.1'
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const CODE_TTL_MS = 5 * 60 * 1000

/**
 * Every environment variable the server and the console read (docs/deploy.md "Settings"). A name
 * that looks like one of them but is not (FILES_S3_BUKET, DATABSE_URL, METRIC_PORT) refuses to
 * start: a misspelt setting silently falling back to its default is how an operator ends up with
 * files on a local disk or no metrics without knowing.
 */
export const SETTING_NAMES: readonly string[] = [
  'PORT', 'HOST', 'DATA_DIR', 'DIST_DIR', 'NODE_ENV', 'ALLOWED_ORIGINS', 'PUBLIC_FILES_BASE', 'PUBLIC_URL', 'TRUST_PROXY', 'DEMO_DATA',
  'DATABASE_URL', 'DATABASE_POOL_MAX', 'DATABASE_WAIT_MS', 'MIGRATE_AT_START',
  'FILES_S3_BUCKET', 'FILES_S3_ENDPOINT', 'FILES_S3_REGION', 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_SECRET_ACCESS_KEY', 'FILES_S3_PREFIX',
  'SHUTDOWN_GRACE_MS', 'SHUTDOWN_DELAY_MS', 'KEEP_ALIVE_TIMEOUT_MS',
  'MIN_CLIENT_BUILD', 'CALENDAR_FEEDS_ALLOW_PRIVATE', 'PUSH_SERVICE_HOSTS', 'PUSH_ALLOW_PRIVATE', 'VAPID_SUBJECT', 'CHECK_RESPONSES',
  'MAP_AMAP_KEY', 'MAP_AMAP_SECURITY_CODE', 'MAP_STYLE_URL', 'MAP_CONNECT_SRC',
  'METRICS_PORT', 'METRICS_HOST', 'LOG_LEVEL', 'INSTANCE_ID',
  ...SIGN_IN_PROVIDERS.flatMap((p) => ['CLIENT_ID', 'CLIENT_SECRET', 'ISSUER'].map((part) => `SOCIAL_${p.toUpperCase()}_${part}`)),
]

/** Prefixes only this server's settings use: any other name under them is a mistake (not DATABASE_: platforms add DATABASE_PUBLIC_URL and the like). */
const OWN_PREFIXES = ['FILES_S3_', 'MIGRATE_', 'SHUTDOWN_', 'KEEP_ALIVE_', 'CALENDAR_FEEDS_', 'PUSH_', 'MAP_', 'METRICS_', 'DEMO_', 'VAPID_', 'MIN_CLIENT_', 'CHECK_RESPONSE', 'SOCIAL_']

/**
 * Names set in the environment that are meant for this server but are not its settings: under
 * one of its own prefixes, or one or two letters away from a setting's name. Each comes with
 * the setting it most likely meant.
 */
export function unknownSettings(env: Record<string, string | undefined>): Array<{ name: string; meant?: string }> {
  const known = new Set(SETTING_NAMES)
  const found: Array<{ name: string; meant?: string }> = []
  for (const name of Object.keys(env)) {
    if (known.has(name) || env[name] === undefined || !/^[A-Z][A-Z0-9_]*$/.test(name)) continue
    let meant: string | undefined
    let nearest = Infinity
    for (const setting of SETTING_NAMES) {
      const distance = editDistance(name, setting, 3)
      if (distance < nearest) [nearest, meant] = [distance, setting]
    }
    const close = nearest <= (name.length >= 8 ? 2 : name.length >= 6 ? 1 : 0)
    if (close || OWN_PREFIXES.some((prefix) => name.startsWith(prefix))) found.push({ name, ...(nearest <= 3 && meant ? { meant } : {}) })
  }
  return found
}

/** Levenshtein distance, counted up to `cap` (anything further is cap + 1). */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    if (Math.min(...row) > cap) return cap + 1
    previous = row
  }
  return Math.min(previous[b.length]!, cap + 1)
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** Values that are not a flag, a URL or a level where one is needed: refused, naming the variable. */
function checkValues(env: Record<string, string | undefined>): void {
  for (const name of ['DEMO_DATA', 'MIGRATE_AT_START', 'CALENDAR_FEEDS_ALLOW_PRIVATE', 'PUSH_ALLOW_PRIVATE', 'CHECK_RESPONSES']) {
    const value = env[name]?.trim()
    if (value !== undefined && value !== '' && !['1', '0', 'true', 'false'].includes(value)) throw new Error(`${name} must be 1, 0, true or false, not ${env[name]}`)
  }
  if (env.NODE_ENV === 'production' && flagOr(env.PUSH_ALLOW_PRIVATE, false)) throw new Error('PUSH_ALLOW_PRIVATE is for tests with a local push service: never with NODE_ENV=production')
  const level = env.LOG_LEVEL?.trim()
  if (level && !LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${level}`)
  const database = env.DATABASE_URL?.trim()
  if (database && !/^postgres(ql)?:\/\/./.test(database)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL (unset for SQLite in DATA_DIR)')
  const filesBase = env.PUBLIC_FILES_BASE?.trim()
  if (filesBase && !isHttpUrl(filesBase)) throw new Error(`PUBLIC_FILES_BASE must be an http(s) URL, not ${filesBase}`)
  // a MapLibre style is fetched by the browser: an http(s) address, or the style itself inline (data:application/json,...)
  const style = env.MAP_STYLE_URL?.trim()
  if (style && !isHttpUrl(style) && !style.startsWith('data:application/json,')) throw new Error(`MAP_STYLE_URL must be an http(s) URL or a data:application/json, URL, not ${style.slice(0, 80)}`)
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '')
  if (publicUrl && (!isHttpUrl(publicUrl) || new URL(publicUrl).origin !== publicUrl)) throw new Error(`PUBLIC_URL takes the portal's origin (https://host[:port]), not ${publicUrl}`)
  for (const name of ['ALLOWED_ORIGINS', 'MAP_CONNECT_SRC']) {
    for (const origin of (env[name] ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean)) {
      if (!isHttpUrl(origin) || new URL(origin).origin !== origin) throw new Error(`${name} takes origins (https://host[:port]), comma-separated, not ${origin}`)
    }
  }
  const subject = env.VAPID_SUBJECT?.trim()
  if (subject && !/^mailto:.+@.+/.test(subject) && !/^https:\/\/./.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: address or an https: URL, not ${subject}`)
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const unknown = unknownSettings(env)
  if (unknown.length > 0) {
    throw new Error(`not a setting of this server: ${unknown.map((u) => (u.meant ? `${u.name} (did you mean ${u.meant}?)` : u.name)).join(', ')}; the settings are listed in docs/deploy.md`)
  }
  checkValues(env)
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got ${env.PORT}`)
  const dataDir = path.resolve(env.DATA_DIR || './data')
  const allowedOrigins = (env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean)
  const publicFilesBase = env.PUBLIC_FILES_BASE?.replace(/\/+$/, '') || undefined
  return {
    port,
    host: env.HOST || DEFAULT_HOST,
    ...(allowedOrigins.length > 0 ? { allowedOrigins } : {}),
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    dbFile: path.join(dataDir, 'portal.sqlite'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATABASE_POOL_MAX?.trim() ? { databasePoolMax: wholeNumberOf(env, 'DATABASE_POOL_MAX', 1, 200) } : {}),
    databaseWaitMs: millisecondsOf(env, 'DATABASE_WAIT_MS', 60_000),
    migrateAtStart: flagOr(env.MIGRATE_AT_START, true),
    ...filesS3Of(env),
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    sessionTtlMs: SESSION_TTL_MS,
    codeTtlMs: CODE_TTL_MS,
    ...(publicFilesBase ? { publicFilesBase } : {}),
    ...(env.PUBLIC_URL?.trim() ? { publicUrl: env.PUBLIC_URL.trim().replace(/\/+$/, '') } : {}),
    ...trustProxyOf(env.TRUST_PROXY),
    demoData: flagOr(env.DEMO_DATA, env.NODE_ENV !== 'production'),
    shutdownGraceMs: millisecondsOf(env, 'SHUTDOWN_GRACE_MS', 25_000),
    shutdownDelayMs: millisecondsOf(env, 'SHUTDOWN_DELAY_MS', env.NODE_ENV === 'production' ? 5_000 : 0),
    keepAliveTimeoutMs: millisecondsOf(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000),
    ...(env.MIN_CLIENT_BUILD ? { minClientBuild: env.MIN_CLIENT_BUILD } : {}),
    feedsAllowPrivate: flagOr(env.CALENDAR_FEEDS_ALLOW_PRIVATE, env.NODE_ENV !== 'production'),
    pushServiceHosts: pushHostsOf(env.PUSH_SERVICE_HOSTS),
    pushAllowPrivate: env.NODE_ENV !== 'production' && flagOr(env.PUSH_ALLOW_PRIVATE, false),
    checkResponses: flagOr(env.CHECK_RESPONSES, env.NODE_ENV !== 'production'),
    maps: {
      ...(env.MAP_AMAP_KEY?.trim() ? { amapKey: env.MAP_AMAP_KEY.trim() } : {}),
      ...(env.MAP_AMAP_SECURITY_CODE?.trim() ? { amapSecurityCode: env.MAP_AMAP_SECURITY_CODE.trim() } : {}),
      ...(env.MAP_STYLE_URL?.trim() ? { styleUrl: env.MAP_STYLE_URL.trim() } : {}),
      // the style's tiles, glyphs and sprites when they are on other hosts: origins, comma-separated
      ...(env.MAP_CONNECT_SRC?.trim() ? { connectSrc: env.MAP_CONNECT_SRC.split(',').map((o) => o.trim()).filter(Boolean) } : {}),
    },
    ...metricsOf(env, port),
    ...socialOf(env),
  }
}

/** The providers with an id and a secret; one without the other refuses to start, as does an issuer that is not https (http only outside production). */
function socialOf(env: Record<string, string | undefined>): { social?: Partial<Record<SignInProvider, SocialProviderSettings>> } {
  const social: Partial<Record<SignInProvider, SocialProviderSettings>> = {}
  for (const provider of SIGN_IN_PROVIDERS) {
    const prefix = `SOCIAL_${provider.toUpperCase()}_`
    const clientId = env[`${prefix}CLIENT_ID`]?.trim()
    const clientSecret = env[`${prefix}CLIENT_SECRET`]?.trim()
    const issuer = env[`${prefix}ISSUER`]?.trim().replace(/\/+$/, '')
    if (!clientId && !clientSecret && !issuer) continue
    if (!clientId || !clientSecret) throw new Error(`${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET are set together`)
    if (issuer) {
      const protocols = env.NODE_ENV === 'production' ? ['https:'] : ['https:', 'http:']
      if (!isHttpUrl(issuer) || !protocols.includes(new URL(issuer).protocol)) throw new Error(`${prefix}ISSUER must be an https URL (http outside production), not ${issuer}`)
    }
    social[provider] = { clientId, clientSecret, ...(issuer ? { issuer } : {}) }
  }
  return Object.keys(social).length > 0 ? { social } : {}
}

/** METRICS_PORT: unset or empty, no metrics; else a port from 1 to 65535 other than PORT. METRICS_HOST: where it listens. */
function metricsOf(env: Record<string, string | undefined>, port: number): { metrics?: { port: number; host: string } } {
  const value = env.METRICS_PORT?.trim()
  if (value === undefined || value === '') return {}
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > 65535) throw new Error(`METRICS_PORT must be a port from 1 to 65535, not ${value}`)
  if (Number(value) === port) throw new Error(`METRICS_PORT must differ from PORT (${port}): metrics are served on a port of their own`)
  return { metrics: { port: Number(value), host: env.METRICS_HOST?.trim() || DEFAULT_HOST } }
}

/** The browsers' Web Push services (Chrome/Edge-Chromium/Opera/Samsung: FCM; Firefox; legacy Edge: WNS; Safari). */
export const DEFAULT_PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com']

function pushHostsOf(value: string | undefined): string[] {
  const hosts = (value ?? '').split(',').map((h) => h.trim().toLowerCase().replace(/^\*?\./, '').replace(/\.$/, '')).filter(Boolean)
  return hosts.length > 0 ? hosts : [...DEFAULT_PUSH_SERVICE_HOSTS]
}

function filesS3Of(env: Record<string, string | undefined>): { filesS3?: S3Settings } {
  const bucket = env.FILES_S3_BUCKET?.trim()
  if (!bucket) return {}
  const need = (name: string) => {
    const value = env[name]?.trim()
    if (!value) throw new Error(`FILES_S3_BUCKET is set: ${name} is needed too`)
    return value
  }
  const endpoint = need('FILES_S3_ENDPOINT')
  if (!/^https?:\/\//.test(endpoint)) throw new Error(`FILES_S3_ENDPOINT must be an http(s) URL, got ${endpoint}`)
  return {
    filesS3: {
      endpoint, bucket, region: env.FILES_S3_REGION?.trim() || 'us-east-1',
      accessKeyId: need('FILES_S3_ACCESS_KEY_ID'), secretAccessKey: need('FILES_S3_SECRET_ACCESS_KEY'),
      ...(env.FILES_S3_PREFIX?.trim() ? { prefix: env.FILES_S3_PREFIX.trim() } : {}),
    },
  }
}

/** A whole number from min to max; anything else refuses to start, naming the variable. */
function wholeNumberOf(env: Record<string, string | undefined>, name: string, min: number, max: number): number {
  const value = env[name]?.trim() ?? ''
  if (!/^[0-9]+$/.test(value) || Number(value) < min || Number(value) > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not ${env[name]}`)
  return Number(value)
}

/** A whole number of milliseconds from 0 to one hour, or the fallback when unset; anything else refuses to start. */
function millisecondsOf(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = env[name]?.trim()
  if (value === undefined || value === '') return fallback
  if (!/^[0-9]+$/.test(value) || Number(value) > 3_600_000) throw new Error(`${name} must be a whole number of milliseconds up to 3600000, not ${value}`)
  return Number(value)
}

function flagOr(value: string | undefined, fallback: boolean): boolean {
  if (value === '1' || value === 'true') return true
  if (value === '0' || value === 'false') return false
  return fallback
}

/** TRUST_PROXY: unset, '0' or 'false': no proxy; 'true': one; a whole number N from 1 to 10: N hops. */
function trustProxyOf(value: string | undefined): { trustProxy: boolean; trustProxyHops?: number } {
  const v = value?.trim().toLowerCase() ?? ''
  if (v === 'true') return { trustProxy: true, trustProxyHops: 1 }
  if (v === '' || v === 'false') return { trustProxy: false }
  // 'yes', 'on', '1.5': refused rather than read as off (a proxy's address would pass for every client's)
  if (!/^[0-9]+$/.test(v)) throw new Error(`TRUST_PROXY must be 0 to 10 (proxies in front of the server), true or false, not ${value}`)
  if (Number(v) === 0) return { trustProxy: false }
  const hops = Number(v)
  if (hops > 10) throw new Error(`TRUST_PROXY must be 0 to 10 (proxies in front of the server), not ${value}`)
  return { trustProxy: true, trustProxyHops: hops }
}
