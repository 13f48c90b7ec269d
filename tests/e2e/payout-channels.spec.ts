import { expect, test, type Locator, type Page } from '@playwright/test'
import { signInByApi } from './support/api-session'
import { consoleCmd } from './support/console'
import { freshMainlandMobile, useEnglish } from './support/hosts'

/**
 * Issue 35 item 3 on a phone (390 px), in English and Chinese: the demo host adds WeChat to its
 * approved private account by a QR code (the test plays WeChat through the console: scanned,
 * refused, authorised in another name, authorised) and checks Alipay accounts (no such account,
 * another name, matched); the wallet's withdrawal then offers them beside the bank card.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const DEMO = { mobile: '13800000001', password: 'Demo@2026', name: '张明' }

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
}

/** The whole page; an open list (a Select's options) only as the phone shows it. */
const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage })

/** The approved private account's card (the demo's 西湖小院). */
function approvedPrivate(page: Page): Locator {
  return page.getByTestId('payout-account').filter({ has: page.getByTestId('payout-channels') }).first()
}

async function ticketOf(dialog: Locator): Promise<string> {
  const ticket = (await dialog.getByTestId('wechat-ticket').innerText()).trim()
  expect(ticket).not.toBe('')
  return ticket
}

test('English: WeChat by QR code (refused for the name, a new code, authorised) and the Alipay check; the wallet offers them', async ({ page, context }) => {
  test.setTimeout(180_000)
  await useEnglish(page)
  await signInByApi(context, DEMO.mobile, DEMO.password)
  await page.goto('/settle/merchantlist')
  const card = approvedPrivate(page)
  // the seed's WeChat is there already
  await expect(card.getByTestId('channel-wechat')).toHaveAttribute('data-bound', 'yes')
  await expect(card.getByTestId('channel-wechat')).toContainText('oDem****2026')
  await fitsThePhone(page)
  await shot(page, 'channels-list-en-390')

  await card.getByTestId('channel-wechat').getByRole('button', { name: 'Change' }).click()
  const dialog = page.getByRole('dialog', { name: /^Add WeChat to/ })
  const auth = dialog.getByTestId('wechat-auth')
  await expect(auth).toHaveAttribute('data-state', 'waiting')
  await expect(dialog.getByRole('img', { name: 'WeChat authorisation code' })).toBeVisible()
  await expect(dialog.getByText('Waiting for you to scan the code with WeChat…')).toBeVisible()
  await fitsThePhone(page)
  await shot(page, 'wechat-waiting-en-390')

  const first = await ticketOf(dialog)
  await consoleCmd('settle', 'wechat-scan', first)
  await expect(auth).toHaveAttribute('data-state', 'scanned')
  await expect(dialog.getByText('Scanned. Confirm the authorisation in WeChat on your phone.')).toBeVisible()
  await shot(page, 'wechat-scanned-en-390')

  // authorised in WeChat in another name than the host's verified one: refused, said why
  await consoleCmd('settle', 'wechat-authorize', first, '--name', '王五')
  await expect(auth).toHaveAttribute('data-state', 'refused')
  await expect(dialog.getByText('Refused: this WeChat is in the name 王五, not your verified real name. Only your own WeChat can receive your income.')).toBeVisible()
  await fitsThePhone(page)
  await shot(page, 'wechat-refused-name-en-390')

  await dialog.getByRole('button', { name: 'New code' }).click()
  await expect(auth).toHaveAttribute('data-state', 'waiting')
  const second = await ticketOf(dialog)
  expect(second).not.toBe(first)
  await consoleCmd('settle', 'wechat-scan', second)
  await consoleCmd('settle', 'wechat-authorize', second, '--name', DEMO.name, '--openid', 'oE2eEnglishWalkOpenid00007Qx')
  await expect(auth).toHaveAttribute('data-state', 'authorised')
  await expect(dialog.getByText(`Authorised: WeChat ${DEMO.name} (oE2e****07Qx) now receives withdrawals to this account.`)).toBeVisible()
  await shot(page, 'wechat-authorised-en-390')
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(card.getByTestId('channel-wechat')).toContainText('oE2e****07Qx')

  // Alipay: the console registers what Alipay knows
  const mine = freshMainlandMobile()
  const someoneElses = freshMainlandMobile()
  await consoleCmd('settle', 'alipay-account', mine, DEMO.name)
  await consoleCmd('settle', 'alipay-account', someoneElses, '赵六')
  await card.getByTestId('channel-alipay').getByRole('button', { name: /^(Add Alipay|Change)$/ }).click()
  const alipay = page.getByRole('dialog', { name: /^Add Alipay to/ })
  const account = alipay.getByLabel('Alipay account (mobile or e-mail)')
  const name = alipay.getByLabel("Account holder's real name")
  await account.fill(freshMainlandMobile())
  await name.fill(DEMO.name)
  await alipay.getByRole('button', { name: 'Check and add' }).click()
  await expect(alipay.getByText('Alipay has no account with this mobile number or e-mail address')).toBeVisible()
  await expect(name).toHaveValue(DEMO.name)
  await fitsThePhone(page)
  await shot(page, 'alipay-missing-en-390')
  await account.fill(someoneElses)
  await alipay.getByRole('button', { name: 'Check and add' }).click()
  await expect(alipay.getByText('Alipay says this account is held in another name: check the account, it must be your own')).toBeVisible()
  await shot(page, 'alipay-mismatch-en-390')
  await account.fill(mine)
  await alipay.getByRole('button', { name: 'Check and add' }).click()
  await expect(alipay).toBeHidden()
  const masked = `${mine.slice(0, 3)}****${mine.slice(-4)}`
  await expect(card.getByTestId('channel-alipay')).toContainText(masked)
  await fitsThePhone(page)
  await shot(page, 'channels-added-en-390')

  // the wallet's withdrawal offers the bank card, the WeChat and the Alipay of the account
  await page.goto('/setting/unionpayWallet')
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
  const withdraw = page.getByRole('dialog', { name: 'Withdraw to your bank' })
  // the wallet's agreement first, unless accepted already (decision 0082)
  const step = withdraw.getByTestId('wallet-agreement-step')
  await expect(step.or(withdraw.getByTestId('withdraw-form'))).toBeVisible()
  if (await step.isVisible()) {
    await step.getByRole('checkbox').click()
    await step.getByRole('button', { name: 'Accept and continue' }).click()
  }
  await withdraw.getByRole('combobox', { name: 'To the account' }).click()
  await expect(page.getByRole('option', { name: /WeChat 张明 oE2e\*\*\*\*07Qx/ })).toBeVisible()
  await expect(page.getByRole('option', { name: new RegExp(`Alipay 张明 ${masked.replace(/\*/g, '\\*')}`) })).toBeVisible()
  await shot(page, 'withdraw-choices-en-390', false)
})

test('Chinese: refused in WeChat, a new code, authorised; an Alipay account that does not exist, then one that matches', async ({ page, context }) => {
  test.setTimeout(180_000)
  await page.addInitScript(() => window.localStorage.setItem('lang', 'zh'))
  await signInByApi(context, DEMO.mobile, DEMO.password)
  await page.goto('/settle/merchantlist')
  const card = approvedPrivate(page)
  await expect(card.getByText('此账户的提现也可转入')).toBeVisible()
  await card.getByTestId('channel-wechat').getByRole('button').last().click()
  const dialog = page.getByRole('dialog', { name: /^为.+添加微信$/ })
  const auth = dialog.getByTestId('wechat-auth')
  await expect(auth).toHaveAttribute('data-state', 'waiting')
  await expect(dialog.getByText('等待微信扫码…')).toBeVisible()
  await fitsThePhone(page)
  await shot(page, 'wechat-waiting-zh-390')

  const first = await ticketOf(dialog)
  await consoleCmd('settle', 'wechat-scan', first)
  await expect(dialog.getByText('已扫码，请在手机微信中确认授权。')).toBeVisible()
  await consoleCmd('settle', 'wechat-authorize', first, '--refuse')
  await expect(auth).toHaveAttribute('data-state', 'refused')
  await expect(dialog.getByText('您已在微信中拒绝授权。')).toBeVisible()
  await shot(page, 'wechat-refused-zh-390')

  await dialog.getByRole('button', { name: '刷新二维码' }).click()
  await expect(auth).toHaveAttribute('data-state', 'waiting')
  const second = await ticketOf(dialog)
  await consoleCmd('settle', 'wechat-authorize', second, '--name', DEMO.name, '--openid', 'oE2eChineseWalkOpenid0008Zh1')
  await expect(auth).toHaveAttribute('data-state', 'authorised')
  await expect(dialog.getByText(`授权成功：微信 ${DEMO.name}（oE2e****8Zh1）现可接收此账户的提现。`)).toBeVisible()
  await fitsThePhone(page)
  await shot(page, 'wechat-authorised-zh-390')
  await dialog.getByRole('button', { name: '已完成' }).click()
  await expect(dialog).toBeHidden()
  await expect(card.getByTestId('channel-wechat')).toContainText('oE2e****8Zh1')

  const mine = `e2e.${Date.now()}@example.com`
  await consoleCmd('settle', 'alipay-account', mine, DEMO.name)
  await card.getByTestId('channel-alipay').getByRole('button').last().click()
  const alipay = page.getByRole('dialog', { name: /^为.+添加支付宝$/ })
  await alipay.getByLabel('支付宝账号（手机号或邮箱）').fill(`x${mine}`)
  await alipay.getByLabel('账户持有人真实姓名').fill(DEMO.name)
  await alipay.getByRole('button', { name: '核验并添加' }).click()
  await expect(alipay.getByText('支付宝账号不存在：没有使用此手机号或邮箱的支付宝账号')).toBeVisible()
  await fitsThePhone(page)
  await shot(page, 'alipay-missing-zh-390')
  await alipay.getByLabel('支付宝账号（手机号或邮箱）').fill(mine)
  await alipay.getByRole('button', { name: '核验并添加' }).click()
  await expect(alipay).toBeHidden()
  await expect(card.getByTestId('channel-alipay')).toContainText(`e***@example.com`)
  await fitsThePhone(page)
  await shot(page, 'channels-added-zh-390')
})
