import { describe, expect, it } from 'vitest'
import { approveListing, decideAddress } from '../../src/server/services/house/review'
import { SYSTEM_ACTOR } from '../../src/server/services/house/records'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { ADDRESS, completeListing, DESCRIBE, withListingHost, ok } from './listing-fixtures'

let server: TestServer
let host: SignedIn

withListingHost((started, landlord) => {
  server = started
  host = landlord
})

describe('change records', () => {
  it('say which review each record was: the listing, a modification or the address', async () => {
    const luId = await completeListing(server, host)
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await approveListing(server.db, luId, SYSTEM_ACTOR, server.clock.now())

    ok(await server.api('listingSaveDescribe', { luId, version: 1, ...DESCRIBE, title: 'A bright flat by the lake with two rooms and a garden' }, { session: host }))
    ok(await server.api('listingSaveAddress', { luId, version: 1, ...ADDRESS, doorNumber: '3 单元 602' }, { session: host }))
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await decideAddress(server.db, luId, 'reject', { reasons: [{ reasonCode: 'addressMap', note: '' }], note: '' }, SYSTEM_ACTOR, server.clock.now())

    const records = ok(await server.api('listingChangeRecords', { luId }, { session: host })).list
    expect(records.map((r: { kind: string; status: string }) => `${r.kind} ${r.status}`)).toEqual([
      'address rejected', 'modification auditing', 'listing passed',
    ])
  })
})
