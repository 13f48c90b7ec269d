import { secureHeaders } from 'hono/secure-headers'

/** HSTS for one year with subdomains (Hono's default is 180 days). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The CSP the portal runs under: own scripts only (no inline script), inline styles allowed
 * (Radix positions popovers with style attributes), images also from data: and blob: (previews
 * before upload), no framing, no plugins.
 */
export function securityHeaders() {
  return secureHeaders({
    strictTransportSecurity: HSTS,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
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
