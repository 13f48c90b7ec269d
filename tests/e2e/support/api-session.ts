import type { BrowserContext } from '@playwright/test'
import { buildRequest } from '../../../src/client/build-request'
import { endpoints } from '../../../src/domain/endpoints'
import type { LoginResult } from '../../../src/domain/endpoints'

/**
 * Signs a host in by calling the real passwordLogin endpoint (signed like the portal signs it)
 * and puts the session cookies the server answers with into the browser context, so a test
 * starts signed in without going through the sign-in page.
 */
export async function signInByApi(
  context: BrowserContext,
  mobile: string,
  password: string,
  countryCode = '86',
  /** Another server's origin (default: the e2e setup's E2E_BASE_URL). */
  baseUrl = process.env.E2E_BASE_URL,
): Promise<LoginResult> {
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run through playwright (tests/e2e/global-setup.ts)')
  const def = endpoints.passwordLogin
  const request = buildRequest({
    def,
    base: `${baseUrl}/api/${def.service}`,
    fields: { mobile, countryCode, password },
    session: null,
    nowMs: Date.now(),
    offsetMs: 0,
  })
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body })
  const envelope = (await response.json()) as { status: number; content?: LoginResult; errorMsg?: string }
  if (envelope.status !== 200 || !envelope.content) {
    throw new Error(`passwordLogin ${mobile} failed: ${response.status} ${JSON.stringify(envelope)}`)
  }
  const login = envelope.content
  const url = new URL(baseUrl)
  await context.addCookies(
    (['userId', 'sessId', 'xztoken', 'userName'] as const).map((name) => ({
      name,
      value: encodeURIComponent(login[name]),
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax' as const,
      expires: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
    })),
  )
  return login
}
