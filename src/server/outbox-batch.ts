import { sql } from 'kysely'
import type { EndpointDef } from '../domain/endpoint-types'
import { endpoints, type EndpointKey } from '../domain/endpoints'
import { STATUS } from '../domain/envelope'
import { isBatchable, type BatchOp, type BatchResult } from '../domain/outbox-batch'
import { answerOf, parseInput } from './endpoint-answer'
import { Refusal } from './errors'
import type { Handler, HandlerContext, Handlers, SessionUser } from './handler'
import { serviceHandlerFor } from './handler-registry'
import { observeOutboxBatch } from './metrics'
import { nestable, requestHash, runIdempotent } from './middleware/idempotency'
import { log } from './log'
import { databaseFailed } from './db/outage-log'

/**
 * outboxBatch (docs/decisions/0032-outbox-batches.md): the ops in order, each as if it had come
 * alone under the batch's session: its endpoint's schema and plain-value limits, its handler with
 * the same ownership checks, once per idempotency key (a repeated key answers the stored result,
 * flagged `replay`). An op whose `after` op did not succeed is skipped. One op's failure never
 * changes another's answer: a handler's crash is that op's 500, its writes rolled back.
 */
export const batchHandlers: Handlers = {
  outboxBatch: async (ctx, input) => {
    const session = ctx.session!
    observeOutboxBatch(input.ops.length)
    const results: BatchResult[] = []
    const succeeded: boolean[] = []
    // one transaction for the batch (one commit instead of one per op), a savepoint per op: an
    // op that fails is rolled back alone, its reserved key with it
    await ctx.db.transaction().execute(async (trx) => {
      const db = nestable(trx)
      for (const [i, op] of input.ops.entries()) {
        if (op.after !== undefined && !(op.after < i && succeeded[op.after])) {
          results.push({ skipped: true })
          succeeded.push(false)
          continue
        }
        await sql`savepoint batch_op`.execute(trx)
        let result: BatchResult
        try {
          result = await runOp({ ...ctx, db }, session, op, i)
          await sql`release savepoint batch_op`.execute(trx)
        } catch (error) {
          await sql`rollback to savepoint batch_op`.execute(trx)
          await sql`release savepoint batch_op`.execute(trx)
          result = failedOp(error, op, i)
        }
        results.push(result)
        succeeded.push('httpStatus' in result && result.httpStatus === 200 && (result.body as { status?: unknown }).status === STATUS.ok)
      }
    })
    return { results }
  },
}

/** One op as its endpoint would run alone; throws what would have made that call fail. */
async function runOp(ctx: HandlerContext, session: SessionUser, op: BatchOp, index: number): Promise<BatchResult> {
  const key = op.endpoint as EndpointKey
  const def: EndpointDef | undefined = Object.hasOwn(endpoints, key) ? endpoints[key] : undefined
  const handler = def && isBatchable(def) ? serviceHandlerFor(key) : undefined
  if (!def || !handler || handler.prepare) {
    return { httpStatus: 200, body: { status: STATUS.invalid, errorMsg: 'invalidValue', errorField: `ops.${index}.endpoint` } }
  }
  const parsed = parseInput(def, op.payload)
  if (!parsed.ok) return { httpStatus: 200, body: parsed.refusal }
  const request = { userId: session.userId, key: op.idemKey, hash: await requestHash(key, { payload: op.payload, file: null }), now: ctx.now() }
  const outcome = await runIdempotent(ctx.db, request, (db) => answerOf(key, def, handler as Handler<EndpointKey>, { ...ctx, db, file: null }, parsed.data))
  if (outcome.kind === 'conflict') return { httpStatus: 422, body: { status: 422, errorMsg: 'idempotencyKeyReused' } }
  return outcome.kind === 'replay' ? { ...outcome.answer, replay: true } : outcome.answer
}

/** The answer of an op whose run threw (its writes and its key were rolled back). */
function failedOp(error: unknown, op: BatchOp, index: number): BatchResult {
  // slide verification (the only refusal runIdempotent rethrows): nothing stored, tried again later
  if (error instanceof Refusal) return { httpStatus: 307, body: { status: error.status, errorMsg: error.key } }
  if (!databaseFailed('outboxBatch', error)) log().error({ err: error, op: index, endpoint: op.endpoint }, 'an outbox batch op failed')
  return { httpStatus: 500, body: { status: STATUS.serverError, errorMsg: 'operationFailed' } }
}
