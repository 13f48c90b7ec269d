import { describe, expect, it } from 'vitest'
import { keywordMatches } from '../../src/domain/listing/keyword'
import { LISTING_GROUPS, SUB_STATES } from '../../src/domain/listing/enums'
import type { ListingGroup, SubState } from '../../src/domain/listing/enums'
import { listListings } from '../../src/server/services/house/repo'
import { approveListing, decideAddress, rejectListing } from '../../src/server/services/house/review'
import { SYSTEM_ACTOR } from '../../src/server/services/house/records'
import { countListings, listingState } from '../../src/server/services/house/states'
import { readListing } from '../../src/server/services/house/stored'
import type { TestServer, TestSession } from './support/server'
import type { SignedIn } from './support/flows'
import { ADDRESS, completeListing, createListing, DESCRIBE, listingHost, ok, withListingHost } from './listing-fixtures'

let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const staff = { role: 'system' as const, operator: 'staff' }
const MOVED = { ...ADDRESS, address: '西湖区文三路 100 号' }
const LOFT = 'A bright LOFT by the river with two rooms and a view'

type Query = { group?: ListingGroup; subState?: SubState; keyword?: string; offset: number; length: number }

/** The list as listingList answered it before decision 0049: every listing read, filtered and sliced in memory. */
async function inMemory(userId: number, q: Query) {
  const all = (await listListings(server.db, userId))
    .filter((row) => keywordMatches({ title: row.title, luId: row.lu_id }, q.keyword)).map(readListing)
  const matching = all.filter((l) => {
    const state = listingState(l)
    return (!q.group || state.group === q.group) && (!q.subState || state.subStates.includes(q.subState))
  })
  return { luIds: matching.slice(q.offset, q.offset + q.length).map((l) => l.luId), total: matching.length, counts: countListings(all) }
}

async function listed(session: TestSession, q: Query) {
  const params = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined))
  const answer = ok(await server.api('listingList', params, { session }))
  return { luIds: answer.list.map((l: { luId: string }) => l.luId), total: answer.total, counts: answer.counts }
}

const tick = () => server.clock.advance(1000)

/** One listing of the host in each group and sub-state (and some in several), built as hosts and staff do. */
async function buildStates(session: TestSession): Promise<Record<string, string>> {
  const ids: Record<string, string> = {}
  const online = async () => {
    const luId = await completeListing(server, session)
    ok(await server.api('listingPublish', { luId }, { session }))
    await approveListing(server.db, luId, SYSTEM_ACTOR, server.clock.now())
    return luId
  }
  ids.empty = await createListing(server, session)
  ids.titled = await createListing(server, session)
  ok(await server.api('listingSaveDescribe', { luId: ids.titled, version: 0, ...DESCRIBE, title: 'A Ｑｕｉｅｔ house by the LAKE with a big garden and a view' }, { session }))
  tick()
  ids.complete = await completeListing(server, session)
  ids.auditing = await completeListing(server, session)
  ok(await server.api('listingPublish', { luId: ids.auditing }, { session }))
  tick()
  ids.rejected = await completeListing(server, session)
  ok(await server.api('listingPublish', { luId: ids.rejected }, { session }))
  await rejectListing(server.db, ids.rejected, { reasons: [{ reasonCode: 'photoBlurry', note: '' }], note: '' }, staff, server.clock.now())
  ids.online = await online()
  tick()
  ids.offline = await online()
  ok(await server.api('listingSetOnline', { luId: ids.offline, online: false }, { session }))
  ids.changeUnsubmitted = await online()
  ok(await server.api('listingSaveDescribe', { luId: ids.changeUnsubmitted, version: 1, ...DESCRIBE, title: LOFT }, { session }))
  tick()
  ids.changeAuditing = await online()
  ok(await server.api('listingSaveDescribe', { luId: ids.changeAuditing, version: 1, ...DESCRIBE, title: LOFT }, { session }))
  ok(await server.api('listingPublish', { luId: ids.changeAuditing }, { session }))
  ids.changeRejected = await online()
  ok(await server.api('listingSaveDescribe', { luId: ids.changeRejected, version: 1, ...DESCRIBE, title: LOFT }, { session }))
  ok(await server.api('listingPublish', { luId: ids.changeRejected }, { session }))
  await rejectListing(server.db, ids.changeRejected, { reasons: [{ reasonCode: 'descriptionRepeated', note: '' }], note: '' }, staff, server.clock.now())
  tick()
  ids.addressPending = await online()
  ok(await server.api('listingSaveAddress', { luId: ids.addressPending, version: 1, ...MOVED }, { session }))
  ids.addressAuditing = await online()
  ok(await server.api('listingSaveAddress', { luId: ids.addressAuditing, version: 1, ...MOVED }, { session }))
  ok(await server.api('listingPublish', { luId: ids.addressAuditing }, { session }))
  ids.addressRejected = await online()
  ok(await server.api('listingSaveAddress', { luId: ids.addressRejected, version: 1, ...MOVED }, { session }))
  ok(await server.api('listingPublish', { luId: ids.addressRejected }, { session }))
  await decideAddress(server.db, ids.addressRejected, 'reject', { reasons: [], note: 'pin is off' }, staff, server.clock.now())
  tick()
  ids.several = await online()
  ok(await server.api('listingSaveDescribe', { luId: ids.several, version: 1, ...DESCRIBE, title: LOFT }, { session }))
  ok(await server.api('listingSaveAddress', { luId: ids.several, version: 1, ...MOVED }, { session }))
  ok(await server.api('listingSetOnline', { luId: ids.several, online: false }, { session }))
  ids.deleted = await online()
  ok(await server.api('listingDelete', { luId: ids.deleted, reason: 'duplicate' }, { session }))
  return ids
}

describe('the listing list (decision 0049: filtered, counted and paged by the database)', () => {
  it('answers as the in-memory list did for every tab, sub-state, keyword and page; deleted and other hosts\' listings stay out', { timeout: 90_000 }, async () => {
    const ids = await buildStates(host)
    const other = await listingHost(server)
    const foreign = await completeListing(server, other)
    const userId = Number(host.userId)

    const all = await listed(host, { offset: 0, length: 100 })
    expect(all.total).toBe(Object.keys(ids).length - 1)
    expect(all.luIds).not.toContain(ids.deleted)
    expect(all.luIds).not.toContain(foreign)
    expect(all.counts).toEqual({
      unfinished: 2, notOnline: 5, online: 7, changeUnsubmitted: 2, changePendingReview: 0, changeAuditing: 1, changeRejected: 1,
      addressPending: 2, addressAuditing: 1, addressRejected: 1, offline: 2,
    })

    const keywords = [undefined, 'lake', 'LAKE', 'ｌａｋｅ', ' loft ', 'Ｑｕｉｅｔ', ids.online!, foreign, '%', '_', 'nowhere']
    for (const keyword of keywords) {
      for (const group of [undefined, ...LISTING_GROUPS]) {
        for (const subState of [undefined, ...SUB_STATES]) {
          const q = { group, subState, keyword, offset: 0, length: 100 }
          expect(await listed(host, q), JSON.stringify(q)).toEqual(await inMemory(userId, q))
        }
      }
    }
    for (const keyword of [undefined, 'lake']) {
      for (const group of [undefined, ...LISTING_GROUPS]) {
        for (const subState of [undefined, 'offline', 'addressPending'] as const) {
          for (const offset of [0, 3, 6, 9, 12, 15, 30]) {
            const q = { group, subState, keyword, offset, length: 3 }
            expect(await listed(host, q), JSON.stringify(q)).toEqual(await inMemory(userId, q))
          }
        }
      }
    }
  })

  it('keeps the listing\'s list columns with every write: a title edit is found at once, a listing taken offline moves tab', async () => {
    const session = await listingHost(server)
    const luId = await completeListing(server, session)
    ok(await server.api('listingPublish', { luId }, { session }))
    await approveListing(server.db, luId, SYSTEM_ACTOR, server.clock.now())
    expect((await listed(session, { group: 'online', offset: 0, length: 10 })).luIds).toEqual([luId])
    ok(await server.api('listingSetOnline', { luId, online: false }, { session }))
    expect((await listed(session, { group: 'online', offset: 0, length: 10 })).luIds).toEqual([])
    expect((await listed(session, { subState: 'offline', offset: 0, length: 10 })).luIds).toEqual([luId])
    ok(await server.api('listingSaveDescribe', { luId, version: 1, ...DESCRIBE, title: LOFT }, { session }))
    expect((await listed(session, { keyword: 'ＬＯＦＴ', subState: 'changeUnsubmitted', offset: 0, length: 10 })).luIds).toEqual([luId])
  })
})
