import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import ICAL from 'ical.js'
import { addDays } from '../../src/domain/calendar/dates'
import { unitToday } from '../../src/domain/calendar/zones'
import { CalendarPage } from './pages/calendar-page'
import { signInByApi } from './support/api-session'
import { bookCalendarUnit, seedCalendarUnits } from './support/calendar-units'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD, useEnglish } from './support/hosts'
import { hostCall } from './support/listing-api'

test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

const compact = (date: string) => date.replaceAll('-', '')

/** Another site's calendar, served locally: a stay of 3 nights and one night that is already booked here. */
async function outsideCalendar(today: string) {
  const body = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other site//EN',
    'BEGIN:VEVENT', 'UID:stay-1@other.example', 'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(addDays(today, 3))}`, `DTEND;VALUE=DATE:${compact(addDays(today, 6))}`, 'SUMMARY:Reserved', 'END:VEVENT',
    'BEGIN:VEVENT', 'UID:stay-2@other.example', 'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(addDays(today, 8))}`, `DTEND;VALUE=DATE:${compact(addDays(today, 9))}`, 'SUMMARY:Reserved', 'END:VEVENT',
    'END:VCALENDAR', '',
  ].join('\r\n')
  const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(body))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/other.ics`, close: () => new Promise<void>((r) => server.close(() => r())) }
}

test('imports an outside calendar by URL, sees its nights busy and the double booking, and the export feed parses back', async ({ page }) => {
  test.setTimeout(90_000)
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  const dataDir = process.env.E2E_DATA_DIR!
  const [unit] = await seedCalendarUnits(dataDir, mobile, [{ title: 'Lakeside loft', similarUnits: 1 }])
  const today = unitToday('CHN', Date.now())
  await bookCalendarUnit(dataDir, unit!, addDays(today, 8), 1)
  const login = await signInByApi(page.context(), mobile, TEST_PASSWORD)
  await hostCall(login, 'calendarSet', { changes: [{ unitIds: [unit], ranges: [{ from: addDays(today, 12), to: addDays(today, 13) }], open: false }] })
  const outside = await outsideCalendar(today)
  try {
    const calendar = new CalendarPage(page)
    await calendar.open()
    await calendar.grid.getByRole('rowheader').filter({ hasText: 'Lakeside loft' }).click()
    // (by test ids and roles: the dialog's texts may not be in the catalogs yet)
    const dialog = page.getByRole('dialog')
    const form = dialog.getByTestId('feed-add')
    await form.getByRole('textbox').nth(0).fill('Other site')
    await form.getByRole('textbox').nth(1).fill(outside.url)
    await form.getByRole('button').click()
    const item = dialog.getByTestId('feed-item')
    await expect(item).toContainText('Other site')
    await expect(item).toContainText(outside.url)
    expect((await hostCall(login, 'calendarFeeds', { unitId: unit })).feeds).toMatchObject([{ name: 'Other site', eventCount: 2, nights: 4, lastError: null }])
    const exportUrl = await dialog.getByTestId('feed-export-url').inputValue()
    await page.keyboard.press('Escape')

    // the stay's three nights are busy here, the night before and after are not
    for (const col of [3, 4, 5]) await expect(calendar.cell(0, col)).toHaveAttribute('data-state', 'busy')
    await expect(calendar.cell(0, 2)).toHaveAttribute('data-state', 'open')
    await expect(calendar.cell(0, 6)).toHaveAttribute('data-state', 'open')
    // the night booked here that the other site also sold: a double-booking alert at once
    await expect(page.getByTestId('double-booking-alerts')).toBeVisible()
    expect((await hostCall(login, 'calendarFeeds', { unitId: unit })).alerts).toMatchObject([{ unitId: unit, date: addDays(today, 8), booked: 1 }])

    // the export: the closed and the sold-out nights, not the imported ones
    const response = await fetch(exportUrl)
    expect(response.headers.get('content-type')).toContain('text/calendar')
    const events = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => [e.startDate.toString(), e.endDate.toString()])).toEqual([
      [addDays(today, 8), addDays(today, 9)],
      [addDays(today, 12), addDays(today, 14)],
    ])
  } finally {
    await outside.close()
  }
})
