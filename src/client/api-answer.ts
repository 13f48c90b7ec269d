import type { EndpointKey, ResponseOf } from '../domain/endpoints'
import type { EndpointDef } from '../domain/endpoint-types'
import { APP_OUTDATED_STATUS, TOTAL_ROWS_HEADER } from '../domain/common-params'
import { STATUS, isSuccessStatus, type Envelope } from '../domain/envelope'
import { isFailureKind, withFailureParam, type FailureKind } from '../domain/failure-kind'
import { looksLikeMessageKey } from '../domain/message-key'
import { ApiError, type ApiErrorInit } from './errors'
import { emitApiEvent } from './events'
import { parseRetryAfter } from './retry-after'
import { clearSession, getSession } from './session'
import { STORAGE_KEYS } from './storage-keys'
import { localStore } from './web-storage'

// Reading an answer: the envelope, what a failure becomes (an ApiError, and the events the shell
// shows: message, slide, sessionExpired, appOutdated), a file or a stream. src/client/api.ts sends
// the calls and re-exports what is public here.

/**
 * What reading an answer takes of a call's options (CallOptions): whether to show a failure's
 * message; and, set by the call layer from the endpoint's definition, what the write was doing
 * (its failure kind, decision 0080), which every failure of the call carries.
 */
export type AnswerOptions = { hideMessage?: boolean; failure?: FailureKind | undefined }

/** The options with the endpoint's failure kind (none for reads and for the calls whose reason is the whole text). */
export function withFailureKind<O extends AnswerOptions>(opts: O, def: Pick<EndpointDef, 'failure'>): O {
  return isFailureKind(def.failure) ? { ...opts, failure: def.failure } : opts
}

/** A streamed answer as it starts: its head (the endpoint's response schema over the headers) and the file's bytes to read. */
export type OpenStream<K extends EndpointKey> = { head: ResponseOf<K>; body: ReadableStream<Uint8Array>; type: string }

/** What the caller wants of an answer: the envelope's content, a whole file, or a file to read as it comes. */
export type Expect = 'data' | 'file' | 'stream'

/** What interpret() reads of an answer (a batch op's answer has no Response of its own). */
export type AnswerMeta = { status: number; ok: boolean; headers: Pick<Headers, 'get'> }

/** Where the shell sends the user for slide verification (spec 4: slideRedirect = here). */
export function slideUrl(): string {
  const here = globalThis.location?.href ?? ''
  const lang = localStore()?.getItem(STORAGE_KEYS.lang) ?? 'zh'
  return `/verify/slide?slideRedirect=${encodeURIComponent(here)}&lang=${encodeURIComponent(lang)}`
}

export function streamOf(key: EndpointKey, def: EndpointDef, response: Response, opts: AnswerOptions): OpenStream<EndpointKey> {
  const total = response.headers.get(TOTAL_ROWS_HEADER)
  const parsed = def.response.safeParse({ fileName: fileNameFrom(response), total: total === null ? undefined : Number(total) })
  if (!parsed.success) {
    console.error(`[api] ${key}: the streamed answer's head does not match the response schema`, parsed.error.issues)
    void response.body?.cancel()
    return fail({ status: response.status, key: 'requestException', httpStatus: response.status }, opts)
  }
  return { head: parsed.data as ResponseOf<EndpointKey>, body: response.body!, type: response.headers.get('content-type') ?? '' }
}

export function interpret(
  key: EndpointKey,
  def: EndpointDef,
  response: AnswerMeta,
  text: string,
  body: unknown,
  envelope: Envelope | null,
  opts: AnswerOptions,
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

export function slide(envelope: Envelope | null, httpStatus: number): ApiError {
  emitApiEvent({ type: 'slide', url: slideUrl() })
  return new ApiError({
    status: STATUS.slide,
    key: envelope?.errorMsg ?? 'tooManyRequests',
    params: envelope?.errorParams,
    httpStatus,
  })
}

/**
 * Shows the failure (unless hidden) and throws it, both carrying the write's failure kind: the
 * message shows "<kind>: <reason>" unless the reason is a field's (decision 0080).
 */
export function fail(init: ApiErrorInit, opts: AnswerOptions, cause?: unknown): never {
  const failure = init.failure ?? opts.failure
  if (!opts.hideMessage) {
    const known = looksLikeMessageKey(init.key)
    const params = withFailureParam(init.params, init.field ? undefined : failure)
    emitApiEvent({
      type: 'message',
      key: known ? init.key : 'operationFailed',
      ...(params ? { params } : {}),
      ...(known ? {} : { text: init.key }),
    })
  }
  throw new ApiError(failure ? { ...init, failure } : init, cause === undefined ? undefined : { cause })
}

export function asEnvelope(body: unknown): Envelope | null {
  if (!isRecord(body) || typeof body.status !== 'number') return null
  const envelope: Envelope = { status: body.status }
  if ('content' in body) envelope.content = body.content
  if (typeof body.errorMsg === 'string' && body.errorMsg) envelope.errorMsg = body.errorMsg
  if (typeof body.errorField === 'string' && body.errorField) envelope.errorField = body.errorField
  if (isRecord(body.errorParams)) envelope.errorParams = body.errorParams as Record<string, string | number>
  return envelope
}

export function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export async function readText(response: Response): Promise<string> {
  try {
    return await response.text()
  } catch {
    return ''
  }
}

export function isJsonResponse(response: Response): boolean {
  return /[/+]json\b/i.test(response.headers.get('content-type') ?? '')
}

export function fileNameFrom(response: AnswerMeta): string {
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
