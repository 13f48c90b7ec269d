/**
 * Benchmark: the portal's own outbox replaying queued calendar edits in Chromium's real IndexedDB,
 * against the real server (issue 22). Builds the portal, starts it on fresh demo data, signs the
 * demo host in, waits until the portal has made its database (after its first meaningful screen:
 * portalDatabaseReady) and read the screen's data, goes offline, writes N outbox entries straight
 * into IndexedDB (as the calendar would have queued them), goes online and times until the queue
 * is empty. Scenarios: one item (every calendar edit shares CALENDAR_ITEM) with the calendar open,
 * the same with another screen open, and N different items. Prints total ms, ms per write, and the
 * calendar reads the replay caused; per-write time should stay flat as N grows. Asserts nothing.
 *
 *   npx tsx tests/bench/outbox-chromium.ts [sizes, default 250,1000,2000]   (E2E_SKIP_BUILD=1 reuses dist/)
 */
import { chromium } from 'playwright-core'
import type { Page } from 'playwright-core'
import globalSetup from '../e2e/global-setup'
import { signInByApi } from '../e2e/support/api-session'
import { outboxCount, queueWrites } from '../e2e/support/outbox-probe'
import { buildRequest } from '../../src/client/build-request'
import { endpoints, type LoginResult } from '../../src/domain/endpoints'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

const sizes = (process.argv[2] ?? '250,1000,2000').split(',').map(Number)
type Scenario = { name: string; route: string; item: (i: number) => string }
const SCENARIOS: Scenario[] = [
  { name: 'one item, calendar open', route: '/house/roomManagement', item: () => 'calendar' },
  { name: 'one item, orders open', route: '/order/orderList', item: () => 'calendar' },
  { name: 'many items, orders open', route: '/order/orderList', item: (i) => `bench:${i}` },
]

const teardown = await globalSetup()
const baseUrl = process.env.E2E_BASE_URL as string
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
let night = 0
try {
  console.log('Outbox replay in Chromium (real IndexedDB, real server): queued calendar edits until the queue is empty')
  console.log('scenario'.padEnd(26), 'writes'.padStart(7), 'ms'.padStart(9), 'ms/write'.padStart(9), 'calendar GETs'.padStart(14), 'left'.padStart(5))
  for (const scenario of SCENARIOS) {
    const perWrite: number[] = []
    for (const n of sizes) {
      const context = await browser.newContext()
      const login = await signInByApi(context, '13800000001', 'Demo@2026')
      const page = await context.newPage()
      await page.goto(baseUrl + scenario.route)
      await portalDatabaseReady(page)
      await page.waitForLoadState('networkidle') // the screen's own reads are done before the connection drops
      const unitId = await firstUnit(login)
      await context.setOffline(true)
      await queue(page, n, login.userId, unitId, scenario)
      let reads = 0
      page.on('request', (request) => {
        if (request.url().includes('/calendar/days')) reads++
      })
      const start = performance.now()
      await context.setOffline(false)
      const left = await drained(page, 600_000)
      const ms = performance.now() - start
      await page.waitForTimeout(1000) // the calendar's one refetch once the queue is empty
      console.log(scenario.name.padEnd(26), String(n).padStart(7), ms.toFixed(0).padStart(9), (ms / n).toFixed(2).padStart(9), String(reads).padStart(14), String(left).padStart(5))
      perWrite.push(ms / n)
      await context.close()
    }
    // issue 22: the time per write stays flat as the queue grows (it grew 38.7 -> 60.6 ms before)
    const growth = perWrite.at(-1)! / perWrite[0]!
    console.log(`${''.padEnd(26)} per write at ${sizes.at(-1)} / at ${sizes[0]}: ${growth.toFixed(2)}   goal: flat (<= 1.5): ${growth <= 1.5 ? 'met' : 'NOT MET'}`)
  }
} finally {
  await browser.close()
  await teardown()
}

/**
 * Waits until the portal has made its database: its first meaningful screen is marked
 * ('portal-screen', src/app/first-screen.ts), after which it loads the local data and the outbox
 * (src/app/shell/local-data.ts), whose start opens (creates) 'host-portal' with its tables. Writing
 * or counting before that raced the portal: indexedDB.open without a version creates an empty
 * database (no 'outbox' table: the writes throw, the count reads 0 as if drained), and a page taken
 * offline before the outbox's code arrived starts it only when the connection is back, inside the
 * timed replay. Looks with indexedDB.databases(), which creates nothing.
 */
async function portalDatabaseReady(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('portal-screen').length > 0, undefined, { timeout: 60_000 })
  // polled from here: waitForFunction does not wait for a promise (an async check would pass at once)
  const until = Date.now() + 60_000
  while (!(await page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'host-portal' && (db.version ?? 0) > 0)) return false
    return new Promise<boolean>((resolve) => {
      const open = indexedDB.open('host-portal')
      open.onsuccess = () => {
        const ready = open.result.objectStoreNames.contains('outbox')
        open.result.close()
        resolve(ready)
      }
      open.onerror = () => resolve(false)
    })
  }))) {
    if (Date.now() > until) throw new Error('the portal made no database within a minute of its first screen')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A calendar unit of the demo host (calendarUnits, signed as the portal signs it). */
async function firstUnit(login: LoginResult): Promise<string> {
  const def = endpoints.calendarUnits
  const request = buildRequest({ def, base: `${baseUrl}/api/${def.service}`, fields: {}, session: login, nowMs: Date.now(), offsetMs: 0 })
  const answer = (await (await fetch(request.url, { headers: request.headers })).json()) as { content?: { units: Array<{ unitId: string }> } }
  const unitId = answer.content?.units[0]?.unitId
  if (!unitId) throw new Error('the demo host has no calendar unit')
  return unitId
}

/** N calendar edits written into the outbox as the calendar would have queued them. */
async function queue(page: Page, n: number, userId: string, unitId: string, scenario: Scenario): Promise<void> {
  await queueWrites(page, userId, Array.from({ length: n }, (_, i) => {
    const date = dayAfter(30 + (night++ % 300))
    return {
      endpoint: 'calendarSet', item: scenario.item(i), meta: { titles: {}, currencies: {} },
      params: { changes: [{ unitIds: [unitId], ranges: [{ from: date, to: date }], price: 300 + (i % 200) }] },
    }
  }))
}

/** Waits until the outbox is empty (or the deadline passes): entries left. */
async function drained(page: Page, deadlineMs: number): Promise<number> {
  const until = Date.now() + deadlineMs
  for (;;) {
    const left = await outboxCount(page)
    if (left === 0 || Date.now() > until) return left
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

function dayAfter(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}
