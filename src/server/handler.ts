import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { Lifecycle } from './lifecycle'
import type { z } from 'zod/mini'
import type { EndpointKey, endpoints, ResponseOf } from '../domain/endpoints'
import type { Database } from './db/schema'
import type { ServerConfig } from './config'
import type { Providers } from './providers'

export type SessionUser = { userId: number; sessId: string }

export type HandlerContext = {
  db: Kysely<Database>
  config: ServerConfig
  providers: Providers
  /** The signed-in user; present for every endpoint with access 'session'. */
  session: SessionUser | null
  /** Milliseconds since the epoch; the only clock handlers read (tests move it). */
  now: () => number
  /** Client address (for rate limits). */
  ip: string
  /** The multipart file field Filedata, when the endpoint is multipart. */
  file: File | null
  hono: Context
  /** What the handler's prepare phase made (see withPrepare); absent without one. */
  prepared?: Preparation
}

export type HandlerInput<K extends EndpointKey> = z.output<(typeof endpoints)[K]['request']>

/**
 * Work a handler did before its write, outside any transaction (an image decoded, re-encoded and
 * written to its file). discard() undoes it (deletes the file); the app calls it unless the write
 * answered with success and its transaction committed.
 */
export type Preparation = { discard: () => Promise<void> }

/**
 * The slow part of a write (CPU, file I/O): runs before the handler with ctx.db outside any
 * transaction, so no request holds the write lock while it works. It may read (checks the handler
 * repeats in its transaction) but must not write to the database, except to claim a limit (a code
 * guess, a password try): that claim must outlive the call's refusal, which rolls back the
 * handler's transaction. A Refusal it throws is answered (and stored for the idempotency key) as
 * if the handler had thrown it.
 */
export type Prepare<K extends EndpointKey, P extends Preparation = Preparation> = (
  ctx: HandlerContext,
  input: HandlerInput<K>,
) => Promise<P>

/**
 * What a stream endpoint's handler answers (EndpointDef.stream): its head, checked and sent as
 * headers, and the file's text in pieces, read as the client takes them (a generator's finally
 * runs when the client goes away). Refusals are thrown before it is returned.
 */
export type StreamAnswer<Head> = Head & { body: AsyncIterable<string | Uint8Array> }

/** A handler's answer: the envelope's content, or for a stream endpoint its head and body. */
export type AnswerOf<K extends EndpointKey> = (typeof endpoints)[K] extends { stream: string } ? StreamAnswer<ResponseOf<K>> : ResponseOf<K>

export type Handler<K extends EndpointKey> = ((
  ctx: HandlerContext,
  input: HandlerInput<K>,
) => Promise<AnswerOf<K>>) & {
  /** Optional phase run first, outside the transaction; its result is ctx.prepared. */
  prepare?: Prepare<K>
}

/**
 * A handler with a prepare phase: prepare runs outside any transaction, then run gets its result
 * and only records it (short writes in the endpoint's transaction).
 */
export function withPrepare<K extends EndpointKey, P extends Preparation>(
  prepare: Prepare<K, P>,
  run: (ctx: HandlerContext, input: HandlerInput<K>, prepared: P) => Promise<AnswerOf<K>>,
): Handler<K> {
  const handler = async (ctx: HandlerContext, input: HandlerInput<K>): Promise<AnswerOf<K>> => {
    if (ctx.prepared) return run(ctx, input, ctx.prepared as P)
    // Called without the app's prepare phase (directly): prepare here, undo it when run fails.
    const prepared = await prepare(ctx, input)
    try {
      return await run(ctx, input, prepared)
    } catch (error) {
      await prepared.discard()
      throw error
    }
  }
  return Object.assign(handler, { prepare })
}

/** A service's handlers, keyed by endpoint key; app.ts registers them on the table's routes. */
export type Handlers = { [K in EndpointKey]?: Handler<K> }

/** What the app and its parts (endpoints, static files, the open API) are built with. */
export type AppDeps = {
  db: Kysely<Database>
  config: ServerConfig
  providers: Providers
  /** The server clock in ms since the epoch (tests move it). */
  now: () => number
  /** Serving or draining (main.ts drains it on SIGTERM); a new one when absent. */
  lifecycle?: Lifecycle
}
