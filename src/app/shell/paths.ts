/**
 * Which paths are public, which show the footer, which show the shell's chrome (spec 2
 * "Route guard", "Shell"). Pure: the route guard and the shell both read these.
 */

/** Top-level routes a visitor may open. */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/findPassword',
  '/complete',
  '/autoTest',
  '/welcome',
  '/404',
  '/theme',
] as const

/** Path prefixes whose pages are public (guide and agreement pages). */
export const PUBLIC_PREFIXES = ['/guide', '/agreement', '/oauth'] as const

/** Sign-in pages a logged-in user is sent away from. */
export const AUTH_PATHS = ['/login', '/register', '/findPassword'] as const

/** The logged-in host's home. */
export const HOST_HOME = '/work/index'

/** Paths that show the footer. */
export const FOOTER_PATHS = ['/', '/login', '/register', '/findPassword', '/complete', HOST_HOME] as const

/** Paths shown without header, footer and floating widgets. */
export const BARE_PATHS = ['/welcome'] as const

export function isPublicPath(pathname: string): boolean {
  const path = normalise(pathname)
  return includesPath(PUBLIC_PATHS, path) || PUBLIC_PREFIXES.some((prefix) => underPrefix(path, prefix))
}

export function isAuthPath(pathname: string): boolean {
  return includesPath(AUTH_PATHS, normalise(pathname))
}

export function showsFooter(pathname: string): boolean {
  const path = normalise(pathname)
  return includesPath(FOOTER_PATHS, path) || PUBLIC_PREFIXES.some((prefix) => underPrefix(path, prefix))
}

export function showsChrome(pathname: string): boolean {
  return !includesPath(BARE_PATHS, normalise(pathname))
}

/** Lower case (routes match case-insensitively), no trailing slash except for '/'. */
export function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (trimmed || '/').toLowerCase()
}

function includesPath(list: readonly string[], path: string): boolean {
  return list.some((entry) => entry.toLowerCase() === path)
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}
