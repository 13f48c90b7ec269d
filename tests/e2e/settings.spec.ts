import { expect, test, type Page } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { unitToday } from '../../src/domain/calendar/zones'
import { signInByApi } from './support/api-session'
import { seedCalendarUnits } from './support/calendar-units'
import { consoleCmd, latestCode } from './support/console'
import { createLandlord, freshJapanMobile, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'
import { jpegFile } from './support/images'
import { cutNetwork, restoreNetwork } from './support/network'
import { ShellPage } from './pages/shell-page'

/**
 * Issue 18's settings and home as a host meets them: personal information (nickname, avatar,
 * alternate contact, the phone changed with codes to the old and the new number, an e-mail bound
 * with a code, a social account unbound), the alerts page, the home's cards whose counts match the
 * pages they open, and every navigation entry of a mainland and an overseas host opening a page.
 */

const GUEST_ID = '11010519491231002X'

test('personal information: nickname, avatar, alternate contact, phone and e-mail with codes, a social account unbound', async ({ page, context }) => {
  test.setTimeout(150_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await signInByApi(context, mobile, TEST_PASSWORD)
  await consoleCmd('social', 'bind', mobile, '--provider', 'wechat', '--name', 'Li on WeChat')

  // the account menu leads to it
  await new ShellPage(page).open('/work/index')
  const menu = await new ShellPage(page).openAccountMenu()
  await menu.getByRole('menuitem', { name: 'Personal information' }).click()
  await expect(page).toHaveURL(/\/setting\/userinfo$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible()

  // a nickname with an emoji is refused next to the field and the text stays
  const basic = page.getByRole('form', { name: 'Basic information' })
  const nickname = basic.getByRole('textbox', { name: 'Nickname' })
  await nickname.fill('Li 🏠')
  await basic.getByRole('button', { name: 'Save' }).click()
  await expect(basic.getByText('Emoticons are not allowed')).toBeVisible()
  await expect(nickname).toHaveValue('Li 🏠')
  // an alternate contact needs a number too
  await nickname.fill('Li Na')
  await basic.getByRole('textbox', { name: 'Contact name' }).fill('Wang Fang')
  await basic.getByRole('button', { name: 'Save' }).click()
  await expect(basic.getByRole('alert')).toHaveCount(1)
  await basic.getByRole('textbox', { name: 'Contact mobile number' }).fill('139 0000 2222')
  // the avatar is picked while the connection is gone: it waits and uploads by itself when it is back
  await cutNetwork(context)
  await basic.locator('input[type=file]').setInputFiles(await jpegFile('me.jpg', 600, 600))
  await expect(basic.getByTestId('upload-waiting')).toBeVisible()
  await restoreNetwork(context)
  await expect(basic.getByText('Uploaded', { exact: true })).toBeVisible()
  await basic.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Personal information saved').first()).toBeVisible()
  await expect(page.getByTestId('profile-avatar')).toBeVisible()
  // the header shows the new nickname (a host without a verified real name)
  await expect(page.getByRole('button', { name: 'Account menu of Li Na' })).toBeVisible()
  await page.reload()
  await expect(basic.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Wang Fang')
  await expect(basic.getByRole('textbox', { name: 'Contact mobile number' })).toHaveValue('13900002222')

  // the phone: a code to the old number, the new number and its code; a wrong old code is refused
  const newMobile = freshMainlandMobile()
  await page.getByTestId('profile-mobile').locator('..').getByRole('button', { name: 'Change' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change mobile number' })
  await dialog.getByRole('button', { name: 'Change number' }).click()
  await expect(dialog.getByText('Enter the old-phone code')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send code' }).first().click()
  await expect(dialog.getByRole('button', { name: /Resend in/ }).first()).toBeVisible()
  const oldCode = await latestCode(mobile)
  await dialog.getByRole('textbox', { name: 'New mobile number' }).fill(newMobile)
  await dialog.getByRole('button', { name: 'Send code' }).click()
  await expect(dialog.getByRole('button', { name: /Resend in/ })).toHaveCount(2)
  const newCode = await latestCode(newMobile)
  await dialog.getByRole('textbox', { name: 'Code sent to the current number' }).fill(oldCode === '111111' ? '222222' : '111111')
  await dialog.getByRole('textbox', { name: 'Code sent to the new number' }).fill(newCode)
  await dialog.getByRole('button', { name: 'Change number' }).click()
  await expect(dialog.getByText('The verification code is wrong')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Code sent to the current number' }).fill(oldCode)
  await dialog.getByRole('button', { name: 'Change number' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('profile-mobile')).toHaveText(`+86 ${newMobile}`)

  // the e-mail: a code sent to it
  const email = `host-${newMobile}@example.com`
  const emailForm = page.getByRole('form', { name: 'E-mail address' })
  await emailForm.getByRole('textbox', { name: 'E-mail address' }).fill('not-an-address')
  await emailForm.getByRole('button', { name: 'Send code' }).click()
  await expect(emailForm.getByRole('alert')).toBeVisible()
  await emailForm.getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await emailForm.getByRole('button', { name: 'Send code' }).click()
  await expect(emailForm.getByRole('button', { name: /Resend in/ })).toBeVisible()
  await emailForm.getByRole('textbox', { name: 'Code sent to this address' }).fill(await latestCode(email))
  await emailForm.getByRole('button', { name: 'Save e-mail address' }).click()
  await expect(page.getByTestId('profile-email')).toHaveText(email)

  // the social account bound at sign-in is unbound after a confirmation
  const wechat = page.locator('[data-social=wechat]')
  await expect(wechat).toContainText('Bound as Li on WeChat')
  await wechat.getByRole('button', { name: 'Unbind WeChat' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unbind' }).click()
  await expect(wechat).toHaveAttribute('data-bound', 'false')
  expect(await consoleCmd('social', 'list', newMobile)).toContain('no social account bound')

  // the new number signs in; the old one is no account any more
  await context.clearCookies()
  await signInByApi(context, newMobile, TEST_PASSWORD)
  await expect(signInByApi(context, mobile, TEST_PASSWORD)).rejects.toThrow()
  await page.screenshot({ path: test.info().outputPath('userinfo-en.png'), fullPage: true })
})

test('an overseas host in Chinese at phone width: passport and selfie, the alerts page', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('lang', 'zh'))
  const mobile = freshJapanMobile()
  await createLandlord(mobile, { country: '81', overseas: true })
  const login = await signInByApi(context, mobile, TEST_PASSWORD, '81')
  const upload = async (name: string) => (await hostCall(login, 'imageUpload', { dir: 'realname' }, new File([new Uint8Array((await jpegFile(name, 900, 700)).buffer)], name, { type: 'image/jpeg' }))) as { url: string; width: number; height: number }
  const passport = await upload('passport.jpg')
  const selfie = await upload('selfie.jpg')
  await hostCall(login, 'realNameSubmitOverseas', {
    landlordID: login.userId, landlordIdentity: 'overseas', passportNo: 'TK7654321',
    passportInfo: { url: passport.url, width: passport.width, height: passport.height }, selfInfo: { url: selfie.url, width: selfie.width, height: selfie.height },
  })
  await page.goto('/setting/userinfo')
  await expect(page.getByRole('heading', { level: 1, name: '个人信息' })).toBeVisible()
  await expect(page.getByTestId('profile-realname-state')).toContainText('审核中')
  await expect(page.getByText('TK*****21')).toBeVisible()
  await expect(page.getByRole('img', { name: '护照照片' })).toBeVisible()
  await expect(page.getByRole('img', { name: '自拍照' })).toBeVisible()
  // overseas hosts see the international sign-ins
  await expect(page.locator('[data-social]')).toHaveCount(3)
  await expect(page.locator('[data-social=google]')).toContainText('未绑定')
  await page.screenshot({ path: test.info().outputPath('userinfo-zh-390.png'), fullPage: true })

  await page.goto('/setting/videoManage')
  await expect(page.getByRole('heading', { level: 1, name: '提醒与提示音' })).toBeVisible()
  const newOrders = page.getByRole('switch', { name: '新订单提示音' })
  await expect(newOrders).toBeVisible()
  const was = await newOrders.getAttribute('aria-checked')
  await newOrders.click()
  await expect(newOrders).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true')
  await page.reload()
  await expect(page.getByRole('switch', { name: '新订单提示音' })).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true')
  await page.screenshot({ path: test.info().outputPath('alerts-zh-390.png'), fullPage: true })
  await context.close()
})

test("the home's cards count what the pages they open list", async ({ page, context }) => {
  test.setTimeout(150_000)
  await useEnglish(page)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  const [unitId, otherId] = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, [{ title: 'Lotus room', similarUnits: 3 }, { title: 'Pine room', similarUnits: 2 }])
  const login = await signInByApi(context, mobile, TEST_PASSWORD)
  const today = unitToday('CHN', Date.now())
  const book = async (luId: string, night: string) => /booked (\w+)/.exec(await consoleCmd('order', 'book', mobile, luId.slice(3), night, '1'))![1]!
  // two orders waiting, one paid arrival today, one ended stay reviewed, a penalty in force, a message
  await book(unitId!, addDays(today, 10))
  await book(otherId!, addDays(today, 12))
  const arriving = await book(unitId!, today)
  await hostCall(login, 'orderConfirm', { orderNo: arriving })
  await consoleCmd('order', 'pay', arriving)
  const stayed = await book(otherId!, today)
  await hostCall(login, 'orderConfirm', { orderNo: stayed })
  await consoleCmd('order', 'pay', stayed)
  await hostCall(login, 'orderCheckIn', { orderNo: stayed, credentialNo: GUEST_ID })
  await consoleCmd('order', 'check-out', stayed)
  await consoleCmd('review', 'write', stayed, '--scores', '5,5,4,5,4', '--text', 'Quiet room, kind host.')
  await consoleCmd('penalty', 'issue', mobile, '--method', 'demotion', '--days', '5', '--type', 'guestComplaint')

  await page.goto('/work/index')
  const card = (key: string) => page.locator(`[data-glance=${key}]`)
  const value = async (key: string) => (await card(key).locator('[data-glance-value]').innerText()).trim()
  await expect(card('waiting').locator('[data-glance-value]')).toHaveText('2')
  expect(await value('listings')).toBe('2')
  expect(await value('checkIns')).toBe('1')
  expect(await value('reviews')).toBe('1')
  expect(await value('penalties')).toBe('1')
  const unread = await value('messages')
  expect(Number(unread)).toBeGreaterThan(0)

  const openCard = async (key: string) => {
    await page.goto('/work/index')
    await card(key).click()
  }
  await openCard('waiting')
  await expect(page).toHaveURL(/\/order\/orderList\?group=waitConfirm/)
  await expect(page.locator('[data-group=waitConfirm]')).toContainText('2')
  await expect(page.locator('[data-testid=order-row], li:has(a[href*="houseDetail"])').first()).toBeVisible()
  await openCard('checkIns')
  await expect(page).toHaveURL(new RegExp(`group=waitCheckIn.*from=${today}`))
  await expect(page.getByRole('link', { name: /Lotus room/ })).toHaveCount(1)
  await expect(page.locator('[data-group=waitCheckIn]')).toContainText('1')
  await openCard('reviews')
  await expect(page).toHaveURL(/\/order\/comment\?state=awaitingFeedback/)
  await expect(page.getByRole('button', { name: 'Awaiting your reply (1)' })).toBeVisible()
  await openCard('penalties')
  await expect(page).toHaveURL(/\/risk\/record\?state=inPunishment/)
  await expect(page.getByRole('button', { name: 'In punishment (1)' })).toBeVisible()
  await openCard('messages')
  await expect(page).toHaveURL(/\/setting\/systemMessage\?remindType=unread/)
  await expect(page.getByText(`Unread (${unread})`)).toBeVisible()
  await openCard('listings')
  await expect(page).toHaveURL(/\/house\/houseInfo\?group=online/)
  await expect(page.locator('[data-group=online]')).toContainText('2')
  await expect(page.getByRole('main').getByText('Lotus room').first()).toBeVisible()
  await expect(page.getByRole('main').getByText('Pine room').first()).toBeVisible()

  // the check-in picker offers the date window: a date 3 days back is refused next to the field
  await page.goto('/order/orderList')
  const from = page.getByLabel('From')
  await expect(from).toHaveAttribute('min', addDays(today, -2))
  await expect(from).toHaveAttribute('max', addDays(today, 179))
  await from.fill(addDays(today, -3))
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByText('Choose a date from 2 days ago to 179 days ahead')).toBeVisible()
  await expect(page).not.toHaveURL(/from=/)
})

/** Every entry of the header, the account menu, the floating panel and the tab bar opens a page, never /404. */
async function walkEntries(page: Page): Promise<string[]> {
  const hrefs = new Set<string>()
  const collect = async (scope: ReturnType<Page['locator']>) => {
    for (const href of await scope.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))) hrefs.add(href)
  }
  const shell = new ShellPage(page)
  await shell.open('/work/index')
  const menu = await shell.openAccountMenu()
  // the money entries wait for the merchant checks
  await expect(menu.getByRole('menuitem', { name: 'Personal information' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Settlement statements' })).toBeVisible()
  await collect(menu)
  await page.keyboard.press('Escape')
  // a mainland host has the navigation dropdown; an overseas host has its entries in the account menu
  if (await shell.navigationMenu.isVisible()) {
    await shell.navigationMenu.click()
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible()
    await collect(page.getByRole('menu'))
    await page.keyboard.press('Escape')
  }
  await collect(page.locator('[data-testid=floating-panel], aside'))
  await collect(page.locator('[data-glance]').locator('..').locator('..'))
  const visited: string[] = []
  for (const href of hrefs) {
    await page.goto(href)
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible()
    expect(new URL(page.url()).pathname, href).not.toBe('/404')
    visited.push(href)
  }
  return visited
}

test('every navigation entry opens a page for a mainland and an overseas host', async ({ browser }) => {
  test.setTimeout(180_000)
  for (const [mobile, country, overseas] of [[freshMainlandMobile(), '86', false], [freshJapanMobile(), '81', true]] as const) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await useEnglish(page)
    await createLandlord(mobile, { country, overseas })
    await consoleCmd('landlord', 'set', mobile, '--country', country, '--merchant-white', 'on')
    await signInByApi(context, mobile, TEST_PASSWORD, country)
    const visited = await walkEntries(page)
    // the settings and the money pages are among them for both
    for (const path of ['/setting/userinfo', '/setting/videoManage', '/settle/detail', '/order/orderList']) expect(visited, `${mobile}: ${path}`).toContain(path)
    await context.close()
  }
})
