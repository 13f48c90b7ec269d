import { expect, test, type Page } from '@playwright/test'
import type { LoginResult } from '../../src/domain/endpoints'
import { signInByApi } from './support/api-session'
import { useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'

/** The demo hotel merchant (src/server/console/seed-hotels.ts): its online hotel has the suite off sale. */
const HOTELIER = '13800000003'
const HOTEL = '西湖边精品酒店'

const TEXTS = {
  en: {
    takeOff: 'Take off sale', putOn: 'Put on sale', takeHotelOff: 'Take hotel off sale', putHotelOn: 'Put hotel on sale',
    onSale: 'On sale', offSale: 'Off sale',
    takeOffTitle: (name: string) => `Take "${name}" off sale?`, putOnTitle: (name: string) => `Put "${name}" on sale?`,
    noOrders: 'No open orders are waiting.', someOrders: /^\d+ open orders? stays? valid: honour (it|them) as booked\.$/,
    lastOnSale: 'A hotel keeps at least one room type on sale: take the hotel off sale instead',
    calendarOffSale: 'Off sale: guests cannot book these nights until it is on sale again.',
    hotelOffNote: 'Off sale: guests cannot book any of its room types.',
  },
  zh: {
    takeOff: '下架', putOn: '上架', takeHotelOff: '下架酒店', putHotelOn: '上架酒店',
    onSale: '在售', offSale: '已下架',
    takeOffTitle: (name: string) => `下架“${name}”？`, putOnTitle: (name: string) => `上架“${name}”？`,
    noOrders: '没有待履行的订单。', someOrders: /^\d+ 笔未完成的订单仍然有效：请按预订履行。$/,
    lastOnSale: '酒店至少要保留一个在售房型：如需全部停售，请下架整个酒店',
    calendarOffSale: '已下架：重新上架之前，客人无法预订这些日期。',
    hotelOffNote: '已下架：客人无法预订其任何房型。',
  },
} as const

/** The demo's sale as seeded (a walk cut short leaves nothing behind): the hotel and two room types on sale, the suite off. */
async function demoSale(login: LoginResult): Promise<void> {
  const { list } = await hostCall(login, 'hotelList', {})
  const hotelId = (list as Array<{ hotelId: string; name: string }>).find((hotel) => hotel.name === HOTEL)!.hotelId
  await hostCall(login, 'hotelSetOnSale', { hotelId, onSale: true })
  const sale = await hostCall(login, 'hotelSale', { hotelId })
  const rooms = sale.roomTypes as Array<{ roomTypeId: string; name: string }>
  for (const room of rooms) if (room.name !== '西湖套房') await hostCall(login, 'roomTypeSetOnSale', { hotelId, roomTypeId: room.roomTypeId, onSale: true })
  const suite = rooms.find((room) => room.name === '西湖套房')!
  await hostCall(login, 'roomTypeSetOnSale', { hotelId, roomTypeId: suite.roomTypeId, onSale: false })
}

test.afterEach(async ({ context }) => {
  await demoSale(await signInByApi(context, HOTELIER, 'Demo@2026'))
})

/** Confirms the alert dialog with this title after checking what it says of the open orders. */
async function confirm(page: Page, title: string, orders: string | RegExp, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title })
  await expect(dialog.getByTestId('sale-open-orders')).toHaveText(orders)
  return async () => {
    await dialog.getByRole('button', { name: button, exact: true }).click()
    await expect(dialog).toBeHidden()
  }
}

for (const lang of ['en', 'zh'] as const) {
  test(`the hotel merchant at 390 px (${lang}) takes a room type off sale, sees it in the calendar, puts it back, and takes the hotel off sale and back`, async ({ page, context }) => {
    const tx = TEXTS[lang]
    await page.setViewportSize({ width: 390, height: 844 })
    if (lang === 'en') await useEnglish(page)
    await demoSale(await signInByApi(context, HOTELIER, 'Demo@2026'))
    await page.goto('/house/houseInfo')
    const sale = page.getByTestId('hotel-section').locator('[data-state="online"]').getByTestId('hotel-sale')
    await expect(sale.getByTestId('hotel-sale-state')).toHaveText(tx.onSale)
    const rooms = sale.getByTestId('room-type-sale')
    await expect(rooms).toHaveCount(3)
    // the demo's suite is off sale
    await expect(rooms.filter({ hasText: '西湖套房' })).toHaveAttribute('data-on-sale', 'false')
    await expect(rooms.filter({ hasText: '西湖套房' })).toContainText(tx.offSale)

    // the garden twin off sale: it has no open order
    const garden = rooms.filter({ hasText: '庭院双床房' })
    await garden.getByRole('button', { name: tx.takeOff }).click()
    const takeGarden = await confirm(page, tx.takeOffTitle('庭院双床房'), tx.noOrders, tx.takeOff)
    await page.screenshot({ path: test.info().outputPath(`hotel-sale-room-dialog-${lang}-390.png`) })
    await takeGarden()
    await expect(garden).toHaveAttribute('data-on-sale', 'false')
    await expect(garden).toContainText(tx.offSale)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await sale.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`hotel-sale-room-off-${lang}-390.png`) })

    // the lake room is the last one on sale now: the server refuses, with its open orders told first
    const lake = rooms.filter({ hasText: '湖景大床房' })
    await lake.getByRole('button', { name: tx.takeOff }).click()
    await (await confirm(page, tx.takeOffTitle('湖景大床房'), tx.someOrders, tx.takeOff))()
    await expect(page.getByText(tx.lastOnSale, { exact: true })).toBeVisible()
    await expect(lake).toHaveAttribute('data-on-sale', 'true')

    // the calendar on a phone: the garden twin's nights are off sale, its prices and stock still shown
    await page.goto('/house/roomManagement')
    const month = page.getByTestId('calendar-month')
    await expect(month).toBeVisible()
    await month.getByRole('combobox').first().click()
    await page.getByRole('option', { name: `${HOTEL} · 庭院双床房` }).click()
    await expect(month.getByTestId('calendar-off-sale')).toContainText(tx.calendarOffSale)
    const nights = month.locator('button[data-date]')
    await expect(nights.first()).toHaveAttribute('data-sale', 'off')
    // 520 a night, 16 rooms: kept
    await expect(nights.first()).toContainText('520')
    await expect(nights.first()).toContainText('16/')
    await page.screenshot({ path: test.info().outputPath(`hotel-sale-calendar-${lang}-390.png`), fullPage: true })
    // the lake room books as before
    await month.getByRole('combobox').first().click()
    await page.getByRole('option', { name: `${HOTEL} · 湖景大床房` }).click()
    await expect(month.getByTestId('calendar-off-sale')).toHaveCount(0)
    await expect(month.locator('button[data-date]').first()).not.toHaveAttribute('data-sale', 'off')

    // back on sale
    await page.goto('/house/houseInfo')
    await garden.getByRole('button', { name: tx.putOn }).click()
    await (await confirm(page, tx.putOnTitle('庭院双床房'), tx.noOrders, tx.putOn))()
    await expect(garden).toHaveAttribute('data-on-sale', 'true')

    // the whole hotel off sale: its open orders (the lake room's) stay to be honoured
    await expect(sale.getByTestId('hotel-sale-switch')).toHaveText(tx.takeHotelOff)
    await sale.getByTestId('hotel-sale-switch').click()
    const takeHotel = await confirm(page, tx.takeOffTitle(HOTEL), tx.someOrders, tx.takeOff)
    await page.screenshot({ path: test.info().outputPath(`hotel-sale-hotel-dialog-${lang}-390.png`) })
    await takeHotel()
    await expect(sale.getByTestId('hotel-sale-state')).toHaveText(tx.offSale)
    await expect(sale).toContainText(tx.hotelOffNote)
    await sale.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath(`hotel-sale-hotel-off-${lang}-390.png`) })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // and back on sale
    await sale.getByTestId('hotel-sale-switch').click()
    await expect(sale.getByTestId('hotel-sale-switch')).toHaveText(tx.putHotelOn)
    await (await confirm(page, tx.putOnTitle(HOTEL), tx.someOrders, tx.putOn))()
    await expect(sale.getByTestId('hotel-sale-state')).toHaveText(tx.onSale)
    await expect(sale).not.toContainText(tx.hotelOffNote)
  })
}

test("on a wide screen the calendar's grid marks the demo suite off sale, its nights kept", async ({ page, context }) => {
  await useEnglish(page)
  await demoSale(await signInByApi(context, HOTELIER, 'Demo@2026'))
  await page.goto('/house/roomManagement')
  const suite = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /西湖套房/ }) })
  await expect(suite.getByTestId('unit-off-sale')).toHaveText('Off sale')
  const night = suite.locator('[role="gridcell"][data-date]').first()
  await expect(night).toHaveAttribute('data-sale', 'off')
  await expect(night).toContainText('1,000')
  await expect(night.getByTestId('cell-off-sale')).toContainText('Off sale')
  const lake = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /湖景大床房/ }) })
  await expect(lake.locator('[role="gridcell"][data-date]').first()).not.toHaveAttribute('data-sale', 'off')
  await page.screenshot({ path: test.info().outputPath('hotel-sale-calendar-grid-en.png') })
})
