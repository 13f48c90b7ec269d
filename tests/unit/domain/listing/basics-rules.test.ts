import { describe, expect, it } from 'vitest'
import { checkAddress, checkDescribe, checkFacility, checkInfo } from '../../../../src/domain/listing/basics-rules'
import type { InfoValue } from '../../../../src/domain/listing/schemas'
import { validSteps } from './fixtures'

const keys = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`)

describe('checkAddress', () => {
  const base = validSteps().address
  it('passes a complete address', () => expect(checkAddress(base)).toEqual([]))

  it('needs province, city and, on the mainland, the district', () => {
    expect(keys(checkAddress({ ...base, cityId: '' }))).toEqual(['cityId:addressCityChoice'])
    expect(keys(checkAddress({ ...base, districtId: '' }))).toEqual(['districtId:addressCityChoice'])
    expect(checkAddress({ ...base, country: 'HKG', provinceId: '810000', cityId: '810100', districtId: '' })).toEqual([])
  })

  it('needs the detailed address and the door number, with their lengths', () => {
    expect(keys(checkAddress({ ...base, address: '  ', doorNumber: '' }))).toEqual(['address:required', 'doorNumber:required'])
    expect(checkAddress({ ...base, address: 'a'.repeat(100) })).toEqual([])
    expect(checkAddress({ ...base, address: 'a'.repeat(101) })).toEqual([{ field: 'address', key: 'tooLong', params: { max: 100 } }])
    expect(keys(checkAddress({ ...base, doorNumber: '5'.repeat(51) }))).toEqual(['doorNumber:tooLong'])
    expect(keys(checkAddress({ ...base, address: '文三路😀' }))).toEqual(['address:emoticonsNotAllowed'])
  })

  it('abroad needs a postcode of letters, digits, spaces and hyphens; at home takes none', () => {
    const abroad = { ...base, country: 'JPN', provinceId: 'Tokyo', cityId: 'Shinjuku', districtId: '', postcode: '160-0023' }
    expect(checkAddress(abroad)).toEqual([])
    expect(checkAddress({ ...abroad, country: 'GBR', postcode: 'SW1A 1AA' })).toEqual([])
    expect(keys(checkAddress({ ...abroad, postcode: ' ' }))).toEqual(['postcode:required'])
    expect(keys(checkAddress({ ...abroad, postcode: undefined }))).toEqual(['postcode:required'])
    expect(keys(checkAddress({ ...abroad, postcode: '160<0023' }))).toEqual(['postcode:invalidValue'])
    expect(keys(checkAddress({ ...abroad, postcode: '-1600023' }))).toEqual(['postcode:invalidValue'])
    expect(keys(checkAddress({ ...abroad, postcode: '1'.repeat(13) }))).toEqual(['postcode:tooLong'])
    expect(keys(checkAddress({ ...base, postcode: '310000' }))).toEqual(['postcode:invalidValue'])
  })

  it('needs a pin on the earth', () => {
    expect(keys(checkAddress({ ...base, pin: { lat: 91, lng: 120, system: 'wgs84' } }))).toEqual(['pin:coordinatesOutOfRange'])
    expect(keys(checkAddress({ ...base, pin: { lat: 30.2, lng: -180.5, system: 'wgs84' } }))).toEqual(['pin:coordinatesOutOfRange'])
    expect(keys(checkAddress({ ...base, pin: { lat: Number.NaN, lng: 120, system: 'wgs84' } }))).toEqual(['pin:coordinatesOutOfRange'])
    expect(keys(checkAddress({ ...base, pin: { lat: -90, lng: 180, system: 'wgs84' } }))).toEqual([])
    expect(keys(checkAddress({ ...base, pin: { lat: 0, lng: 0, system: 'wgs84' } }))).toEqual(['pin:invalidValue'])
  })
})

describe('checkInfo', () => {
  const base = validSteps().houseInfo
  const info = (patch: Partial<InfoValue>) => checkInfo({ ...base, ...patch })
  it('passes a complete overview', () => expect(checkInfo(base)).toEqual([]))

  it('rental area 1-9999', () => {
    expect(info({ area: 1 })).toEqual([])
    expect(info({ area: 9999 })).toEqual([])
    expect(info({ area: 0.9 })).toEqual([{ field: 'area', key: 'listingAreaRange', params: { min: 1, max: 9999 } }])
    expect(keys(info({ area: 10000 }))).toEqual(['area:listingAreaRange'])
  })

  it('suitable people 1-99, whole', () => {
    expect(info({ people: 1 })).toEqual([])
    expect(info({ people: 99 })).toEqual([])
    expect(info({ people: 0 })).toEqual([{ field: 'people', key: 'listingPeopleRange', params: { min: 1, max: 99 } }])
    expect(keys(info({ people: 100 }))).toEqual(['people:listingPeopleRange'])
    expect(keys(info({ people: 2.5 }))).toEqual(['people:listingPeopleRange'])
  })

  it('similar units 1-99, positive integer', () => {
    expect(info({ similarUnits: 99 })).toEqual([])
    expect(keys(info({ similarUnits: 0 }))).toEqual(['similarUnits:listingSimilarUnitsRange'])
    expect(keys(info({ similarUnits: 100 }))).toEqual(['similarUnits:listingSimilarUnitsRange'])
    expect(keys(info({ similarUnits: 1.5 }))).toEqual(['similarUnits:listingSimilarUnitsRange'])
  })

  it('layout: at least one room, whole numbers up to 99', () => {
    expect(keys(info({ rooms: 0 }))).toEqual(['rooms:listingLayoutRange'])
    expect(info({ halls: 0, kitchens: 0, balconies: 0 })).toEqual([])
    expect(keys(info({ bathrooms: 100 }))).toEqual(['bathrooms:listingLayoutRange'])
    expect(keys(info({ halls: -1 }))).toEqual(['halls:listingLayoutRange'])
  })

  const bed = { type: 'double' as const, length: 2, width: 1.8, count: 1 }
  it('beds: at least one', () => expect(keys(info({ beds: [] }))).toEqual(['beds:bedsRequired']))

  it('bed length 1.8-2.2 m', () => {
    expect(info({ beds: [{ ...bed, length: 1.8 }] })).toEqual([])
    expect(info({ beds: [{ ...bed, length: 2.2 }] })).toEqual([])
    expect(info({ beds: [{ ...bed, length: 1.7 }] })).toEqual([{ field: 'beds.0.length', key: 'bedLengthRange', params: { min: 1.8, max: 2.2 } }])
    expect(keys(info({ beds: [{ ...bed, length: 2.3 }] }))).toEqual(['beds.0.length:bedLengthRange'])
  })

  it('bed width from the configured 0.9 m to 2.2 m', () => {
    expect(info({ beds: [{ ...bed, width: 0.9 }] })).toEqual([])
    expect(info({ beds: [{ ...bed, width: 2.2 }] })).toEqual([])
    expect(keys(info({ beds: [{ ...bed, width: 0.8 }] }))).toEqual(['beds.0.width:bedWidthRange'])
    expect(keys(info({ beds: [{ ...bed, width: 2.3 }] }))).toEqual(['beds.0.width:bedWidthRange'])
  })

  it('bed sizes take one decimal', () => {
    expect(info({ beds: [{ ...bed, length: 1.9, width: 1.5 }] })).toEqual([])
    expect(keys(info({ beds: [{ ...bed, length: 1.95 }] }))).toEqual(['beds.0.length:bedOneDecimal'])
    expect(keys(info({ beds: [{ ...bed, width: 1.55 }] }))).toEqual(['beds.0.width:bedOneDecimal'])
  })

  it('at most 20 beds in all', () => {
    expect(info({ beds: [{ ...bed, count: 20 }] })).toEqual([])
    expect(info({ beds: [{ ...bed, count: 10 }, { ...bed, width: 1.5, count: 10 }] })).toEqual([])
    expect(keys(info({ beds: [{ ...bed, count: 21 }] }))).toEqual(['beds.0.count:bedCountRange'])
    expect(info({ beds: [{ ...bed, count: 10 }, { ...bed, width: 1.5, count: 11 }] }))
      .toEqual([{ field: 'beds', key: 'bedsTooMany', params: { max: 20 } }])
    expect(keys(info({ beds: [{ ...bed, count: 0 }] }))).toEqual(['beds.0.count:bedCountRange'])
  })

  it('a duplicate bed type and size is rejected', () => {
    expect(keys(info({ beds: [bed, { ...bed }] }))).toEqual(['beds.1:bedDuplicate'])
    expect(info({ beds: [bed, { ...bed, type: 'king' }] })).toEqual([])
    expect(info({ beds: [bed, { ...bed, width: 1.5 }] })).toEqual([])
  })
})

describe('checkFacility', () => {
  it('takes known codes only, at least one, each once', () => {
    expect(checkFacility({ facilities: ['wifi'] })).toEqual([])
    expect(keys(checkFacility({ facilities: [] }))).toEqual(['facilities:required'])
    expect(keys(checkFacility({ facilities: ['wifi', 'jacuzzi'] }))).toEqual(['facilities.1:facilityUnknown'])
    expect(keys(checkFacility({ facilities: ['wifi', 'wifi'] }))).toEqual(['facilities:invalidValue'])
  })
})

describe('checkDescribe', () => {
  const base = validSteps().houseDescribe
  const han = (n: number) => '房'.repeat(n)
  const words = (n: number) => Array.from({ length: n }, () => 'quiet').join(' ')

  it('title 12-50 units (the stricter reading)', () => {
    expect(checkDescribe({ ...base, title: han(12) })).toEqual([])
    expect(checkDescribe({ ...base, title: han(50) })).toEqual([])
    expect(checkDescribe({ ...base, title: han(11) })).toEqual([{ field: 'title', key: 'titleLength', params: { min: 12, max: 50 } }])
    expect(keys(checkDescribe({ ...base, title: han(51) }))).toEqual(['title:titleLength'])
    expect(checkDescribe({ ...base, title: words(12) })).toEqual([])
    expect(keys(checkDescribe({ ...base, title: words(11) }))).toEqual(['title:titleLength'])
    expect(keys(checkDescribe({ ...base, title: '' }))).toEqual(['title:required'])
  })

  it('description 20-2000 characters (the stricter reading)', () => {
    expect(checkDescribe({ ...base, description: han(20) })).toEqual([])
    expect(checkDescribe({ ...base, description: han(2000) })).toEqual([])
    expect(checkDescribe({ ...base, description: han(19) }))
      .toEqual([{ field: 'description', key: 'descriptionLength', params: { min: 20, max: 2000 } }])
    expect(keys(checkDescribe({ ...base, description: han(2001) }))).toEqual(['description:descriptionLength'])
  })

  it('applies the text rules to every text with banned words', () => {
    expect(keys(checkDescribe({ ...base, title: `${han(12)}酒店` }))).toEqual(['title:textBannedWord'])
    expect(keys(checkDescribe({ ...base, description: `${han(20)}微信 hzhost88` }))).toEqual(['description:textContactInfo'])
    expect(keys(checkDescribe({ ...base, highlights: 'hostel vibes' }))).toEqual(['highlights:textBannedWord'])
    expect(keys(checkDescribe({ ...base, neighbourhood: '😀' }))).toEqual(['neighbourhood:emoticonsNotAllowed'])
    expect(keys(checkDescribe({ ...base, neighbourhood: 'a'.repeat(501) }))).toEqual(['neighbourhood:tooLong'])
  })
})
