import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { CalendarPage } from './pages/calendar-page'
import { useEnglish } from './support/hosts'
import { hostWithUnits } from './support/order-hosts'

/**
 * Issue 40, "the way in": the portal offers to install itself once per device, after the host's
 * first write the server took (never on a first screen): with the browser's own install dialog
 * where it fires one, else (iOS Safari's home-screen mode, found by feature detection) with the
 * two steps of the share menu.
 */
test.beforeEach(async ({ page }) => {
  await useEnglish(page)
})

/** One night's price saved: the host's first write the server took. */
async function saveAPrice(page: Page, price: string): Promise<void> {
  const calendar = new CalendarPage(page)
  await calendar.cell(0, 2).click()
  await calendar.edit({ price })
  await expect(calendar.cell(0, 2)).toContainText(price)
  await expect(calendar.cell(0, 2)).not.toHaveAttribute('data-pending', 'true')
}

test("with the browser's install dialog: offered after the first saved write, and the dialog opens from it", async ({ page }) => {
  await hostWithUnits(page, ['Lakeside loft'])
  const calendar = new CalendarPage(page)
  await calendar.open()
  await calendar.expectOfflineReady()
  // the browser's prompt (Chromium fires it when the portal is installable), kept for later
  const firePrompt = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => void ((window as unknown as { __prompted: number }).__prompted = ((window as unknown as { __prompted?: number }).__prompted ?? 0) + 1),
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      })
      window.dispatchEvent(event)
      return event.defaultPrevented
    })
  // kept (its default, the browser's own banner, prevented) once the portal listens
  await expect.poll(firePrompt).toBe(true)
  const offer = page.getByRole('region', { name: 'Install the portal' })
  // nothing on the first screen, nothing before a write
  await expect(offer).toHaveCount(0)

  await saveAPrice(page, '432')
  await expect(offer).toBeVisible()
  await expect(offer).toHaveAttribute('data-way', 'prompt')
  await page.screenshot({ path: test.info().outputPath('install-offer.png') })
  await offer.getByRole('button', { name: 'Install' }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted?: number }).__prompted ?? 0)).toBe(1)
  await expect(offer).toHaveCount(0)
})

test('on iOS Safari (home-screen mode, no install dialog): the two steps, offered once on the device', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => false })
  })
  await hostWithUnits(page, ['Garden room'])
  const calendar = new CalendarPage(page)
  await calendar.open()
  await calendar.expectOfflineReady()
  const offer = page.getByRole('region', { name: 'Install the portal' })
  await expect(offer).toHaveCount(0)
  await saveAPrice(page, '388')
  await expect(offer).toBeVisible()
  await expect(offer).toHaveAttribute('data-way', 'steps')
  await expect(offer.getByTestId('install-steps')).toContainText('Add to Home Screen')
  await offer.getByRole('button', { name: 'Close' }).click()
  await expect(offer).toHaveCount(0)

  // offered once on this device: another saved write later does not bring it back
  await page.reload()
  await calendar.expectOfflineReady()
  await saveAPrice(page, '399')
  await page.waitForTimeout(500)
  await expect(offer).toHaveCount(0)
})
