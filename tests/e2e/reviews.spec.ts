import { expect, test } from '@playwright/test'
import { unitToday } from '../../src/domain/calendar/zones'
import { signInByApi } from './support/api-session'
import { seedCalendarUnits } from './support/calendar-units'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'
import { cutNetwork, restoreNetwork } from './support/network'

/**
 * Issue 17's reviews, as a host meets them: a guest (the console) reviews a stay that ended; the
 * home asks for a reply and the header's "Reviews" leads to it; a reply of 4 characters and one
 * with a banned word are refused next to the field, keeping the text; a proper reply written
 * offline waits in the outbox and is sent once when the connection is back; it cannot be changed
 * afterwards. Then the same list in Chinese at phone width.
 */
const GUEST_ID = '11010519491231002X'

test('a guest review is answered: refused when too short or rude, written offline, sent once, never editable', async ({ page, context, browser }) => {
  test.setTimeout(150_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  const [unitId] = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [{ title: 'Plum blossom loft', similarUnits: 1 }])
  const login = await signInByApi(context, mobile, TEST_PASSWORD)
  const today = unitToday('CHN', Date.now())
  const orderNo = /booked (\w+)/.exec(await consoleCmd('order', 'book', mobile, unitId!.slice(3), today, '1'))![1]!
  await hostCall(login, 'orderConfirm', { orderNo })
  await consoleCmd('order', 'pay', orderNo)
  await hostCall(login, 'orderCheckIn', { orderNo, credentialNo: GUEST_ID })
  await consoleCmd('order', 'check-out', orderNo)
  const written = await consoleCmd('review', 'write', orderNo, '--scores', '5,4,5,5,4', '--text', 'Bright loft, spotless kitchen, a short walk to the lake.')
  expect(written).toMatch(/overall 4.6/)

  // the home asks for the reply; the header's navigation has the reviews
  await page.goto('/work/index')
  await expect(page.getByTestId('home-reviews')).toContainText('1 guest review waits for your reply')
  await page.getByRole('button', { name: 'Navigation' }).click()
  await page.getByRole('menuitem', { name: 'Reviews' }).click()
  await expect(page).toHaveURL(/\/order\/comment/)
  await expect(page.getByRole('heading', { level: 1, name: 'Guest reviews' })).toBeVisible()
  const row = page.getByTestId('review-row')
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('overall-score')).toContainText('4.6')
  await expect(row.getByTestId('review-state')).toHaveText('Awaiting your reply')
  await expect(row.getByRole('meter', { name: 'Safety' })).toHaveAttribute('aria-valuenow', '4')
  await expect(page.getByRole('button', { name: 'Awaiting your reply (1)' })).toBeVisible()
  await row.getByRole('link', { name: 'Reply' }).click()
  await expect(page).toHaveURL(/\/order\/commentDetail\?id=R/)
  await expect(page.getByTestId('review-detail')).toContainText('Bright loft, spotless kitchen')
  await expect(page.getByTestId('review-detail').getByRole('link', { name: orderNo })).toBeVisible()

  const box = page.getByRole('textbox', { name: 'Reply to the guest' })
  const send = page.getByRole('button', { name: 'Send reply' })
  // four characters: refused next to the field, the text kept
  await box.fill('Nice')
  await send.click()
  await expect(page.getByTestId('reply-form').getByRole('alert')).toHaveText('A reply is at least 5 characters')
  await expect(box).toHaveValue('Nice')
  await expect(box).toHaveAttribute('aria-invalid', 'true')
  // a banned word: refused, named
  await box.fill('Thanks, but that complaint was bullshit.')
  await send.click()
  await expect(page.getByTestId('reply-form').getByRole('alert')).toHaveText('Your reply contains a word the platform does not allow: “bullshit”')

  // offline: the reply waits in the outbox, shown as pending; nothing reaches the server
  // what reached the server: the reply's call (alone or in an outbox batch) answered
  const answered: string[] = []
  context.on('response', (response) => {
    const url = response.url()
    if (url.includes('/comment/reply') || url.includes('/outbox')) answered.push(`${response.status()} ${new URL(url).pathname}`)
  })
  await cutNetwork(context)
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await box.fill('Thank you for the kind words, the lake is lovely in spring. Welcome back!')
  await send.click()
  await expect(page.getByTestId('reply-pending')).toContainText('Thank you for the kind words')
  await expect(page.getByTestId('reply-pending-note')).toHaveText('Will sync when online')
  await expect(page.getByTestId('reply-form')).toHaveCount(0)
  expect((await consoleCmd('review', 'list', mobile))).toMatch(/awaitingFeedback/)

  // back online: sent once, shown as the reply, no form to change it
  await restoreNetwork(context)
  await expect(page.getByTestId('review-reply')).toContainText('Thank you for the kind words', { timeout: 30_000 })
  await expect(page.getByTestId('review-state')).toHaveText('Replied')
  await expect(page.getByText('A reply cannot be changed once it is sent.')).toBeVisible()
  await expect(page.getByTestId('reply-form')).toHaveCount(0)
  expect(await consoleCmd('review', 'list', mobile)).toMatch(/replied/)
  expect(answered).toEqual(['200 /api/user/outbox/batch'])
  await page.reload()
  await expect(page.getByTestId('review-reply')).toContainText('Thank you for the kind words')
  await expect(page.getByTestId('reply-form')).toHaveCount(0)
  // the order links its review
  await page.goto(`/order/houseDetail?orderNo=${orderNo}`)
  await expect(page.getByTestId('order-review-link')).toHaveText('4.6 / 5')

  // the same list in Chinese, at phone width
  const zh = await browser.newContext({ viewport: { width: 390, height: 844 } })
  try {
    await signInByApi(zh, mobile, TEST_PASSWORD)
    const phone = await zh.newPage()
    await phone.addInitScript(() => window.localStorage.setItem('lang', 'zh'))
    await phone.goto('/order/comment')
    await expect(phone.getByRole('heading', { level: 1, name: '点评管理' })).toBeVisible()
    await expect(phone.getByTestId('review-row').getByTestId('review-state')).toHaveText('已回复')
    await expect(phone.getByTestId('review-row')).toContainText('您的回复：')
    const width = await phone.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    await phone.screenshot({ path: 'test-results/e2e/reviews-phone-zh.png', fullPage: true })
  } finally {
    await zh.close()
  }
})
