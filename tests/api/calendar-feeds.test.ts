import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import { serverJobs } from '../../src/server/jobs/server-jobs'
import { importAllFeeds } from '../../src/server/services/calendar/feeds-job'
import { fetchLimitsOf } from '../../src/server/services/calendar/feeds-import'
import { reserveStock } from '../../src/server/services/calendar/stock'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, cellsOf, content, insertUnit, refusal, set } from './calendar-fixtures'
import { PRIVATE_HOSTS } from '../fixtures/private-addresses'

// The test clock starts at 2026-11-21 08:00 UTC: the units' today is 2026-11-21 (Shanghai).
const GOOD = fs.readFileSync(path.resolve(__dirname, '../fixtures/ics/good.ics'), 'utf8')
const MALFORMED = fs.readFileSync(path.resolve(__dirname, '../fixtures/ics/malformed.ics'), 'utf8')
const GOOD_NIGHTS = ['2026-12-05', '2026-12-06', '2026-12-07', '2026-12-10', '2026-12-11', '2026-12-15', '2026-12-21', '2027-01-05', '2027-01-11']
const HOUR = 60 * 60 * 1000

let server: TestServer
let host: SignedIn
let other: SignedIn
let outside: { url: string; close: () => Promise<void>; dynamic: { status: number; body: string }; echoOf: { path: string } }

beforeAll(async () => {
  server = await startServer({ feedsTimeoutMs: 1500 })
  outside = await startOutsideCalendars()
  host = await calendarHost(server)
  other = await calendarHost(server)
})
afterAll(async () => {
  await outside.close()
  await server.close()
})

/** Another site's calendars, served locally. */
async function startOutsideCalendars() {
  const dynamic = { status: 200, body: GOOD }
  const echoOf = { path: '' }
  const s = http.createServer((req, res) => {
    const url = req.url ?? '/'
    const ics = (body: string) => {
      res.writeHead(200, { 'Content-Type': 'text/calendar' })
      res.end(body)
    }
    if (url === '/good.ics') return ics(GOOD)
    if (url === '/malformed.ics') return ics(MALFORMED)
    if (url === '/html') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Sign in</body></html>')
    if (url === '/missing.ics') return res.writeHead(404).end('not found')
    if (url === '/moved.ics') return res.writeHead(302, { Location: '/good.ics' }).end()
    if (url.startsWith('/hops/')) {
      const left = Number(url.slice(6))
      return left > 0 ? res.writeHead(301, { Location: `${outside.url}/hops/${left - 1}` }).end() : ics(GOOD)
    }
    if (url.startsWith('/loop')) return res.writeHead(302, { Location: `/loop${Number(url.slice(5) || 0) + 1}` }).end()
    if (url === '/slow.ics') {
      const timer = setTimeout(() => ics(GOOD), 6000)
      res.on('close', () => clearTimeout(timer))
      return
    }
    if (url === '/large.ics') {
      // 3 MB without a length: the reader must stop on its own
      res.writeHead(200, { 'Content-Type': 'text/calendar' })
      const line = `${'X-FILLER:'.padEnd(1023, 'x')}\n`
      let sent = 0
      const push = () => {
        while (sent < 3 * 1024 && !res.destroyed) {
          sent++
          if (!res.write(line)) return res.once('drain', push)
        }
        res.end()
      }
      return push()
    }
    if (url === '/dynamic.ics') return res.writeHead(dynamic.status, { 'Content-Type': 'text/calendar' }).end(dynamic.body)
    if (url === '/echo.ics') {
      // another platform that shows our own export feed back to us
      fetch(server.url + echoOf.path).then((r) => r.text()).then(ics, () => res.writeHead(502).end())
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
  const { port } = s.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`, dynamic, echoOf,
    close: () => new Promise<void>((resolve) => { s.closeAllConnections(); s.close(() => resolve()) }),
  }
}

const addFeed = (session: SignedIn, unitId: string, file: string, name = 'Channel') =>
  server.api('calendarFeedAdd', { unitId, name, url: `${outside.url}/${file}` }, { session })

async function blockedNights(session: SignedIn, unitId: string): Promise<string[]> {
  const days = await cellsOf(server, session, unitId, undefined, '2027-11-20')
  return days.filter((d: any) => d.blocked).map((d: any) => d.date)
}

describe('import', () => {
  it('blocks the busy nights of all-day, timed and recurring events, records the import and shows the feed', async () => {
    const unit = await insertUnit(server, host)
    const feed = content(await addFeed(host, unit, 'good.ics', 'Airbnb'))
    expect(feed).toMatchObject({
      unitId: unit, name: 'Airbnb', url: `${outside.url}/good.ics`, lastError: null, lastErrorAt: null, lastErrorDetail: null,
      lastSuccessAt: server.clock.now(), lastAttemptAt: server.clock.now(), eventCount: 4, nights: GOOD_NIGHTS.length, stale: false, alerts: [],
    })
    expect(await blockedNights(host, unit)).toEqual(GOOD_NIGHTS)
    const cell = (await cellsOf(server, host, unit, '2026-12-05', '2026-12-05'))[0]
    expect(cell).toMatchObject({ blocked: true, open: true })

    const { list } = content(await server.api('calendarRecords', { unitId: unit, offset: 0, length: 5 }, { session: host }))
    expect(list[0]).toMatchObject({ kind: 'import', role: 'thirdParty', operator: 'Airbnb', changeCount: GOOD_NIGHTS.length, undoable: false })
    expect(list[0].changes[0]).toEqual({ unitId: unit, date: '2026-12-05', field: 'blocked', old: 0, new: 1 })

    const listed = content(await server.api('calendarFeeds', { unitId: unit }, { session: host }))
    const { alerts: _alerts, ...view } = feed
    expect(listed.feeds).toEqual([view])
    const units = content(await server.api('calendarUnits', {}, { session: host })).units
    expect(units.find((u: any) => u.unitId === unit).feeds).toEqual({ count: 1, stale: false, failing: false })

    // the same nights again: nothing new to record
    server.clock.advance(60_000)
    content(await server.api('calendarFeedRefresh', { feedId: feed.feedId }, { session: host }))
    const again = content(await server.api('calendarRecords', { unitId: unit, offset: 0, length: 5 }, { session: host }))
    expect(again.total).toBe(1)
  })

  it('keeps a feed whose first import failed, with the reason', async () => {
    const unit = await insertUnit(server, host)
    const cases: Array<[string, string, RegExp]> = [
      ['malformed.ics', 'calendarFeedParse', /not an iCalendar/],
      ['html', 'calendarFeedParse', /not an iCalendar/],
      ['large.ics', 'calendarFeedTooLarge', /more than 2097152 bytes/],
      ['missing.ics', 'calendarFeedFetch', /^HTTP 404$/],
      ['slow.ics', 'calendarFeedFetch', /^timed out/],
      ['loop', 'calendarFeedFetch', /more than 3 redirects/],
    ]
    for (const [file, key, detail] of cases) {
      const feed = content(await addFeed(host, unit, file, file))
      expect(feed, file).toMatchObject({ lastError: key, lastErrorAt: server.clock.now(), lastSuccessAt: null, eventCount: 0, nights: 0 })
      expect(feed.lastErrorDetail, file).toMatch(detail)
    }
    const { feeds } = content(await server.api('calendarFeeds', { unitId: unit }, { session: host }))
    expect(feeds).toHaveLength(cases.length)
    expect(await blockedNights(host, unit)).toEqual([])
    const units = content(await server.api('calendarUnits', {}, { session: host })).units
    expect(units.find((u: any) => u.unitId === unit).feeds).toEqual({ count: cases.length, stale: false, failing: true })
  })

  it('follows up to 3 redirects', async () => {
    const unit = await insertUnit(server, host)
    expect(content(await addFeed(host, unit, 'moved.ics'))).toMatchObject({ lastError: null, nights: GOOD_NIGHTS.length })
    expect(content(await addFeed(host, unit, 'hops/3'))).toMatchObject({ lastError: null, nights: GOOD_NIGHTS.length })
    expect(content(await addFeed(host, unit, 'hops/4'))).toMatchObject({ lastError: 'calendarFeedFetch', lastErrorDetail: 'more than 3 redirects' })
  })

  it('refuses addresses that are not http(s), and private addresses unless the server allows them', async () => {
    const unit = await insertUnit(server, host)
    for (const url of ['ftp://example.com/a.ics', 'file:///etc/passwd', 'webcal', 'http://user:pw@example.com/a.ics']) {
      refusal(await server.api('calendarFeedAdd', { unitId: unit, name: 'x', url }, { session: host }), 400, 'calendarFeedUrl')
    }
    refusal(await server.api('calendarFeedAdd', { unitId: unit, name: ' ', url: `${outside.url}/good.ics` }, { session: host }), 400, 'required')
    server.config.feedsAllowPrivate = false
    try {
      for (const url of [`${outside.url}/good.ics`, 'http://localhost:9/a.ics', 'http://[::1]:9/a.ics', 'http://10.1.2.3/a.ics', 'http://169.254.169.254/latest']) {
        refusal(await server.api('calendarFeedAdd', { unitId: unit, name: 'x', url }, { session: host }), 400, 'calendarFeedUrl')
      }
      // every form of this machine or a private network, refused as it is stored (one check with the PMS's sync address)
      const stored: string[] = []
      for (const form of PRIVATE_HOSTS) {
        const answer = await server.api('calendarFeedAdd', { unitId: unit, name: 'x', url: `http://${form}/a.ics` }, { session: host })
        if (answer.body?.status !== 400 || answer.body?.errorMsg !== 'calendarFeedUrl' || answer.body?.errorField !== 'url') stored.push(form)
      }
      expect(stored).toEqual([])
    } finally {
      server.config.feedsAllowPrivate = true
    }
    expect((await server.db.selectFrom('calendar_feeds').selectAll().where('unit_id', '=', unit).execute())).toEqual([])
  })

  it('adding the same address twice keeps one feed; at most 10 per unit', async () => {
    const unit = await insertUnit(server, host)
    const first = content(await addFeed(host, unit, 'good.ics', 'A'))
    const second = content(await addFeed(host, unit, 'good.ics', 'B'))
    expect(second).toMatchObject({ feedId: first.feedId, name: 'B' })
    for (let i = 1; i < 10; i++) content(await addFeed(host, unit, `missing.ics?${i}`))
    refusal(await addFeed(host, unit, 'missing.ics?11'), 422, 'calendarFeedsTooMany')
  })

  it('never imports our own export back (no echo)', async () => {
    const unit = await insertUnit(server, host, { similarUnits: 1 })
    content(await set(server, host, [{ unitIds: [unit], ranges: [{ from: '2026-12-01', to: '2026-12-03' }], open: false }]))
    const { exports } = content(await server.api('calendarFeeds', { unitId: unit }, { session: host }))
    outside.echoOf.path = exports[0].url
    const feed = content(await addFeed(host, unit, 'echo.ics', 'Echo'))
    expect(feed).toMatchObject({ lastError: null, eventCount: 0, nights: 0 })
    expect(await blockedNights(host, unit)).toEqual([])
  })

  it('answers a double booking at once and lists it with the feeds', async () => {
    const unit = await insertUnit(server, host)
    await reserveStock(server.db, { unitId: unit, start: '2026-12-06', end: '2026-12-08', count: 1, source: 'console', ref: 'T-1' }, server.clock.now())
    const feed = content(await addFeed(host, unit, 'good.ics'))
    const alerts = [
      { unitId: unit, date: '2026-12-06', feedId: feed.feedId, booked: 1 },
      { unitId: unit, date: '2026-12-07', feedId: feed.feedId, booked: 1 },
    ]
    expect(feed.alerts).toEqual(alerts)
    expect(content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).alerts).toEqual(alerts)
  })

  it('removing a feed opens its nights again and records it', async () => {
    const unit = await insertUnit(server, host)
    const feed = content(await addFeed(host, unit, 'good.ics'))
    content(await server.api('calendarFeedRemove', { feedId: feed.feedId }, { session: host }))
    expect(await blockedNights(host, unit)).toEqual([])
    expect(content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).feeds).toEqual([])
    const { list } = content(await server.api('calendarRecords', { unitId: unit, offset: 0, length: 5 }, { session: host }))
    expect(list[0]).toMatchObject({ kind: 'import', role: 'merchantWeb', changeCount: GOOD_NIGHTS.length })
    expect(list[0].changes[0]).toMatchObject({ field: 'blocked', old: 1, new: 0 })
    refusal(await server.api('calendarFeedRefresh', { feedId: feed.feedId }, { session: host }), 404, 'notFound')
  })
})

describe('another landlord', () => {
  it('can neither add to, list, refresh, remove nor reset the export of your units and feeds', async () => {
    const unit = await insertUnit(server, host)
    const feed = content(await addFeed(host, unit, 'good.ics'))
    const before = await server.db.selectFrom('calendar_feeds').selectAll().where('unit_id', '=', unit).execute()
    const exportsBefore = content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).exports
    refusal(await addFeed(other, unit, 'good.ics'), 403, 'noPermission')
    refusal(await server.api('calendarFeeds', { unitId: unit }, { session: other }), 403, 'noPermission')
    refusal(await server.api('calendarFeedRefresh', { feedId: feed.feedId }, { session: other }), 403, 'noPermission')
    refusal(await server.api('calendarFeedRemove', { feedId: feed.feedId }, { session: other }), 403, 'noPermission')
    refusal(await server.api('calendarExportReset', { unitId: unit }, { session: other }), 403, 'noPermission')
    const theirs = content(await server.api('calendarFeeds', {}, { session: other }))
    expect(theirs).toEqual({ feeds: [], exports: [], alerts: [] })
    expect(await server.db.selectFrom('calendar_feeds').selectAll().where('unit_id', '=', unit).execute()).toEqual(before)
    expect(content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).exports).toEqual(exportsBefore)
  })
})

describe('export', () => {
  it('serves the closed and sold-out nights as all-day events that parse back; a reset makes the old address 404', async () => {
    const unit = await insertUnit(server, host, { similarUnits: 1 })
    content(await set(server, host, [{ unitIds: [unit], ranges: [{ from: '2026-12-01', to: '2026-12-02' }, { from: '2027-02-10', to: '2027-02-10' }], open: false }]))
    await reserveStock(server.db, { unitId: unit, start: '2026-12-03', end: '2026-12-05', count: 1, source: 'console', ref: 'T-2' }, server.clock.now())
    content(await addFeed(host, unit, 'good.ics')) // imported-only nights are not exported
    const { exports } = content(await server.api('calendarFeeds', { unitId: unit }, { session: host }))
    expect(exports).toEqual([{ unitId: unit, url: expect.stringMatching(/^\/ical\/[A-Za-z0-9_-]{32}\.ics$/) }])

    const res = await server.fetch(exports[0].url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const calendar = new ICAL.Component(ICAL.parse(await res.text()))
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString()])).toEqual([
      [`${unit}-2026-12-01@portal.local`, '2026-12-01', '2026-12-05'],
      [`${unit}-2027-02-10@portal.local`, '2027-02-10', '2027-02-11'],
    ])

    const reset = content(await server.api('calendarExportReset', { unitId: unit }, { session: host }))
    expect(reset.url).not.toBe(exports[0].url)
    expect((await server.fetch(exports[0].url)).status).toBe(404)
    expect((await server.fetch(reset.url)).status).toBe(200)
    expect((await server.fetch('/ical/nothing-here-at-all-000.ics')).status).toBe(404)
  })
})

describe('the hourly job and staleness', () => {
  it('refreshes every feed; a failure keeps the last nights and records the error; no success for over 3 hours is stale', async () => {
    expect(serverJobs(server.config).find((job) => job.name === 'calendar-feeds')?.everyMs).toBe(HOUR)
    const unit = await insertUnit(server, host)
    outside.dynamic.status = 200
    outside.dynamic.body = GOOD
    const feed = content(await addFeed(host, unit, 'dynamic.ics', 'Dynamic'))
    const imported = feed.lastSuccessAt

    // the outside calendar changes: the job takes the new nights
    outside.dynamic.body = GOOD.replace('DTEND;VALUE=DATE:20261208', 'DTEND;VALUE=DATE:20261209')
    server.clock.advance(HOUR)
    const run = await importAllFeeds(server.db, server.clock.now(), fetchLimitsOf(server.config))
    expect(run.feeds).toBeGreaterThan(0)
    expect(await blockedNights(host, unit)).toContain('2026-12-08')

    // then it fails: the nights stay, the error is on the feed
    outside.dynamic.status = 500
    server.clock.advance(HOUR)
    await importAllFeeds(server.db, server.clock.now(), fetchLimitsOf(server.config))
    let [view] = content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).feeds
    expect(view).toMatchObject({ lastError: 'calendarFeedFetch', lastErrorDetail: 'HTTP 500', lastErrorAt: server.clock.now(), lastSuccessAt: imported + HOUR, stale: false })
    expect(await blockedNights(host, unit)).toContain('2026-12-08')

    // 3 hours after the last success: not yet stale; a minute later it is
    server.clock.set(imported + HOUR + 3 * HOUR)
    ;[view] = content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).feeds
    expect(view.stale).toBe(false)
    server.clock.advance(60_000)
    ;[view] = content(await server.api('calendarFeeds', { unitId: unit }, { session: host })).feeds
    expect(view.stale).toBe(true)
    const units = content(await server.api('calendarUnits', {}, { session: host })).units
    expect(units.find((u: any) => u.unitId === unit).feeds).toMatchObject({ count: 1, stale: true, failing: true })

    // back again: fresh, no error
    outside.dynamic.status = 200
    ;[view] = [content(await server.api('calendarFeedRefresh', { feedId: feed.feedId }, { session: host }))]
    expect(view).toMatchObject({ lastError: null, stale: false, lastSuccessAt: server.clock.now() })
  })
})

describe('console', () => {
  it('calendar feeds <mobile> lists exports, feeds with their state and double bookings; calendar import-now imports them all', async () => {
    const landlord = await calendarHost(server)
    const unit = await insertUnit(server, landlord, { title: 'Console flat' })
    await reserveStock(server.db, { unitId: unit, start: '2026-12-05', end: '2026-12-06', count: 1, source: 'console', ref: 'C-1' }, server.clock.now())
    content(await addFeed(landlord, unit, 'good.ics', 'Airbnb'))
    content(await addFeed(landlord, unit, 'missing.ics', 'Old site'))
    const deps = { db: server.db, config: server.config, now: server.clock.now }
    const shown = await runConsole(['calendar', 'feeds', landlord.mobile], deps)
    expect(shown.code, shown.err.join('\n')).toBe(0)
    const text = shown.out.join('\n')
    expect(text).toContain('Console flat')
    expect(text).toMatch(/export: \/ical\/[A-Za-z0-9_-]{32}\.ics/)
    expect(text).toMatch(/Airbnb .*good\.ics/)
    expect(text).toContain(`${GOOD_NIGHTS.length} nights blocked`)
    expect(text).toMatch(/Old site .*FAILING/)
    expect(text).toContain('calendarFeedFetch (HTTP 404)')
    expect(text).toContain('DOUBLE BOOKING 2026-12-05: 1 booked')

    server.clock.advance(60_000)
    const run = await runConsole(['calendar', 'import-now'], deps)
    expect(run.code).toBe(0)
    expect(run.out[0]).toMatch(/^\d+ feeds: \d+ imported, \d+ failed$/)
    expect(run.out.join('\n')).toContain('Old site: calendarFeedFetch (HTTP 404)')
    expect((await runConsole(['calendar', 'feeds'], deps)).code).toBe(1)
  })
})
