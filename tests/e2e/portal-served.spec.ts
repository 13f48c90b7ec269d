import { expect, test } from '@playwright/test'

test.describe('the server serves the portal', () => {
  test('the home page opens with HSTS and a CSP, and without console errors', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))

    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const headers = response!.headers()
    const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')
    expect(Number(hsts?.[1])).toBeGreaterThanOrEqual(31_536_000)
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")

    // the static splash is replaced by the portal itself
    await expect(page.locator('#splash')).toHaveCount(0)
    await expect(page.locator('#root')).not.toBeEmpty()
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })

  test('the splash paints while the stylesheet is on its way, and the portal replaces it only once the styles apply', async ({ page }) => {
    // a page with no prerendered first screen starts from the splash (/theme; the sign-in pages and
    // the host frame arrive as HTML: first-screen.spec.ts). The stylesheet arrives late (a slow
    // connection): it must neither hold back the splash nor let the portal draw unstyled
    let release!: () => void
    const held = new Promise<void>((resolve) => { release = resolve })
    await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/theme', { waitUntil: 'commit' })
    const splash = page.locator('#splash')
    await expect(splash).toBeVisible()
    // the splash was painted (a paint entry), though the stylesheet has not arrived
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
    // the portal's code has long arrived; it waits for the styles
    await page.waitForTimeout(1500)
    await expect(splash).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)

    release()
    await expect(splash).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    // the first screen is styled: the body takes the stylesheet's background, not the browser's default
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).not.toBe('rgba(0, 0, 0, 0)')
  })

  test('the health check answers with a success envelope', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.ok()).toBe(true)
    expect(await response.json()).toMatchObject({ status: 200 })
  })
})
