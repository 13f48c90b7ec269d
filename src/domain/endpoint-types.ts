import type { z } from 'zod/mini'
import type { EndpointFailure } from './failure-kind'

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
   * first row (session, access, input) are ordinary envelopes. Never idempotent. 'zip' is an
   * application/zip archive written entry by entry; its head's total is the number of entries.
   */
  stream?: 'csv' | 'zip'
  /**
   * The limits the endpoint claims before the work they guard (issue 36): each is counted and
   * claimed in one step on the server, and each has a concurrent-burst test
   * (tests/api/limit-bursts.test.ts) derived from this field.
   */
  guards?: readonly Guard[]
  /**
   * What the write does, for the text its failure shows ("Save Failed: <reason>"; spec 8,
   * decision 0080): every POST declares one (tests/unit/domain/failure-kinds.test.ts), 'none'
   * where the reason is the whole text (sign-in, codes, uploads, reads sent as POST).
   */
  failure?: EndpointFailure
}

/**
 * signIn: failures per number and address (slide, then delays); codeSend: one code per target a
 * minute, a slide after 3 in 10 minutes, 10 a day; codeGuess: 5 guesses per code; slide: 3 tries
 * per challenge; withdrawPassword: 5 wrong a day; appealOnce: one appeal per penalty; alipayCheck:
 * ALIPAY_CHECKS_PER_DAY Alipay account checks a host a day.
 */
export type Guard = 'signIn' | 'codeSend' | 'codeGuess' | 'slide' | 'withdrawPassword' | 'appealOnce' | 'alipayCheck'

export function servicePath(def: Pick<EndpointDef, 'service' | 'path'>): string {
  return `/api/${def.service}${def.path}`
}
