import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Context, Hono } from 'hono'
import { OPEN_API_PREFIX } from '../../../domain/pms/open-api'

/** The reference page a PMS developer reads; security-headers.ts gives it its own CSP (REFERENCE_PAGE_CSP). */
/** The renderer's bundle, served from node_modules: no CDN at run time. */
export const REFERENCE_SCRIPT_PATH = `${OPEN_API_PREFIX}/reference.js`

/**
 * How Scalar renders the document: nothing fetched from outside the portal (no fonts from its CDN,
 * no telemetry, no AI agent or MCP, which it turns on by itself on a local address), no developer
 * toolbar, no button that advertises its own client; the document downloads as served. Calls
 * are listed by method and path (their summaries are sentences) and the key's scheme is chosen.
 */
export const REFERENCE_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: 'never',
  documentDownloadType: 'direct',
  persistAuth: false,
  operationTitleSource: 'path',
  authentication: { preferredSecurityScheme: 'apiKey' },
  metaData: { title: 'Open API for PMS partners' },
} as const

type Bundle = { body: Buffer<ArrayBuffer>; gzip?: Buffer<ArrayBuffer>; hash: string }
let bundle: Bundle | undefined

/**
 * Scalar's standalone browser build (@scalar/api-reference, dist/browser/standalone.js): one
 * file with its CSS inside, which mounts itself on #api-reference. Read once; hashed for the URL
 * and the ETag; gzipped on first request (4.8 MB, about 1 MB gzipped) and kept.
 */
function referenceBundle(): Bundle {
  if (bundle) return bundle
  // the package's main is dist/index.js; its exports do not name the browser build
  const main = createRequire(import.meta.url).resolve('@scalar/api-reference')
  const body = readFileSync(join(dirname(main), 'browser', 'standalone.js'))
  bundle = { body, hash: createHash('sha256').update(body).digest('base64url').slice(0, 16) }
  return bundle
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/**
 * The page: Scalar reads the document's address and its configuration from #api-reference's data
 * attributes; the only script is the same-origin bundle (no inline script), its URL versioned by
 * the bundle's hash.
 */
export function docsPage(): string {
  const { hash } = referenceBundle()
  const documentUrl = `${OPEN_API_PREFIX}/openapi.json`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Open API for PMS partners</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head><body>
<noscript><p>The reference needs JavaScript. The document itself: <a href="${documentUrl}">openapi.json</a> (OpenAPI 3.1).</p></noscript>
<div id="api-reference" data-url="${documentUrl}" data-configuration="${escapeAttribute(JSON.stringify(REFERENCE_CONFIGURATION))}"></div>
<script src="${REFERENCE_SCRIPT_PATH}?v=${hash}"></script>
</body></html>`
}

/**
 * The bundle: with the current hash as ?v= it is cached for a year (a new bundle gets a new URL);
 * otherwise revalidated. The ETag is the hash either way. Gzipped when the client takes it (the
 * compress middleware leaves an encoded answer alone).
 */
function serveBundle(c: Context): Response {
  const current = referenceBundle()
  const etag = `"${current.hash}"`
  c.header('Content-Type', 'text/javascript; charset=utf-8')
  c.header('ETag', etag)
  c.header('Vary', 'Accept-Encoding')
  c.header('Cache-Control', c.req.query('v') === current.hash ? 'public, max-age=31536000, immutable' : 'no-cache')
  const asked = c.req.header('if-none-match')?.split(',').map((t) => t.trim())
  if (asked?.includes(etag) || asked?.includes(`W/${etag}`)) return c.body(null, 304)
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    current.gzip ??= gzipSync(current.body)
    c.header('Content-Encoding', 'gzip')
    return c.body(current.gzip, 200)
  }
  return c.body(current.body, 200)
}

/** GET /docs and GET /reference.js on the open API's app (mounted at OPEN_API_PREFIX). */
export function openDocsRoutes(app: Hono): void {
  app.get('/docs', (c) => c.html(docsPage()))
  app.get('/reference.js', serveBundle)
}
