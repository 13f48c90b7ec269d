import http from 'node:http'
import zlib from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

/** A canned answer of a 5xx burst (a load balancer's plain-text page, with Retry-After in seconds). */
export type BurstAnswer = { status: number; retryAfter?: number }

/**
 * What the proxy does with the requests its `match` selects (by default the portal's writes:
 * POSTs under /api/); other requests always pass, except in `down`, which cuts everything.
 * - pass: forward as is
 * - down: every connection is destroyed (open ones at once, new ones on arrival)
 * - burst: the next answers are these canned ones (not forwarded), then pass
 * - applyThenDrop: the next `count` requests are forwarded, the server's whole answer is awaited
 *   and thrown away, and the client's connection is destroyed; then pass
 * - delay: the server's answer is held `ms` before it is relayed
 */
export type FaultMode =
  | { type: 'pass' }
  | { type: 'down' }
  | { type: 'burst'; answers: BurstAnswer[] }
  | { type: 'applyThenDrop'; count: number }
  | { type: 'delay'; ms: number }

/**
 * One request the proxy saw that `match` selected; an outboxBatch call gives one record per op
 * (its idemKey, the op's own status and replay flag; the call's HTTP status and fate).
 */
export type ProxyRecord = {
  at: number
  method: string
  path: string
  /** The idempotency key of a form-encoded write or of a batch's op (idemKey), if any. */
  idemKey?: string
  /** The server's HTTP status if the request reached it. */
  upstream?: number
  /** The status field of the server's JSON envelope (e.g. 200, 4203), if it answered one. */
  status?: number
  /** What the client got: an HTTP status, or `dropped` when its connection was destroyed. */
  outcome: number | 'dropped'
  /** The server answered from its idempotency table (x-idempotent-replay). */
  replay: boolean
}

export type FaultProxy = {
  url: string
  port: number
  setMode: (mode: FaultMode) => void
  /** Destroys every open client connection (and any answer being held), e.g. when the server dies. */
  cutAll: () => void
  /** The matched requests so far, oldest first. */
  records: () => ProxyRecord[]
  close: () => Promise<void>
}

export type FaultProxyOptions = {
  /** The upstream server's port (read at each request: the server may be restarted elsewhere). */
  upstreamPort: () => number
  /** Which requests the faults apply to (and which are recorded). */
  match?: (req: IncomingMessage) => boolean
}

const isWrite = (req: IncomingMessage) => req.method === 'POST' && (req.url ?? '').startsWith('/api/')

/**
 * A fault-injecting HTTP proxy on 127.0.0.1 in front of the portal server: the page loads from
 * the proxy's origin, so the service worker and the API both go through it (Playwright's
 * setOffline does not cut the worker's traffic).
 */
export async function startFaultProxy(options: FaultProxyOptions): Promise<FaultProxy> {
  const match = options.match ?? isWrite
  const sockets = new Set<Socket>()
  const held = new Set<NodeJS.Timeout>()
  const log: ProxyRecord[] = []
  let mode: FaultMode = { type: 'pass' }

  const server = http.createServer((req, res) => {
    void handle(req, res).catch(() => req.socket.destroy())
  })
  server.keepAliveTimeout = 30_000
  server.on('connection', (socket) => {
    if (mode.type === 'down') {
      socket.destroy()
      return
    }
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readAll(req)
    if (mode.type === 'down') {
      req.socket.destroy()
      return
    }
    const matched = match(req)
    const records: ProxyRecord[] = matched
      ? idemKeysOf(req, body).map((key) => ({ at: Date.now(), method: req.method ?? '', path: req.url ?? '', outcome: 'dropped', replay: false, ...key }))
      : []
    log.push(...records)
    const record = records[0]
    const current = mode

    if (record && current.type === 'burst') {
      const answer = current.answers.shift()
      if (current.answers.length === 0) mode = { type: 'pass' }
      if (answer) {
        for (const r of records) r.outcome = answer.status
        res.writeHead(answer.status, {
          'content-type': 'text/plain',
          ...(answer.retryAfter === undefined ? {} : { 'retry-after': String(answer.retryAfter) }),
        })
        res.end(`${answer.status} from the fault proxy`)
        return
      }
    }

    let upstream: Upstream
    try {
      upstream = await forward(options.upstreamPort(), req, body)
    } catch {
      // the server is gone: the client sees its connection drop, as it would without a proxy
      req.socket.destroy()
      return
    }
    if (record) {
      const answer = envelopeOf(upstream.body, upstream.headers['content-encoding'])
      const results = isBatch(req) ? (answer?.content as { results?: Array<{ body?: { status?: unknown }; replay?: boolean }> } | undefined)?.results : undefined
      for (const [i, r] of records.entries()) {
        r.upstream = upstream.status
        const status = results ? results[i]?.body?.status : answer?.status
        if (typeof status === 'number') r.status = status
        r.replay = results ? results[i]?.replay === true : upstream.headers['x-idempotent-replay'] === 'true'
      }
    }

    if (record && current.type === 'applyThenDrop' && current.count > 0) {
      current.count -= 1
      if (current.count === 0 && mode === current) mode = { type: 'pass' }
      req.socket.destroy()
      return
    }
    if (record && current.type === 'delay') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          held.delete(timer)
          resolve()
        }, current.ms)
        held.add(timer)
      })
      if (req.socket.destroyed) return
    }
    for (const r of records) r.outcome = upstream.status
    res.writeHead(upstream.status, upstream.headers)
    res.end(upstream.body)
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  function cutAll() {
    for (const timer of held) clearTimeout(timer)
    held.clear()
    for (const socket of sockets) socket.destroy()
  }

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    setMode(next) {
      mode = next.type === 'burst' ? { type: 'burst', answers: [...next.answers] } : { ...next }
      if (next.type === 'down') cutAll()
    },
    cutAll,
    records: () => log.map((r) => ({ ...r })),
    close: async () => {
      cutAll()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

type Upstream = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }

function forward(port: number, req: IncomingMessage, body: Buffer): Promise<Upstream> {
  return new Promise((resolve, reject) => {
    // the browser's Host stays (as a reverse proxy passes it), so its Origin matches it
    const headers = { ...req.headers }
    const out = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent: false },
      (answer) => {
        readAll(answer).then(
          (data) => {
            const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...rest } = answer.headers
            const length = req.method === 'HEAD' ? {} : { 'content-length': String(data.length) }
            resolve({ status: answer.statusCode ?? 502, headers: { ...rest, ...length }, body: data })
          },
          reject,
        )
      },
    )
    out.on('error', reject)
    out.end(body)
  })
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

/** The portal's several-writes call (decision 0032). */
export const isBatch = (req: Pick<IncomingMessage, 'method' | 'url'>) => req.method === 'POST' && (req.url ?? '').startsWith('/api/user/outbox/batch')

/** The idempotency keys a request carries: one (or none) for a write alone, one per op of a batch. */
function idemKeysOf(req: IncomingMessage, body: Buffer): Array<{ idemKey?: string }> {
  if (isBatch(req)) {
    try {
      return (JSON.parse(body.toString('utf8')) as { ops: Array<{ idemKey: string }> }).ops.map((op) => ({ idemKey: op.idemKey }))
    } catch {
      return [{}]
    }
  }
  const type = req.headers['content-type'] ?? ''
  const query = new URL(req.url ?? '/', 'http://proxy').searchParams.get('idemKey')
  if (query) return [{ idemKey: query }]
  if (!type.includes('application/x-www-form-urlencoded')) return [{}]
  const key = new URLSearchParams(body.toString('utf8')).get('idemKey')
  return [key ? { idemKey: key } : {}]
}

/** The body is relayed as the server encoded it (gzip for answers over 1 KB): decoded here only to read it. */
function envelopeOf(body: Buffer, encoding: http.OutgoingHttpHeader | undefined): { status?: unknown; content?: unknown } | undefined {
  if (body.length === 0 || body.length > 1_048_576) return undefined
  try {
    const text = (encoding === 'gzip' ? zlib.gunzipSync(body) : encoding === 'deflate' ? zlib.inflateSync(body) : body).toString('utf8')
    return JSON.parse(text) as { status?: unknown; content?: unknown }
  } catch {
    return undefined
  }
}
