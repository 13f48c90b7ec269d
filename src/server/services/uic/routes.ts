import { deleteCookie } from 'hono/cookie'
import type { Handlers } from '../../handler'
import { countryList, filterCountries } from './countries'
import {
  checkMobileExists, passwordLogin, quickLogin, register, resetPasswordByEmail, resetPasswordBySms, sendResetEmail,
  sendSmsCode,
} from './service'
import { closeSession } from './sessions'
import { SESSION_COOKIES, signedIn } from './session-cookies'
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
