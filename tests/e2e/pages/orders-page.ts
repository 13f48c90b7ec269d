import type { Locator, Page } from '@playwright/test'

/**
 * The host's orders as a host uses them on a phone (issue 34): the list's tabs and cards, the
 * new-order reminder's go-to-see, and an order's detail with its decision bar.
 */
export class OrdersPage {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  // ---- the list ----

  tabs(): Locator {
    return this.page.getByRole('navigation', { name: 'Order states' })
  }

  /** The tab shown (its group, e.g. waitConfirm, is its data-group). */
  currentTab(): Locator {
    return this.tabs().locator('[aria-current="page"]')
  }

  cards(): Locator {
    return this.page.getByTestId('order-row')
  }

  card(orderNo: string): Locator {
    return this.page.locator(`[data-testid="order-row"][data-order="${orderNo}"]`)
  }

  /** The order numbers of the cards, top to bottom. */
  async orderNumbers(): Promise<string[]> {
    return this.cards().evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order') ?? ''))
  }

  /** Taps the card on its line of dates and guests (not its title): the whole card opens the order. */
  async tapCardOnItsDates(orderNo: string): Promise<void> {
    await this.tapAt(this.card(orderNo).getByTestId('order-stay'))
  }

  /** Taps the card near its bottom left corner, by the order number. */
  async tapCardCorner(orderNo: string): Promise<void> {
    // in the middle of the screen, clear of the header and the tab bar that float over the page
    await this.card(orderNo).evaluate((card) => card.scrollIntoView({ block: 'center' }))
    const box = (await this.card(orderNo).boundingBox())!
    await this.page.touchscreen.tap(box.x + 8, box.y + box.height - 8)
  }

  cardAccept(orderNo: string): Locator {
    return this.card(orderNo).getByRole('button', { name: /^Accept|^接单/ })
  }

  // ---- the reminder box ----

  reminder(): Locator {
    return this.page.getByTestId('order-reminder')
  }

  async goToSeeFromReminder(): Promise<void> {
    await this.reminder().getByRole('button', { name: /View orders|查看订单/ }).click()
  }

  /** A toast's text (the live region that reads it out holds it too, after its "Notification"). */
  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true })
  }

  // ---- an order's detail ----

  detail(): Locator {
    return this.page.getByTestId('order-detail')
  }

  decisionBar(): Locator {
    return this.page.getByTestId('order-decision-bar')
  }

  barAccept(): Locator {
    return this.decisionBar().getByTestId('accept-order')
  }

  barReject(): Locator {
    return this.decisionBar().getByRole('button', { name: /^Reject$|^拒单$/ })
  }

  /** The state chip and its countdown in the detail's heading. */
  status(): { chip: Locator; countdown: Locator } {
    const status = this.detail().getByTestId('order-status').first()
    return { chip: status.getByTestId('order-state'), countdown: status.getByTestId('order-countdown') }
  }

  /** The income at the end of the detail's breakdown (its Amounts section). */
  detailIncome(): Locator {
    return this.detail().getByRole('region', { name: /^Amounts$|^金额$/ }).getByTestId('order-income')
  }

  async scrollToEnd(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  }

  private async tapAt(target: Locator): Promise<void> {
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const box = (await target.boundingBox())!
    await this.page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  }
}
