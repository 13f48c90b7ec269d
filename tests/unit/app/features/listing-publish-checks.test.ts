import { describe, expect, it } from 'vitest'
import { domainIssues } from '../../../../src/app/features/listing-publish/domain-checks'
import { requiredIssues } from '../../../../src/app/features/listing-publish/required'

describe('step form checks', () => {
  it('names each empty field as required (blank text, NaN from an empty number box)', () => {
    expect(requiredIssues({ title: '  ', area: Number.NaN, people: 4 }, ['title', 'area', 'people'])).toEqual([
      { field: 'title', key: 'required' },
      { field: 'area', key: 'required' },
    ])
  })

  it('applies the domain rule of the step with its key on the field, as the server does', () => {
    const issues = domainIssues('houseDescribe', { title: 'Too short a title', description: 'x'.repeat(40) })
    expect(issues).toContainEqual(expect.objectContaining({ field: 'title', key: 'titleLength' }))
    expect(domainIssues('houseInfo', {
      rentalType: 'whole', buildingType: 'apartment', rooms: 1, halls: 0, kitchens: 0, bathrooms: 1, balconies: 0,
      area: 10000, livesWithLandlord: false, bathroomType: 'private', beds: [{ type: 'double', length: 2, width: 1.8, count: 1 }],
      people: 2, similarUnits: 1,
    })).toContainEqual(expect.objectContaining({ field: 'area', key: 'listingAreaRange' }))
  })

  it('a half-filled value the rule cannot read leaves the word to the server', () => {
    expect(() => domainIssues('houseOrder', {})).not.toThrow()
  })
})

describe('listing step summaries (conflict notice, not-synced list)', () => {
  it('names the telling fields of a step value instead of raw JSON', async () => {
    const { stepSummary } = await import('../../../../src/app/data/listing-sync')
    expect(stepSummary({ title: 'Villa by the lake', description: 'long text' })).toBe('Villa by the lake · long text')
    expect(stepSummary({ luId: 'x', version: 2, priceWeekday: 388, priceWeekend: 458, currency: 'RMB' })).toBe('priceWeekday 388 · priceWeekend 458')
    expect(stepSummary(null)).toBe('—')
  })
})
