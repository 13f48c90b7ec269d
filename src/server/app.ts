import { Hono } from 'hono'
import type { Context } from 'hono'
import { compress } from 'hono/compress'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Kysely } from 'kysely'
import { IDEMPOTENCY_PARAM, SERVER_TIME_HEADER } from '../domain/common-params'
import { servicePath, SERVICES } from '../domain/endpoint-types'
import type { EndpointDef, Service } from '../domain/endpoint-types'
import { endpoints } from '../domain/endpoints'
import type { EndpointKey } from '../domain/endpoints'
import { STATUS } from '../domain/envelope'
import type { ServerConfig } from './config'
import type { Database } from './db/schema'
import { Refusal } from './errors'
import type { Handler, HandlerContext, Handlers, Preparation } from './handler'
import { httpError, refusalResponse } from './middleware/envelope'
import { idempotencyKeyOf, REPLAY_HEADER, requestHash, runIdempotent, storedOutcome } from './middleware/idempotency'
import type { Answer, IdempotentOutcome } from './middleware/idempotency'
import { isGateTimeFresh, isSignatureValid, missingCommonParam } from './middleware/gate'
import { MalformedBody, readInput, UnsupportedContentType } from './middleware/request-input'
import { appBuildGate } from './middleware/app-build'
import { refuseBodyOver } from './middleware/body-limit'
import { securityHeaders } from './middleware/security-headers'
import { Lifecycle } from './lifecycle'
import { observeRequest } from './metrics'
import { readinessCheck } from './readiness'
import { answerOf, parseInput, streamAnswerOf } from './endpoint-answer'
import { firstSighting, sightingKey } from './middleware/replay'
import { sameOriginWrites } from './middleware/same-origin'
import { resolveSession } from './middleware/session'
import type { AppDeps } from './handler'
import { exportRoutes } from './services/calendar/feeds-export'
import { SERVICE_HANDLERS } from './handler-registry'
import { batchHandlers } from './outbox-batch'
import { staticRoutes } from './static'
import { verifyRoutes } from './verify/routes'
import { OPEN_API_PREFIX } from '../domain/pms/open-api'
import { openApiBodyLimit, openApiRoutes } from './services/pms/open-api'
import { log } from './log'
import { requestLog } from './middleware/access-log'
import { databaseFailed } from './db/outage-log'

/** Every service's handlers and the outbox's batch; each endpoint of the table must have exactly one. */
export const ALL_HANDLERS: readonly Handlers[] = [...SERVICE_HANDLERS, batchHandlers]

/** Upload bodies may carry a 20 MB listing photo; every other body is small. */
export const MAX_MULTIPART_BYTES = 21 * 1024 * 1024
export const MAX_BODY_BYTES = 1024 * 1024

/** The handler for an endpoint key, or undefined when no service implements it. */
export function handlerFor<K extends EndpointKey>(key: K): Handler<K> | undefined {
  for (const handlers of ALL_HANDLERS) {
    const handler = handlers[key]
    if (handler) return handler
  }
  return undefined
}

/**
 * The merchant API server: one sub-app per service at /api/{service}, routes registered from
 * the endpoint table, then the slide verification page, uploaded files and the built portal.
 */
export function createApp(deps: AppDeps): Hono {
  const app = new Hono()
  const lifecycle = deps.lifecycle ?? new Lifecycle()
  countRequests(app)
  app.use('*', lifecycle.track)
  app.use('*', ...requestLog())
  app.use('*', securityHeaders(deps.config.maps))
  app.use('*', sameOriginWrites({ trustProxy: deps.config.trustProxy ?? false, allowedOrigins: deps.config.allowedOrigins ?? [] }))
  limitBodies(app)
  // liveness: the process serves; readiness: it can serve a host now (database, migrations, not draining)
  app.get('/api/health', (c) => c.json({ status: STATUS.ok }))
  const ready = readinessCheck(deps.db, lifecycle)
  app.get('/api/ready', async (c) => {
    const readiness = await ready()
    return c.json(readiness, readiness.ready ? 200 : 503)
  })
  // JSON/CSV answers above 1 KB gzip-encoded when accepted (CompressionStream: off the event loop)
  app.use('/api/*', compress({ threshold: 1024 }))
  app.use('/api/*', appBuildGate(deps.config.minClientBuild))

  const subApps = new Map<Service, Hono>(SERVICES.map((s) => [s, new Hono()]))
  for (const key of Object.keys(endpoints) as EndpointKey[]) {
    const def: EndpointDef = endpoints[key]
    const sub = subApps.get(def.service)
    if (!sub) throw new Error(`Unknown service ${def.service}`)
    if (def.idempotent && def.access !== 'session') throw new Error(`${key}: idempotency keys are per user, so an idempotent endpoint needs access 'session'`)
    if (def.stream && (def.idempotent || def.method !== 'GET')) throw new Error(`${key}: a streamed answer is a read: method GET, not idempotent`)
    const handler = handlerFor(key)
    if (!handler) {
      // tests/api/app.test.ts fails for this; the rest of the server keeps working meanwhile.
      log().error({ endpoint: key }, 'no handler for an endpoint of the table')
      sub.on(def.method, def.path, (c) => httpError(c, 500, 'operationFailed'))
      continue
    }
    sub.on(def.method, def.path, endpointRoute(deps, key, def, handler as Handler<EndpointKey>))
  }
  for (const [service, sub] of subApps) app.route(`/api/${service}`, sub)
  app.all('/api/*', (c) => httpError(c, 404, 'notFound'))

  // the open API of PMS partners (decision 0064): Bearer keys, not the portal's session and signature
  app.use(`${OPEN_API_PREFIX}/*`, compress({ threshold: 1024 }))
  app.route(OPEN_API_PREFIX, openApiRoutes(deps))
  app.route('/verify', verifyRoutes())
  app.route('/ical', exportRoutes(deps))
  app.route('/', staticRoutes(deps))

  app.onError((error, c) => {
    if (!databaseFailed('request', error)) log().error({ err: error, method: c.req.method, path: new URL(c.req.url).pathname }, 'request failed')
    return httpError(c, 500, 'operationFailed')
  })
  return app
}

/**
 * Metrics of every request (portal_http_requests_total, portal_http_request_duration_seconds):
 * labelled by the endpoint's key in the table, or by a group for the other routes (health and
 * readiness, the open API, /api/* and /verify, /ical as other, the rest as static), never by
 * the path a client sent, so the label's values stay the table's keys and four groups.
 */
function countRequests(app: Hono): void {
  const byRoute = new Map((Object.keys(endpoints) as EndpointKey[]).map((key) => [`${endpoints[key].method} ${servicePath(endpoints[key])}`, key]))
  const labelOf = (method: string, path: string): string => {
    const key = byRoute.get(`${method} ${path}`)
    if (key) return key
    if (path === '/api/health' || path === '/api/ready') return 'health'
    if (path === OPEN_API_PREFIX || path.startsWith(`${OPEN_API_PREFIX}/`)) return 'open_api'
    if (/^\/(api|verify|ical)(\/|$)/.test(path)) return 'other'
    return 'static'
  }
  app.use('*', async (c, next) => {
    const started = performance.now()
    let status = 500
    try {
      await next()
      status = c.res.status
    } finally {
      observeRequest(labelOf(c.req.method, c.req.path), status, (performance.now() - started) / 1000)
    }
  })
}

/**
 * Every body is bounded before anything reads it, by one limit per request (a chunked body is
 * counted, and kept, once): each endpoint of the table by its encoding, the open API by its own
 * limit, every other route (health, /verify, /ical, static files, the 404 fallbacks) by a backstop
 * at the upload size. Registered ahead of every route.
 */
function limitBodies(app: Hono): void {
  const byEndpoint = new Map((Object.values(endpoints) as EndpointDef[]).map((def) => [`${def.method} ${servicePath(def)}`, limitBody(def)]))
  const openApi = openApiBodyLimit()
  const backstop = refuseBodyOver(MAX_MULTIPART_BYTES, (c) => httpError(c, 413, 'malformedBody'))
  app.use('*', (c, next) => {
    const limit = byEndpoint.get(`${c.req.method} ${c.req.path}`) ?? (c.req.path.startsWith(`${OPEN_API_PREFIX}/`) ? openApi : backstop)
    return limit(c, next)
  })
}

function limitBody(def: EndpointDef) {
  const multipart = def.encoding === 'multipart'
  return refuseBodyOver(multipart ? MAX_MULTIPART_BYTES : MAX_BODY_BYTES, (c) => httpError(c, 413, multipart ? 'imageTooLarge' : 'malformedBody'))
}

/**
 * One endpoint: read the input by encoding (415 / 400 malformedBody), check the gate timestamp
 * (401 + x-server-time), the signature (400 badSignature), the common params, the session for
 * 'session' endpoints (4203), the idempotency key of idempotent endpoints (400 invalidValue),
 * validate with the table's schema (400 invalidValue), run the handler (idempotent endpoints:
 * once per key, in one transaction with the stored answer; src/server/middleware/idempotency.ts).
 */
function endpointRoute(deps: AppDeps, key: EndpointKey, def: EndpointDef, handler: Handler<EndpointKey>) {
  const fullPath = servicePath(def)
  return async (c: Context): Promise<Response> => {
    let input
    try {
      input = await readInput(c, def.encoding)
    } catch (error) {
      if (error instanceof UnsupportedContentType) return httpError(c, 415, 'unsupportedContentType')
      if (error instanceof MalformedBody) return httpError(c, 400, 'malformedBody')
      throw error
    }
    const now = deps.now()
    if (!isGateTimeFresh(input, now)) {
      c.header(SERVER_TIME_HEADER, String(now))
      return httpError(c, 401, 'staleTimestamp')
    }
    if (!isSignatureValid(input, fullPath)) return httpError(c, 400, 'badSignature')
    const missing = missingCommonParam(input)
    if (missing) return httpError(c, 400, 'invalidValue', { errorField: missing })

    const session = def.access === 'session' ? await resolveSession(c, deps.db, input, now) : null
    if (def.access === 'session' && !session) return c.json({ status: STATUS.sessionExpired, errorMsg: 'sessionExpired' }, 200)

    // A non-idempotent write runs once per signature: a captured request sent again within the
    // timestamp window is refused (idempotent writes answer a repeated key from their store).
    if (def.method === 'POST' && !def.idempotent && input.gatesign && !(await firstSighting(deps.db, await sightingKey(fullPath, input), now))) {
      return httpError(c, 409, 'requestReplayed')
    }

    // After the signature and session checks: a bad request never reserves a key.
    const idemKey = def.idempotent ? idempotencyKeyOf(input) : null
    if (def.idempotent && !idemKey) return httpError(c, 400, 'invalidValue', { errorField: IDEMPOTENCY_PARAM })

    const parsed = parseInput(def, input.payload)
    if (!parsed.ok) return c.json(parsed.refusal, 200)
    const contextFor = (db: Kysely<Database>): HandlerContext => ({
      db, config: deps.config, providers: deps.providers, session, now: deps.now,
      ip: clientIp(c, deps.config), file: input.file, hono: c, ...(prepared ? { prepared } : {}),
    })
    // A handler's prepare phase (image decoding, file writes) runs first, outside any transaction;
    // its refusal is answered from inside the write (stored for the key like the handler's own).
    // Its work is kept only when the handler answered and the write committed, else discarded.
    let prepared: Preparation | undefined
    let prepareRefusal: Refusal | undefined
    let answered = false
    let keep = false
    const write = async (db: Kysely<Database>): Promise<Answer> => {
      if (prepareRefusal) throw prepareRefusal
      const answer = await answerOf(key, def, handler, contextFor(db), parsed.data)
      answered = true
      return answer
    }
    const prepare = async (): Promise<void> => {
      if (!handler.prepare) return
      try {
        prepared = await handler.prepare(contextFor(deps.db), parsed.data as never)
      } catch (error) {
        if (!(error instanceof Refusal)) throw error
        prepareRefusal = error
      }
    }
    try {
      // an export: its file streamed as it is read (EndpointDef.stream); refusals come before it
      if (def.stream) return await streamAnswerOf(key, def, handler, contextFor(deps.db), parsed.data)
      if (!idemKey || !session) {
        await prepare()
        const answer = await write(deps.db)
        keep = answered
        return c.json(answer.body, answer.httpStatus)
      }
      const hash = await requestHash(key, input)
      const request = { userId: session.userId, key: idemKey, hash, now }
      // A key already answered is answered again without preparing (a cheap read, no transaction).
      let outcome: IdempotentOutcome | null = handler.prepare ? await storedOutcome(deps.db, request) : null
      if (!outcome) {
        await prepare()
        outcome = await runIdempotent(deps.db, request, write)
      }
      keep = outcome.kind === 'fresh' && answered
      if (outcome.kind === 'conflict') return httpError(c, 422, 'idempotencyKeyReused')
      if (outcome.kind === 'replay') c.header(REPLAY_HEADER, 'true')
      return c.json(outcome.answer.body, outcome.answer.httpStatus)
    } catch (error) {
      if (error instanceof Refusal) return refusalResponse(c, error)
      throw error
    } finally {
      if (prepared && !keep) await prepared.discard().catch((error: unknown) => log().error({ err: error, endpoint: key }, 'discarding prepared work failed'))
    }
  }
}

function clientIp(c: Context, config: ServerConfig): string {
  if (config.trustProxy) {
    // The client writes what it likes on the left; each trusted proxy appends the address it
    // saw, so the N-th entry from the right (N = trusted hops) is the outermost proxy's view.
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((e) => e.trim()).filter((e) => e !== '')
    const hops = Math.max(1, config.trustProxyHops ?? 1)
    const forwarded = entries.length >= hops ? entries[entries.length - hops] : entries[0]
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
