import type { LoginResult } from '../domain/endpoints'
import { SESSION_COOKIE_DAYS } from '../domain/common-params'

/** The logged-in user as the cookies hold it (spec 3). */
export type Session = { userId: string; sessId: string; xztoken: string; userName: string }

/** Cookie names: the three session params plus the display name. */
export const SESSION_COOKIES = ['userId', 'sessId', 'xztoken', 'userName'] as const

/**
 * Cookies live on the current host unless a parent domain is configured (spec 9: "cookie
 * lifetime default 30 days on the parent domain"), e.g. configureCookieDomain('.example.com').
 * Call it without an argument to go back to host-only cookies.
 */
export function configureCookieDomain(domain?: string): void {
  cookieDomain = domain ? domain : undefined
}

export function getSession(): Session | null {
  const jar = readCookies()
  const userId = jar.get('userId')
  const sessId = jar.get('sessId')
  const xztoken = jar.get('xztoken')
  if (!userId || !sessId || !xztoken) return null
  return { userId, sessId, xztoken, userName: jar.get('userName') ?? '' }
}

export function isLoggedIn(): boolean {
  return getSession() !== null
}

/** Stores the answer of a login or register call: 30 days, Path=/, SameSite=Lax. */
export function saveSession(login: Pick<LoginResult, 'userId' | 'userName' | 'sessId' | 'xztoken'>): void {
  const maxAge = SESSION_COOKIE_DAYS * 24 * 60 * 60
  for (const name of SESSION_COOKIES) writeCookie(name, login[name], maxAge, cookieDomain)
}

/** Removes the session cookies (on the configured domain and on the host itself). */
export function clearSession(): void {
  for (const name of SESSION_COOKIES) {
    writeCookie(name, '', 0, undefined)
    if (cookieDomain) writeCookie(name, '', 0, cookieDomain)
  }
}

/**
 * The display language as a cookie beside localStorage's 'lang': the server reads it to send a
 * prerendered page in that language (issue 41). Null removes it (logout clears the language).
 */
export const LANG_COOKIE = 'lang'
export function writeLangCookie(lang: string | null): void {
  writeCookie(LANG_COOKIE, lang ?? '', lang ? LANG_COOKIE_DAYS * 24 * 60 * 60 : 0, undefined)
}
const LANG_COOKIE_DAYS = 365

let cookieDomain: string | undefined

function readCookies(): Map<string, string> {
  const jar = new Map<string, string>()
  const text = cookieDocument()?.cookie ?? ''
  for (const part of text.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (!name || jar.has(name)) continue
    jar.set(name, safeDecode(part.slice(eq + 1).trim()))
  }
  return jar
}

function writeCookie(name: string, value: string, maxAgeSeconds: number, domain: string | undefined): void {
  const doc = cookieDocument()
  if (!doc) return
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
  const domainPart = domain ? `; Domain=${domain}` : ''
  doc.cookie =
    `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax` +
    `${domainPart}${secure}`
}

/**
 * Where cookies are read from and written to instead of the document: the build's prerendering of
 * the host frame (src/app/prerender.tsx) renders as a signed-in host with no document. Undefined
 * goes back to the document.
 */
export function configureCookieSource(source?: { cookie: string }): void {
  cookieSource = source
}

let cookieSource: { cookie: string } | undefined

function cookieDocument(): { cookie: string } | null {
  if (cookieSource) return cookieSource
  const doc = (globalThis as { document?: { cookie: string } }).document
  return doc && typeof doc.cookie === 'string' ? doc : null
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
