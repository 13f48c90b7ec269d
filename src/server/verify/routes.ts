import { createHash } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { Hono } from 'hono'
import { pickLang, safeRedirect, SLIDE_CSS, slidePageHtml } from './page'

/**
 * GET /verify/slide?slideRedirect=<path or own absolute URL>[&lang=en|zh]: the slide verification page (spec 4/8:
 * 307 answers send the portal here). Its script and style are separate files, so the page runs
 * under the strict CSP.
 */
export function verifyRoutes(): Hono {
  const app = new Hono()
  app.get('/slide', async (c) => {
    const script = await slideScript()
    const lang = pickLang(c.req.query('lang'), c.req.header('accept-language'))
    c.header('Cache-Control', 'no-store')
    c.header('Vary', 'Accept-Language')
    // The hosts this request reached (the browser's Host, or a proxy's X-Forwarded-Host): only an
    // absolute slideRedirect to one of them is followed. A link cannot choose these headers.
    const ownHosts = [c.req.header('host'), ...(c.req.header('x-forwarded-host')?.split(',') ?? [])]
      .map((h) => h?.trim() ?? '').filter((h) => h !== '')
    return c.html(slidePageHtml(lang, safeRedirect(c.req.query('slideRedirect'), ownHosts), script.hash))
  })
  app.get('/slide.js', async (c) => {
    const script = await slideScript()
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(script.code)
  })
  app.get('/slide.css', (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(SLIDE_CSS)
  })
  return app
}

type BuiltScript = { code: string; hash: string }

let built: Promise<BuiltScript> | null = null

/** Bundles slide-client.ts (with the domain's gatesign and @noble/hashes) once per process. */
export function slideScript(): Promise<BuiltScript> {
  built ??= build({
    entryPoints: [fileURLToPath(new URL('./slide-client.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    minify: true,
    write: false,
    legalComments: 'none',
  }).then((result) => {
    const code = result.outputFiles[0]?.text ?? ''
    return { code, hash: createHash('sha256').update(code).digest('hex').slice(0, 12) }
  }).catch((error: unknown) => {
    built = null
    throw error
  })
  return built
}
