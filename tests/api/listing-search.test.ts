import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { createListing, DESCRIBE, listingHost, ok } from './listing-fixtures'

let server: TestServer
let host: SignedIn
let other: SignedIn
const ids: Record<string, string> = {}

beforeAll(async () => {
  server = await startServer()
  host = await listingHost(server)
  other = await listingHost(server)
  const titles = {
    lake: 'A Cozy Flat by the LAKE with two rooms and a quiet garden view',
    hill: 'A bright house on the hill with two rooms and a sunny balcony',
    cafe: 'Café Room above the old street with two rooms and a warm kitchen',
  }
  for (const [key, title] of Object.entries(titles)) {
    ids[key] = await createListing(server, host)
    ok(await server.api('listingSaveDescribe', { luId: ids[key], version: 0, ...DESCRIBE, title }, { session: host }))
  }
  const foreign = await createListing(server, other)
  ok(await server.api('listingSaveDescribe', { luId: foreign, version: 0, ...DESCRIBE, title: titles.lake }, { session: other }))
})
afterAll(async () => {
  await server.close()
})

async function search(keyword: string): Promise<string[]> {
  const page = ok(await server.api('listingList', { keyword, offset: 0, length: 20 }, { session: host }))
  expect(page.total).toBe(page.list.length)
  return page.list.map((l: { luId: string }) => l.luId).sort()
}

describe('listing keyword search', () => {
  it('ignores case and width on every database (SQLite and PostgreSQL alike)', async () => {
    for (const keyword of ['lake', 'LAKE', 'Lake', 'ｌａｋｅ', ' cozy flat ']) expect(await search(keyword), keyword).toEqual([ids.lake])
    for (const keyword of ['CAFÉ', 'café room']) expect(await search(keyword), keyword).toEqual([ids.cafe])
    expect(await search('TWO ROOMS')).toEqual([ids.lake, ids.hill, ids.cafe].sort())
  })

  it('finds a listing by its id; wildcard characters are plain text; only the caller\'s listings', async () => {
    expect(await search(ids.hill!)).toEqual([ids.hill])
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
    expect(await search('nowhere')).toEqual([])
  })
})
