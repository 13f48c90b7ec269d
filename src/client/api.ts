import ky, { isTimeoutError } from 'ky'
import type { EndpointKey, RequestOf, ResponseOf } from '../domain/endpoints'
import { endpointDef } from './endpoint-defs'
import type { EndpointDef, Service } from '../domain/endpoint-types'
import {
  APP_BUILD_HEADER, APP_OUTDATED_STATUS, BIZGUARD_HEADER, HTTP_TIMEOUT_MS, IDEMPOTENCY_PARAM,
  SERVER_TIME_HEADER, SLIDE_TOKEN_PARAM, TOTAL_ROWS_HEADER,
} from '../domain/common-params'
import { STATUS, isSuccessStatus, type Envelope } from '../domain/envelope'
import { looksLikeMessageKey } from '../domain/message-key'
import { buildRequest, toWireParams, type BuiltRequest } from './build-request'
import { formPayload, type BatchOp, type BatchResult } from '../domain/outbox-batch'
import { getOffset, setOffsetFromServerTime } from './clock'
import { ApiError, isApiError, type ApiErrorInit } from './errors'
import { emitApiEvent } from './events'
import { newIdempotencyKey } from './idempotency-key'
import { parseRetryAfter } from './retry-after'
import { clearSession, getSession } from './session'
import { takeSlideToken } from './slide-token'
import { xhrFetch, type UploadProgress } from './xhr-fetch'
import { STORAGE_KEYS } from './storage-keys'
import { localStore } from './web-storage'

export type CallOptions = {
  /** Do not emit a 'message' event for a failure (the caller shows it itself). */
  hideMessage?: boolean
  /** The file of a multipart call, sent as Filedata. */
  file?: Blob
  fileName?: string
  signal?: AbortSignal
  /**
   * Idempotent endpoints: the write's id (the outbox passes the one made at enqueue time); sent
   * as idemKey and signed. Default: a fresh UUID per call (newIdempotencyKey).
   */
  idempotencyKey?: string
  /** A multipart upload reports its progress (sent through XMLHttpRequest: fetch has none). */
  onUploadProgress?: UploadProgress
  /** How long to wait for the answer (default 20 s, spec 9): a long-poll waits longer. */
  timeoutMs?: number
}

type FetchFn = (input: Request, init?: RequestInit) => Promise<Response>

/**
 * Calls an endpoint of src/domain/endpoints.ts by key (spec 7, 8): adds the common and session
 * params, signs, sends, and resolves with the success content parsed by the endpoint's response
 * schema. Every failure rejects with an ApiError; 4203 and 307 also emit their events.
 */
export async function call<K extends EndpointKey>(
  key: K,
  params: RequestOf<K>,
  opts: CallOptions = {},
): Promise<ResponseOf<K>> {
  return (await perform(key, params, opts, 'data')) as ResponseOf<K>
}

/**
 * Downloads a file answer (an export): resolves with it as a File (a Blob with the name from
 * Content-Disposition). A JSON answer carrying an errorMsg or a failure status shows it and
 * rejects (spec 8).
 */
export async function download<K extends EndpointKey>(
  key: K,
  params: RequestOf<K>,
  opts: CallOptions = {},
): Promise<File> {
  return (await perform(key, params, opts, 'file')) as File
}

/** A streamed answer as it starts: its head (the endpoint's response schema over the headers) and the file's bytes to read. */
export type OpenStream<K extends EndpointKey> = { head: ResponseOf<K>; body: ReadableStream<Uint8Array>; type: string }

/**
 * Opens a streamed answer (EndpointDef.stream: an export): resolves once the head has arrived,
 * with the body still to read (the caller reads it at its pace and may abort through
 * opts.signal). A refusal before the file (session, access, input) rejects as call() does.
 */
export async function openStream<K extends EndpointKey>(
  key: K,
  params: RequestOf<K>,
  opts: CallOptions = {},
): Promise<OpenStream<K>> {
  return (await perform(key, params, opts, 'stream')) as OpenStream<K>
}

/** A write of a batch: an idempotent endpoint (isBatchable), its params and its key. */
export type BatchCall = { endpoint: EndpointKey; params: unknown; idempotencyKey: string; after?: number }

/** One write's outcome in a batch: its answer, its error as call() would reject, or not run. */
export type BatchOutcome = { ok: true; value: unknown } | { ok: false; error: unknown } | { skipped: true }

/**
 * Sends several writes as one outboxBatch call (docs/decisions/0032-outbox-batches.md) and
 * resolves with an outcome per write, each read as if the write had been answered alone (the
 * same ApiErrors, the same response schema). When the batch call itself fails (network, 5xx,
 * session...) every write gets that error.
 */
export async function callBatch(calls: readonly BatchCall[], opts: Pick<CallOptions, 'hideMessage' | 'signal'> = {}): Promise<BatchOutcome[]> {
  const ops: BatchOp[] = []
  const outcomes: (BatchOutcome | undefined)[] = calls.map(() => undefined)
  const sentIndex: number[] = []
  const defs: (EndpointDef | undefined)[] = []
  for (const [i, write] of calls.entries()) {
    try {
      const def = await defOf(write.endpoint, opts)
      defs[i] = def
      const fields = parseRequest(write.endpoint, def, write.params, opts)
      const payload = def.encoding === 'form' ? formPayload(toWireParams(fields)) : fields
      const after = write.after === undefined ? undefined : sentIndex[write.after]
      if (write.after !== undefined && after === undefined) {
        outcomes[i] = { skipped: true }
        continue
      }
      sentIndex[i] = ops.length
      ops.push({ endpoint: write.endpoint, idemKey: write.idempotencyKey, payload, ...(after === undefined ? {} : { after }) })
    } catch (error) {
      outcomes[i] = { ok: false, error }
    }
  }
  if (ops.length) {
    let results: Awaited<ReturnType<typeof call<'outboxBatch'>>>['results']
    try {
      results = (await call('outboxBatch', { ops }, opts)).results
    } catch (error) {
      return outcomes.map((outcome) => outcome ?? { ok: false, error })
    }
    for (const [i, write] of calls.entries()) {
      const index = sentIndex[i]
      const def = defs[i]
      if (index === undefined || !def) continue
      outcomes[i] = readResult(write.endpoint, def, results[index], opts)
    }
  }
  return outcomes.map((outcome) => outcome ?? { skipped: true })
}

const NO_HEADERS: Pick<Headers, 'get'> = { get: () => null }

function readResult(key: EndpointKey, def: EndpointDef, result: BatchResult | undefined, opts: CallOptions): BatchOutcome {
  if (!result || 'skipped' in result) return { skipped: true }
  const status = result.httpStatus
  const response: AnswerMeta = { status, ok: status >= 200 && status < 300, headers: NO_HEADERS }
  try {
    return { ok: true, value: interpret(key, def, response, '', result.body, asEnvelope(result.body), opts, 'data') }
  } catch (error) {
    return { ok: false, error }
  }
}

/** Base URL per service; the default for a service is `/api/{service}`. Undefined resets one. */
export function configureServices(bases: Partial<Record<Service, string | undefined>>): void {
  for (const [service, base] of Object.entries(bases) as [Service, string | undefined][]) {
    if (base === undefined) serviceBases.delete(service)
    else serviceBases.set(service, base.replace(/\/+$/, ''))
  }
}

/** The fetch the call layer sends with (tests pass a fake); undefined restores global fetch. */
export function configureFetch(fn?: FetchFn): void {
  fetchImpl = fn
  // another way to the server: nothing is known of its reachability yet
  serverUnreachable = false
}

/** The portal build sent with every call (X-App-Build; by default this build's): undefined sends none. */
export function configureAppBuild(buildId?: string): void {
  appBuild = buildId
}

export function serviceBase(service: Service): string {
  return serviceBases.get(service) ?? `/api/${service}`
}

/** Where the shell sends the user for slide verification (spec 4: slideRedirect = here). */
export function slideUrl(): string {
  const here = globalThis.location?.href ?? ''
  const lang = localStore()?.getItem(STORAGE_KEYS.lang) ?? 'zh'
  return `/verify/slide?slideRedirect=${encodeURIComponent(here)}&lang=${encodeURIComponent(lang)}`
}

const serviceBases = new Map<Service, string>()
let fetchImpl: FetchFn | undefined
declare const __BUILD_ID__: string | undefined
/** This build's id (vite.config.ts `define`), sent without any set-up: the first call of a page may come before the shell's start-up code. */
let appBuild: string | undefined = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined

async function perform(
  key: EndpointKey,
  params: unknown,
  opts: CallOptions,
  expect: Expect,
): Promise<unknown> {
  const def = await defOf(key, opts)
  const fields = parseRequest(key, def, params, opts)
  if (hasField(def, SLIDE_TOKEN_PARAM) && fields[SLIDE_TOKEN_PARAM] === undefined) {
    const token = takeSlideToken()
    if (token) fields[SLIDE_TOKEN_PARAM] = token
  }
  if (def.idempotent) fields[IDEMPOTENCY_PARAM] = opts.idempotencyKey ?? newIdempotencyKey()

  for (let attempt = 0; ; attempt++) {
    // the session the request carries: a 4203 about a session the device has already left (a
    // logout, another sign-in while it was in flight) is not about the current one
    const sentSessId = getSession()?.sessId ?? null
    const request = sign(key, def, fields, opts)
    const response = await send(request, opts)
    if (response.status === STATUS.slide || response.headers.has(BIZGUARD_HEADER)) {
      const envelope = asEnvelope(parseJson(await readText(response)))
      throw slide(envelope, response.status)
    }
    if (expect === 'stream' && response.ok && response.body && !isJsonResponse(response)) {
      return streamOf(key, def, response, opts)
    }
    if (expect === 'file' && response.ok && !isJsonResponse(response)) {
      return new File([await response.blob()], fileNameFrom(response), {
        type: response.headers.get('content-type') ?? '',
      })
    }
    const text = await readText(response)
    const body = parseJson(text)
    const envelope = asEnvelope(body)
    if (response.status === 401 && attempt === 0 && envelope?.status !== STATUS.sessionExpired) {
      const serverMs = Number(response.headers.get(SERVER_TIME_HEADER) ?? Number.NaN)
      if (Number.isFinite(serverMs) && serverMs > 0) {
        setOffsetFromServerTime(serverMs, Date.now())
        continue
      }
    }
    return interpret(key, def, response, text, body, envelope, opts, expect, sentSessId)
  }
}

/** What the caller wants of an answer: the envelope's content, a whole file, or a file to read as it comes. */
type Expect = 'data' | 'file' | 'stream'

function streamOf(key: EndpointKey, def: EndpointDef, response: Response, opts: CallOptions): OpenStream<EndpointKey> {
  const total = response.headers.get(TOTAL_ROWS_HEADER)
  const parsed = def.response.safeParse({ fileName: fileNameFrom(response), total: total === null ? undefined : Number(total) })
  if (!parsed.success) {
    console.error(`[api] ${key}: the streamed answer's head does not match the response schema`, parsed.error.issues)
    void response.body?.cancel()
    return fail({ status: response.status, key: 'requestException', httpStatus: response.status }, opts)
  }
  return { head: parsed.data as ResponseOf<EndpointKey>, body: response.body!, type: response.headers.get('content-type') ?? '' }
}

/** What interpret() reads of an answer (a batch op's answer has no Response of its own). */
type AnswerMeta = { status: number; ok: boolean; headers: Pick<Headers, 'get'> }

function interpret(
  key: EndpointKey,
  def: EndpointDef,
  response: AnswerMeta,
  text: string,
  body: unknown,
  envelope: Envelope | null,
  opts: CallOptions,
  expect: Expect,
  /** The session id the request was sent with (undefined: not known, a batch op's answer). */
  sentSessId?: string | null,
): unknown {
  if (response.status === APP_OUTDATED_STATUS) {
    // this build is older than the server accepts: the shell asks the host to reload
    emitApiEvent({ type: 'appOutdated' })
    throw new ApiError({ status: APP_OUTDATED_STATUS, key: 'appOutdated', httpStatus: response.status })
  }
  // a 503 or 429 may say when to come back (the outbox waits at least that long)
  const retryAfterMs = response.ok ? undefined : parseRetryAfter(response.headers.get('retry-after'), Date.now())
  if (!envelope) {
    if (!response.ok) return fail({ status: response.status, key: 'networkError', httpStatus: response.status, retryAfterMs }, opts)
    console.error(`[api] ${key}: the answer is not a JSON envelope`)
    return fail({ status: response.status, key: 'requestException', httpStatus: response.status }, opts)
  }
  if (envelope.status === STATUS.slide) throw slide(envelope, response.status)
  if (envelope.status === STATUS.sessionExpired) {
    const current = getSession()?.sessId ?? null
    if (sentSessId === undefined || (sentSessId !== null && sentSessId === current)) {
      clearSession()
      emitApiEvent({ type: 'sessionExpired' })
    }
    throw new ApiError({
      status: STATUS.sessionExpired,
      key: envelope.errorMsg ?? 'sessionExpired',
      httpStatus: response.status,
    })
  }
  const failed = !isSuccessStatus(envelope.status) || !response.ok || (expect !== 'data' && !!envelope.errorMsg)
  if (failed) {
    return fail({
      status: envelope.status,
      key: envelope.errorMsg ?? (response.ok ? 'requestException' : 'networkError'),
      field: envelope.errorField,
      params: envelope.errorParams,
      content: envelope.content,
      httpStatus: response.status,
      retryAfterMs,
    }, opts)
  }
  if (expect === 'file') {
    return new File([text], fileNameFrom(response), { type: response.headers.get('content-type') ?? '' })
  }
  if (expect === 'stream') {
    console.error(`[api] ${key}: a streamed answer came as an envelope`)
    return fail({ status: envelope.status, key: 'requestException', httpStatus: response.status }, opts)
  }
  const data = envelope.content !== undefined && !def.flat ? envelope.content : body
  const parsed = def.response.safeParse(data)
  if (!parsed.success) {
    console.error(`[api] ${key}: the answer does not match the response schema`, parsed.error.issues)
    return fail({ status: envelope.status, key: 'requestException', content: data, httpStatus: response.status }, opts)
  }
  return parsed.data
}

function parseRequest(key: EndpointKey, def: EndpointDef, params: unknown, opts: CallOptions): Record<string, unknown> {
  const parsed = def.request.safeParse(params ?? {})
  if (parsed.success && isRecord(parsed.data)) return { ...parsed.data }
  const issue = parsed.success ? undefined : parsed.error.issues[0]
  console.error(`[api] ${key}: the request does not match the request schema`, parsed.success ? parsed.data : parsed.error.issues)
  return fail({ status: 0, key: 'requestException', field: issue?.path.map(String).join('.') || undefined }, opts)
}

function sign(key: EndpointKey, def: EndpointDef, fields: Record<string, unknown>, opts: CallOptions): BuiltRequest {
  try {
    return buildRequest({
      def,
      base: serviceBase(def.service),
      fields,
      session: getSession(),
      nowMs: Date.now(),
      offsetMs: getOffset(),
      file: opts.file,
      fileName: opts.fileName,
    })
  } catch (error) {
    console.error(`[api] ${key}: signing failed`, error)
    return fail({ status: 0, key: 'requestException' }, opts, error)
  }
}

/**
 * Whether the last answer (or its absence) said the server was unreachable: no connection, a
 * timeout, a 5xx (the server or its proxy in trouble). The first answer below 500 after that
 * emits `serverBack` once.
 */
let serverUnreachable = false

function noteReachability(reachable: boolean): void {
  if (reachable && serverUnreachable) {
    serverUnreachable = false
    emitApiEvent({ type: 'serverBack' })
  } else if (!reachable) {
    serverUnreachable = true
  }
}

async function send(request: BuiltRequest, opts: CallOptions): Promise<Response> {
  try {
    const response = await ky(request.url, {
      method: request.method,
      headers: appBuild ? { ...request.headers, [APP_BUILD_HEADER]: appBuild } : request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      credentials: 'include',
      timeout: opts.timeoutMs ?? HTTP_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
      ...(opts.signal ? { signal: opts.signal } : {}),
      fetch: opts.onUploadProgress && !fetchImpl && typeof XMLHttpRequest === 'function'
        ? xhrFetch(opts.onUploadProgress)
        : (input, init) => (fetchImpl ?? globalThis.fetch)(input as Request, init),
    })
    noteReachability(response.status < 500)
    return response
  } catch (error) {
    if (opts.signal?.aborted) throw error
    noteReachability(false)
    if (isTimeoutError(error)) return fail({ status: 0, key: 'networkTimeout' }, opts, error)
    return fail({ status: 0, key: 'networkError' }, opts, error)
  }
}

function slide(envelope: Envelope | null, httpStatus: number): ApiError {
  emitApiEvent({ type: 'slide', url: slideUrl() })
  return new ApiError({
    status: STATUS.slide,
    key: envelope?.errorMsg ?? 'tooManyRequests',
    params: envelope?.errorParams,
    httpStatus,
  })
}

/** Shows the failure (unless hidden) and throws it. */
/** The call's definition (its area's schemas load with the first call into it); a failed load fails the call as a network failure would. */
async function defOf(key: EndpointKey, opts: CallOptions): Promise<EndpointDef> {
  try {
    return await endpointDef(key)
  } catch (error) {
    const init: ApiErrorInit = isApiError(error) ? { status: error.status, key: error.key } : { status: 0, key: 'requestException' }
    return fail(init, opts, error)
  }
}

function fail(init: ApiErrorInit, opts: CallOptions, cause?: unknown): never {
  if (!opts.hideMessage) {
    const known = looksLikeMessageKey(init.key)
    emitApiEvent({
      type: 'message',
      key: known ? init.key : 'operationFailed',
      ...(init.params ? { params: init.params } : {}),
      ...(known ? {} : { text: init.key }),
    })
  }
  throw new ApiError(init, cause === undefined ? undefined : { cause })
}

function hasField(def: EndpointDef, name: string): boolean {
  const shape = (def.request as { shape?: unknown }).shape
  return isRecord(shape) && name in shape
}

function asEnvelope(body: unknown): Envelope | null {
  if (!isRecord(body) || typeof body.status !== 'number') return null
  const envelope: Envelope = { status: body.status }
  if ('content' in body) envelope.content = body.content
  if (typeof body.errorMsg === 'string' && body.errorMsg) envelope.errorMsg = body.errorMsg
  if (typeof body.errorField === 'string' && body.errorField) envelope.errorField = body.errorField
  if (isRecord(body.errorParams)) envelope.errorParams = body.errorParams as Record<string, string | number>
  return envelope
}

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.text()
  } catch {
    return ''
  }
}

function isJsonResponse(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '')
}

function fileNameFrom(response: AnswerMeta): string {
  const disposition = response.headers.get('content-disposition') ?? ''
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim())
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)
  return plain?.[1]?.trim() || 'download'
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
