import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { consoleCmd } from './support/console'
import { useEnglish } from './support/hosts'
import { hostWithUnits } from './support/order-hosts'

/**
 * Flash-book (instant booking, decision 0078) on a phone (390 px, touch): on the listing list a
 * host switches an approved listing's instant booking on, sees it on (also after a reload), and
 * the next guest's order is accepted at once. In English and in Chinese.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const row = (page: Page, luId: string) => page.locator(`[data-testid="listing-row"][data-luid="${luId}"]`)
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: true })

test('on a phone: a host switches instant booking on for a listing, and a guest\'s order no longer waits', async ({ page }) => {
  test.setTimeout(120_000)
  await useEnglish(page)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Harbour view'])
  const luId = luIds[0]!

  await page.goto('/house/houseInfo')
  const listing = row(page, luId)
  const flash = listing.getByTestId('flash-book')
  const toggle = flash.getByRole('switch', { name: 'Instant booking' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(flash.getByTestId('flash-book-state')).toHaveText('Off')
  await expect(flash).toContainText('accepted at once, without waiting for your confirmation')

  await toggle.scrollIntoViewIfNeeded()
  await toggle.tap()
  await expect(page.getByText('Instant booking will be switched on.', { exact: true })).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(flash.getByTestId('flash-book-state')).toHaveText('On')
  await expect(flash.getByTestId('flash-book-pending')).toHaveCount(0)
  // nothing wider than the phone's screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await shot(page, 'flash-book-on-en-390.png')

  await page.reload()
  await expect(row(page, luId).getByRole('switch', { name: 'Instant booking' })).toHaveAttribute('aria-checked', 'true')

  const booked = await consoleCmd('order', 'book', mobile, luId, addDays(today, 3), '1')
  expect(booked).toMatch(/accepted at once \(flash-book\)/)
  const orderNo = /booked (\w+)/.exec(booked)![1]!
  expect(await consoleCmd('order', 'show', orderNo)).toMatch(/waitPay/)
})

test('on a phone in Chinese: 闪订 switched on, and off again', async ({ page }) => {
  test.setTimeout(120_000)
  const { luIds } = await hostWithUnits(page, ['湖畔小屋'])
  const luId = luIds[0]!

  await page.goto('/house/houseInfo')
  const flash = row(page, luId).getByTestId('flash-book')
  const toggle = flash.getByRole('switch', { name: '闪订' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(flash.getByTestId('flash-book-state')).toHaveText('已关闭')
  await expect(flash).toContainText('房客下单后自动接单')

  await toggle.scrollIntoViewIfNeeded()
  await toggle.tap()
  await expect(page.getByText('将开启闪订。', { exact: true })).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(flash.getByTestId('flash-book-state')).toHaveText('已开启')
  await expect(flash.getByTestId('flash-book-pending')).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await shot(page, 'flash-book-on-zh-390.png')

  await page.reload()
  const again = row(page, luId).getByRole('switch', { name: '闪订' })
  await expect(again).toHaveAttribute('aria-checked', 'true')
  await again.tap()
  await expect(again).toHaveAttribute('aria-checked', 'false')
  await expect(row(page, luId).getByTestId('flash-book-state')).toHaveText('已关闭')
  await page.reload()
  await expect(row(page, luId).getByRole('switch', { name: '闪订' })).toHaveAttribute('aria-checked', 'false')
})
