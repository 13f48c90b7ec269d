import { expect, test } from '@playwright/test'
import { SignInPage, describedError } from './pages/sign-in-page'
import { WorkHomePage } from './pages/work-home-page'
import { latestCode } from './support/console'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

test.describe('signing in', () => {
  test('a new host signs up with an SMS code read from the console and lands on /complete', async ({ page }) => {
    const mobile = freshMainlandMobile()
    const signIn = new SignInPage(page)
    await signIn.open('/login')
    await signIn.mobile.fill(mobile)
    await signIn.sendCode.click()
    await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled()
    await signIn.code.fill(await latestCode(mobile))
    await signIn.submit('Log in or register')
    // the agreement is required before an account is created
    await expect(page.getByText('Please read and agree to the service agreement and the privacy policy')).toBeVisible()
    await signIn.agreement.check()
    await signIn.submit('Log in or register')
    await expect(page).toHaveURL(/\/complete$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your information' })).toBeVisible()
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['userId', 'sessId', 'xztoken']))
  })

  test('a host logs in with a password and returns to the page they wanted', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    const signIn = new SignInPage(page)
    await signIn.open('/login', '/work/index?from=mail')
    await signIn.chooseMethod('Password')
    await signIn.mobile.fill(mobile)
    await signIn.password.fill(TEST_PASSWORD)
    await signIn.submit('Log in')
    await expect(page).toHaveURL(/\/work\/index\?from=mail$/)
    await expect(new WorkHomePage(page).heading).toBeVisible()
  })

  test('a wrong password is refused with a message and the number typed stays', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    const signIn = new SignInPage(page)
    await signIn.open('/login')
    await signIn.chooseMethod('Password')
    await signIn.mobile.fill(mobile)
    await signIn.password.fill('Wrong@Pass1')
    await signIn.submit('Log in')
    await expect(page.getByText('The account or password is wrong')).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
    await expect(signIn.mobile).toHaveValue(mobile)
  })

  test('an invalid mobile number is explained next to the field and nothing is sent', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/uic/sms/send')) sent.push(request.url())
    })
    const signIn = new SignInPage(page)
    await signIn.open('/login')
    await signIn.mobile.fill('12345678901')
    await signIn.sendCode.click()
    await expect(signIn.mobile).toHaveAttribute('aria-invalid', 'true')
    await expect(await describedError(page, signIn.mobile)).toHaveText('Please enter a valid mobile number')
    expect(sent).toEqual([])
    // typing again clears the message
    await signIn.mobile.fill('1380000')
    await expect(signIn.mobile).not.toHaveAttribute('aria-invalid', 'true')
  })

  test('registering with a too-simple password shows the rule next to the password', async ({ page }) => {
    const mobile = freshMainlandMobile()
    const signIn = new SignInPage(page)
    await signIn.open('/register')
    await expect(signIn.heading).toHaveText('Register')
    await signIn.mobile.fill(mobile)
    await signIn.sendCode.click()
    await signIn.code.fill(await latestCode(mobile))
    await signIn.password.fill('password1')
    await signIn.agreement.check()
    await signIn.submit('Register')
    await expect(await describedError(page, signIn.password)).toContainText('The password is too simple')
    await expect(page).toHaveURL(/\/register/)
    // a good password then registers the host, who starts with the first steps
    await signIn.password.fill('Strong@2026')
    await signIn.submit('Register')
    await expect(page).toHaveURL(/\/complete$/)
  })

  test('a host finds their password by SMS and logs in with the new one', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    const signIn = new SignInPage(page)
    await signIn.open('/findPassword')
    await expect(signIn.heading).toHaveText('Find password')
    await signIn.mobile.fill(mobile)
    await signIn.sendCode.click()
    await signIn.code.fill(await latestCode(mobile))
    await signIn.password.fill('Renewed@2026')
    await signIn.submit('Reset password')
    await expect(page).toHaveURL(/\/login/)
    await expect(page.getByRole('tab', { name: 'Password', exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(signIn.mobile).toHaveValue(mobile)
    await signIn.password.fill(TEST_PASSWORD)
    await signIn.submit('Log in')
    await expect(page.getByText('The account or password is wrong')).toBeVisible()
    await signIn.password.fill('Renewed@2026')
    await signIn.submit('Log in')
    await new WorkHomePage(page).expectLoaded()
  })

  test('logging out clears the session and local state', async ({ page }) => {
    const mobile = freshMainlandMobile()
    await createLandlord(mobile)
    const signIn = new SignInPage(page)
    await signIn.loginWithPassword(mobile, TEST_PASSWORD)
    await new WorkHomePage(page).expectLoaded()
    await page.getByRole('button', { name: /Account menu of/ }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/$/)
    const names = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(names).not.toContain('xztoken')
    expect(names).not.toContain('sessId')
    expect(await page.evaluate(() => window.localStorage.getItem('country'))).toBeNull()
    await page.goto('/work/index')
    await expect(page).toHaveURL(/\/login\?redirect=/)
  })

  test('the country code is chosen with the keyboard: search, arrows, Enter', async ({ page }) => {
    const signIn = new SignInPage(page)
    await signIn.open('/login')
    const trigger = page.getByRole('button', { name: /Country or region code: \+86/ })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const search = page.getByRole('searchbox', { name: 'Search country or region' })
    await expect(search).toBeFocused()
    await search.fill('singa')
    // the host sees the match (the list comes from the server) before moving to it
    await expect(page.getByRole('option', { name: /\+65$/ })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('option', { name: /\+65$/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: /Country or region code: \+65/ })).toBeVisible()
    // the number is now checked against Singapore's numbering plan
    await signIn.mobile.fill('9123')
    await signIn.sendCode.click()
    await expect(await describedError(page, signIn.mobile)).toHaveText('Please enter a valid mobile number')
  })

  test('what the host typed survives the round trip to slide verification, the password does not', async ({ page }) => {
    const signIn = new SignInPage(page)
    await signIn.open('/login', '/order/orderList')
    await signIn.chooseMethod('Password')
    await signIn.chooseCountry('Japan', '81')
    await signIn.mobile.fill('9012345678')
    await signIn.password.fill('Typed@Secret1')
    // the slide page sends the host back to the same address with a one-use token
    await page.goto(`/login?redirect=${encodeURIComponent('/order/orderList')}&slideToken=returned-token`)
    await expect(page.getByText('Verification passed. Please send your request again.')).toBeVisible()
    await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2ForderList$/)
    await expect(page.getByRole('tab', { name: 'Password', exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('button', { name: /Country or region code: \+81/ })).toBeVisible()
    await expect(signIn.mobile).toHaveValue('9012345678')
    await expect(signIn.password).toHaveValue('')
    const stored = await page.evaluate(() => JSON.stringify(window.sessionStorage))
    expect(stored).not.toContain('Typed@Secret1')
  })
})
