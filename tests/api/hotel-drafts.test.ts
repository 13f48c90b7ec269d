import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { HotelSummary } from '../../src/domain/hotel/schemas'
import { HOTEL_ADDRESS } from './hotel-fixtures'
import { listingHost, ok, withListingHost } from './listing-fixtures'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

let server: TestServer
withListingHost((s) => {
  server = s
})

const hotelsOf = async (session: SignedIn): Promise<HotelSummary[]> => ok(await server.api('hotelList', {}, { session })).list

/** Issue 35 item 8, decision 0053 (addendum of 2026-12): at most one empty hotel draft per host. */
describe('opening the hotel flow without a hotel', () => {
  it('a burst of creates asking to reuse an empty draft, as from several tabs at once, makes one draft and names it to every caller', async () => {
    const merchant = await listingHost(server)
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => server.api('hotelCreate', { hotelId: randomUUID(), reuseEmpty: true }, { session: merchant })),
    )
    const named = new Set(replies.map((reply) => ok(reply).hotelId))
    expect(named.size).toBe(1)
    const list = await hotelsOf(merchant)
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ hotelId: [...named][0], state: 'draft', empty: true })
  })

  it('the same create retried at once (other idempotency keys) is one hotel, each answer the same', async () => {
    const merchant = await listingHost(server)
    const hotelId = randomUUID()
    const replies = await Promise.all(Array.from({ length: 5 }, () => server.api('hotelCreate', { hotelId }, { session: merchant })))
    for (const reply of replies) expect(ok(reply)).toMatchObject({ hotelId, state: 'draft' })
    expect((await hotelsOf(merchant)).map((hotel) => hotel.hotelId)).toEqual([hotelId])
  })

  it('opened again and again, one after the other, the host keeps one empty draft; once it has a part saved the next opening starts another', async () => {
    const merchant = await listingHost(server)
    const first = ok(await server.api('hotelCreate', { hotelId: randomUUID(), reuseEmpty: true }, { session: merchant })).hotelId
    for (let i = 0; i < 3; i++) {
      expect(ok(await server.api('hotelCreate', { hotelId: randomUUID(), reuseEmpty: true }, { session: merchant })).hotelId).toBe(first)
    }
    expect(await hotelsOf(merchant)).toHaveLength(1)

    ok(await server.api('hotelSaveAddress', { hotelId: first, version: 0, value: HOTEL_ADDRESS }, { session: merchant }))
    const second = ok(await server.api('hotelCreate', { hotelId: randomUUID(), reuseEmpty: true }, { session: merchant })).hotelId
    expect(second).not.toBe(first)
    const list = await hotelsOf(merchant)
    expect(list.map((hotel) => [hotel.hotelId, hotel.empty]).sort()).toEqual([[first, false], [second, true]].sort())
  })

  it('a create under its own id (the device made the hotel offline and has its parts waiting) is kept, not answered with the empty draft', async () => {
    const merchant = await listingHost(server)
    const empty = ok(await server.api('hotelCreate', { hotelId: randomUUID(), reuseEmpty: true }, { session: merchant })).hotelId
    const offline = randomUUID()
    expect(ok(await server.api('hotelCreate', { hotelId: offline }, { session: merchant })).hotelId).toBe(offline)
    expect((await hotelsOf(merchant)).map((hotel) => hotel.hotelId).sort()).toEqual([empty, offline].sort())
  })
})
