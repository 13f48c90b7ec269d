import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { CalendarPage } from './pages/calendar-page'

/** The demo hotel merchant (src/server/console/seed-hotels.ts): 西湖边精品酒店 online with three room types. */
const HOTELIER = '13800000003'

/**
 * Issue 20's "done means" as the demo hotel merchant meets it: a store connected with the sandbox
 * PMS (staff open it), a key shown once, the PMS's rooms bound to two room types and a rate plan
 * to a product, a week of rates and stock pushed by the simulated PMS (console pms simulate) seen
 * in the calendar's record as the third party, a guest's booking pulled by the PMS, an unbound
 * room's push refused. Then the pages in Chinese at phone width.
 */
test('a store connected with a PMS: key, binding, pushed nights as the third party, pulled orders', async ({ page, context }) => {
  test.setTimeout(180_000)
  await useEnglish(page)
  await signInByApi(context, HOTELIER, 'Demo@2026')
  await page.goto('/house/directConnection')
  await expect(page.getByRole('heading', { level: 1, name: 'Direct connection' })).toBeVisible()
  await expect(page.getByText('No store is connected yet.')).toBeVisible()

  // asking without a code is refused next to the field; then with the sandbox partner
  await page.getByRole('combobox', { name: 'PMS partner' }).click()
  await page.getByRole('option', { name: 'SimPMS' }).click()
  await page.getByRole('combobox', { name: 'Store' }).click()
  await page.getByRole('option', { name: '西湖边精品酒店' }).click()
  await page.getByLabel('The PMS\'s hotel code').fill('bad code!')
  await page.getByRole('button', { name: 'Ask to connect' }).click()
  await expect(page.getByText('Use 1 to 40 letters, digits, dots, dashes or underscores')).toBeVisible()
  await expect(page.getByLabel('The PMS\'s hotel code')).toHaveValue('bad code!')
  await page.getByLabel('The PMS\'s hotel code').fill('WL-0571')
  await page.getByRole('button', { name: 'Ask to connect' }).click()
  const card = page.getByTestId('pms-connection')
  await expect(card).toHaveAttribute('data-state', 'waitingOpen')
  await expect(card.getByTestId('pms-waiting')).toContainText('The platform opens the connection after checking it with SimPMS')
  await expect(page.getByTestId('pms-no-store')).toBeVisible()

  // staff open it; the host creates a key, shown once
  const listed = await consoleCmd('pms', 'list', HOTELIER)
  const connectionId = /^(\S+)\s+SimPMS/m.exec(listed)![1]!
  await consoleCmd('pms', 'open', connectionId)
  await page.reload()
  await expect(card).toHaveAttribute('data-state', 'connected')
  await card.getByRole('button', { name: 'Create a key' }).click()
  const dialog = page.getByRole('dialog', { name: 'Your new API key' })
  const key = await dialog.getByTestId('pms-new-key').inputValue()
  expect(key).toMatch(/^pk_/)
  await page.screenshot({ path: test.info().outputPath('key-en-1280.png') })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(card.getByTestId('pms-keys')).toContainText(`${key.slice(0, 16)}…`)
  await expect(page.getByText(key)).toHaveCount(0)

  // the reference the host hands to its PMS provider
  const [reference] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'the open API reference' }).click()])
  await expect(reference.getByRole('heading', { level: 1, name: 'Host portal open API for PMS partners' })).toBeVisible()
  await expect(reference.getByText('/availability').first()).toBeVisible()
  await reference.screenshot({ path: test.info().outputPath('open-api-reference.png') })
  await reference.close()

  // the PMS announces its rooms (nothing bound yet: nothing pushed)
  const base = process.env.E2E_BASE_URL!
  const from = addDays(new Date().toISOString().slice(0, 10), 80)
  const simulate = () => consoleCmd('pms', 'simulate', '--key', key, '--base', base, '--from', from, '--days', '7', '--price', '777', '--stock', '3',
    '--rooms', 'WL-DBL:Lake double,WL-TWN:Courtyard twin,WL-STE:West Lake suite', '--real')
  expect(await simulate()).toContain('no room is bound yet: nothing pushed')

  // the home's to-do says three PMS rooms wait for a room type
  await page.goto('/work/index')
  await expect(page.getByTestId('home-direct-connection')).toHaveText('3 PMS rooms are not bound to a room type')
  await page.getByTestId('home-direct-connection').getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Direct connection' })).toBeVisible()

  // bind two rooms and one rate plan
  await card.getByRole('link', { name: 'Rooms and binding' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms and binding' })).toBeVisible()
  const room = (code: string) => page.locator(`[data-testid=pms-room][data-room="${code}"]`)
  await expect(page.getByTestId('pms-room')).toHaveCount(3)
  await expect(room('WL-DBL').locator('[data-plan="BAR"] [data-testid=pms-binding-reason]')).toHaveText('Bind the room to a room type first')
  for (const [code, roomType] of [['WL-DBL', '湖景大床房'], ['WL-TWN', '庭院双床房']] as const) {
    await room(code).getByRole('combobox', { name: 'Room type' }).click()
    await page.getByRole('option', { name: roomType }).click()
    await room(code).getByRole('button', { name: 'Bind' }).click()
    await expect(room(code)).toHaveAttribute('data-state', 'bound')
    await expect(room(code).getByTestId('pms-bound-room-type')).toHaveText(`Room type: ${roomType}`)
  }
  const plan = room('WL-DBL').locator('[data-plan="BB"]')
  await plan.getByRole('combobox', { name: 'Product' }).click()
  await page.getByRole('option', { name: '含双早' }).click()
  await plan.getByRole('button', { name: 'Bind' }).click()
  await expect(plan).toHaveAttribute('data-state', 'bound')
  await expect(plan).toContainText('Product: 含双早')
  await page.screenshot({ path: test.info().outputPath('link-house-en-1280.png'), fullPage: true })

  // an unbound room's push is refused with a clear error, and changes nothing
  const refused = await page.request.post(`${base}/open-api/v1/availability`, {
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': 'e2e-unbound-push' },
    data: { updates: [{ roomCode: 'WL-STE', from, to: addDays(from, 6), price: 1 }] },
  })
  expect(refused.status()).toBe(422)
  expect(await refused.json()).toMatchObject({ error: 'pmsRoomNotBound', field: 'updates.0.roomCode', message: 'The host has not mapped this room to a room type yet.' })

  // a week of rates and stock pushed: the calendar's record shows the third party
  const pushed = await simulate()
  expect(pushed).toContain(`pushed ${from}..${addDays(from, 6)} (price 777, stock 3) for WL-DBL, WL-TWN`)
  await room('WL-DBL').getByRole('link', { name: 'Calendar record' }).click()
  await expect(page).toHaveURL(/\/roomManagement\/OperationRecord\?/)
  await expect(page.getByText('Third party · SimPMS').first()).toBeVisible()
  // and the grid marks the nights the PMS set (the two bound room types, the week pushed)
  const calendar = new CalendarPage(page)
  await calendar.open()
  await calendar.scrollToDay(80)
  const marked = calendar.grid.locator(`[role=gridcell][data-date="${from}"][data-third-party="true"]`)
  await expect(marked).toHaveCount(2)
  await expect(marked.first().getByTestId('cell-third-party')).toBeVisible()
  // the PMS's stay restrictions: at least two nights arriving on the first night, no arrival on the third
  const restricted = await page.request.post(`${base}/open-api/v1/availability`, {
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': `e2e-stay-${from}` },
    data: { updates: [{ roomCode: 'WL-DBL', from, to: from, minStay: 2 }, { roomCode: 'WL-DBL', from: addDays(from, 2), to: addDays(from, 2), closedToArrival: true }] },
  })
  expect(restricted.status()).toBe(200)
  await page.reload()
  await calendar.scrollToDay(80)
  const stayMarks = calendar.grid.locator('[role=gridcell] [data-testid=cell-stay]')
  await expect(stayMarks).toHaveText(['≥2', '⇥'])
  await expect(stayMarks.first()).toHaveAttribute('title', 'stays arriving need at least 2 nights')
  await page.screenshot({ path: test.info().outputPath('calendar-pms-en-1280.png') })

  // a guest books the bound room type: the PMS pulls it, the connection's orders say so
  const roomTypeId = /WL-DBL -> ([0-9a-f-]+)/.exec(await consoleCmd('pms', 'list', HOTELIER))![1]!
  const booked = await consoleCmd('order', 'book-room', roomTypeId, addDays(from, 1), '2')
  const orderNo = /(ST\d+)/.exec(booked)![1]!
  await page.goto(`/house/directConnection/orderList?connectionId=${connectionId}`)
  const row = page.locator(`[data-testid=pms-order][data-order="${orderNo}"]`)
  await expect(row.getByTestId('pms-pulled')).toHaveText('Not yet')
  expect(await simulate()).toContain(orderNo)
  await page.reload()
  await expect(row.getByTestId('pms-pulled')).not.toHaveText('Not yet')
  await expect(row).toContainText('湖景大床房')
  await page.screenshot({ path: test.info().outputPath('orders-en-1280.png') })

  // the PMS registers a webhook: the next booking is delivered to it, signed, and the card shows it; Send again sends it once more
  const received: Array<{ id: string; type: string }> = []
  const receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => { body += chunk.toString('utf8') })
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), type: JSON.parse(body).type })
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  try {
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
    const registered = await page.request.put(`${base}/open-api/v1/webhook`, {
      headers: { authorization: `Bearer ${key}`, 'idempotency-key': `e2e-webhook-${from}` },
      data: { url: hookUrl, events: ['booking.created', 'booking.cancelled'] },
    })
    expect((await registered.json()).secret).toMatch(/^whsec_/)
    const second = /(ST\d+)/.exec(await consoleCmd('order', 'book-room', roomTypeId, addDays(from, 3), '2'))![1]!
    await expect.poll(() => received.map((r) => r.type), { timeout: 30_000 }).toEqual(['booking.created'])
    await page.goto('/house/directConnection')
    const hook = card.getByTestId('pms-webhook')
    await expect(hook.getByTestId('pms-webhook-url')).toHaveText(hookUrl)
    const delivery = hook.getByTestId('pms-delivery').first()
    await expect(delivery).toHaveAttribute('data-state', 'delivered')
    await expect(delivery).toContainText('New booking')
    await expect(delivery).toContainText(second)
    await page.screenshot({ path: test.info().outputPath('webhook-en-1280.png'), fullPage: true })
    await delivery.getByRole('button', { name: 'Send again' }).click()
    await expect(page.getByText('It is sent again within a few seconds.').first()).toBeVisible()
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2)
    expect(received[1]!.id).toBe(received[0]!.id)
    // the PMS removes its webhook while the card still shows it: sending again fails with the spec's text and the reason
    await page.reload()
    await expect(delivery).toHaveAttribute('data-state', 'delivered')
    const removed = await page.request.delete(`${base}/open-api/v1/webhook`, { headers: { authorization: `Bearer ${key}` } })
    expect(await removed.json()).toEqual({ removed: true })
    await delivery.getByRole('button', { name: 'Send again' }).click()
    await expect(page.getByText('Operation Failed: The PMS removed its webhook: there is nowhere to send it').first()).toBeVisible()
    // and the card shows at once that there is no webhook any more
    await expect(hook.getByTestId('pms-webhook-none')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('webhook-failed-en-1280.png') })
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()))
  }

  // the page's address without its connection: the host chooses one instead of waiting
  await page.goto('/house/directConnection/orderList')
  const choose = page.getByTestId('pms-choose-connection')
  await expect(choose).toBeVisible()
  await choose.getByRole('link', { name: '西湖边精品酒店 · SimPMS' }).click()
  await expect(page).toHaveURL(new RegExp(`connectionId=${connectionId}`))
  await expect(row).toBeVisible()
})

test('rooms and binding opened without a connection by a host who has none says so and leads to connecting a store', async ({ page, context }) => {
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await signInByApi(context, mobile, TEST_PASSWORD)
  await page.goto('/house/directConnection/linkHouse')
  await expect(page.getByTestId('pms-choose-none')).toContainText('No store is connected yet.')
  await page.getByTestId('pms-choose-none').getByRole('link', { name: 'Connect a store' }).click()
  await expect(page).toHaveURL(/\/house\/directConnection$/)
})

test('direct connection in Chinese at phone width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('lang', 'zh'))
  await signInByApi(context, HOTELIER, 'Demo@2026')
  await page.goto('/house/directConnection')
  await expect(page.getByRole('heading', { level: 1, name: '直连管理' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '门店直连' })).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('direct-connection-zh-390.png'), fullPage: true })
  const connectionId = /^(\S+)\s+SimPMS/m.exec(await consoleCmd('pms', 'list', HOTELIER))?.[1]
  if (connectionId) {
    await page.goto(`/house/directConnection/linkHouse?connectionId=${connectionId}`)
    await expect(page.getByRole('heading', { level: 1, name: '房间匹配与绑定' })).toBeVisible()
    await expect(page.getByTestId('pms-room').first()).toContainText('已绑定')
    await page.screenshot({ path: test.info().outputPath('link-house-zh-390.png'), fullPage: true })
    // the webhook on the card, in Chinese
    await page.goto('/house/directConnection')
    await expect(page.getByTestId('pms-webhook').getByRole('heading', { name: 'Webhook' })).toBeVisible()
    await expect(page.getByTestId('pms-webhook')).toContainText(/平台通知 PMS 的地址|PMS 未登记 Webhook/)
    await page.screenshot({ path: test.info().outputPath('webhook-zh-390.png'), fullPage: true })
  }
  await context.close()

  // a host without a hotel is told what direct connection needs, with the way there
  const plain = await browser.newContext()
  const other = await plain.newPage()
  await useEnglish(other)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await signInByApi(plain, mobile, TEST_PASSWORD)
  await other.goto('/house/directConnection')
  await expect(other.getByTestId('pms-no-hotel')).toContainText('Direct connection links a PMS to a hotel store: publish your hotel first.')
  await expect(other.getByTestId('pms-no-hotel').getByRole('link', { name: 'Publish a hotel' })).toBeVisible()
  await plain.close()

  // an overseas host is told direct connection is for mainland hotel stores, with no link to a hotel flow it is not offered
  const abroad = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const overseas = await abroad.newPage()
  await useEnglish(overseas)
  await signInByApi(abroad, '9087654321', 'Demo@2026', '81')
  await overseas.goto('/house/directConnection')
  await expect(overseas.getByTestId('pms-no-hotel')).toHaveText('Direct connection links a PMS to a hotel store in mainland China: hotels are not published from an overseas account.')
  await expect(overseas.getByTestId('pms-no-hotel').getByRole('link')).toHaveCount(0)
  await overseas.screenshot({ path: test.info().outputPath('direct-connection-overseas-en-390.png'), fullPage: true })
  await abroad.close()
})
