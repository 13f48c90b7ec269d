/**
 * Benchmark: the JavaScript each route loads on a first visit (empty cache), gzipped.
 * Builds the portal, starts the real server on a fresh data folder, opens every route in a new
 * Chromium context and sums the gzip size of every script the page fetched. Prints figures; asserts
 * nothing. Budget to aim for: at most 150 KB gzipped per route.
 *
 *   npx tsx tests/bench/first-visit-js.ts        (E2E_SKIP_BUILD=1 reuses dist/)
 */
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import globalSetup from '../e2e/global-setup'
import { signInByApi } from '../e2e/support/api-session'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { bytesBySource, moduleGroup } from './support/module-sizes'

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
    const bodies: Promise<{ name: string; file: string; body: Buffer; early: boolean } | null>[] = []
    let painted = false
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      const file = new URL(response.url()).pathname.replace(/^.*\//, '')
      const name = file.replace(/-[\w-]{8}\.js$/, '.js')
      const early = !painted
      bodies.push(response.body().then((body) => ({ name, file, body, early }), () => null))
    })
    // a cold load: the route's own content (its h1) shows, then the network goes quiet
    await page.goto(baseUrl + route)
    await page.locator('h1').first().waitFor({ timeout: 60_000 }).catch(() => undefined)
    painted = true
    await page.waitForLoadState('networkidle')
    const scripts = (await Promise.all(bodies)).filter((b): b is { name: string; file: string; body: Buffer; early: boolean } => b !== null)
      .map((s) => ({ ...s, gz: gzipSync(s.body, { level: 9 }).length }))
    const raw = scripts.reduce((sum, s) => sum + s.body.length, 0)
    const gz = scripts.reduce((sum, s) => sum + s.gz, 0)
    // what arrived before the route's content showed (the rest: code loaded at idle, e.g. a host's local data)
    const early = scripts.filter((s) => s.early).reduce((sum, s) => sum + s.gz, 0)
    const verdict = gz / 1024 <= BUDGET_KB ? 'within' : 'OVER'
    const biggest = [...scripts].sort((a, b) => b.gz - a.gz).slice(0, 4).map((s) => `${s.name} ${(s.gz / 1024).toFixed(0)}`).join(', ')
    console.log(route.padEnd(22), String(scripts.length).padStart(8), (raw / 1024).toFixed(1).padStart(10), (gz / 1024).toFixed(1).padStart(10), (early / 1024).toFixed(1).padStart(14), ` ${verdict.padEnd(6)}  biggest (KB gz): ${biggest}`)
    console.log(''.padEnd(22), `modules (KB gz, each script's gzip shared by its source map): ${biggestModules(scripts)}`)
    await context.close()
  }
} finally {
  await browser.close()
  await teardown()
}

/** What the build adds to a chunk without a source: its translations (decision 0034), the preload lists, the lazy routes' imports. */
function buildAddition(text: string): string {
  if (text.startsWith('(globalThis.__chunkMessages')) return '(translations)'
  if (text.startsWith('const __vite__mapDeps')) return '(preload lists)'
  return '(imports and glue)'
}

/**
 * The biggest packages and project folders among a route's scripts: each script's gzip size
 * shared among its sources by the characters they produced (dist/assets/*.map).
 */
function biggestModules(scripts: { file: string; body: Buffer; gz: number }[]): string {
  const sizes = new Map<string, number>()
  for (const script of scripts) {
    const mapFile = `dist/assets/${script.file}.map`
    const code = script.body.toString('utf8')
    const bySource = existsSync(mapFile) ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')), buildAddition) : new Map([[script.file, code.length]])
    for (const [source, chars] of bySource) {
      const group = source.startsWith('(') ? source : moduleGroup(source)
      sizes.set(group, (sizes.get(group) ?? 0) + (script.gz * chars) / code.length)
    }
  }
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([name, gz]) => `${name} ${(gz / 1024).toFixed(1)}`).join(', ')
}
