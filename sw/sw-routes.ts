/** Server paths the service worker never answers from a cache and never falls back for. */
export const NETWORK_ONLY_PREFIXES = ['/api', '/files', '/verify', '/open-api', '/ical'] as const

/** True for /api, /files, /verify, the PMS's open API (its reference page too), calendar exports, and anything below them. */
export function isNetworkOnly(pathname: string): boolean {
  return NETWORK_ONLY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

/** A navigation the SW answers with the precached index.html when the page itself is not precached. */
export function isAppNavigation(pathname: string): boolean {
  return !isNetworkOnly(pathname)
}
