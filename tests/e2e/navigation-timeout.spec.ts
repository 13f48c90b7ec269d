import { expect, test } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'

// The listing page's code never arrives: its chunk request is held (the service worker is kept
// out, so the request reaches the page's network). Spec: chunk loading times out at 120 s. The
// listing screens' own chunk is their part's (scripts/chunk-groups.ts).
const HELD_CHUNK = /\/assets\/listings-[^/]+\.js$/

test.use({ serviceWorkers: 'block' })

test.beforeEach(async ({ page, context }) => {
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await signInByApi(context, mobile, TEST_PASSWORD)
  await page.route(HELD_CHUNK, () => undefined)
})

test('a page whose code does not arrive within 120 s says so and offers a reload; the old page stays', async ({ page }) => {
  await page.goto('/work/index')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  await page.getByRole('button', { name: 'Navigation' }).click()
  const listings = page.getByRole('menuitem', { name: 'Listings', exact: true })
  await expect(listings).toBeVisible()
  // the page's timers run on a clock the test moves from here on
  await page.clock.install()
  await listings.click()
  await page.clock.fastForward('01:50')
  await expect(page.getByTestId('navigation-timeout')).toHaveCount(0)
  await page.clock.fastForward('00:11')
  const alert = page.getByTestId('navigation-timeout')
  await expect(alert).toContainText('taking too long to load')
  await expect(alert.getByRole('button', { name: 'Reload' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '')
})

test('the first page of a visit whose code does not arrive says so in both languages', async ({ page }) => {
  await page.clock.install()
  await page.goto('/house/houseInfo', { waitUntil: 'domcontentloaded' })
  await page.clock.fastForward('02:01')
  const alert = page.getByTestId('first-load-timeout')
  await expect(alert).toContainText('页面加载超时')
  await expect(alert).toContainText('taking too long to load')
  await expect(alert.getByRole('button')).toBeVisible()
})
