import fs from 'node:fs/promises'
import path from 'node:path'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import type { AppDeps } from './app'

/** Paths that never fall back to the portal's index.html. */
const NO_FALLBACK = ['/api/', '/files/', '/verify/']

/**
 * The built portal from dist/ (long cache for /assets/*, no-cache for index.html and sw.js,
 * SPA fallback to index.html) and uploaded files from filesDir under /files/*, with the content
 * type recorded at upload time and nosniff.
 */
export function staticRoutes(deps: Pick<AppDeps, 'db' | 'config'>): Hono {
  const app = new Hono()

  app.get('/files/*', async (c) => {
    const relative = safeRelative(c.req.path.slice('/files/'.length))
    if (!relative) return c.notFound()
    const upload = await deps.db.selectFrom('uploads').select(['content_type', 'path']).where('path', '=', relative).executeTakeFirst()
    if (!upload) return c.text('Not found', 404)
    const data = await readFileOrNull(path.join(deps.config.filesDir, relative))
    if (!data) return c.text('Not found', 404)
    c.header('Content-Type', upload.content_type)
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Cache-Control', 'public, max-age=86400')
    return c.body(new Uint8Array(data))
  })

  app.get('*', async (c) => {
    const requested = safeRelative(decodePath(c.req.path).replace(/^\/+/, ''))
    if (requested) {
      const data = await readFileOrNull(path.join(deps.config.distDir, requested))
      if (data) return sendDistFile(c, requested, data)
    }
    const pathname = c.req.path
    if (NO_FALLBACK.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix)) return c.text('Not found', 404)
    if (requested?.startsWith('assets/')) return c.text('Not found', 404)
    const index = await readFileOrNull(path.join(deps.config.distDir, 'index.html'))
    if (!index) return c.text('Not found', 404)
    return sendDistFile(c, 'index.html', index)
  })

  return app
}

function sendDistFile(c: Context, relative: string, data: Buffer): Response {
  c.header('Content-Type', getMimeType(relative) ?? 'application/octet-stream')
  c.header('X-Content-Type-Options', 'nosniff')
  if (relative.startsWith('assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  else if (relative === 'index.html' || relative === 'sw.js' || relative.endsWith('.webmanifest')) c.header('Cache-Control', 'no-cache')
  else c.header('Cache-Control', 'public, max-age=3600')
  return c.body(new Uint8Array(data))
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
