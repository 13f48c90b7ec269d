import type { Context, MiddlewareHandler } from 'hono'

/**
 * Refuses a body over maxSize before a handler reads it, with `refuse`'s answer (413, and the
 * connection closed: the rest of the body is never read). A declared Content-Length is judged from
 * the header alone (Node's parser then delivers no more than that). A chunked body is counted as
 * it arrives and refused at the first chunk past the limit; one under it is handed on from the
 * chunks kept as they came. Hono's bodyLimit does the same but copies the chunks into a buffer
 * that doubles as it grows: a chunked 600 MB upload held about four times the 21 MB limit at its
 * peak; kept as a list, it holds the limit and one chunk. One limit judges each request
 * (app.ts limitBodies): a second would keep the body again.
 */
export function refuseBodyOver(maxSize: number, refuse: (c: Context) => Response): MiddlewareHandler {
  const refused = (c: Context) => {
    c.header('Connection', 'close')
    return refuse(c)
  }
  return async (c, next) => {
    const raw = c.req.raw
    if (!raw.body) return next()
    const declared = raw.headers.get('content-length')
    if (declared !== null && !raw.headers.has('transfer-encoding')) return Number(declared) > maxSize ? refused(c) : next()
    const chunks: Uint8Array[] = []
    let size = 0
    const reader = raw.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxSize) {
        chunks.length = 0
        await reader.cancel().catch(() => undefined)
        return refused(c)
      }
      chunks.push(value)
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks.splice(0)) controller.enqueue(chunk)
        controller.close()
      },
    })
    c.req.raw = new Request(raw, { body, duplex: 'half' } as RequestInit)
    return next()
  }
}
