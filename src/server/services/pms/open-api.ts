import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Kysely } from 'kysely'
import type { MessageKey } from '../../../domain/messages'
import { IDEMPOTENCY_HEADER, OPEN_ENDPOINTS } from '../../../domain/pms/open-api'
import type { OpenEndpointDef, OpenEndpointKey } from '../../../domain/pms/open-api'
import { openApiDocument, openErrorBody } from '../../../domain/pms/open-api-document'
import { PMS_LIMITS } from '../../../domain/pms/rules'
import type { Database } from '../../db/schema'
import { lockKeys } from '../../db/locks'
import { Refusal } from '../../errors'
import { log } from '../../log'
import { refuseBodyOver } from '../../middleware/body-limit'
import { canonicalJson, runIdempotent, type Answer } from '../../middleware/idempotency'
import type { ServerConfig } from '../../config'
import { publicOrigin } from '../../public-origin'
import { keyHash } from './connections'
import { OPEN_OPERATIONS, type OpenCaller, type OpenEnv } from './open-operations'
import { openDocsRoutes } from './open-docs'

type Db = Kysely<Database>
/** The PMS's sync address and webhook are outside addresses like a calendar feed's: private ones only with config.feedsAllowPrivate. */
type Deps = { db: Db; now: () => number; config: Pick<ServerConfig, 'feedsAllowPrivate' | 'publicUrl' | 'trustProxy'> }

export const MAX_OPEN_BODY_BYTES = PMS_LIMITS.maxBodyBytes

/**
 * Bodies under OPEN_API_PREFIX over MAX_OPEN_BODY_BYTES: 413 before anything reads them, and
 * before the key is checked, so no caller, with a key or without, makes the server hold more.
 * createApp mounts it ahead of its app-wide backstop (the tightest limit counts a chunked body).
 */
export function openApiBodyLimit() {
  return refuseBodyOver(MAX_OPEN_BODY_BYTES, (c) => c.json(openErrorBody('malformedBody'), 413))
}

/**
 * The open API a PMS calls (issue 20, decision 0064; issue 38, decision 0078), routed from
 * OPEN_ENDPOINTS: a Bearer key of a connected connection, at most PMS_LIMITS.callsPerMinute calls
 * a minute per key (counted in the database, so every instance agrees; every answer says how many
 * are left), writes applied once per Idempotency-Key, reads with ETags, refusals as
 * `{ error, message, field?, params? }` with the statuses the document lists.
 */
export function openApiRoutes(deps: Deps): Hono {
  const app = new Hono()
  app.get('/openapi.json', (c) => c.json(openApiDocument(publicOrigin(c, deps.config))))
  // the reference page a PMS developer reads: the same document, rendered by Scalar from our own server
  openDocsRoutes(app)
  for (const [key, def] of Object.entries(OPEN_ENDPOINTS) as Array<[OpenEndpointKey, OpenEndpointDef]>) {
    app.on(def.method, def.path, (c) => handle(c, deps, key, def))
  }
  app.all('*', (c) => c.json(openErrorBody('notFound'), 404))
  app.onError((error, c) => {
    log().error({ err: error, path: c.req.path }, 'open API call failed')
    return c.json(openErrorBody('operationFailed'), 500)
  })
  return app
}


async function handle(c: Context, deps: Deps, key: OpenEndpointKey, def: OpenEndpointDef): Promise<Response> {
  const now = deps.now()
  const refuse = (status: number, error: MessageKey, field?: string, params?: Record<string, string | number>) =>
    c.json(openErrorBody(error, field, params), status as ContentfulStatusCode)
  const caller = await authenticate(deps.db, c.req.header('authorization'))
  if (!caller) return refuse(401, 'pmsKeyInvalid')
  if (caller.connection.state !== 'connected') return refuse(403, 'pmsNotConnected')
  const rate = await countCall(deps.db, caller.keyId, now)
  setRateHeaders(c, rate)
  if (rate.retryAfter !== null) {
    c.header('Retry-After', String(rate.retryAfter))
    return refuse(429, 'pmsRateLimited', undefined, { max: PMS_LIMITS.callsPerMinute })
  }
  await deps.db.updateTable('pms_keys').set({ last_used_at: now }).where('id', '=', caller.keyId).execute()
  await deps.db.updateTable('pms_connections').set({ last_call_at: now }).where('id', '=', caller.connection.id).execute()

  let payload: unknown
  if (def.method === 'GET' || def.method === 'DELETE') payload = c.req.query()
  else {
    // bounded by openApiBodyLimit
    const text = await c.req.text()
    try {
      payload = JSON.parse(text)
    } catch {
      return refuse(400, 'malformedBody')
    }
  }
  const parsed = def.request.safeParse(payload)
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? []
    return refuse(400, 'invalidValue', path.map(String).join('.') || undefined)
  }
  const env: OpenEnv = { now, allowPrivate: deps.config.feedsAllowPrivate ?? false }
  const run = (db: Db) => OPEN_OPERATIONS[key](db, caller, parsed.data as never, env)
  if (!def.idempotent) {
    let body: unknown
    try {
      body = await run(deps.db)
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.status, error.key, error.field, error.params)
      throw error
    }
    if (def.etag) {
      const etag = `W/"${createHash('sha256').update(canonicalJson(body)).digest('base64url').slice(0, 27)}"`
      c.header('ETag', etag)
      const asked = c.req.header('if-none-match')?.split(',').map((t) => t.trim())
      if (asked?.includes(etag) || asked?.includes('*')) return c.body(null, 304)
    }
    return c.json(body as object, 200)
  }
  const idemKey = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? ''
  if (idemKey === '' || idemKey.length > 100) return refuse(400, 'invalidValue', 'Idempotency-Key')
  const hash = createHash('sha256').update(`${key}\n${canonicalJson(parsed.data)}`).digest('hex')
  const outcome = await runIdempotent(deps.db, { userId: caller.connection.user_id, key: `pms:${caller.connection.id}:${idemKey}`, hash, now },
    async (db): Promise<Answer> => ({ httpStatus: 200, body: await run(db) }))
  if (outcome.kind === 'conflict') return refuse(422, 'idempotencyKeyReused', 'Idempotency-Key')
  const { httpStatus, body } = outcome.answer
  // a refusal was stored as the portal's envelope: answered in the open API's form, with its status
  const envelope = body as { status?: number; errorMsg?: MessageKey; errorField?: string; errorParams?: Record<string, string | number> }
  if (typeof envelope.errorMsg === 'string') return refuse(envelope.status ?? 422, envelope.errorMsg, envelope.errorField, envelope.errorParams)
  return c.json(body as object, httpStatus)
}

async function authenticate(db: Db, header: string | undefined): Promise<OpenCaller | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')
  if (!match) return null
  const key = await db.selectFrom('pms_keys').select(['id', 'connection_id', 'revoked_at']).where('key_hash', '=', keyHash(match[1]!)).executeTakeFirst()
  if (!key || key.revoked_at !== null) return null
  const connection = await db.selectFrom('pms_connections').selectAll().where('id', '=', key.connection_id).executeTakeFirst()
  return connection ? { connection, keyId: key.id } : null
}

type RateState = { retryAfter: number | null; remaining: number; reset: number }

/**
 * The call counted against the key's last minute, or refused with the seconds to wait: counted and
 * claimed in one transaction with the key locked, so a burst of calls on every instance gets
 * PMS_LIMITS.callsPerMinute through and no more. Also what is left, for the answer's headers.
 */
async function countCall(db: Db, keyId: string, now: number): Promise<RateState> {
  const key = `pms:${keyId}`
  const since = now - 60_000
  const max = PMS_LIMITS.callsPerMinute
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, [key])
    const recent = await trx.selectFrom('rate_events').select(['at']).where('key', '=', key).where('at', '>', since).orderBy('at').limit(max).execute()
    const oldest = recent[0] ? Number(recent[0].at) : now
    const reset = Math.max(1, Math.ceil((oldest + 60_000 - now) / 1000))
    if (recent.length >= max) return { retryAfter: reset, remaining: 0, reset }
    // old events go with the hourly prune of every rate event (pruneRateEventsJob)
    await trx.insertInto('rate_events').values({ key, at: now }).execute()
    return { retryAfter: null, remaining: max - recent.length - 1, reset }
  })
}

/** X-RateLimit-* (what most clients read) and the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers). */
function setRateHeaders(c: Context, rate: RateState): void {
  c.header('X-RateLimit-Limit', String(PMS_LIMITS.callsPerMinute))
  c.header('X-RateLimit-Remaining', String(rate.remaining))
  c.header('X-RateLimit-Reset', String(rate.reset))
  c.header('RateLimit-Policy', `"minute";q=${PMS_LIMITS.callsPerMinute};w=60`)
  c.header('RateLimit', `"minute";r=${rate.remaining};t=${rate.reset}`)
}
