import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '../../../../src/client/db'
import { ApiError } from '../../../../src/client/errors'
import { configureOutbox, listNotSynced, listPending, replayOutbox } from '../../../../src/client/outbox/portal-outbox'
import type { Sender } from '../../../../src/client/outbox/outbox-types'
import { createHotel, hotelStepItem, keepHotelTyping, saveHotelStep } from '../../../../src/app/data/hotel-draft'
import { fakeClock, fakeLocks } from '../../client/support/outbox-fakes'

const HOTEL = '5a0c2f4e-8b1d-4c3e-9f2a-6d7e8f9a0b1c'
let sent: Array<{ endpoint: string; params: Record<string, unknown> }> = []
let refuse: (endpoint: string) => ApiError | null = () => null

beforeEach(async () => {
  sent = []
  refuse = () => null
  const db = getDb()
  await Promise.all(db.tables.map((table) => table.clear()))
  const send: Sender = async ({ endpoint, params }) => {
    const error = refuse(endpoint)
    if (error) throw error
    sent.push({ endpoint, params })
    return { version: Number(params.version ?? 0) + 1 }
  }
  let n = 0
  configureOutbox({ db, send, clock: fakeClock(), lock: fakeLocks(), uuid: () => `entry-${++n}`, currentUserId: () => 'u1' })
})

const facility = { facilities: ['wifi', 'elevator'] }

describe('hotel draft store (the hotel flow of the shared draft store)', () => {
  it('creates the hotel on the device and in the outbox; a step save carries its value and waits for the creation', async () => {
    await createHotel(HOTEL)
    const id = await saveHotelStep(HOTEL, 'facility', facility, 0)
    const pending = await listPending(`hotel:${HOTEL}`)
    expect(pending.map((e) => e.endpoint)).toEqual(['hotelCreate', 'hotelSaveFacility'])
    const step = pending.find((e) => e.id === id)!
    expect(step.item).toBe(hotelStepItem(HOTEL, 'facility'))
    expect(step.dependsOn).toBe(pending[0]!.id)
    expect(step.params).toEqual({ hotelId: HOTEL, version: 0, value: facility })
    const row = await getDb().listingDrafts.get(HOTEL)
    expect(row?.data).toMatchObject({ meta: { kind: 'hotel' }, steps: { facility: { values: facility } } })
    // the B&B checklist table is the listings' only
    expect(await getDb().checklist.get(HOTEL)).toBeUndefined()
    await replayOutbox()
    expect(sent.map((s) => s.endpoint)).toEqual(['hotelCreate', 'hotelSaveFacility'])
  })

  it('keeps typing without a write, and a refused save is replaced by the next one', async () => {
    await keepHotelTyping(HOTEL, 'facility', { facilities: ['wifi'] })
    expect(await listPending()).toHaveLength(0)
    refuse = (endpoint) => (endpoint === 'hotelSaveFacility' ? new ApiError({ status: 400, key: 'required', field: 'facilities' }) : null)
    const first = await saveHotelStep(HOTEL, 'facility', { facilities: [] }, 0)
    await replayOutbox()
    expect((await listNotSynced()).map((e) => e.id)).toEqual([first])
    refuse = () => null
    await saveHotelStep(HOTEL, 'facility', facility, 0)
    expect(await listNotSynced()).toHaveLength(0)
    await replayOutbox()
    expect(sent.map((s) => s.params.value)).toEqual([facility])
  })
})
