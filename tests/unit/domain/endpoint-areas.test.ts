import { describe, expect, it } from 'vitest'
import { areaOf, BATCHABLE_KEYS, ENDPOINT_AREA_KEYS, isEndpointKey } from '../../../src/domain/endpoint-areas'
import { isBatchable } from '../../../src/domain/outbox-batch'
import { endpointAreas, endpoints } from '../../../src/domain/endpoints'

describe('the endpoint areas (what the call layer loads for a key, decision 0043)', () => {
  it("lists every call of an area's module under that area, and nothing else", () => {
    for (const [area, table] of Object.entries(endpointAreas)) {
      expect([...ENDPOINT_AREA_KEYS[area as keyof typeof ENDPOINT_AREA_KEYS]].sort(), area).toEqual(Object.keys(table).sort())
    }
  })

  it('covers the whole table once: every key has one area, no key is in two', () => {
    const listed = Object.values(ENDPOINT_AREA_KEYS).flat()
    expect(new Set(listed).size).toBe(listed.length)
    expect([...listed].sort()).toEqual(Object.keys(endpoints).sort())
    for (const key of Object.keys(endpoints)) expect(isEndpointKey(key)).toBe(true)
  })

  it("knows no area for a key that is no call (an older build's outbox entry)", () => {
    expect(areaOf('listingRemoveEverything')).toBeUndefined()
    expect(isEndpointKey('toString')).toBe(false)
    expect(areaOf('orderList')).toBe('order')
  })

  it('names exactly the calls an outboxBatch may carry', () => {
    const batchable = Object.entries(endpoints).filter(([, def]) => isBatchable(def)).map(([key]) => key)
    expect([...BATCHABLE_KEYS].sort()).toEqual(batchable.sort())
  })
})
