/**
 * The prerendered first screens (issue 41; the build writes them with dist/prerendered.json,
 * scripts/prerender.ts): which one the server's index.html for a path is, and the service worker's
 * answer to a navigation. A visitor gets the
 * public page of that path, a signed-in host the host frame for any host page, in the language the
 * host chose (?lang=… from a page not yet started, else the `lang` cookie the portal keeps, else
 * Chinese, the spec's default). Anything else gets the plain index.html (the splash).
 */

export type PrerenderedTable = {
  pages: Record<string, Record<string, string>>
  hostFrame: Record<string, string>
  /** The full paths of the signed-in host's pages (with $params), as the route tree has them. */
  hostPaths: string[]
}

export const LANGS = ['zh', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'zh'

/** The language a request asks for: ?lang=… (a switch tapped before the portal started), else the cookie, else zh. */
export function requestLang(query: string | undefined, cookie: string | undefined): Lang {
  for (const value of [query, cookie]) if (isLang(value)) return value
  return DEFAULT_LANG
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** The prerendered file (under dist/) for this request, or null for the plain index.html. */
export function prerenderedFile(table: PrerenderedTable | null, request: { pathname: string; lang: Lang; signedIn: boolean }): string | null {
  if (!table) return null
  const path = normalise(request.pathname)
  if (request.signedIn) return isHostPath(table.hostPaths, path) ? (table.hostFrame[request.lang] ?? null) : null
  const page = Object.entries(table.pages).find(([key]) => normalise(key) === path)?.[1]
  return page?.[request.lang] ?? null
}

/** The build's table, or null when it is missing or damaged (pages are then served as before). */
export function parsePrerendered(text: string | null): PrerenderedTable | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<PrerenderedTable>
    if (!value || typeof value !== 'object' || typeof value.pages !== 'object' || typeof value.hostFrame !== 'object' || !Array.isArray(value.hostPaths)) return null
    return value as PrerenderedTable
  } catch {
    return null
  }
}

function isHostPath(hostPaths: readonly string[], path: string): boolean {
  const segments = path.split('/')
  return hostPaths.some((pattern) => {
    const parts = normalise(pattern).split('/')
    if (parts.length !== segments.length) return false
    return parts.every((part, index) => (part.startsWith('$') ? (segments[index] ?? '') !== '' : part === segments[index]))
  })
}

/** Lower case (routes match case-insensitively), no trailing slash except for '/'. */
function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (trimmed || '/').toLowerCase()
}
