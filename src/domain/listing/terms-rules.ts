import type { MessageKey } from '../messages'
import { textField } from './basics-rules'
import { fieldError, inRange, intIn, isInt, minutesOf, oneDecimal, type ListingFieldError } from './field-error'
import { LIMITS } from './limits'
import type { DiscountValue, OrderValue, PriceValue } from './schemas'

/** Rules of the selling price, discount and booking rules steps (these apply at once on an online listing). */

/** Money: a positive integer (priceInteger), then its range. */
function money(field: string, n: number | undefined, range: { min: number; max: number }, key: MessageKey): ListingFieldError[] {
  if (n === undefined) return []
  if (!isInt(n) || n <= 0) return [fieldError(field, 'priceInteger')]
  return inRange(n, range) ? [] : [fieldError(field, key, { min: range.min, max: range.max })]
}

export function checkPrice(value: PriceValue): ListingFieldError[] {
  const errors = [
    ...money('priceWeekday', value.priceWeekday, LIMITS.price, 'priceRange'),
    ...money('priceWeekend', value.priceWeekend, LIMITS.price, 'priceRange'),
    ...money('priceHoliday', value.priceHoliday, LIMITS.price, 'priceRange'),
    ...money('extraGuestFee', value.extraGuestFee, LIMITS.extraGuestFee, 'feeRange'),
  ]
  // the extra-guest fee and the number of extra guests go together
  if (value.maxExtraGuests !== undefined) {
    errors.push(...intIn('maxExtraGuests', value.maxExtraGuests, LIMITS.maxExtraGuests, 'listingPeopleRange'))
    if (value.extraGuestFee === undefined) errors.push(fieldError('extraGuestFee', 'required'))
  } else if (value.extraGuestFee !== undefined) {
    errors.push(fieldError('maxExtraGuests', 'required'))
  }
  errors.push(...money('deposit', value.deposit, LIMITS.deposit, 'feeRange'))
  errors.push(...money('cleaningFee', value.cleaningFee, LIMITS.cleaningFee, 'feeRange'))
  errors.push(...textField('otherCharges', value.otherCharges, LIMITS.otherCharges.max, { allowPrices: true }))
  return errors
}

export function checkOrder(value: OrderValue): ListingFieldError[] {
  const errors = [
    ...intIn('minStay', value.minStay, LIMITS.stay, 'listingStayRange'),
    ...intIn('maxStay', value.maxStay, LIMITS.stay, 'listingStayRange'),
  ]
  // "the maximum must exceed the minimum": equal is refused too
  if (errors.length === 0 && value.maxStay <= value.minStay) errors.push(fieldError('maxStay', 'listingMaxStayNotAboveMin'))
  // times are of one day: 00:00-23:59
  if (minutesOf(value.earliestCheckIn) > minutesOf(value.latestCheckIn)) errors.push(fieldError('latestCheckIn', 'checkInOrder'))
  if (minutesOf(value.latestBookingTime) > minutesOf(value.latestCheckIn)) {
    errors.push(fieldError('latestBookingTime', 'bookingAfterCheckIn'))
  }
  const quiet = value.houseRules.quietHours
  if (quiet && quiet.from === quiet.to) errors.push(fieldError('houseRules.quietHours', 'invalidValue'))
  if (new Set(value.houseRules.crowd).size !== value.houseRules.crowd.length) errors.push(fieldError('houseRules.crowd', 'invalidValue'))
  return errors
}

/** A listing discount in "zhe" (9.5 = pay 95 %): one decimal, within the range. */
function discount(field: string, n: number, range: { min: number; max: number }): ListingFieldError[] {
  return oneDecimal(n) && inRange(n, range) ? [] : [fieldError(field, 'discountRange', { min: range.min, max: range.max })]
}

/**
 * Discounts. A bigger discount is a SMALLER number. Tiers in the order given:
 * - stay tiers: each tier's nights greater than the one before (tierTimeOrder), and a longer
 *   stay needs a bigger discount (stayTierOrder);
 * - people tiers: more guests than the tier before (peopleTierOrder), a bigger discount
 *   (tierDiscountOrder), and every tier but the last under 20 guests (peopleTierLimit);
 * - early bird: days ahead 1-365, discount 1.0-9.9;
 * - tonight special: needs both its start time and its discount.
 */
export function checkDiscount(value: DiscountValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  value.stayTiers.forEach((tier, i) => {
    const at = `stayTiers.${i}`
    const own = [...intIn(`${at}.nights`, tier.nights, LIMITS.stay, 'listingStayRange'), ...discount(`${at}.discount`, tier.discount, LIMITS.discount)]
    errors.push(...own)
    const before = value.stayTiers[i - 1]
    if (own.length > 0 || !before) return
    if (tier.nights <= before.nights) errors.push(fieldError(`${at}.nights`, 'tierTimeOrder'))
    else if (tier.discount >= before.discount) errors.push(fieldError(`${at}.discount`, 'stayTierOrder'))
  })
  const people = value.peopleTiers ?? []
  people.forEach((tier, i) => {
    const at = `peopleTiers.${i}`
    const own = [...intIn(`${at}.people`, tier.people, LIMITS.tierPeople, 'listingPeopleRange'), ...discount(`${at}.discount`, tier.discount, LIMITS.discount)]
    errors.push(...own)
    const before = people[i - 1]
    if (own.length > 0 || !before) return
    if (before.people >= LIMITS.peopleTierBelow) errors.push(fieldError(`peopleTiers.${i - 1}.people`, 'peopleTierLimit', { max: LIMITS.peopleTierBelow }))
    else if (tier.people <= before.people) errors.push(fieldError(`${at}.people`, 'peopleTierOrder'))
    else if (tier.discount >= before.discount) errors.push(fieldError(`${at}.discount`, 'tierDiscountOrder'))
  })
  if (value.earlyBird) {
    errors.push(...intIn('earlyBird.days', value.earlyBird.days, LIMITS.earlyBirdDays, 'earlyBirdDaysRange'))
    errors.push(...discount('earlyBird.discount', value.earlyBird.discount, LIMITS.earlyBirdDiscount))
  }
  const tonight = value.tonightSpecial
  if (tonight) {
    if (tonight.from === undefined) errors.push(fieldError('tonightSpecial.from', 'tonightSpecialIncomplete'))
    if (tonight.discount === undefined) errors.push(fieldError('tonightSpecial.discount', 'tonightSpecialIncomplete'))
    else errors.push(...discount('tonightSpecial.discount', tonight.discount, LIMITS.discount))
  }
  return errors
}
