import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { etag } from 'hono/etag'
import { getMimeType } from 'hono/utils/mime'
import type { AppDeps } from './handler'
import { PRIVATE_UPLOAD_DIRS } from './services/general/image-upload'
import { findUploadByPath } from './services/general/repo'
import { checkSession } from './services/uic/sessions'
import { parsePreloads, routeKeyFor, withPreloads } from './route-preloads'
import { parsePrerendered, prerenderedFile, requestLang } from '../domain/prerendered'
import { setCookie } from 'hono/cookie'
import { fileStoreOf } from './files/store'


/** The display language's cookie (the portal writes it, src/client/session.ts). */
const LANG_COOKIE = 'lang'
const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Whether the request carries a session's cookies (checked by the portal itself; the HTML only chooses the frame). */
function hasSessionCookies(c: Context): boolean {
  return Boolean(getCookie(c, 'userId') && getCookie(c, 'sessId') && getCookie(c, 'xztoken'))
}

/** Paths that never fall back to the portal's index.html. */
const NO_FALLBACK = ['/api/', '/files/', '/verify/']

/**
 * The built portal from dist/ (long cache for /assets/*, no-cache for index.html and sw.js,
 * SPA fallback to index.html) and uploaded files from filesDir under /files/*, with the content
 * type recorded at upload time and nosniff.
 */
export function staticRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Hono {
  const app = new Hono()
  const compressedCache: CompressedCache = new Map()
  const distDir = deps.config.distDir

  app.get('/files/*', async (c) => {
    const relative = safeRelative(c.req.path.slice('/files/'.length))
    if (!relative) return c.notFound()
    const upload = await findUploadByPath(deps.db, relative)
    if (!upload) return c.text('Not found', 404)
    // ID-card and passport images, business licences: the owner's session only, never cached; 404 to anyone else
    const isPrivate = isPrivateDir(upload.dir) || isPrivateDir(relative.split('/')[0] ?? '')
    if (isPrivate && (await cookieUserId(c, deps)) !== upload.user_id) return c.text('Not found', 404)
    const data = await fileStoreOf(deps.config).get(relative)
    if (!data) return c.text('Not found', 404)
    c.header('Content-Type', upload.content_type)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', isPrivate ? 'private, no-store' : 'public, max-age=86400')
    return c.body(new Uint8Array(data))
  })

  // what revalidates (pages, the service worker, the manifest: no-cache) answers 304 when unchanged
  // instead of its bytes again: the browser checks the worker's file at every visit, and it
  // carries the outbox for answers from notifications (issue 40); the hashed assets never revalidate
  const revalidate = etag({ weak: true })
  app.use('*', (c, next) => (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/files/') ? next() : revalidate(c, next)))

  // the manifest's share target where no service worker took the post (not installed, or cleared):
  // the photos did not stay on the device; the share screen says so (issue 40)
  app.post('/share-target', (c) => c.redirect('/share?photos=0', 303))

  app.get('*', async (c) => {
    const requested = safeRelative(decodePath(c.req.path).replace(/^\/+/, ''))
    // the build's .br/.gz copies are only sent as the encoding of their original, never as files of their own
    if (requested && PRECOMPRESSED_SUFFIX.test(requested)) return c.text('Not found', 404)
    if (requested) {
      const data = await readFileOrNull(path.join(distDir, requested))
      if (data) return sendDistFile(c, distDir, requested, data, compressedCache)
    }
    const pathname = c.req.path
    if (NO_FALLBACK.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix)) return c.text('Not found', 404)
    if (requested?.startsWith('assets/')) return c.text('Not found', 404)
    // the first screen as HTML when the build made it for this page, language and visitor (issue 41)
    const lang = requestLang(c.req.query('lang'), getCookie(c, LANG_COOKIE))
    // a language chosen on a page that had not started yet is kept, as the portal would keep it
    if (c.req.query('lang') === lang) setCookie(c, LANG_COOKIE, lang, { path: '/', maxAge: LANG_COOKIE_MAX_AGE, sameSite: 'Lax' })
    const table = parsePrerendered((await readFileOrNull(path.join(distDir, 'prerendered.json')))?.toString('utf8') ?? null)
    const page = prerenderedFile(table, { pathname, lang, signedIn: hasSessionCookies(c) })
    const index = (page ? await readFileOrNull(path.join(distDir, page)) : null) ?? (await readFileOrNull(path.join(distDir, 'index.html')))
    if (!index) return c.text('Not found', 404)
    // the HTML depends on the language and the session cookies: a shared cache must not mix them
    if (table) c.header('Vary', 'Cookie')
    const file = page ?? 'index.html'
    // the route's own scripts are preloaded with the entry (decision 0035)
    const preloads = parsePreloads((await readFileOrNull(path.join(distDir, 'route-preloads.json')))?.toString('utf8') ?? null)
    const key = routeKeyFor(pathname, Object.keys(preloads))
    if (!key) return sendDistFile(c, distDir, 'index.html', index, compressedCache, { cacheKey: file, precompressed: !page })
    const html = Buffer.from(withPreloads(index.toString('utf8'), preloads[key] ?? []))
    return sendDistFile(c, distDir, 'index.html', html, compressedCache, { cacheKey: `${file}${key}`, precompressed: false })
  })

  return app
}

function isPrivateDir(dir: string): boolean {
  return (PRIVATE_UPLOAD_DIRS as readonly string[]).includes(dir)
}

/** The user of the session the cookies name (decision 0002), or null. */
async function cookieUserId(c: Context, deps: Pick<AppDeps, 'db' | 'now'>): Promise<number | null> {
  const userId = getCookie(c, 'userId')
  const sessId = getCookie(c, 'sessId')
  const xztoken = getCookie(c, 'xztoken')
  if (!userId || !sessId || !xztoken) return null
  return (await checkSession(deps.db, { userId, sessId, xztoken }, deps.now()))?.userId ?? null
}

/**
 * A dist file, encoded as the client accepts (br before gzip): the build's precompressed copy
 * beside it (vite-plugin-compression2 in vite.config.ts) when there is one, else compressed here
 * off the event loop (zlib's async API, on libuv's thread pool) and kept for the next requests.
 */
type SendOptions = {
  /** The compression cache's name for generated content (a route's index.html). */
  cacheKey?: string
  /** Whether the build's .br/.gz copy of the file may be sent (not for generated content). */
  precompressed?: boolean
}

async function sendDistFile(
  c: Context,
  distDir: string,
  relative: string,
  data: Buffer,
  cache: CompressedCache,
  options: SendOptions = {},
): Promise<Response> {
  const type = getMimeType(relative) ?? 'application/octet-stream'
  c.header('Content-Type', type)
  c.header('X-Content-Type-Options', 'nosniff')
  if (relative.startsWith('assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  else if (relative === 'index.html' || relative === 'sw.js' || relative.endsWith('.webmanifest')) c.header('Cache-Control', 'no-cache')
  else c.header('Cache-Control', 'public, max-age=3600')
  if (!COMPRESSIBLE.test(type) || data.length < MIN_COMPRESS_BYTES) return c.body(new Uint8Array(data))
  c.header('Vary', 'Accept-Encoding', { append: true })
  const encodings = acceptedEncodings(c.req.header('Accept-Encoding') ?? '')
  if (encodings.length === 0) return c.body(new Uint8Array(data))
  for (const encoding of options.precompressed === false ? [] : encodings) {
    const precompressed = await readFileOrNull(path.join(distDir, `${relative}${PRECOMPRESSED_EXTENSION[encoding]}`))
    if (precompressed) {
      c.header('Content-Encoding', encoding)
      return c.body(new Uint8Array(precompressed))
    }
  }
  const encoding = encodings[0] as Encoding
  let body: Buffer
  try {
    body = await compressed(cache, options.cacheKey ?? relative, data, encoding)
  } catch {
    return c.body(new Uint8Array(data))
  }
  c.header('Content-Encoding', encoding)
  return c.body(new Uint8Array(body))
}

type Encoding = 'br' | 'gzip'
/**
 * Compressed dist files by path and encoding (a build's files never change while it is served);
 * the promise is stored at once so simultaneous first requests (a service worker's precache)
 * share one compression.
 */
type CompressedCache = Map<string, Promise<Buffer>>

const PRECOMPRESSED_EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/
const brotliCompress = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/
const MIN_COMPRESS_BYTES = 1024

/** The encodings the client accepts, preferred first (br, then gzip). */
function acceptedEncodings(acceptEncoding: string): Encoding[] {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding))
}

function compressed(cache: CompressedCache, relative: string, data: Buffer, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${relative}:${data.length}`
  let body = cache.get(key)
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompress(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } })
        : gzip(data, { level: 9 })
    // a failed compression is not kept: the next request tries again
    body.catch(() => cache.delete(key))
    cache.set(key, body)
  }
  return body
}

/** A relative path with no '..', no absolute part and no NUL, or null. */
function safeRelative(value: string): string | null {
  if (value === '' || value.includes('\0') || value.includes('\\')) return null
  const normalized = path.posix.normalize(value)
  if (normalized.startsWith('..') || path.posix.isAbsolute(normalized) || normalized === '.') return null
  return normalized
}

function decodePath(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}

async function readFileOrNull(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file)
    if (!stat.isFile()) return null
    return await fs.readFile(file)
  } catch {
    return null
  }
}
