import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { LoginResult } from '../../../domain/endpoints'
import type { HandlerContext, Handlers } from '../../handler'
import { countryList, filterCountries } from './countries'
import {
  checkMobileExists, passwordLogin, quickLogin, register, resetPasswordByEmail, resetPasswordBySms, sendResetEmail,
  sendSmsCode,
} from './service'
import type { SignedIn } from './service'
import { closeSession } from './sessions'
import { createChallenge, verifyChallenge } from './slide'

/** The uic service: sign-in, registration, password reset, slide verification, countries. */
export const uicHandlers: Handlers = {
  sendSmsCode: async (ctx, input) => {
    await sendSmsCode(ctx, input)
    return {}
  },
  quickLogin: async (ctx, input) => signedIn(ctx, await quickLogin(ctx, input)),
  passwordLogin: async (ctx, input) => signedIn(ctx, await passwordLogin(ctx, input)),
  register: async (ctx, input) => signedIn(ctx, await register(ctx, input)),
  checkMobileExists: async (ctx, input) => ({ exists: await checkMobileExists(ctx, input) }),
  resetPasswordBySms: async (ctx, input) => {
    await resetPasswordBySms(ctx, input)
    return {}
  },
  sendResetEmail: async (ctx, input) => {
    await sendResetEmail(ctx, input)
    return {}
  },
  resetPasswordByEmail: async (ctx, input) => {
    await resetPasswordByEmail(ctx, input)
    return {}
  },
  slideChallenge: async (ctx) => createChallenge(ctx.db, ctx.now()),
  slideVerify: async (ctx, input) => ({ slideToken: await verifyChallenge(ctx.db, input, ctx.now()) }),
  getCountry: async (_ctx, input) => ({ list: [...filterCountries(countryList(), input.geoCode)] }),
  logout: async (ctx) => {
    if (ctx.session) await closeSession(ctx.db, ctx.session.sessId, ctx.now())
    for (const name of SESSION_COOKIES) deleteCookie(ctx.hono, name, { path: '/' })
    return {}
  },
}

/** The cookies the call layer reads to add the session params (docs/decisions/0002-session-cookies.md). */
export const SESSION_COOKIES = ['userId', 'sessId', 'xztoken', 'userName'] as const

/** Sets the session cookies (lifetime = the session's: 30 days) and answers the login result. */
function signedIn(ctx: HandlerContext, result: SignedIn): LoginResult {
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

function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')
  if (forwarded) return forwarded.split(',')[0]?.trim() === 'https'
  return new URL(c.req.url).protocol === 'https:'
}
