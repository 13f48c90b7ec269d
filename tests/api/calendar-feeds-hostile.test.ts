import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEED_LIMITS } from '../../src/domain/calendar/feed-schemas'
import { horizonEnd } from '../../src/domain/calendar/window'
import { unitToday } from '../../src/domain/calendar/zones'
import { FEED_FETCH_LIMITS } from '../../src/server/services/calendar/feeds-fetch'
import { fetchLimitsOf } from '../../src/server/services/calendar/feeds-import'
import { importAllFeeds } from '../../src/server/services/calendar/feeds-job'
import { claimFetch } from '../../src/server/services/calendar/feeds-repo'
import { READ_LIMITS, readIcsOffThread } from '../../src/server/services/calendar/ics-worker-run'
import { bigFeed, denseFeed } from '../fixtures/ics/generate'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, cellsOf, content, insertUnit } from './calendar-fixtures'

// Outside calendars that must not stop the server: a rule ical.js never finishes expanding, a
// 14,000-event file, "refresh now" clicked over and over. The test clock starts at 2026-11-21
// 08:00 UTC: the units' today is 2026-11-21 (Shanghai).
const FIXTURES = path.resolve(__dirname, '../fixtures/ics')
const NEVER = fs.readFileSync(path.join(FIXTURES, 'never-occurs.ics'), 'utf8')
const IMPOSSIBLE = fs.readFileSync(path.join(FIXTURES, 'impossible-dates.ics'), 'utf8')
const GOOD = fs.readFileSync(path.join(FIXTURES, 'good.ics'), 'utf8')
const BIG = bigFeed(14_000)
/** 38,000 events in just under 2 MB: read on the main thread before, it held every request for about 2 minutes. */
const DENSE = denseFeed(FEED_FETCH_LIMITS.maxBytes - 1000)
const HOUR = 60 * 60 * 1000
/** The units' today (tests move the clock on). */
const today = () => unitToday('CHN', server.clock.now())
/** A reading budget short enough for tests (the server's is 5 s). */
const BUDGET_MS = 1500

let server: TestServer
let host: SignedIn
let outside: { url: string; close: () => Promise<void>; hits: Map<string, number>; served: Map<string, () => void> }
const savedBudget = READ_LIMITS.budgetMs

beforeAll(async () => {
  READ_LIMITS.budgetMs = BUDGET_MS
  server = await startServer({ feedsTimeoutMs: 5000 })
  outside = await startOutsideCalendars()
  host = await calendarHost(server)
})
afterAll(async () => {
  READ_LIMITS.budgetMs = savedBudget
  await outside.close()
  await server.close()
})

/** Another site's calendars, served locally; counts the downloads of each path. */
async function startOutsideCalendars() {
  const hits = new Map<string, number>()
  const served = new Map<string, () => void>()
  const files: Record<string, string> = {
    '/never.ics': NEVER, '/never-2.ics': NEVER, '/impossible.ics': IMPOSSIBLE, '/big.ics': BIG.text, '/dense.ics': DENSE.text, '/counted.ics': GOOD,
  }
  const s = http.createServer((req, res) => {
    const url = req.url ?? '/'
    hits.set(url, (hits.get(url) ?? 0) + 1)
    const body = files[url]
    if (body === undefined) return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'text/calendar' })
    res.end(body, () => served.get(url)?.())
  })
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  const { port } = s.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`, hits, served,
    close: () => new Promise<void>((resolve) => { s.closeAllConnections(); s.close(() => resolve()) }),
  }
}

const addFeed = (unitId: string, file: string, name = 'Channel') =>
  server.api('calendarFeedAdd', { unitId, name, url: `${outside.url}/${file}` }, { session: host })

async function blockedNights(unitId: string): Promise<string[]> {
  const days = await cellsOf(server, host, unitId, undefined, horizonEnd(today()))
  return days.filter((d: any) => d.blocked).map((d: any) => d.date)
}

/**
 * While a request runs: from when the outside file is served until the request is answered (and
 * at least 3 times), the server answers a health read every 100 ms, each within 10 s (the
 * pause counts: a blocked event loop delays the timer too).
 */
async function healthWhile<T>(file: string, request: () => Promise<T>): Promise<T> {
  const served = new Promise<void>((resolve) => outside.served.set(`/${file}`, resolve))
  let done = false
  const pending = request().finally(() => { done = true })
  await served
  for (let i = 0; i < 3 || !done; i++) {
    const started = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 100))
    const reply = await server.fetch('/api/health', { signal: AbortSignal.timeout(10_000) })
    expect(reply.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(10_000)
  }
  return pending
}

describe('a rule ical.js never finishes expanding', () => {
  it('fails as too complex within the budget while the server answers; the job then leaves it alone for a day', { timeout: 60_000 }, async () => {
    const unit = await insertUnit(server, host)
    const feed = content(await healthWhile('never.ics', () => addFeed(unit, 'never.ics', 'Loop')))
    expect(feed).toMatchObject({
      lastError: 'calendarFeedTooComplex', lastSuccessAt: null, lastErrorAt: server.clock.now(), nights: 0, eventCount: 0,
    })
    expect(feed.lastErrorDetail).toMatch(/^took longer than 1\.5 s to read; the hourly import skips it for 24 h$/)
    expect(await blockedNights(unit)).toEqual([])
    expect(outside.hits.get('/never.ics')).toBe(1)

    // the hourly job (and the one at every start-up) does not download or read it again within the day
    const limits = fetchLimitsOf(server.config)
    const read = { budgetMs: BUDGET_MS, heapMb: FEED_LIMITS.parseHeapMb }
    for (let i = 0; i < 3; i++) {
      server.clock.advance(HOUR)
      const run = await importAllFeeds(server.db, server.clock.now(), limits, read)
      expect(run.skipped).toBeGreaterThanOrEqual(1)
    }
    expect(outside.hits.get('/never.ics')).toBe(1)
    let [view] = content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).feeds
    expect(view).toMatchObject({ lastError: 'calendarFeedTooComplex' })

    // a day after the failure it is tried again (and fails again, the same way)
    server.clock.set(feed.lastErrorAt + FEED_LIMITS.complexBackoffMs)
    await importAllFeeds(server.db, server.clock.now(), limits, read)
    expect(outside.hits.get('/never.ics')).toBe(2)
    ;[view] = content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).feeds
    expect(view).toMatchObject({ lastError: 'calendarFeedTooComplex', lastErrorAt: server.clock.now() })
  })

  it('"refresh now" of a feed that failed as too complex downloads it at most every 15 minutes', { timeout: 60_000 }, async () => {
    const unit = await insertUnit(server, host)
    const feed = content(await addFeed(unit, 'never-2.ics', 'Loop 2'))
    expect(feed.lastError).toBe('calendarFeedTooComplex')
    server.clock.advance(2 * 60_000)
    const again = content(await server.api('calendarFeedRefresh', { feedId: feed.feedId }, { session: host }))
    expect(again).toMatchObject({ lastError: 'calendarFeedTooComplex', lastErrorAt: feed.lastErrorAt })
    expect(outside.hits.get('/never-2.ics')).toBe(1)
    server.clock.advance(FEED_LIMITS.complexRefreshEveryMs)
    content(await server.api('calendarFeedRefresh', { feedId: feed.feedId }, { session: host }))
    expect(outside.hits.get('/never-2.ics')).toBe(2)
  })

  it('31 and 30 February block nothing and do not stop the reading', { timeout: 30_000 }, async () => {
    const unit = await insertUnit(server, host)
    const feed = content(await addFeed(unit, 'impossible.ics', 'Odd'))
    expect(feed).toMatchObject({ lastError: null, eventCount: 1, nights: 2 })
    expect(await blockedNights(unit)).toEqual(['2026-12-05', '2026-12-06'])
  })

  it('the reader is ended at its budget, and over its heap', { timeout: 60_000 }, async () => {
    const range = { from: today(), to: horizonEnd(today()) }
    const started = Date.now()
    expect(await readIcsOffThread({ text: NEVER, range, country: 'CHN' }, { budgetMs: 1000, heapMb: 128 }))
      .toEqual({ ok: false, reason: 'budget', detail: 'took longer than 1 s to read' })
    expect(Date.now() - started).toBeLessThan(30_000)
    // a heap too small for a 14,000-event file
    expect(await readIcsOffThread({ text: BIG.text, range, country: 'CHN' }, { budgetMs: 30_000, heapMb: 8 }))
      .toMatchObject({ ok: false, reason: 'memory', detail: 'needed more than 8 MB to read' })
  })
})

describe('a 14,000-event feed', () => {
  it('imports the right nights while the server answers', { timeout: 60_000 }, async () => {
    const unit = await insertUnit(server, host)
    // the result and a server that keeps answering, not the reading's speed (as the dense feed's below)
    READ_LIMITS.budgetMs = 50_000
    const feed = content(await healthWhile('big.ics', () => addFeed(unit, 'big.ics', 'Big')).finally(() => { READ_LIMITS.budgetMs = BUDGET_MS }))
    const nights = BIG.nightsIn(today(), horizonEnd(today()))
    expect(nights.length).toBeGreaterThan(100)
    expect(feed).toMatchObject({ lastError: null, lastSuccessAt: server.clock.now(), nights: nights.length })
    expect(await blockedNights(unit)).toEqual(nights)
  })
})

describe('the most events a 2 MB feed holds', () => {
  it('imports the right nights while the server answers', { timeout: 60_000 }, async () => {
    expect(DENSE.events).toBeGreaterThan(35_000)
    const unit = await insertUnit(server, host)
    // What this asserts is the result and that the server keeps answering, not how fast the
    // worker reads (tests/bench/ics-parse.ts prints that): on a loaded machine the read overran
    // even the server's 5 s, so this one read gets a budget the test's time-out bounds instead.
    READ_LIMITS.budgetMs = 50_000
    const feed = content(await healthWhile('dense.ics', () => addFeed(unit, 'dense.ics', 'Dense')).finally(() => { READ_LIMITS.budgetMs = BUDGET_MS }))
    const nights = DENSE.nightsIn(today(), horizonEnd(today()))
    expect(feed).toMatchObject({ lastError: null, nights: nights.length, eventCount: nights.length })
    expect(await blockedNights(unit)).toEqual(nights)
  })
})

describe('"refresh now"', () => {
  it('downloads a feed at most once a minute; refreshes at once share one download; every one answers the feed', { timeout: 60_000 }, async () => {
    const unit = await insertUnit(server, host)
    const feed = content(await addFeed(unit, 'counted.ics', 'Counted'))
    expect(outside.hits.get('/counted.ics')).toBe(1)
    const refresh = () => server.api('calendarFeedRefresh', { feedId: feed.feedId }, { session: host })

    for (let i = 0; i < 20; i++) expect(content(await refresh())).toMatchObject({ feedId: feed.feedId, nights: feed.nights, lastError: null })
    expect((await Promise.all(Array.from({ length: 20 }, refresh))).map((r) => content(r).feedId)).toEqual(Array(20).fill(feed.feedId))
    expect(outside.hits.get('/counted.ics')).toBe(1)

    server.clock.advance(FEED_LIMITS.refreshEveryMs - 1)
    content(await refresh())
    expect(outside.hits.get('/counted.ics')).toBe(1)

    // a minute after the last download: 20 at once download it once, and all see the new import
    server.clock.advance(1)
    const replies = (await Promise.all(Array.from({ length: 20 }, refresh))).map(content)
    expect(outside.hits.get('/counted.ics')).toBe(2)
    for (const r of replies) expect(r).toMatchObject({ lastSuccessAt: server.clock.now(), lastAttemptAt: server.clock.now() })
  })

  it('several server processes on one database: one conditional update wins the download', async () => {
    const unit = await insertUnit(server, host)
    const feed = content(await addFeed(unit, 'counted.ics', 'Claimed'))
    server.clock.advance(FEED_LIMITS.refreshEveryMs)
    const claims = await Promise.all(Array.from({ length: 10 }, () => claimFetch(server.db, feed.feedId, server.clock.now())))
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimFetch(server.db, feed.feedId, server.clock.now() + FEED_LIMITS.refreshEveryMs - 1)).toBe(false)
    expect(await claimFetch(server.db, feed.feedId, server.clock.now() + FEED_LIMITS.refreshEveryMs)).toBe(true)
  })
})
