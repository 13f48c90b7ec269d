import { performance } from 'node:perf_hooks'
import type { MiddlewareHandler } from 'hono'
import { requestId } from 'hono/request-id'
import { log, withLog } from '../log'

/**
 * Every request gets an id (the proxy's X-Request-Id when it sent a sane one, else a new UUID),
 * answered in X-Request-Id and carried by every log line written while it is served (errors
 * included); when it is answered, one access line: method, path without its query (signed calls
 * carry their parameters there), status and milliseconds.
 */
export function requestLog(): MiddlewareHandler[] {
  const tagged: MiddlewareHandler = (c, next) => withLog({ reqId: c.get('requestId') }, async () => {
    const started = performance.now()
    await next()
    log().info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request')
  })
  return [requestId({ limitLength: 64 }), tagged]
}
