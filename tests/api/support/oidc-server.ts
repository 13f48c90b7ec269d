import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A person the provider knows: its subject (the open id the portal binds) and nickname. */
export type ProviderAccount = { sub: string; nickname: string }

export type OidcServer = {
  issuer: string
  clientId: string
  clientSecret: string
  /** Accounts the provider signs in (by sub); tests add to it. */
  accounts: Map<string, ProviderAccount>
  /**
   * Plays the person at the provider's page: follows the authorization URL through the provider's
   * own login and consent pages (its cookies kept), signs in as `sub`, and answers the address the
   * provider sends the browser back to (the portal's /oauth/{provider} with code, state and iss).
   */
  signInAt(authorizeUrl: string, sub: string): Promise<URL>
  /** As signInAt, but the person refuses at the login page: the answer carries error=access_denied. */
  refuseAt(authorizeUrl: string): Promise<URL>
  close(): Promise<void>
}

/**
 * A standards-compliant OAuth 2.0 / OpenID Connect provider (panva's oidc-provider, the certified
 * implementation) on a local port, standing for WeChat, QQ and Weibo in the tests (decision 0085):
 * the portal talks to it exactly as it talks to a provider configured by its issuer. PKCE is
 * required, as the portal sends it.
 */
export async function startOidcServer(redirectUris: string[] | (() => string[])): Promise<OidcServer> {
  const accounts = new Map<string, ProviderAccount>()
  const clientId = 'host-portal'
  const clientSecret = 'portal-secret-for-tests-only-0123456789'
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // made at the first request: the portal's address (the redirect URIs) may be known only after this started
  let provider: Provider | undefined
  const providerNow = () => {
    provider ??= new Provider(issuer, {
      clients: [{
        client_id: clientId, client_secret: clientSecret, redirect_uris: typeof redirectUris === 'function' ? redirectUris() : redirectUris,
        grant_types: ['authorization_code'], response_types: ['code'],
      }],
      claims: { openid: ['sub'], profile: ['nickname', 'name'] },
      pkce: { required: () => true },
      ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      features: { devInteractions: { enabled: true } },
      async findAccount(_ctx, sub) {
        const account = accounts.get(sub)
        if (!account) return undefined
        return { accountId: sub, claims: async () => ({ sub, nickname: account.nickname, name: account.nickname }) }
      },
    })
    return provider
  }
  let handle: ReturnType<Provider['callback']> | undefined
  server.on('request', (req, res) => {
    handle ??= providerNow().callback()
    void handle(req, res)
  })

  async function walk(authorizeUrl: string, act: (form: { uid: string; prompt: string }) => Record<string, string> | { abort: true }): Promise<URL> {
    const jar = new Map<string, string>()
    let url = authorizeUrl
    let method = 'GET'
    let body: string | undefined
    for (let hop = 0; hop < 20; hop++) {
      if (!url.startsWith(issuer)) return new URL(url)
      const response = await fetch(url, {
        method, redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(body ? { body } : {}),
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const at = pair!.indexOf('=')
        jar.set(pair!.slice(0, at), pair!.slice(at + 1))
      }
      const location = response.headers.get('location')
      if (location) {
        url = new URL(location, url).href
        method = 'GET'
        body = undefined
        continue
      }
      // a page of the provider's own: its login or consent form
      const html = await response.text()
      const uid = /\/interaction\/([^/"?]+)/.exec(url)?.[1]
      const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1]
      if (!uid || !prompt) throw new Error(`the provider answered ${response.status} at ${url}: ${html.slice(0, 300)}`)
      const next = act({ uid, prompt })
      if ('abort' in next) {
        url = `${issuer}/interaction/${uid}/abort`
        method = 'GET'
        body = undefined
      } else {
        url = `${issuer}/interaction/${uid}`
        method = 'POST'
        body = new URLSearchParams(next).toString()
      }
    }
    throw new Error('the provider did not send the browser back')
  }

  return {
    issuer, clientId, clientSecret, accounts,
    signInAt: (authorizeUrl, sub) => walk(authorizeUrl, ({ prompt }): Record<string, string> => (prompt === 'login'
      ? { prompt: 'login', login: sub, password: 'any' }
      : { prompt: 'consent' })),
    refuseAt: (authorizeUrl) => walk(authorizeUrl, () => ({ abort: true })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
