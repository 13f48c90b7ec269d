import { describe, expect, it } from 'vitest'
import { GATE_WINDOW_MS, SERVER_TIME_HEADER } from '../../src/domain/common-params'
import type { Encoding } from '../../src/domain/endpoint-types'
import { endpoints } from '../../src/domain/endpoints'
import type { EndpointKey } from '../../src/domain/endpoints'
import { ownerOf, SAMPLES } from './support/endpoint-samples'
import { databaseSnapshot, withMatrixWorld } from './support/matrix-world'
import type { MatrixWorld } from './support/matrix-world'
import type { ApiOptions, ApiReply, TestServer } from './support/server'

/**
 * Signatures and timestamps, generated from the endpoint table: for a sample of endpoints of every
 * encoding (the first, middle and last of the table, session and public alike), a signature
 * with any one character flipped is refused with badSignature, and a gate timestamp 299 s off
 * either way is accepted while 301 s is refused with 401 and the server's time; nothing changes.
 */

const ENCODINGS: Encoding[] = ['query', 'form', 'json', 'multipart']
const keysOf = (encoding: Encoding) => (Object.keys(endpoints) as EndpointKey[]).filter((k) => endpoints[k].encoding === encoding)
const sampleOf = (keys: EndpointKey[]) => [...new Set([keys[0], keys[Math.floor(keys.length / 2)], keys[keys.length - 1]])].filter((k): k is EndpointKey => k !== undefined)
const SAMPLED = ENCODINGS.flatMap((encoding) => sampleOf(keysOf(encoding)))

let server: TestServer
let world: MatrixWorld

withMatrixWorld((s, w) => {
  server = s
  world = w
})

async function send(key: EndpointKey, options: ApiOptions): Promise<ApiReply> {
  const sample = SAMPLES[key]
  const file = 'file' in sample && sample.file ? await sample.file() : undefined
  return server.api(key, sample.params(world), { ...(sample.access === 'public' ? {} : { session: ownerOf(sample, world) }), ...(file ? { file } : {}), ...options })
}

const flipAt = (position: number) => (signature: string) =>
  signature.slice(0, position) + (signature[position] === '0' ? '1' : '0') + signature.slice(position + 1)

it('samples every encoding', () => {
  for (const encoding of ENCODINGS) expect(SAMPLED.some((k) => endpoints[k].encoding === encoding), encoding).toBe(true)
  console.log(`[signatures] ${SAMPLED.length} endpoints: ${SAMPLED.join(', ')}`)
})

describe.each(SAMPLED)('%s', (key) => {
  it('refuses the signature with any one of its 40 characters flipped, and changes nothing', async () => {
    const before = await databaseSnapshot(server.db)
    for (let position = 0; position < 40; position++) {
      const reply = await send(key, { tamper: flipAt(position) })
      expect(reply.body, `position ${position}: ${reply.text}`).toEqual({ status: 400, errorMsg: 'badSignature' })
    }
    expect(await databaseSnapshot(server.db)).toEqual(before)
  })

  it('accepts a timestamp 299 s off either way and refuses 301 s with the server time, changing nothing', async () => {
    for (const offset of [-299_000, 299_000]) {
      const reply = await send(key, { gatetime: server.clock.now() + offset })
      expect(reply.http, `${offset}: ${reply.text}`).not.toBe(401)
      expect(reply.body?.errorMsg, `${offset}: ${reply.text}`).not.toBe('badSignature')
    }
    const before = await databaseSnapshot(server.db)
    for (const offset of [-301_000, 301_000]) {
      const reply = await send(key, { gatetime: server.clock.now() + offset })
      expect(reply.http, `${offset}: ${reply.text}`).toBe(401)
      expect(reply.body).toEqual({ status: 401, errorMsg: 'staleTimestamp' })
      expect(Number(reply.headers.get(SERVER_TIME_HEADER))).toBe(server.clock.now())
    }
    expect(await databaseSnapshot(server.db)).toEqual(before)
    expect(GATE_WINDOW_MS).toBe(300_000)
  })
})
