import { describe, expect, it } from 'vitest'
import { LEGACY_RENTAL_TYPES, RENTAL_TYPES, normalizeRentalType } from '../../../../src/domain/listing/enums'
import { rentalType } from '../../../../src/domain/listing/schemas'

describe('lease types (portal spec 3; decision 0047)', () => {
  it("are the spec's six codes", () => {
    expect(RENTAL_TYPES).toEqual(['whole', 'room', 'bed', 'sofa', 'sharedroom', 'other'])
  })

  it('read the codes of drafts and queued writes made before as today\'s, and refuse any other', () => {
    expect(rentalType.parse('entire')).toBe('whole')
    expect(rentalType.parse('singleRoom')).toBe('room')
    expect(rentalType.parse('sharedRoom')).toBe('sharedroom')
    expect(rentalType.parse('other')).toBe('other')
    expect(rentalType.safeParse('castle').success).toBe(false)
    expect(normalizeRentalType('bed')).toBe('bed')
    for (const code of Object.values(LEGACY_RENTAL_TYPES)) expect(RENTAL_TYPES).toContain(code)
  })
})
