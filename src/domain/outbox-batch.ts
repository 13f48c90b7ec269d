import { z } from 'zod/mini'
import type { EndpointDef } from './endpoint-types'

/**
 * Several queued writes in one call (docs/decisions/0032-outbox-batches.md). The outbox sends the
 * entries it picked as ops of one request; the server runs each op as if it had come alone (the
 * op's endpoint schema, the session's ownership checks, once per idempotency key) in the order
 * given, and answers one result per op. An op that names an earlier op (`after`) runs only when
 * that one succeeded: writes of one item never overtake each other.
 */
export const BATCH_LIMITS = {
  /** Ops of one batch. */
  maxOps: 200,
  /** Bytes of the ops' JSON the client puts in one batch (the body limit is 1 MB). */
  maxBytes: 256 * 1024,
} as const

/**
 * Endpoints an op may name: idempotent POST writes whose whole input is fields (a file goes
 * alone, as multipart). The server runs them under the op's own idempotency key.
 */
export function isBatchable(def: Pick<EndpointDef, 'method' | 'encoding' | 'idempotent' | 'access'>): boolean {
  return def.method === 'POST' && def.idempotent === true && def.access === 'session' && (def.encoding === 'json' || def.encoding === 'form')
}

export const batchOp = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The op's idempotency key (the outbox entry's idemKey). */
  idemKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  /** The fields as the endpoint's own request would carry them (form endpoints: wire strings). */
  // kept as parsed (not rebuilt): the op's own endpoint schema reads it next
  payload: z.custom<Record<string, unknown>>((value) => value !== null && typeof value === 'object' && !Array.isArray(value)),
  /** Index of an earlier op of this batch that must have succeeded first. */
  after: z.optional(z.number().check(z.int(), z.minimum(0))),
})
export type BatchOp = z.infer<typeof batchOp>

export const batchRequest = z.object({ ops: z.array(batchOp).check(z.minLength(1), z.maxLength(BATCH_LIMITS.maxOps)) })

/**
 * One op's answer: what the endpoint would have answered alone (its HTTP status and body, e.g.
 * a success envelope, a refusal, or 422 idempotencyKeyReused), `replay` when the key had been
 * answered before, or `skipped` when its `after` op did not succeed (it was not run).
 */
export const batchResult = z.union([
  z.object({ httpStatus: z.number(), body: z.unknown(), replay: z.optional(z.boolean()) }),
  z.object({ skipped: z.literal(true) }),
])
export type BatchResult = z.infer<typeof batchResult>

export const batchAnswer = z.object({ results: z.array(batchResult) })

/** Form endpoints see their fields as wire strings: one string, or a list when repeated. */
export function formPayload(wire: Record<string, string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(wire).map(([name, values]) => [name, values.length === 1 ? values[0]! : values]))
}

/** The outbox's writes, several in one call (spec 7 user), spread into the endpoint table (src/domain/endpoints.ts). */
export const outboxEndpoints = {
  outboxBatch: {
    service: 'user', method: 'POST', path: '/outbox/batch', encoding: 'json', access: 'session',
    failure: 'none',
    request: batchRequest,
    response: batchAnswer,
  },
} as const satisfies Record<string, EndpointDef>
