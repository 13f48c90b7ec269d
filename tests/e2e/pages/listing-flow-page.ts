import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** The B&B publishing flow: /select-house-type, /house-publish/* and its step forms. */
export class ListingFlowPage {
  readonly page: Page
  readonly steps: Locator
  readonly saveAndContinue: Locator
  readonly pending: Locator

  constructor(page: Page) {
    this.page = page
    this.steps = page.getByRole('navigation', { name: 'Steps of the listing' })
    this.saveAndContinue = page.getByRole('button', { name: 'Save and continue' })
    this.pending = page.getByTestId('step-pending')
  }

  /** Chooses the rental and building type on /select-house-type and goes to the address step. */
  async startListing(rental: string, building: string) {
    await this.page.getByRole('radio', { name: rental, exact: true }).click()
    await this.choose('Building type', building)
    await this.page.getByRole('button', { name: 'Next' }).click()
    await expect(this.page).toHaveURL(/\/house-publish\/house-address\?/)
  }

  async choose(label: string, option: string | RegExp) {
    await this.page.getByRole('combobox', { name: label, exact: true }).click()
    await this.page.getByRole('option', { name: option }).first().click()
  }

  /** The province, city and district of a domestic address. */
  async chooseDivisions(province: RegExp, city: RegExp, district: RegExp) {
    await this.choose('Province', province)
    await this.choose('City', city)
    await this.choose('District', district)
  }

  /** Picks an option of a labelled radio group (the house rules repeat the same option names). */
  async pick(group: string, option: string) {
    await this.page.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name: option, exact: true }).click()
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true })
  }

  step(step: string): Locator {
    return this.steps.locator(`[data-step="${step}"]`)
  }

  async expectStep(slug: string) {
    await expect(this.page).toHaveURL(new RegExp(`/house-publish/${slug}\\?`))
  }

  /** The listing's id from the address bar. */
  luId(): string {
    return new URL(this.page.url()).searchParams.get('luId') ?? ''
  }
}
