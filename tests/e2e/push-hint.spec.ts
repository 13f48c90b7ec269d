import { expect, test } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostWithUnits } from './support/order-hosts'

/**
 * Issue 40, "alerts on from the start": while this device has new-order notifications off, the
 * home of a host with listings says why they matter and offers the one tap that turns them on;
 * "Not now" puts the hint away on this device. A host without listings (no orders to hear of) is
 * not asked.
 */
test('a host with listings is offered new-order notifications on the home until it says not now', async ({ page }) => {
  await useEnglish(page)
  await hostWithUnits(page, ['Garden room'])
  await page.goto('/work/index')
  const hint = page.getByRole('region', { name: 'New-order notifications' })
  await expect(hint).toBeVisible()
  await expect(hint).toHaveAttribute('data-state', 'off')
  await expect(hint).toContainText('A new order waits 30 minutes for your answer')
  await expect(hint.getByRole('button', { name: 'Turn on notifications' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('push-hint.png') })

  await hint.getByRole('button', { name: 'Not now' }).click()
  await expect(hint).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Host home' })).toBeVisible()
  await expect(page.getByTestId('home-name')).toBeVisible()
  await expect(page.getByTestId('push-hint')).toHaveCount(0)
})

test('a host without listings is not asked about order notifications', async ({ page, context }) => {
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await signInByApi(context, mobile, TEST_PASSWORD)
  await page.goto('/work/index')
  await expect(page.getByTestId('home-name')).toBeVisible()
  // the home's first screen is in; the hint would come right after it
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('portal-screen').length)).toBe(1)
  await page.waitForTimeout(1000)
  await expect(page.getByTestId('push-hint')).toHaveCount(0)
})
