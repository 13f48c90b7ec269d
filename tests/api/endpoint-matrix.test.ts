import { describe, expect, it } from 'vitest'
import { STATUS } from '../../src/domain/envelope'
import { endpoints } from '../../src/domain/endpoints'
import type { EndpointKey } from '../../src/domain/endpoints'
import type { EndpointDef } from '../../src/domain/endpoint-types'
import { ownerOf, SAMPLES } from './support/endpoint-samples'
import type { Sample } from './support/endpoint-samples'
import { databaseSnapshot, withMatrixWorld } from './support/matrix-world'
import type { MatrixWorld } from './support/matrix-world'
import { freshMobile, smsLogin } from './support/flows'
import type { ApiReply, TestServer, TestSession } from './support/server'

/**
 * The authorization matrix, generated from the endpoint table: every endpoint x {no session,
 * another landlord's session with a's ids}, refused and nothing changed; and a's own call is not
 * refused as foreign (so each row can fail). A key of the table without a sample fails here.
 */

const KEYS = Object.keys(endpoints) as EndpointKey[]
const SUCCESS: ReadonlySet<number> = new Set([STATUS.ok, 0, 1])
/** What b's call with a's ids may be answered with. */
const FOREIGN: ReadonlyArray<readonly [number, string]> = [[STATUS.forbidden, 'noPermission'], [STATUS.notFound, 'notFound']]

let server: TestServer
let world: MatrixWorld

withMatrixWorld((s, w) => {
  server = s
  world = w
})

async function call(key: EndpointKey, sample: Sample, session?: TestSession): Promise<ApiReply> {
  const file = 'file' in sample && sample.file ? await sample.file() : undefined
  return server.api(key, sample.params(world), { ...(session ? { session } : {}), ...(file ? { file } : {}) })
}

/** a's values in b's answer, leaving out those b itself sent. */
function leakedSecrets(reply: ApiReply, sent: unknown): string[] {
  const sentText = JSON.stringify(sent)
  return world.secretsOfA.filter((secret) => !sentText.includes(secret) && reply.text.includes(secret))
}

describe('the matrix covers the endpoint table', () => {
  it('has a sample for every endpoint and no sample for an endpoint that is gone', () => {
    expect(KEYS.filter((k) => !(k in SAMPLES))).toEqual([])
    expect(Object.keys(SAMPLES).filter((k) => !(k in endpoints))).toEqual([])
  })

  it('agrees with the table on which endpoints need no session', () => {
    const wrong = KEYS.filter((k) => (SAMPLES[k].access === 'public') !== (endpoints[k].access === 'public'))
    expect(wrong).toEqual([])
  })

  it('prints its coverage', () => {
    const by = (access: Sample['access']) => KEYS.filter((k) => SAMPLES[k].access === access).length
    console.log(`[matrix] ${KEYS.length} of ${KEYS.length} endpoints: ${by('owned')} owned, ${by('self')} self, ${by('public')} public`)
    expect(by('owned') + by('self') + by('public')).toBe(KEYS.length)
  })
})

describe.each(KEYS.filter((k) => SAMPLES[k].access !== 'public'))('%s', (key) => {
  const sample = SAMPLES[key]

  it('without a session: 4203 and nothing changed', async () => {
    const before = await databaseSnapshot(server.db)
    const reply = await call(key, sample)
    expect(reply.http, reply.text).toBeLessThan(500)
    expect(reply.body?.status, reply.text).toBe(STATUS.sessionExpired)
    expect(await databaseSnapshot(server.db)).toEqual(before)
  })

  if (sample.access === 'owned') {
    it("as another landlord with a's ids: refused, nothing changed, nothing of a's in the answer", async () => {
      const before = await databaseSnapshot(server.db)
      const params = sample.params(world)
      const reply = await call(key, sample, world.b)
      expect(reply.http, reply.text).toBeLessThan(500)
      if (sample.b !== 'unchanged') {
        expect(FOREIGN.some(([status, message]) => reply.body?.status === status && reply.body?.errorMsg === message), reply.text).toBe(true)
      }
      expect(await databaseSnapshot(server.db)).toEqual(before)
      expect(leakedSecrets(reply, params)).toEqual([])
    })
  } else {
    it("as another landlord: nothing of a's in the answer", async () => {
      const session = 'endsSession' in sample && sample.endsSession ? await smsLogin(server, freshMobile()) : world.b
      // codes to b's own number (the phone change's, the withdrawal's) go a minute apart, as the send limit asks
      if ((endpoints[key] as EndpointDef).guards?.includes('codeSend')) server.clock.advance(61_000)
      const reply = await call(key, sample, session)
      expect(reply.http, reply.text).toBeLessThan(500)
      if ('refusedAs' in sample && sample.refusedAs) expect(reply.body?.errorMsg, reply.text).toBe(sample.refusedAs)
      else expect(SUCCESS.has(reply.body?.status), reply.text).toBe(true)
      expect(leakedSecrets(reply, sample.params(world))).toEqual([])
    })
  }
})

describe("a's own calls are not refused as foreign (each row above can fail)", () => {
  // calls that remove what later calls name go last
  const LAST: ReadonlySet<EndpointKey> = new Set(['listingDelete', 'calendarFeedRemove', 'pushUnsubscribe', 'roomTypeDelete', 'imDeleteTalk'])
  const owned = KEYS.filter((k) => SAMPLES[k].access === 'owned')
  it.each([...owned.filter((k) => !LAST.has(k)), ...owned.filter((k) => LAST.has(k))])('%s', async (key) => {
    const reply = await call(key, SAMPLES[key], ownerOf(SAMPLES[key], world))
    expect(reply.http, reply.text).toBeLessThan(500)
    const foreign = FOREIGN.some(([status, message]) => reply.body?.status === status && reply.body?.errorMsg === message)
    expect(foreign || reply.body?.status === STATUS.sessionExpired, reply.text).toBe(false)
  })
})
