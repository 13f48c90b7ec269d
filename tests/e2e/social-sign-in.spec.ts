import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startOidcServer, type OidcServer } from '../api/support/oidc-server'
import { consoleCmdIn, firstCode } from './support/console'
import { freshMainlandMobile, useEnglish } from './support/hosts'
import { startPortalServer, type PortalServer } from './support/server-process'

/**
 * Issue 35 item 1 on a phone: a host signs in with WeChat for the first time (the provider's own
 * pages, then the mobile number and its SMS code), signs in again straight away, binds QQ from the
 * personal information page, and cancels at the provider. WeChat and QQ are played by a
 * standards-compliant OpenID provider (oidc-provider) the portal is configured with by issuer;
 * Weibo is not configured, so its button does not show. The spec runs its own portal server (the
 * shared one has no providers configured).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.describe.configure({ mode: 'serial' })

let idp: OidcServer
let portal: PortalServer
const shots = path.join('test-results', process.env.E2E_TAG ?? '', 'social')

test.beforeAll(async () => {
  test.setTimeout(240_000)
  let portalUrl = ''
  idp = await startOidcServer(() => [`${portalUrl}/oauth/wechat`, `${portalUrl}/oauth/qq`])
  const root = process.cwd()
  const tag = process.env.E2E_TAG
  const settings = { CLIENT_ID: idp.clientId, CLIENT_SECRET: idp.clientSecret, ISSUER: idp.issuer }
  const env: NodeJS.ProcessEnv = {}
  for (const provider of ['WECHAT', 'QQ']) for (const [name, value] of Object.entries(settings)) env[`SOCIAL_${provider}_${name}`] = value
  portal = await startPortalServer({
    root, distDir: path.join(root, tag ? `dist-${tag}` : 'dist'), logFile: path.join(root, 'test-results', tag ?? '', 'social-server.log'), env,
  })
  portalUrl = portal.url
})

test.afterAll(async () => {
  await portal?.stop()
  await idp?.close()
})

/** The person at the provider's own pages: signs in (any password) and allows the portal. */
async function atProvider(page: Page, sub: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`))
  await page.locator('input[name="login"]').fill(sub)
  await page.locator('input[name="password"]').fill('any')
  await page.locator('button[type="submit"]').click()
  // the consent page, when this person has not allowed the portal in this browser yet; else straight back
  const consent = page.locator('button[type="submit"]', { hasText: /continue/i })
  const back = page.waitForURL((url) => url.href.startsWith(portal.url), { timeout: 20_000 }).then(() => 'back', () => 'timeout')
  const asked = consent.waitFor({ timeout: 20_000 }).then(() => 'consent', () => 'timeout')
  if ((await Promise.race([back, asked])) === 'consent') await consent.click()
}

async function codeFor(mobile: string): Promise<string> {
  const output = await consoleCmdIn(portal.dataDir, 'codes', mobile)
  const code = firstCode(output)
  if (!code) throw new Error(`no code for ${mobile}:\n${output}`)
  return code
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

const mobile = freshMainlandMobile()
const wechatId = `wx-${Date.now()}`

test('a first WeChat sign-in asks for the mobile number and its code, then makes and binds the account (Chinese, 390 px)', async ({ page }) => {
  test.setTimeout(120_000)
  idp.accounts.set(wechatId, { sub: wechatId, nickname: '林小满' })
  await page.goto(`${portal.url}/login`)
  const social = page.getByRole('region', { name: '其他登录方式' })
  await expect(social.getByRole('button', { name: '使用微信登录' })).toBeVisible()
  await expect(social.getByRole('button', { name: '使用QQ登录' })).toBeVisible()
  await expect(social.getByRole('button', { name: /微博/ })).toHaveCount(0)
  await fitsThePhone(page)
  await page.screenshot({ path: path.join(shots, 'login-zh-390.png'), fullPage: true })

  await social.getByRole('button', { name: '使用微信登录' }).click()
  await atProvider(page, wechatId)

  await expect(page).toHaveURL(new RegExp(`^${portal.url}/oauth/wechat\\?`))
  await expect(page.getByText('微信已确认您的身份：')).toBeVisible()
  await expect(page.getByText('林小满')).toBeVisible()
  await page.getByLabel('手机号', { exact: true }).fill(mobile)
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByRole('textbox', { name: '验证码' }).fill(await codeFor(mobile))
  await page.getByRole('checkbox').check()
  await fitsThePhone(page)
  await page.screenshot({ path: path.join(shots, 'bind-mobile-zh-390.png'), fullPage: true })
  await page.getByRole('button', { name: '绑定并登录' }).click()
  // a new host goes on to its first steps
  await expect(page).toHaveURL(new RegExp(`^${portal.url}/complete`))
})

test('the bound WeChat signs straight in; QQ is bound from the personal information page (English, 390 px)', async ({ page }) => {
  test.setTimeout(120_000)
  await useEnglish(page)
  await page.goto(`${portal.url}/login?redirect=${encodeURIComponent('/setting/userinfo')}`)
  await page.getByRole('button', { name: 'Log in with WeChat' }).click()
  await atProvider(page, wechatId)
  // bound: signed in at once, back where the host was going
  await expect(page).toHaveURL(new RegExp(`^${portal.url}/setting/userinfo`))
  const wechat = page.locator('[data-social="wechat"]')
  await expect(wechat).toHaveAttribute('data-bound', 'true')
  await expect(wechat).toContainText('Bound as 林小满')

  // the provider shares the portal's host (cookies ignore ports): it forgets the WeChat person, so QQ's comes next
  await page.context().clearCookies({ name: /^_(session|interaction)/ })
  const qqId = `qq-${Date.now()}`
  idp.accounts.set(qqId, { sub: qqId, nickname: 'Lin on QQ' })
  await page.locator('[data-social="qq"]').getByRole('button', { name: 'Bind QQ' }).click()
  await atProvider(page, qqId)
  await expect(page).toHaveURL(new RegExp(`^${portal.url}/setting/userinfo`))
  await expect(page.getByText('QQ bound').first()).toBeVisible()
  const qq = page.locator('[data-social="qq"]')
  await expect(qq).toHaveAttribute('data-bound', 'true')
  await expect(qq).toContainText('Bound as Lin on QQ')
  // Weibo is not configured: nothing to bind it with
  await expect(page.locator('[data-social="weibo"]').getByRole('button')).toHaveCount(0)
  await fitsThePhone(page)
  await qq.scrollIntoViewIfNeeded()
  await page.screenshot({ path: path.join(shots, 'profile-bound-en-390.png') })
})

test('cancelling at the provider changes nothing and leads back to sign-in (English, 390 px)', async ({ page }) => {
  await useEnglish(page)
  await page.goto(`${portal.url}/login`)
  await page.getByRole('button', { name: 'Log in with QQ' }).click()
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`))
  await page.getByRole('link', { name: /cancel/i }).click()
  await expect(page).toHaveURL(new RegExp(`^${portal.url}/oauth/qq\\?`))
  await expect(page.getByRole('alert')).toHaveText('You did not confirm the sign-in at QQ. Nothing was changed.')
  await page.screenshot({ path: path.join(shots, 'cancelled-en-390.png') })
  await page.getByRole('link', { name: 'Back to log in' }).click()
  await expect(page).toHaveURL(new RegExp(`^${portal.url}/login`))
})
