/**
 * Benchmark: the room-status calendar at 100 units x 180+ days in Chromium, beside the stack's
 * floor app (tests/bench/floor, issue 41) measured the same way in the same run, in the same
 * browser context. Builds the portal (E2E_SKIP_BUILD=1 reuses it) and the floor app, starts the
 * real server on a fresh data folder, seeds a landlord with 100 approved listings and measures, on
 * three profiles: a desktop (the grid), a phone and a mid-range phone (CPU slowed 4x through the
 * DevTools protocol), where the calendar is another screen, one listing's month (month-view.tsx):
 *   - navigation -> the calendar's first nights on screen (grid: the first cell; phone: the first
 *     month's first night): a first visit (with the calendarGet time) and reloads (median; the
 *     persisted copy renders first); the floor: navigation -> its list;
 *   - nights (cells) in the DOM at once;
 *   - desktop: scrolling one step per frame, down one row at a time and corner to corner (each
 *     frame a new window of cells): frame times (mean, p95, max), frames over 50 ms; the floor:
 *     the same frames with nothing to do;
 *   - phone: paging, a tap on the next (previous) month -> that month on screen, to the window's
 *     last month and back; another listing (tap the Listing list -> open, tap a listing -> its month);
 *   - both: a night selected (a click, a tap) and its editor opened (Edit, or a tap on the selected
 *     night) -> on screen, first time and median.
 * A tap's time runs from its pointerdown (the event's own time stamp) to the frame after the change
 * (a rAF loop armed before the tap sees it; a task after that frame reads the clock); the floor's
 * is a tap on its heading, which changes nothing: input -> next frame on that profile.
 * Prints figures; asserts nothing.
 *
 *   E2E_TAG=p npx tsx tests/bench/calendar-grid.ts [profiles, default desktop,phone,mid-range]
 *   (E2E_SKIP_BUILD=1 reuses dist/)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import globalSetup from '../e2e/global-setup'
import { signInByApi } from '../e2e/support/api-session'
import { seedCalendarUnits } from '../e2e/support/calendar-units'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD } from '../e2e/support/hosts'
import { startPortalServer } from '../e2e/support/server-process'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { buildFloorApp } from './support/floor-app'

const RUNS = 5
/** Which profiles to measure (the first argument, comma-separated; default all). */
const PROFILES = (process.argv[2] ?? 'desktop,phone,mid-range').split(',')
const UNITS = 100
const TITLES = Array.from({ length: UNITS }, (_, i) => `Bench unit ${i + 1}`)
const FIRST_CELL = '[role="gridcell"][data-row="0"][data-col="0"]'
const MONTH = '[data-testid="calendar-month"]'
const FIRST_NIGHT = `${MONTH} button[data-date]`
const FLOOR_SCREEN = 'main li'
// the month's arrows, either side of its heading (the portal shows its default language: no names)
const NEXT_MONTH = `${MONTH} h2 + button`
const PREVIOUS_MONTH = `${MONTH} button:has(+ h2)`

type Frames = { frames: number; mean: number; p95: number; max: number; long: number }
type Load = { totalMs: number; fetchMs: number }
type Profile = { key: string; name: string; width: number; height: number; mobile: boolean; cpuSlowdown: number }

/**
 * Frame times over 240 frames (or the rows there are), one step per frame: the grid scrolled a
 * row down, or corner to corner, or nothing at all (the floor's frames). A string: tsx would wrap
 * named inner functions in a helper the page lacks.
 */
const frameScript = (mode: 'down' | 'diagonal' | 'idle') => `new Promise((resolve) => {
  const mode = '${mode}'
  const grid = document.querySelector('[data-testid="calendar-grid"]')
  const steps = mode === 'down' ? Math.min(240, Math.floor((grid.scrollHeight - grid.clientHeight) / 60)) : 240
  const maxTop = grid ? grid.scrollHeight - grid.clientHeight : 0
  const maxLeft = grid ? grid.scrollWidth - grid.clientWidth : 0
  const times = []
  let step = 0
  let last = 0
  function frame(now) {
    times.push(now - last)
    last = now
    step += 1
    if (mode === 'down') grid.scrollTop = step * 60
    if (mode === 'diagonal') {
      grid.scrollTop = (maxTop * step) / steps
      grid.scrollLeft = (maxLeft * step) / steps
    }
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
  if (grid) {
    grid.scrollTop = 0
    grid.scrollLeft = 0
  }
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(frame) })
})`

/**
 * Arms the page before a tap: a capturing pointerdown listener keeps the tap's time stamp, and a
 * rAF loop watches `probe` (an expression) until its value differs from now; the frame it first
 * differs in is followed by a task that reads the clock. window.__benchTap resolves with the ms
 * from the pointerdown to then. The floor's probe is the tap itself (nothing changes on screen).
 */
const armScript = (probe: string) => `(() => {
  if (!window.__benchListening) {
    window.__benchListening = true
    document.addEventListener('pointerdown', (event) => { window.__benchDown = event.timeStamp }, { capture: true })
  }
  window.__benchDown = undefined
  const read = () => (${probe})
  const before = read()
  const started = performance.now()
  window.__benchTap = new Promise((resolve, reject) => {
    const watch = () => {
      if (window.__benchDown !== undefined && read() !== before) {
        return requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__benchDown)))
      }
      if (performance.now() - started > 60000) return reject(new Error('no change after the tap: ' + ${JSON.stringify(probe)}))
      requestAnimationFrame(watch)
    }
    requestAnimationFrame(watch)
  })
})()`

const teardown = await globalSetup()
const baseUrl = process.env.E2E_BASE_URL as string
const floorDist = await buildFloorApp(fs.mkdtempSync(path.join(os.tmpdir(), 'floor-app-')))
const floorServer = await startPortalServer({ root: process.cwd(), distDir: floorDist, logFile: path.join(process.cwd(), 'test-results', 'floor-server.log') })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, TITLES.map((title) => ({ title })))
  // a mid-range phone: the phone viewport with the CPU slowed 4x (Lighthouse's mobile setting)
  const profiles: Profile[] = ([
    { key: 'desktop', name: 'desktop 1280x800', width: 1280, height: 800, mobile: false, cpuSlowdown: 1 },
    { key: 'phone', name: 'phone 375x740', width: 375, height: 740, mobile: true, cpuSlowdown: 1 },
    { key: 'mid-range', name: 'mid-range phone 375x740, CPU 4x slower', width: 375, height: 740, mobile: true, cpuSlowdown: 4 },
  ] satisfies Profile[]).filter((profile) => PROFILES.includes(profile.key))
  // frame times on a shared machine say as much about the neighbours as about the code
  console.log(`load average before measuring: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  console.log('Every figure beside the floor app\'s (react-dom, TanStack Router with a lazy route, Query, Lingui; the portal\'s build and server), same profile, same run.')
  for (const profile of profiles) {
    const context = await browser.newContext({ viewport: { width: profile.width, height: profile.height }, isMobile: profile.mobile, hasTouch: profile.mobile, locale: 'en-US', timezoneId: 'Asia/Shanghai' })
    await signInByApi(context, mobile, TEST_PASSWORD, '86', baseUrl)
    const page = await throttledPage(context, profile)
    const floor = await throttledPage(context, profile)
    // first visits (cold cache) and reloads, the floor's and the calendar's in turn
    const loads: Load[] = []
    const floorLoads: number[] = []
    for (let i = 0; i < RUNS; i++) {
      floorLoads.push(await floorLoad(floor))
      loads.push(await load(page, profile.mobile ? FIRST_NIGHT : FIRST_CELL))
    }
    await floor.bringToFront()
    const first = `first visit, navigation -> first ${profile.mobile ? 'night' : 'cells'}: ${ms(loads[0]!.totalMs)} (calendarGet took ${ms(loads[0]!.fetchMs)})`
    const again = `reloads (saved copy shown first), navigation -> first ${profile.mobile ? 'night' : 'cells'}: ${ms(median(loads.slice(1).map((l) => l.totalMs)))}`
    const floorTap = await floorTaps(floor, profile)
    // the floor's frames with nothing to do, beside the grid's scrolling (the phone pages instead)
    const idle = profile.mobile ? null : ((await floor.evaluate(frameScript('idle'))) as Frames)
    await page.bringToFront()
    if (profile.mobile) {
      const paging = await pageThroughMonths(page, profile)
      const listing = await otherListings(page)
      const editor = await editorTaps(page, profile, async (i) => page.locator(`${MONTH} button[data-date]`).nth(2 + i * 3), async (night) => tap(profile, night))
      console.log(`\nCalendar, ${UNITS} units x ${paging.days} days, ${profile.name}: one listing's month (${RUNS} loads)`)
      beside(first, `floor app: ${ms(floorLoads[0]!)}`)
      beside(again, `floor app: ${ms(median(floorLoads.slice(1)))}`)
      console.log(`  nights in the DOM:             ${paging.nights} at most (one month) of ${UNITS * paging.days}`)
      beside(`next month, ${paging.forward.length} taps: median ${ms(median(paging.forward))}, max ${ms(Math.max(...paging.forward))}`, floorTap)
      beside(`previous month, ${paging.back.length} taps: median ${ms(median(paging.back))}, max ${ms(Math.max(...paging.back))}`, floorTap)
      beside(`tap Listing -> the list open, ${RUNS} times: first ${ms(listing.open[0]!)}, median ${ms(median(listing.open.slice(1)))}`, floorTap)
      beside(`tap another listing -> its month, ${RUNS} times: median ${ms(median(listing.choose))}, max ${ms(Math.max(...listing.choose))}`, floorTap)
      beside(`tap a night -> selected, ${RUNS} times: median ${ms(median(editor.select))}, max ${ms(Math.max(...editor.select))}`, floorTap)
      beside(`tap the selected night -> its editor, ${RUNS} times: first ${ms(editor.open[0]!)}, median ${ms(median(editor.open.slice(1)))}`, floorTap)
    } else {
      const days = await page.evaluate(() => Number(document.querySelector('[data-testid="calendar-grid"]')!.getAttribute('aria-colcount')) - 1)
      const down = (await page.evaluate(frameScript('down'))) as Frames
      const scroll = (await page.evaluate(frameScript('diagonal'))) as Frames
      const cells = await page.locator('[role="gridcell"]').count()
      await page.evaluate(() => {
        const grid = document.querySelector('[data-testid="calendar-grid"]')!
        grid.scrollTop = 0
        grid.scrollLeft = 0
      })
      const editor = await editorTaps(page, profile, async (i) => page.locator(`[role="gridcell"][data-row="${i}"][data-col="2"]`), async () => tap(profile, page.getByTestId('calendar-edit')))
      console.log(`\nCalendar grid, ${UNITS} units x ${days} days, ${profile.name} (${RUNS} loads)`)
      beside(first, `floor app: ${ms(floorLoads[0]!)}`)
      beside(again, `floor app: ${ms(median(floorLoads.slice(1)))}`)
      console.log(`  cells in the DOM:              ${cells} of ${UNITS * days}`)
      beside(`scroll down a row a frame, ${frames(down)}`, `floor app, frames with nothing to do: ${frames(idle!)}`)
      beside(`scroll corner to corner, ${frames(scroll)}`, `floor app, frames with nothing to do: ${frames(idle!)}`)
      beside(`click a night -> selected, ${RUNS} times: median ${ms(median(editor.select))}, max ${ms(Math.max(...editor.select))}`, floorTap)
      beside(`click Edit -> the night's editor, ${RUNS} times: first ${ms(editor.open[0]!)}, median ${ms(median(editor.open.slice(1)))}`, floorTap)
    }
    await context.close()
  }
  console.log(`\nload average after measuring: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
} finally {
  await browser.close()
  await floorServer.stop()
  fs.rmSync(floorDist, { recursive: true, force: true })
  await teardown()
}

/**
 * A page of the context with the profile's CPU slowdown (set per page, through the DevTools
 * protocol). Each context holds two (the calendar's and the floor's): a page behind the other is
 * hidden (its frames slowed to one a second), so each is brought to the front before it is measured.
 */
async function throttledPage(context: BrowserContext, profile: Profile): Promise<Page> {
  const page = await context.newPage()
  if (profile.cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
  }
  return page
}

/** Navigation -> `selector` on screen (the grid's first cell, or the phone month's first night). */
async function load(page: Page, selector: string): Promise<Load> {
  await page.bringToFront()
  await page.goto(`${baseUrl}/house/roomManagement`)
  await page.waitForSelector(selector, { timeout: 60_000 })
  return page.evaluate(() => {
    const get = performance.getEntriesByType('resource').filter((e) => e.name.includes('/calendar/days'))
    const fetch = get.length > 0 ? (get[get.length - 1] as PerformanceResourceTiming) : null
    return { totalMs: performance.now(), fetchMs: fetch ? fetch.responseEnd - fetch.startTime : 0 }
  })
}

/** The floor app: navigation -> its list on screen, waited for and read as the calendar's is. */
async function floorLoad(page: Page): Promise<number> {
  await page.bringToFront()
  await page.goto(`${floorServer.url}/`)
  await page.waitForSelector(FLOOR_SCREEN, { timeout: 60_000 })
  return page.evaluate(() => performance.now())
}

/** The floor app: a tap (a click on a desktop) on its heading -> the next frame, median of RUNS. */
async function floorTaps(page: Page, profile: Profile): Promise<string> {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) times.push(await timedTap(page, 'window.__benchDown', () => tap(profile, page.locator('h1'))))
  return `floor app, ${profile.mobile ? 'a tap' : 'a click'} -> next frame: median ${ms(median(times))}`
}

/** A tap on a phone, a click on a desktop. */
async function tap(profile: Profile, target: Locator): Promise<void> {
  if (profile.mobile) await target.tap()
  else await target.click()
}

/** Runs `act` (a tap) with the page armed on `probe`: ms from its pointerdown to the frame after the probe changed. */
async function timedTap(page: Page, probe: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate(armScript(probe))
  await act()
  return (await page.evaluate('window.__benchTap')) as number
}

/** The phone: a tap on Next month to the window's last month, then Previous month back to the first; the nights seen (the window's days) and the most on screen at once. */
async function pageThroughMonths(page: Page, profile: Profile): Promise<{ forward: number[]; back: number[]; days: number; nights: number }> {
  const heading = `document.querySelector('${MONTH} h2')?.textContent`
  const dates = new Set<string>()
  let nights = 0
  const collect = async () => {
    const shown = await page.locator(`${MONTH} button[data-date]`).evaluateAll((buttons) => buttons.map((n) => n.getAttribute('data-date')!))
    nights = Math.max(nights, shown.length)
    for (const date of shown) dates.add(date)
  }
  const next = page.locator(NEXT_MONTH)
  const previous = page.locator(PREVIOUS_MONTH)
  const forward: number[] = []
  const back: number[] = []
  await collect()
  while (await next.isEnabled()) {
    forward.push(await timedTap(page, heading, () => tap(profile, next)))
    await collect()
  }
  while (await previous.isEnabled()) back.push(await timedTap(page, heading, () => tap(profile, previous)))
  return { forward, back, days: dates.size, nights }
}

/** The phone: RUNS times the Listing list opened and the next listing chosen -> its month; then the first listing again. */
async function otherListings(page: Page): Promise<{ open: number[]; choose: number[] }> {
  const label = `document.querySelector('${MONTH}')?.getAttribute('aria-label')`
  const open: number[] = []
  const choose: number[] = []
  const list = page.locator(`${MONTH} [role="combobox"]`)
  for (let i = 1; i <= RUNS; i++) {
    open.push(await timedTap(page, `!!document.querySelector('[role="listbox"]')`, () => list.tap()))
    choose.push(await timedTap(page, label, () => page.getByRole('option', { name: TITLES[i]!, exact: true }).tap()))
    await page.getByRole('listbox').waitFor({ state: 'hidden' })
  }
  await list.tap()
  await page.getByRole('option', { name: TITLES[0]!, exact: true }).tap()
  await page.getByRole('listbox').waitFor({ state: 'hidden' })
  return { open, choose }
}

/**
 * RUNS times: a night selected (`night(i)` tapped or clicked -> it shows selected), then its
 * editor opened by `openEditor` -> on screen, then closed with Escape. On the phone the second
 * month (the first may hold a night or two), where a tap after another single night makes a
 * range: the night is tapped again (untimed) to stand alone before the tap that opens its editor.
 */
async function editorTaps(page: Page, profile: Profile, night: (i: number) => Promise<Locator>, openEditor: (night: Locator) => Promise<void>): Promise<{ select: number[]; open: number[] }> {
  const select: number[] = []
  const open: number[] = []
  if (profile.mobile) await tap(profile, page.locator(NEXT_MONTH))
  for (let i = 0; i < RUNS; i++) {
    const target = await night(i)
    const state = profile.mobile ? 'aria-pressed' : 'aria-selected'
    const selector = profile.mobile ? `${MONTH} button[data-date="${await target.getAttribute('data-date')}"]` : `[role="gridcell"][data-row="${i}"][data-col="2"]`
    select.push(await timedTap(page, `document.querySelector('${selector}')?.getAttribute('${state}')`, () => tap(profile, target)))
    if (profile.mobile && (await page.locator(`${MONTH} button[aria-pressed="true"]`).count()) > 1) await tap(profile, target)
    open.push(await timedTap(page, `!!document.querySelector('[data-testid="cell-editor"]')`, () => openEditor(target)))
    await page.keyboard.press('Escape')
    await page.getByTestId('cell-editor').waitFor({ state: 'hidden' })
  }
  return { select, open }
}

function beside(figure: string, anchor: string): void {
  console.log(`  ${figure.padEnd(96)} | ${anchor}`)
}

function frames(f: Frames): string {
  return `${f.frames} frames: mean ${f.mean.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms, ${f.long} over 50 ms`
}

function ms(value: number): string {
  return `${value.toFixed(0)} ms`
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
