import { expect, test } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { useEnglish } from './support/hosts'
import { CalendarPage } from './pages/calendar-page'

/** The demo hotel merchant (src/server/console/seed-hotels.ts). */
const HOTELIER = '13800000003'

test.describe('hotels in the listing list and their products for sale (issue 14)', () => {
  test('the hotel merchant sees each hotel with its state, opens the online one\'s products, adds one (a bad discount told first) and deletes it', async ({ page, context }) => {
    await useEnglish(page)
    await signInByApi(context, HOTELIER, 'Demo@2026')
    await page.goto('/house/houseInfo')
    const section = page.getByTestId('hotel-section')
    await expect(section.getByTestId('hotel-item')).toHaveCount(4)
    await expect(section.locator('[data-state="auditing"]')).toContainText('Under review (about 2 working days)')
    await expect(section.locator('[data-state="rejected"]')).toContainText('A licence or ID image is unclear: upload a clear colour scan.')
    await expect(section.locator('[data-state="online"]')).toContainText('3 room types')
    await section.locator('[data-state="online"]').getByRole('link', { name: 'Products for sale' }).click()

    await expect(page).toHaveURL(/\/house\/sellProduct\?hotelId=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Products for sale' })).toBeVisible()
    const rooms = page.getByTestId('room-type-products')
    await expect(rooms).toHaveCount(3)
    const first = rooms.filter({ hasText: '湖景大床房' })
    await expect(first.getByTestId('product')).toHaveCount(2)
    // 680 a night at 9.5: 646
    await expect(first.getByTestId('product').filter({ hasText: '不含早' }).getByTestId('product-price')).toHaveText('CN¥646.00 a night')

    await first.getByRole('button', { name: 'Add a product' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a product to 湖景大床房' })
    await dialog.getByLabel('Product name').fill('连住特惠')
    await dialog.getByLabel('Hotel discount').fill('0.5')
    await dialog.getByRole('combobox', { name: 'Cancellation rule' }).click()
    await page.getByRole('option').first().click()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog.getByText('The discount must be 1-9.9')).toBeVisible()
    await dialog.getByLabel('Hotel discount').fill('8.5')
    await expect(dialog.getByText('Sells at CN¥578.00 a night at the room\'s default price')).toBeVisible()
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    const added = first.getByTestId('product').filter({ hasText: '连住特惠' })
    await expect(added.getByTestId('product-price')).toHaveText('CN¥578.00 a night')

    await added.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete' }).click()
    await expect(first.getByTestId('product').filter({ hasText: '连住特惠' })).toHaveCount(0)
    await expect(first.getByTestId('product')).toHaveCount(2)
  })

  test('in Chinese on a phone the products read in Chinese', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInByApi(context, HOTELIER, 'Demo@2026')
    await page.goto('/house/houseInfo')
    await page.getByTestId('hotel-section').locator('[data-state="online"]').getByRole('link', { name: '售卖产品' }).click()
    await expect(page.getByRole('heading', { level: 1, name: '售卖产品' })).toBeVisible()
    await expect(page.getByTestId('room-type-products').first()).toContainText('折前')
    await expect(page.getByText('含双早').first()).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
  })

  test("the online hotel's room types are rows of the availability calendar, without outside calendars", async ({ page, context }) => {
    await useEnglish(page)
    await signInByApi(context, HOTELIER, 'Demo@2026')
    const calendar = new CalendarPage(page)
    await calendar.open()
    const headers = calendar.grid.getByRole('rowheader')
    await expect(headers).toHaveCount(3)
    await expect(headers.first()).toContainText('西湖边精品酒店 · 湖景大床房')
    // a room type's label is no button to outside calendars
    await expect(headers.first().getByRole('button')).toHaveCount(0)
    await calendar.cell(0, 3).click()
    await expect(calendar.selection).toContainText('湖景大床房')
    await expect(calendar.selection.getByRole('button', { name: 'Edit' })).toBeVisible()
    await expect(calendar.selection.getByRole('button', { name: 'Outside calendars' })).toHaveCount(0)
  })

  test('the home page counts the hotels (the merchant has no B&B listing, so it is no newcomer)', async ({ page, context }) => {
    await useEnglish(page)
    await signInByApi(context, HOTELIER, 'Demo@2026')
    await page.goto('/work/index')
    const hotels = page.getByTestId('home-hotels')
    await expect(hotels).toBeVisible()
    await expect(page.getByText('4 hotels')).toBeVisible()
    await expect(hotels.getByRole('link', { name: /Online/ })).toContainText('1')
    await expect(page.getByTestId('home-listings')).toHaveCount(0)
  })
})
