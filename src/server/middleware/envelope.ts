import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { BIZGUARD_HEADER } from '../../domain/common-params'
import { STATUS } from '../../domain/envelope'
import type { Envelope } from '../../domain/envelope'
import type { MessageKey } from '../../domain/messages'
import type { Refusal } from '../errors'

/** The path of the slide verification page the client is sent to (x-bizguard-redirect). */
export const SLIDE_PAGE_PATH = '/verify/slide'

/** An error envelope on a transport-level HTTP status (415, 401, 400, 500...). */
export function httpError(
  c: Context,
  httpStatus: ContentfulStatusCode,
  key: MessageKey,
  extra: Partial<Envelope> = {},
): Response {
  const body: Envelope = { status: httpStatus, errorMsg: key, ...extra }
  return c.json(body, httpStatus)
}

/**
 * A handler's refusal: HTTP 200 with the envelope, except slide verification, which is HTTP 307
 * with the x-bizguard-redirect header and body { status: 307 } (portal spec 8).
 */
export function refusalResponse(c: Context, refusal: Refusal): Response {
  if (refusal.status === STATUS.slide) {
    c.header(BIZGUARD_HEADER, SLIDE_PAGE_PATH)
    return c.json({ status: STATUS.slide }, 307)
  }
  return c.json(refusalEnvelope(refusal), 200)
}

/** The envelope of a refusal other than slide verification (answered with HTTP 200). */
export function refusalEnvelope(refusal: Refusal): Envelope {
  const body: Envelope = { status: refusal.status, errorMsg: refusal.key }
  if (refusal.field !== undefined) body.errorField = refusal.field
  if (refusal.params !== undefined) body.errorParams = refusal.params
  if (refusal.content !== undefined) body.content = refusal.content
  return body
}
