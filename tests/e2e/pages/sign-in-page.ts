import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** The one sign-in page behind /login, /register and /findPassword (English texts). */
export class SignInPage {
  readonly page: Page
  readonly heading: Locator
  readonly mobile: Locator
  readonly code: Locator
  readonly password: Locator
  readonly email: Locator
  readonly agreement: Locator
  readonly sendCode: Locator

  constructor(page: Page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1 })
    this.mobile = page.getByLabel('Mobile number', { exact: true })
    this.code = page.getByRole('textbox', { name: /Verification code|Code from the e-mail/ })
    this.password = page.getByRole('textbox', { name: /^(Password|Set a password|New password)$/ })
    this.email = page.getByLabel('E-mail address', { exact: true })
    this.agreement = page.getByRole('checkbox', { name: /I have read and agree/ })
    this.sendCode = page.getByRole('button', { name: 'Send code' })
  }

  async open(path: '/login' | '/register' | '/findPassword' = '/login', redirect?: string) {
    await this.page.goto(redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path)
    await expect(this.heading).toBeVisible()
  }

  async chooseMethod(name: 'Code by SMS' | 'Password' | 'By SMS' | 'By e-mail') {
    await this.page.getByRole('tab', { name, exact: true }).click()
  }

  /** Picks a dial code in the country picker by searching for it. */
  async chooseCountry(search: string, dialCode: string) {
    await this.page.getByRole('button', { name: /Country or region code/ }).click()
    await this.page.getByRole('searchbox', { name: 'Search country or region' }).fill(search)
    await this.page.getByRole('option', { name: new RegExp(`\\+${dialCode}$`) }).first().click()
    await expect(this.page.getByRole('button', { name: new RegExp(`\\+${dialCode}`) })).toBeVisible()
  }

  async submit(name: 'Log in' | 'Log in or register' | 'Register' | 'Reset password') {
    await this.page.getByRole('button', { name, exact: true }).click()
  }

  /** The error message tied to a field by aria-describedby. */
  async errorOf(field: Locator): Promise<Locator> {
    return describedError(this.page, field)
  }

  async loginWithPassword(mobile: string, password: string, country?: { search: string; code: string }) {
    await this.open('/login')
    await this.chooseMethod('Password')
    if (country) await this.chooseCountry(country.search, country.code)
    await this.mobile.fill(mobile)
    await this.password.fill(password)
    await this.submit('Log in')
  }
}

/** The element named by a field's aria-describedby whose id ends in "-error". */
export async function describedError(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/)
  const errorId = ids.find((id) => id.endsWith('-error'))
  if (!errorId) throw new Error('the field names no error element')
  return page.locator(`[id="${errorId}"]`)
}
