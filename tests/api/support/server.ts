import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Kysely } from 'kysely'
import { commonParams, GATE_TIME_PARAM, IDEMPOTENCY_PARAM, NONCE_PARAM, TOTAL_ROWS_HEADER } from '../../../src/domain/common-params'
import { STATUS } from '../../../src/domain/envelope'
import { servicePath } from '../../../src/domain/endpoint-types'
import type { EndpointDef } from '../../../src/domain/endpoint-types'
import { endpoints } from '../../../src/domain/endpoints'
import type { EndpointKey } from '../../../src/domain/endpoints'
import { BODY_HASH_PARAM, bodyHash, GATESIGN_PARAM, gatesign } from '../../../src/domain/gatesign'
import { createApp } from '../../../src/server/app'
import { loadConfig } from '../../../src/server/config'
import type { ServerConfig } from '../../../src/server/config'
import type { Database } from '../../../src/server/db/schema'
import { recordingProviders } from '../../../src/server/providers'
import type { Providers } from '../../../src/server/providers'
import { openTestDb } from './test-db'

/** A session as the call layer holds it (from a login result or the cookies). */
export type TestSession = { userId: string; sessId: string; xztoken: string }

export type ApiOptions = {
  session?: TestSession
  /** Gate timestamp to send (default: the server clock); null leaves it out. */
  gatetime?: number | null
  /** Client address (the test server trusts X-Forwarded-For); default: a new address per call. */
  ip?: string
  /** false: send no gatesign; a string: send that instead of the right one. */
  sign?: false | string
  /** Sign as if the request went to this path (a signature for another endpoint). */
  signPath?: string
  /** Common params to leave out. */
  omit?: readonly string[]
  /** The multipart file (field Filedata). */
  file?: Blob & { name?: string }
  /** Extra request headers (e.g. Cookie). */
  headers?: Record<string, string>
  /** Send this exact body with this content type instead of the encoded params (still signed as built). */
  rawBody?: { contentType: string; body: string }
  /** Idempotent endpoints: the idemKey to send (default: a fresh UUID per call); null leaves it out. */
  idemKey?: string | null
  /** POST: the nonce the call layer adds (default: a fresh UUID per call); null leaves it out. */
  nonce?: string | null
  /** JSON endpoints: send this exact text as the body, signed as the call layer signs a body (bodysha). */
  jsonText?: string
  /** Changes the right signature before it is sent (a flipped character). */
  tamper?: (gatesign: string) => string
  /** Sends the body in 20 pieces spread over this many ms (an upload on a slow connection). */
  trickleMs?: number
}

/**
 * An answer: `body` is the parsed JSON envelope. A streamed file (EndpointDef.stream) reads as
 * the call layer reads it: its head (file name, row count from the headers) as the content of a
 * success envelope, and the file itself in `text`.
 */
export type ApiReply = { http: number; headers: Headers; body: any; text: string }

export type TestServer = {
  url: string
  db: Kysely<Database>
  config: ServerConfig
  clock: { now(): number; advance(ms: number): void; set(ms: number): void }
  /** Calls an endpoint of the table, built exactly as the spec's call layer does. */
  api(key: EndpointKey, params?: Record<string, unknown>, options?: ApiOptions): Promise<ApiReply>
  /** Plain fetch against the server (for raw HTTP checks). */
  fetch(pathAndQuery: string, init?: RequestInit): Promise<Response>
  /** The last verification code sent to a target ('+86 13800000001' or an e-mail address). */
  codeFor(target: string): Promise<string>
  count(table: keyof Database): Promise<number>
  /** Files under the server's uploaded-files folder (DATA_DIR/files), at any depth. */
  countFiles(): number
  close(): Promise<void>
}

export const START_TIME = Date.UTC(2026, 10, 21, 8, 0, 0)

/** The signed URL the test call layer builds for a GET endpoint (a GET can be sent again as it is). */
export async function signedUrl(server: TestServer, key: EndpointKey, params: Record<string, unknown>, options: ApiOptions = {}): Promise<string> {
  const realFetch = globalThis.fetch
  let url = ''
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    url = String(input)
    return realFetch(input, init)
  }) as typeof fetch
  try {
    await server.api(key, params, options)
  } finally {
    globalThis.fetch = realFetch
  }
  return url
}

export async function startServer(
  overrides: Partial<ServerConfig> = {},
  providerOverrides: Partial<Providers> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-'))
  const config: ServerConfig = { ...loadConfig({ PORT: '0', DATA_DIR: dataDir, TRUST_PROXY: '1' }), ...overrides }
  fs.mkdirSync(config.filesDir, { recursive: true })
  const testDb = await openTestDb(config)
  const db = testDb.db
  if (testDb.databaseUrl) config.databaseUrl = testDb.databaseUrl
  let current = START_TIME
  const clock = {
    now: () => current,
    advance: (ms: number) => { current += ms },
    set: (ms: number) => { current = ms },
  }
  const app = createApp({ db, config, providers: { ...recordingProviders(db, clock.now), ...providerOverrides }, now: clock.now })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`

  const api = apiClient(url, clock.now)

  async function codeFor(target: string): Promise<string> {
    const row = await db.selectFrom('outbound_messages').select('code').where('target', '=', target).orderBy('id', 'desc').executeTakeFirst()
    if (!row) throw new Error(`no message was sent to ${target}`)
    return row.code
  }

  async function count(table: keyof Database): Promise<number> {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  function countFiles(dir = config.filesDir): number {
    if (!fs.existsSync(dir)) return 0
    return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0)
  }

  return {
    url, db, config, clock, api, codeFor, count, countFiles: () => countFiles(),
    fetch: (p, init) => fetch(url + p, { redirect: 'manual', ...init }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await testDb.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Calls an endpoint of the table at a server's URL, built as the spec's call layer does (clock: the gatetime sent). */
export function apiClient(url: string, now: () => number): TestServer['api'] {
  return async function api(key: EndpointKey, params: Record<string, unknown> = {}, options: ApiOptions = {}): Promise<ApiReply> {
    const def: EndpointDef = endpoints[key]
    const fullPath = servicePath(def)
    if (def.idempotent && options.idemKey !== null && params[IDEMPOTENCY_PARAM] === undefined) {
      params = { ...params, [IDEMPOTENCY_PARAM]: options.idemKey ?? randomUUID() }
    }
    const common: Record<string, string> = commonParams(now(), 0)
    if (options.gatetime === null) delete common[GATE_TIME_PARAM]
    else if (options.gatetime !== undefined) common[GATE_TIME_PARAM] = String(options.gatetime)
    for (const name of options.omit ?? []) delete common[name]
    const session = options.session
    const sessionParams: Record<string, string> = session ? { userId: session.userId, sessId: session.sessId, xztoken: session.xztoken } : {}
    const envelopeParams: Record<string, string> = { ...common, ...sessionParams }
    if (def.method === 'POST' && options.nonce !== null) envelopeParams[NONCE_PARAM] = options.nonce ?? randomUUID()
    const headers: Record<string, string> = { ...(options.headers ?? {}) }
    headers['X-Forwarded-For'] = options.ip ?? nextIp()
    const sign = (signed: Record<string, string | string[]>) =>
      options.sign === false ? undefined : options.sign ?? (options.tamper ?? ((g: string) => g))(gatesign(options.signPath ?? fullPath, signed))

    let target = fullPath
    let body: BodyInit | undefined
    if (def.encoding === 'json') {
      const json = options.jsonText ?? JSON.stringify(params)
      const signature = sign({ ...envelopeParams, [BODY_HASH_PARAM]: bodyHash(json) })
      target += `?${new URLSearchParams({ ...envelopeParams, ...(signature ? { [GATESIGN_PARAM]: signature } : {}) })}`
      body = json
      headers['Content-Type'] = 'application/json'
    } else {
      const fields: Record<string, string | string[]> = { ...envelopeParams }
      for (const [k, v] of Object.entries(params)) fields[k] = Array.isArray(v) ? v.map(String) : String(v)
      const signature = sign(fields)
      const all = signature ? { ...fields, [GATESIGN_PARAM]: signature } : fields
      if (def.encoding === 'query') {
        target += `?${toSearch(all)}`
      } else if (def.encoding === 'form') {
        body = toSearch(all)
        headers['Content-Type'] = 'application/x-www-form-urlencoded'
      } else {
        const form = new FormData()
        for (const [k, v] of Object.entries(all)) for (const value of typeof v === 'string' ? [v] : v) form.append(k, value)
        if (options.file) form.append('Filedata', options.file, options.file.name ?? 'upload.bin')
        body = form
      }
    }
    if (options.rawBody) {
      body = options.rawBody.body
      headers['Content-Type'] = options.rawBody.contentType
    }
    if (options.trickleMs && body !== undefined) body = await trickled(body, headers, options.trickleMs)
    const response = await fetch(url + target, { method: def.method, headers, body, redirect: 'manual', ...(options.trickleMs ? { duplex: 'half' } : {}) } as RequestInit)
    const text = await response.text()
    if (def.stream && response.ok && !/json/.test(response.headers.get('content-type') ?? '')) {
      const fileName = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get('content-disposition') ?? '')?.[1]
      const head = { fileName: fileName ? decodeURIComponent(fileName) : undefined, total: Number(response.headers.get(TOTAL_ROWS_HEADER)) }
      return { http: response.status, headers: response.headers, body: { status: STATUS.ok, content: head }, text }
    }
    let parsed: unknown = undefined
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { http: response.status, headers: response.headers, body: parsed, text }
  }
}

/** The body as a stream of 20 pieces, one every trickleMs / 20 ms (its content type moved to the headers). */
async function trickled(body: BodyInit, headers: Record<string, string>, trickleMs: number): Promise<ReadableStream<Uint8Array>> {
  const whole = new Response(body)
  const type = whole.headers.get('content-type')
  if (type) headers['Content-Type'] = type
  const bytes = new Uint8Array(await whole.arrayBuffer())
  headers['Content-Length'] = String(bytes.length)
  const size = Math.ceil(bytes.length / 20)
  let at = 0
  return new ReadableStream({
    async pull(controller) {
      if (at >= bytes.length) return controller.close()
      if (at > 0) await new Promise((resolve) => setTimeout(resolve, trickleMs / 20))
      controller.enqueue(bytes.slice(at, at + size))
      at += size
    },
  })
}

let ipCounter = 0

function nextIp(): string {
  ipCounter += 1
  return `172.16.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

function toSearch(fields: Record<string, string | string[]>): string {
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) for (const value of typeof v === 'string' ? [v] : v) search.append(k, value)
  return search.toString()
}
