import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { call, configureFetch, configureServices } from '../../../src/client/api'
import { openDb } from '../../../src/client/db'
import { BACKOFF } from '../../../src/client/outbox/backoff'
import { configureOutbox, enqueue, listNotSynced, outboxState, replayOutbox } from '../../../src/client/outbox/portal-outbox'
import { saveSession } from '../../../src/client/session'
import { SERVICES } from '../../../src/domain/endpoint-types'
import { DEMO_PASSWORD } from '../../../src/server/console/seed'
import { installFakeBrowser } from '../../unit/client/support/fake-browser'
import { fakeClock, fakeLocks, freshDbName } from '../../unit/client/support/outbox-fakes'

/**
 * The mainland demo host creates `n` listings offline with the portal's own outbox, then replays
 * it through `baseUrl` (a proxy in front of instances) in batches of 4, retrying as the portal
 * does until nothing is pending. `sends` counts the operations sent, retries included.
 */
export async function replayListings(baseUrl: string, n: number): Promise<{ ids: string[]; sends: number }> {
  installFakeBrowser(`${baseUrl}/work/index`)
  configureServices(Object.fromEntries(SERVICES.map((s) => [s, `${baseUrl}/api/${s}`])))
  let sends = 0
  configureFetch(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    if (request.url.includes('/outbox/batch')) sends += ((await request.clone().json()) as { ops: unknown[] }).ops.length
    return fetch(request)
  })
  saveSession(await call('passwordLogin', { mobile: '13800000001', countryCode: '86', password: DEMO_PASSWORD }))
  const clock = fakeClock()
  configureOutbox({ db: openDb(freshDbName()), clock, lock: fakeLocks(), batchSize: 4 })
  const ids = Array.from({ length: n }, () => randomUUID())
  for (const luId of ids) await enqueue({ endpoint: 'listingCreate', params: { luId, rentalType: 'whole' }, item: `listing:${luId}` })
  for (let round = 0; round < 40 && outboxState().pending > 0; round++) {
    await replayOutbox()
    clock.advance(BACKOFF.maxMs)
  }
  expect((await listNotSynced()).map((e) => e.refusal)).toEqual([])
  expect(outboxState()).toMatchObject({ pending: 0, notSynced: 0 })
  configureFetch()
  return { ids, sends }
}
