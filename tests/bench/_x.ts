import { chromium } from 'playwright-core'
import { signInByApi } from '../e2e/support/api-session'

const base = 'http://localhost:8090'
const out = '/tmp/shots'
async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true })
  for (const [lang, width] of [['en', 1280], ['zh', 390]] as const) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, baseURL: base })
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang)
    await signInByApi(context, '9087654321', 'Demo@2026', '81', base)
    const page = await context.newPage()
    await page.goto('/work/index')
    await page.getByTestId('home-glance').waitFor()
    await page.waitForTimeout(2500)
    await page.screenshot({ path: `${out}/home-${lang}-${width}.png`, fullPage: width < 500 })
    if (width < 500) {
      await page.getByTestId('tab-bar').getByRole('link', { name: /房客/ }).click()
      await page.waitForTimeout(2500)
      await page.screenshot({ path: `${out}/chat-${lang}-${width}.png` })
    } else {
      await page.locator('[data-glance=guests]').click()
      await page.waitForTimeout(2500)
      await page.screenshot({ path: `${out}/chat-${lang}-${width}.png` })
    }
    await context.close()
  }
  await browser.close()
}
main().catch((e) => { console.error(e); process.exit(1) })
