import type { z } from 'zod/mini'

/** Backend services of spec 7; each is mounted at /api/{service} and its base URL is configurable. */
export const SERVICES = [
  'listing', 'order', 'market', 'finance', 'user', 'general', 'payment', 'risk',
  'roomnights', 'openapi', 'settlement', 'uic', 'chat', 'house',
] as const
export type Service = (typeof SERVICES)[number]

export type Encoding = 'query' | 'form' | 'json' | 'multipart'
export type Access = 'public' | 'session'

export type EndpointDef = {
  service: Service
  method: 'GET' | 'POST'
  /** Path under the service prefix, e.g. '/login/sms' -> /api/uic/login/sms */
  path: string
  /** GET is always 'query'; POST defaults to 'form' (spec 7). */
  encoding: Encoding
  access: Access
  /** Fields of the request other than the common params and gatesign. */
  request: z.ZodMiniType
  /** The `content` of a success envelope (or the flat body for calls that answer flat). */
  response: z.ZodMiniType
  /** The answer is flat (fields beside status) instead of under `content` (image host). */
  flat?: boolean
  /** Outbox writes: the server deduplicates by the client's idempotency key. */
  idempotent?: boolean
  /**
   * The answer is a file streamed as it is written (an export), not a JSON envelope: 'csv' is
   * UTF-8 text/csv. `response` then describes its head, sent as headers before the first row
   * (src/domain/stream-head.ts: TOTAL_ROWS_HEADER, Content-Disposition's file name): the server checks the handler's head
   * against it, the call layer (openStream) parses the headers with it. Refusals before the
   * first row (session, access, input) are ordinary envelopes. Never idempotent.
   */
  stream?: 'csv'
}

export function servicePath(def: Pick<EndpointDef, 'service' | 'path'>): string {
  return `/api/${def.service}${def.path}`
}
