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

  test('the health check answers with a success envelope', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.ok()).toBe(true)
    expect(await response.json()).toMatchObject({ status: 200 })
  })
})
