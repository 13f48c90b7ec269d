import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile } from './support/flows'

// The slide page in a real browser (Debian's Chromium, see TOOLCHAIN.md): the page signs its
// calls, learns the clock offset from a 401 (the test server's clock is not the browser's), and
// a drag by mouse or by keyboard leads back to slideRedirect with a token the server accepts.

let server: TestServer
let browser: Browser
const emptyDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nodist-'))

beforeAll(async () => {
  server = await startServer({ distDir: emptyDist })
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
})
afterAll(async () => {
  await browser?.close()
  await server?.close()
  fs.rmSync(emptyDist, { recursive: true, force: true })
})

async function openChallenge(page: Page, query: string): Promise<number> {
  await server.db.deleteFrom('slide_challenges').where('passed_at', 'is', null).execute()
  await page.goto(`${server.url}/verify/slide?${query}`)
  await page.locator('#slide-piece').waitFor({ state: 'visible' })
  const row = await server.db.selectFrom('slide_challenges').select('target_x').where('passed_at', 'is', null).executeTakeFirstOrThrow()
  return row.target_x
}

async function tokenWorks(token: string): Promise<boolean> {
  const mobile = freshMobile()
  for (let i = 0; i < 3; i++) {
    await server.api('sendSmsCode', { mobile, scene: 'login' })
    server.clock.advance(60_000)
  }
  const reply = await server.api('sendSmsCode', { mobile, scene: 'login', slideToken: token })
  return reply.body?.status === 200
}

describe('slide page in a browser', () => {
  it('passes with a mouse drag and returns to slideRedirect with a working token', async () => {
    const page = await browser.newPage({ locale: 'en-US' })
    const problems: string[] = []
    page.on('pageerror', (e) => problems.push(String(e)))
    page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) problems.push(m.text()) })
    // The portal sends its full address (spec 4); the page returns to its path and query.
    const targetX = await openChallenge(page, `slideRedirect=${encodeURIComponent(`${server.url}/order/orderList?lodgeBusiness=store`)}`)
    expect(await page.locator('h1').textContent()).toBe('Security check')
    // Raster pictures only: the picture and the piece, no SVG that could state the gap.
    expect(await page.locator('#slide-image').getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/)
    expect(await page.locator('#slide-piece').evaluate((e) => getComputedStyle(e).backgroundImage)).toMatch(/^url\("data:image\/png;base64,/)
    expect(await page.locator('svg, rect').count()).toBe(0)
    if (process.env.SLIDE_SCREENSHOT) await page.locator('#slide-root').screenshot({ path: process.env.SLIDE_SCREENSHOT })
    const handle = page.getByRole('slider', { name: 'Puzzle slider' })
    const box = await handle.boundingBox()
    if (!box) throw new Error('no slider')
    await page.mouse.move(box.x + 10, box.y + 10)
    await page.mouse.down()
    for (let i = 1; i <= 15; i++) {
      await page.mouse.move(box.x + 10 + (targetX * i) / 15, box.y + 12)
      await page.waitForTimeout(30)
    }
    const navigated = page.waitForURL(/slideToken=/)
    await page.mouse.up()
    await navigated
    const url = new URL(page.url())
    expect(url.pathname).toBe('/order/orderList')
    expect(url.searchParams.get('lodgeBusiness')).toBe('store')
    const token = url.searchParams.get('slideToken') ?? ''
    expect(await tokenWorks(token)).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('works with the keyboard: a wrong answer says so, the right one passes', async () => {
    const page = await browser.newPage({ locale: 'zh-CN' })
    const targetX = await openChallenge(page, 'slideRedirect=/')
    expect(await page.locator('h1').textContent()).toBe('安全验证')
    const handle = page.getByRole('slider')
    await handle.focus()
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('ArrowRight')
      await page.waitForTimeout(70)
    }
    expect(await handle.getAttribute('aria-valuenow')).toBe('10')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('#slide-status').textContent()).toBe('验证失败，请重试')
    expect(await handle.getAttribute('aria-valuenow')).toBe('0')
    await handle.focus()
    let x = 0
    while (x + 2 <= targetX) {
      await page.keyboard.press('ArrowRight')
      await page.waitForTimeout(15)
      x += 2
    }
    const navigated = page.waitForURL(/slideToken=/)
    await page.keyboard.press('Enter')
    await navigated
    expect(new URL(page.url()).pathname).toBe('/')
    await page.close()
  })
})
