import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { ServerConfig } from '../config'
import { OPEN_API_DOCS_PATH } from '../../domain/pms/open-api'

/** HSTS for one year with subdomains (Hono's default is 180 days). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The CSP the portal runs under: own scripts only (no inline script), inline styles allowed
 * (Radix positions popovers with style attributes), images also from data: and blob: (previews
 * before upload), no framing, no plugins. The open API's reference page (OPEN_API_DOCS_PATH) has
 * its own, REFERENCE_PAGE_CSP.
 */
export function securityHeaders(maps: ServerConfig['maps'] = {}): MiddlewareHandler {
  const map = mapSources(maps)
  const portal = secureHeaders({
    ...COMMON,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...map.script],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...map.connect],
      connectSrc: ["'self'", ...map.connect],
      workerSrc: ["'self'", ...map.worker],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  })
  const reference = secureHeaders({ ...COMMON, contentSecurityPolicy: REFERENCE_PAGE_CSP })
  return (c, next) => (c.req.path === OPEN_API_DOCS_PATH ? reference : portal)(c, next)
}

const COMMON = {
  strictTransportSecurity: HSTS,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
} as const

/**
 * The open API's reference page (Scalar, services/pms/open-docs.ts): only the same-origin bundle as
 * script (its configuration is in a data attribute), inline styles (the bundle injects its CSS as
 * a <style> element and Vue sets style attributes), the document and test calls from our own
 * origin, no map providers, nothing from another host.
 */
export const REFERENCE_PAGE_CSP = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
}

/**
 * What the configured map providers need beyond the portal's own origin (decision 0041): Amap's
 * script, services and tiles; the MapLibre style's origin and the tile hosts named in
 * MAP_CONNECT_SRC. Nothing when no map is configured.
 */
export function mapSources(maps: ServerConfig['maps'] = {}): { script: string[]; connect: string[]; worker: string[] } {
  const connect = new Set<string>()
  const script: string[] = []
  const worker: string[] = []
  if (maps.amapKey) {
    script.push('https://webapi.amap.com', 'https://*.amap.com')
    for (const host of ['https://*.amap.com', 'https://*.autonavi.com']) connect.add(host)
    worker.push('blob:')
  }
  if (maps.styleUrl) {
    connect.add(maps.styleUrl.startsWith('data:') ? 'data:' : new URL(maps.styleUrl).origin)
    for (const origin of maps.connectSrc ?? []) connect.add(origin)
  }
  return { script, connect: [...connect], worker }
}
