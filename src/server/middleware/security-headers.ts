import { secureHeaders } from 'hono/secure-headers'
import type { ServerConfig } from '../config'

/** HSTS for one year with subdomains (Hono's default is 180 days). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The CSP the portal runs under: own scripts only (no inline script), inline styles allowed
 * (Radix positions popovers with style attributes), images also from data: and blob: (previews
 * before upload), no framing, no plugins.
 */
export function securityHeaders(maps: ServerConfig['maps'] = {}) {
  const map = mapSources(maps)
  return secureHeaders({
    strictTransportSecurity: HSTS,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
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
