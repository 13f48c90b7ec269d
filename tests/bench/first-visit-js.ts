/**
 * Benchmark: the JavaScript each top-level route needs on a first visit (empty cache), beside the
 * stack's floor app built and served the same way in the same run (issue 41). For every route:
 *
 * - the critical path, measured in Chromium: the scripts requested before the route's first
 *   meaningful screen (the performance mark 'portal-screen', src/app/first-screen.ts), gzip -9 of
 *   each, and their count; beside it the same figure read from the build (entry + the route's
 *   preloads: tests/bench/support/critical-path.ts, what the bundle-budget test holds);
 * - the budget: the floor + 30 KB gz for a visitor's page, + 60 for a host's, in 12 scripts;
 * - everything fetched until the network is idle (printed, not budgeted) and the five biggest
 *   modules of the critical path (each script's gzip shared among its sources by its source map).
 *
 * Prints figures; asserts nothing (the budget verdict is printed).
 *
 *   npx tsx tests/bench/first-visit-js.ts        (E2E_SKIP_BUILD=1 reuses dist/)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import globalSetup from '../e2e/global-setup'
import { signInByApi } from '../e2e/support/api-session'
import { startPortalServer } from '../e2e/support/server-process'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { MAX_SCRIPTS, OVER_FLOOR_KB, TOP_ROUTES, criticalPaths } from './support/critical-path'
import { buildFloorApp } from './support/floor-app'
import { bytesBySource, moduleGroup } from './support/module-sizes'

const ROOT = process.cwd()
type Script = { file: string; url: string; body: Buffer; gz: number; early: boolean }
type Visit = { scripts: Script[]; screen: boolean }

const teardown = await globalSetup()
const baseUrl = process.env.E2E_BASE_URL as string
const floorDist = await buildFloorApp(fs.mkdtempSync(path.join(os.tmpdir(), 'floor-app-')))
const floorServer = await startPortalServer({ root: ROOT, distDir: floorDist, logFile: path.join(ROOT, 'test-results', 'floor-server.log') })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const floor = await visit(browser, floorServer.url, '/', false)
  const floorKb = kb(floor.scripts.filter((s) => s.early))
  const statics = new Map(criticalPaths(path.join(ROOT, 'dist'), path.join(ROOT, 'src/app/routeTree.gen.ts'), path.join(ROOT, 'src/app/routes')).map((p) => [p.route, p]))
  console.log(`First-visit JavaScript, gzip -9 per script. Floor app (react-dom, TanStack Router with a lazy route, Query, Lingui; same build and server): ${floorKb.toFixed(1)} KB in ${floor.scripts.filter((s) => s.early).length} scripts`)
  console.log('route'.padEnd(22), 'critical KB'.padStart(12), 'scripts'.padStart(8), 'build KB'.padStart(9), ' budget'.padEnd(18), 'until idle'.padStart(11), '  five biggest modules of the critical path (KB gz)')
  let over = 0
  for (const route of TOP_ROUTES) {
    const found = statics.get(route)
    const kind = found?.kind ?? 'public'
    const run = await visit(browser, baseUrl, route, kind === 'host')
    const early = run.scripts.filter((s) => s.early)
    const earlyKb = kb(early)
    const budget = floorKb + OVER_FLOOR_KB[kind]
    const within = earlyKb <= budget && early.length <= MAX_SCRIPTS
    if (!within) over += 1
    const verdict = `${within ? 'within' : 'OVER  '} ${budget.toFixed(0)}/${MAX_SCRIPTS}`.padEnd(18)
    const mark = run.screen ? '' : ' (no screen mark: counted until idle)'
    console.log(
      route.padEnd(22), earlyKb.toFixed(1).padStart(12), String(early.length).padStart(8), (found?.kb ?? Number.NaN).toFixed(1).padStart(9), ` ${verdict}`,
      kb(run.scripts).toFixed(1).padStart(11), ` ${biggestModules(early)}${mark}`,
    )
  }
  console.log(`${over} of ${TOP_ROUTES.length} top-level routes over their budget (visitor: floor + ${OVER_FLOOR_KB.public} KB, host: floor + ${OVER_FLOOR_KB.host} KB, at most ${MAX_SCRIPTS} scripts)`)
} finally {
  await browser.close()
  await floorServer.stop()
  fs.rmSync(floorDist, { recursive: true, force: true })
  await teardown()
}

/** A cold visit in a new context: every script with whether it was requested before the first meaningful screen. */
async function visit(browser: Browser, base: string, route: string, host: boolean): Promise<Visit> {
  const context = await browser.newContext()
  if (host) await signInByApi(context, '13800000001', 'Demo@2026', '86', base)
  const page = await context.newPage()
  const bodies: Promise<{ url: string; body: Buffer } | null>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(response.body().then((body) => ({ url: response.url(), body }), () => null))
  })
  await page.goto(base + route)
  const screen = await page.waitForFunction(() => performance.getEntriesByName('portal-screen').length > 0, undefined, { timeout: 60_000 }).then(() => true, () => false)
  await page.waitForLoadState('networkidle')
  // requested before the mark: resource timing's start times against the mark's
  const early = new Set(await page.evaluate(() => {
    const mark = performance.getEntriesByName('portal-screen')[0]?.startTime ?? Number.POSITIVE_INFINITY
    return performance.getEntriesByType('resource').filter((entry) => entry.startTime < mark).map((entry) => entry.name)
  }))
  const scripts = (await Promise.all(bodies))
    .filter((b): b is { url: string; body: Buffer } => b !== null)
    .map(({ url, body }) => ({ url, body, file: new URL(url).pathname.replace(/^.*\//, ''), gz: gzipSync(body, { level: 9 }).length, early: !screen || early.has(url) }))
  await context.close()
  return { scripts, screen }
}

function kb(scripts: readonly Script[]): number {
  return scripts.reduce((sum, s) => sum + s.gz, 0) / 1024
}

/** What the build adds to a chunk without a source: its translations (decision 0034), the lazy routes' imports. */
function buildAddition(text: string): string {
  if (text.startsWith('(globalThis.__chunkMessages')) return '(translations)'
  return '(imports and glue)'
}

/** The five biggest packages and project folders of these scripts (each script's gzip shared by its source map). */
function biggestModules(scripts: readonly Script[]): string {
  const sizes = new Map<string, number>()
  for (const script of scripts) {
    const mapFile = path.join(ROOT, 'dist', 'assets', `${script.file}.map`)
    const code = script.body.toString('utf8')
    const bySource = fs.existsSync(mapFile) ? bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')), buildAddition) : new Map([[script.file, code.length]])
    for (const [source, chars] of bySource) {
      const group = source.startsWith('(') ? source : moduleGroup(source)
      sizes.set(group, (sizes.get(group) ?? 0) + (script.gz * chars) / code.length)
    }
  }
  return [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([name, gz]) => `${name} ${(gz / 1024).toFixed(1)}`).join(', ')
}
