import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Kysely } from 'kysely'
import { listingUnitId } from '../../../domain/calendar/limits'
import type { CalendarChange } from '../../../domain/calendar/schemas'
import type { MessageKey } from '../../../domain/messages'
import { IDEMPOTENCY_HEADER, OPEN_API_PREFIX, OPEN_ENDPOINTS, openApiDocument } from '../../../domain/pms/open-api'
import type { AriUpdate, OpenEndpointDef, OpenEndpointKey, OpenOrder } from '../../../domain/pms/open-api'
import { PMS_LIMITS, PMS_PARTNERS } from '../../../domain/pms/rules'
import type { Database } from '../../db/schema'
import { lockKeys } from '../../db/locks'
import { invalid, Refusal, refused } from '../../errors'
import { refuseBodyOver } from '../../middleware/body-limit'
import { canonicalJson, runIdempotent, type Answer } from '../../middleware/idempotency'
import { applySet } from '../calendar/set'
import { checkFeedUrl } from '../calendar/feeds-fetch'
import type { ServerConfig } from '../../config'
import { checkOutsideUrl } from '../../outside-address'
import { boundUnits, keyHash, roomsAnswer, type ConnectionRow } from './connections'

type Db = Kysely<Database>
/** The PMS's sync address is an outside address like a calendar feed's: private ones only with config.feedsAllowPrivate. */
type Deps = { db: Db; now: () => number; config: Pick<ServerConfig, 'feedsAllowPrivate'> }
type Env = { now: number; allowPrivate: boolean }
type Caller = { connection: ConnectionRow; keyId: string }

export const MAX_OPEN_BODY_BYTES = 512 * 1024

/**
 * Bodies under OPEN_API_PREFIX over MAX_OPEN_BODY_BYTES: 413 before anything reads them, and
 * before the key is checked, so no caller, with a key or without, makes the server hold more.
 * createApp mounts it ahead of its app-wide backstop (the tightest limit counts a chunked body).
 */
export function openApiBodyLimit() {
  return refuseBodyOver(MAX_OPEN_BODY_BYTES, (c) => c.json({ error: 'malformedBody' }, 413))
}

/**
 * The open API a PMS calls (issue 20, decision 0064), routed from OPEN_ENDPOINTS: a Bearer key of
 * a connected connection, at most PMS_LIMITS.callsPerMinute calls a minute per key (counted in
 * the database, so every instance agrees), writes applied once per Idempotency-Key, refusals as
 * `{ error, field?, params? }` with the HTTP status of the portal's envelopes.
 */
export function openApiRoutes(deps: Deps): Hono {
  const app = new Hono()
  app.get('/openapi.json', (c) => c.json(openApiDocument(new URL(c.req.url).origin)))
  // the reference page a PMS developer reads: the same document, as HTML
  app.get('/docs', (c) => c.html(referencePage(openApiDocument(new URL(c.req.url).origin))))
  for (const [key, def] of Object.entries(OPEN_ENDPOINTS) as Array<[OpenEndpointKey, OpenEndpointDef]>) {
    app.on(def.method, def.path, (c) => handle(c, deps, key, def))
  }
  app.all('*', (c) => c.json({ error: 'notFound' }, 404))
  return app
}

async function handle(c: Context, deps: Deps, key: OpenEndpointKey, def: OpenEndpointDef): Promise<Response> {
  const now = deps.now()
  const caller = await authenticate(deps.db, c.req.header('authorization'))
  if (!caller) return c.json({ error: 'pmsKeyInvalid' }, 401)
  if (caller.connection.state !== 'connected') return c.json({ error: 'pmsNotConnected' }, 403)
  const retryAfter = await overLimit(deps.db, caller.keyId, now)
  if (retryAfter !== null) {
    c.header('Retry-After', String(retryAfter))
    return c.json({ error: 'pmsRateLimited' }, 429)
  }
  await deps.db.updateTable('pms_keys').set({ last_used_at: now }).where('id', '=', caller.keyId).execute()
  await deps.db.updateTable('pms_connections').set({ last_call_at: now }).where('id', '=', caller.connection.id).execute()

  let payload: unknown
  if (def.method === 'GET') payload = c.req.query()
  else {
    // bounded by openApiBodyLimit
    const text = await c.req.text()
    try {
      payload = JSON.parse(text)
    } catch {
      return c.json({ error: 'malformedBody' }, 400)
    }
  }
  const parsed = def.request.safeParse(payload)
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path ?? []
    return c.json({ error: 'invalidValue', field: path.map(String).join('.') }, 400)
  }
  // read at each call: tests switch it for a local server
  const env: Env = { now, allowPrivate: deps.config.feedsAllowPrivate ?? false }
  const run = (db: Db) => OPERATIONS[key](db, caller, parsed.data as never, env)
  if (!def.idempotent) {
    try {
      return c.json(await run(deps.db), 200)
    } catch (error) {
      if (error instanceof Refusal) return c.json(errorBody(error.key, error.field, error.params), error.status as ContentfulStatusCode)
      throw error
    }
  }
  const idemKey = c.req.header(IDEMPOTENCY_HEADER)?.trim() ?? ''
  if (idemKey === '' || idemKey.length > 100) return c.json({ error: 'invalidValue', field: 'Idempotency-Key' }, 400)
  const hash = createHash('sha256').update(`${key}\n${canonicalJson(parsed.data)}`).digest('hex')
  const outcome = await runIdempotent(deps.db, { userId: caller.connection.user_id, key: `pms:${caller.connection.id}:${idemKey}`, hash, now },
    async (db): Promise<Answer> => ({ httpStatus: 200, body: await run(db) }))
  if (outcome.kind === 'conflict') return c.json({ error: 'idempotencyKeyReused', field: 'Idempotency-Key' }, 422)
  const { httpStatus, body } = outcome.answer
  // a refusal was stored as the portal's envelope: answered in the open API's form, with its status
  const envelope = body as { status?: number; errorMsg?: MessageKey; errorField?: string; errorParams?: Record<string, string | number> }
  if (typeof envelope.errorMsg === 'string') return c.json(errorBody(envelope.errorMsg, envelope.errorField, envelope.errorParams), (envelope.status ?? 422) as ContentfulStatusCode)
  return c.json(body as object, httpStatus)
}

function errorBody(error: MessageKey, field?: string, params?: Record<string, string | number>) {
  return { error, ...(field !== undefined ? { field } : {}), ...(params !== undefined ? { params } : {}) }
}

async function authenticate(db: Db, header: string | undefined): Promise<Caller | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')
  if (!match) return null
  const key = await db.selectFrom('pms_keys').select(['id', 'connection_id', 'revoked_at']).where('key_hash', '=', keyHash(match[1]!)).executeTakeFirst()
  if (!key || key.revoked_at !== null) return null
  const connection = await db.selectFrom('pms_connections').selectAll().where('id', '=', key.connection_id).executeTakeFirst()
  return connection ? { connection, keyId: key.id } : null
}

/**
 * Seconds to wait when the key made its calls of the last minute already, else null (and the call
 * is counted): counted and claimed in one transaction with the key locked, so a burst of calls on
 * every instance gets PMS_LIMITS.callsPerMinute through and no more.
 */
async function overLimit(db: Db, keyId: string, now: number): Promise<number | null> {
  const key = `pms:${keyId}`
  const since = now - 60_000
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, [key])
    const recent = await trx.selectFrom('rate_events').select(['at']).where('key', '=', key).where('at', '>', since).orderBy('at').limit(PMS_LIMITS.callsPerMinute).execute()
    if (recent.length >= PMS_LIMITS.callsPerMinute) return Math.max(1, Math.ceil((Number(recent[0]!.at) + 60_000 - now) / 1000))
    // old events go with the hourly prune of every rate event (pruneRateEventsJob)
    await trx.insertInto('rate_events').values({ key, at: now }).execute()
    return null
  })
}

type Operations = {
  [K in OpenEndpointKey]: (db: Db, caller: Caller, input: import('zod/mini').infer<(typeof OPEN_ENDPOINTS)[K]['request']>, env: Env) => Promise<unknown>
}

const OPERATIONS: Operations = {
  /** The PMS's catalogue replaces the stored one: rooms kept keep their binding, rooms gone go with theirs. */
  openRooms: async (db, { connection }, input, { now, allowPrivate }) => {
    const codes = input.rooms.map((r) => r.roomCode)
    if (new Set(codes).size !== codes.length) throw invalid('invalidValue', 'rooms')
    if (input.syncUrl !== undefined) {
      // checked as it is stored (the hourly pull checks again what the name resolves to)
      const shaped = input.syncUrl === null ? null : checkFeedUrl(input.syncUrl)
      const url = shaped && checkOutsideUrl(shaped, allowPrivate)
      if (input.syncUrl !== null && !url) throw invalid('calendarFeedUrl', 'syncUrl')
      await db.updateTable('pms_connections').set({ sync_url: url?.href ?? null, last_sync_error: null }).where('id', '=', connection.id).execute()
    }
    const existing = await db.selectFrom('pms_rooms').select(['room_code']).where('connection_id', '=', connection.id).execute()
    const gone = existing.map((r) => r.room_code).filter((code) => !codes.includes(code))
    if (gone.length > 0) {
      await db.deleteFrom('pms_rooms').where('connection_id', '=', connection.id).where('room_code', 'in', gone).execute()
      await db.deleteFrom('pms_rate_plans').where('connection_id', '=', connection.id).where('room_code', 'in', gone).execute()
    }
    for (const [position, room] of input.rooms.entries()) {
      await db.insertInto('pms_rooms').values({ connection_id: connection.id, room_code: room.roomCode, name: room.name, room_type_lu_id: null, position, updated_at: now })
        .onConflict((oc) => oc.columns(['connection_id', 'room_code']).doUpdateSet({ name: room.name, position, updated_at: now })).execute()
      const planCodes = room.ratePlans.map((p) => p.ratePlanCode)
      if (new Set(planCodes).size !== planCodes.length) throw invalid('invalidValue', `rooms.${position}.ratePlans`)
      let plansGone = db.deleteFrom('pms_rate_plans').where('connection_id', '=', connection.id).where('room_code', '=', room.roomCode)
      if (planCodes.length > 0) plansGone = plansGone.where('rate_plan_code', 'not in', planCodes)
      await plansGone.execute()
      for (const [planPosition, plan] of room.ratePlans.entries()) {
        await db.insertInto('pms_rate_plans').values({ connection_id: connection.id, room_code: room.roomCode, rate_plan_code: plan.ratePlanCode, name: plan.name, product_id: null, position: planPosition })
          .onConflict((oc) => oc.columns(['connection_id', 'room_code', 'rate_plan_code']).doUpdateSet({ name: plan.name, position: planPosition })).execute()
      }
    }
    const answer = await roomsAnswer(db, connection)
    return { rooms: answer.rooms.map((r) => ({ roomCode: r.roomCode, state: r.state })) }
  },
  openAvailability: async (db, { connection }, input, { now }) => applyAvailability(db, connection, input.updates, now),
  /** Orders of bound rooms changed after the cursor (updated_at, order_no), oldest first; the first pull of each is recorded. */
  openOrders: async (db, { connection }, input, { now }) => {
    const units = await boundUnits(db, connection.id)
    const [at, after] = parseCursor(input.since)
    if (units.length === 0) return { orders: [], cursor: input.since ?? '', more: false }
    const roomOf = new Map((await db.selectFrom('pms_rooms').select(['room_code', 'room_type_lu_id']).where('connection_id', '=', connection.id)
      .where('room_type_lu_id', 'is not', null).execute()).map((r) => [listingUnitId(r.room_type_lu_id!), r.room_code]))
    const rows = await db.selectFrom('orders').select(['order_no', 'unit_id', 'check_in', 'check_out', 'rooms', 'booker_name', 'state', 'currency', 'rent', 'created_at', 'updated_at'])
      .where('user_id', '=', connection.user_id).where('unit_id', 'in', units)
      .where((eb) => eb.or([eb('updated_at', '>', at), eb.and([eb('updated_at', '=', at), eb('order_no', '>', after)])]))
      .orderBy('updated_at').orderBy('order_no').limit(PMS_LIMITS.ordersPerPull + 1).execute()
    const page = rows.slice(0, PMS_LIMITS.ordersPerPull)
    if (page.length > 0) {
      await db.insertInto('pms_order_pulls').values(page.map((row) => ({ connection_id: connection.id, order_no: row.order_no, pulled_at: now })))
        .onConflict((oc) => oc.columns(['connection_id', 'order_no']).doNothing()).execute()
    }
    const last = page[page.length - 1]
    return {
      orders: page.map((row): OpenOrder => ({
        orderNo: row.order_no, roomCode: roomOf.get(row.unit_id ?? '') ?? '', checkIn: row.check_in, checkOut: row.check_out, rooms: row.rooms,
        guestName: row.booker_name, state: row.state, currency: row.currency, rent: Number(row.rent), createdAt: Number(row.created_at), updatedAt: Number(row.updated_at),
      })),
      cursor: last ? `${Number(last.updated_at)}.${last.order_no}` : (input.since ?? ''),
      more: rows.length > page.length,
    }
  },
}

/**
 * Each update names a bound room; all are applied in one calendar operation of the third party
 * (the partner's name as operator), or none (an unknown or unbound room refuses the whole push).
 * The open API's pushes and the platform's hourly pull go through it.
 */
export async function applyAvailability(db: Db, connection: ConnectionRow, updates: readonly AriUpdate[], now: number): Promise<{ opId: string; nights: number }> {
  const rooms = new Map((await db.selectFrom('pms_rooms').select(['room_code', 'room_type_lu_id']).where('connection_id', '=', connection.id).execute())
    .map((r) => [r.room_code, r.room_type_lu_id]))
  const changes: CalendarChange[] = updates.map((update, i) => {
    if (!rooms.has(update.roomCode)) throw refused('pmsRoomUnknown', `updates.${i}.roomCode`)
    const roomType = rooms.get(update.roomCode)
    if (!roomType) throw refused('pmsRoomNotBound', `updates.${i}.roomCode`)
    return {
      unitIds: [listingUnitId(roomType)], ranges: [{ from: update.from, to: update.to }],
      ...(update.price !== undefined ? { price: update.price } : {}),
      ...(update.stock !== undefined ? { stock: update.stock } : {}),
      ...(update.open !== undefined ? { open: update.open } : {}),
    }
  })
  const partner = PMS_PARTNERS.find((p) => p.partnerId === connection.partner_id)?.name ?? connection.partner_id
  const applied = await applySet(db, { userId: connection.user_id, actor: { role: 'thirdParty', operator: partner } }, changes, now)
  return { opId: applied.opId, nights: applied.cells }
}

/** A cursor is `<updatedAt>.<orderNo>` of the last order seen; none starts at the beginning. */
function parseCursor(since: string | undefined): [number, string] {
  const match = /^(\d{1,15})\.(.{1,60})$/.exec(since ?? '')
  if (!since) return [0, '']
  if (!match) throw invalid('invalidValue', 'since')
  return [Number(match[1]), match[2]!]
}

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)

/** The OpenAPI document as a plain HTML page: each call with its summary, headers, parameters, body and answers. */
function referencePage(doc: Record<string, unknown>): string {
  const paths = doc.paths as Record<string, Record<string, { summary: string; parameters: unknown[]; requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }> }>>
  const server = ((doc.servers as Array<{ url: string }>)[0]?.url) ?? ''
  const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`
  const sections = Object.entries(paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => `
<section>
  <h2><code>${method.toUpperCase()} ${escape(server + path)}</code></h2>
  <p>${escape(op.summary)}</p>
  ${op.parameters.length ? `<h3>Parameters</h3>${json(op.parameters)}` : ''}
  ${op.requestBody ? `<h3>Body (JSON)</h3>${json(op.requestBody.content['application/json']?.schema)}` : ''}
  <h3>Answers</h3>
  <ul>${Object.entries(op.responses).map(([status, r]) => `<li><strong>${escape(status)}</strong> ${escape(r.description)}${r.content ? json(r.content['application/json']?.schema) : ''}</li>`).join('')}</ul>
</section>`))
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Open API for PMS partners</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}pre{background:#f4f4f5;padding:.75rem;overflow:auto;font-size:13px}h2{margin-top:2.5rem;font-size:1.1rem}</style>
</head><body>
<h1>Open API for PMS partners</h1>
<p>Each call sends <code>Authorization: Bearer &lt;key&gt;</code> with a key the host created for the connection (shown once in the portal).
Writes carry an <code>Idempotency-Key</code> header: the same key and body apply once. A key makes at most ${PMS_LIMITS.callsPerMinute} calls a minute.
Refusals answer <code>{ "error": message key, "field"?, "params"? }</code>. Machine-readable: <a href="${OPEN_API_PREFIX}/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
${sections.join('\n')}
</body></html>`
}
