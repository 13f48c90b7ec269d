import type { EndpointDef } from '../domain/endpoint-types'
import type { EndpointKey } from '../domain/endpoints'
import { STATUS } from '../domain/envelope'
import type { Envelope } from '../domain/envelope'
import type { Handler, HandlerContext } from './handler'
import type { Answer } from './middleware/idempotency'
import { implausibleValue } from './middleware/plain-values'

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
