import type { Context } from 'hono'
import type { Kysely } from 'kysely'
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
}

export type Handler<K extends EndpointKey> = (
  ctx: HandlerContext,
  input: z.output<(typeof endpoints)[K]['request']>,
) => Promise<ResponseOf<K>>

/** A service's handlers, keyed by endpoint key; app.ts registers them on the table's routes. */
export type Handlers = { [K in EndpointKey]?: Handler<K> }
