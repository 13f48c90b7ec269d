import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EndpointDef } from '../../src/domain/endpoint-types'
import { servicePath } from '../../src/domain/endpoint-types'
import { endpoints } from '../../src/domain/endpoints'
import { OPEN_API_PREFIX, OPEN_ENDPOINTS } from '../../src/domain/pms/open-api'
import { openErrorBody } from '../../src/domain/pms/open-api-document'
import type { OpenEndpointDef } from '../../src/domain/pms/open-api'
import { MAX_MULTIPART_BYTES } from '../../src/server/app'
import { runConsole } from '../../src/server/console/run'
import { MAX_OPEN_BODY_BYTES } from '../../src/server/services/pms/open-api'
import { completeHotel } from './hotel-fixtures'
import { listingHost, ok } from './listing-fixtures'
import { freshMobile } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

// The test server runs in this process: its memory is this process's memory.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

const MB = 1024 * 1024
const HUGE = 600 * MB
/** Every byte the client streams: one zero buffer written again and again. */
const ZEROS = Buffer.alloc(64 * 1024)
const MAX_GROWTH = 20 * MB

type Sent = { status: number; body: unknown; headers: http.IncomingHttpHeaders }
/** A route that takes a body: its size limit, the headers a real caller sends and its refusal of a body over the limit. */
type Route = { name: string; method: string; path: string; limit: number; headers: () => Record<string, string>; refusal: unknown }

let server: TestServer
let pmsKey: string

beforeAll(async () => {
  server = await startServer()
  pmsKey = await connectedPmsKey(server)
})
afterAll(async () => {
  await server.close()
})

/** A key of a connected PMS connection, made the way a host and staff make one (tests/api/pms.test.ts). */
async function connectedPmsKey(s: TestServer): Promise<string> {
  const host = await listingHost(s)
  const staff = (...argv: string[]) => runConsole(argv, { db: s.db, config: s.config, now: () => s.clock.now() })
  const hotelId = await completeHotel(s, host, freshMobile())
  ok(await s.api('hotelPublish', { hotelId }, { session: host }))
  expect((await staff('hotel', 'approve', hotelId)).code).toBe(0)
  const { connectionId } = ok(await s.api('pmsConnect', { partnerId: 'simpms', storeId: hotelId, pmsHotelCode: 'H-001' }, { session: host }))
  expect((await staff('pms', 'open', connectionId)).code).toBe(0)
  return ok(await s.api('pmsKeyCreate', { connectionId }, { session: host })).key
}

const uploadRoutes: Route[] = (Object.entries(endpoints) as Array<[string, EndpointDef]>)
  .filter(([, def]) => def.encoding === 'multipart')
  .map(([name, def]) => ({
    name, method: def.method, path: servicePath(def), limit: MAX_MULTIPART_BYTES,
    headers: () => ({ 'content-type': 'multipart/form-data; boundary=zeros' }),
    refusal: { status: 413, errorMsg: 'imageTooLarge' },
  }))

const openWriteRoutes: Route[] = (Object.entries(OPEN_ENDPOINTS) as Array<[string, OpenEndpointDef]>)
  // the calls with a JSON body (GET and DELETE take their input from the query)
  .filter(([, def]) => def.method === 'POST' || def.method === 'PUT')
  .map(([name, def]) => ({
    name, method: def.method, path: OPEN_API_PREFIX + def.path, limit: MAX_OPEN_BODY_BYTES,
    headers: () => ({ authorization: `Bearer ${pmsKey}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    refusal: openErrorBody('malformedBody'),
  }))

/**
 * Streams HUGE zero bytes to the server, with that Content-Length declared or chunked, writing
 * only as fast as the socket drains, and stops writing when the answer arrives.
 */
function streamZeros(route: Route, headers: Record<string, string>, declared: boolean): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = http.request(server.url + route.path, { method: route.method, headers: declared ? { ...headers, 'content-length': String(HUGE) } : headers })
    let written = 0
    let answered = false
    const write = (): void => {
      while (!answered && !req.destroyed && written < HUGE) {
        written += ZEROS.length
        if (!req.write(ZEROS)) return void req.once('drain', write)
      }
      if (written >= HUGE) req.end()
    }
    req.on('response', (res) => {
      answered = true
      readAnswer(res).then((sent) => {
        req.destroy()
        resolve(sent)
      }, reject)
    })
    // the server closes the connection after its answer: the writes still in flight fail
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    write()
  })
}

/** Sends one body in full, with its Content-Length or chunked. */
function sendBody(route: Route, body: Buffer, declared: boolean): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const headers = route.headers()
    const req = http.request(server.url + route.path, { method: route.method, headers: declared ? { ...headers, 'content-length': String(body.length) } : headers })
    req.on('response', (res) => void readAnswer(res).then(resolve, reject))
    req.on('error', reject)
    req.end(body)
  })
}

function readAnswer(res: http.IncomingMessage): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = []
    res.on('data', (part: Buffer) => parts.push(part))
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }))
    res.on('error', reject)
  })
}

/** The process's memory once garbage is collected (a few passes, with time for freed buffers to go). */
async function settledMemory(): Promise<NodeJS.MemoryUsage> {
  for (let pass = 0; pass < 3; pass++) {
    gc()
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return process.memoryUsage()
}

/**
 * Sends the huge body and expects the refusal, with the server's memory growth under MAX_GROWTH.
 * A chunked body is counted as it arrives, its chunks kept until the route's limit is passed
 * (src/server/middleware/body-limit.ts): at its peak the process may hold that limit on top of
 * MAX_GROWTH; what JS holds afterwards must not grow.
 */
async function expectRefusedCheaply(route: Route, declared: boolean, headers = route.headers()): Promise<void> {
  const before = await settledMemory()
  let peak = before.rss
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()) }, 5)
  const sent = await streamZeros(route, headers, declared).finally(() => clearInterval(sampler))
  const after = await settledMemory()
  const growth = { peak: peak - before.rss, rss: after.rss - before.rss, heapUsed: after.heapUsed - before.heapUsed, arrayBuffers: after.arrayBuffers - before.arrayBuffers }
  const figures = Object.entries(growth).map(([name, bytes]) => `${name} ${(bytes / MB).toFixed(1)} MB`).join(', ')
  console.log(`[body-limits] ${route.name}, ${declared ? 'Content-Length' : 'chunked'}: ${figures}`)
  expect(sent.status).toBe(413)
  expect(sent.body).toEqual(route.refusal)
  expect(sent.headers.connection).toBe('close')
  const rssAllowance = MAX_GROWTH + (declared ? 0 : route.limit)
  expect(growth.peak).toBeLessThan(rssAllowance)
  expect(growth.rss).toBeLessThan(rssAllowance)
  expect(growth.heapUsed).toBeLessThan(MAX_GROWTH)
  expect(growth.arrayBuffers).toBeLessThan(MAX_GROWTH)
}

describe('every request body is bounded before it is read', () => {
  it('the tables have upload endpoints and open API writes to check', () => {
    expect(uploadRoutes.length).toBeGreaterThan(0)
    expect(openWriteRoutes.length).toBeGreaterThan(0)
  })

  const routes = [...uploadRoutes, ...openWriteRoutes]
  for (const declared of [true, false]) {
    it.each(routes.map((route) => [route.name, route] as const))(`%s: a 600 MB body ${declared ? 'with its Content-Length' : 'sent chunked'} answers 413 and the server keeps under 20 MB of it`, async (_, route) => {
      await expectRefusedCheaply(route, declared)
    })
  }

  // no route of these reads a body: the backstop still bounds what any route could read
  const otherRoutes: Route[] = ['/api/nowhere', '/verify/slide', '/ical/nothing.ics', '/listing/new'].map((path) => ({
    name: `POST ${path}`, method: 'POST', path, limit: MAX_MULTIPART_BYTES,
    headers: () => ({ 'content-type': 'application/octet-stream' }),
    refusal: { status: 413, errorMsg: 'malformedBody' },
  }))
  for (const declared of [true, false]) {
    it.each(otherRoutes.map((route) => [route.name, route] as const))(`%s: every other route refuses a 600 MB body ${declared ? 'with its Content-Length' : 'sent chunked'} too`, async (_, route) => {
      await expectRefusedCheaply(route, declared)
    })
  }

  it('the open API refuses a huge chunked body before it checks the key', async () => {
    const route = openWriteRoutes[0]!
    await expectRefusedCheaply(route, false, { 'content-type': 'application/json', 'idempotency-key': randomUUID() })
  })

  it('the open API reads a body of exactly its limit, either way, and refuses one byte more', async () => {
    const route = openWriteRoutes.find((r) => r.name === 'openAvailability')!
    // no update at all: read and parsed, then refused by the schema, never by the size
    const json = '{"updates":[]}'
    const atLimit = Buffer.from(json.padEnd(MAX_OPEN_BODY_BYTES, ' '))
    for (const declared of [true, false]) {
      expect(await sendBody(route, atLimit, declared)).toMatchObject({ status: 400, body: { error: 'invalidValue', field: 'updates' } })
      expect(await sendBody(route, Buffer.concat([atLimit, Buffer.from(' ')]), declared)).toMatchObject({ status: 413, body: { error: 'malformedBody' } })
    }
  })
})
