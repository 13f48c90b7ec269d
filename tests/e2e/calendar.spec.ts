import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { addDays, addMonths, daysBetween } from '../../src/domain/calendar/dates'
import { expandGrid } from '../../src/domain/calendar/wire'
import { unitToday } from '../../src/domain/calendar/zones'
import type { LoginResult } from '../../src/domain/endpoints'
import { CalendarPage } from './pages/calendar-page'
import { signInByApi } from './support/api-session'
import { bookCalendarUnit, seedCalendarUnits } from './support/calendar-units'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'
import { swControls } from './support/service-worker'

const TITLES = ['Lakeside loft', 'Garden room', 'Hill cabin']

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

/** A landlord with three approved listings (calendar units), signed in. */
async function hostWithUnits(page: Page): Promise<{ login: LoginResult; units: string[]; today: string }> {
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  const units = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, TITLES.map((title) => ({ title, similarUnits: 2 })))
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  return { login, units, today: unitToday('CHN', Date.now()) }
}

/** The server's cell of a unit on a date. */
async function serverCell(login: LoginResult, unitId: string, date: string) {
  const answer = expandGrid(await hostCall(login, 'calendarGet', { unitIds: unitId, from: date, to: date }))
  return answer.units[0]!.days[0] as { price: number; stock: number; booked: number; open: boolean }
}

test('edits one night, then a dragged range, and the server holds both', async ({ page }) => {
  const { login, units, today } = await hostWithUnits(page)
  const calendar = new CalendarPage(page)
  await calendar.open()
  await expect(calendar.grid.getByRole('rowheader').first()).toContainText('Lakeside loft')
  // six months open by default; the host can load the rest of the 365 days
  await expect(calendar.grid).toHaveAttribute('aria-colcount', String(daysBetween(today, addDays(addMonths(today, 6), -1)) + 2))
  await page.getByTestId('calendar-later').click()
  await expect(calendar.grid).toHaveAttribute('aria-colcount', String(365 + 1))

  // one night: click, Edit, a new price
  await calendar.cell(0, 1).click()
  await expect(calendar.selection).toContainText('Lakeside loft')
  await calendar.edit({ price: '555' })
  await expect(calendar.cell(0, 1)).toContainText('555')
  await expect.poll(async () => (await serverCell(login, units[0]!, addDays(today, 1))).price, { timeout: 20_000 }).toBe(555)
  await expect(calendar.cell(0, 1)).not.toHaveAttribute('data-pending', 'true')

  // a range dragged across four nights of the second listing: closed
  await calendar.drag(1, 2, 5)
  await expect(calendar.selection).toContainText('(4 nights)')
  await calendar.edit({ open: 'Closed' })
  for (const col of [2, 3, 4, 5]) await expect(calendar.cell(1, col)).toHaveAttribute('data-state', 'closed')
  await expect(calendar.cell(1, 6)).toHaveAttribute('data-state', 'open')
  await expect.poll(async () => (await serverCell(login, units[1]!, addDays(today, 5))).open, { timeout: 20_000 }).toBe(false)
  expect((await serverCell(login, units[1]!, addDays(today, 6))).open).toBe(true)

  // the keyboard: shift+arrows extend the range, Enter opens the editor
  await calendar.cell(2, 1).click()
  await page.keyboard.press('Shift+ArrowRight')
  await page.keyboard.press('Shift+ArrowRight')
  await expect(calendar.selection).toContainText('(3 nights)')
  await page.keyboard.press('Enter')
  await expect(calendar.dialog).toBeVisible()
  await calendar.dialog.getByLabel('Stock (units for sale)').fill('1')
  await calendar.dialog.getByRole('button', { name: 'Save' }).click()
  await expect.poll(async () => (await serverCell(login, units[2]!, addDays(today, 3))).stock, { timeout: 20_000 }).toBe(1)
})

test('a batch over two date ranges and three listings made offline shows at once, survives a reload and reaches the server once', async ({ page, context }) => {
  test.setTimeout(120_000)
  const { login, units, today } = await hostWithUnits(page)
  const calendar = new CalendarPage(page)
  await calendar.open()
  await swControls(page)
  // the batch page's code is loaded while online; the edit itself is made offline
  await page.getByRole('link', { name: 'Batch edit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Batch edit' })).toBeVisible()
  await context.setOffline(true)

  const ranges = [
    { from: addDays(today, 10), to: addDays(today, 12) },
    { from: addDays(today, 20), to: addDays(today, 21) },
  ]
  await page.getByLabel('All listings (3)').check()
  await page.getByLabel('From (range 1)').fill(ranges[0]!.from)
  await page.getByLabel('To, last night (range 1)').fill(ranges[0]!.to)
  await page.getByRole('button', { name: 'Add a date range' }).click()
  await page.getByLabel('From (range 2)').fill(ranges[1]!.from)
  await page.getByLabel('To, last night (range 2)').fill(ranges[1]!.to)
  await page.getByLabel('One price').check()
  // the form checks like the server: a price over the limit is refused next to the field
  await page.getByLabel("Price per night (each listing's currency)").fill('100000')
  await page.getByTestId('batch-preview-button').click()
  await expect(page.getByText('The price must be')).toBeVisible()
  await page.getByLabel("Price per night (each listing's currency)").fill('777')
  await page.getByTestId('batch-preview-button').click()
  await expect(page.getByTestId('batch-preview-total')).toContainText('15 nights change across 3 listings.')
  await expect(page.getByTestId('batch-preview-unit')).toHaveCount(3)
  await page.getByTestId('batch-apply').click()

  await calendar.expectLoaded()
  for (const row of [0, 1, 2]) {
    await expect(calendar.cell(row, 10)).toContainText('777')
    await expect(calendar.cell(row, 10)).toHaveAttribute('data-pending', 'true')
    await expect(calendar.cell(row, 13)).not.toContainText('777')
  }
  await page.reload()
  await calendar.expectLoaded()
  await expect(calendar.cell(2, 12)).toContainText('777')
  await calendar.scrollToDay(18)
  await expect(calendar.cell(2, 21)).toContainText('777')
  await expect(calendar.cell(2, 21)).toHaveAttribute('data-pending', 'true')
  await expect(page.getByTestId('sync-status')).toContainText('1')

  await context.setOffline(false)
  await expect(page.getByTestId('sync-status')).toHaveCount(0, { timeout: 30_000 })
  await expect(calendar.cell(2, 21)).not.toHaveAttribute('data-pending', 'true')
  for (const unitId of units) {
    for (const date of [ranges[0]!.from, ranges[0]!.to, ranges[1]!.from, ranges[1]!.to]) {
      expect((await serverCell(login, unitId, date)).price).toBe(777)
    }
    expect((await serverCell(login, unitId, addDays(today, 13))).price).not.toBe(777)
  }
  // applied once: one recorded edit of 15 nights
  const records = await hostCall(login, 'calendarRecords', { offset: 0, length: 20 })
  const sets = records.list.filter((record: { kind: string }) => record.kind === 'set')
  expect(sets).toHaveLength(1)
  expect(sets[0].changeCount).toBe(15)
})

test('stock below the bookings is refused: the not-synced list shows the server\'s nights beside the host\'s edit, which the host fixes and sends again', async ({ page }) => {
  const { login, units, today } = await hostWithUnits(page)
  const calendar = new CalendarPage(page)
  await calendar.open()
  // a guest books both units of the first listing on night 3 after the page loaded
  await bookCalendarUnit(process.env.E2E_DATA_DIR!, units[0]!, addDays(today, 3), 1, 2)
  await calendar.cell(0, 3).click()
  await calendar.edit({ stock: '1' })
  const status = page.getByTestId('sync-status')
  await expect(status).toContainText('1', { timeout: 20_000 })
  // the refusal is said out loud, with the way to it (issue 13)
  await expect(page.getByText('A change was refused by the server.').first()).toBeVisible()
  await page.getByRole('button', { name: 'Review' }).click()
  const entry = page.getByTestId('not-synced-entry')
  await expect(entry).toContainText('Calendar change')
  await expect(entry.getByTestId('not-synced-current')).toContainText(`${addDays(today, 3)}: stock 2, 2 booked`)
  await expect(entry).toContainText('Lakeside loft')
  await expect(entry).toContainText('stock 1')
  // after the refusal the grid shows the server's night again
  await page.keyboard.press('Escape')
  await expect(calendar.cell(0, 3)).toContainText('0/2')

  // the host edits the refused change (stock 3, above the 2 booked) and sends it again
  await status.click()
  await page.getByTestId('not-synced-edit').click()
  const editor = page.getByTestId('calendar-change-editor')
  await expect(editor).toContainText('On the server:')
  await editor.getByLabel('Stock').fill('3')
  await editor.getByRole('button', { name: 'Send again' }).click()
  await expect(status).toHaveCount(0, { timeout: 20_000 })
  await expect.poll(async () => (await serverCell(login, units[0]!, addDays(today, 3))).stock, { timeout: 20_000 }).toBe(3)
  await expect(calendar.cell(0, 3)).toContainText('1/2')
})

test('an edit is undone from the operation record', async ({ page }) => {
  const { login, units, today } = await hostWithUnits(page)
  const calendar = new CalendarPage(page)
  await calendar.open()
  await calendar.drag(0, 4, 6)
  await calendar.edit({ price: '999' })
  await expect.poll(async () => (await serverCell(login, units[0]!, addDays(today, 6))).price, { timeout: 20_000 }).toBe(999)
  // a save clears the selection (issue 13); a new one is made before leaving
  await expect(calendar.selection).not.toContainText('Lakeside loft')
  await calendar.drag(0, 1, 2)
  await page.getByRole('link', { name: 'Operation record' }).click()
  const record = page.getByTestId('calendar-record').first()
  await expect(record).toContainText('Merchant web')
  await expect(record.getByTestId('record-change')).toHaveCount(3)
  await expect(record).toContainText('CN¥999')
  await record.getByTestId('record-undo').click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByTestId('calendar-record').first()).toHaveAttribute('data-kind', 'undo')
  await expect(page.getByTestId('record-undone')).toBeVisible()
  expect((await serverCell(login, units[0]!, addDays(today, 6))).price).not.toBe(999)

  // the calendar is kept alive: back on it, the selection is still there, the nights show the undo
  await page.goBack()
  await calendar.expectLoaded()
  await expect(calendar.selection).toContainText('Lakeside loft')
  await expect(calendar.selection).toContainText('(2 nights)')
  await expect(calendar.cell(0, 6)).not.toContainText('999')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

  test('one listing\'s month fits the screen: two taps make a range, a tap on the selected night opens the editor, a save clears the selection', async ({ page }) => {
    const { login, units, today } = await hostWithUnits(page)
    const calendar = new CalendarPage(page)
    await calendar.open()
    const month = page.getByTestId('calendar-month')
    await expect(month).toBeVisible()
    // the second listing, chosen by name; its outside calendars are a visible button away
    await month.getByRole('combobox', { name: 'Listing' }).click()
    await page.getByRole('option', { name: TITLES[1] }).click()
    await expect(month.getByRole('button', { name: 'Outside calendars' })).toBeVisible()
    // a night of another month than the one shown: forward or back to it (tomorrow and the day
    // after may be in two months, and the month shown follows the last tap)
    const night = async (date: string) => {
      const cell = month.locator(`button[data-date="${date}"]`)
      if (!(await cell.count())) {
        const shown = (await month.locator('button[data-date]').first().getAttribute('data-date')) ?? date
        await month.getByRole('button', { name: date < shown ? 'Previous month' : 'Next month' }).click()
      }
      return cell
    }
    // the whole month fits the 375 px screen, each night a 44 px target
    const first = await night(addDays(today, 1))
    const table = await month.locator('table').boundingBox()
    expect(table!.x).toBeGreaterThanOrEqual(0)
    expect(table!.x + table!.width).toBeLessThanOrEqual(375)
    const box = await first.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.width).toBeGreaterThanOrEqual(44)
    await first.tap()
    await (await night(addDays(today, 2))).tap()
    await expect(calendar.selection).toContainText('(2 nights)')
    await expect(calendar.selection).toContainText(TITLES[1]!)
    await (await night(addDays(today, 1))).tap()
    await (await night(addDays(today, 1))).tap()
    await expect(calendar.dialog).toBeVisible()
    // the editor does not open a date picker (or the keyboard) by itself
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT')
    await calendar.dialog.getByLabel('Price per night').fill('612')
    await calendar.dialog.getByRole('button', { name: 'Save' }).click()
    await expect(calendar.dialog).toBeHidden()
    await expect(calendar.selection).not.toContainText(TITLES[1]!)
    await expect(await night(addDays(today, 1))).toContainText('612')
    await expect.poll(async () => (await serverCell(login, units[1]!, addDays(today, 1))).price, { timeout: 20_000 }).toBe(612)
  })
})

test('edits queued offline with the calendar open go in one batch; the calendar reads its nights once, when all are sent', async ({ page, context }) => {
  test.setTimeout(120_000)
  const { login, units, today } = await hostWithUnits(page)
  const calendar = new CalendarPage(page)
  await calendar.open()
  await calendar.expectLoaded()
  // the outbox's and the dialogs' code come right after the first screen: this test is about the
  // batching (the writes of a host offline before it arrived are orders.spec's)
  await calendar.expectOfflineReady()
  await context.setOffline(true)
  // three nights, each edited twice: the second edit of a night must win
  for (const base of [400, 500]) {
    for (const col of [4, 5, 6]) {
      await calendar.cell(0, col).click()
      await calendar.edit({ price: String(base + col) })
      await expect(calendar.cell(0, col)).toContainText(String(base + col))
    }
  }
  await expect(page.getByTestId('sync-status')).toContainText('6')
  const reads: string[] = []
  const batches: number[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/house/calendar/days')) reads.push(request.url())
    if (request.url().includes('/api/user/outbox/batch')) batches.push((JSON.parse(request.postData() ?? '{"ops":[]}') as { ops: unknown[] }).ops.length)
  })
  await context.setOffline(false)
  await expect(page.getByTestId('sync-status')).toHaveCount(0, { timeout: 30_000 })
  for (const col of [4, 5, 6]) {
    await expect(calendar.cell(0, col)).toContainText(String(500 + col))
    await expect(calendar.cell(0, col)).not.toHaveAttribute('data-pending', 'true')
    expect((await serverCell(login, units[0]!, addDays(today, col))).price).toBe(500 + col)
  }
  // all six in one call, in order; then one read of the calendar's nights (not one per write)
  expect(batches).toEqual([6])
  await page.waitForTimeout(500)
  expect(new Set(reads.map((url) => new URL(url).searchParams.get('from') + '..' + new URL(url).searchParams.get('to'))).size).toBe(reads.length)
  expect(reads.length).toBeLessThanOrEqual(3)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the demo host opens the calendar on today: its night in the first screen, the notices folded, the other ways in one menu', async ({ page, context }) => {
    // the mainland demo host: down-ranked, an outside calendar busy on booked nights, orders waiting
    await signInByApi(context, '13800000001', 'Demo@2026')
    const calendar = new CalendarPage(page)
    await page.goto('/house/roomManagement')
    await calendar.expectLoaded()
    const today = unitToday('CHN', Date.now())
    const night = page.locator(`[data-testid="calendar-month"] button[data-date="${today}"]`)
    await expect(night).toBeVisible()
    // today's night is in the first screen, above the phone's tab bar
    const box = (await night.boundingBox())!
    expect(box.y + box.height).toBeLessThan(844 - 56)
    // the month starts with today's week: no week before it
    const first = await page.locator('[data-testid="calendar-month"] tbody tr').first().locator('td').allTextContents()
    expect(first.join(' ')).toContain(String(Number(today.slice(8, 10))))
    // the notices are one line each until opened
    await expect(page.getByTestId('ranking-notice')).not.toHaveAttribute('open', '')
    await expect(page.getByTestId('double-booking-alerts').locator('li').first()).toBeHidden()
    await page.getByTestId('double-booking-alerts').locator('summary').click()
    await expect(page.getByTestId('double-booking-alerts').locator('li').first()).toBeVisible()
    // the other ways on are in "More"
    await page.getByRole('button', { name: 'More' }).click()
    await expect(page.getByRole('menuitem', { name: 'Operation record' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('phone-calendar.png') })
  })
})
