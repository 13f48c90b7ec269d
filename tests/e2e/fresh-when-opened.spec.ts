import { expect, test } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { consoleCmd } from './support/console'
import { useEnglish } from './support/hosts'
import { cutNetwork, restoreNetwork } from './support/network'
import { hostWithUnits } from './support/order-hosts'
import { swControls } from './support/service-worker'

/**
 * Issue 40, "fresh when opened": where the browser offers periodic Background Sync, the installed
 * portal's worker refreshes the host's saved orders and calendar while the portal is closed;
 * opened later without a connection, the portal shows the order booked meanwhile, with the data's
 * age, and the calendar's night it took. DevTools fires the periodic sync (the browser decides
 * when on a phone).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('the saved orders are refreshed while the portal is closed and shown when it opens offline', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  await useEnglish(page)
  // the browser lets this installed portal refresh now and then (Chromium decides it by engagement)
  const grant = await context.newCDPSession(page)
  const { targetInfo } = (await grant.send('Target.getTargetInfo')) as { targetInfo: { browserContextId: string } }
  await grant.send('Browser.grantPermissions', { permissions: ['periodicBackgroundSync'], origin, browserContextId: targetInfo.browserContextId })
  const { mobile, luIds, today } = await hostWithUnits(page, ['Orchard room'])
  const first = /booked (\w+)/.exec(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 3), '1'))![1]!
  await page.goto('/order/orderList?group=waitConfirm')
  await expect(page.locator(`[data-testid="order-row"][data-order="${first}"]`)).toBeVisible()
  const night = (p: typeof page) => p.locator(`[data-testid="calendar-month"] button[data-date="${addDays(today, 6)}"]`)
  // the saved cache is written on a throttle
  await page.waitForTimeout(1500)
  await page.goto('/house/roomManagement')
  // the night still free: 1 left, none booked
  await expect(night(page)).toContainText('1/0')
  await swControls(page)
  // the portal asked for the periodic refresh
  await expect.poll(() => page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { periodicSync?: { getTags: () => Promise<string[]> } }
    return (await registration.periodicSync?.getTags()) ?? []
  })).toEqual(['portal-refresh'])
  await page.waitForTimeout(1500)
  await page.close()

  // booked while the portal is closed
  const later = /booked (\w+)/.exec(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 6), '1'))![1]!
  const devtools = await context.newPage()
  const cdp = await context.newCDPSession(devtools)
  const registrations: string[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
    for (const r of event.registrations) if (!r.isDeleted && r.scopeURL === `${origin}/`) registrations.push(r.registrationId)
  })
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.length).toBeGreaterThan(0)
  const sw = context.serviceWorkers().find((w) => w.url().startsWith(origin))!
  const saved = () =>
    sw.evaluate(() => new Promise<string>((resolve) => {
      const open = indexedDB.open('host-portal')
      open.onsuccess = () => {
        const request = open.result.transaction('queryCache').objectStore('queryCache').getAll()
        request.onsuccess = () => {
          open.result.close()
          resolve(JSON.stringify(request.result))
        }
      }
    }))
  expect(await saved()).not.toContain(later)
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId: registrations.at(-1)!, tag: 'portal-refresh' })
  await expect.poll(saved, { timeout: 20_000 }).toContain(later)

  // opened offline: the order booked meanwhile is there, with the data's age
  await cutNetwork(context)
  const reopened = await context.newPage()
  await reopened.goto('/order/orderList?group=waitConfirm')
  await expect(reopened.locator(`[data-testid="order-row"][data-order="${later}"]`)).toBeVisible()
  await expect(reopened.locator(`[data-testid="order-row"][data-order="${first}"]`)).toBeVisible()
  await expect(reopened.getByTestId('data-age')).toBeVisible()
  await reopened.screenshot({ path: test.info().outputPath('fresh-offline.png') })
  // the calendar too: the night the order took shows none left
  await reopened.goto('/house/roomManagement')
  await expect(night(reopened)).toContainText('0/1')
  await reopened.screenshot({ path: test.info().outputPath('fresh-calendar-offline.png') })
  await restoreNetwork(context)
})
