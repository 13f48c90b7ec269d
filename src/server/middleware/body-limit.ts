import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/**
 * Refuses a body over maxSize before a handler reads it, with `refuse`'s answer. A declared
 * Content-Length is judged from the header alone; a chunked body is counted as it arrives and
 * refused at the first chunk past the limit. Hono's bodyLimit keeps the chunks it counted (a
 * chunked body under the limit is handed on from that copy), so one limit judges each request
 * (app.ts limitBodies): a second would copy the body again.
 */
export function refuseBodyOver(maxSize: number, refuse: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      // the rest of the body is never read: the connection cannot carry another request
      c.header('Connection', 'close')
      return refuse(c)
    },
  })
}
