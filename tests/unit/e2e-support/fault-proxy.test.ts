import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startFaultProxy, type FaultProxy } from '../../e2e/support/fault-proxy'

/** An upstream that applies each POST (counted per idemKey) and answers a JSON envelope. */
function startUpstream() {
  const applied: string[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const key = new URLSearchParams(Buffer.concat(chunks).toString()).get('idemKey') ?? ''
      const replay = applied.includes(key)
      if (req.method === 'POST' && !replay) applied.push(key)
      res.writeHead(200, { 'content-type': 'application/json', ...(replay ? { 'x-idempotent-replay': 'true' } : {}) })
      res.end(JSON.stringify({ status: 200, content: { path: req.url } }))
    })
  })
  return new Promise<{ server: http.Server; port: number; applied: string[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, applied })),
  )
}

let upstream: Awaited<ReturnType<typeof startUpstream>>
let proxy: FaultProxy

beforeEach(async () => {
  upstream = await startUpstream()
  proxy = await startFaultProxy({ upstreamPort: () => upstream.port })
})

afterEach(async () => {
  await proxy.close()
  const closed = new Promise((resolve) => upstream.server.close(resolve))
  upstream.server.closeAllConnections()
  await closed
})

/** A fresh connection per request (no keep-alive), like a first try from the browser. */
function post(key: string): Promise<{ status: number; retryAfter?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${proxy.url}/api/user/landlord/update`, {
      method: 'POST', agent: false, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({
        status: res.statusCode ?? 0,
        ...(res.headers['retry-after'] ? { retryAfter: String(res.headers['retry-after']) } : {}),
        body: Buffer.concat(chunks).toString(),
      }))
    })
    req.on('error', reject)
    req.end(`cityid=110100&idemKey=${key}`)
  })
}

const get = (path: string) => fetch(`${proxy.url}${path}`).then((r) => r.status)

describe('the fault proxy of the e2e fault runs', () => {
  it('passes requests through and records the writes with their key and envelope status', async () => {
    expect((await post('k1')).status).toBe(200)
    expect(await get('/work/index')).toBe(200)
    expect(upstream.applied).toEqual(['k1'])
    expect(proxy.records()).toMatchObject([{ method: 'POST', idemKey: 'k1', upstream: 200, status: 200, outcome: 200, replay: false }])
  })

  it('down: every connection fails and nothing reaches the server', async () => {
    proxy.setMode({ type: 'down' })
    await expect(post('k1')).rejects.toThrow()
    await expect(get('/work/index')).rejects.toThrow()
    expect(upstream.applied).toEqual([])
    proxy.setMode({ type: 'pass' })
    expect((await post('k1')).status).toBe(200)
  })

  it('burst: canned 5xx answers (with Retry-After) before the writes pass again; reads are not touched', async () => {
    proxy.setMode({ type: 'burst', answers: [{ status: 503, retryAfter: 4 }, { status: 502 }] })
    expect(await get('/work/index')).toBe(200)
    expect(await post('k1')).toMatchObject({ status: 503, retryAfter: '4' })
    expect((await post('k1')).status).toBe(502)
    expect((await post('k1')).status).toBe(200)
    expect(upstream.applied).toEqual(['k1'])
    expect(proxy.records().map((r) => r.outcome)).toEqual([503, 502, 200])
  })

  it('applyThenDrop: the server applies the write, the client loses the connection; the resend is a replay', async () => {
    proxy.setMode({ type: 'applyThenDrop', count: 1 })
    await expect(post('k1')).rejects.toThrow()
    expect(upstream.applied).toEqual(['k1'])
    expect((await post('k1')).status).toBe(200)
    expect(proxy.records()).toMatchObject([
      { idemKey: 'k1', upstream: 200, outcome: 'dropped', replay: false },
      { idemKey: 'k1', upstream: 200, outcome: 200, replay: true },
    ])
  })

  it('delay: the answer is held; cutAll drops a held answer', async () => {
    proxy.setMode({ type: 'delay', ms: 300 })
    const started = Date.now()
    expect((await post('k1')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)

    proxy.setMode({ type: 'delay', ms: 10_000 })
    const held = post('k2')
    await expect.poll(() => upstream.applied.length).toBe(2)
    proxy.cutAll()
    await expect(held).rejects.toThrow()
  })

  it('the server gone: the client sees its connection drop', async () => {
    const closed = new Promise((resolve) => upstream.server.close(resolve))
    upstream.server.closeAllConnections()
    await closed
    await expect(post('k1')).rejects.toThrow()
    upstream = await startUpstream()
    expect((await post('k1')).status).toBe(200)
  })
})
