import type { EndpointKey, RequestOf, ResponseOf } from '../domain/endpoints'
import { endpointDef } from './endpoint-defs'
import type { EndpointDef } from '../domain/endpoint-types'
import { BIZGUARD_HEADER, IDEMPOTENCY_PARAM, SERVER_TIME_HEADER, SLIDE_TOKEN_PARAM } from '../domain/common-params'
import { STATUS } from '../domain/envelope'
import {
  asEnvelope, fail, fileNameFrom, interpret, isJsonResponse, isRecord, parseJson, readText, slide, streamOf, withFailureKind,
  type AnswerMeta, type Expect, type OpenStream,
} from './api-answer'
import { send, serviceBase, type CallOptions } from './api-transport'
import { buildRequest, toWireParams, type BuiltRequest } from './build-request'
import { formPayload, type BatchOp, type BatchResult } from '../domain/outbox-batch'
import { getOffset, setOffsetFromServerTime } from './clock'
import { isApiError, type ApiErrorInit } from './errors'
import { newIdempotencyKey } from './idempotency-key'
import { getSession } from './session'
import { takeSlideToken } from './slide-token'

// the call layer's other parts, re-exported so callers keep importing from here: sending and its
// configuration (api-transport.ts), reading an answer (api-answer.ts)
export { configureAppBuild, configureFetch, configureServices, serviceBase, type CallOptions } from './api-transport'
export { slideUrl, type OpenStream } from './api-answer'

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
      const fields = parseRequest(write.endpoint, def, write.params, withFailureKind(opts, def))
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
      outcomes[i] = readResult(write.endpoint, def, results[index], withFailureKind(opts, def))
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

async function perform(
  key: EndpointKey,
  params: unknown,
  callOpts: CallOptions,
  expect: Expect,
): Promise<unknown> {
  const def = await defOf(key, callOpts)
  // every failure of the call carries what the write was doing (decision 0080)
  const opts = withFailureKind(callOpts, def)
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

/** The call's definition (its area's schemas load with the first call into it); a failed load fails the call as a network failure would. */
async function defOf(key: EndpointKey, opts: CallOptions): Promise<EndpointDef> {
  try {
    return await endpointDef(key)
  } catch (error) {
    const init: ApiErrorInit = isApiError(error) ? { status: error.status, key: error.key } : { status: 0, key: 'requestException' }
    return fail(init, opts, error)
  }
}

function hasField(def: EndpointDef, name: string): boolean {
  const shape = (def.request as { shape?: unknown }).shape
  return isRecord(shape) && name in shape
}
