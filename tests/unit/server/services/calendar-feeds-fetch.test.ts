import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkFeedUrl, fetchFeed, FEED_FETCH_LIMITS } from '../../../../src/server/services/calendar/feeds-fetch'

describe('checkFeedUrl', () => {
  it('takes http and https addresses only (webcal as https), without credentials', () => {
    expect(checkFeedUrl(' https://www.example.com/cal.ics?s=1 ')?.href).toBe('https://www.example.com/cal.ics?s=1')
    expect(checkFeedUrl('http://example.com/a.ics')).not.toBeNull()
    expect(checkFeedUrl('webcal://p01-calendars.example.com/published/2/abc')?.href).toBe('https://p01-calendars.example.com/published/2/abc')
    for (const bad of ['webcal:/example.com/a.ics', 'ftp://example.com/a', 'file:///etc/passwd', 'javascript:alert(1)', 'example.com/a.ics', 'http://u:p@example.com/', '']) {
      expect(checkFeedUrl(bad), bad).toBeNull()
    }
  })
})

describe('fetchFeed', () => {
  let server: http.Server
  let port = 0
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/declared-large') return res.writeHead(200, { 'Content-Length': String(3 * 1024 * 1024) }).end()
      res.writeHead(200, { 'Content-Type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }))

  const open = { ...FEED_FETCH_LIMITS, allowPrivate: true }
  const closed = { ...FEED_FETCH_LIMITS, allowPrivate: false }

  it('downloads from a local server when private addresses are allowed', async () => {
    expect(await fetchFeed(`http://127.0.0.1:${port}/a.ics`, open)).toEqual({ ok: true, text: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' })
  })

  it('refuses a private address literal and a name resolving to one (checked at connect time, for every hop)', async () => {
    expect(await fetchFeed(`http://127.0.0.1:${port}/a.ics`, closed)).toMatchObject({ ok: false, error: 'calendarFeedUrl' })
    expect(await fetchFeed(`http://[::1]:${port}/a.ics`, closed)).toMatchObject({ ok: false, error: 'calendarFeedUrl' })
    expect(await fetchFeed(`http://localhost:${port}/a.ics`, closed)).toMatchObject({ ok: false, error: 'calendarFeedUrl', detail: expect.stringMatching(/private address/) })
  })

  it('stops at once when the declared length is over the cap', async () => {
    expect(await fetchFeed(`http://127.0.0.1:${port}/declared-large`, open)).toMatchObject({ ok: false, error: 'calendarFeedTooLarge' })
  })

  it('reports an unknown host and a refused connection as fetch errors', async () => {
    expect(await fetchFeed('http://calendar.example.invalid/a.ics', closed)).toMatchObject({ ok: false, error: 'calendarFeedFetch', detail: expect.stringMatching(/ENOTFOUND|EAI_AGAIN/) })
    expect(await fetchFeed('http://127.0.0.1:1/a.ics', open)).toMatchObject({ ok: false, error: 'calendarFeedFetch', detail: expect.stringMatching(/ECONNREFUSED/) })
  })
})
