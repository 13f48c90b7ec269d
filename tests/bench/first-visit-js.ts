/**
 * Benchmark: the JavaScript each route loads on a first visit (empty cache), gzipped.
 * Builds the portal, starts the real server on a fresh data folder, opens every route in a new
 * Chromium context and sums the gzip size of every script the page fetched. Prints figures; asserts
 * nothing. Budget to aim for: at most 150 KB gzipped per route.
 *
 *   npx tsx tests/bench/first-visit-js.ts        (E2E_SKIP_BUILD=1 reuses dist/)
 */
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import globalSetup from '../e2e/global-setup'
import { signInByApi } from '../e2e/support/api-session'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

const PUBLIC_ROUTES = ['/', '/login', '/register', '/findPassword', '/complete', '/welcome', '/404', '/theme', '/autoTest']
const HOST_ROUTES = ['/work/index', '/house/houseInfo', '/house/roomManagement', '/order/orderList', '/select-house-type']
const BUDGET_KB = 150

const teardown = await globalSetup()
const baseUrl = process.env.E2E_BASE_URL as string
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  console.log(`First-visit JavaScript per route (gzip -9 of each script body; budget ${BUDGET_KB} KB)`)
  console.log('route'.padEnd(22), 'scripts'.padStart(8), 'raw KB'.padStart(10), 'gzip KB'.padStart(10), 'before paint'.padStart(14), ' budget (all until the network is idle)')
  for (const route of [...PUBLIC_ROUTES, ...HOST_ROUTES]) {
    const context = await browser.newContext()
    if (HOST_ROUTES.includes(route)) await signInByApi(context, '13800000001', 'Demo@2026')
    const page = await context.newPage()
    const bodies: Promise<{ name: string; body: Buffer; early: boolean } | null>[] = []
    let painted = false
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const name = new URL(response.url()).pathname.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js')
      const early = !painted
      bodies.push(response.body().then((body) => ({ name, body, early }), () => null))
    })
    // a cold load: the route's own content (its h1) shows, then the network goes quiet
    await page.goto(baseUrl + route)
    await page.locator('h1').first().waitFor({ timeout: 60_000 }).catch(() => undefined)
    painted = true
    await page.waitForLoadState('networkidle')
    const scripts = (await Promise.all(bodies)).filter((b): b is { name: string; body: Buffer; early: boolean } => b !== null)
      .map((s) => ({ ...s, gz: gzipSync(s.body, { level: 9 }).length }))
    const raw = scripts.reduce((sum, s) => sum + s.body.length, 0)
    const gz = scripts.reduce((sum, s) => sum + s.gz, 0)
    // what arrived before the route's content showed (the rest: code loaded at idle, e.g. a host's local data)
    const early = scripts.filter((s) => s.early).reduce((sum, s) => sum + s.gz, 0)
    const verdict = gz / 1024 <= BUDGET_KB ? 'within' : 'OVER'
    const biggest = [...scripts].sort((a, b) => b.gz - a.gz).slice(0, 4).map((s) => `${s.name} ${(s.gz / 1024).toFixed(0)}`).join(', ')
    console.log(route.padEnd(22), String(scripts.length).padStart(8), (raw / 1024).toFixed(1).padStart(10), (gz / 1024).toFixed(1).padStart(10), (early / 1024).toFixed(1).padStart(14), ` ${verdict.padEnd(6)}  biggest (KB gz): ${biggest}`)
    await context.close()
  }
} finally {
  await browser.close()
  await teardown()
}
