/**
 * Benchmark: what restoring the persisted query cache (docs/decisions/0012-persisted-query-cache.md)
 * adds to start-up. Builds the portal, starts the real server on a fresh data folder and, in
 * Chromium, measures for each case the restore the start-up waited for (the app's
 * 'query-cache-restore' measure) and the time from navigation to the page's h1 (median of RUNS):
 *   - a visitor's first visit (/login: nothing to restore, IndexedDB not read);
 *   - a host's first visit (/work/index, empty IndexedDB: the local data starts after the first
 *     screen, so start-up waits for nothing);
 *   - a host's reload with the persisted cache, online and offline.
 * Prints figures; asserts nothing.
 *
 *   npx tsx tests/bench/start-up-restore.ts        (E2E_SKIP_BUILD=1 reuses the build)
 */
import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'
import globalSetup from '../e2e/global-setup'
import { signInByApi } from '../e2e/support/api-session'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { swControls } from '../e2e/support/service-worker'

const RUNS = 7
const DEMO = { mobile: '13800000001', password: 'Demo@2026' }

type Sample = { restoreMs: number | null; h1Ms: number }

const teardown = await globalSetup()
const baseUrl = process.env.E2E_BASE_URL as string
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const cases: [string, Sample[]][] = [
    ['visitor, first visit /login', await repeat(() => firstVisit(browser, '/login', false))],
    ['host, first visit /work/index', await repeat(() => firstVisit(browser, '/work/index', true))],
    ['host, reload with cache (online)', await repeat(() => reloadWithCache(browser, false))],
    ['host, reload with cache (offline)', await repeat(() => reloadWithCache(browser, true))],
  ]
  console.log(`Start-up with the persisted query cache (median of ${RUNS} runs, ms)`)
  console.log('case'.padEnd(36), 'restore waited'.padStart(15), 'navigation -> h1'.padStart(18))
  for (const [name, samples] of cases) {
    const restore = samples.map((s) => s.restoreMs).filter((v): v is number => v !== null)
    console.log(
      name.padEnd(36),
      (restore.length ? median(restore).toFixed(1) : '-').padStart(15),
      median(samples.map((s) => s.h1Ms)).toFixed(0).padStart(18),
    )
  }
} finally {
  await browser.close()
  await teardown()
}

async function repeat(run: () => Promise<Sample>): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let i = 0; i < RUNS; i++) samples.push(await run())
  return samples
}

async function firstVisit(browser: Browser, path: string, signedIn: boolean): Promise<Sample> {
  const context = await browser.newContext()
  if (signedIn) await signInByApi(context, DEMO.mobile, DEMO.password, '86', baseUrl)
  const page = await context.newPage()
  await page.goto(baseUrl + path)
  const sample = await measure(page)
  await context.close()
  return sample
}

async function reloadWithCache(browser: Browser, offline: boolean): Promise<Sample> {
  const context = await browser.newContext()
  await signInByApi(context, DEMO.mobile, DEMO.password, '86', baseUrl)
  const page = await context.newPage()
  await page.goto(baseUrl + '/work/index')
  await measure(page)
  await swControls(page)
  // the throttled save has landed once the row holds the landlord info
  for (let tries = 0; tries < 50 && !(await hasPersistedInfo(page)); tries++) await page.waitForTimeout(200)
  if (offline) await context.setOffline(true)
  await page.reload()
  const sample = await measure(page)
  await context.close()
  return sample
}

async function measure(page: Page): Promise<Sample> {
  await page.waitForSelector('main h1', { timeout: 30_000 })
  return page.evaluate(() => {
    const restore = performance.getEntriesByName('query-cache-restore')[0]
    const rendered = performance.getEntriesByName('portal-first-render')[0]
    // what start-up waited: a restore that ended after the first render (a first visit starts the
    // local data after its first screen) cost the first screen nothing
    const waited = restore && rendered && restore.startTime + restore.duration <= rendered.startTime ? restore.duration : restore ? 0 : null
    return { restoreMs: waited, h1Ms: performance.now() }
  })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Whether the portal's IndexedDB holds a persisted cache with the landlord info. */
function hasPersistedInfo(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('host-portal')
        open.onerror = () => resolve(false)
        open.onsuccess = () => {
          const db = open.result
          const all = db.transaction('queryCache').objectStore('queryCache').getAll()
          all.onerror = () => resolve(false)
          all.onsuccess = () => {
            db.close()
            const rows = all.result as { value: { clientState: { queries: { queryKey: unknown[] }[] } } }[]
            resolve(rows.some((row) => row.value.clientState.queries.some((q) => q.queryKey.join('/') === 'identity/info')))
          }
        }
      }),
  )
}
