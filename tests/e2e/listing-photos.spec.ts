import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { LoginResult } from '../../src/domain/endpoints'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { jpegFile, pngFile } from './support/images'
import { hostCall } from './support/listing-api'
import { swControls } from './support/service-worker'

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

/** A real-name-verified host with a new draft listing, signed in in the browser. */
async function hostWithDraft(page: Page): Promise<{ login: LoginResult; luId: string }> {
  const mobile = freshMainlandMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--realname')
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  const luId = randomUUID()
  await hostCall(login, 'listingCreate', { luId, rentalType: 'whole', buildingType: 'apartment', region: 'domestic' })
  return { login, luId }
}

const cards = (page: Page) => page.getByTestId('photo-card')
const card = (page: Page, position: number) => cards(page).nth(position - 1)
const fileInput = (page: Page) => page.getByLabel('Add photos')

async function setType(page: Page, position: number, type: string) {
  await page.getByRole('combobox', { name: `Type of photo ${position}` }).click()
  await page.getByRole('option', { name: type, exact: true }).click()
}

test('a host uploads six photos with progress, sets cover, caption and order, deletes one; an upload made offline syncs later', async ({ page }) => {
  test.setTimeout(120_000) // seven real uploads, a reload offline and a replay: slow on a shared machine
  const { login, luId } = await hostWithDraft(page)
  // hold each upload's answer a moment so the percentage can be seen
  await page.route('**/api/house/listing/photo/upload**', async (route) => {
    const response = await route.fetch()
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.fulfill({ response })
  })
  await page.goto(`/house-publish/house-photos?luId=${luId}`)
  const step = page.getByTestId('photos-step')
  await expect(step.getByRole('heading', { name: 'Photos' })).toBeVisible()
  await expect(page.locator('[data-rule="count"]')).toHaveAttribute('data-ok', 'false')

  const files = await Promise.all([
    jpegFile('living.jpg', 2400, 1600),
    jpegFile('bedroom.jpg', 1600, 1200),
    jpegFile('bed.jpg', 1600, 1200),
    jpegFile('kitchen.jpg', 1200, 1600),
    jpegFile('bathroom.jpg', 1200, 1600),
    pngFile('view.png', 1200, 800),
  ])
  await fileInput(page).setInputFiles(files)
  await expect(page.getByTestId('upload-percent').first()).toHaveText(/\d+%/)
  await expect(cards(page)).toHaveCount(6, { timeout: 30_000 })
  await expect(page.getByTestId('upload-task')).toHaveCount(0)
  await expect(page.locator('[data-rule="count"]')).toHaveAttribute('data-ok', 'true')

  // the 2400 px photo was resized to 1920 px wide before it was sent
  const uploaded = await hostCall(login, 'listingGet', { luId })
  expect(uploaded.housePhotos).toBeNull()

  // types, a cover and a caption; the rules follow live
  await expect(page.locator('[data-rule="bed"]')).toHaveAttribute('data-ok', 'false')
  await setType(page, 3, 'Bed')
  await expect(page.locator('[data-rule="bed"]')).toHaveAttribute('data-ok', 'true')
  await setType(page, 4, 'Kitchen')
  await card(page, 4).getByRole('button', { name: 'Set as cover' }).click()
  await expect(page.locator('[data-rule="coverHorizontal"]')).toHaveAttribute('data-ok', 'false')
  await card(page, 1).getByRole('button', { name: 'Set as cover' }).click()
  await expect(page.locator('[data-rule="coverHorizontal"]')).toHaveAttribute('data-ok', 'true')
  await expect(card(page, 1)).toHaveAttribute('data-cover', 'true')
  await card(page, 1).getByLabel('Caption of photo 1').fill('Sunny living room')

  // reorder: the bed photo moves up with the button, then back down with Alt+ArrowDown
  const bedRef = await card(page, 3).getAttribute('data-ref')
  await card(page, 3).getByRole('button', { name: 'Move photo 3 earlier' }).click()
  await expect(card(page, 2)).toHaveAttribute('data-ref', bedRef!)
  await card(page, 2).getByRole('button', { name: 'Move photo 2 later' }).focus()
  await page.keyboard.press('Alt+ArrowUp')
  await expect(card(page, 1)).toHaveAttribute('data-ref', bedRef!)

  // delete one after the confirmation
  const goneRef = await card(page, 6).getAttribute('data-ref')
  await card(page, 6).getByRole('button', { name: 'Delete photo 6' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(cards(page)).toHaveCount(5)
  await expect(page.locator(`[data-ref="${goneRef}"]`)).toHaveCount(0)
  await expect(page.locator('[data-rule="count"]')).toHaveAttribute('data-ok', 'false')

  // offline: the sixth photo waits in the outbox, shown from its Blob and marked pending
  await swControls(page)
  await page.context().setOffline(true)
  await fileInput(page).setInputFiles([await jpegFile('balcony.jpg', 1600, 1000)])
  await expect(cards(page)).toHaveCount(6)
  await expect(card(page, 6)).toHaveAttribute('data-status', 'pending')
  await expect(card(page, 6).getByTestId('photo-pending')).toBeVisible()
  // a reload offline keeps the list and the waiting photo (its Blob is in the outbox)
  await page.reload()
  await expect(cards(page)).toHaveCount(6)
  await expect(card(page, 6)).toHaveAttribute('data-status', 'pending')
  await expect(card(page, 6).locator('img')).toHaveAttribute('src', /^blob:/)
  await expect(card(page, 2).getByLabel('Caption of photo 2')).toHaveValue('Sunny living room')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page).toHaveURL(/house-price/)

  // back online: the upload goes first, then the list naming it
  await page.context().setOffline(false)
  await expect
    .poll(async () => (await hostCall(login, 'listingGet', { luId })).housePhotos?.photos.length ?? 0, { timeout: 30_000 })
    .toBe(6)
  const saved = (await hostCall(login, 'listingGet', { luId })).housePhotos
  expect(saved.photos[0].imgId).toBe(bedRef)
  expect(saved.photos[0].photoType).toBe('bed')
  const living = saved.photos.find((p: { caption: string }) => p.caption === 'Sunny living room')
  expect(living).toBeTruthy()
  expect(saved.coverImgId).toBe(living.imgId)
  expect(living.width).toBe(1920)
  expect(living.height).toBe(1280)
  expect(saved.photos.map((p: { imgId: string }) => p.imgId)).not.toContain(goneRef)
  expect(saved.photos.every((p: { imgId: string }) => !p.imgId.startsWith('local:'))).toBe(true)
  expect(saved.photos[5].width).toBe(1600)
})

test('the photo editor rotates a photo and the edited picture replaces it (phone width)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const { luId } = await hostWithDraft(page)
  await page.goto(`/house-publish/house-photos?luId=${luId}`)
  await fileInput(page).setInputFiles([await jpegFile('tall.jpg', 800, 1200)])
  await expect(cards(page)).toHaveCount(1, { timeout: 20_000 })
  const before = await card(page, 1).getAttribute('data-ref')
  await card(page, 1).getByRole('button', { name: 'Edit' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit photo' })
  await editor.getByRole('button', { name: 'Rotate right' }).click()
  await editor.getByRole('slider', { name: 'Brightness' }).focus()
  await page.keyboard.press('ArrowRight')
  await editor.getByRole('button', { name: 'Apply' }).click()
  await expect(editor).toBeHidden({ timeout: 20_000 })
  await expect(card(page, 1)).not.toHaveAttribute('data-ref', before!)
  // now wider than high: it can be the cover
  await card(page, 1).getByRole('button', { name: 'Set as cover' }).click()
  await expect(page.locator('[data-rule="coverHorizontal"]')).toHaveAttribute('data-ok', 'true')
  await page.screenshot({ path: test.info().outputPath('phone-photos.png'), fullPage: true })
  // the step itself fits the phone (the flow's step bar scrolls on its own)
  const box = await page.getByTestId('photos-step').boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(375)
})
