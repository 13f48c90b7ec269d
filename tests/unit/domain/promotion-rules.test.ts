import { describe, expect, it } from 'vitest'
import {
  activityPhase, bestOffer, checkPromotion, discountNights, entryState, promotionApplies, promotionState, splitDiscount, type PromotionInput,
} from '../../../src/domain/promotion/rules'

const TODAY = '2026-11-21'
const times = { stayFrom: '2026-12-01', stayTo: '2026-12-31', enrollFrom: '2026-11-01', enrollUntil: '2026-11-30', closedAt: null }
const input = (extra: Partial<PromotionInput> = {}): PromotionInput => ({
  name: 'Winter', kind: 'discount', discountPercent: 20, stayFrom: '2026-12-01', stayTo: '2026-12-10', weekdays: [], daysBefore: null, minNights: null, unitIds: ['lu:a'], ...extra,
})
const keys = (extra: Partial<PromotionInput>) => checkPromotion(input(extra), TODAY).map((f) => `${f.field}:${f.key}`)

describe('activity states (business rules 4 "Promotion")', () => {
  it('available while enrollment is open, enrollmentClosed after, registered and withdrawn as joined, expired once over', () => {
    expect(entryState(times, null, TODAY)).toBe('available')
    expect(entryState(times, null, '2026-12-01')).toBe('enrollmentClosed')
    expect(entryState({ ...times, closedAt: 1 }, null, TODAY)).toBe('enrollmentClosed')
    expect(entryState(times, 'registered', '2026-12-05')).toBe('registered')
    expect(entryState(times, 'withdrawn', TODAY)).toBe('withdrawn')
    expect(entryState(times, 'registered', '2027-01-01')).toBe('expired')
    expect(entryState(times, null, '2026-10-31')).toBe('enrollmentClosed')
    expect([activityPhase(times, TODAY), activityPhase(times, '2026-12-02'), activityPhase(times, '2027-01-01')]).toEqual(['open', 'closed', 'ended'])
  })
})

describe('self-service promotion rules (business rules 5)', () => {
  it('takes a discount of 5 % to 90 % off, whole percents', () => {
    expect(keys({ discountPercent: 4 })).toEqual(['discountPercent:promotionDiscountRange'])
    expect(keys({ discountPercent: 5 })).toEqual([])
    expect(keys({ discountPercent: 90 })).toEqual([])
    expect(keys({ discountPercent: 91 })).toEqual(['discountPercent:promotionDiscountRange'])
    expect(keys({ discountPercent: 12.5 })).toEqual(['discountPercent:promotionDiscountRange'])
  })

  it('needs a name, dates from today to 179 days ahead in order, its kind\'s condition and a listing', () => {
    expect(keys({ name: '  ' })).toEqual(['name:required'])
    expect(keys({ stayFrom: '2026-11-20' })).toEqual(['stayFrom:promotionDateWindow'])
    expect(keys({ stayFrom: TODAY })).toEqual([])
    expect(keys({ stayTo: '2027-05-19' })).toEqual([])
    expect(keys({ stayTo: '2027-05-20' })).toEqual(['stayTo:promotionDateWindow'])
    expect(keys({ stayFrom: '2026-12-10', stayTo: '2026-12-09' })).toEqual(['stayTo:promotionDateOrder'])
    expect(keys({ kind: 'lastMinute', daysBefore: null })).toEqual(['daysBefore:promotionDaysBeforeRange'])
    expect(keys({ kind: 'lastMinute', daysBefore: 7 })).toEqual([])
    expect(keys({ kind: 'longStay', minNights: 31 })).toEqual(['minNights:promotionMinNightsRange'])
    expect(keys({ weekdays: [1, 1] })).toEqual(['weekdays:invalidValue'])
    expect(keys({ unitIds: [] })).toEqual(['unitIds:promotionUnitsRequired'])
  })

  it('prices the nights of its dates and weekdays; last-minute by days ahead, long-stay by the stay\'s nights', () => {
    const p = input({ weekdays: [6] })
    expect(promotionApplies(p, '2026-12-05', { bookedOn: TODAY, nights: 1 })).toBe(true) // a Saturday
    expect(promotionApplies(p, '2026-12-04', { bookedOn: TODAY, nights: 1 })).toBe(false)
    expect(promotionApplies(p, '2026-12-12', { bookedOn: TODAY, nights: 1 })).toBe(false)
    const last = input({ kind: 'lastMinute', daysBefore: 3 })
    expect(promotionApplies(last, '2026-12-04', { bookedOn: '2026-12-01', nights: 1 })).toBe(true)
    expect(promotionApplies(last, '2026-12-05', { bookedOn: '2026-12-01', nights: 1 })).toBe(false)
    const long = input({ kind: 'longStay', minNights: 3 })
    expect(promotionApplies(long, '2026-12-02', { bookedOn: TODAY, nights: 2 })).toBe(false)
    expect(promotionApplies(long, '2026-12-02', { bookedOn: TODAY, nights: 3 })).toBe(true)
    expect(promotionState({ stayFrom: '2026-12-01', stayTo: '2026-12-10', withdrawnAt: null }, TODAY)).toBe('upcoming')
    expect(promotionState({ stayFrom: '2026-12-01', stayTo: '2026-12-10', withdrawnAt: 5 }, TODAY)).toBe('withdrawn')
  })
})

describe('a night\'s discount', () => {
  it('does not add up: the largest wins, on a tie the one the platform pays more of', () => {
    const listing = { source: 'listing' as const, id: null, percent: 10, platformPercent: 0 }
    const promo = { source: 'promotion' as const, id: 'p', percent: 20, platformPercent: 0 }
    const activity = { source: 'activity' as const, id: 'a', percent: 20, platformPercent: 100 }
    expect(bestOffer([])).toBeNull()
    expect(bestOffer([listing, promo])).toBe(promo)
    expect(bestOffer([promo, activity])).toBe(activity)
  })

  it('splits the discount between host and platform in minor units, and sums a stay night by night', () => {
    expect(splitDiscount(38_800, { source: 'activity', id: 'a', percent: 25, platformPercent: 50 })).toEqual({ host: 4_850, platform: 4_850 })
    expect(splitDiscount(999, { source: 'activity', id: 'a', percent: 15, platformPercent: 33 })).toEqual({ host: 100, platform: 50 })
    const promo = { source: 'promotion' as const, id: 'p', percent: 20, platformPercent: 0 }
    const stay = discountNights([{ date: '2026-12-01', price: 38_800 }, { date: '2026-12-02', price: 45_800 }], 2, [[promo], []])
    expect(stay).toEqual({ host: 15_520, platform: 0, applied: [{ source: 'promotion', id: 'p', percent: 20, nights: 1, host: 15_520, platform: 0 }] })
  })
})
