import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { consoleCmd } from './support/console'
import { useEnglish } from './support/hosts'
import { OrdersPage } from './pages/orders-page'
import { hostWithUnits } from './support/order-hosts'

/**
 * Issue 34, "a host's day on a phone" (390 px, touch): the reminder's go-to-see opens the orders
 * waiting for confirmation, the one to answer first on top; a card opens its order wherever it is
 * tapped, its Accept accepts without opening it; the order's detail keeps the dates, guests and
 * income next to Accept and Reject at the bottom of the screen, and accepting says the order was
 * accepted (not "changes saved"). In English and in Chinese.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** A guest books through the console: the order number and the time the host has to answer. */
async function book(mobile: string, luId: string, night: string, nights = '1') {
  const output = await consoleCmd('order', 'book', mobile, luId, night, nights)
  return { orderNo: /booked (\w+)/.exec(output)![1]!, deadline: Date.parse(/waiting for the host until (\S+)/.exec(output)![1]!) }
}

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: test.info().outputPath(name), fullPage })

test('on a phone: from the reminder to the orders to answer, the nearest deadline first; a card opens wherever it is tapped; accepted from the sticky bar and from a card', async ({ page }) => {
  test.setTimeout(180_000)
  await useEnglish(page)
  const orders = new OrdersPage(page)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Harbour view', 'Pine lodge', 'Tea house'])
  // booked one after the other: each waits 30 minutes, so the first booked must be answered first
  const first = await book(mobile, luIds[0]!, addDays(today, 3), '2')
  const second = await book(mobile, luIds[1]!, addDays(today, 5))
  const third = await book(mobile, luIds[2]!, addDays(today, 7))
  expect(first.deadline).toBeLessThan(second.deadline)
  expect(second.deadline).toBeLessThan(third.deadline)

  // the reminder's go-to-see: the waitConfirm tab, the order to answer first on top
  await page.goto('/work/index')
  await expect(orders.reminder()).toBeVisible({ timeout: 25_000 })
  await orders.goToSeeFromReminder()
  await expect(page).toHaveURL(/\/order\/orderList\?group=waitConfirm$/)
  await expect(orders.currentTab()).toHaveAttribute('data-group', 'waitConfirm')
  await expect.poll(() => orders.orderNumbers()).toEqual([first.orderNo, second.orderNo, third.orderNo])
  await expect(page.getByRole('list', { name: 'Orders waiting for you, the nearest deadline first' })).toBeVisible()
  // every card is one link, named by its listing; its Accept is a button of its own
  await expect(orders.card(first.orderNo).getByRole('link')).toHaveCount(1)
  await expect(orders.card(first.orderNo).getByRole('link')).toHaveAccessibleName('Harbour view')
  await expect(orders.cardAccept(first.orderNo)).toBeInViewport()
  await shot(page, 'orders-waiting-en-390.png')
  // the "all" tab stays newest first
  await orders.tabs().locator('[data-group="all"]').click()
  await expect.poll(() => orders.orderNumbers()).toEqual([third.orderNo, second.orderNo, first.orderNo])

  // a tap on the card's dates (not its title) opens the order
  await orders.tapCardOnItsDates(second.orderNo)
  await expect(page).toHaveURL(new RegExp(`/order/houseDetail\\?orderNo=${second.orderNo}$`))
  await expect(orders.detail()).toHaveAttribute('data-state', 'waitConfirm')
  // back, and a tap near the card's bottom corner opens it too
  await page.goBack()
  await orders.tapCardCorner(first.orderNo)
  await expect(page).toHaveURL(new RegExp(`/order/houseDetail\\?orderNo=${first.orderNo}$`))

  // the detail: the state and its countdown on one line, centred on each other
  const { chip, countdown } = orders.status()
  await expect(countdown).toContainText(/Confirm within (29|30):\d\d/)
  const [chipBox, countdownBox] = [(await chip.boundingBox())!, (await countdown.boundingBox())!]
  expect(Math.abs(chipBox.y + chipBox.height / 2 - (countdownBox.y + countdownBox.height / 2))).toBeLessThanOrEqual(1)
  expect(countdownBox.x).toBeGreaterThan(chipBox.x + chipBox.width)
  // the decision bar without scrolling: dates, guests, the income the breakdown ends on, Accept and Reject
  const bar = orders.decisionBar()
  await expect(orders.barAccept()).toBeInViewport()
  await expect(orders.barReject()).toBeInViewport()
  await expect(bar.getByTestId('decision-stay')).toContainText(`${addDays(today, 3)} – ${addDays(today, 5)} · 2 nights · 1 guest`)
  const income = (await orders.detailIncome().textContent())!
  await expect(bar.getByTestId('order-income-line')).toHaveText(`Your income ${income}`)
  await shot(page, 'order-detail-en-390.png')
  // the breakdown opens in the bar, the same figures as the detail's
  await bar.getByRole('button', { name: 'Breakdown' }).click()
  await expect(bar.getByTestId('decision-breakdown-income')).toHaveText(income)
  await bar.getByRole('button', { name: 'Hide the breakdown' }).click()
  // still there at the end of the order
  await orders.scrollToEnd()
  await expect(page.getByTestId('order-log')).toBeInViewport()
  await expect(orders.barAccept()).toBeInViewport()
  await shot(page, 'order-detail-end-en-390.png')

  // accepted from the bar: the word says so, not "changes saved"
  await orders.barAccept().tap()
  await expect(orders.toast('Order accepted: Harbour view')).toBeVisible()
  await expect(orders.detail()).toHaveAttribute('data-state', 'waitPay')
  await expect(orders.decisionBar()).toHaveCount(0)
  await expect(orders.status().countdown).toContainText('Guest pays within')
  await expect(page.getByText(/saved on the server/)).toHaveCount(0)
  await shot(page, 'order-accepted-en-390.png')

  // accepted from a card: the list stays, the order leaves the tab
  await page.goto('/order/orderList?group=waitConfirm')
  await expect.poll(() => orders.orderNumbers()).toEqual([second.orderNo, third.orderNo])
  await orders.cardAccept(third.orderNo).tap()
  await expect(orders.toast('Order accepted: Tea house')).toBeVisible()
  await expect(page).toHaveURL(/\/order\/orderList\?group=waitConfirm$/)
  await expect.poll(() => orders.orderNumbers()).toEqual([second.orderNo])
  expect(await consoleCmd('order', 'show', third.orderNo)).toMatch(/waitPay/)
  await expect(page.getByText(/saved on the server/)).toHaveCount(0)
})

test('on a phone in Chinese: the card, the decision bar and the word that the order was accepted', async ({ page }) => {
  test.setTimeout(120_000)
  const orders = new OrdersPage(page)
  const { mobile, luIds, today } = await hostWithUnits(page, ['湖畔小屋'])
  const order = await book(mobile, luIds[0]!, addDays(today, 4), '3')
  await page.goto('/order/orderList?group=waitConfirm')
  await expect(orders.card(order.orderNo)).toBeVisible()
  await expect(orders.card(order.orderNo).getByTestId('order-countdown')).toContainText('请在')
  await shot(page, 'orders-waiting-zh-390.png')
  await orders.tapCardOnItsDates(order.orderNo)
  await expect(orders.detail()).toHaveAttribute('data-state', 'waitConfirm')
  await expect(orders.barAccept()).toBeInViewport()
  await expect(orders.decisionBar()).toContainText('您的收入')
  await expect(orders.decisionBar()).toContainText('3晚')
  await shot(page, 'order-detail-zh-390.png')
  await orders.decisionBar().getByRole('button', { name: '明细' }).click()
  await shot(page, 'order-detail-breakdown-zh-390.png')
  await orders.barAccept().tap()
  await expect(orders.toast('已接单：湖畔小屋')).toBeVisible()
  await expect(orders.detail()).toHaveAttribute('data-state', 'waitPay')
  await shot(page, 'order-accepted-zh-390.png')
})
