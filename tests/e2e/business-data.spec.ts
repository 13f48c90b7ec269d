import { expect, test } from '@playwright/test'
import { eachMonthOfInterval, eachWeekOfInterval, subDays } from 'date-fns'
import { signInByApi } from './support/api-session'
import { useEnglish } from './support/hosts'

/**
 * Issue 16's business data as a host sees it: from the navigation, the demo host's last 90 days by
 * week (figures, income and occupancy drawn, tables beside them), then a year by month and one
 * listing; an overseas host reaches it from the home page.
 */
/** How many periods the last `days` days (to today in Beijing, today included) touch: weeks start on Monday. */
function periodsOf(days: number, by: 'week' | 'month'): number {
  const today = new Date(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10) + 'T00:00:00')
  const interval = { start: subDays(today, days - 1), end: today }
  return by === 'week' ? eachWeekOfInterval(interval, { weekStartsOn: 1 }).length : eachMonthOfInterval(interval).length
}

test('the demo host reads its business data as charts, by week, by month over a year and for one listing', async ({ page, context }) => {
  await useEnglish(page)
  await signInByApi(context, '13800000001', 'Demo@2026')
  await page.goto('/work/index')
  await page.getByRole('button', { name: 'Navigation' }).click()
  await page.getByRole('menuitem', { name: 'Business data' }).click()
  await expect(page).toHaveURL(/\/data\/business/)
  await expect(page.getByRole('heading', { level: 1, name: 'Business data' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true')
  // a year of demo stays: the last 90 days sold nights and earned
  const nights = Number(await page.getByTestId('business-nights').innerText())
  expect(nights).toBeGreaterThan(20)
  await expect(page.getByTestId('business-occupancy')).toHaveText(/^\d+(\.\d)?%$/)
  const income = page.getByTestId('business-income-chart').locator('svg[role="img"]')
  await expect(income).toHaveAttribute('aria-label', /^Income .+ in all\.$/)
  // a bar a week: 13 or 14 weeks, as the days fall (a Monday 89 days ago makes 13)
  const weeks = periodsOf(90, 'week')
  expect(await page.getByTestId('business-income-chart').locator('rect').count()).toBe(weeks)
  await expect(page.getByTestId('business-occupancy-chart').locator('svg[role="img"]')).toHaveAttribute('aria-label', /over the whole period/)
  // the screen reader's table holds each week
  await expect(page.getByTestId('business-income-chart').locator('table tbody tr')).toHaveCount(weeks)

  await page.getByRole('button', { name: 'Last 365 days' }).click()
  await expect(page).toHaveURL(/days=365/)
  await expect(page.getByRole('button', { name: 'By month' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('business-income-chart').locator('table tbody tr')).toHaveCount(periodsOf(365, 'month'))
  const yearNights = Number(await page.getByTestId('business-nights').innerText())
  expect(yearNights).toBeGreaterThan(nights)

  await page.getByRole('combobox', { name: 'Listing' }).click()
  const option = page.getByRole('option').nth(1)
  const title = (await option.innerText()).trim()
  await option.click()
  await expect(page).toHaveURL(/unit=/)
  const listings = page.getByTestId('business-listings')
  await expect(listings.locator('tbody tr')).toHaveCount(1)
  await expect(listings).toContainText(title)
  expect(Number(await page.getByTestId('business-nights').innerText())).toBeLessThan(yearNights)
})

test('an overseas host opens its business data from the home page', async ({ page }) => {
  await useEnglish(page)
  await signInByApi(page.context(), '9087654321', 'Demo@2026', '81')
  await page.goto('/work/index')
  await page.getByTestId('home-business-data').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Business data' })).toBeVisible()
  // its yen stays: the figures are in yen
  await expect(page.getByTestId('business-income')).toContainText('¥')
})
