import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../src/domain/endpoints'
import type { EndpointKey } from '../../src/domain/endpoints'
import { DEFAULT_HOST, loadConfig } from '../../src/server/config'
import { MAX_JSON_DEPTH } from '../../src/server/middleware/request-input'
import { pruneSeenRequests, SEEN_REQUEST_TTL_MS } from '../../src/server/middleware/replay'
import { listingHost } from './listing-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { userRow } from './user-fixtures'

/** Issue 12, findings 6, 8, 9 and 12: crafted requests get a 4xx with a message key and change nothing. */

let server: TestServer
let host: SignedIn

beforeAll(async () => {
  server = await startServer()
  host = await listingHost(server)
})
afterAll(async () => {
  await server.close()
})

const cookieOf = (s: SignedIn) => `userId=${s.userId}; sessId=${s.sessId}; xztoken=${s.xztoken}`

describe('bad input is a 4xx, never a 5xx (finding 6)', () => {
  const jsonWrites = (Object.keys(endpoints) as EndpointKey[]).filter((k) => endpoints[k].encoding === 'json' && endpoints[k].method === 'POST')

  it.each(jsonWrites)('%s: a key nested 100,000 deep is a malformed body', async (key) => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`
    const reply = await server.api(key, {}, { session: host, jsonText: deep })
    expect(reply.http, reply.text).toBe(400)
    expect(reply.body).toEqual({ status: 400, errorMsg: 'malformedBody' })
  })

  it(`accepts nesting up to ${MAX_JSON_DEPTH} levels: the limit is far above any real payload`, async () => {
    const nested = `{"changes":[{"unitIds":[],"ranges":[{"from":"2026-12-01","to":"2026-12-02"}],"price":{"weekday":${'['.repeat(MAX_JSON_DEPTH - 5)}1${']'.repeat(MAX_JSON_DEPTH - 5)}}}]}`
    const reply = await server.api('calendarSet', {}, { session: host, jsonText: nested })
    // refused by the schema, not as malformed
    expect(reply.body).toMatchObject({ status: 400, errorMsg: 'invalidValue' })
  })

  it.each(['listingList', 'listingOperationRecords', 'calendarRecords', 'orderList'] as const)('%s: a page at offset 1e21, -1 or 2.5 is an invalid value', async (key) => {
    for (const offset of ['1e21', '-1', '2.5']) {
      const reply = await server.api(key, { offset }, { session: host })
      expect(reply.body, `offset ${offset}`).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'offset' })
    }
    expect((await server.api(key, { length: '101' }, { session: host })).body).toMatchObject({ status: 400, errorField: 'length' })
    expect((await server.api(key, { offset: '0', length: '100' }, { session: host })).body.status).toBe(200)
  })

  it('a form field named constructor, __proto__ or toString is a field like any other', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const reply = await server.api('checkMobileExists', { mobile: '13800000001', [name]: 'x' })
      expect(reply.http, `${name}: ${reply.text}`).toBe(200)
    }
  })

  it('a NUL in any text, a number past the integer range and a day that does not exist are invalid values (PostgreSQL refused them with a 500)', async () => {
    for (const [key, params, field] of [
      ['orderHouseDetail', { orderNo: 'a\u0000b' }, 'orderNo'],
      ['pushStatus', { endpoint: '\u0000' }, 'endpoint'],
      ['updateLandlordInfo', { id: host.userId, cityid: '330100', version: 2 ** 53 }, 'version'],
      ['orderEditCharge', { orderNo: 'x', rent: 2 ** 31 }, 'rent'],
      ['orderDownload', { dateType: 'booked', to: '0000-00-00' }, 'to'],
      ['orderList', { dateType: 'booked', from: '2026-02-30' }, 'from'],
    ] as const) {
      const reply = await server.api(key, params, { session: host })
      expect(reply.body, `${key}: ${reply.text}`).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: field })
    }
    const withNul = { ...host, sessId: `${host.sessId}\u0000` }
    expect((await server.api('getebkinfo', {}, { session: withNul })).body.status).toBe(4203)
  })

  it('an unknown calling code is an invalid number, not a crash', async () => {
    const reply = await server.api('checkMobileExists', { mobile: '13800000001', countryCode: '0' })
    expect(reply.http, reply.text).toBeLessThan(500)
    expect(reply.body.errorMsg).toBe('PleaseEnterMobileNumber')
  })
})

describe('writes from a foreign site are refused (finding 8)', () => {
  const moveCity = (headers: Record<string, string>) =>
    server.api('updateLandlordInfo', { id: host.userId, cityid: '110100' }, { headers: { Cookie: cookieOf(host), ...headers } })

  it('a cookie-only POST with a foreign Origin changes nothing', async () => {
    const before = await userRow(server, host.userId)
    const reply = await moveCity({ Origin: 'https://evil.example' })
    expect(reply.http).toBe(403)
    expect(reply.body).toEqual({ status: 403, errorMsg: 'noPermission' })
    expect(await userRow(server, host.userId)).toEqual(before)
  })

  it('Sec-Fetch-Site cross-site or same-site is refused, whatever the Origin says', async () => {
    const before = await userRow(server, host.userId)
    const host127 = new URL(server.url).origin
    for (const site of ['cross-site', 'same-site']) {
      expect((await moveCity({ 'Sec-Fetch-Site': site, Origin: host127 })).http, site).toBe(403)
    }
    expect(await userRow(server, host.userId)).toEqual(before)
  })

  it('the portal itself (same origin) and clients without those headers are served', async () => {
    const same = await moveCity({ Origin: new URL(server.url).origin, 'Sec-Fetch-Site': 'same-origin' })
    expect(same.body.status, same.text).toBe(200)
    expect((await userRow(server, host.userId)).city_id).toBe('110100')
    // reads are never refused for their origin (a foreign page cannot read the answer anyway)
    expect((await server.api('getebkinfo', {}, { session: host, headers: { Origin: 'https://evil.example' } })).body.status).toBe(200)
  })
})

describe('a signed write sent again is not executed again (finding 9)', () => {
  it('orderVoiceSettingsSet replayed 10 times inside the window runs once', async () => {
    const signedOnce = { session: host, nonce: 'replayed-nonce-1' }
    const first = await server.api('orderVoiceSettingsSet', { pcNewOrderVoice: false, pcCancelOrderVoice: false }, signedOnce)
    expect(first.body.status).toBe(200)
    // the host changes the settings again; a replay of the first request must not undo that
    expect((await server.api('orderVoiceSettingsSet', { pcNewOrderVoice: true, pcCancelOrderVoice: true }, { session: host })).body.status).toBe(200)
    for (let i = 0; i < 10; i++) {
      const replay = await server.api('orderVoiceSettingsSet', { pcNewOrderVoice: false, pcCancelOrderVoice: false }, signedOnce)
      expect(replay.http).toBe(409)
      expect(replay.body).toEqual({ status: 409, errorMsg: 'requestReplayed' })
    }
    expect((await server.api('orderVoiceSettings', {}, { session: host })).body.content).toMatchObject({ pcNewOrderVoice: true, pcCancelOrderVoice: true })
  })

  it('two real writes with the same fields in the same millisecond both run (each sending has its own nonce)', async () => {
    for (let i = 0; i < 2; i++) expect((await server.api('orderVoiceSettingsSet', { pcNewOrderVoice: true, pcCancelOrderVoice: false }, { session: host })).body.status).toBe(200)
  })

  it('a public write (sign-in) replayed is refused too; kept signatures are pruned once out of the window', async () => {
    const once = { nonce: 'replayed-nonce-2', ip: '10.9.9.9' }
    const params = { mobile: '13800000009', password: 'Wrong#2026' }
    expect((await server.api('passwordLogin', params, once)).http).not.toBe(409)
    expect((await server.api('passwordLogin', params, once)).http).toBe(409)
    expect(await pruneSeenRequests(server.db, server.clock.now() + SEEN_REQUEST_TTL_MS + 1)).toBeGreaterThan(0)
  })
})

describe('the address the server listens on (finding 12)', () => {
  it('is loopback unless HOST says otherwise', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1')
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })
})
