import { createHash, randomBytes } from 'node:crypto'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Kysely } from 'kysely'
import * as oidc from 'openid-client'
import {
  SIGN_IN_PROVIDERS, SOCIAL_STATE_TTL_MS, SOCIAL_TICKET_TTL_MS, socialCallbackPath,
  type SignInProvider, type SocialPurpose,
} from '../../../../domain/account/social'
import type { Database, UserRow } from '../../../db/schema'
import { isUniqueViolation } from '../../../db/errors'
import { forbidden, refused } from '../../../errors'
import type { HandlerContext, Handlers } from '../../../handler'
import type { Job } from '../../../job'
import { log } from '../../../log'
import { publicOrigin } from '../../../public-origin'
import { findUserById } from '../repo'
import { quickLogin, signIn } from '../service'
import { isHttps, signedIn } from '../session-cookies'
import { personalInfoOf } from '../../user/profile'
import { ProviderFailure, socialAdapter, type SocialAdapter, type SocialIdentity } from './adapters'

/** The cookie that ties a provider's answer to the browser that started the sign-in (login CSRF). */
export const SOCIAL_STATE_COOKIE = 'social_state'
const COOKIE_PATH = '/api'

type Answer = { provider: SignInProvider; code: string; state: string; iss?: string | undefined }

/**
 * Third-party sign-in (issue 35 item 1, decision 0085): OAuth 2.0's authorization-code flow with a
 * state per start (single use, 10 minutes, bound to the browser by a cookie), PKCE and a nonce
 * where the provider takes them, the code exchanged by the server with the client secret. A first
 * sign-in asks for the mobile number with its login code, and binds to that number's account
 * (made when there is none); a signed-in host binds from the personal information page.
 */
export const socialHandlers: Handlers = {
  socialProviders: async (ctx) => ({ providers: SIGN_IN_PROVIDERS.filter((p) => ctx.config.social?.[p]) }),

  socialStart: async (ctx, { provider, redirect }) => ({ authorizeUrl: await start(ctx, provider, 'signIn', null, redirect ?? null) }),

  socialCallback: async (ctx, answer) => {
    const { row, identity } = await finish(ctx, answer, 'signIn')
    const bound = await ctx.db.selectFrom('social_bindings').select('user_id')
      .where('provider', '=', answer.provider).where('open_id', '=', identity.openId).executeTakeFirst()
    const user = bound ? await findUserById(ctx.db, bound.user_id) : undefined
    if (user) {
      const login = signedIn(ctx, await signIn(ctx, user, false))
      return { result: 'signedIn' as const, login, redirect: row.redirect }
    }
    const ticket = randomBytes(32).toString('base64url')
    const now = ctx.now()
    await ctx.db.insertInto('social_tickets').values({
      ticket_hash: hashOf(ticket), provider: answer.provider, open_id: identity.openId, nick_name: identity.nickName,
      redirect: row.redirect, created_at: now, expires_at: now + SOCIAL_TICKET_TTL_MS, used_at: null,
    }).execute()
    return { result: 'needMobile' as const, provider: answer.provider, nickName: identity.nickName, ticket, redirect: row.redirect }
  },

  socialRegister: async (ctx, { ticket, ...input }) => {
    const hash = hashOf(ticket)
    // an expired or used ticket is refused before the code is guessed
    const waiting = await ctx.db.selectFrom('social_tickets').selectAll().where('ticket_hash', '=', hash).executeTakeFirst()
    if (!waiting || waiting.used_at !== null || Number(waiting.expires_at) <= ctx.now()) throw refused('socialTicketExpired', 'ticket')
    const result = await quickLogin(ctx, input, async (trx, user) => {
      // the ticket is taken in the sign-in's transaction: two sign-ins with one ticket bind once
      const taken = await trx.updateTable('social_tickets').set({ used_at: ctx.now() })
        .where('ticket_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', ctx.now()).executeTakeFirst()
      if (Number(taken.numUpdatedRows) !== 1) throw refused('socialTicketExpired', 'ticket')
      await bind(trx, user, waiting.provider as SignInProvider, { openId: waiting.open_id, nickName: waiting.nick_name }, ctx.now())
    })
    return signedIn(ctx, result)
  },

  socialBindStart: async (ctx, { provider }) => {
    const user = await sessionUser(ctx)
    const existing = await ctx.db.selectFrom('social_bindings').select('id').where('user_id', '=', user.id).where('provider', '=', provider).executeTakeFirst()
    if (existing) throw refused('socialAlreadyBound', 'provider')
    return { authorizeUrl: await start(ctx, provider, 'bind', user.id, null) }
  },

  socialBindFinish: async (ctx, answer) => {
    const user = await sessionUser(ctx)
    const { row, identity } = await finish(ctx, answer, 'bind')
    if (row.user_id !== user.id) throw refused('socialStateInvalid', 'state')
    await ctx.db.transaction().execute((trx) => bind(trx, user, answer.provider, identity, ctx.now()))
    return personalInfoOf(ctx, user)
  },
}

async function start(ctx: HandlerContext, provider: SignInProvider, purpose: SocialPurpose, userId: number | null, redirect: string | null): Promise<string> {
  const adapter = adapterOf(ctx, provider)
  const state = randomBytes(32).toString('base64url')
  const codeVerifier = adapter.pkce ? oidc.randomPKCECodeVerifier() : null
  const nonce = adapter.oidc ? oidc.randomNonce() : null
  const redirectUri = redirectUriOf(ctx, provider)
  let authorizeUrl: string
  try {
    authorizeUrl = await adapter.authorizeUrl({
      state, redirectUri, nonce, codeChallenge: codeVerifier ? await oidc.calculatePKCECodeChallenge(codeVerifier) : null,
    })
  } catch (error) {
    log().warn({ provider, error: String(error) }, 'social sign-in: the provider cannot be reached')
    throw refused('socialProviderFailed', 'provider')
  }
  const now = ctx.now()
  await ctx.db.insertInto('social_states').values({
    state_hash: hashOf(state), provider, purpose, user_id: userId, code_verifier: codeVerifier, nonce,
    redirect: redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : null,
    created_at: now, expires_at: now + SOCIAL_STATE_TTL_MS, used_at: null,
  }).execute()
  setCookie(ctx.hono, SOCIAL_STATE_COOKIE, state, {
    path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: isHttps(ctx.hono), maxAge: SOCIAL_STATE_TTL_MS / 1000,
  })
  return authorizeUrl
}

/**
 * The provider's answer: the state must be this browser's (its cookie), unused, unexpired, of this
 * provider and purpose; it is taken (used) before the code is exchanged, so an answer is worked
 * once however often it arrives.
 */
async function finish(ctx: HandlerContext, answer: Answer, purpose: SocialPurpose) {
  const adapter = adapterOf(ctx, answer.provider)
  if (getCookie(ctx.hono, SOCIAL_STATE_COOKIE) !== answer.state) throw refused('socialStateInvalid', 'state')
  const hash = hashOf(answer.state)
  const now = ctx.now()
  const taken = await ctx.db.updateTable('social_states').set({ used_at: now })
    .where('state_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', now)
    .where('provider', '=', answer.provider).where('purpose', '=', purpose)
    .executeTakeFirst()
  if (Number(taken.numUpdatedRows) !== 1) throw refused('socialStateInvalid', 'state')
  deleteCookie(ctx.hono, SOCIAL_STATE_COOKIE, { path: COOKIE_PATH })
  const row = await ctx.db.selectFrom('social_states').selectAll().where('state_hash', '=', hash).executeTakeFirstOrThrow()
  let identity: SocialIdentity
  try {
    identity = await adapter.identify({
      code: answer.code, state: answer.state, iss: answer.iss, redirectUri: redirectUriOf(ctx, answer.provider),
      codeVerifier: row.code_verifier, nonce: row.nonce,
    })
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error
    log().warn({ provider: answer.provider, error: error.message }, 'social sign-in: the provider refused the answer')
    throw refused('socialProviderFailed', 'code')
  }
  return { row, identity }
}

/**
 * Binds a social account to a host: one account of a provider per host (another one is unbound
 * first on the profile), one host per social account.
 */
async function bind(trx: Kysely<Database>, user: UserRow, provider: SignInProvider, identity: SocialIdentity, now: number): Promise<void> {
  const holder = await trx.selectFrom('social_bindings').select('user_id').where('provider', '=', provider).where('open_id', '=', identity.openId).executeTakeFirst()
  if (holder) {
    if (holder.user_id === user.id) return
    throw refused('socialBoundElsewhere', 'provider')
  }
  const own = await trx.selectFrom('social_bindings').select('id').where('user_id', '=', user.id).where('provider', '=', provider).executeTakeFirst()
  if (own) throw refused('socialAlreadyBound', 'provider')
  try {
    await trx.insertInto('social_bindings').values({ user_id: user.id, provider, open_id: identity.openId, nick_name: identity.nickName, bound_at: now }).execute()
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('socialBoundElsewhere', 'provider')
    throw error
  }
}

function adapterOf(ctx: HandlerContext, provider: SignInProvider): SocialAdapter {
  const settings = ctx.config.social?.[provider]
  if (!settings) throw refused('socialNotConfigured', 'provider')
  return socialAdapter(provider, settings)
}

function redirectUriOf(ctx: HandlerContext, provider: SignInProvider): string {
  return `${publicOrigin(ctx.hono, ctx.config)}${socialCallbackPath(provider)}`
}

async function sessionUser(ctx: HandlerContext): Promise<UserRow> {
  if (!ctx.session) throw forbidden()
  const user = await findUserById(ctx.db, ctx.session.userId)
  if (!user) throw forbidden()
  return user
}

function hashOf(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** Started sign-ins and tickets a day past their expiry go. */
export async function pruneSocial(db: Kysely<Database>, now: number): Promise<number> {
  const before = now - 24 * 60 * 60 * 1000
  const states = await db.deleteFrom('social_states').where('expires_at', '<', before).executeTakeFirst()
  const tickets = await db.deleteFrom('social_tickets').where('expires_at', '<', before).executeTakeFirst()
  return Number(states.numDeletedRows) + Number(tickets.numDeletedRows)
}

export const pruneSocialJob: Job = { name: 'prune social sign-ins', everyMs: 60 * 60 * 1000, run: pruneSocial }
