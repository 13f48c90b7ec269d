import { describe, expect, it } from 'vitest'
import type { DiscountValue, OrderValue, PriceValue } from '../../../../src/domain/listing/schemas'
import { checkDiscount, checkOrder, checkPrice } from '../../../../src/domain/listing/terms-rules'
import { validSteps } from './fixtures'

const keys = (errors: { field: string; key: string }[]) => errors.map((e) => `${e.field}:${e.key}`)

describe('checkPrice', () => {
  const base = validSteps().housePrice
  const price = (patch: Partial<PriceValue>) => checkPrice({ ...base, ...patch })
  it('passes valid prices', () => expect(checkPrice(base)).toEqual([]))

  it('prices are positive integers', () => {
    expect(keys(price({ priceWeekday: 0 }))).toEqual(['priceWeekday:priceInteger'])
    expect(keys(price({ priceWeekend: 99.5 }))).toEqual(['priceWeekend:priceInteger'])
    expect(keys(price({ priceHoliday: -1 }))).toEqual(['priceHoliday:priceInteger'])
  })

  it('nightly prices 1-99999', () => {
    expect(price({ priceWeekday: 1, priceWeekend: 99999 })).toEqual([])
    expect(price({ priceHoliday: 100000 })).toEqual([{ field: 'priceHoliday', key: 'priceRange', params: { min: 1, max: 99999 } }])
  })

  it('fee ranges: extra guest 1-999, deposit 1-9999, cleaning 1-3000', () => {
    expect(price({ extraGuestFee: 999, maxExtraGuests: 2 })).toEqual([])
    expect(price({ extraGuestFee: 1000, maxExtraGuests: 2 })).toEqual([{ field: 'extraGuestFee', key: 'feeRange', params: { min: 1, max: 999 } }])
    expect(price({ deposit: 9999 })).toEqual([])
    expect(keys(price({ deposit: 10000 }))).toEqual(['deposit:feeRange'])
    expect(price({ cleaningFee: 3000 })).toEqual([])
    expect(price({ cleaningFee: 3001 })).toEqual([{ field: 'cleaningFee', key: 'feeRange', params: { min: 1, max: 3000 } }])
    expect(keys(price({ deposit: 0 }))).toEqual(['deposit:priceInteger'])
  })

  it('the extra-guest fee and the number of extra guests go together', () => {
    expect(keys(price({ extraGuestFee: 50 }))).toEqual(['maxExtraGuests:required'])
    expect(keys(price({ maxExtraGuests: 2 }))).toEqual(['extraGuestFee:required'])
    expect(keys(price({ extraGuestFee: 50, maxExtraGuests: 100 }))).toEqual(['maxExtraGuests:listingPeopleRange'])
  })

  it('the other-charges text may name prices, not contact information', () => {
    expect(price({ otherCharges: '停车 10 元/天' })).toEqual([])
    expect(keys(price({ otherCharges: '详询微信 hzhost88' }))).toEqual(['otherCharges:textContactInfo'])
    // prices are allowed there, an offline deposit or cleaning fee is not
    expect(keys(price({ otherCharges: '清洁费100元入住时现金支付' }))).toEqual(['otherCharges:textOfflineFee'])
    expect(keys(price({ otherCharges: 'Cleaning fee 100 yuan paid offline' }))).toEqual(['otherCharges:textOfflineFee'])
    expect(price({ otherCharges: '押金线上支付，退房后原路退回' })).toEqual([])
  })
})

describe('checkOrder', () => {
  const base = validSteps().houseOrder
  const order = (patch: Partial<OrderValue>) => checkOrder({ ...base, ...patch })
  it('passes valid booking rules', () => expect(checkOrder(base)).toEqual([]))

  it('stay days 1-365', () => {
    expect(order({ minStay: 1, maxStay: 365 })).toEqual([])
    expect(order({ minStay: 0 })).toEqual([{ field: 'minStay', key: 'listingStayRange', params: { min: 1, max: 365 } }])
    expect(keys(order({ maxStay: 366 }))).toEqual(['maxStay:listingStayRange'])
    expect(keys(order({ minStay: 1.5 }))).toEqual(['minStay:listingStayRange'])
  })

  it('the maximum stay must exceed the minimum', () => {
    expect(order({ minStay: 3, maxStay: 4 })).toEqual([])
    expect(keys(order({ minStay: 3, maxStay: 3 }))).toEqual(['maxStay:listingMaxStayNotAboveMin'])
    expect(keys(order({ minStay: 5, maxStay: 3 }))).toEqual(['maxStay:listingMaxStayNotAboveMin'])
  })

  it('latest booking time no later than latest check-in', () => {
    expect(order({ latestBookingTime: '22:00', latestCheckIn: '22:00' })).toEqual([])
    expect(keys(order({ latestBookingTime: '22:01', latestCheckIn: '22:00' }))).toEqual(['latestBookingTime:bookingAfterCheckIn'])
  })

  it('earliest check-in no later than latest check-in', () => {
    expect(order({ earliestCheckIn: '22:00', latestCheckIn: '22:00' })).toEqual([])
    expect(keys(order({ earliestCheckIn: '22:30', latestCheckIn: '22:00', latestBookingTime: '20:00' }))).toEqual(['latestCheckIn:checkInOrder'])
  })

  it('quiet hours need two different times; each crowd once', () => {
    const rules = base.houseRules
    expect(keys(order({ houseRules: { ...rules, quietHours: { from: '22:00', to: '22:00' } } }))).toEqual(['houseRules.quietHours:invalidValue'])
    expect(keys(order({ houseRules: { ...rules, crowd: ['family', 'family'] } }))).toEqual(['houseRules.crowd:invalidValue'])
  })
})

describe('checkDiscount', () => {
  const base = validSteps().houseDiscount
  const disc = (patch: Partial<DiscountValue>) => checkDiscount({ ...base, ...patch })
  const none: DiscountValue = { stayTiers: [] }
  it('passes valid discounts and no discounts at all', () => {
    expect(checkDiscount(base)).toEqual([])
    expect(checkDiscount(none)).toEqual([])
  })

  it('listing discounts 1.0-9.5 with one decimal', () => {
    expect(disc({ stayTiers: [{ nights: 3, discount: 1 }] })).toEqual([])
    expect(disc({ stayTiers: [{ nights: 3, discount: 9.5 }] })).toEqual([])
    expect(disc({ stayTiers: [{ nights: 3, discount: 9.6 }] }))
      .toEqual([{ field: 'stayTiers.0.discount', key: 'discountRange', params: { min: 1, max: 9.5 } }])
    expect(keys(disc({ stayTiers: [{ nights: 3, discount: 0.9 }] }))).toEqual(['stayTiers.0.discount:discountRange'])
    expect(keys(disc({ stayTiers: [{ nights: 3, discount: 8.55 }] }))).toEqual(['stayTiers.0.discount:discountRange'])
  })

  it('early bird up to 9.9', () => {
    expect(disc({ earlyBird: { days: 30, discount: 9.9 } })).toEqual([])
    expect(disc({ earlyBird: { days: 30, discount: 10 } }))
      .toEqual([{ field: 'earlyBird.discount', key: 'discountRange', params: { min: 1, max: 9.9 } }])
    expect(keys(disc({ earlyBird: { days: 0, discount: 9 } }))).toEqual(['earlyBird.days:earlyBirdDaysRange'])
  })

  it('stay tiers: the second tier is longer, and a longer stay needs a bigger discount', () => {
    expect(keys(disc({ stayTiers: [{ nights: 3, discount: 9.5 }, { nights: 3, discount: 9 }] }))).toEqual(['stayTiers.1.nights:tierTimeOrder'])
    expect(keys(disc({ stayTiers: [{ nights: 7, discount: 9.5 }, { nights: 3, discount: 9 }] }))).toEqual(['stayTiers.1.nights:tierTimeOrder'])
    expect(keys(disc({ stayTiers: [{ nights: 3, discount: 9 }, { nights: 7, discount: 9 }] }))).toEqual(['stayTiers.1.discount:stayTierOrder'])
    expect(keys(disc({ stayTiers: [{ nights: 3, discount: 9 }, { nights: 7, discount: 9.5 }] }))).toEqual(['stayTiers.1.discount:stayTierOrder'])
    expect(disc({ stayTiers: [{ nights: 3, discount: 9 }, { nights: 7, discount: 8.9 }] })).toEqual([])
  })

  it('people tiers: more guests, a bigger discount, the previous tier under 20 guests', () => {
    expect(keys(disc({ peopleTiers: [{ people: 4, discount: 9.5 }, { people: 4, discount: 9 }] }))).toEqual(['peopleTiers.1.people:peopleTierOrder'])
    expect(keys(disc({ peopleTiers: [{ people: 2, discount: 9 }, { people: 4, discount: 9 }] }))).toEqual(['peopleTiers.1.discount:tierDiscountOrder'])
    expect(disc({ peopleTiers: [{ people: 19, discount: 9.5 }, { people: 25, discount: 9 }] })).toEqual([])
    expect(disc({ peopleTiers: [{ people: 20, discount: 9.5 }, { people: 25, discount: 9 }] }))
      .toEqual([{ field: 'peopleTiers.0.people', key: 'peopleTierLimit', params: { max: 20 } }])
    expect(disc({ peopleTiers: [{ people: 30, discount: 9.5 }] })).toEqual([])
  })

  it('the tonight special needs a complete setup', () => {
    expect(disc({ tonightSpecial: { from: '20:00', discount: 8 } })).toEqual([])
    expect(keys(disc({ tonightSpecial: { from: '20:00' } }))).toEqual(['tonightSpecial.discount:tonightSpecialIncomplete'])
    expect(keys(disc({ tonightSpecial: { discount: 8 } }))).toEqual(['tonightSpecial.from:tonightSpecialIncomplete'])
    expect(keys(disc({ tonightSpecial: { from: '20:00', discount: 9.6 } }))).toEqual(['tonightSpecial.discount:discountRange'])
  })
})
