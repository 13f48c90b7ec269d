import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedUrl, startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-compression-'))

/** JS-like text, not too repetitive (brotli 11 takes seconds on 5 MB of it). */
function scriptText(bytes: number): string {
  const lines: string[] = []
  let seed = 12345
  let size = 0
  for (let n = 0; size < bytes; n++) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    const line = `export function f${n}_${seed.toString(36)}(a, b) { return a * ${seed % 9973} + b.length - ${n}; }\n`
    lines.push(line)
    size += line.length
  }
  return lines.join('')
}

const APP_SCRIPT = scriptText(40_000)
const CSS = Array.from({ length: 300 }, (_, i) => `.c${i} { margin: ${i}px; color: #${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}; }`).join('\n')
const HUGE_SCRIPT = scriptText(5_000_000)

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'assets'))
  fs.writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><title>portal</title>${'<!-- padding -->'.repeat(100)}`)
  fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js'), APP_SCRIPT)
  // the build's copies: a low quality, so they differ from what the server would make itself
  fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js.br'), zlib.brotliCompressSync(APP_SCRIPT, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }))
  fs.writeFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js.gz'), zlib.gzipSync(APP_SCRIPT, { level: 1 }))
  // only a gzip copy: a brotli client gets it rather than waiting for a compression
  fs.writeFileSync(path.join(distDir, 'assets', 'style-9z8y7x.css'), CSS)
  fs.writeFileSync(path.join(distDir, 'assets', 'style-9z8y7x.css.gz'), zlib.gzipSync(CSS, { level: 1 }))
  fs.writeFileSync(path.join(distDir, 'assets', 'huge-5m5m5m.js'), HUGE_SCRIPT)
  server = await startServer({ distDir })
})
afterAll(async () => {
  await server.close()
  fs.rmSync(distDir, { recursive: true, force: true })
})

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A raw GET (no automatic decompression, unlike fetch). */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}


describe('API answers', () => {
  it('an answer over 1 KB is gzip-encoded when accepted and decodes to the same JSON', async () => {
    const url = await signedUrl(server, 'getCountry', {})
    const plain = await rawGet(url, { 'Accept-Encoding': 'identity', 'X-Forwarded-For': '10.9.0.1' })
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(1024)
    const json = JSON.parse(plain.body.toString('utf8'))
    expect(json.status).toBe(200)

    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip', 'X-Forwarded-For': '10.9.0.2' })
    expect(gz.status).toBe(200)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toMatch(/accept-encoding/i)
    expect(gz.headers['content-type']).toContain('application/json')
    expect(gz.body.length).toBeLessThan(plain.body.length)
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString('utf8'))).toEqual(json)
  })

  it('the call layer (fetch) reads compressed answers as before', async () => {
    const reply = await server.api('getCountry', {}, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(reply.http).toBe(200)
    expect(reply.headers.get('content-encoding')).toBe('gzip')
    expect(reply.body.status).toBe(200)
    expect(reply.body.content.list.length).toBeGreaterThan(10)
  })

  it('a small answer is valid JSON either way', async () => {
    const res = await rawGet(`${server.url}/api/none`, { 'Accept-Encoding': 'gzip' })
    expect(res.status).toBe(404)
    const text = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.body).toString('utf8') : res.body.toString('utf8')
    expect(JSON.parse(text)).toMatchObject({ status: 404 })
  })

  it('clients that accept no encoding get no Content-Encoding', async () => {
    const url = await signedUrl(server, 'getCountry', {})
    const none = await rawGet(url, { 'X-Forwarded-For': '10.9.0.3' })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(none.body.toString('utf8')).status).toBe(200)
  })
})

describe('the built portal, precompressed', () => {
  it('sends the build\'s .br copy to a brotli client, with the type of the original', async () => {
    const res = await rawGet(`${server.url}/assets/app-1a2b3c.js`, { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.body.equals(fs.readFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js.br')))).toBe(true)
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(APP_SCRIPT)
  })

  it('sends the .gz copy to a gzip client, and to a brotli client when there is no .br', async () => {
    const gz = await rawGet(`${server.url}/assets/app-1a2b3c.js`, { 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.body.equals(fs.readFileSync(path.join(distDir, 'assets', 'app-1a2b3c.js.gz')))).toBe(true)
    const css = await rawGet(`${server.url}/assets/style-9z8y7x.css`, { 'Accept-Encoding': 'br, gzip' })
    expect(css.headers['content-encoding']).toBe('gzip')
    expect(css.headers['content-type']).toContain('text/css')
    expect(zlib.gunzipSync(css.body).toString()).toBe(CSS)
    const plain = await rawGet(`${server.url}/assets/app-1a2b3c.js`, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(APP_SCRIPT)
  })

  it('never serves a .br or .gz copy by its own URL', async () => {
    for (const p of ['/assets/app-1a2b3c.js.br', '/assets/app-1a2b3c.js.gz', '/assets/style-9z8y7x.css.gz']) {
      const res = await rawGet(`${server.url}${p}`, { 'Accept-Encoding': 'br, gzip' })
      expect(res.status, p).toBe(404)
    }
  })
})

describe('the built portal, compressed by the server', () => {
  it('compresses index.html (no copy) on its first request', async () => {
    const res = await rawGet(`${server.url}/`, { 'Accept-Encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('<title>portal</title>')
  })

  it('keeps answering API calls while it compresses a large file', async () => {
    const started = Date.now()
    let bigDone = 0
    const big = rawGet(`${server.url}/assets/huge-5m5m5m.js`, { 'Accept-Encoding': 'br' }).then((res) => {
      bigDone = Date.now()
      return res
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const health = await rawGet(`${server.url}/api/health`, {})
    const healthDone = Date.now()
    expect(health.status).toBe(200)
    expect(healthDone - started).toBeLessThan(5_000)
    const res = await big
    // with a blocking compression, the health call could only be answered after it
    if (bigDone - started > 1_000) expect(healthDone).toBeLessThan(bigDone)
    expect(res.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(HUGE_SCRIPT)
  }, 60_000)

  it('uses no synchronous zlib call', () => {
    const source = fs.readFileSync(path.join(import.meta.dirname, '../../src/server/static.ts'), 'utf8')
    expect(source).not.toMatch(/zlib\.\w+Sync\(|\w+Sync\(/)
  })
})
