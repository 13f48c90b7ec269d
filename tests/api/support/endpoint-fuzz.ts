import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATUS } from '../../../src/domain/envelope'
import { MAX_BODY_BYTES } from '../../../src/server/app'
import { endpoints } from '../../../src/domain/endpoints'
import type { EndpointKey } from '../../../src/domain/endpoints'
import { jpeg } from '../listing-fixtures'
import { ownerOf, SAMPLES } from './endpoint-samples'
import { databaseSnapshot, watchRowChanges, withMatrixWorld } from './matrix-world'
import type { MatrixWorld } from './matrix-world'
import { freshMobile, smsLogin } from './flows'
import { requestArbitrary } from './schema-arbitrary'
import type { Hints } from './schema-arbitrary'
import type { TestServer, TestSession } from './server'

/** Runs per endpoint: 200 by default (CI), more with FUZZ_RUNS. */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS) || 200)
const SUCCESS: ReadonlySet<number> = new Set([STATUS.ok, 0, 1])
const LAST: ReadonlySet<EndpointKey> = new Set(['listingDelete', 'calendarFeedRemove', 'pushUnsubscribe', 'logout'])

/**
 * The fuzz test of the endpoints `pick` selects, from their request schemas: as the owner of a
 * world of real resources (so plausible ids reach the rules), FUZZ_RUNS payloads each. Every
 * answer is below 500; a payload the schema refuses is never answered with success; a call
 * that is not answered with success changed nothing in the database.
 */
export function fuzzEndpoints(pick: (key: EndpointKey, index: number) => boolean): void {
  const keys = (Object.keys(endpoints) as EndpointKey[]).filter(pick)
  const ordered = [...keys.filter((k) => !LAST.has(k)), ...keys.filter((k) => LAST.has(k))]
  let server: TestServer
  let world: MatrixWorld
  let files: File[]
  let rowChanges: () => Promise<number>

  withMatrixWorld((s, w) => {
    server = s
    world = w
  })
  beforeAll(async () => {
    rowChanges = await watchRowChanges(server.db)
    const broken = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46])], 'cut.jpg', { type: 'image/jpeg' })
    files = [await jpeg(1200, 800), await jpeg(120, 90), broken, new File(['<svg onload=alert(1)>'], 'x.jpg', { type: 'image/jpeg' }), new File([], 'empty.png')]
  }, 60_000)
  afterAll(() => {
    console.log(`[fuzz] ${keys.length} of ${Object.keys(endpoints).length} endpoints of the table in this file, ${FUZZ_RUNS} runs each`)
  })

  describe(`fuzz, ${FUZZ_RUNS} runs per endpoint`, () => {
    it.each(ordered)('%s', async (key) => {
      const def = endpoints[key]
      const sample = SAMPLES[key]
      const session: TestSession | undefined = sample.access === 'public' ? undefined
        : 'endsSession' in sample && sample.endsSession ? await smsLogin(server, freshMobile()) : ownerOf(sample, world)
      const payloads = requestArbitrary(def.request, hintsOf(world))
      const file = fc.constantFrom(...files)
      let before = await databaseSnapshot(server.db)
      let changes = await rowChanges()
      let succeeded = 0
      await fc.assert(
        fc.asyncProperty(payloads, file, async (generated, upload) => {
          const params = def.encoding === 'json' ? generated : asFields(generated)
          // a form or query value must be well-formed text to be percent-encoded at all (the call layer cannot sign it)
          if (def.encoding !== 'json') fc.pre(isWellFormedText(params))
          const sent = server.api(key, params, { ...(session ? { session } : {}), ...(def.encoding === 'multipart' ? { file: upload } : {}) })
          // a body over the limit is answered 413 before it is read, and the connection closed under the sender
          if (JSON.stringify(params).length > MAX_BODY_BYTES) return void (await sent.catch(() => undefined))
          const reply = await sent
          const shown = `${reply.http} ${reply.text.slice(0, 300)} for ${JSON.stringify(params).slice(0, 300)}`
          expect(reply.http, shown).toBeLessThan(500)
          // Node's HTTP parser itself answers a request line or headers over its limit (431), with no envelope
          if (reply.http !== 431) expect(typeof reply.body?.status, shown).toBe('number')
          // nor inside: a batch's op answers (outboxBatch) carry the status each call would have had
          expect(reply.text, shown).not.toMatch(/"httpStatus":5\d\d/)
          const success = SUCCESS.has(reply.body?.status)
          if (success) expect(def.request.safeParse(asOnTheWire(def.encoding, params, session)).success, shown).toBe(true)
          if (success) succeeded++
          // no row of a business table written since `before`: the database is as it was
          const now = await rowChanges()
          if (now === changes) return
          const after = await databaseSnapshot(server.db)
          if (!success) expect(after, `${shown} changed the database`).toEqual(before)
          before = after
          changes = now
        }),
        { numRuns: FUZZ_RUNS, endOnFailure: true },
      )
      console.log(`[fuzz] ${key}: ${FUZZ_RUNS} runs, ${succeeded} accepted`)
    }, 600_000)
  })
}

function isWellFormedText(value: unknown): boolean {
  if (typeof value === 'string') return value.isWellFormed()
  if (value !== null && typeof value === 'object') return Object.entries(value).every(([k, v]) => k.isWellFormed() && isWellFormedText(v))
  return true
}

/** Form and query fields carry text only: each value as the text a client would send, a list as repeated fields. */
function asFields(params: Record<string, unknown>): Record<string, string | string[]> {
  const text = (value: unknown): string => {
    if (typeof value === 'string') return value
    try {
      return String(value)
    } catch {
      return JSON.stringify(value)
    }
  }
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.map(text) : text(value)]))
}

/**
 * The payload as the server's schema sees it: a JSON body as is; other encodings: a lone
 * repeated value as one, no empty list, beside the session params (getRealNameState's userId is one).
 */
function asOnTheWire(encoding: string, params: Record<string, unknown>, session: TestSession | undefined): Record<string, unknown> {
  if (encoding === 'json') return JSON.parse(JSON.stringify(params)) as Record<string, unknown>
  const wire: Record<string, unknown> = session ? { ...session } : {}
  for (const [key, value] of Object.entries(params)) {
    if (!Array.isArray(value)) wire[key] = value
    else if (value.length === 1) wire[key] = value[0]
    else if (value.length > 1) wire[key] = value
  }
  return wire
}

function hintsOf(w: MatrixWorld): Hints {
  const orderNos = [w.orderNo, w.hotelOrderNo, w.renewalOrderNo, w.depositOrderNo]
  return {
    luId: [w.draftLuId, w.onlineLuId], unitId: [w.unitId], unitIds: [w.unitId, [w.unitId], `${w.unitId},${w.unitId}`],
    orderNo: orderNos, renewalId: [w.renewalId], feedId: [w.feedId], opId: [w.opId], imgId: [w.photoImgId], coverImgId: [w.photoImgId],
    endpoint: [w.pushEndpoint, 'calendarSet', 'updateLandlordInfo', 'listingSaveInfo', 'calendarUndo'], idemKey: ['fuzz-op-key-0001', 'fuzz-op-key-0002'],
    payload: [
      { changes: [{ unitIds: [w.unitId], ranges: [{ from: '2026-12-01', to: '2026-12-02' }], price: 300 }] },
      { id: w.a.userId, cityid: '330100' }, { opId: w.opId }, { luId: w.draftLuId, version: 0 },
    ],
    url: [w.upload.url, 'http://127.0.0.1:9/feed.ics'], identitycard1url: [w.upload.url],
    userId: [w.a.userId], landlordID: [w.a.userId], id: [w.a.userId], country: ['CHN', 'JPN'], landlordIdentity: ['CHN', 'JPN'],
    provinceId: ['330000'], cityId: ['330100'], cityid: ['330100'], districtId: ['330106'], mobile: ['13800000001', '13900000000'],
    countryCode: ['86', '81'], from: ['2026-12-01', '2026-12-20'], to: ['2026-12-05', '2026-12-31'], version: [0, 1, 2],
    width: [1000, 1200, '1000'], height: [630, 800, '630'], dir: ['realname', 'listing', 'duanzu_head', 'qualification'],
    title: ['A bright flat near the lake and the metro'], name: ['Another site'], reason: ['fullyBooked', '床单被烟头烫坏'],
  }
}
