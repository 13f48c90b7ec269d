import { expect, test } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { unitToday } from '../../src/domain/calendar/zones'
import { signInByApi } from './support/api-session'
import { seedCalendarUnits } from './support/calendar-units'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { jpegFile } from './support/images'

/**
 * Issue 18's penalties as a host meets them: staff issue a demotion and a blacklist; the host reads
 * both on risk/record with the blacklist's end; the calendar says why the listings are down-ranked;
 * the demotion is appealed with text and eight photos and lifted; a guest cannot book until staff
 * lift the blacklist.
 */
test('a demotion and a blacklist from the console: the records, their effect on bookings and ranking, lifted', async ({ page }) => {
  test.setTimeout(120_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  const [unitId] = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [{ title: 'Courtyard studio', similarUnits: 2 }])
  await signInByApi(page.context(), mobile, TEST_PASSWORD)
  const demotion = /record (V\w+)/.exec(await consoleCmd('penalty', 'issue', mobile, '--method', 'demotion', '--days', '7', '--type', 'hygieneSafety', '--note', 'Dirty towels in two stays'))![1]!
  const blacklist = /record (V\w+)/.exec(await consoleCmd('penalty', 'issue', mobile, '--method', 'blacklist', '--days', '3', '--type', 'offPlatformDeal', '--listing', unitId!.slice(3)))![1]!
  const night = addDays(unitToday('CHN', Date.now()), 5)
  await expect(consoleCmd('order', 'book', mobile, unitId!.slice(3), night, '1')).rejects.toThrow(/hostSuspended/)

  await page.goto('/work/index')
  await expect(page.getByTestId('home-penalties')).toHaveText('2 violation penalties are in force on your account')
  await page.goto('/house/roomManagement')
  await expect(page.getByTestId('ranking-demoted')).toBeVisible()
  await expect(page.getByTestId('ranking-notice')).toContainText(`Because of violation record ${demotion}`)
  await page.getByRole('link', { name: 'see your violation records' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Violation records' })).toBeVisible()
  await expect(page.getByTestId('risk-suspended')).toContainText('Guests cannot book your listings until')
  const records = page.getByTestId('risk-record')
  await expect(records).toHaveCount(2)
  await expect(records.filter({ hasText: blacklist }).getByTestId('risk-method')).toHaveText('Blacklist: no bookings, 3 days')
  await expect(records.filter({ hasText: blacklist })).toContainText('Courtyard studio')
  await expect(records.filter({ hasText: demotion })).toContainText('Dirty towels in two stays')
  await expect(page.getByRole('button', { name: 'In punishment (2)' })).toBeVisible()

  // the demotion is appealed: a 700x700 photo is refused, eight are taken (no ninth slot), staff accept: lifted
  const demoted = records.filter({ hasText: demotion })
  await demoted.getByTestId('appeal-open').click()
  const form = demoted.getByTestId('appeal-form')
  await form.getByRole('button', { name: 'Send the appeal' }).click()
  await expect(form.getByRole('alert').first()).toBeVisible()
  await form.getByRole('textbox', { name: 'Why the penalty is wrong' }).fill('The towels were changed every day; the photos show the linen cupboard and the cleaning log.')
  await form.locator('input[type=file]').first().setInputFiles(await jpegFile('small.jpg', 700, 700))
  await expect(form.getByText('The image must be at least 800*800 pixels')).toBeVisible()
  for (let i = 0; i < 8; i++) {
    await form.locator('input[type=file]').last().setInputFiles(await jpegFile(`proof-${i + 1}.jpg`, 1200, 900))
    await expect(form.getByText('Uploaded', { exact: true })).toHaveCount(i + 1)
  }
  await expect(form.locator('input[type=file]')).toHaveCount(8)
  await form.getByRole('button', { name: 'Send the appeal' }).click()
  await expect(demoted.getByTestId('appeal-status')).toHaveAttribute('data-state', 'pending')
  await expect(demoted.getByTestId('appeal-status')).toContainText('The platform answers within 2 working days')
  await consoleCmd('penalty', 'appeal-accept', demotion)
  await page.reload()
  await expect(demoted.getByTestId('risk-state')).toHaveText('Lifted')
  await expect(demoted.getByTestId('appeal-status')).toHaveAttribute('data-state', 'successful')

  await consoleCmd('penalty', 'lift', blacklist)
  await page.reload()
  await expect(page.getByTestId('risk-suspended')).toHaveCount(0)
  await expect(records.filter({ hasText: blacklist }).getByTestId('risk-state')).toHaveText('Lifted')
  expect(await consoleCmd('order', 'book', mobile, unitId!.slice(3), night, '1')).toMatch(/booked \w+/)
})
