/**
 * Benchmark: a Lighthouse mobile run (performance, accessibility, best practices) of /login and
 * /work/index against the built portal on the real server. Prints the scores; asserts nothing.
 * Aim: performance and accessibility of at least 95.
 *
 *   npx tsx tests/bench/lighthouse.ts        (E2E_SKIP_BUILD=1 reuses dist/)
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import globalSetup from '../e2e/global-setup'
import { signInByApi } from '../e2e/support/api-session'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

const teardown = await globalSetup()
const baseUrl = process.env.E2E_BASE_URL as string
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
try {
  // /login is measured as a visitor; then the Lighthouse browser itself signs in, so /work/index
  // is measured as a host sees it.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const context = browser.contexts()[0]
  if (!context) throw new Error('no default browser context')

  console.log('Lighthouse 12 mobile (simulated throttling), scores out of 100')
  console.log('route'.padEnd(14), 'performance'.padStart(12), 'accessibility'.padStart(14), 'best-practices'.padStart(15), '  LCP ms  TBT ms  CLS')
  for (const route of ['/login', '/work/index']) {
    if (route === '/work/index') await signInByApi(context, '13800000001', 'Demo@2026')
    const result = await lighthouse(baseUrl + route, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    })
    if (!result) throw new Error(`no Lighthouse result for ${route}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100))
    const num = (id: string) => audits[id]?.numericValue ?? Number.NaN
    const finalUrl = new URL(result.lhr.finalDisplayedUrl).pathname
    console.log(
      route.padEnd(14), score('performance').padStart(12), score('accessibility').padStart(14), score('best-practices').padStart(15),
      `  ${num('largest-contentful-paint').toFixed(0).padStart(6)}  ${num('total-blocking-time').toFixed(0).padStart(6)}  ${num('cumulative-layout-shift').toFixed(3)}`,
      finalUrl !== route ? ` (ended on ${finalUrl})` : '',
    )
    for (const id of ['accessibility', 'best-practices']) {
      const failing = (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id)
      if (failing.length > 0) console.log(`  ${id} audits not passed: ${failing.join(', ')}`)
    }
  }
  await browser.close()
} finally {
  chrome.kill()
  await teardown()
}
