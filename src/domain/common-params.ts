/** Common params that every call carries (spec 7). */
export const CLIENT_FROM = 'web'
export const CLIENT_VERSION = '500'
export const CLIENT_ROLE = 'xzfd'
/** Gate timestamp param: milliseconds since epoch, adjusted by the stored clock offset. */
export const GATE_TIME_PARAM = 'gatetime'
/** The server accepts gate timestamps within this many ms of its own clock. */
export const GATE_WINDOW_MS = 5 * 60 * 1000
/** HTTP header in which a 401 answer carries the server's time (ms since epoch). */
export const SERVER_TIME_HEADER = 'x-server-time'
/** Header the server sets when the client should do slide verification (spec 8). */
export const BIZGUARD_HEADER = 'x-bizguard-redirect'

/** A streamed answer (EndpointDef.stream): how many rows follow, sent before the first one. */
export const TOTAL_ROWS_HEADER = 'x-total-rows'

/** The portal build a call comes from (docs/decisions/0010-pwa.md). */
export const APP_BUILD_HEADER = 'x-app-build'
/** HTTP status and envelope status of a call from a build older than the server accepts. */
export const APP_OUTDATED_STATUS = 426
/** Session params, added when logged in; also the cookie names. */
export const SESSION_PARAMS = ['userId', 'sessId', 'xztoken'] as const
export const SESSION_COOKIE_DAYS = 30
/** One-use token from a passed slide verification, sent with the next guarded call. */
export const SLIDE_TOKEN_PARAM = 'slideToken'
export const HTTP_TIMEOUT_MS = 20_000
/** Idempotent endpoints: the client-generated id of the write (signed like any other param). */
export const IDEMPOTENCY_PARAM = 'idemKey'
/**
 * Writes (POST): a random value per sending, signed with the rest, so two real writes with the
 * same fields in the same millisecond never share a signature; a captured one sent again does
 * (src/server/middleware/replay.ts).
 */
export const NONCE_PARAM = 'nonce'

export function commonParams(nowMs: number, offsetMs: number): Record<string, string> {
  return {
    clientFrom: CLIENT_FROM,
    clientVersion: CLIENT_VERSION,
    role: CLIENT_ROLE,
    [GATE_TIME_PARAM]: String(Math.round(nowMs + offsetMs)),
  }
}
