import { expect, test } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostWithUnits } from './support/order-hosts'
import { SignInPage } from './pages/sign-in-page'

/**
 * Issue 40, "alerts on from the start": while this device has new-order notifications off, the
 * home of a host with listings says why they matter and offers the one tap that turns them on;
 * "Not now" puts the hint away on this device. A host without listings (no orders to hear of) is
 * not asked. After the first sign-in on a device the portal asks once, saying why, and never again.
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

test('after the first sign-in on a device the portal asks once about new-order notifications, and never again', async ({ page, context }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await useEnglish(page)
  const { mobile } = await hostWithUnits(page, ['Courtyard room'])
  await context.clearCookies()
  const signIn = new SignInPage(page)
  // the sign-in page itself is the visit's first screen: nothing is asked there
  await signIn.open('/login')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await signIn.loginWithPassword(mobile, TEST_PASSWORD)
  await expect(page).toHaveURL(/\/work\/index/)
  const ask = page.getByRole('dialog', { name: 'Be told of new orders on this device?' })
  await expect(ask).toBeVisible({ timeout: 15_000 })
  await expect(ask).toContainText('A new order waits 30 minutes for your answer; one that times out lowers your listings in search.')
  await expect(ask).toContainText('you can accept them from the notification')
  await expect(ask.getByRole('button', { name: 'Turn on notifications' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('push-ask.png') })
  await ask.getByRole('button', { name: 'Not now' }).click()
  await expect(ask).toHaveCount(0)
  // the home's standing hint stays, with its one tap
  await expect(page.getByTestId('push-hint')).toBeVisible()

  // other screens, a new visit, a new sign-in: never asked again on this device
  await page.getByTestId('tab-bar').getByRole('link', { name: 'Orders' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.clearCookies()
  await signIn.loginWithPassword(mobile, TEST_PASSWORD)
  await expect(page).toHaveURL(/\/work\/index/)
  await expect(page.getByTestId('push-hint')).toBeVisible()
  await page.getByTestId('tab-bar').getByRole('link', { name: 'Calendar' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
