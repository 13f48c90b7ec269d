import { describe, expect, it } from 'vitest'
import { landingGroup } from '../../../../src/domain/listing/counts'

describe('the group the listing list opens on (issue 34)', () => {
  it('is the online listings when there are some, not the drafts', () => {
    expect(landingGroup({ online: 4, notOnline: 1, unfinished: 1 })).toBe('online')
  })

  it('moves on to the listings not online, then to the drafts, when nothing is online', () => {
    expect(landingGroup({ online: 0, notOnline: 2, unfinished: 1 })).toBe('notOnline')
    expect(landingGroup({ online: 0, notOnline: 0, unfinished: 1 })).toBe('unfinished')
  })

  it('is online for a host with no listing at all, or before the counts are known', () => {
    expect(landingGroup({ online: 0, notOnline: 0, unfinished: 0 })).toBe('online')
    expect(landingGroup(undefined)).toBe('online')
  })
})
