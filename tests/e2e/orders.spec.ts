import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { consoleCmd } from './support/console'
import { useEnglish } from './support/hosts'
import { cutNetwork, restoreNetwork } from './support/network'
import { OrdersPage } from './pages/orders-page'
import { swControls } from './support/service-worker'
import { hostWithUnits } from './support/order-hosts'

/**
 * Issue 6's "Done means": a guest books through the console while the host's portal is open;
 * within one poll the reminder box appears and the sounds play in order (the calls are checked,
 * not the speaker); the host rejects with a reason and the calendar shows the night closed and
 * the listings down-ranked; another booking is accepted, checked in and printed. And an accept
 * made offline goes through the outbox.
 */

const GUEST_ID = '11010519491231002X'

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
  // every play() is recorded and ends at once, so the sequence is what the portal asked for
  await page.addInitScript(() => {
    const plays: string[] = []
    ;(window as unknown as { __plays: string[] }).__plays = plays
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      plays.push(new URL(this.src).pathname)
      setTimeout(() => this.dispatchEvent(new Event('ended')), 10)
      return Promise.resolve()
    }
  })
})

const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays)
const orderNoOf = (output: string) => /booked (\w+)/.exec(output)![1]!

test('a booking made while the portal is open: reminder box and sounds, rejection with its effects, then accept, check-in and print', async ({ page }) => {
  test.setTimeout(180_000)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Lakeside loft', 'Garden room'])
  await page.goto('/order/orderList')
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(page.getByTestId('order-reminder')).toHaveCount(0)

  // a guest books: within one poll (20 s) the box appears and the new-order sound plays twice
  const night = addDays(today, 3)
  const first = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, night, '2'))
  await expect(page.getByTestId('order-reminder')).toBeVisible({ timeout: 25_000 })
  await expect(page.getByTestId('order-reminder')).toContainText('1 order is waiting for your confirmation.')
  await expect.poll(() => plays(page)).toEqual(['/sounds/new-order.mp3', '/sounds/new-order.mp3'])
  // the box names the order and the time left; the tab's title counts it; the open list shows it in place
  await expect(page.getByTestId('order-reminder-first')).toContainText('Lakeside loft')
  await expect(page.getByTestId('order-reminder-first').getByTestId('order-countdown')).toContainText(/Confirm within (29|30):\d\d/)
  await expect(page).toHaveTitle(/^\(1\) Orders/)
  await expect(page.locator(`[data-testid="order-row"][data-order="${first}"]`)).toBeVisible()

  // another booking and a cancellation before the next poll: new twice, then cancel twice
  const second = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[1]!, addDays(today, 5), '1'))
  await consoleCmd('order', 'cancel', second)
  await expect.poll(() => plays(page), { timeout: 25_000 }).toEqual([
    '/sounds/new-order.mp3', '/sounds/new-order.mp3', '/sounds/new-order.mp3', '/sounds/new-order.mp3', '/sounds/order-cancelled.mp3', '/sounds/order-cancelled.mp3',
  ])

  // the open list shows the cancellation in place; go-to-see on the list reloads it on the orders
  // waiting for confirmation (issue 34); closing hides the box until the route changes
  await expect(page.locator(`[data-testid="order-row"][data-order="${second}"]`)).toHaveAttribute('data-state', 'cancelled')
  await page.getByTestId('order-reminder').getByRole('button', { name: 'View orders' }).click()
  await expect(page).toHaveURL(/\/order\/orderList\?group=waitConfirm$/)
  const row = page.locator(`[data-testid="order-row"][data-order="${first}"]`)
  await expect(row).toBeVisible()
  await expect(page.locator(`[data-testid="order-row"][data-order="${second}"]`)).toHaveCount(0)
  await page.getByTestId('order-reminder').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('order-reminder')).toHaveCount(0)
  await expect(row.getByTestId('order-countdown')).toContainText(/Confirm within (29|30):\d\d/)
  await page.screenshot({ path: test.info().outputPath('orders-list.png'), fullPage: true })

  // the host rejects: the warning first, with the real figures, then a reason
  await row.getByRole('link', { name: 'Lakeside loft' }).click()
  await expect(page).toHaveURL(new RegExp(`/order/houseDetail\\?orderNo=${first}`))
  await expect(page.getByTestId('order-reminder')).toBeVisible()
  await page.getByRole('button', { name: 'Reject', exact: true }).click()
  const warnings = page.getByTestId('reject-warnings')
  await expect(warnings.locator('[data-warning]')).toHaveCount(5)
  await expect(warnings).toContainText(`The night is closed: ${night} will no longer be bookable.`)
  await expect(warnings).toContainText('all your listings go to the bottom of search results for 7 days')
  await page.getByTestId('reject-continue').click()
  await page.getByTestId('reject-send').click()
  await expect(page.getByText('This field is required')).toBeVisible()
  await page.getByRole('radio', { name: 'I am unable to host' }).click()
  await page.getByLabel('Explanation for the guest').fill('Sorry, we have family staying that week.')
  await page.getByTestId('reject-send').click()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'rejected')
  await expect(page.getByTestId('order-state')).toHaveText('Rejected by you')

  // the calendar: that night closed, and the listings down-ranked
  await page.goto('/house/roomManagement')
  await expect(page.getByTestId('ranking-bottom')).toBeVisible()
  await expect(page.getByTestId('ranking-demoted')).toBeVisible()
  const loftRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Lakeside loft/ }) })
  await expect(loftRow.locator(`[data-date="${night}"]`)).toHaveAttribute('data-state', 'closed')
  await expect(loftRow.locator(`[data-date="${addDays(night, 1)}"]`)).toHaveAttribute('data-state', 'open')
  await page.screenshot({ path: test.info().outputPath('calendar-after-rejection.png') })

  // another booking for tonight: accepted, paid by the guest, checked in by ID, printed
  const third = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[1]!, today, '1', '--guest', `Li Lei,idCard,${GUEST_ID},30`))
  await page.goto(`/order/houseDetail?orderNo=${third}`)
  await page.getByTestId('accept-order').click()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitPay', { timeout: 20_000 })
  await expect(page.getByTestId('order-detail').getByTestId('order-countdown')).toContainText('Guest pays within')
  await consoleCmd('order', 'pay', third)
  await page.reload()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitCheckIn')
  await page.getByRole('button', { name: 'Confirm check-in' }).click()
  // the host's first guest ID check is free, and the dialog says so before it is confirmed (decision 0081)
  await expect(page.getByTestId('checkin-fee')).toContainText('Free (first check)')
  await page.getByLabel('ID number').fill('110105194912310021')
  await page.getByTestId('checkin-send').click()
  await expect(page.getByText('No guest of this order has this ID number')).toBeVisible()
  await expect(page.getByLabel('ID number')).toHaveValue('110105194912310021')
  await page.getByLabel('ID number').fill(GUEST_ID.toLowerCase())
  await page.getByTestId('checkin-send').click()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'checkedIn')
  await expect(page.getByTestId('order-guest').first()).toHaveAttribute('data-checked-in', 'true')
  await expect(page.getByTestId('order-log').locator('[data-action]')).toHaveCount(4)
  await page.screenshot({ path: test.info().outputPath('order-detail.png'), fullPage: true })

  // the next guest's ID check costs 5 yuan from the wallet: shown before confirming
  const fourth = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, today, '1', '--guest', `Han Mei,idCard,${GUEST_ID},30`))
  await page.goto(`/order/houseDetail?orderNo=${fourth}`)
  await page.getByTestId('accept-order').click()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitPay', { timeout: 20_000 })
  await consoleCmd('order', 'pay', fourth)
  await page.reload()
  await page.getByRole('button', { name: 'Confirm check-in' }).click()
  await expect(page.getByTestId('checkin-fee')).toContainText('¥5.00')
  await page.screenshot({ path: test.info().outputPath('checkin-fee.png') })
  await page.keyboard.press('Escape')
  await page.goto(`/order/houseDetail?orderNo=${third}`)

  await page.getByRole('link', { name: 'Print' }).click()
  await expect(page.getByTestId('order-print')).toContainText('Booking confirmation')
  await expect(page.getByTestId('order-print')).toContainText(third)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByTestId('order-print')).toBeVisible()
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByTestId('print-button')).toBeHidden()
  await page.screenshot({ path: test.info().outputPath('order-print.png'), fullPage: true })
})

test('an accept made offline is kept, shown as pending and sent once the connection is back', async ({ page, context }) => {
  test.setTimeout(120_000)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Quiet studio'])
  const orderNo = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 7), '1'))
  await page.goto(`/order/houseDetail?orderNo=${orderNo}`)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitConfirm')
  await context.setOffline(true)
  // the dialogs that need the server's latest figures wait for the connection
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeDisabled()
  await expect(page.getByTestId('offline-actions-note')).toBeVisible()
  await page.getByTestId('accept-order').click()
  await expect(page.getByTestId('accept-pending')).toContainText('Accepted here; it is sent when the connection is back.')
  await context.setOffline(false)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitPay', { timeout: 30_000 })
  await expect(page.getByTestId('accept-pending')).toHaveCount(0)
  expect(await consoleCmd('order', 'show', orderNo)).toMatch(/waitPay/)
  const log = await consoleCmd('order', 'show', orderNo)
  expect(log.match(/ accept by /g)).toHaveLength(1)
})

test('an accept queued offline for an order that expired meanwhile is refused and listed as not synced', async ({ page, context }) => {
  test.setTimeout(120_000)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Old town flat'])
  const orderNo = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 9), '1'))
  await page.goto(`/order/houseDetail?orderNo=${orderNo}`)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitConfirm')
  await context.setOffline(true)
  await page.getByTestId('accept-order').click()
  await expect(page.getByTestId('accept-pending')).toBeVisible()
  // staff move the clock for this host: the order times out while the host is offline (other
  // hosts' waiting orders, of tests running beside this one, are left waiting)
  await consoleCmd('order', 'expire', '--in', '31m', '--host', mobile)
  await context.setOffline(false)
  await expect(page.getByTestId('accept-refused')).toContainText('This order has expired', { timeout: 30_000 })
  await expect(page.getByTestId('sync-status')).toBeVisible()
})

test('a push delivered to the service worker shows the order\'s notification; the alerts dialog shows this device\'s push state', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  const { mobile, luIds, today } = await hostWithUnits(page, ['Riverside room'])
  const orderNo = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 4), '1'))
  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
    for (const r of event.registrations) if (!r.isDeleted) registrations.push(r)
  })
  await cdp.send('ServiceWorker.enable')
  await page.goto('/order/orderList')
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect.poll(() => registrations.length).toBeGreaterThan(0)

  // the alerts dialog: sounds and this device's push state (permission granted, not subscribed yet)
  await page.getByRole('button', { name: 'Alerts' }).click()
  await expect(page.getByRole('switch', { name: 'Sound for new orders' })).toBeChecked()
  await expect(page.getByTestId('push-settings')).toHaveAttribute('data-state', 'off')
  await expect(page.getByRole('button', { name: 'Turn on push alerts' })).toBeVisible()
  await page.getByRole('switch', { name: 'Sound for cancelled orders' }).click()
  await expect(page.getByRole('switch', { name: 'Sound for cancelled orders' })).not.toBeChecked()
  await page.keyboard.press('Escape')

  // what the server would push for this order, delivered through the DevTools protocol
  const payload = { kind: 'new', orderNo, title: 'New order', body: `Riverside room, ${addDays(today, 4)} to ${addDays(today, 5)}`, url: `/order/houseDetail?orderNo=${orderNo}` }
  // the page's own registration, as last reported (an update may have replaced the first one seen)
  const registrationId = () => ([...registrations].reverse().find((r) => r.scopeURL === `${origin}/`) ?? registrations.at(-1)!).registrationId
  const shown = () => page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }))))
  // DevTools' delivery is sometimes dropped under load (CI, 3 of the last 4 runs needed the retry);
  // the same push again replaces its notification (one tag per order), so it is sent again while none shows
  let sentAt = 0
  await expect.poll(async () => {
    const list = await shown()
    if (list.length === 0 && Date.now() - sentAt > 3_000) {
      sentAt = Date.now()
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrationId(), data: JSON.stringify(payload) })
    }
    return list
  }, { timeout: 20_000 }).toEqual([{ title: 'New order', body: payload.body, tag: `order-${orderNo}`, url: payload.url }])
  // the cancellation of the same order replaces its notification
  sentAt = 0
  await expect.poll(async () => {
    const titles = (await shown()).map((n) => n.title)
    if (!titles.includes('Order cancelled') && Date.now() - sentAt > 3_000) {
      sentAt = Date.now()
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrationId(), data: JSON.stringify({ ...payload, kind: 'cancelled', title: 'Order cancelled' }) })
    }
    return titles
  }, { timeout: 20_000 }).toEqual(['Order cancelled'])
})

test('the order list and an order\'s detail open from the last data when the portal is reopened offline', async ({ page, context }) => {
  test.setTimeout(120_000)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Tea garden house'])
  const orderNo = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 6), '2'))
  await page.goto('/order/orderList')
  const row = page.locator(`[data-testid="order-row"][data-order="${orderNo}"]`)
  await expect(row).toBeVisible()
  await row.getByRole('link', { name: 'Tea garden house' }).click()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitConfirm')
  await expect(page.getByTestId('order-log').locator('[data-action]')).toHaveCount(1)
  await swControls(page)
  // the persisted cache is written on a throttle: give it a moment before cutting the network
  await page.waitForTimeout(1500)

  await cutNetwork(context)
  await page.reload()
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitConfirm')
  await expect(page.getByRole('heading', { level: 1, name: 'Tea garden house' })).toBeVisible()
  await page.goto('/order/orderList')
  await expect(page.locator(`[data-testid="order-row"][data-order="${orderNo}"]`)).toBeVisible()
  await restoreNetwork(context)
})


test('only hotel orders waiting: go-to-see opens the hotel orders waiting for confirmation (lodgeBusiness=store) and the hotel detail', async ({ page }) => {
  test.setTimeout(120_000)
  const { mobile, today } = await hostWithUnits(page, ['Side room'])
  const output = await consoleCmd('order', 'book-hotel', mobile, addDays(today, 2), '1', '--store', 'Lakeshore Inn', '--room-type', 'Deluxe king')
  const orderNo = /booked hotel order (\w+)/.exec(output)![1]!
  await page.goto('/work/index')
  await expect(page.getByTestId('order-reminder')).toBeVisible({ timeout: 25_000 })
  await page.getByTestId('order-reminder').getByRole('button', { name: 'View orders' }).click()
  await expect(page).toHaveURL(/\/order\/orderList\?group=waitConfirm&lodgeBusiness=store$/)
  await expect(new OrdersPage(page).currentTab()).toHaveAttribute('data-group', 'waitConfirm')
  await expect(page.getByRole('heading', { level: 1, name: 'Hotel orders' })).toBeVisible()
  const row = page.locator(`[data-testid="order-row"][data-order="${orderNo}"]`)
  await row.getByRole('link', { name: 'Lakeshore Inn · Deluxe king' }).click()
  await expect(page).toHaveURL(new RegExp(`/order/hotelDetail\\?orderNo=${orderNo}`))
  const detail = page.getByTestId('order-detail')
  await expect(detail.getByText('Lakeshore Inn', { exact: true })).toBeVisible()
  await expect(detail.getByText('Deluxe king', { exact: true })).toBeVisible()
  await expect(page.getByTestId('accept-order')).toBeVisible()
})

test('the orders export downloads a CSV of the orders matching the filters, with progress and a count', async ({ page }) => {
  test.setTimeout(60_000)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Maple flat'])
  const first = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 3), '1'))
  const second = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 8), '2'))
  await page.goto('/order/orderList')
  await expect(page.locator(`[data-testid="order-row"][data-order="${second}"]`)).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export orders' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = (await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '')
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toMatch(/^Order number,Type,Status,Listing,Check-in,Check-out,Nights/)
  expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([first, second].sort())
  await expect(page.getByTestId('export-done')).toHaveText('Exported 2 orders.')
})

test('modify and accept: a rent out of range is refused next to the field and kept; a lower rent is accepted with the fees recomputed', async ({ page }) => {
  test.setTimeout(60_000)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Bamboo courtyard'])
  const orderNo = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 12), '2'))
  await page.goto(`/order/houseDetail?orderNo=${orderNo}`)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitConfirm')
  const income = await page.getByTestId('order-income').textContent()
  await page.getByRole('button', { name: 'Change the rent and accept' }).click()
  const rent = page.getByLabel(/^New total rent/)
  // what the guest agreed to is the most the host may ask
  const max = Number(/rent RMB (\d+)\.00/.exec(await consoleCmd('order', 'show', orderNo))![1])
  await expect(page.getByRole('dialog')).toContainText(`You can lower it, not raise it.`)
  await rent.fill(String(max + 1))
  await page.getByTestId('charge-send').click()
  await expect(page.getByText(`The rent must be a whole number from 1 to ${max}`)).toBeVisible()
  await expect(rent).toHaveValue(String(max + 1))
  await expect(rent).toHaveAttribute('aria-invalid', 'true')
  await rent.fill(String(max - 100))
  await page.getByTestId('charge-send').click()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitPay')
  await expect(page.getByText('Order accepted: Bamboo courtyard', { exact: true })).toBeVisible()
  await expect(page.getByTestId('order-income')).not.toHaveText(income!)
  expect(await consoleCmd('order', 'show', orderNo)).toContain(`rent RMB ${max - 100}.00`)
})

test('an accept queued offline while the local data\'s code had not arrived is sent once the connection is back, without a reload', async ({ page, context }) => {
  test.setTimeout(120_000)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Hill cabin'])
  const orderNo = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 8), '1'))
  // a first visit: the connection drops while the local data's code is fetched after the first
  // screen (the persisted cache's, which comes with the outbox's start)
  let cut = true
  const cutRequests: string[] = []
  await page.route(/\/assets\/query-persistence-[\w-]+\.js$/, (route) => {
    if (!cut) return route.continue()
    cutRequests.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  await page.goto(`/order/houseDetail?orderNo=${orderNo}`)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitConfirm')
  // the local data starts within moments of the first paint; its code did not arrive
  await expect.poll(() => cutRequests.length, { timeout: 30_000 }).toBeGreaterThan(0)
  await page.waitForTimeout(3000)
  cut = false
  // the portal's files are on the device by now (the service worker's precache)
  await swControls(page)
  await context.setOffline(true)
  await page.getByTestId('accept-order').click()
  await expect(page.getByTestId('accept-pending')).toBeVisible()
  // back online: the local data's code is loaded again, the outbox starts and sends the accept
  await context.setOffline(false)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-state', 'waitPay', { timeout: 30_000 })
  await expect(page.getByTestId('accept-pending')).toHaveCount(0)
  const log = await consoleCmd('order', 'show', orderNo)
  expect(log.match(/ accept by /g)).toHaveLength(1)
})
