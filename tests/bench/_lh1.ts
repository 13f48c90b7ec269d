import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
import globalSetup from '/work/main/tests/e2e/global-setup'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/tests/bench/chromium'
import { chromium } from 'playwright-core'
import { signInByApi } from '/work/main/tests/e2e/support/api-session'
const teardown = await globalSetup()
const baseUrl = process.env.E2E_BASE_URL as string
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
const route = process.env.ROUTE ?? '/login'
if (route !== '/login') { const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`); await signInByApi(b.contexts()[0]!, '13800000001', 'Demo@2026'); await b.close() }
const result = await lighthouse(baseUrl + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true })
writeFileSync('/tmp/an/lh-login.json', JSON.stringify(result!.lhr))
const a = result!.lhr.audits
for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','interactive','bootup-time','mainthread-work-breakdown']) console.log(id, a[id]?.numericValue, a[id]?.score)
console.log(JSON.stringify(a['largest-contentful-paint-element']?.details, null, 1).slice(0, 3000))
chrome.kill(); await teardown()
