import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { consoleCmd } from '../support/console'

/** The hotel flow (/hotel-publish/*): its fields by label, and the parts most tests fill the same way. */
export class HotelFlowPage {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  /** A field by its label (a required one's label ends with its mark, *). */
  field(label: string) {
    return this.page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`))
  }

  async choose(label: string, option: string | RegExp) {
    await this.page.getByRole('combobox', { name: label, exact: true }).click()
    await this.page.getByRole('option', { name: option }).first().click()
  }

  step(part: string) {
    return this.page.getByTestId(`hotel-step-${part}`)
  }

  async saveAndContinue() {
    await this.page.getByRole('button', { name: 'Save and continue' }).click()
  }

  /** The address on Beishan Street, Xihu, Hangzhou, its pin beside the lake. */
  async fillAddress() {
    await this.choose('Province', /Zhejiang/)
    await this.choose('City', /Hangzhou/)
    await this.choose('District', /Xihu/)
    await this.field('Detailed address').fill('28 Beishan Street')
    await this.field('Flat, room or door number').fill('Main building')
    await this.field('Latitude').fill('30.2595')
    await this.field('Longitude').fill('120.1468')
  }

  /** Every information field but the main contact's code (the caller proves it). */
  async fillInfo(mainMobile: string) {
    await this.field('Hotel name').fill('北山街湖畔酒店')
    await this.choose('Hotel type', 'Boutique')
    await this.field('Opened in').fill('2018-05')
    await this.field('Total rooms').fill('42')
    const long = '酒店位于西湖北山街，步行可达断桥与孤山，客房可见湖景与宝石山，安静舒适，适合家庭与商务出行的客人入住休息。'
    await this.page.getByRole('textbox', { name: 'Description of the hotel' }).fill(long)
    await this.page.getByRole('textbox', { name: 'Highlights' }).fill(`${long}早餐为本地风味。`)
    await this.field('Reservation / front-desk phone').fill('057187654321')
    const main = this.page.getByTestId('contact-mainContact')
    await main.getByLabel(/^Name\*?$/).fill('陈经理')
    await main.getByLabel(/^Mobile\*?$/).fill(mainMobile)
    await main.getByLabel(/^E-mail\*?$/).fill('frontdesk@example.com')
    for (const key of ['roomStatusContact', 'settlementContact']) {
      await this.page.getByTestId(`contact-${key}`).getByLabel(/^Name\*?$/).fill('王小姐')
      await this.page.getByTestId(`contact-${key}`).getByLabel(/^Mobile\*?$/).fill('13912345678')
    }
  }

  /** Sends the main contact's code, reads it from the console and proves the number. */
  async proveMainContact(mainMobile: string) {
    const codeBox = this.page.getByTestId('contact-code')
    await codeBox.getByRole('button', { name: 'Send code' }).click()
    await expect(this.page.getByText(/Code sent to/).first()).toBeVisible()
    const code = /\b(\d{6})\b/.exec(await consoleCmd('codes', mainMobile))?.[1]
    expect(code).toBeTruthy()
    await codeBox.getByLabel("Code sent to the main contact's mobile").fill(code!)
    await codeBox.getByRole('button', { name: 'Verify the number' }).click()
    await expect(this.page.getByText('Mobile number verified').first()).toBeVisible()
    await expect(codeBox).toHaveCount(0)
  }
}
