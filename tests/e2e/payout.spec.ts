import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { jpegFile } from './support/images'

/** A fresh mainland host on the merchant white list (the demo host's accounts are the wallet spec's). */
async function merchantHost(page: Page): Promise<string> {
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await consoleCmd('landlord', 'set', mobile, '--merchant-white', 'on')
  await signInByApi(page.context(), mobile, TEST_PASSWORD)
  return mobile
}

const field = (form: Locator, name: string) => form.locator(`[data-field="${name}"]`)

async function choose(page: Page, label: RegExp, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option }).first().click()
}

/** Uploads a scan into the n-th image field of the form and waits until it is registered. */
async function scan(form: Locator, index: number) {
  const uploaded = form.getByText('Uploaded', { exact: true })
  const before = await uploaded.count()
  await form.locator('input[type=file]').nth(index).setInputFiles(await jpegFile(`scan-${index}.jpg`, 1000, 630))
  await expect(uploaded).toHaveCount(before + 1)
}

/** The person, the bank and the password as a host types them (the scans are the caller's). */
async function fillPersonAndBank(page: Page, form: Locator, holder: string, phone: string) {
  await field(form, 'personName').fill('张明')
  await field(form, 'idNumber').fill('330106198001010013')
  const validity = field(form, 'idValidity')
  await validity.getByRole('radio', { name: 'Long-term' }).click()
  await validity.locator('input[type=date]').fill('2020-01-01')
  await choose(page, /^Bank/, /China Merchants Bank/)
  await choose(page, /^Province of the branch/, /Zhejiang/)
  await choose(page, /^City of the branch/, /Hangzhou/)
  await field(form, 'bankBranch').fill('杭州文三路支行')
  await field(form, 'cardNumber').fill('6214 8301 2345 6789')
  await field(form, 'holderName').fill(holder)
  await field(form, 'reservedPhone').fill(phone)
  await field(form, 'phoneCode').getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(/Code sent to \d{3}\*{4}\d{4}/).first()).toBeVisible()
  const code = /\b(\d{6})\b/.exec(await consoleCmd('codes', phone))?.[1]
  expect(code).toBeDefined()
  await field(form, 'phoneCode').getByRole('textbox').fill(code!)
  await field(form, 'withdrawPassword').fill('135790')
  await field(form, 'withdrawPasswordConfirm').fill('135790')
}

function accountIdOf(list: string, shortName: string): string {
  const line = list.split('\n').find((row) => row.includes(shortName))
  expect(line, list).toBeDefined()
  return line!.split(/\s+/)[0]!
}

test.describe('payout accounts (issue 15)', () => {
  test('a host adds a private account: bad values are told next to their fields, nothing is lost, staff approve the good one', async ({ page }) => {
    const mobile = await merchantHost(page)
    await page.goto('/settle/merchantlist')
    await expect(page.getByText('No payout account yet.')).toBeVisible()
    await page.getByRole('link', { name: 'Add a private account' }).click()
    const form = page.getByTestId('payout-form')
    await expect(page.getByRole('heading', { level: 1, name: 'Add a payout account' })).toBeVisible()

    // bad values first
    await field(form, 'email').fill('host@example')
    await field(form, 'idNumber').fill('330106198001010014')
    await field(form, 'reservedPhone').fill('1391234567')
    await field(form, 'withdrawPassword').fill('12345')
    await field(form, 'withdrawPasswordConfirm').fill('12346')
    await field(form, 'holderName').fill('李雷')
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await expect(page.getByTestId('payout-form-error')).toHaveText('Please complete the required fields')
    // the first field in error (the empty short name) has the focus
    await expect(field(form, 'shortName')).toBeFocused()
    const errorOf = async (name: string) => {
      const id = await field(form, name).getAttribute('aria-describedby')
      return page.locator(`[id="${id!.split(' ')[0]}"]`)
    }
    await expect(await errorOf('email')).toHaveText('Please enter a valid e-mail address')
    await expect(await errorOf('idNumber')).toHaveText('Please enter a valid ID card number')
    await expect(await errorOf('reservedPhone')).toHaveText('Enter the 11-digit mobile number the bank holds for this account')
    await expect(await errorOf('withdrawPassword')).toHaveText('The withdrawal password is 6 digits')
    await expect(await errorOf('withdrawPasswordConfirm')).toHaveText('The re-entered password does not match the withdrawal password')
    await expect(await errorOf('holderName')).toHaveText('A private account must be held by the person named above')
    await expect(form.getByText('Please read and agree first')).toBeVisible()
    // what was typed stays
    await expect(field(form, 'idNumber')).toHaveValue('330106198001010014')

    // then good ones
    await field(form, 'shortName').fill('断桥别院')
    await field(form, 'email').fill('zhangming@example.com')
    await form.getByRole('radio', { name: 'The platform' }).click()
    await scan(form, 0)
    await scan(form, 1)
    await fillPersonAndBank(page, form, '张明', freshMainlandMobile())

    // leaving asks first
    await page.getByRole('link', { name: 'Host Portal' }).first().click()
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await expect(leave).toBeVisible()
    await leave.getByRole('button', { name: 'Stay' }).click()
    await expect(page).toHaveURL(/merchantEdit/)

    // a draft, then the same draft again: nothing to save
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByText('Draft saved').first()).toBeVisible()
    await page.getByRole('button', { name: 'Save draft' }).click()
    await expect(page.getByTestId('payout-form-error')).toHaveText('Information unchanged, no need to save')

    await form.getByRole('checkbox', { name: /I have read and agree/ }).click()
    await page.getByRole('button', { name: 'Submit for review' }).click()
    const confirm = page.getByRole('dialog', { name: 'Submit this account?' })
    await expect(confirm.getByTestId('payout-confirm-summary')).toContainText('6214 8301 2345 6789')
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click()
    await expect(page).toHaveURL(/\/settle\/merchantlist$/)
    const account = page.getByTestId('payout-account')
    await expect(account).toHaveCount(1)
    await expect(account).toHaveAttribute('data-state', 'pendingReview')
    await expect(account).toContainText('China Merchants Bank ····6789')

    const id = accountIdOf(await consoleCmd('payout', 'list', mobile), '断桥别院')
    await consoleCmd('payout', 'approve', id)
    await page.reload()
    await expect(page.getByTestId('payout-account')).toHaveAttribute('data-state', 'approved')
    await expect(page.getByTestId('payout-account').getByRole('link', { name: 'Edit' })).toHaveCount(0)
    // the host's first approved account is its default (a withdrawal offers it first)
    await expect(page.getByTestId('payout-account').getByTestId('payout-default')).toHaveText('Default')
    await expect(page.getByTestId('payout-account').getByRole('button', { name: 'Make default' })).toHaveCount(0)
  })

  test('at phone width, a host adds a public account and confirms the bank\'s transfer after one wrong try', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const mobile = await merchantHost(page)
    await page.goto('/settle/merchantEdit?type=public')
    const form = page.getByTestId('payout-form')
    await expect(page.getByRole('heading', { level: 1, name: 'Add a payout account' })).toBeVisible()
    await field(form, 'shortName').fill('西湖民宿公司')
    await field(form, 'email').fill('finance@example.com')
    await form.getByRole('radio', { name: 'I do' }).click()
    await expect(form.getByText("You issue each invoice yourself within 4 days of the guest's request.")).toBeVisible()
    await field(form, 'companyName').fill('杭州西湖民宿管理有限公司')
    await field(form, 'registeredAddress').fill('杭州市西湖区龙井路 1 号')
    await field(form, 'creditCode').fill('91330106MA2B1234X5')
    const term = field(form, 'licenceValidity')
    await term.getByRole('radio', { name: 'Until a date' }).click()
    await term.locator('input[type=date]').first().fill('2018-05-01')
    await term.locator('input[type=date]').nth(1).fill('2038-04-30')
    await scan(form, 0)
    // the other licence type clears what was entered of this one, after a confirmation
    await form.getByRole('radio', { name: /Separate licence/ }).click()
    await page.getByRole('alertdialog', { name: 'Change the licence type?' }).getByRole('button', { name: 'Keep' }).click()
    await expect(field(form, 'creditCode')).toHaveValue('91330106MA2B1234X5')
    await scan(form, 1)
    await scan(form, 2)
    await fillPersonAndBank(page, form, '杭州西湖民宿管理有限公司', freshMainlandMobile())
    await form.getByRole('checkbox', { name: /I have read and agree/ }).click()
    await page.getByRole('button', { name: 'Submit for review' }).click()
    const confirm = page.getByRole('dialog', { name: 'Submit this account?' })
    await expect(confirm).toContainText(/The bank will send a small amount to the account, usually within about (3|30) minutes/)
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click()
    await expect(page).toHaveURL(/\/settle\/merchantlist$/)
    const account = page.getByTestId('payout-account')
    await expect(account).toHaveAttribute('data-state', 'verificationPending')

    // before the bank's transfer: the delayed-transfer popup
    await account.getByRole('button', { name: 'Confirm the transfer' }).click()
    await expect(page.getByTestId('transfer-delayed')).toContainText('The bank network is delayed')
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()

    const id = accountIdOf(await consoleCmd('payout', 'list', mobile), '西湖民宿公司')
    await consoleCmd('payout', 'transfer', id, '--amount', '0.42', '--serial', 'HZ42XY')
    await account.getByRole('button', { name: 'Confirm the transfer' }).click()
    const dialog = page.getByRole('dialog', { name: "Confirm the bank's transfer" })
    await expect(dialog.getByText('3 of 3 tries left.')).toBeVisible()
    await dialog.getByLabel('Amount received (yuan)').fill('0.24')
    await dialog.getByLabel('Authentication serial number').fill('HZ42XY')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog.getByText("The amount or the serial number does not match the bank's transfer")).toBeVisible()
    await expect(dialog.getByText('2 of 3 tries left.')).toBeVisible()
    await expect(dialog.getByLabel('Authentication serial number')).toHaveValue('HZ42XY')
    await dialog.getByLabel('Amount received (yuan)').fill('0.42')
    await dialog.getByRole('button', { name: 'Confirm' }).click()
    await expect(dialog).toBeHidden()
    await expect(account).toHaveAttribute('data-state', 'pendingReview')
  })
})
