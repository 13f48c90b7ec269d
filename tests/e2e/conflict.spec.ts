import { expect, test } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { CityChooserPart, WorkHomePage } from './pages/work-home-page'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

/**
 * The host chooses Hangzhou offline; meanwhile staff set Shanghai on the server (a change
 * elsewhere); back online the write is refused as a conflict and the city to-do shows both.
 */
async function conflictOnCity(page: Page, context: BrowserContext) {
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await signInByApi(context, mobile, TEST_PASSWORD)
  await page.goto('/work/index')
  const home = new WorkHomePage(page)
  await home.expectLoaded()

  await home.openCityChoice()
  const chooser = new CityChooserPart(home.dialog)
  await chooser.choose('Province', 'Zhejiang')
  await chooser.choose('City', 'Hangzhou')
  await context.setOffline(true)
  await chooser.confirm.click()
  await expect(home.dialog).toBeHidden()
  await expect(home.todo('city')).toContainText('Hangzhou')

  await consoleCmd('landlord', 'set', mobile, '--city', '310100')

  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  const notice = home.todo('city').getByTestId('conflict-notice')
  await expect(notice).toBeVisible({ timeout: 30_000 })
  await expect(notice.getByTestId('conflict-current')).toHaveText('Shanghai')
  await expect(notice.getByTestId('conflict-mine')).toHaveText('Hangzhou')
  // where the city shows in the account card, it is marked; the choice is on the to-do
  await expect(page.getByTestId('city-conflict')).toBeVisible()
  const syncStatus = page.getByTestId('sync-status')
  await expect(syncStatus).toContainText('1')
  return { home, mobile, notice, syncStatus }
}

/** Counts the city writes the page sends from now on. */
function countCityWrites(page: Page): () => number {
  let sent = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/user/landlord/update')) sent++
    // the outbox sends its writes in outboxBatch calls (decision 0032): count the city ops in them
    if (request.url().includes('/api/user/outbox/batch')) {
      const ops = (JSON.parse(request.postData() ?? '{"ops":[]}') as { ops: Array<{ endpoint: string }> }).ops
      sent += ops.filter((op) => op.endpoint === 'updateLandlordInfo').length
    }
  })
  return () => sent
}

test('a city changed elsewhere while the host was offline: "Keep mine" saves the host\'s city once', async ({ page, context }) => {
  const { home, mobile, notice, syncStatus } = await conflictOnCity(page, context)
  const sent = countCityWrites(page)

  await notice.getByTestId('conflict-keep-mine').click()
  await expect(notice).toHaveCount(0, { timeout: 15_000 })
  await expect(syncStatus).toHaveCount(0, { timeout: 15_000 })
  await expect(home.todo('city')).toContainText('Hangzhou')
  await expect(page.getByTestId('city-conflict')).toHaveCount(0)
  expect(sent()).toBe(1)

  const shown = await consoleCmd('landlord', 'show', mobile)
  expect(shown).toMatch(/city: .*Hangzhou.*\(330100\)/)
  // staff's change (1) and the host's write applied once (2)
  expect(shown).toContain('city version: 2')
})

test('a city changed elsewhere: "Use current" in the not-synced list shows the server\'s city and sends nothing', async ({
  page,
  context,
}) => {
  const { home, mobile, syncStatus } = await conflictOnCity(page, context)
  const sent = countCityWrites(page)

  await syncStatus.click()
  const entry = page.getByTestId('not-synced-entry')
  await expect(entry).toContainText('City choice')
  await expect(entry.getByTestId('conflict-current')).toHaveText('Shanghai')
  await expect(entry.getByTestId('conflict-mine')).toHaveText('Hangzhou')
  await expect(entry.getByTestId('not-synced-edit')).toBeVisible()
  await entry.getByTestId('conflict-use-current').click()

  await expect(syncStatus).toHaveCount(0, { timeout: 15_000 })
  await expect(home.todo('city').getByTestId('conflict-notice')).toHaveCount(0)
  await expect(home.todo('city')).toContainText('Shanghai')
  await page.reload()
  await expect(home.todo('city')).toContainText('Shanghai')
  await expect(syncStatus).toHaveCount(0)
  expect(sent()).toBe(0)

  const shown = await consoleCmd('landlord', 'show', mobile)
  expect(shown).toMatch(/city: .*Shanghai.*\(310100\)/)
  expect(shown).toContain('city version: 1')
})

test('a refused city choice is edited from the not-synced list: the chooser opens prefilled and sends the new city', async ({
  page,
  context,
}) => {
  const { home, mobile, syncStatus } = await conflictOnCity(page, context)

  await syncStatus.click()
  await page.getByTestId('not-synced-entry').getByTestId('not-synced-edit').click()
  const dialog = page.getByRole('dialog', { name: 'Choose your city' })
  await expect(dialog).toBeVisible()
  const chooser = new CityChooserPart(dialog)
  await expect(dialog.getByRole('combobox', { name: 'City' })).toContainText('Hangzhou')
  await chooser.choose('City', 'Ningbo')
  await chooser.confirm.click()
  await expect(dialog).toBeHidden()

  await expect(syncStatus).toHaveCount(0, { timeout: 15_000 })
  await expect(home.todo('city')).toContainText('Ningbo')
  const shown = await consoleCmd('landlord', 'show', mobile)
  expect(shown).toMatch(/city: .*Ningbo.*\(330200\)/)
  expect(shown).toContain('city version: 2')
})
