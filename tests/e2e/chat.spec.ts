import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { unitToday } from '../../src/domain/calendar/zones'
import { signInByApi } from './support/api-session'
import { seedCalendarUnits } from './support/calendar-units'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'
import { cutNetwork, restoreNetwork } from './support/network'
import { swControls } from './support/service-worker'

/**
 * Issue 19's guest chat as an overseas host meets it: a guest (the console) writes; the badge
 * shows it within a poll; the host answers; offline, three messages wait as "not sent yet" and
 * survive a reload; back online each reaches the guest once, in order; a message the server
 * refuses shows why and is sent again; the conversation is deleted. Then at phone width in Chinese.
 */

/** The guest's view of the conversation: `chat guest-read` lines are "<id>  <time>  host |guest  <localId>  <text>". */
async function guestSees(talkId: string): Promise<string[]> {
  const out = await consoleCmd('chat', 'guest-read', talkId)
  return out.trim().split('\n').filter(Boolean).map((line) => line.split(/\s{2,}/).slice(-1)[0]!)
}

test('an overseas host answers a guest, writes offline, and every message reaches the guest once, in order', async ({ page, context }) => {
  test.setTimeout(180_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile, { overseas: true })
  const [unitId] = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [{ title: 'Shinjuku quiet flat', country: 'JPN', currency: 'JPY', price: 12000 }])
  const login = await signInByApi(context, mobile, TEST_PASSWORD)
  const luId = unitId!.slice(3)

  // the Badging API as an installed portal has it: the figures it is given are kept
  await page.addInitScript(() => {
    const badges: number[] = []
    ;(window as unknown as { __badges: number[] }).__badges = badges
    Object.assign(navigator, { setAppBadge: async (count?: number) => void badges.push(count ?? 0), clearAppBadge: async () => void badges.push(0) })
  })
  // the home holds the chat connection (issue 34): joined, its long-poll waiting
  const joined = page.waitForResponse((response) => response.url().includes('/api/chat/join'))
  const polling = page.waitForRequest((request) => request.url().includes('/api/chat/refresh'))
  await page.goto('/work/index')
  const panel = page.getByRole('complementary', { name: 'Quick help' })
  const chatButton = panel.getByRole('link', { name: /^Guest messages/ })
  await expect(chatButton).toBeVisible()
  // the home has a card for guests' messages (none yet) and nothing to do for them
  const card = page.locator('[data-glance=guests] [data-glance-value]')
  await expect(card).toHaveText('0')
  await expect(page.getByTestId('home-guest-messages')).toHaveCount(0)
  await joined
  await polling
  // a guest writes (the console, another process): the long-poll brings it to the badge, the
  // home's card and its to-do, without the 20 s unread poll
  const unreadPolls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/chat/unread')) unreadPolls.push(request.url())
  })
  const sent = await consoleCmd('chat', 'guest-send', mobile, '--listing', luId, '--guest', 'Emma Wilson', '--text', 'Hi! We land at 9 pm. Is a late check-in possible?')
  const talkId = /talk (\d+)/.exec(sent)![1]!
  await expect(panel.getByRole('link', { name: 'Guest messages, 1 unread' })).toBeVisible({ timeout: 15_000 })
  expect(unreadPolls).toEqual([])
  // what waits is in the title and on the installed icon (issue 40): the guest's message
  await expect(page).toHaveTitle(/^\(1\) /)
  await expect.poll(() => page.evaluate(() => (window as unknown as { __badges: number[] }).__badges.at(-1))).toBe(1)
  await expect(card).toHaveText('1')
  await expect(page.getByTestId('home-guest-messages')).toHaveText('1 guest message waits for your reply')

  // the floating button opens the chat popup over the page: draggable, the conversation in it
  await chatButton.click()
  const popup = page.getByTestId('chat-popup')
  await expect(popup).toBeVisible()
  const before = await popup.boundingBox()
  await page.getByTestId('chat-popup-drag').focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowUp')
  await expect.poll(async () => (await popup.boundingBox())!.x).toBe(before!.x - 24)
  await popup.locator(`[data-talk="${talkId}"]`).click()
  await expect(popup.getByTestId('chat-message')).toHaveCount(1)
  await popup.getByRole('link', { name: 'Full page' }).click()
  await expect(page).toHaveURL(new RegExp(`/chat\\?talkId=${talkId}`))
  await expect(page.getByTestId('chat-popup')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Guest messages' })).toBeVisible()
  const talk = page.locator(`[data-talk="${talkId}"]`)
  await expect(talk).toContainText('Emma Wilson')
  await expect(talk).toContainText('Shinjuku quiet flat')
  await talk.click()
  const messages = page.getByTestId('chat-message')
  await expect(messages).toHaveCount(1)
  // opening it reads it: the badge goes, from the title and the icon too
  await expect(panel.getByRole('link', { name: 'Guest messages', exact: true })).toBeVisible()
  await expect(page).not.toHaveTitle(/^\(\d+\) /)
  await expect.poll(() => page.evaluate(() => (window as unknown as { __badges: number[] }).__badges.at(-1))).toBe(0)

  // a blank message is not sent; Enter sends
  const input = page.getByRole('textbox', { name: 'Message' })
  await input.fill('   ')
  await input.press('Enter')
  await expect(page.getByTestId('chat-warning')).toHaveText('Cannot send a blank message')
  await expect(page.getByTestId('chat-warning')).toHaveCount(0, { timeout: 3_000 })
  await input.fill('Yes, of course: the key box code comes the day before.')
  await input.press('Enter')
  await expect(messages).toHaveCount(2)
  await expect(messages.last()).toHaveAttribute('data-status', '2', { timeout: 30_000 })
  expect(await guestSees(talkId)).toEqual(['Hi! We land at 9 pm. Is a late check-in possible?', 'Yes, of course: the key box code comes the day before.'])

  // offline: three messages wait on the device, also after a reload
  await swControls(page)
  await cutNetwork(context)
  for (const text of ['Check-in is at the side door.', 'The wifi password is on the fridge.', 'Have a good flight! 😊']) {
    await input.fill(text)
    await input.press('Enter')
  }
  await expect(messages).toHaveCount(5)
  for (let i = 2; i < 5; i++) await expect(messages.nth(i)).not.toHaveAttribute('data-status', '2')
  await page.reload()
  await expect(page.getByTestId('chat-messages')).toContainText('Have a good flight! 😊')
  await expect(messages).toHaveCount(5)
  await expect(messages.nth(1)).toHaveAttribute('data-status', '2')
  for (let i = 2; i < 5; i++) await expect(messages.nth(i)).not.toHaveAttribute('data-status', '2')

  // back online: each is delivered once, in order
  await restoreNetwork(context)
  await expect(messages.nth(4)).toHaveAttribute('data-status', '2', { timeout: 30_000 })
  await expect(messages.nth(2)).toHaveAttribute('data-status', '2')
  expect(await guestSees(talkId)).toEqual([
    'Hi! We land at 9 pm. Is a late check-in possible?', 'Yes, of course: the key box code comes the day before.',
    'Check-in is at the side door.', 'The wifi password is on the fridge.', 'Have a good flight! 😊',
  ])
  // their own marks say they are sent: the shell's "saved on the server" word (every other queued write's) stays away
  await expect(page.locator('[data-testid=sync-status]')).toHaveCount(0)
  await expect(page.getByText(/saved on the server/)).toHaveCount(0)

  // a message the server refuses: written offline while the conversation is deleted on another device
  await cutNetwork(context)
  await input.fill('One more thing: the bins go out on Tuesday.')
  await input.press('Enter')
  await hostCall(login, 'imDeleteTalk', { talkId })
  await restoreNetwork(context)
  // the conversation leaves the list; the refused message stays on the device
  await expect(page.getByText('A change was refused by the server.').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('This conversation is no longer here.')).toBeVisible()
  // the guest writes again: the conversation is back with the refused message, which says why and is sent again
  await consoleCmd('chat', 'guest-send', mobile, '--listing', luId, '--guest', 'Emma Wilson', '--text', 'Thank you!')
  const refused = page.locator('[data-testid=chat-message][data-status="-1"]')
  await expect(refused).toHaveCount(1, { timeout: 30_000 })
  await expect(refused).toContainText('One more thing: the bins go out on Tuesday.')
  await expect(page.getByTestId('chat-messages').getByText('Not found')).toBeVisible()
  await page.getByRole('button', { name: 'Send again' }).click()
  await expect(refused).toHaveCount(0)
  await expect(page.getByTestId('chat-messages').getByText('One more thing: the bins go out on Tuesday.')).toHaveCount(1)
  await expect.poll(async () => (await guestSees(talkId)).filter((line) => line === 'One more thing: the bins go out on Tuesday.').length, { timeout: 30_000 }).toBe(1)
  await expect(messages.last()).toHaveAttribute('data-status', '2', { timeout: 30_000 })

  // the conversation is deleted
  await page.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No guest has written to you yet.')).toBeVisible()
  expect(await consoleCmd('chat', 'list', mobile)).toContain('(deleted by the host)')

  // logging out removes the chat kept on the device (spec 2)
  const chatRows = () => page.evaluate(() => new Promise<number>((resolve, reject) => {
    const open = indexedDB.open('host-portal')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const count = open.result.transaction('chatMessages').objectStore('chatMessages').count()
      count.onsuccess = () => { resolve(count.result); open.result.close() }
    }
  }))
  await consoleCmd('chat', 'guest-send', mobile, '--listing', luId, '--guest', 'Kenji Sato', '--text', 'Hello, one question')
  await page.goto('/chat')
  await expect(page.locator('[data-talk]')).toHaveCount(1, { timeout: 30_000 })
  await page.locator('[data-talk]').first().click()
  await expect(page.getByTestId('chat-message')).toHaveCount(1)
  expect(await chatRows()).toBeGreaterThan(0)
  await page.getByRole('button', { name: /^Account menu of / }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(chatRows).toBe(0)
})

test('the chat at phone width in Chinese, with the emoji picker; a mainland host has no chat', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('lang', 'zh'))
  const mobile = freshMainlandMobile()
  await createLandlord(mobile, { overseas: true })
  const [unitId] = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [{ title: '浅草町屋', country: 'JPN', currency: 'JPY', price: 15000 }])
  await signInByApi(context, mobile, TEST_PASSWORD)
  const sent = await consoleCmd('chat', 'guest-send', mobile, '--listing', unitId!.slice(3), '--guest', '王小明', '--text', '请问可以带宠物吗？')
  const talkId = /talk (\d+)/.exec(sent)![1]!
  // on a phone the tab bar has the guests' tab with the unread count (no floating panel there)
  await page.goto('/work/index')
  const guestsTab = page.getByTestId('tab-bar').getByRole('link', { name: /^房客/ })
  await expect(page.getByTestId('tab-badge-chat').locator('[aria-hidden=true]')).toHaveText('1')
  await expect(page.getByTestId('home-guest-messages')).toHaveText('1 条房客消息待回复')
  await guestsTab.click()
  await expect(page).toHaveURL(/\/chat/)
  // an order waits for confirmation: the reminder box takes room above the page
  await consoleCmd('order', 'book', mobile, unitId!.slice(3), addDays(unitToday('JPN', Date.now()), 10), '1')
  await page.goto(`/chat?talkId=${talkId}`)
  await expect(page.getByTestId('order-reminder')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('chat-messages')).toContainText('请问可以带宠物吗？')
  // the input and its send button are in the window, above the tab bar, without scrolling
  const tabTop = (await page.getByTestId('tab-bar').boundingBox())!.y
  const composer = (await page.getByRole('textbox', { name: '消息' }).boundingBox())!
  expect(composer.y + composer.height).toBeLessThanOrEqual(tabTop)
  await page.getByRole('button', { name: '表情' }).click()
  await expect(page.getByRole('group', { name: '表情' }).getByRole('button')).toHaveCount(60)
  await page.getByRole('button', { name: '🏠' }).click()
  const input = page.getByRole('textbox', { name: '消息' })
  await expect(input).toHaveValue('🏠')
  await input.fill('可以，小型犬没问题。🏠')
  await input.press('Enter')
  const mine = page.locator('[data-testid=chat-message][data-from=landlord]')
  await expect(mine).toHaveCount(1)
  await expect(mine).toHaveAttribute('data-status', '2', { timeout: 30_000 })
  // offline at phone width: two messages wait, survive a reload, and reach the guest once each
  await swControls(page)
  await cutNetwork(context)
  for (const text of ['门口有鞋柜。', '祝旅途愉快！']) {
    await input.fill(text)
    await input.press('Enter')
  }
  await expect(page.locator('[data-testid=chat-message][data-from=landlord]')).toHaveCount(3)
  await page.reload()
  await expect(page.getByTestId('chat-messages')).toContainText('祝旅途愉快！')
  await expect(page.locator('[data-testid=chat-message][data-from=landlord]:not([data-status="2"])')).toHaveCount(2)
  await restoreNetwork(context)
  await expect(page.locator('[data-testid=chat-message][data-from=landlord][data-status="2"]')).toHaveCount(3, { timeout: 30_000 })
  expect((await guestSees(talkId)).slice(1)).toEqual(['可以，小型犬没问题。🏠', '门口有鞋柜。', '祝旅途愉快！'])
  await page.screenshot({ path: test.info().outputPath('chat-zh-390.png') })
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
  await context.close()

  // a mainland host: no entry, and the page has nothing to show
  const mainland = await browser.newContext()
  const other = await mainland.newPage()
  await useEnglish(other)
  const mainlandMobile = freshMainlandMobile()
  await createLandlord(mainlandMobile)
  await seedCalendarUnits(process.env.E2E_DATA_DIR!, mainlandMobile, [{ title: 'Lakeside room' }])
  await signInByApi(mainland, mainlandMobile, TEST_PASSWORD)
  await other.goto('/work/index')
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(other.getByRole('link', { name: /^Guest messages/ })).toHaveCount(0)
  // opening the address anyway says whose the chat is
  await other.goto('/chat')
  await expect(other.getByTestId('chat-not-for-host')).toContainText('Guest messages are for hosts of overseas listings.')
  await mainland.close()
})

test('the guest\'s stay beside the conversation: the booking with its income opens the order; no booking says so (issue 34)', async ({ browser }) => {
  test.setTimeout(180_000)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile, { overseas: true })
  const [unitId] = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [{ title: 'Gion river house', country: 'JPN', currency: 'JPY', price: 12000 }])
  const luId = unitId!.slice(3)
  const booked = /talk (\d+)/.exec(await consoleCmd('chat', 'guest-send', mobile, '--listing', luId, '--guest', 'Mia Jensen', '--text', 'We booked your house: can we leave bags early?'))![1]!
  const asking = /talk (\d+)/.exec(await consoleCmd('chat', 'guest-send', mobile, '--listing', luId, '--guest', 'Lukas Weber', '--text', 'Is the house free in spring?'))![1]!
  const checkIn = addDays(unitToday('JPN', Date.now()), 12)
  const checkOut = addDays(checkIn, 2)
  const orderNo = /booked (\S+):/.exec(await consoleCmd('order', 'book', mobile, luId, checkIn, '2', '--booker', 'Mia Jensen,4155550100'))![1]!

  // from md up: a column beside the messages; the messages do not wait for it
  const wide = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await wide.newPage()
  await useEnglish(page)
  const login = await signInByApi(wide, mobile, TEST_PASSWORD)
  const { amounts } = await hostCall(login, 'orderHouseDetail', { orderNo }) as { amounts: { income: number } }
  let release!: () => void
  const held = new Promise<void>((resolve) => { release = resolve })
  await wide.route('**/api/chat/talk/stay**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/chat?talkId=${booked}`)
  const stay = page.getByTestId('chat-stay')
  await expect(page.getByTestId('chat-message')).toHaveCount(1)
  await expect(stay).toContainText('Loading the stay…')
  release()
  const order = stay.getByTestId('chat-stay-order')
  await expect(order).toHaveCount(1)
  await expect(stay.getByTestId('chat-stay-toggle')).toBeHidden()
  await expect(order).toHaveAttribute('data-order', orderNo)
  await expect(order).toContainText('Gion river house')
  await expect(order).toContainText(`${checkIn} to ${checkOut} · 2 nights`)
  await expect(order).toContainText('1 guest · Waiting for confirmation')
  await expect(order).toContainText(`Your income ${new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY' }).format(amounts.income)}`)
  // beside the messages, not above them
  const column = (await stay.boundingBox())!
  const messages = (await page.getByTestId('chat-messages').boundingBox())!
  expect(column.x).toBeGreaterThan(messages.x + messages.width - 1)
  await page.screenshot({ path: '/tmp/chat-stay-1280.png' })
  // the guest without a booking: said so, with the listing asked about
  await page.locator(`[data-talk="${asking}"]`).click()
  await expect(stay.getByTestId('chat-stay-none')).toContainText('No booking yet')
  await expect(stay.getByTestId('chat-stay-none')).toContainText('Asked about: Gion river house')
  await page.screenshot({ path: '/tmp/chat-stay-none-1280.png' })
  // the booking opens its order
  await page.locator(`[data-talk="${booked}"]`).click()
  await order.getByRole('link', { name: 'Gion river house' }).click()
  await expect(page).toHaveURL(new RegExp(`/order/houseDetail\\?orderNo=${orderNo}`))
  await expect(page.getByTestId('order-detail')).toContainText(orderNo)
  await wide.close()

  // on a phone: a bar above the messages that expands
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const small = await phone.newPage()
  await useEnglish(small)
  await signInByApi(phone, mobile, TEST_PASSWORD)
  await small.goto(`/chat?talkId=${booked}`)
  await expect(small.getByTestId('chat-message')).toHaveCount(1)
  const toggle = small.getByTestId('chat-stay-toggle')
  await expect(toggle).toContainText(`${checkIn} to ${checkOut} · Waiting for confirmation`)
  const bar = (await toggle.boundingBox())!
  expect(bar.y + bar.height).toBeLessThanOrEqual((await small.getByTestId('chat-messages').boundingBox())!.y + 1)
  await expect(small.getByTestId('chat-stay-order')).toBeHidden()
  await small.screenshot({ path: '/tmp/chat-stay-390.png' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const phoneOrder = small.getByTestId('chat-stay-order')
  await expect(phoneOrder).toBeVisible()
  await small.screenshot({ path: '/tmp/chat-stay-390-open.png' })
  const scan = await new AxeBuilder({ page: small }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(scan.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([])
  await phoneOrder.getByRole('link', { name: 'Gion river house' }).click()
  await expect(small).toHaveURL(new RegExp(`/order/houseDetail\\?orderNo=${orderNo}`))
  await expect(small.getByTestId('order-detail')).toContainText(orderNo)
  await phone.close()
})
