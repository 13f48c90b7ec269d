import fs from 'node:fs'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'

/**
 * Issue 16's invoices, as the demo host meets them: a title and an address added (refusals said
 * next to the fields, nothing typed lost), an invoice applied for over a bill, followed through
 * the console's invoicing side to posted, a red reversal asked; and a host without real-name
 * authentication told why it cannot invoice.
 */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
}

test('the demo host adds a title and an address, applies for an invoice, follows it to posted and asks for a red reversal', async ({ page, context }) => {
  test.setTimeout(150_000)
  await useEnglish(page)
  await signInByApi(context, '13800000001', 'Demo@2026')

  // titles and addresses: every field required, said at once, what was typed kept
  await page.goto('/settle/invoiceInfo')
  await page.getByRole('button', { name: 'Add a title' }).click()
  const titleDialog = page.getByRole('dialog', { name: 'Add an invoice title' })
  await titleDialog.getByLabel('Company name').fill('Lakeside Lodging Co., Ltd.')
  await titleDialog.getByLabel('Taxpayer ID').fill('9133')
  await titleDialog.getByRole('button', { name: 'Save' }).click()
  await expect(titleDialog.getByText('This field is required').first()).toBeVisible()
  await expect(titleDialog.getByLabel('Company name')).toHaveValue('Lakeside Lodging Co., Ltd.')
  await titleDialog.getByLabel('Taxpayer ID').fill('91330106MA2KABCD1X')
  await titleDialog.getByRole('radio', { name: 'VAT special invoice (paper)' }).click()
  await titleDialog.getByLabel('Company address').fill('100 Wensan Road, Hangzhou')
  await titleDialog.getByLabel('Company phone').fill('0571-88880000')
  await titleDialog.getByLabel('Bank', { exact: true }).fill('China Merchants Bank Hangzhou')
  await titleDialog.getByLabel('Bank account').fill('5719 0000 1111 222')
  await titleDialog.getByLabel('Receiving e-mail').fill('invoices@lakeside.example')
  await titleDialog.getByRole('button', { name: 'Save' }).click()
  await expect(titleDialog).toBeHidden()
  await expect(page.getByTestId('invoice-title').filter({ hasText: 'Lakeside Lodging Co., Ltd.' })).toContainText('571900001111222')

  await page.getByRole('button', { name: 'Add an address' }).click()
  const addressDialog = page.getByRole('dialog', { name: 'Add an address' })
  await addressDialog.getByLabel('Recipient').fill('Li Hua')
  await addressDialog.getByLabel('Mobile number').fill('1391234')
  await addressDialog.getByRole('button', { name: 'Save' }).click()
  await expect(addressDialog.getByText('Please enter a valid mobile number')).toBeVisible()
  await addressDialog.getByLabel('Mobile number').fill('13912345678')
  await choose(page, 'Province', /Zhejiang/)
  await choose(page, 'City', /Hangzhou/)
  await choose(page, 'District', /Xihu/)
  await addressDialog.getByLabel('Detailed address').fill('Room 301, 100 Wensan Road')
  await addressDialog.getByRole('button', { name: 'Save' }).click()
  await expect(addressDialog).toBeHidden()
  await expect(page.getByTestId('shipping-address').filter({ hasText: 'Li Hua' })).toContainText('浙江省 杭州市 西湖区 Room 301')

  // apply over the newest bill that can be invoiced
  await page.goto('/settle/invoice')
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible()
  const months = page.getByTestId('invoice-periods').getByRole('checkbox')
  await months.first().click()
  await page.getByRole('button', { name: 'Apply for an invoice' }).click()
  const apply = page.getByRole('dialog', { name: 'Apply for an invoice' })
  await apply.getByRole('button', { name: 'Submit invoice request' }).click()
  await expect(apply.getByText('Choose an invoice title')).toBeVisible()
  await choose(page, 'Invoice title', /Lakeside Lodging/)
  await apply.getByRole('button', { name: 'Submit invoice request' }).click()
  await expect(apply).toBeHidden()
  const invoice = page.getByTestId('invoice').first()
  await expect(invoice).toHaveAttribute('data-state', 'applied')
  await expect(invoice).toContainText('Lakeside Lodging Co., Ltd.')
  const invoiceNo = (await invoice.getAttribute('data-invoice'))!

  // the invoicing side issues and posts it
  await consoleCmd('invoice', 'start', invoiceNo)
  await consoleCmd('invoice', 'issue', invoiceNo)
  await page.reload()
  await expect(page.locator(`[data-invoice="${invoiceNo}"]`)).toHaveAttribute('data-state', 'awaitingDispatch')
  await expect(page.locator(`[data-invoice="${invoiceNo}"]`).getByTestId('invoice-mailing')).toHaveText('Mailing pending')
  await consoleCmd('invoice', 'post', invoiceNo, '--courier', 'SF Express', '--tracking', 'SF7788990011')
  await page.reload()
  const posted = page.locator(`[data-invoice="${invoiceNo}"]`)
  await expect(posted).toHaveAttribute('data-state', 'posted')
  await expect(posted.getByTestId('invoice-mailing')).toContainText('Mailed: SF Express SF7788990011')

  // a red reversal: a reason is needed
  await posted.getByRole('button', { name: 'Ask for a red reversal' }).click()
  const reversal = page.getByRole('dialog', { name: `Ask for a red reversal of ${invoiceNo}` })
  await reversal.getByRole('button', { name: 'Ask for it' }).click()
  await expect(reversal.getByText('Say why the invoice should be reversed')).toBeVisible()
  await reversal.getByLabel('Why it should be reversed').fill('The title should have been the e-invoice one')
  await reversal.getByRole('button', { name: 'Ask for it' }).click()
  await expect(reversal).toBeHidden()
  await expect(posted.getByTestId('invoice-reversal')).toContainText('Red reversal pending: The title should have been the e-invoice one')
  await expect(posted.getByRole('button', { name: 'Ask for a red reversal' })).toHaveCount(0)

  // the download holds the invoice
  const download = page.waitForEvent('download')
  await page.getByTestId('invoice-download').getByRole('button', { name: 'Export' }).click()
  const csv = fs.readFileSync(await (await download).path(), 'utf8')
  expect(csv).toContain(invoiceNo)
})

test('a host without real-name authentication is told invoicing is blocked, and why', async ({ page }) => {
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await consoleCmd('landlord', 'set', mobile, '--merchant-white', 'on')
  await signInByApi(page.context(), mobile, TEST_PASSWORD)
  await page.goto('/settle/invoice')
  await expect(page.getByTestId('invoice-blocked')).toContainText('Invoicing is blocked: you have not passed real-name authentication')
  await expect(page.getByTestId('invoice-blocked').getByRole('link', { name: 'Authenticate now' })).toBeVisible()
})
