import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../src/domain/endpoints'
import type { EndpointKey } from '../../src/domain/endpoints'
import { ownerOf, SAMPLES } from './support/endpoint-samples'
import { databaseSnapshot, watchRowChanges, withMatrixWorld } from './support/matrix-world'
import type { MatrixWorld } from './support/matrix-world'
import type { TestServer } from './support/server'

// No state changes through a GET (issue 36): a signed GET can be replayed within its 300 s
// window and is fetched again by caches, prefetches and retries, so every GET of the endpoint
// table, called (twice) by the owner of a world of real resources, changes no business row.
// Bookkeeping (sessions touched, rate events, seen requests, slide challenges) is left out of
// the comparison, as in the fuzz test.

let server: TestServer
let world: MatrixWorld
let rowChanges: () => Promise<number>

withMatrixWorld((s, w) => {
  server = s
  world = w
})
beforeAll(async () => {
  rowChanges = await watchRowChanges(server.db)
}, 60_000)

const reads = (Object.keys(endpoints) as EndpointKey[]).filter((key) => endpoints[key].method === 'GET')

/**
 * GETs that make, on their first call, a value that exists once and never changes after (get or
 * create): a replay changes nothing. The server's push key pair (made when first asked for, the
 * same for every instance) and each calendar's export link (decision 0075).
 */
const CREATED_ONCE: Partial<Record<EndpointKey, string>> = { pushKey: 'server_keys', calendarFeeds: 'calendar_exports' }

async function changedTables(before: Record<string, string[]>): Promise<string[]> {
  const after = await databaseSnapshot(server.db)
  return Object.keys(after).filter((table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]))
}

describe('every GET of the table is a read', () => {
  it.each(reads)('%s changes no row', async (key) => {
    const sample = SAMPLES[key]
    const session = sample.access === 'public' ? undefined : ownerOf(sample, world)
    const params = sample.params(world)
    const call = async () => {
      const reply = await server.api(key, params, session ? { session } : {})
      expect(reply.http, reply.text.slice(0, 300)).toBeLessThan(500)
    }
    const created = CREATED_ONCE[key]
    if (created) {
      const first = await databaseSnapshot(server.db)
      await call()
      // the first call may make its value, and nothing else
      expect((await changedTables(first)).filter((table) => table !== created)).toEqual([])
    }
    const before = await databaseSnapshot(server.db)
    const counted = await rowChanges()
    await call()
    await call() // as a replay of the signed call would
    if ((await rowChanges()) === counted) return
    // a statement ran (on PostgreSQL even one that touched no row counts): compare the rows
    const changed = await changedTables(before)
    expect(changed, `${key} changed rows of ${changed.join(', ')}`).toEqual([])
  })
})
