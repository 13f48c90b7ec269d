import { afterAll, beforeAll, expect, it } from 'vitest'
import { hostileLoad } from './support/hostile-load'
import type { HostileRun } from './support/hostile-load'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

/**
 * Issue 12: while two feeds whose rules never end, a 14,000-event feed and a 16 MB photo are
 * processed, the server keeps answering. Durations are measured by tests/bench/resilience.ts;
 * this test asserts only that everything answers at all within 10 s (the machine is shared).
 */

let server: TestServer
let run: HostileRun

beforeAll(async () => {
  server = await startServer()
  run = await hostileLoad(server)
}, 120_000)
afterAll(async () => {
  await server?.close()
})

it('answers every health read and every read of another landlord within 10 s', () => {
  expect(run.health.length).toBeGreaterThan(1)
  expect(run.otherReads.length).toBeGreaterThan(1)
  expect(Math.max(...run.health)).toBeLessThan(10_000)
  expect(Math.max(...run.otherReads)).toBeLessThan(10_000)
})

it('blocks nothing for 31 February, marks the never-ending feed too complex, imports the large one, stores the photo', () => {
  expect(run.impossibleFeed.reply.body.content, run.impossibleFeed.reply.text).toMatchObject({ lastError: null, nights: 0 })
  expect(run.hostileFeed.reply.body.content, run.hostileFeed.reply.text).toMatchObject({ lastError: 'calendarFeedTooComplex', nights: 0 })
  expect(run.hostileFeed.reply.body.content.lastErrorDetail, run.hostileFeed.reply.text).toMatch(/took longer than|needed more than/)
  expect(run.bigFeed.reply.body.content, run.bigFeed.reply.text).toMatchObject({ lastError: null })
  expect(run.bigFeed.reply.body.content.nights, run.bigFeed.reply.text).toBeGreaterThan(300)
  expect(run.upload.reply.body.status, run.upload.reply.text).toBe(200)
})
