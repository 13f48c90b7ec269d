import { expect, test } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { unitToday } from '../../src/domain/calendar/zones'
import { signInByApi } from './support/api-session'
import { seedCalendarUnits } from './support/calendar-units'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'

/**
 * Issue 17's activities and promotions, as a host meets them: the header's "Event registration"
 * leads to an activity staff opened; two listings join, a third is told why it cannot, one signs
 * out for good; a self-service promotion is refused below 5 % off, then made, and its nights
 * show in the calendar; an overseas host has no self-service promotion.
 */
test('joins an activity with two listings, one cannot and one leaves; a promotion marks its nights in the calendar', async ({ page }) => {
  test.setTimeout(150_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  // discounts are listing edits: real-name authentication first (business rules 6)
  await consoleCmd('landlord', 'set', mobile, '--realname', 'on')
  await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [
    { title: 'Willow court', similarUnits: 2 }, { title: 'Bamboo lane', similarUnits: 2 }, { title: 'Kyoto machiya', country: 'JPN', currency: 'JPY', price: 18_000 },
  ])
  await signInByApi(page.context(), mobile, TEST_PASSWORD)
  const today = unitToday('CHN', Date.now())
  const name = `Lantern week ${Date.now()}`
  const created = await consoleCmd('activity', 'create', '--name', name, '--type', 'seasonal', '--stay', `${addDays(today, 2)}..${addDays(today, 40)}`,
    '--enroll', `${addDays(today, -1)}..${addDays(today, 20)}`, '--discount', '15', '--bearer', 'platform', '--region', 'mainland')
  const activityId = /activity (A\w+)/.exec(created)![1]!

  await page.goto('/work/index')
  await page.getByRole('button', { name: 'Navigation' }).click()
  await page.getByRole('menuitem', { name: 'Event registration' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Event registration' })).toBeVisible()
  const card = page.locator(`[data-activity-id="${activityId}"]`)
  await expect(card).toContainText('15% off')
  await expect(card).toContainText('Paid by the platform')
  await card.getByRole('link', { name: 'Details and sign-up' }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  const entry = (title: string) => page.getByTestId('activity-entry').filter({ hasText: title })
  await expect(entry('Kyoto machiya').getByTestId('forbid-reason')).toHaveText("Outside the activity's region")
  await expect(entry('Kyoto machiya').getByRole('checkbox')).toBeDisabled()
  await entry('Willow court').getByRole('checkbox').click()
  await entry('Bamboo lane').getByRole('checkbox').click()
  await page.getByRole('button', { name: 'Sign up the chosen listings (2)' }).click()
  await expect(entry('Willow court')).toHaveAttribute('data-state', 'registered')
  await expect(entry('Bamboo lane')).toHaveAttribute('data-state', 'registered')

  // signing out warns that it is for good
  await entry('Bamboo lane').getByRole('button', { name: 'Sign out' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('cannot join it again')
  await dialog.getByRole('button', { name: 'Sign out' }).click()
  await expect(entry('Bamboo lane')).toHaveAttribute('data-state', 'withdrawn')
  await page.getByRole('link', { name: 'Operation record' }).click()
  await expect(page.getByTestId('operation-log')).toContainText('Signed out · Bamboo lane')
  await expect(page.getByTestId('operation-log')).toContainText('Signed up · Willow court')

  // the long-term discount: a longer stay needs a bigger discount; joined with two tiers, then left
  await page.goto('/activity/list?tab=discounts')
  const willow = page.getByTestId('discount-listing').filter({ hasText: 'Willow court' })
  const long = willow.getByTestId('long-stay')
  await long.getByRole('button', { name: 'Join' }).click()
  await long.getByRole('button', { name: 'Add a tier' }).click()
  await long.getByRole('textbox', { name: 'From nights' }).nth(1).fill('28')
  await long.getByRole('textbox', { name: 'Discount (e.g. 9.0)' }).nth(1).fill('9')
  await long.getByRole('button', { name: 'Save' }).click()
  await expect(long.getByRole('alert')).toHaveText('A longer stay needs a bigger discount')
  await long.getByRole('textbox', { name: 'Discount (e.g. 9.0)' }).nth(1).fill('8')
  await long.getByRole('button', { name: 'Save' }).click()
  await expect(long).toContainText('28+ nights: 8.0 (20% off)')
  await expect(long.getByTestId('market-state')).toHaveText('Joined')
  await long.getByRole('button', { name: 'Leave' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click()
  await expect(long.getByTestId('market-state')).toHaveText('Not joined')

  // a self-service promotion from the calendar: 4 % is refused next to the field, 20 % is made
  await page.goto('/house/roomManagement')
  await page.getByTestId('calendar-self-promotion').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Self-service promotion' })).toBeVisible()
  await page.getByTestId('new-promotion').click()
  const form = page.getByTestId('promotion-form')
  await form.getByRole('textbox', { name: 'Name' }).fill('Quiet weekdays')
  await form.getByRole('textbox', { name: 'Discount (% off)' }).fill('4')
  await form.getByLabel('First night').fill(addDays(today, 1))
  await form.getByLabel('Last night').fill(addDays(today, 1))
  await form.getByRole('checkbox', { name: 'Bamboo lane' }).click()
  await page.getByTestId('promotion-save').click()
  await expect(form.getByText('The discount is 5% to 90% off')).toBeVisible()
  await form.getByRole('textbox', { name: 'Discount (% off)' }).fill('20')
  await page.getByTestId('promotion-verify').click()
  await expect(page.getByTestId('promotion-preview')).toContainText('It can price 1 night.')
  await page.getByTestId('promotion-save').click()
  await expect(page.getByTestId('promotion-detail')).toContainText('20% off')

  // the calendar marks the nights: Bamboo lane's promotion, Willow court's activity
  await page.goto('/house/roomManagement')
  const row = (title: string) => page.getByRole('row').filter({ hasText: title })
  await expect(row('Bamboo lane').locator(`[data-date="${addDays(today, 1)}"] [data-testid="cell-promo"]`)).toHaveText('-20%')
  await expect(row('Willow court').locator(`[data-date="${addDays(today, 2)}"] [data-testid="cell-promo"]`)).toHaveText('-15%')
  await expect(row('Kyoto machiya').locator('[data-testid="cell-promo"]')).toHaveCount(0)
})

test('an overseas host has no self-service promotion, and is told so on its page', async ({ page }) => {
  await useEnglish(page)
  await signInByApi(page.context(), '9087654321', 'Demo@2026', '81')
  await page.goto('/house/roomManagement')
  await expect(page.getByTestId('calendar-activities')).toBeVisible()
  await expect(page.getByTestId('calendar-self-promotion')).toHaveCount(0)
  await page.goto('/activity/promotion')
  await expect(page.getByTestId('promotion-overseas')).toContainText('Self-service promotions are for mainland hosts')
  await expect(page.getByTestId('promotion-form')).toHaveCount(0)
})

test('the rebate of a stay in an activity the platform pays for shows on /data/rebate, reached from the business data', async ({ page }) => {
  test.setTimeout(120_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  const [unitId] = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [{ title: 'Rebate loft', similarUnits: 2, price: 500 }])
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  const today = unitToday('CHN', Date.now())
  const name = `Treat week ${Date.now()}`
  const activityId = /activity (A\w+)/.exec(await consoleCmd('activity', 'create', '--name', name, '--type', 'lastMinute', '--stay', `${today}..${addDays(today, 3)}`,
    '--enroll', `${addDays(today, -1)}..${today}`, '--discount', '20', '--bearer', 'platform'))![1]!
  await hostCall(login, 'activitySignUp', { id: activityId, unitIds: [unitId!] })
  const orderNo = /booked (\w+)/.exec(await consoleCmd('order', 'book', mobile, unitId!.slice(3), today, '1'))![1]!
  await hostCall(login, 'orderConfirm', { orderNo })
  await consoleCmd('order', 'pay', orderNo)

  await page.goto('/data/business')
  await page.getByTestId('rebate-link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Rebate data' })).toBeVisible()
  const activities = page.getByTestId('rebate-activities')
  await expect(activities.getByRole('row').filter({ hasText: name })).toContainText('1')
  // 20 % of tonight's price, all paid by the platform
  const total = await page.getByTestId('rebate-total').innerText()
  expect(Number(total.replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(100)
  await expect(page.getByTestId('rebate-settled')).toHaveText('CN¥0.00')
  await expect(page.getByRole('img', { name: /Rebate by the month the stays ended/ })).toBeVisible()
})
