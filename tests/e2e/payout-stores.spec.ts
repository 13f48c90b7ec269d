import { expect, test } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { hostCall } from './support/listing-api'
import { useEnglish } from './support/hosts'

/**
 * The demo hotel merchant (src/server/console/seed-hotels.ts, seed-wallet.ts): two of its hotels share an operating entity and
 * are linked to its approved company account, one has another entity, a draft has none.
 */
const HOTELIER = '13800000003'

test('the hotel merchant links two stores of one entity to a payout account, cannot tick one of another entity, and moves a store with a confirmation', async ({ page, context }) => {
  await useEnglish(page)
  const login = await signInByApi(context, HOTELIER, 'Demo@2026')
  const details = {
    accountType: 'public', shortName: `酒店结算${Date.now() % 10_000}`, email: 'finance@example.com', companyKind: 'enterprise', licenceType: 'unified',
    companyName: '杭州西湖酒店管理有限公司', registeredAddress: '杭州市西湖区北山街 8 号', creditCode: '91330106MA2B1234X5', registrationNumber: '',
    licenceValidity: { type: '', start: '', end: '' }, licencePhoto: '', orgCode: '', orgCodeValidity: { type: '', start: '', end: '' }, orgCodePhoto: '',
    taxNumber: '', taxPhoto: '', personName: '陈建国', idNumber: '', idValidity: { type: '', start: '', end: '' }, idFrontPhoto: '', idBackPhoto: '',
    bankName: '招商银行', bankBranch: '', bankProvince: '', bankCity: '', cardNumber: '', holderName: '', reservedPhone: '', invoiceProvider: '', agreementAccepted: false,
  }
  const first = (await hostCall(login, 'merchantSave', { details, submit: false })) as { id: string }
  const second = (await hostCall(login, 'merchantSave', { details: { ...details, shortName: `${details.shortName}B` }, submit: false })) as { id: string }

  await page.goto(`/settle/merchantlink?id=${first.id}`)
  await expect(page.getByTestId('link-account')).toContainText(details.shortName)
  const choice = (name: string) => page.getByTestId('store-choice').filter({ hasText: name })
  await choice('西湖边精品酒店').getByRole('checkbox').click()
  await choice('湖滨商务酒店').getByRole('checkbox').click()
  // another operating entity cannot join them; a draft without qualification never can
  await expect(choice('灵隐山居酒店').getByRole('checkbox')).toBeDisabled()
  await expect(choice('灵隐山居酒店')).toContainText('Another operating entity than the stores you ticked')
  await expect(choice('龙井茶园酒店').getByRole('checkbox')).toBeDisabled()
  // the demo's approved company account is paid by both: they move after a confirmation
  await expect(choice('西湖边精品酒店')).toContainText('Now paid to 西湖酒店管理: it moves here if ticked')
  await page.getByRole('button', { name: 'Save' }).click()
  const takeOver = page.getByRole('alertdialog', { name: 'Move these stores to this account?' })
  await expect(takeOver).toContainText('西湖边精品酒店')
  await expect(takeOver).toContainText('湖滨商务酒店')
  await takeOver.getByRole('button', { name: 'Move them' }).click()
  await expect(page).toHaveURL(/\/settle\/merchantlist$/)
  await expect(page.getByText('Stores linked').first()).toBeVisible()

  await page.goto('/settle/merchantStore')
  const overview = page.getByTestId('store-overview')
  await expect(overview.locator('li').filter({ hasText: '西湖边精品酒店' })).toContainText(`Paid to ${details.shortName}`)

  await page.goto(`/settle/merchantlink?id=${second.id}`)
  await expect(choice('湖滨商务酒店')).toContainText(`Now paid to ${details.shortName}: it moves here if ticked`)
  await choice('湖滨商务酒店').getByRole('checkbox').click()
  await page.getByRole('button', { name: 'Save' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Move these stores to this account?' })
  await expect(confirm).toContainText('湖滨商务酒店')
  await confirm.getByRole('button', { name: 'Move them' }).click()
  await expect(page).toHaveURL(/\/settle\/merchantlist$/)
  await page.goto('/settle/merchantStore')
  await expect(overview.locator('li').filter({ hasText: '湖滨商务酒店' })).toContainText(`Paid to ${details.shortName}B`)
  await expect(overview.locator('li').filter({ hasText: '西湖边精品酒店' })).toContainText(`Paid to ${details.shortName}`)
})

test('opened without an account, the store linking asks which payout account the stores are paid to', async ({ page, context }) => {
  await useEnglish(page)
  await signInByApi(context, HOTELIER, 'Demo@2026')
  await page.goto('/settle/merchantlink')
  const chooser = page.getByTestId('link-choose-account')
  await expect(chooser.getByRole('heading', { name: 'Choose the payout account the stores are paid to' })).toBeVisible()
  // no store list that would be saved to no account
  await expect(page.getByTestId('store-choice')).toHaveCount(0)
  await chooser.getByRole('link', { name: /西湖酒店管理/ }).first().click()
  await expect(page).toHaveURL(/\/settle\/merchantlink\?id=/)
  await expect(page.getByTestId('link-account')).toContainText('西湖酒店管理')
  await expect(page.getByTestId('store-choice').first()).toBeVisible()
})
