import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** The host home at /work/index and the profile dialogs it opens. */
export class WorkHomePage {
  readonly page: Page
  readonly heading: Locator
  readonly realNameCard: Locator
  readonly dialog: Locator

  constructor(page: Page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Host home' })
    this.realNameCard = page.locator('[data-card="realName"]')
    this.dialog = page.getByRole('dialog')
  }

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/work\/index$/)
    await expect(this.heading).toBeVisible()
  }

  todo(id: 'realName' | 'city' | 'firstListing'): Locator {
    return this.page.locator(`[data-todo="${id}"]`)
  }

  async openRealName() {
    await this.realNameCard.getByRole('button', { name: /Verify now|Try again/ }).click()
    await expect(this.dialog).toBeVisible()
  }

  async openCityChoice() {
    await this.todo('city').getByRole('button', { name: 'Choose city' }).click()
    await expect(this.dialog).toBeVisible()
  }
}

/** The real-name form (in its dialog or on /complete). */
export class RealNameFormPart {
  readonly root: Locator
  readonly realName: Locator
  readonly idCardNo: Locator
  readonly passportNo: Locator
  readonly submit: Locator

  constructor(root: Locator) {
    this.root = root
    this.realName = root.getByLabel('Real name', { exact: true })
    this.idCardNo = root.getByLabel('ID card number', { exact: true })
    this.passportNo = root.getByLabel('Passport number', { exact: true })
    this.submit = root.getByRole('button', { name: 'Submit verification' })
  }

  /** Uploads an image through the picker with this label and waits until it is finished. */
  async upload(label: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.fileInput(label).setInputFiles(file)
    await expect(this.picker(label).getByText('Uploaded', { exact: true })).toBeVisible()
  }

  /** One image picker (a labelled group) of the form. */
  picker(label: string): Locator {
    return this.root.getByRole('group', { name: label, exact: true })
  }

  fileInput(label: string): Locator {
    return this.picker(label).getByRole('button', { name: label, exact: true })
  }
}

/** The become-landlord city chooser. */
export class CityChooserPart {
  readonly root: Locator
  readonly confirm: Locator

  constructor(root: Locator) {
    this.root = root
    this.confirm = root.getByRole('button', { name: 'Confirm' })
  }

  async choose(label: 'Province' | 'City' | 'District (optional)', option: string) {
    await this.root.getByRole('combobox', { name: label }).click()
    await this.root.page().getByRole('option', { name: option, exact: true }).click()
  }
}
