import type { Context, MiddlewareHandler } from 'hono'
import { httpError } from './envelope'

/**
 * Refuses state-changing requests a browser sent from another site (a cookie-only POST from a
 * foreign page would otherwise act with the host's session). Browsers send Sec-Fetch-Site and
 * Origin on such requests: Sec-Fetch-Site other than same-origin or none (typed address) is
 * refused, and so is an Origin whose host is not the one the request was sent to (Host, or the
 * forwarded host behind a trusted proxy) nor one of the configured extra origins. Requests with
 * neither header come from no browser (scripts, the console, tests): they still need their
 * signature and session params, which a foreign page cannot read.
 */
export function sameOriginWrites(options: { trustProxy: boolean; allowedOrigins?: readonly string[] }): MiddlewareHandler {
  const extra = new Set((options.allowedOrigins ?? []).map((o) => o.toLowerCase()))
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    const site = c.req.header('sec-fetch-site')?.toLowerCase()
    const origin = c.req.header('origin')?.toLowerCase()
    const allowedSite = site === undefined || site === 'same-origin' || site === 'none'
    const allowedOrigin = origin === undefined || extra.has(origin) || originHost(origin) === requestHost(c, options.trustProxy)
    if (allowedSite && allowedOrigin) return next()
    return httpError(c, 403, 'noPermission')
  }
}

function originHost(origin: string): string | null {
  if (origin === 'null') return null
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

function requestHost(c: Context, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? c.req.header('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined
  const host = forwarded || c.req.header('host')
  if (!host) return null
  try {
    // normalise the same way as the Origin (default ports dropped, case folded)
    return new URL(`http://${host}`).host.toLowerCase()
  } catch {
    return null
  }
}
