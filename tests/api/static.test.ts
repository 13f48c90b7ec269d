import fs from 'node:fs'
import http from 'node:http'
import zlib from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'

let server: TestServer
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'))

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'assets'))
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML)
  // the build's compressed copy has no route's preloads: a route's page is compressed on its own
  fs.writeFileSync(path.join(distDir, 'index.html.br'), zlib.brotliCompressSync(INDEX_HTML))
  fs.writeFileSync(
    path.join(distDir, 'route-preloads.json'),
    JSON.stringify({ '/login': ['assets/login-aa11.js', 'assets/tabs-bb22.js'], '/order/detail/$orderNo': ['assets/detail-cc33.js'], '/$': ['assets/404-dd44.js'] }),
  )
  fs.writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("install", () => {})')
  fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)')
  fs.writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{}')
  fs.writeFileSync(path.join(distDir, 'assets', 'big-4d5e6f.js'), BIG_SCRIPT)
  server = await startServer({ distDir })
})
afterAll(async () => {
  await server.close()
  fs.rmSync(distDir, { recursive: true, force: true })
})

const INDEX_HTML = `<!doctype html><html><head><title>portal</title></head><body><div id="root">${'<p>splash</p>'.repeat(100)}</div></body></html>`
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n')

/** A raw GET (no automatic decompression, unlike fetch). */
function rawGet(url: string, acceptEncoding: string | null): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'Accept-Encoding': acceptEncoding }
    http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

describe('compression of the built portal', () => {
  it('sends brotli when accepted, else gzip, else the plain file, always the same content', async () => {
    const url = `${server.url}/assets/big-4d5e6f.js`
    const br = await rawGet(url, 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('Accept-Encoding')
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT)
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 3)
    const gz = await rawGet(url, 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT)
    const refused = await rawGet(url, 'br;q=0, gzip;q=0')
    expect(refused.headers['content-encoding']).toBeUndefined()
    const plain = await rawGet(url, null)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(BIG_SCRIPT)
  })

  it('leaves tiny files alone', async () => {
    const small = await rawGet(`${server.url}/assets/app-1a2b3c.js`, 'br')
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})

describe('the built portal', () => {
  it('serves index.html and sw.js without caching, assets for a year', async () => {
    const index = await server.fetch('/')
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toContain('text/html')
    expect(index.headers.get('cache-control')).toBe('no-cache')
    const sw = await server.fetch('/sw.js')
    expect(sw.headers.get('cache-control')).toBe('no-cache')
    expect(sw.headers.get('content-type')).toContain('javascript')
    const asset = await server.fetch('/assets/app-1a2b3c.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe('console.log(1)')
  })

  it('answers 304 to a revalidation of an unchanged page or service worker (the browser checks the worker at every visit)', async () => {
    for (const p of ['/sw.js', '/', '/order/orderList']) {
      const first = await server.fetch(p)
      const tag = first.headers.get('etag')
      expect(tag, p).toMatch(/^W\/".+"$/)
      const again = await server.fetch(p, { headers: { 'If-None-Match': tag! } })
      expect(again.status, p).toBe(304)
      expect(await again.text(), p).toBe('')
      expect((await server.fetch(p, { headers: { 'If-None-Match': 'W/"other"' } })).status, p).toBe(200)
    }
    // the hashed assets are cached for a year: nothing to revalidate
    expect((await server.fetch('/assets/app-1a2b3c.js')).headers.get('etag')).toBeNull()
  })

  it('falls back to index.html for app routes, not for /api, /files, /verify or missing assets', async () => {
    const route = await server.fetch('/order/orderList?lodgeBusiness=store')
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('<title>portal</title>')
    for (const p of ['/api/none', '/files/none.jpg', '/verify/none', '/assets/missing.js']) {
      const res = await server.fetch(p)
      expect(res.status, p).toBe(404)
    }
  })

  it('does not leave the dist directory', async () => {
    const res = await server.fetch('/..%2F..%2Fetc%2Fpasswd')
    expect(await res.text()).not.toContain('root:')
  })
})

describe('uploaded files', () => {
  it('serves a recorded upload with its content type and nosniff; unrecorded files are not served', async () => {
    const user = await smsLogin(server, freshMobile())
    const relative = 'duanzu_head/2026/11/abc123.png'
    fs.mkdirSync(path.join(server.config.filesDir, 'duanzu_head/2026/11'), { recursive: true })
    fs.writeFileSync(path.join(server.config.filesDir, relative), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    fs.writeFileSync(path.join(server.config.filesDir, 'duanzu_head/2026/11/stray.html'), '<script>alert(1)</script>')
    await server.db.insertInto('uploads').values({
      user_id: Number(user.userId), dir: 'duanzu_head', path: relative, content_type: 'image/png', size: 4, width: 1, height: 1, created_at: server.clock.now(),
    }).execute()
    const res = await server.fetch(`/files/${relative}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
    expect((await server.fetch('/files/duanzu_head/2026/11/stray.html')).status).toBe(404)
  })
})

describe("each route's index.html", () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])

  it("preloads the route's own scripts, also behind a path parameter, and compressed", async () => {
    const login = await rawGet(`${server.url}/login`, 'br')
    expect(login.headers['content-encoding']).toBe('br')
    expect(login.headers['cache-control']).toBe('no-cache')
    expect(preloads(zlib.brotliDecompressSync(login.body).toString())).toEqual(['/assets/login-aa11.js', '/assets/tabs-bb22.js'])
    const detail = await rawGet(`${server.url}/order/detail/HO123`, null)
    expect(preloads(detail.body.toString())).toEqual(['/assets/detail-cc33.js'])
  })

  it('adds nothing where no route has its own scripts (an unknown path is the 404 page)', async () => {
    const unknown = await rawGet(`${server.url}/no/such/page`, null)
    expect(preloads(unknown.body.toString())).toEqual([])
    expect(unknown.body.toString()).toContain('<title>portal</title>')
  })
})
