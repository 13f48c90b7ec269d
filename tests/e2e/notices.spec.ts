import { expect, test } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { consoleCmdIn } from './support/console'
import { createPortalServer, type PortalServer } from './support/fault-server'
import { freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'

/**
 * Issue 18's system notice popup (portal spec 2, 9), on a server of its own so its notices do not
 * pop up over the other tests' pages: four notices from the console show three a page with pages,
 * the popup moves by dragging and by the arrow keys, closing it marks them seen (it stays closed
 * after a reload), /notice lists them all; the region's notices only.
 */
let server: PortalServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await createPortalServer('notices-server.log')
  await server.start()
})
test.afterAll(async () => {
  await server?.dispose()
})

test('notices pop up three a page, move, close for good, and stay on /notice', async ({ browser }) => {
  test.setTimeout(120_000)
  const baseURL = `http://127.0.0.1:${server.port}`
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    await consoleCmdIn(server.dataDir, 'landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--city', '330100')
    for (const n of [1, 2, 3, 4]) await consoleCmdIn(server.dataDir, 'notice', 'send', '--title', `Notice ${n}`, '--content', `What notice ${n} says`)
    await consoleCmdIn(server.dataDir, 'notice', 'send', '--title', 'For overseas hosts', '--content', 'Not for a mainland host', '--audience', 'overseas')
    await signInByApi(context, mobile, TEST_PASSWORD, '86', baseURL)

    await page.goto('/work/index')
    const popup = page.getByRole('dialog', { name: 'System notice' })
    await expect(popup).toBeVisible()
    await expect(popup.getByTestId('notice')).toHaveCount(3)
    await expect(popup.getByTestId('notice').first()).toContainText('Notice 4')
    await expect(popup).not.toContainText('For overseas hosts')
    // four notices: two pages
    await popup.getByRole('button', { name: 'Next' }).click()
    await expect(popup.getByTestId('notice')).toHaveCount(1)
    await expect(popup.getByTestId('notice')).toContainText('Notice 1')

    // dragged by its title bar, and moved by the arrow keys
    const before = (await popup.boundingBox())!
    const bar = popup.getByTestId('notice-popup-drag')
    const grip = (await bar.boundingBox())!
    await page.mouse.move(grip.x + 20, grip.y + grip.height / 2)
    await page.mouse.down()
    await page.mouse.move(grip.x - 180, grip.y - 100, { steps: 5 })
    await page.mouse.up()
    const dragged = (await popup.boundingBox())!
    expect(Math.round(dragged.x - before.x)).toBe(-200)
    expect(Math.round(dragged.y - before.y)).toBe(Math.round(-100 - grip.height / 2))
    await bar.focus()
    await page.keyboard.press('ArrowDown')
    expect(Math.round((await popup.boundingBox())!.y - dragged.y)).toBe(24)

    // closed: seen, and not back after a reload
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toHaveCount(0)
    await page.waitForTimeout(1500)
    await page.reload()
    await expect(page.getByTestId('home-needs-action')).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'System notice' })).toHaveCount(0)

    // /notice keeps them all
    await page.goto('/notice')
    await expect(page.getByRole('heading', { level: 1, name: 'Platform notices' })).toBeVisible()
    // the four, and the demo's earlier ones; not the overseas hosts' notice
    await expect(page.getByTestId('notices').getByTestId('notice').filter({ hasText: /Notice \d/ })).toHaveCount(4)
    await expect(page.getByTestId('notices')).not.toContainText('For overseas hosts')
    await expect(page.getByRole('dialog', { name: 'System notice' })).toHaveCount(0)

    // a new one pops up again
    await consoleCmdIn(server.dataDir, 'notice', 'send', '--title', 'Notice 5', '--content', 'Another')
    await page.goto('/work/index')
    await expect(page.getByRole('dialog', { name: 'System notice' }).getByTestId('notice')).toHaveText(/Notice 5/)
    await expect(page.getByRole('dialog', { name: 'System notice' }).getByRole('button', { name: 'Next' })).toHaveCount(0)
  } finally {
    await context.close()
  }
})
