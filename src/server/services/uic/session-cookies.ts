import type { Context } from 'hono'
import { setCookie } from 'hono/cookie'
import type { LoginResult } from '../../../domain/endpoints'
import type { HandlerContext } from '../../handler'
import type { SignedIn } from './service'

/** The cookies the call layer reads to add the session params (docs/decisions/0002-session-cookies.md). */
export const SESSION_COOKIES = ['userId', 'sessId', 'xztoken', 'userName'] as const

/** Sets the session cookies (lifetime = the session's: 30 days) and answers the login result. */
export function signedIn(ctx: HandlerContext, result: SignedIn): LoginResult {
  const { expiresAt, ...login } = result
  const c = ctx.hono
  const options = {
    path: '/',
    maxAge: Math.max(0, Math.floor((expiresAt - ctx.now()) / 1000)),
    sameSite: 'Lax' as const,
    secure: isHttps(c),
    httpOnly: false,
  }
  setCookie(c, 'userId', login.userId, options)
  setCookie(c, 'sessId', login.sessId, options)
  setCookie(c, 'xztoken', login.xztoken, options)
  setCookie(c, 'userName', login.userName, options)
  return login
}

export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')
  if (forwarded) return forwarded.split(',')[0]?.trim() === 'https'
  return new URL(c.req.url).protocol === 'https:'
}
