/**
 * Benchmark: the room-status calendar grid at 100 units x 180+ days in Chromium. Builds the
 * portal (E2E_SKIP_BUILD=1 reuses it), starts the real server on a fresh data folder, seeds a
 * landlord with 100 approved listings and measures (median of RUNS):
 *   - navigation -> the grid's first cells on screen: a first visit (with the calendarGet time)
 *     and reloads (the persisted copy renders first);
 *   - scrolling, one step per frame: down one row at a time, and corner to corner across every
 *     row and column (each frame a new window of cells): frame times (mean, p95, max), frames over 50 ms;
 *   - cells in the DOM at once (virtualised rows and columns);
 * on a desktop, a phone, and a mid-range phone (CPU slowed 4x through the DevTools protocol).
 * Prints figures; asserts nothing.
 *
 *   E2E_TAG=p npx tsx tests/bench/calendar-grid.ts
 */
import { loadavg } from 'node:os'
import { chromium } from 'playwright-core'
import type { Page } from 'playwright-core'
import globalSetup from '../e2e/global-setup'
import { signInByApi } from '../e2e/support/api-session'
import { seedCalendarUnits } from '../e2e/support/calendar-units'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD } from '../e2e/support/hosts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

const RUNS = 5
const UNITS = 100

/** Scrolls the grid (a row down, or corner to corner) one step per frame (a string: tsx would wrap named inner functions in a helper the page lacks). */
const scrollScript = (diagonal: boolean) => `new Promise((resolve) => {
  const diagonal = ${diagonal}
  const grid = document.querySelector('[data-testid="calendar-grid"]')
  const steps = diagonal ? 240 : Math.min(240, Math.floor((grid.scrollHeight - grid.clientHeight) / 60))
  const maxTop = grid.scrollHeight - grid.clientHeight
  const maxLeft = grid.scrollWidth - grid.clientWidth
  const times = []
  let step = 0
  let last = 0
  function frame(now) {
    times.push(now - last)
    last = now
    step += 1
    grid.scrollTop = diagonal ? (maxTop * step) / steps : step * 60
    if (diagonal) grid.scrollLeft = (maxLeft * step) / steps
    if (step < steps) return requestAnimationFrame(frame)
    const sorted = times.slice(1).sort((a, b) => a - b)
    resolve({
      frames: sorted.length,
      mean: sorted.reduce((s, t) => s + t, 0) / sorted.length,
      p95: sorted[Math.floor(sorted.length * 0.95)],
      max: sorted[sorted.length - 1],
      long: sorted.filter((t) => t > 50).length,
    })
  }
  grid.scrollTop = 0
  grid.scrollLeft = 0
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(frame) })
})`

const teardown = await globalSetup()
const baseUrl = process.env.E2E_BASE_URL as string
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, Array.from({ length: UNITS }, (_, i) => ({ title: `Bench unit ${i + 1}` })))
  // a mid-range phone: the phone viewport with the CPU slowed 4x (Lighthouse's mobile setting)
  const profiles = [
    { name: 'desktop 1280x800', width: 1280, height: 800, mobile: false, cpuSlowdown: 1 },
    { name: 'phone 375x740', width: 375, height: 740, mobile: true, cpuSlowdown: 1 },
    { name: 'mid-range phone 375x740, CPU 4x slower', width: 375, height: 740, mobile: true, cpuSlowdown: 4 },
  ]
  // frame times on a shared machine say as much about the neighbours as about the code
  console.log(`load average before measuring: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  for (const viewport of profiles) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, isMobile: viewport.mobile, hasTouch: viewport.mobile, locale: 'en-US', timezoneId: 'Asia/Shanghai' })
    await signInByApi(context, mobile, TEST_PASSWORD, '86', baseUrl)
    const page = await context.newPage()
    if (viewport.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: viewport.cpuSlowdown })
    }
    const loads: { totalMs: number; fetchMs: number; days: number }[] = []
    for (let i = 0; i < RUNS; i++) loads.push(await load(page))
    const down = await scrollAcross(page, false)
    const scroll = await scrollAcross(page, true)
    const cells = await page.locator('[role="gridcell"]').count()
    console.log(`\nCalendar grid, ${UNITS} units x ${loads[0]!.days} days, ${viewport.name} (${RUNS} loads)`)
    console.log(`  first visit, navigation -> first cells: ${loads[0]!.totalMs.toFixed(0)} ms (calendarGet took ${loads[0]!.fetchMs.toFixed(0)} ms)`)
    console.log(`  reloads (saved copy shown first), navigation -> first cells: ${median(loads.slice(1).map((l) => l.totalMs)).toFixed(0)} ms`)
    console.log(`  cells in the DOM:              ${cells} of ${UNITS * loads[0]!.days}`)
    console.log(`  scroll down a row a frame, ${down.frames} frames: mean ${down.mean.toFixed(1)} ms, p95 ${down.p95.toFixed(1)} ms, max ${down.max.toFixed(1)} ms, ${down.long} over 50 ms`)
    console.log(`  scroll corner to corner, ${scroll.frames} frames: mean ${scroll.mean.toFixed(1)} ms, p95 ${scroll.p95.toFixed(1)} ms, max ${scroll.max.toFixed(1)} ms, ${scroll.long} over 50 ms`)
    await context.close()
  }
  console.log(`\nload average after measuring: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
} finally {
  await browser.close()
  await teardown()
}

async function load(page: Page): Promise<{ totalMs: number; fetchMs: number; days: number }> {
  await page.goto(`${baseUrl}/house/roomManagement`)
  await page.waitForSelector('[role="gridcell"][data-row="0"][data-col="0"]', { timeout: 60_000 })
  return page.evaluate(() => {
    const get = performance.getEntriesByType('resource').filter((e) => e.name.includes('/calendar/days'))
    const fetch = get.length > 0 ? (get[get.length - 1] as PerformanceResourceTiming) : null
    const grid = document.querySelector('[data-testid="calendar-grid"]')!
    return { totalMs: performance.now(), fetchMs: fetch ? fetch.responseEnd - fetch.startTime : 0, days: Number(grid.getAttribute('aria-colcount')) - 1 }
  })
}

/** Scrolls the grid from the top-left to the bottom-right corner, one step per frame, timing frames. */
async function scrollAcross(page: Page, diagonal: boolean): Promise<{ frames: number; mean: number; p95: number; max: number; long: number }> {
  return page.evaluate(scrollScript(diagonal)) as Promise<{ frames: number; mean: number; p95: number; max: number; long: number }>
}


function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
