import { expect, test } from '@playwright/test'
import type { BrowserContext, CDPSession, Worker } from '@playwright/test'
import { addDays } from '../../src/domain/calendar/dates'
import { consoleCmd } from './support/console'
import { useEnglish } from './support/hosts'
import { cutNetwork, restoreNetwork } from './support/network'
import { hostWithUnits } from './support/order-hosts'
import { swControls } from './support/service-worker'

/**
 * Issue 40's "answer from the notification": pushes for two new orders show what each is worth
 * with Accept and Open; Accept tapped with the portal closed and the network off is kept on the
 * device, sent once when the connection is back (the browser's Background Sync), and a second
 * notification says it went through; the installed icon's count goes 2 -> 1 -> 0; an old
 * notification's Accept on an order already answered says so. The taps are the service worker's
 * notificationclick events (a headless browser has no notification to click), the pushes are
 * delivered by DevTools with the payload the server would send (`order push-payload`).
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const orderNoOf = (output: string) => /booked (\w+)/.exec(output)![1]!

type Shown = { title: string; body: string; tag: string; actions: string[] }

/** The notifications the worker shows now, and what the icon's badge was set to (recorded by the worker). */
function worker(sw: Worker) {
  return {
    shown: (tag?: string) =>
      sw.evaluate(async (only) => {
        const list = await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications(only ? { tag: only } : undefined)
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, actions: ((n as unknown as { actions?: { action: string }[] }).actions ?? []).map((a) => a.action) }))
      }, tag) as Promise<Shown[]>,
    /** The host swipes the order's notifications away. */
    dismiss: (tag: string) =>
      sw.evaluate(async (only) => {
        for (const n of await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications({ tag: only })) n.close()
      }, tag),
    badges: () => sw.evaluate(() => (self as unknown as { __badges: number[] }).__badges),
    /** The host taps a button (or the body: '') of the order's notification. */
    tap: (orderNo: string, action: string) =>
      sw.evaluate(async ({ orderNo, action }) => {
        const scope = self as unknown as ServiceWorkerGlobalScope
        const [notification] = await scope.registration.getNotifications({ tag: `order-${orderNo}` })
        if (!notification) throw new Error(`no notification for ${orderNo}`)
        // a synthetic event: its waitUntil throws (not the browser's), the handler's work runs all the same
        scope.dispatchEvent(new NotificationEvent('notificationclick', { notification, action }))
      }, { orderNo, action }),
  }
}

async function deliverPush(cdp: CDPSession, origin: string, registrationId: string, data: string, sw: Worker, tag: string) {
  // DevTools' delivery is sometimes dropped under load: sent again while no notification shows
  let sentAt = 0
  await expect.poll(async () => {
    const list = await worker(sw).shown(tag)
    if (list.length === 0 && Date.now() - sentAt > 3_000) {
      sentAt = Date.now()
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data })
    }
    return list.length
  }, { timeout: 20_000 }).toBe(1)
}

async function registrationOf(context: BrowserContext, cdp: CDPSession, origin: string): Promise<() => string> {
  const registrations: { registrationId: string; scopeURL: string }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
    for (const r of event.registrations) if (!r.isDeleted) registrations.push(r)
  })
  await cdp.send('ServiceWorker.enable')
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/`)).toBe(true)
  void context
  return () => [...registrations].reverse().find((r) => r.scopeURL === `${origin}/`)!.registrationId
}

test('accepted from the notification with the portal closed and offline: kept, sent once when back, told; the badge goes 2 -> 1 -> 0', async ({ page, context, baseURL }) => {
  test.setTimeout(150_000)
  const origin = new URL(baseURL!).origin
  await context.grantPermissions(['notifications'], { origin })
  await useEnglish(page)
  const { mobile, luIds, today } = await hostWithUnits(page, ['Riverside room', 'Garden room'])
  const first = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[0]!, addDays(today, 4), '1'))
  const second = orderNoOf(await consoleCmd('order', 'book', mobile, luIds[1]!, addDays(today, 6), '2'))

  // the portal installed its worker on an earlier visit
  await page.goto('/order/orderList')
  await swControls(page)
  const sw = context.serviceWorkers().find((w) => w.url().startsWith(origin)) ?? (await context.waitForEvent('serviceworker'))
  // the Badging API of an installed portal, recorded (a headless browser has no icon to badge)
  await sw.evaluate(() => {
    const scope = self as unknown as { __badges: number[]; navigator: { setAppBadge: (n?: number) => Promise<void>; clearAppBadge: () => Promise<void> } }
    scope.__badges = []
    scope.navigator.setAppBadge = (n?: number) => { scope.__badges.push(n ?? 0); return Promise.resolve() }
    scope.navigator.clearAppBadge = () => { scope.__badges.push(0); return Promise.resolve() }
  })
  // DevTools from a tab of another site: the portal's own tab is closed below
  const devtools = await context.newPage()
  const cdp = await context.newCDPSession(devtools)
  const registrationId = await registrationOf(context, cdp, origin)
  const w = worker(sw)

  const payloads = new Map<string, string>()
  for (const orderNo of [first, second]) {
    payloads.set(orderNo, (await consoleCmd('order', 'push-payload', orderNo, '--lang', 'en')).trim())
    await deliverPush(cdp, origin, registrationId(), payloads.get(orderNo)!, sw, `order-${orderNo}`)
  }
  const [shownFirst] = await w.shown(`order-${first}`)
  expect(shownFirst).toMatchObject({ title: 'New order', tag: `order-${first}`, actions: ['accept', 'open'] })
  expect(shownFirst!.body).toMatch(new RegExp(`^Riverside room, ${addDays(today, 4)} to ${addDays(today, 5)}\\n1 night · 1 guest · Your income CN¥[\\d,]+\\.\\d\\d$`))
  expect(await w.badges()).toEqual([2, 2])

  // the portal is closed, the phone offline: Accept on the first one's notification
  await page.close()
  await cutNetwork(context)
  await w.tap(first, 'accept')
  await expect.poll(async () => (await w.shown(`order-${first}`)).map((n) => n.title), { timeout: 15_000 })
    .toEqual(['Accept kept on this device: it is sent when you are back online'])
  expect((await consoleCmd('order', 'show', first))).toMatch(/waitConfirm/)

  // back online: the browser's Background Sync wakes the worker, which sends it (no tab open)
  await restoreNetwork(context)
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: registrationId(), tag: 'outbox-replay', lastChance: false })
  await expect.poll(async () => (await w.shown(`order-${first}`)).map((n) => [n.title, n.body, n.actions.join()]), { timeout: 20_000 })
    .toEqual([['Order accepted', 'Riverside room', 'open']])
  await expect.poll(() => w.badges()).toEqual([2, 2, 1])
  const shown = await consoleCmd('order', 'show', first)
  expect(shown).toMatch(/waitPay/)
  // accepted once (the operation log has one accept)
  expect(shown.match(/ accept by /g)).toHaveLength(1)

  // online: the second one accepted at once; nothing waits any more
  await w.tap(second, 'accept')
  await expect.poll(async () => (await w.shown(`order-${second}`)).map((n) => n.title), { timeout: 20_000 }).toEqual(['Order accepted'])
  await expect.poll(() => w.badges()).toEqual([2, 2, 1, 0])

  // the first order's notification on another of the host's devices, tapped after: already
  // answered, said so, nothing changed (a new accept, not a replay of the first one's key)
  await w.dismiss(`order-${first}`)
  await deliverPush(cdp, origin, registrationId(), payloads.get(first)!, sw, `order-${first}`)
  expect((await w.shown(`order-${first}`)).map((n) => n.title)).toEqual(['New order'])
  await w.tap(first, 'accept')
  await expect.poll(async () => (await w.shown(`order-${first}`)).map((n) => n.title), { timeout: 20_000 }).toEqual(['This order was already answered'])
  expect((await consoleCmd('order', 'show', first)).match(/ accept by /g)).toHaveLength(1)
})
