import * as oidc from 'openid-client'
import type { SignInProvider } from '../../../../domain/account/social'
import type { SocialProviderSettings } from '../../../config'

/** Who the provider says signed in: its stable id for the person, and the name to show. */
export type SocialIdentity = { openId: string; nickName: string }

/** What the callback hands an adapter: the provider's answer and what the start kept for it. */
export type ProviderAnswer = {
  code: string
  state: string
  /** RFC 9207's iss, when the provider sent it back. */
  iss?: string | undefined
  redirectUri: string
  codeVerifier: string | null
  nonce: string | null
}

/**
 * One provider's side of OAuth 2.0's authorization-code flow (decision 0085): the address of its
 * sign-in page, and the exchange of the code it sends back for the person's identity. A real
 * provider speaks its own dialect; one configured by an issuer speaks OpenID Connect.
 */
export type SocialAdapter = {
  provider: SignInProvider
  /** Whether the start makes a PKCE verifier (the provider checks it) and an OpenID nonce. */
  pkce: boolean
  oidc: boolean
  authorizeUrl(input: { state: string; redirectUri: string; codeChallenge: string | null; nonce: string | null }): Promise<string>
  identify(answer: ProviderAnswer): Promise<SocialIdentity>
}

/** The provider refused the code or could not be reached: the host is asked to try again. */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure'
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>

const TIMEOUT_MS = 10_000

export function socialAdapter(provider: SignInProvider, settings: SocialProviderSettings, fetchFn: Fetch = fetch): SocialAdapter {
  if (settings.issuer) return oidcAdapter(provider, settings, settings.issuer)
  switch (provider) {
    case 'wechat':
      return wechatAdapter(settings, fetchFn)
    case 'qq':
      return qqAdapter(settings, fetchFn)
    case 'weibo':
      return weiboAdapter(settings, fetchFn)
  }
}

// ---- OpenID Connect (an issuer: a broker in front of the provider, or the tests' server) ----

/** Discovery is made once per issuer (again after it failed). */
const discovered = new Map<string, Promise<oidc.Configuration>>()

function configurationOf(issuer: string, settings: SocialProviderSettings): Promise<oidc.Configuration> {
  const key = `${issuer}\n${settings.clientId}`
  let found = discovered.get(key)
  if (!found) {
    const url = new URL(issuer)
    found = oidc.discovery(url, settings.clientId, settings.clientSecret, undefined, {
      // the config allows http only outside production (src/server/config.ts)
      ...(url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      timeout: TIMEOUT_MS / 1000,
    })
    found.catch(() => discovered.delete(key))
    discovered.set(key, found)
  }
  return found
}

function oidcAdapter(provider: SignInProvider, settings: SocialProviderSettings, issuer: string): SocialAdapter {
  return {
    provider, pkce: true, oidc: true,
    async authorizeUrl({ state, redirectUri, codeChallenge, nonce }) {
      const config = await configurationOf(issuer, settings).catch((error: unknown) => {
        throw new ProviderFailure(`discovery of ${issuer}: ${String(error)}`)
      })
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri, scope: 'openid profile', state,
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
        ...(nonce ? { nonce } : {}),
      }).href
    },
    async identify(answer) {
      try {
        const config = await configurationOf(issuer, settings)
        const current = new URL(answer.redirectUri)
        current.searchParams.set('code', answer.code)
        current.searchParams.set('state', answer.state)
        if (answer.iss) current.searchParams.set('iss', answer.iss)
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          expectedState: answer.state,
          ...(answer.codeVerifier ? { pkceCodeVerifier: answer.codeVerifier } : {}),
          ...(answer.nonce ? { expectedNonce: answer.nonce } : {}),
          idTokenExpected: true,
        })
        const claims = tokens.claims()
        if (!claims) throw new ProviderFailure('no ID token')
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
        return { openId: claims.sub, nickName: nameOf(info.nickname, info.name, info.preferred_username) ?? claims.sub }
      } catch (error) {
        throw error instanceof ProviderFailure ? error : new ProviderFailure(String(error))
      }
    },
  }
}

// ---- the providers' own dialects ----

/** WeChat's web QR sign-in (open.weixin.qq.com "网站应用微信登录"): no PKCE; the unionid when the app has one. */
function wechatAdapter(settings: SocialProviderSettings, fetchFn: Fetch): SocialAdapter {
  return {
    provider: 'wechat', pkce: false, oidc: false,
    async authorizeUrl({ state, redirectUri }) {
      const url = new URL('https://open.weixin.qq.com/connect/qrconnect')
      url.search = new URLSearchParams({ appid: settings.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state }).toString()
      return `${url.href}#wechat_redirect`
    },
    async identify({ code }) {
      const token = await getJson(fetchFn, 'https://api.weixin.qq.com/sns/oauth2/access_token', {
        appid: settings.clientId, secret: settings.clientSecret, code, grant_type: 'authorization_code',
      })
      const accessToken = stringOf(token.access_token)
      const openId = stringOf(token.openid)
      if (!accessToken || !openId) throw new ProviderFailure(`wechat token: ${stringOf(token.errcode) ?? ''} ${stringOf(token.errmsg) ?? 'no access_token'}`)
      const info = await getJson(fetchFn, 'https://api.weixin.qq.com/sns/userinfo', { access_token: accessToken, openid: openId })
      const unionId = stringOf(token.unionid) ?? stringOf(info.unionid)
      return { openId: unionId ?? openId, nickName: nameOf(info.nickname) ?? openId }
    },
  }
}

/** QQ Connect (graph.qq.com): the openid comes from /oauth2.0/me, the nickname from get_user_info. */
function qqAdapter(settings: SocialProviderSettings, fetchFn: Fetch): SocialAdapter {
  return {
    provider: 'qq', pkce: false, oidc: false,
    async authorizeUrl({ state, redirectUri }) {
      const url = new URL('https://graph.qq.com/oauth2.0/authorize')
      url.search = new URLSearchParams({ response_type: 'code', client_id: settings.clientId, redirect_uri: redirectUri, state, scope: 'get_user_info' }).toString()
      return url.href
    },
    async identify({ code, redirectUri }) {
      const token = await getJson(fetchFn, 'https://graph.qq.com/oauth2.0/token', {
        grant_type: 'authorization_code', client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: redirectUri, fmt: 'json',
      })
      const accessToken = stringOf(token.access_token)
      if (!accessToken) throw new ProviderFailure(`qq token: ${stringOf(token.error) ?? ''} ${stringOf(token.error_description) ?? 'no access_token'}`)
      const me = await getJson(fetchFn, 'https://graph.qq.com/oauth2.0/me', { access_token: accessToken, fmt: 'json' })
      const openId = stringOf(me.openid)
      if (!openId || stringOf(me.client_id) !== settings.clientId) throw new ProviderFailure('qq me: no openid for this app')
      const info = await getJson(fetchFn, 'https://graph.qq.com/user/get_user_info', { access_token: accessToken, oauth_consumer_key: settings.clientId, openid: openId })
      return { openId, nickName: nameOf(info.nickname) ?? openId }
    },
  }
}

/** Weibo (api.weibo.com): the token's answer carries the uid; the name is the screen name. */
function weiboAdapter(settings: SocialProviderSettings, fetchFn: Fetch): SocialAdapter {
  return {
    provider: 'weibo', pkce: false, oidc: false,
    async authorizeUrl({ state, redirectUri }) {
      const url = new URL('https://api.weibo.com/oauth2/authorize')
      url.search = new URLSearchParams({ client_id: settings.clientId, redirect_uri: redirectUri, response_type: 'code', state }).toString()
      return url.href
    },
    async identify({ code, redirectUri }) {
      const token = await requestJson(fetchFn, 'https://api.weibo.com/oauth2/access_token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, grant_type: 'authorization_code', code, redirect_uri: redirectUri }).toString(),
      })
      const accessToken = stringOf(token.access_token)
      const uid = stringOf(token.uid)
      if (!accessToken || !uid) throw new ProviderFailure(`weibo token: ${stringOf(token.error) ?? ''} ${stringOf(token.error_description) ?? 'no access_token'}`)
      const info = await getJson(fetchFn, 'https://api.weibo.com/2/users/show.json', { access_token: accessToken, uid })
      return { openId: uid, nickName: nameOf(info.screen_name) ?? uid }
    },
  }
}

async function getJson(fetchFn: Fetch, base: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  return requestJson(fetchFn, `${base}?${new URLSearchParams(query).toString()}`, { method: 'GET' })
}

async function requestJson(fetchFn: Fetch, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' })
  } catch (error) {
    throw new ProviderFailure(`${new URL(url).host}: ${String(error)}`)
  }
  const text = await response.text()
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // below
  }
  throw new ProviderFailure(`${new URL(url).host} answered ${response.status}: ${text.slice(0, 200)}`)
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value !== '' ? value : undefined
}

function nameOf(...values: unknown[]): string | undefined {
  for (const value of values) {
    const text = stringOf(value)?.trim()
    if (text) return text.slice(0, 40)
  }
  return undefined
}
