import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { jpegFile } from './support/images'
import { hostCall } from './support/listing-api'
import { cutNetwork, restoreNetwork } from './support/network'
import { swControls } from './support/service-worker'

/**
 * Issue 40's photos from the gallery: the manifest declares a share target for images; two photos
 * posted to it (as the phone's share sheet posts them to the installed portal) are kept by the
 * service worker, the share screen shows them and the host's listings, and the chosen listing's
 * photo step takes them through its upload queue: offline they wait in the outbox, marked pending,
 * and reach the server when the connection is back.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** The phone's share sheet: a form post of the images to the manifest's action, as a navigation the worker answers. */
async function sharePhotos(page: Page, action: string, name: string, files: Awaited<ReturnType<typeof jpegFile>>[]): Promise<void> {
  await page.evaluate(({ action, name }) => {
    const form = document.createElement('form')
    form.method = 'post'
    form.enctype = 'multipart/form-data'
    form.action = action
    const input = document.createElement('input')
    input.type = 'file'
    input.name = name
    input.multiple = true
    input.id = 'shared-input'
    form.append(input)
    document.body.append(form)
  }, { action, name })
  await page.locator('#shared-input').setInputFiles(files)
  await page.evaluate(() => (document.querySelector('#shared-input')!.closest('form') as HTMLFormElement).submit())
}

test('two photos shared from the gallery are placed on the chosen listing\'s photo step, queued offline and uploaded after', async ({ page }) => {
  test.setTimeout(120_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--realname')
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  const luId = randomUUID()
  await hostCall(login, 'listingCreate', { luId, rentalType: 'whole', buildingType: 'apartment', region: 'domestic' })

  // the portal is installed: its worker controls the page; the host opened the listing's photos before
  await page.goto(`/house-publish/house-photos?luId=${luId}`)
  await expect(page.getByLabel('Add photos')).toBeAttached()
  await swControls(page)
  // the persisted cache is written on a throttle
  await page.waitForTimeout(1500)

  // what the manifest declares, as the phone reads it
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json() as Promise<{ share_target: { action: string; method: string; enctype: string; params: { files: { name: string; accept: string[] }[] } } }>)
  expect(manifest.share_target).toMatchObject({ method: 'POST', enctype: 'multipart/form-data' })
  const { action } = manifest.share_target
  const field = manifest.share_target.params.files[0]!
  expect(field.accept).toContain('image/jpeg')

  // the share sheet posts the two photos to the declared action (a navigation, answered by the worker)
  await sharePhotos(page, action, field.name, [await jpegFile('terrace.jpg', 1600, 1000), await jpegFile('bedroom.jpg', 1400, 1000)])
  await expect(page).toHaveURL(/\/share\?photos=2$/)

  const screen = page.getByTestId('share-screen')
  await expect(screen.getByRole('heading', { level: 1, name: 'Photos from your gallery' })).toBeVisible()
  await expect(screen.getByText('2 photos wait to be placed')).toBeVisible()
  await expect(screen.getByTestId('shared-photos').locator('img')).toHaveCount(2)
  // the home says they wait, and leads back here
  await page.goto('/work/index')
  const waiting = page.getByTestId('home-shared-photos')
  await expect(waiting).toContainText('2 photos from your gallery wait to be placed.')
  await waiting.getByRole('link', { name: 'Choose where they go' }).click()
  await expect(page).toHaveURL(/\/share$/)
  await expect(screen.getByText('2 photos wait to be placed')).toBeVisible()
  const destination = screen.getByTestId('share-destinations').getByRole('link').first()
  await expect(destination).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('share-screen.png') })

  // offline, the host picks the listing: the photos join its photo step and wait in the outbox
  await cutNetwork(page.context())
  await destination.click()
  await expect(page).toHaveURL(new RegExp(`house-photos\\?luId=${luId}&shared=1`))
  const cards = page.getByTestId('photo-card')
  await expect(cards).toHaveCount(2, { timeout: 20_000 })
  await expect(cards.nth(0)).toHaveAttribute('data-status', 'pending')
  await expect(cards.nth(1)).toHaveAttribute('data-status', 'pending')
  await page.screenshot({ path: test.info().outputPath('share-queued.png') })
  // they left the waiting list: the share screen has nothing more to place
  await page.goto('/share')
  await expect(page.getByTestId('share-empty')).toBeVisible()

  // back online: the uploads reach the server (the photo step's own queue)
  await restoreNetwork(page.context())
  await page.goto(`/house-publish/house-photos?luId=${luId}`)
  await expect(page.getByTestId('photo-card')).toHaveCount(2)
  await expect.poll(async () => (await page.getByTestId('photo-card').evaluateAll((list) => list.map((el) => el.getAttribute('data-status')))).join(), { timeout: 30_000 })
    .not.toContain('pending')
})

test('only hotels whose photos can change now are offered (not under review; an online one\'s as a change for review, decision 0087); a locked photo step says the photos wait', async ({ page, context }) => {
  test.setTimeout(90_000)
  await useEnglish(page)
  await signInByApi(context, '13800000003', 'Demo@2026')
  const hotels = (await consoleCmd('hotel', 'list', '13800000003')).split('\n').map((line) => /^(\S+)\s+(\w+)\s+(.+?) · /.exec(line)).filter((m) => m !== null)
  const named = (state: string) => hotels.filter((m) => m[2] === state).map((m) => ({ id: m[1]!, name: m[3]! }))
  expect(named('online').length).toBeGreaterThan(0)
  expect(named('rejected').length).toBeGreaterThan(0)
  expect(named('auditing').length).toBeGreaterThan(0)
  await page.goto('/work/index')
  await swControls(page)
  await sharePhotos(page, '/share-target', 'photos', [await jpegFile('lobby.jpg', 1600, 1000)])
  await expect(page).toHaveURL(/\/share\?photos=1$/)
  const offered = page.getByTestId('share-destinations').getByRole('link')
  await expect(offered.filter({ hasText: named('rejected')[0]!.name })).toBeVisible()
  await expect(offered.filter({ hasText: named('online')[0]!.name })).toBeVisible()
  for (const hotel of named('auditing')) await expect(offered.filter({ hasText: hotel.name })).toHaveCount(0)
  // opened anyway (an old link): the step says the photo waits and where to place it
  await page.goto(`/hotel-publish/hotel-photos?hotelId=${named('auditing')[0]!.id}&shared=1`)
  const locked = page.getByTestId('shared-photos-locked')
  await expect(locked).toContainText('1 photo shared from your gallery waits, but these photos cannot change now.')
  await locked.getByRole('link', { name: 'Choose another place for them' }).click()
  await expect(page.getByText('1 photo waits to be placed')).toBeVisible()
})
