import { expect, test, type Page } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshJapanMobile, TEST_PASSWORD, useEnglish } from './support/hosts'

/**
 * Issue 35 item 4, on a phone: an overseas host adds the foreign bank account statements are paid
 * to; a bad SWIFT code is said next to its field and what was typed stays; the change waits for
 * staff, is rejected with a reason, submitted again and approved; in Chinese, a change withdrawn.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

async function overseasHost(page: Page): Promise<string> {
  const mobile = freshJapanMobile()
  await createLandlord(mobile, { country: '81', overseas: true })
  await signInByApi(page.context(), mobile, TEST_PASSWORD, '81')
  return mobile
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

test('an overseas host submits a bank account, staff reject it with a reason, the host submits again and staff approve (English, 390 px)', async ({ page }) => {
  test.setTimeout(120_000)
  await useEnglish(page)
  const mobile = await overseasHost(page)
  await page.goto('/settle/detail')
  const card = page.getByTestId('settlement-destination')
  await expect(card).toContainText('No bank account is on record for you yet')
  await card.getByRole('button', { name: 'Add a bank account' }).click()

  const dialog = page.getByRole('dialog', { name: 'Bank account for your statements' })
  await dialog.getByRole('combobox', { name: 'Currency', exact: true }).click()
  await page.getByRole('option', { name: 'USD' }).click()
  await dialog.getByLabel('Account holder').fill('SATO YUI')
  await dialog.getByLabel('Bank account number').fill('1234 5678 90')
  await dialog.getByLabel('Receiving bank').fill('MUFG Bank')
  await dialog.getByLabel('SWIFT code').fill('BOTKJP')
  await dialog.getByLabel('Bank address').fill('2-7-1 Marunouchi, Tokyo')
  await dialog.getByLabel('Bank code').fill('0005')
  await fitsThePhone(page)
  await dialog.getByRole('button', { name: 'Submit for review' }).click()
  const swift = dialog.getByLabel('SWIFT code')
  await expect(swift).toHaveAttribute('aria-invalid', 'true')
  await expect(swift).toHaveAccessibleDescription(/This value is not valid/)
  await expect(dialog.getByLabel('Account holder')).toHaveValue('SATO YUI')
  await swift.fill('botkjpjt')
  await dialog.getByRole('button', { name: 'Submit for review' }).click()
  await expect(dialog).toHaveCount(0)

  const change = page.getByTestId('account-change')
  await expect(change).toContainText('Waiting for review')
  await expect(change).toContainText('BOTKJPJT')
  await fitsThePhone(page)

  await consoleCmd('settle', 'account-review', mobile, 'reject', '--country', '81', '--reason', 'The holder must be the host')
  await page.reload()
  await expect(change).toContainText('Rejected by the platform')
  await expect(change).toContainText('The holder must be the host')
  await page.screenshot({ path: test.info().outputPath('foreign-account-rejected-en-390.png'), fullPage: true })
  await change.getByRole('button', { name: 'Submit again' }).click()
  await expect(dialog.getByLabel('SWIFT code')).toHaveValue('BOTKJPJT')
  await dialog.getByLabel('Account holder').fill('Sato Stays KK')
  await dialog.getByRole('button', { name: 'Submit for review' }).click()
  await expect(change).toContainText('Waiting for review')

  await consoleCmd('settle', 'account-review', mobile, 'approve', '--country', '81')
  await page.reload()
  await expect(change).toHaveCount(0)
  await expect(card).toContainText('Sato Stays KK')
  await expect(card).toContainText('Statements are paid to this account')
  await fitsThePhone(page)
  await page.screenshot({ path: test.info().outputPath('foreign-account-approved-en-390.png'), fullPage: true })
})

test('in Chinese, a bad SWIFT code is said next to its field, and the host withdraws a waiting change (390 px)', async ({ page }) => {
  test.setTimeout(120_000)
  await overseasHost(page)
  await page.goto('/settle/detail')
  const card = page.getByTestId('settlement-destination')
  await card.getByRole('button', { name: '添加银行账户' }).click()
  const dialog = page.getByRole('dialog', { name: '结算单收款银行账户' })
  await dialog.getByRole('combobox', { name: '币种', exact: true }).click()
  await page.getByRole('option', { name: 'RMB' }).click()
  await dialog.getByLabel('开户名').fill('佐藤结衣')
  await dialog.getByLabel('银行账号').fill('GB33BUKB20201555555555')
  await dialog.getByLabel('收款银行').fill('Barclays Bank')
  await dialog.getByLabel('SWIFT 代码').fill('BUKBGB22XX')
  await dialog.getByLabel('银行地址').fill('1 Churchill Place, London')
  await dialog.getByLabel('银行代码').fill('20-15-55')
  await dialog.getByRole('button', { name: '提交审核' }).click()
  await expect(dialog.getByLabel('SWIFT 代码')).toHaveAccessibleDescription(/输入内容无效/)
  await expect(dialog.getByLabel('开户名')).toHaveValue('佐藤结衣')
  await fitsThePhone(page)
  await dialog.getByLabel('SWIFT 代码').fill('BUKBGB22XXX')
  await dialog.getByRole('button', { name: '提交审核' }).click()
  const change = page.getByTestId('account-change')
  await expect(change).toContainText('待审核')
  await change.getByRole('button', { name: '撤回变更' }).click()
  await expect(change).toHaveCount(0)
  await expect(card).toContainText('您还没有登记的银行账户')
})
