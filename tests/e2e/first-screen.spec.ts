import { expect, test } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { signInByApi } from './support/api-session'

/**
 * The first screen as HTML (issue 41): the sign-in pages and a signed-in host's frame arrive
 * prerendered, shown before any script has run, and the portal hydrates them (React takes over the
 * same elements) instead of replacing them.
 */

/** A cold first visit on a slow phone: 1.6 Mbps, 300 ms round trips, the CPU 4x slower (the conditions). */
async function slowPhone(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/** Holds every script back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/[\w.-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

function collectErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

test.describe('the first screen arrives as HTML', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' })

  test('a cold visit on a slow phone shows the sign-in form before any script has run; the portal then hydrates it, keeping what was typed', async ({ page, context }) => {
    test.setTimeout(120_000)
    const problems = collectErrors(page)
    await slowPhone(page, context)
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    // no script has run (module scripts hold DOMContentLoaded back): the form is there, styled, in Chinese
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
    await expect(page.getByPlaceholder('请输入手机号')).toBeVisible()
    await expect(page.getByRole('tab', { name: '密码' })).toBeVisible()
    expect(await page.evaluate(() => performance.getEntriesByName('portal-first-render').length)).toBe(0)
    await page.screenshot({ path: test.info().outputPath('login-before-scripts.png') })
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle()
    // typed before the portal started
    await page.getByPlaceholder('请输入手机号').fill('13800000001')

    release()
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal-screen').length), { timeout: 60_000 }).toBe(1)
    // hydrated, not replaced: the same heading element is still in the page, and the form works
    expect(await heading!.evaluate((element) => element.isConnected)).toBe(true)
    await expect(page.getByPlaceholder('请输入手机号')).toHaveValue('13800000001')
    await page.getByRole('tab', { name: '密码' }).click()
    await expect(page.getByPlaceholder('请输入密码')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('login-hydrated.png') })
    expect(problems).toEqual([])
  })

  test('a language tapped before the portal has started is kept: the page comes back in English, and stays so', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
    // the switch works as a plain form while no script runs
    await page.getByRole('button', { name: 'English', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    release()
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal-screen').length)).toBe(1)
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
    // the next page is English from the server's first byte (the cookie says so)
    const html = await (await page.request.get('/register')).text()
    expect(html).toContain('data-lang="en"')
    expect(html).toContain('<html lang="en">')
  })

  test("a signed-in host's cold visit shows the host frame before any script has run; the home then fills it", async ({ page, context }) => {
    test.setTimeout(120_000)
    const problems = collectErrors(page)
    await signInByApi(context, '13800000001', 'Demo@2026')
    await slowPhone(page, context)
    const release = await holdScripts(page)
    await page.goto('/work/index', { waitUntil: 'commit' })
    await expect(page.getByTestId('host-frame')).toBeVisible()
    await expect(page.getByTestId('header-frame')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('host-frame-before-scripts.png') })
    release()
    await expect(page.getByRole('heading', { level: 1, name: '房东首页' })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByTestId('host-frame')).toHaveCount(0)
    await expect(page.getByTestId('tab-bar')).toBeVisible({ timeout: 30_000 })
    await page.screenshot({ path: test.info().outputPath('host-home-hydrated.png') })
    expect(problems).toEqual([])
  })
})
