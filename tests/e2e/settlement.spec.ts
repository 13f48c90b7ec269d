import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { dayKindOf } from '../../src/domain/calendar/cells'
import { MAINLAND_HOLIDAYS } from '../../src/domain/calendar/holidays'
import { unitToday } from '../../src/domain/calendar/zones'
import { signInByApi } from './support/api-session'
import { seedCalendarUnits } from './support/calendar-units'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'

/**
 * Issue 16's settlement, as a host meets it: a stay ends, a statement waits "to settle", the
 * console's settlement job runs as if the clock were a week later, the statement is settled, its
 * order and split show, the wallet holds the income, the month's bill sums it and draws it, and
 * the statements download as CSV.
 */
const GUEST_ID = '11010519491231002X'

test('a stay that ended is settled by the job into the wallet, shown on its statement, the bill and the export', async ({ page }) => {
  test.setTimeout(150_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await consoleCmd('landlord', 'set', mobile, '--merchant-white', 'on')
  const [unitId] = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [{ title: 'Canal-side studio', similarUnits: 1, price: 520 }])
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  // a guest stays one night from today and leaves
  const today = unitToday('CHN', Date.now())
  const orderNo = /booked (\w+)/.exec(await consoleCmd('order', 'book', mobile, unitId!.slice(3), today, '1'))![1]!
  await hostCall(login, 'orderConfirm', { orderNo })
  await consoleCmd('order', 'pay', orderNo)
  await hostCall(login, 'orderCheckIn', { orderNo, credentialNo: GUEST_ID })
  await consoleCmd('order', 'check-out', orderNo)
  await consoleCmd('settle', 'run')

  // tonight's price (seedCalendarUnits: 520 weekdays, +80 weekends, +200 holidays), less 10 % service fee and 0.6 % invoice service fee
  const rent = { weekday: 520, weekend: 600, holiday: 720 }[dayKindOf(today, MAINLAND_HOLIDAYS)] * 100
  const fee = Math.round(rent / 10)
  const invoiceFee = Math.round((rent * 6) / 1000)
  const yuan = (fen: number) => `CN¥${(fen / 100).toFixed(2)}`
  const income = yuan(rent - fee - invoiceFee)

  // the account menu leads to the statements: one, to settle
  await page.goto('/work/index')
  await page.getByRole('button', { name: /^Account menu of/ }).click()
  await page.getByRole('menuitem', { name: 'Settlement statements' }).click()
  await expect(page).toHaveURL(/\/settle\/detail/)
  await expect(page.getByRole('heading', { level: 1, name: 'Settlement statements' })).toBeVisible()
  await expect(page.getByTestId('settlement-destination')).toContainText('Settled income goes to your wallet')
  const statement = page.getByTestId('statement')
  await expect(statement).toHaveCount(1)
  await expect(statement).toHaveAttribute('data-state', 'toSettle')
  await expect(statement.getByTestId('statement-actual')).toHaveText(income)

  // the settlement job a week later: settled, and the wallet credited once
  await consoleCmd('settle', 'run', '--in', '7d')
  await page.reload()
  await expect(statement).toHaveAttribute('data-state', 'settled')
  await page.getByRole('button', { name: 'To settle', exact: true }).click()
  await expect(page.getByText('No statement matches these filters.')).toBeVisible()
  await page.getByRole('button', { name: 'Settled', exact: true }).click()
  await expect(statement).toHaveCount(1)

  // its orders and split
  const serial = (await statement.getAttribute('data-serial'))!
  await statement.getByRole('link', { name: serial }).click()
  const detail = page.getByTestId('statement-detail')
  await expect(detail).toContainText(`Statement ${serial}`)
  const item = detail.getByTestId('settlement-item')
  await expect(item).toHaveAttribute('data-order', orderNo)
  await expect(item).toContainText(yuan(rent))
  await expect(item).toContainText(`−${yuan(fee)}`)
  await expect(item).toContainText(`−${yuan(invoiceFee)}`)
  await expect(item.getByTestId('settlement-item-income')).toHaveText(income)

  // the export: progress, then the file with the order
  const download = page.waitForEvent('download')
  await page.getByTestId('settlement-export').getByRole('button', { name: 'Export' }).click()
  await expect(page.getByTestId('settlement-export-done')).toHaveAttribute('data-rows', '1')
  const file = await (await download).path()
  const csv = fs.readFileSync(file, 'utf8')
  expect(csv).toContain(orderNo)
  expect(csv).toContain(income.slice(3))

  // the wallet holds the income
  await page.goto('/setting/unionpayWallet')
  await expect(page.getByTestId('wallet-balance')).toHaveText(income)
  await expect(page.getByTestId('wallet-record').first()).toContainText(orderNo)

  // the bill of the month the stay ended in: its sums and the chart
  const month = addDays(today, 1).slice(0, 7)
  await page.goto(`/settle/monthlyBillDetail?month=${month}`)
  const totals = page.getByTestId('bill-totals')
  await expect(totals.getByTestId('bill-income')).toHaveText(income)
  await expect(totals.getByTestId('bill-settled')).toHaveText(income)
  await expect(totals.getByTestId('bill-to-settle')).toHaveText('CN¥0.00')
  await expect(page.getByTestId('income-chart').locator('svg[role="img"]')).toHaveAttribute('aria-label', new RegExp(`${income.replace('.', '\\.')} in all`))
  await expect(page.getByTestId('settlement-item')).toHaveAttribute('data-order', orderNo)
})

test('an overseas host sees its statements in US dollars and the bank account they go to; the wallet is not offered', async ({ page }) => {
  await useEnglish(page)
  await signInByApi(page.context(), '9087654321', 'Demo@2026', '81')
  await page.goto('/settle/detail')
  await expect(page.getByTestId('settlement-destination')).toContainText('SWIFT code')
  await expect(page.getByTestId('statement').first()).toContainText('$')
  await page.getByRole('button', { name: /^Account menu of/ }).click()
  await expect(page.getByRole('menuitem', { name: 'Settlement statements' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Wallet' })).toHaveCount(0)
})
