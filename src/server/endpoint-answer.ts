import { TOTAL_ROWS_HEADER } from '../domain/common-params'
import type { EndpointDef } from '../domain/endpoint-types'
import type { EndpointKey } from '../domain/endpoints'
import { STATUS } from '../domain/envelope'
import type { Envelope } from '../domain/envelope'
import type { StreamHead } from '../domain/stream-head'
import type { Handler, HandlerContext, StreamAnswer } from './handler'
import type { Answer } from './middleware/idempotency'
import { implausibleValue } from './middleware/plain-values'
import { log } from './log'
import { databaseFailed } from './db/outage-log'

/**
 * The endpoint's request schema over a payload, then the plain-value limits: the parsed input, or
 * the envelope of its refusal (400 invalidValue naming the field). Shared by a call that comes
 * alone (src/server/app.ts) and an op of a batch (src/server/services/outbox/batch.ts).
 */
export function parseInput(def: EndpointDef, payload: unknown): { ok: true; data: unknown } | { ok: false; refusal: Envelope } {
  const parsed = def.request.safeParse(payload)
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? []
    return { ok: false, refusal: { status: STATUS.invalid, errorMsg: 'invalidValue', errorField: path.map(String).join('.') } }
  }
  const implausible = implausibleValue(parsed.data)
  if (implausible !== null) return { ok: false, refusal: { status: STATUS.invalid, errorMsg: 'invalidValue', errorField: implausible } }
  return { ok: true, data: parsed.data }
}

/**
 * Runs the handler and wraps its content in the success envelope, after checking it against the
 * table's response schema unless the config turned the check off (production).
 */
export async function answerOf(
  key: EndpointKey,
  def: EndpointDef,
  handler: Handler<EndpointKey>,
  ctx: HandlerContext,
  input: unknown,
): Promise<Answer> {
  const content = await handler(ctx, input as never)
  const checked = ctx.config.checkResponses === false ? null : def.response.safeParse(content)
  if (checked && !checked.success) throw new Error(`${key}: the handler's answer does not match the table: ${checked.error.message}`)
  return { httpStatus: 200, body: def.flat ? { status: STATUS.ok, ...(content as object) } : { status: STATUS.ok, content } }
}

/**
 * Runs a stream endpoint's handler (EndpointDef.stream) and answers with its file as it is
 * written: the head (checked like answerOf's content) as headers, then the body piece by piece,
 * pulled only as fast as the client reads (constant memory). A refusal thrown by the handler
 * reaches the caller before anything is sent; a failure after the first piece cuts the answer
 * short, which the client sees as fewer rows than the head promised.
 */
export async function streamAnswerOf(
  key: EndpointKey,
  def: EndpointDef,
  handler: Handler<EndpointKey>,
  ctx: HandlerContext,
  input: unknown,
): Promise<Response> {
  const { body, ...head } = (await handler(ctx, input as never)) as unknown as StreamAnswer<StreamHead>
  const checked = ctx.config.checkResponses === false ? null : def.response.safeParse(head)
  if (checked && !checked.success) throw new Error(`${key}: the handler's head does not match the table: ${checked.error.message}`)
  const pieces = body[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pieces.next()
        if (next.done) controller.close()
        else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value)
      } catch (error) {
        if (!databaseFailed(key, error)) log().error({ err: error, endpoint: key }, 'a streamed answer failed after its head')
        controller.error(error)
      }
    },
    async cancel() {
      await pieces.return?.()
    },
  })
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': STREAM_TYPES[def.stream ?? 'csv'],
      'Content-Disposition': contentDisposition(head.fileName),
      'Cache-Control': 'no-store',
      [TOTAL_ROWS_HEADER]: String(head.total),
    },
  })
}

const STREAM_TYPES: Record<NonNullable<EndpointDef['stream']>, string> = { csv: 'text/csv; charset=utf-8', zip: 'application/zip' }

/** attachment with an ASCII fallback name and the UTF-8 one (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
