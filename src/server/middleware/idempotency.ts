import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { sql } from 'kysely'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  GATE_TIME_PARAM, IDEMPOTENCY_PARAM, NONCE_PARAM, SESSION_PARAMS, SLIDE_TOKEN_PARAM,
} from '../../domain/common-params'
import { STATUS } from '../../domain/envelope'
import { BODY_HASH_PARAM, GATESIGN_PARAM } from '../../domain/gatesign'
import type { Database } from '../db/schema'
import { Refusal } from '../errors'
import { refusalEnvelope } from './envelope'
import { REQUIRED_COMMON_PARAMS } from './gate'
import type { RequestInput } from './request-input'
import { first } from './request-input'

/** Keys are kept at least this long (issue 3: 30 days); src/server/jobs/prune-idempotency.ts deletes older ones. */
export const IDEMPOTENCY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000

/** A client-generated id: a UUID or anything like it. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** Set on an answer that was stored for the same key and is sent again. */
export const REPLAY_HEADER = 'x-idempotent-replay'

/** An answer as it goes on the wire (and into idempotency_keys). */
export type Answer = { httpStatus: ContentfulStatusCode; body: unknown }

export type IdempotentOutcome =
  | { kind: 'fresh'; answer: Answer }
  | { kind: 'replay'; answer: Answer }
  | { kind: 'conflict' }

/** Request fields that are secrets: never part of what the idempotency store keeps. */
export const SECRET_FIELDS = ['withdrawPassword', 'withdrawPasswordConfirm'] as const

/** Params that are not part of the write itself: they change with every send or name the sender. */
const NOT_BUSINESS: ReadonlySet<string> = new Set([
  GATE_TIME_PARAM, GATESIGN_PARAM, BODY_HASH_PARAM, SLIDE_TOKEN_PARAM, IDEMPOTENCY_PARAM, NONCE_PARAM,
  ...SESSION_PARAMS, ...REQUIRED_COMMON_PARAMS,
  // secrets stay out of the stored digest: a 6-digit withdrawal password could be found again
  // from a hash of a request whose other fields are known (decision 0044)
  ...SECRET_FIELDS,
])

/** The idemKey param when present and well formed, else null. */
export function idempotencyKeyOf(input: RequestInput): string | null {
  const value = first(input.query[IDEMPOTENCY_PARAM] ?? input.bodyFields[IDEMPOTENCY_PARAM])
  return value !== undefined && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : null
}

/**
 * SHA-256 hex over the endpoint key and the business fields (canonical JSON, sorted keys),
 * plus the uploaded file's bytes when there is one.
 */
export async function requestHash(endpoint: string, input: Pick<RequestInput, 'payload' | 'file'>): Promise<string> {
  const payload = input.payload
  const fields: Record<string, unknown> = {}
  if (payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
    for (const [name, value] of Object.entries(payload)) if (!NOT_BUSINESS.has(name)) fields[name] = value
  }
  const hash = createHash('sha256').update(canonicalJson({ endpoint, fields }), 'utf8')
  if (input.file) hash.update('\0file\0').update(new Uint8Array(await input.file.arrayBuffer()))
  return hash.digest('hex')
}

/** JSON with object keys sorted at every level, so equal content gives equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * The stored answer for (userId, key), read without a transaction: a replay when the hash is the
 * same, a conflict when it is not; null when the key is free or still being answered (then
 * runIdempotent decides). Lets the app answer a repeated key before doing slow work again.
 */
export async function storedOutcome(
  db: Kysely<Database>,
  request: { userId: number; key: string; hash: string },
): Promise<Exclude<IdempotentOutcome, { kind: 'fresh' }> | null> {
  const row = await storedRow(db, request)
  if (!row || row.http_status === 0) return null
  return outcomeOf(row, request.hash)
}

function storedRow(db: Kysely<Database>, request: { userId: number; key: string }) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response', 'http_status'])
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .executeTakeFirst()
}

/** The stored answer for the same request, or a conflict for another request under the key. */
function outcomeOf(row: { request_hash: string; response: string; http_status: number }, hash: string): Exclude<IdempotentOutcome, { kind: 'fresh' }> {
  if (row.request_hash !== hash) return { kind: 'conflict' }
  if (row.http_status === 0) throw new Error('idempotency key reserved but not answered')
  return { kind: 'replay', answer: { httpStatus: row.http_status as ContentfulStatusCode, body: JSON.parse(row.response) } }
}

/**
 * Runs one idempotent write in ONE transaction: reserves (userId, key) first (a concurrent
 * duplicate waits on it and then sees the stored answer), then answers the stored response for
 * the same hash, refuses another hash, or runs the write with the transaction and stores its
 * answer. A Refusal rolls the write back to a savepoint and is stored like a success, except
 * slide verification (307), which it throws on, storing nothing. Any other error rolls everything
 * back (the key stays free for a retry).
 */
export async function runIdempotent(
  db: Kysely<Database>,
  request: { userId: number; key: string; hash: string; now: number },
  write: (db: Kysely<Database>) => Promise<Answer>,
): Promise<IdempotentOutcome> {
  return db.transaction().execute(async (trx) => {
    const reserved = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: request.userId, key: request.key, request_hash: request.hash, response: '', http_status: 0, created_at: request.now })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst()
    if (Number(reserved.numInsertedOrUpdatedRows ?? 0n) === 0) {
      const row = await storedRow(trx, request)
      if (!row) throw new Error('idempotency key neither reserved nor stored')
      return outcomeOf(row, request.hash)
    }

    const answer = await inSavepoint(trx, write)
    await trx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(answer.body), http_status: answer.httpStatus })
      .where('user_id', '=', request.userId)
      .where('key', '=', request.key)
      .execute()
    return { kind: 'fresh', answer } as const
  })
}

async function inSavepoint(trx: Transaction<Database>, write: (db: Kysely<Database>) => Promise<Answer>): Promise<Answer> {
  await sql`savepoint idempotent_write`.execute(trx)
  try {
    const answer = await write(nestable(trx))
    await sql`release savepoint idempotent_write`.execute(trx)
    return answer
  } catch (error) {
    // Slide verification is not an answer to the write: roll back the reservation too.
    if (!(error instanceof Refusal) || error.status === STATUS.slide) throw error
    await sql`rollback to savepoint idempotent_write`.execute(trx)
    await sql`release savepoint idempotent_write`.execute(trx)
    return { httpStatus: 200, body: refusalEnvelope(error) }
  }
}

/**
 * The transaction as a Kysely a handler can use unchanged: its own `db.transaction().execute(fn)`
 * runs fn inside this transaction (Kysely refuses nested transactions). A handler of an
 * idempotent endpoint must write through ctx.db only: on SQLite another connection would wait
 * for this transaction forever.
 */
export function nestable(trx: Transaction<Database>): Kysely<Database> {
  const proxy: Kysely<Database> = new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') {
        return () => ({ execute: <T>(fn: (inner: Kysely<Database>) => Promise<T>) => fn(proxy) })
      }
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  return proxy
}
