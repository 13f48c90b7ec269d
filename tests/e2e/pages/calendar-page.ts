import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** /house/roomManagement: the grid, its selection bar and the cell editor. */
export class CalendarPage {
  readonly page: Page
  readonly grid: Locator
  readonly dialog: Locator
  readonly selection: Locator

  constructor(page: Page) {
    this.page = page
    this.grid = page.getByTestId('calendar-grid')
    this.dialog = page.getByRole('dialog')
    this.selection = page.getByTestId('calendar-selection')
  }

  async open() {
    await this.page.goto('/house/roomManagement')
    await this.expectLoaded()
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Availability calendar' })).toBeVisible()
    await expect(this.grid.or(this.page.getByTestId('calendar-month'))).toBeVisible()
  }

  /** Waits until the host's outbox runs (it starts right after the first screen; issue 41). */
  async expectOutboxReady() {
    await expect.poll(() => this.page.evaluate(() => performance.getEntriesByName('portal-local-data').length)).toBe(1)
  }

  /** The outbox and the dialogs' code are there (both come after the first screen): edits work offline. */
  async expectOfflineReady() {
    await this.expectOutboxReady()
    await expect.poll(() => this.page.evaluate(() => performance.getEntriesByName('portal-overlays').length)).toBeGreaterThan(0)
  }

  /** The cell of unit row `row` on day column `col` (0 = today). */
  cell(row: number, col: number): Locator {
    return this.grid.locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`)
  }

  /** Scrolls the grid so that day column `col` comes first (the grid renders only what is on screen). */
  async scrollToDay(col: number) {
    await this.grid.evaluate((el, left) => el.scrollTo({ left }), col * 76)
  }

  /** A mouse drag across nights of one row. */
  async drag(row: number, fromCol: number, toCol: number) {
    const from = await this.cell(row, fromCol).boundingBox()
    const to = await this.cell(row, toCol).boundingBox()
    if (!from || !to) throw new Error('cells not on screen')
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await this.page.mouse.down()
    await this.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 })
    await this.page.mouse.up()
  }

  /** Opens the editor of the selection, sets the given fields and saves. */
  async edit(values: { price?: string; stock?: string; open?: 'Open for booking' | 'Closed' }) {
    await this.page.getByTestId('calendar-edit').click()
    await expect(this.dialog).toBeVisible()
    if (values.price !== undefined) await this.dialog.getByLabel('Price per night').fill(values.price)
    if (values.stock !== undefined) await this.dialog.getByLabel('Stock (units for sale)').fill(values.stock)
    if (values.open) await this.dialog.getByLabel(values.open, { exact: true }).check()
    await this.dialog.getByRole('button', { name: 'Save' }).click()
    await expect(this.dialog).toBeHidden()
  }
}
