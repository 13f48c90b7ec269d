import type { Locator, Page } from '@playwright/test'

/**
 * Where a host reads an order's money (decision 0067): one line naming the income on the home's
 * waiting orders, the new-order alert and the order list; the breakdown (one row per part, by its
 * key in src/domain's amountRows) on the order's detail and the month's bill.
 */
export class OrderMoney {
  readonly page: Page

  constructor(page: Page) {
    this.page = page
  }

  /** The home's "orders wait for your answer" line of the order. */
  onHome(orderNo: string): Locator {
    return this.page.getByTestId('home-waiting').locator(`li[data-order="${orderNo}"]`).getByTestId('order-income-line')
  }

  /** The new-order alert under the header, naming its first waiting order. */
  onAlert(orderNo: string): Locator {
    return this.page.locator(`[data-testid="order-reminder-first"][data-order="${orderNo}"]`).getByTestId('order-income-line')
  }

  onList(orderNo: string): Locator {
    return this.page.locator(`[data-testid="order-row"][data-order="${orderNo}"]`).getByTestId('order-income-line')
  }

  detailBreakdown(): Locator {
    return this.page.getByTestId('order-detail').getByTestId('amount-breakdown')
  }

  billBreakdown(orderNo: string): Locator {
    return this.page.locator(`[data-testid="settlement-item"][data-order="${orderNo}"]`).getByTestId('amount-breakdown')
  }

  /** A breakdown's rows as [key, figure] in the order shown, once it is there. */
  async rows(breakdown: Locator): Promise<Array<[string, string]>> {
    await breakdown.waitFor()
    return breakdown.locator('[data-amount]').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-amount') ?? '', row.querySelector('dd')?.textContent ?? '']))
  }
}
