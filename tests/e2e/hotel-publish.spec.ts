import { expect, test, type Page } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { jpegFile } from './support/images'
import { hostCall } from './support/listing-api'
import { HotelFlowPage } from './pages/hotel-flow-page'

/** A mainland merchant who passed real-name authentication ("can publish a hotel"), signed in. */
async function merchant(context: Parameters<typeof signInByApi>[0]) {
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await consoleCmd('landlord', 'set', mobile, '--realname', 'on')
  return { mobile, login: await signInByApi(context, mobile, TEST_PASSWORD) }
}

/** A mainland address the hotel flow accepts (the map's check passes). */
const HOTEL_ADDRESS = {
  country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106',
  address: '西湖区北山街 8 号', doorNumber: '整栋', pin: { lat: 30.2592, lng: 120.1482, system: 'gcj02' },
}

/** A field by its label (a required one's label ends with its mark, *). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`))
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
}

test.describe('publishing a hotel (issue 14)', () => {
  test('from /select-house-type a new hotel starts on the device; address, information (main contact proved by a code), a room type with its photo, facilities, photos (one uploaded offline), booking rules, qualification with scans and settlement are saved step by step; submitted, approved, then edited as a change for review', async ({ page, context }) => {
    test.setTimeout(120_000)
    await useEnglish(page)
    const { mobile, login } = await merchant(context)
    await page.goto('/select-house-type')
    await page.getByTestId('hotel-entry').getByRole('button', { name: 'Publish a hotel' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-address\?hotelId=[0-9a-f-]{36}/)
    const hotelId = new URL(page.url()).searchParams.get('hotelId')!
    const flow = new HotelFlowPage(page)
    const step = (part: string) => flow.step(part)

    // address: the B&B form, always in mainland China
    await flow.fillAddress()
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-info\?hotelId=/)
    await expect(step('address')).toHaveAttribute('data-done', 'true')

    // information: the rules show next to the field before anything is sent
    await field(page, 'Hotel name').fill('湖')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByText('Enter 3-50 characters').first()).toBeVisible()
    const mainMobile = freshMainlandMobile()
    await flow.fillInfo(mainMobile)
    const main = page.getByTestId('contact-mainContact')
    // an unproved main contact is refused before anything is sent
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(main.getByText('Verify this mobile number with the SMS code first')).toBeVisible()
    await expect(page).toHaveURL(/\/hotel-info\?/)
    await flow.proveMainContact(mainMobile)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-house\?hotelId=/)
    await expect(step('hotelInfo')).toHaveAttribute('data-done', 'true')

    // room types: every field, the rules before sending, one photo through the photo set
    await page.getByRole('button', { name: 'Add a room type' }).click()
    await field(page, 'Room type name').fill('湖景大床房')
    await field(page, 'Floor').fill('3-5')
    await field(page, 'Size (m²)').fill('32')
    await field(page, 'Guests per room').fill('2')
    await field(page, 'Price a night (yuan)').fill('1200')
    await field(page, 'Rooms of this type').fill('12')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Enter a number from 1 to 1000').first()).toBeVisible()
    await field(page, 'Price a night (yuan)').fill('680')
    await choose(page, 'Bed type 1', 'King bed')
    for (const [group, option] of [['Wi-Fi', 'Yes'], ['Smoking', 'Non-smoking'], ['Windows', 'Yes']]) {
      await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).click()
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('room-photos').getByText('Please upload at least 1 photos').last()).toBeVisible()
    await page.getByTestId('room-photos').locator('input[type=file]').setInputFiles([await jpegFile('room.jpg', 2000, 1400)])
    await expect(page.getByTestId('room-photos').getByTestId('photo-card')).toHaveAttribute('data-status', 'saved')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const roomRow = page.getByTestId('room-type').filter({ hasText: '湖景大床房' })
    await expect(roomRow).toContainText('¥680 a night · 12 rooms · 1 photos')
    await expect(roomRow).toHaveAttribute('data-complete', 'true')
    await expect(step('rooms')).toHaveAttribute('data-done', 'true')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-facility\?hotelId=/)

    // facilities: the hotel services beside the listing catalogue
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByText('This field is required').first()).toBeVisible()
    await page.getByRole('checkbox', { name: '24-hour front desk' }).click()
    await page.getByRole('checkbox', { name: 'Breakfast' }).click()
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-photos\?hotelId=/)

    // photos: the listing photos' pipeline; two uploaded now, the third offline waits in the outbox
    const photos = page.getByTestId('photos-step')
    const cards = photos.getByTestId('photo-card')
    await expect(page.locator('[data-rule="count"]')).toHaveAttribute('data-ok', 'false')
    await photos.locator('input[type=file]').setInputFiles([await jpegFile('front.jpg', 2400, 1600), await jpegFile('lobby.jpg', 1600, 1200)])
    await expect(cards.and(page.locator('[data-status="saved"]'))).toHaveCount(2)
    await page.context().setOffline(true)
    await photos.locator('input[type=file]').setInputFiles([await jpegFile('restaurant.jpg', 1600, 1000)])
    await expect(cards).toHaveCount(3)
    await expect(cards.nth(2)).toHaveAttribute('data-status', 'pending')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(photos.getByText('Please choose a cover photo').first()).toBeVisible()
    await cards.nth(2).getByRole('button', { name: 'Set as cover' }).click()
    await expect(page.locator('[data-rule="count"]')).toHaveAttribute('data-ok', 'true')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-order\?hotelId=/)
    await expect(step('photos')).toHaveAttribute('data-done', 'true')
    // back online: the upload goes first, then the list naming it (the cover is the photo sent last)
    await page.context().setOffline(false)
    await expect.poll(async () => (await hostCall(login, 'hotelGet', { hotelId })).photos?.photoIds.length ?? 0, { timeout: 30_000 }).toBe(3)
    const saved = (await hostCall(login, 'hotelGet', { hotelId })).photos
    expect(saved.coverImgId).toBe(saved.photoIds[2])
    expect(saved.photoIds.every((id: string) => !id.startsWith('local:'))).toBe(true)

    // booking rules
    await page.getByRole('radio', { name: 'Moderate', exact: true }).click()
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-qualify\?hotelId=/)

    // qualification: a company; its licence, the operator's ID card; each document a colour scan
    await page.getByRole('radio', { name: 'A company (business licence)' }).click()
    await field(page, "Operator's name").fill('陈建国')
    await field(page, "Operator's ID number").fill('330106198001010014')
    await field(page, 'Enterprise name').fill('杭州北山酒店管理有限公司')
    await field(page, 'Unified social credit code').fill('91330106MA2B9876X1')
    await field(page, 'Legal person').fill('陈建国')
    await field(page, 'Premises').fill('杭州市西湖区北山街 28 号')
    await field(page, 'Business scope').fill('住宿服务')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    // the ID card's check digit, and the three documents a company needs, before anything is sent
    await expect(page.getByText('This field is required').first()).toBeVisible()
    await field(page, "Operator's ID number").fill('330106198001010013')
    const documents = page.getByTestId('qualification-documents')
    const uploaded = documents.getByText('Uploaded', { exact: true })
    for (const [index, name] of ['licence', 'front', 'back'].entries()) {
      // the company's documents in order: business licence, hotel licence, special industry, …, ID card's two sides last
      const input = index === 0 ? documents.locator('input[type=file]').first() : documents.locator('input[type=file]').nth(-3 + index)
      await input.setInputFiles(await jpegFile(`${name}.jpg`, 1000, 630))
      await expect(uploaded).toHaveCount(index + 1)
    }
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-settle\?hotelId=/)
    await expect(step('qualify')).toHaveAttribute('data-done', 'true')

    // settlement: a bank of the list, the card number's rule at its bound
    await page.getByRole('radio', { name: 'Company account' }).click()
    await choose(page, 'Bank', 'Industrial and Commercial Bank of China')
    // the bank's approved branches in the hotel's city are offered (the demo's Hangzhou branch)
    await expect(page.getByTestId('branch-suggestions').locator('option[value="杭州西湖支行"]')).toHaveCount(1)
    await field(page, 'Branch').fill('杭州西湖支行')
    await field(page, 'Account holder').fill('杭州北山酒店管理有限公司')
    await field(page, 'Account number').fill('1'.repeat(31))
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Enter 1-30 characters').first()).toBeVisible()
    await field(page, 'Account number').fill('571908765230512')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(step('settle')).toHaveAttribute('data-done', 'true')

    // the hotel is the merchant's on the server (the console lists it as a draft)
    await expect.poll(async () => await consoleCmd('hotel', 'list', mobile)).toContain(hotelId)
    // every part is done: the merchant submits, and sees what the review means
    await page.reload()
    for (const part of ['address', 'hotelInfo', 'rooms', 'facility', 'photos', 'booking', 'qualify', 'settle']) {
      await expect(step(part)).toHaveAttribute('data-done', 'true')
    }
    await page.getByTestId('hotel-publish').click()
    await expect(page.getByTestId('hotel-under-review')).toContainText('about 2 working days')
    await expect(page.getByTestId('hotel-publish')).toHaveCount(0)
    // staff approve it (the console); the merchant's hotel is online, its edits a change for review (decision 0087)
    await consoleCmd('hotel', 'approve', hotelId)
    await page.reload()
    await expect(page.getByTestId('hotel-online')).toContainText('your changes go to staff review, and guests book the online version until they are approved')
  })

  test('a room type added offline, with its photo, waits in the outbox and lands once the connection is back', async ({ page, context }) => {
    test.setTimeout(90_000)
    await useEnglish(page)
    const { login } = await merchant(context)
    await page.goto('/hotel-publish')
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-address\?hotelId=/)
    const hotelId = new URL(page.url()).searchParams.get('hotelId')!
    await page.getByTestId('hotel-step-rooms').click()
    await expect(page.getByTestId('room-types-step')).toBeVisible()
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Add a room type' }).click()
    await field(page, 'Room type name').fill('园景双床房')
    await field(page, 'Floor').fill('2')
    await field(page, 'Size (m²)').fill('28.5')
    await field(page, 'Guests per room').fill('2')
    await field(page, 'Price a night (yuan)').fill('520')
    await field(page, 'Rooms of this type').fill('16')
    await choose(page, 'Bed type 1', 'Twin beds')
    for (const [group, option] of [['Wi-Fi', 'Yes'], ['Smoking', 'Non-smoking'], ['Windows', 'Some rooms']]) {
      await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).click()
    }
    await page.getByTestId('room-photos').locator('input[type=file]').setInputFiles([await jpegFile('twin.jpg', 1600, 1200)])
    await expect(page.getByTestId('room-photos').getByTestId('photo-card')).toHaveAttribute('data-status', 'pending')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const row = page.getByTestId('room-type').filter({ hasText: '园景双床房' })
    await expect(row).toContainText('Waiting to be sent')
    await page.context().setOffline(false)
    await expect.poll(async () => (await hostCall(login, 'hotelGet', { hotelId })).roomTypes.length, { timeout: 30_000 }).toBe(1)
    await expect.poll(async () => (await hostCall(login, 'hotelGet', { hotelId })).roomTypes[0].complete, { timeout: 30_000 }).toBe(true)
    const room = (await hostCall(login, 'hotelGet', { hotelId })).roomTypes[0]
    expect(room.value).toMatchObject({ name: '园景双床房', size: 28.5, price: 520, rooms: 16, beds: [{ kind: 'twin', count: 1 }], windows: 'some' })
    expect(room.value.photoIds).toEqual([room.photos[0].imgId])
    await expect(row).toHaveAttribute('data-complete', 'true')
  })

  test('the listing list opens each hotel in the flow and its operation records; a draft is deleted with a reason', async ({ page, context }) => {
    await useEnglish(page)
    const { login } = await merchant(context)
    await page.goto('/hotel-publish')
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-address\?hotelId=/)
    const hotelId = new URL(page.url()).searchParams.get('hotelId')!
    await expect.poll(async () => (await hostCall(login, 'hotelList', {})).list.length).toBe(1)
    await page.goto('/house/houseInfo')
    const item = page.getByTestId('hotel-item').filter({ hasText: '(no name yet)' })
    await item.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(new RegExp(`/hotel-publish/hotel-address\\?hotelId=${hotelId}`))
    await page.goBack()
    await item.getByRole('link', { name: 'Operation records' }).click()
    await expect(page).toHaveURL(new RegExp(`/houseInfo/OperationRecord\\?.*luId=${hotelId}`))
    await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible()
    await page.goBack()
    await item.getByRole('button', { name: 'Delete' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(dialog.getByText(/reason/i).first()).toBeVisible()
    await dialog.getByRole('radio', { name: 'It duplicates another listing' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByTestId('hotel-section')).toHaveCount(0)
    expect((await hostCall(login, 'hotelList', {})).list).toEqual([])
    const records = await hostCall(login, 'listingOperationRecords', { luId: hotelId, offset: 0, length: 10 })
    expect(records.list[0]).toMatchObject({ action: 'delete', newValue: 'duplicate' })
  })

  test('opening the parts of the flow without a hotel, one after the other, opens the same empty draft; a hotel with something in it is offered before starting another, which reuses the empty one', async ({ page, context }) => {
    await useEnglish(page)
    const { login } = await merchant(context)
    const hotelIdOf = () => new URL(page.url()).searchParams.get('hotelId')
    await page.goto('/hotel-publish/hotel-address')
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-address\?hotelId=/)
    const first = hotelIdOf()!
    await page.goto('/hotel-publish/hotel-info')
    await expect(page).toHaveURL(new RegExp(`/hotel-publish/hotel-info\\?hotelId=${first}`))
    await page.goto('/hotel-publish/hotel-facility')
    await expect(page).toHaveURL(new RegExp(`/hotel-publish/hotel-facility\\?hotelId=${first}`))
    await page.goto('/hotel-publish')
    await expect(page).toHaveURL(new RegExp(`/hotel-publish/hotel-address\\?hotelId=${first}`))
    expect((await hostCall(login, 'hotelList', {})).list.map((hotel: { hotelId: string }) => hotel.hotelId)).toEqual([first])

    // once the hotel has a part saved it is offered to continue, and starting another makes one more draft, once
    await hostCall(login, 'hotelSaveAddress', { hotelId: first, version: 0, value: HOTEL_ADDRESS })
    await page.goto('/hotel-publish/hotel-info')
    const drafts = page.getByTestId('hotel-drafts')
    await expect(drafts.getByRole('listitem')).toHaveCount(1)
    await drafts.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(new RegExp(`/hotel-publish/hotel-address\\?hotelId=${first}`))
    await page.goto('/hotel-publish/hotel-info')
    await page.getByTestId('hotel-drafts').getByRole('button', { name: 'Start another hotel' }).click()
    await expect(page).toHaveURL(/\/hotel-publish\/hotel-info\?hotelId=/)
    const second = hotelIdOf()!
    expect(second).not.toBe(first)
    await page.goto('/hotel-publish/hotel-address')
    await page.getByTestId('hotel-drafts').getByRole('button', { name: 'Start another hotel' }).click()
    await expect(page).toHaveURL(new RegExp(`/hotel-publish/hotel-address\\?hotelId=${second}`))
    expect((await hostCall(login, 'hotelList', {})).list).toHaveLength(2)
  })

  test('an overseas host is not offered a hotel: hotels are published beside the domestic listings', async ({ page, context }) => {
    await useEnglish(page)
    await signInByApi(context, '9087654321', 'Demo@2026', '81')
    await page.goto('/house/housePublish')
    await expect(page.getByRole('link', { name: /Overseas B&B/ })).toBeVisible()
    await expect(page.getByTestId('publish-hotel')).toHaveCount(0)
    await page.goto('/select-house-type?publishType=overseas')
    await expect(page.getByRole('heading', { level: 1, name: 'Publish an overseas listing' })).toBeVisible()
    await expect(page.getByTestId('hotel-entry')).toHaveCount(0)
  })

  test('a host without real-name authentication is told why and how to get there', async ({ page, context }) => {
    await useEnglish(page)
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    await signInByApi(context, mobile, TEST_PASSWORD)
    await page.goto('/hotel-publish')
    await expect(page.getByTestId('hotel-not-allowed')).toContainText('Publishing a hotel needs real-name authentication')
    await expect(page).toHaveURL(/\/hotel-publish$/)
    await page.getByRole('button', { name: 'Verify my real name' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
