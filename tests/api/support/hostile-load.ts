import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { addDays } from '../../../src/domain/calendar/dates'
import { calendarHost, insertUnit } from '../calendar-fixtures'
import type { ApiReply, TestServer } from './server'

/**
 * What issue 12 saw stop everyone: an outside calendar whose rule never yields its next
 * occurrence, a 14,000-event calendar and a 16 MB photo, all at once, while a health read and
 * another landlord's read are sent every 100 ms. Used by tests/api/resilience.test.ts (asserts
 * only that everything answers at all) and tests/bench/resilience.ts (prints the figures).
 */
export type HostileRun = {
  /** Milliseconds each health read took, in order. */
  health: number[]
  /** Milliseconds each of another landlord's reads (getebkinfo) took. */
  otherReads: number[]
  /** The feed: every occurrence a 31 February (caught before expanding: blocks nothing). */
  impossibleFeed: Timed
  /** A rule ical.js also expands forever that no guard knows (the 15th as a first Monday): over the reading budget. */
  hostileFeed: Timed
  bigFeed: Timed
  upload: Timed
}
export type Timed = { reply: ApiReply; ms: number }

export const BIG_FEED_EVENTS = 14_000

export async function hostileLoad(server: TestServer, today = '2026-11-21'): Promise<HostileRun> {
  const host = await calendarHost(server)
  const other = await calendarHost(server)
  const impossibleUnit = await insertUnit(server, host, { title: 'Impossible feed flat' })
  const hostileUnit = await insertUnit(server, host, { title: 'Hostile feed flat' })
  const bigUnit = await insertUnit(server, host, { title: 'Busy feed flat' })
  const feeds = await serveFeeds({
    '/impossible.ics': neverIcs('RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31'),
    '/hostile.ics': neverIcs('RRULE:FREQ=DAILY;BYMONTHDAY=15;BYDAY=1MO'),
    '/big.ics': bigIcs(today, BIG_FEED_EVENTS),
  })
  const photo = await bigPhoto()
  try {
    const health: number[] = []
    const otherReads: number[] = []
    let running = true
    const poll = async (record: number[], read: () => Promise<unknown>) => {
      while (running) {
        const started = performance.now()
        await read()
        record.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    const pollers = [
      poll(health, () => server.fetch('/api/health').then((r) => r.text())),
      poll(otherReads, () => server.api('getebkinfo', {}, { session: other })),
    ]
    // let both pollers take a first reading before the load starts
    await new Promise((resolve) => setTimeout(resolve, 250))
    const [impossibleFeed, hostileFeed, bigFeed, upload] = await Promise.all([
      timed(() => server.api('calendarFeedAdd', { unitId: impossibleUnit, name: 'Feb 31', url: `${feeds.url}/impossible.ics` }, { session: host })),
      timed(() => server.api('calendarFeedAdd', { unitId: hostileUnit, name: 'Never ends', url: `${feeds.url}/hostile.ics` }, { session: host })),
      timed(() => server.api('calendarFeedAdd', { unitId: bigUnit, name: 'Busy site', url: `${feeds.url}/big.ics` }, { session: host })),
      timed(() => server.api('imageUpload', { dir: 'listing' }, { session: host, file: photo })),
    ])
    await new Promise((resolve) => setTimeout(resolve, 250))
    running = false
    await Promise.all(pollers)
    return { health, otherReads, impossibleFeed, hostileFeed, bigFeed, upload }
  } finally {
    await feeds.close()
  }
}

/** One event whose rule never yields an occurrence: ical.js looks for the next one forever. */
export function neverIcs(rule: string): string {
  return ics([
    'BEGIN:VEVENT', 'UID:never@hostile.test', 'DTSTAMP:20261101T000000Z', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261202',
    rule, 'SUMMARY:Never', 'END:VEVENT',
  ])
}

/** `count` one-night stays spread over the coming year: 14,000 are 1.6 MB, under the 2 MB a feed may have. */
export function bigIcs(today: string, count: number): string {
  const lines: string[] = []
  for (let i = 0; i < count; i++) {
    const day = addDays(today, 1 + (i % 360)).replaceAll('-', '')
    const next = addDays(today, 2 + (i % 360)).replaceAll('-', '')
    lines.push('BEGIN:VEVENT', `UID:s${i}@b.test`, `DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${next}`,
      'SUMMARY:Reserved', 'END:VEVENT')
  }
  return ics(lines)
}

function ics(events: string[]): string {
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//hostile test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n')
}

/** A 4000 x 3000 JPEG of noise at quality 100: about 16 MB that cannot be compressed away. */
export async function bigPhoto(): Promise<File> {
  const width = 4000
  const height = 3000
  const bytes = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer()
  return new File([new Uint8Array(bytes)], 'big.jpg', { type: 'image/jpeg' })
}

async function timed(run: () => Promise<ApiReply>): Promise<Timed> {
  const started = performance.now()
  const reply = await run()
  return { reply, ms: performance.now() - started }
}

async function serveFeeds(files: Record<string, string>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const body = files[req.url ?? '']
    if (body === undefined) return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

