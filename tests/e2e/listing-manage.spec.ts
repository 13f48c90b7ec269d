import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import type { LoginResult } from '../../src/domain/endpoints'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostCall, uploadPhotoSet } from './support/listing-api'
import { persistedQueries } from './support/persisted'
import { swControls } from './support/service-worker'

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

/** Saves every step of a listing through the API (values that pass every rule) and submits it for review. */
async function publishedListing(login: LoginResult, title: string): Promise<string> {
  const luId = randomUUID()
  await hostCall(login, 'listingCreate', { luId, rentalType: 'whole', buildingType: 'apartment', region: 'domestic' })
  const save = async (key: Parameters<typeof hostCall>[1], step: string, values: Record<string, unknown>) => {
    const detail = await hostCall(login, 'listingGet', { luId })
    await hostCall(login, key, { luId, version: detail.versions[step], ...values })
  }
  await save('listingSaveAddress', 'address', {
    country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106', address: '西湖区北山街道曙光路 58 号',
    doorNumber: '2 单元 801', pin: { lat: 30.2676, lng: 120.1402, system: 'gcj02' },
  })
  await save('listingSaveInfo', 'houseInfo', {
    rentalType: 'whole', buildingType: 'apartment', rooms: 2, halls: 1, kitchens: 1, bathrooms: 1, balconies: 1, area: 86,
    livesWithLandlord: false, bathroomType: 'private', beds: [{ type: 'double', length: 2, width: 1.8, count: 1 }], people: 4, similarUnits: 1,
  })
  await save('listingSaveFacility', 'facility', { facilities: ['wifi', 'airConditioning', 'hotWater'] })
  await save('listingSaveDescribe', 'houseDescribe', {
    title,
    description: '房子位于安静的小区内，两间卧室朝南，采光很好。客厅宽敞，厨房可以做饭，步行十分钟到地铁站，附近有超市和餐馆。',
  })
  await save('listingSavePrice', 'housePrice', { currency: 'RMB', priceWeekday: 400, priceWeekend: 480, priceHoliday: 600 })
  await save('listingSaveOrder', 'houseOrder', {
    minStay: 1, maxStay: 30, latestBookingTime: '21:00', earliestCheckIn: '14:00', latestCheckIn: '22:00', latestCheckOut: '12:00',
    cancellationRule: 'moderate',
    houseRules: {
      parties: 'notAllowed', filming: 'onRequest', pets: 'notAllowed', children: 'allowed', smoking: 'notAllowed', cooking: 'allowed',
      foreigners: 'accepted', receptionGender: 'any', crowd: ['family'], toiletries: 'provided', checkInMethod: 'smartLock',
    },
  })
  await save('listingSaveDiscount', 'houseDiscount', { stayTiers: [{ nights: 3, discount: 9.5 }] })
  await uploadPhotoSet(login, luId)
  await hostCall(login, 'listingPublish', { luId })
  return luId
}

const row = (page: Page, luId: string) => page.locator(`[data-testid="listing-row"][data-luid="${luId}"]`)
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name })

test('a host sees listings by group with counts and reasons, takes one offline, deletes a draft and reads the record', async ({ page }) => {
  const mobile = freshMainlandMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--realname')
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  const draft = randomUUID()
  await hostCall(login, 'listingCreate', { luId: draft, rentalType: 'whole', buildingType: 'apartment', region: 'domestic' })
  const rejected = await publishedListing(login, '西湖边安静两居室，步行十分钟到湖边')
  const online = await publishedListing(login, '钱塘江边高层公寓，阳台看江景日落')
  await consoleCmd('listing', 'reject', rejected, 'photoBlurry', 'addressMap', '--note', '卧室照片模糊')
  await consoleCmd('listing', 'approve', online)

  // the list opens on the listings guests can book, not on the draft (issue 34)
  await page.goto('/house/houseInfo')
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible()
  await expect(tab(page, /^Online/)).toHaveAttribute('aria-selected', 'true')
  await expect(row(page, online)).toBeVisible()
  await expect(tab(page, /Not finished publishing/)).toContainText('1')
  await tab(page, /Not finished publishing/).click()
  await expect(row(page, draft)).toBeVisible()
  await expect(row(page, draft).getByTestId('listing-label')).toHaveText(/Not finished|Draft/)

  // not online: the rejected listing with each reason and its guidance
  await tab(page, /Not online/).click()
  await expect(page).toHaveURL(/group=notOnline/)
  const refused = row(page, rejected)
  await expect(refused.getByTestId('listing-label')).toHaveText(/Not approved/)
  await expect(refused.locator('[data-reason="photoBlurry"]')).toContainText('Blurry photos')
  await expect(refused.locator('[data-reason="photoBlurry"]')).toContainText('Replace blurry photos with sharp ones')
  await expect(refused.getByTestId('rejection-note')).toHaveText('“卧室照片模糊”')
  await expect(refused.locator('[data-reason="addressMap"]')).toContainText('move the map pin onto the building')

  // online: take it offline (through the outbox), it moves to "not online" with the offline label
  await tab(page, /^Online/).click()
  await expect(row(page, online).getByTestId('listing-label')).toHaveText('Online')
  // it asks first: keeping it online changes nothing
  await row(page, online).getByRole('button', { name: 'Take offline' }).click()
  const ask = page.getByRole('alertdialog', { name: /offline\?$/ })
  await expect(ask).toContainText('Orders already booked are kept.')
  await ask.getByRole('button', { name: 'Keep it online' }).click()
  await expect(ask).toBeHidden()
  await expect(row(page, online).getByTestId('listing-label')).toHaveText('Online')
  // taken offline, then undone from the toast: online again
  await row(page, online).getByRole('button', { name: 'Take offline' }).click()
  await ask.getByRole('button', { name: 'Take offline' }).click()
  await expect(row(page, online)).toHaveCount(0, { timeout: 15_000 })
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(row(page, online).getByTestId('listing-label')).toHaveText('Online', { timeout: 15_000 })
  // and for good this time
  await row(page, online).getByRole('button', { name: 'Take offline' }).click()
  await ask.getByRole('button', { name: 'Take offline' }).click()
  await expect(row(page, online)).toHaveCount(0, { timeout: 15_000 })
  await tab(page, /Not online/).click()
  await expect(row(page, online).getByTestId('listing-label')).toContainText('Offline')
  await expect(row(page, online).getByRole('button', { name: 'Put online' })).toBeVisible()
  // the sub-state filter: only the offline listing
  await page.getByRole('combobox', { name: 'State' }).click()
  await page.getByRole('option', { name: /^Offline/ }).click()
  await expect(page).toHaveURL(/subState=offline/)
  await expect(page.getByTestId('listing-row')).toHaveCount(1)
  await expect(row(page, online)).toBeVisible()

  // delete the draft: a reason is required
  await tab(page, /Not finished publishing/).click()
  await row(page, draft).getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete listing' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason.')
  await dialog.getByRole('radio', { name: 'It duplicates another listing' }).click()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(dialog).toBeHidden()
  await expect(row(page, draft)).toHaveCount(0, { timeout: 15_000 })
  await expect(tab(page, /Not finished publishing/)).toContainText('0')

  // the operation record of the listing taken offline: who, which role, old -> new
  await page.goto(`/houseInfo/OperationRecord?luId=${online}`)
  const records = page.getByTestId('operation-records')
  // taken offline, undone (online again), taken offline for good: newest first
  await expect(records.locator('[data-action="offline"]')).toHaveCount(2)
  await expect(records.locator('[data-action="online"]')).toHaveCount(1)
  const offline = records.locator('[data-action="offline"]').first()
  await expect(offline).toContainText('Taken offline')
  await expect(offline).toContainText('Merchant web')
  // the field and its values in the host's words, not the server's names
  await expect(offline).toContainText(/Status: Online\s*→\s*(changed to\s*)?Offline/)
  await expect(offline).not.toContainText('roomStatus')
  await expect(records.locator('[data-action="approve"]')).toContainText('Approved')
})

test('the publish entry leads to the B&B flow, domestic or overseas, and to the hotel flow', async ({ page }) => {
  const mobile = freshMainlandMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--realname')
  await signInByApi(page.context(), mobile, TEST_PASSWORD)
  await page.goto('/house/houseInfo')
  await page.getByRole('link', { name: 'Publish a listing' }).click()
  await expect(page).toHaveURL(/\/house\/housePublish/)
  await page.getByRole('link', { name: /Overseas B&B/ }).click()
  await expect(page).toHaveURL(/select-house-type\?publishType=overseas/)
  // a mainland host who passed real-name authentication may start a hotel there too
  await page.goBack()
  await page.getByTestId('publish-hotel').getByRole('link', { name: 'Publish a hotel' }).click()
  await expect(page).toHaveURL(/\/hotel-publish\/hotel-address\?hotelId=/)
})

test('the listing list fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const mobile = freshMainlandMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--realname')
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  const luId = randomUUID()
  await hostCall(login, 'listingCreate', { luId, rentalType: 'whole', buildingType: 'apartment', region: 'domestic' })
  await page.goto('/house/houseInfo')
  await expect(row(page, luId)).toBeVisible()
  await expect(row(page, luId).getByRole('link', { name: 'Edit' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('phone-list.png'), fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('offline, listing pages never loaded on this device say they need a connection and load once back; change records name their review', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const mobile = freshMainlandMobile()
  await consoleCmd('landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD, '--realname')
  const login = await signInByApi(context, mobile, TEST_PASSWORD)
  const online = await publishedListing(login, '钱塘江边高层公寓，阳台看江景日落')
  await consoleCmd('listing', 'approve', online)
  const neverOpened = randomUUID()
  await hostCall(login, 'listingCreate', { luId: neverOpened, rentalType: 'whole', buildingType: 'apartment', region: 'domestic' })

  await page.goto('/house/houseInfo?group=online')
  await expect(row(page, online)).toBeVisible()
  await swControls(page)
  // the list seen is kept on the device (the persisted cache is written on a throttle)
  await expect
    .poll(async () => Object.values(await persistedQueries(page)).flat().some((key) => key.startsWith('listing/list/{') && key.includes('"online"')))
    .toBe(true)
  // (the texts of the connection notice are new: checked by test id until the catalogs have them)
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)

  // the operation record, page 3: never loaded here
  await page.goto('/houseInfo/OperationRecord?page=3')
  await expect(page.getByTestId('needs-network')).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0)

  // a listing never opened on this device: no empty steps, no leave guard
  await page.goto(`/house-publish/house-info?luId=${neverOpened}`)
  await expect(page.getByTestId('needs-network')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Steps of the listing' })).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)

  // a list group never loaded; the group seen before still shows its saved copy
  await page.goto('/house/houseInfo?group=notOnline')
  await expect(page.getByTestId('needs-network')).toBeVisible()
  await page.goto('/house/houseInfo?group=online')
  await expect(row(page, online)).toBeVisible()

  // the change records of that listing were never loaded either
  await row(page, online).getByRole('button', { name: 'Change records' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('needs-network')).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveCount(0)

  // back online, the dialog loads by itself: the first review is the listing's own
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.setOffline(false)
  await expect(dialog.getByTestId('needs-network')).toHaveCount(0)
  const record = dialog.getByTestId('change-records').locator('li[data-kind="listing"]')
  await expect(record).toBeVisible()
  await expect(record.getByTestId('review-kind')).toBeVisible()
})
