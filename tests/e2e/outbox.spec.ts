import { expect, test } from '@playwright/test'
import { CityChooserPart, WorkHomePage } from './pages/work-home-page'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { swControls } from './support/service-worker'

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

test('a city chosen offline shows at once, waits in the outbox across a reload and reaches the server once online', async ({
  page,
  context,
}) => {
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await signInByApi(context, mobile, TEST_PASSWORD)
  await page.goto('/work/index')
  const home = new WorkHomePage(page)
  await home.expectLoaded()
  await swControls(page)
  const syncStatus = page.getByTestId('sync-status')
  await expect(syncStatus).toHaveCount(0)

  // the place lists come from the server: they are picked online, the connection drops before confirm
  await home.openCityChoice()
  const chooser = new CityChooserPart(home.dialog)
  await chooser.choose('Province', 'Zhejiang')
  await chooser.choose('City', 'Hangzhou')
  await context.setOffline(true)
  await chooser.confirm.click()
  await expect(home.dialog).toBeHidden()
  await expect(page.getByText('Your city will be saved when you are back online', { exact: true })).toBeVisible()

  await expect(home.todo('city')).toContainText('Hangzhou')
  await expect(page.getByTestId('city-pending')).toHaveAttribute('data-offline', 'true')
  await expect(page.getByTestId('city-pending')).toContainText('Will sync when online')
  await expect(syncStatus).toContainText('1')

  await page.reload()
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await expect(syncStatus).toContainText('1')
  await syncStatus.click()
  await expect(page.getByTestId('sync-pending')).toBeVisible()
  await page.keyboard.press('Escape')

  await context.setOffline(false)
  await expect(syncStatus).toHaveCount(0, { timeout: 30_000 })
  // a short word that the change has reached the server (issue 13)
  await expect(page.getByText('Your change is saved on the server.').first()).toBeVisible()
  // the page that needed the network loads by itself once the connection is back
  await expect(home.todo('city')).toContainText('Hangzhou', { timeout: 15_000 })
  await expect(page.getByText('Will sync when online')).toHaveCount(0)
  await page.reload()
  await expect(home.todo('city')).toContainText('Hangzhou')
  await expect(page.getByTestId('city-pending')).toHaveCount(0)
  const shown = await consoleCmd('landlord', 'show', mobile)
  expect(shown).toMatch(/city: .*Hangzhou.*\(330100\)/)
})
