import { describe, expect, it } from 'vitest'
import { exportPath, FEED_LIMITS, isFeedStale } from '../../../../src/domain/calendar/feed-schemas'

const HOUR = 3_600_000

describe('isFeedStale', () => {
  it('is stale only after more than 3 hours without a successful import', () => {
    expect(FEED_LIMITS.staleMs).toBe(3 * HOUR)
    expect(isFeedStale({ lastSuccessAt: 0, createdAt: 0 }, 3 * HOUR)).toBe(false)
    expect(isFeedStale({ lastSuccessAt: 0, createdAt: 0 }, 3 * HOUR + 1)).toBe(true)
  })

  it('counts from when the feed was added while it never imported', () => {
    expect(isFeedStale({ lastSuccessAt: null, createdAt: 10 * HOUR }, 12 * HOUR)).toBe(false)
    expect(isFeedStale({ lastSuccessAt: null, createdAt: 10 * HOUR }, 13 * HOUR + 1)).toBe(true)
  })
})

it('puts the export token in a path under /ical', () => {
  expect(exportPath('abc_DEF-123')).toBe('/ical/abc_DEF-123.ics')
})
