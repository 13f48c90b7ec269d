import isoCountries from 'i18n-iso-countries'
import { countryOfProvince } from './division-country'
import { fieldError, inRange, intIn, oneDecimal, type ListingFieldError } from './field-error'
import { isFacilityCode } from './facilities'
import { LIMITS } from './limits'
import type { AddressValue, DescribeValue, FacilityValue, InfoValue } from './schemas'
import { charCount, checkText, titleUnits, type TextRuleOptions } from './text-rules'

/**
 * Rules of the address, overview (info), facility and description steps. Each returns every
 * failing field (at most one message per field, in screen order); [] means the step can be saved.
 */

/** A free text field: required or not, a maximum length, then the text rules. */
export function textField(
  field: string, text: string | undefined, max: number, options: TextRuleOptions & { required?: boolean } = {},
): ListingFieldError[] {
  const value = text?.trim() ?? ''
  if (value === '') return options.required ? [fieldError(field, 'required')] : []
  if (charCount(value) > max) return [fieldError(field, 'tooLong', { max })]
  const finding = checkText(value, options)
  return finding ? [fieldError(field, finding.key, finding.params)] : []
}

export function checkAddress(value: AddressValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  if (!value.country.trim()) errors.push(fieldError('country', 'required'))
  else if (!isoCountries.isValid(value.country) || !/^[A-Z]{3}$/.test(value.country)) errors.push(fieldError('country', 'invalidValue'))
  if (!value.provinceId.trim() || !value.cityId.trim()) errors.push(fieldError('cityId', 'addressCityChoice'))
  // mainland addresses go down to the district; HK, Macau, Taiwan and abroad may stop at the city
  else if (value.country === 'CHN' && !value.districtId.trim()) errors.push(fieldError('districtId', 'addressCityChoice'))
  else errors.push(...regionErrors(value))
  const address = value.address.trim()
  if (!address) errors.push(fieldError('address', 'required'))
  else if (charCount(address) > LIMITS.address.max) errors.push(fieldError('address', 'tooLong', { max: LIMITS.address.max }))
  else errors.push(...textField('address', address, LIMITS.address.max, { allowPrices: true }).filter((e) => e.key !== 'textContactInfo'))
  errors.push(...textField('doorNumber', value.doorNumber, LIMITS.doorNumber.max, { required: true, allowPrices: true })
    .filter((e) => e.key !== 'textContactInfo'))
  errors.push(...postcodeErrors(value))
  const { lat, lng } = value.pin
  if (!coordinatesInRange(lat, lng)) errors.push(fieldError('pin', 'coordinatesOutOfRange'))
  else if (lat === 0 && lng === 0) errors.push(fieldError('pin', 'invalidValue'))
  return errors
}

/** A latitude from -90 to 90 and a longitude from -180 to 180 (NaN is neither). */
export function coordinatesInRange(lat: number, lng: number): boolean {
  return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180
}

/**
 * The regions of an address. Inside the division data (the mainland, Hong Kong, Macau, Taiwan)
 * they are division codes, and the country is the one of the province (the server also checks
 * each code against the division tree). Abroad the host types the state and the city: plain
 * names, no markup or control characters.
 */
function regionErrors(value: AddressValue): ListingFieldError[] {
  if (isDivisionCountry(value.country)) {
    const errors: ListingFieldError[] = []
    if (!DIVISION_CODE.test(value.provinceId) || countryOfProvince(value.provinceId) !== value.country) errors.push(fieldError('provinceId', 'invalidValue'))
    if (!DIVISION_CODE.test(value.cityId)) errors.push(fieldError('cityId', 'invalidValue'))
    if (value.districtId !== '' && !DIVISION_CODE.test(value.districtId)) errors.push(fieldError('districtId', 'invalidValue'))
    return errors
  }
  return (['provinceId', 'cityId', 'districtId'] as const).flatMap((field) => {
    const name = value[field].trim()
    if (charCount(name) > LIMITS.regionName.max) return [fieldError(field, 'tooLong', { max: LIMITS.regionName.max })]
    return NOT_A_NAME.test(name) ? [fieldError(field, 'PleaseNotEnterSpecialCharacters')] : []
  })
}

/**
 * An overseas address's postcode: required abroad (guests and couriers need it), letters, digits,
 * spaces and hyphens; inside the division data there is none to give.
 */
function postcodeErrors(value: AddressValue): ListingFieldError[] {
  const postcode = (value.postcode ?? '').trim()
  if (isDivisionCountry(value.country)) return postcode ? [fieldError('postcode', 'invalidValue')] : []
  if (!postcode) return [fieldError('postcode', 'required')]
  if (charCount(postcode) > LIMITS.postcode.max) return [fieldError('postcode', 'tooLong', { max: LIMITS.postcode.max })]
  return POSTCODE.test(postcode) ? [] : [fieldError('postcode', 'invalidValue')]
}

const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]*[A-Za-z0-9])?$/

/** Countries whose regions come from the division data (the mainland, Hong Kong, Macau, Taiwan). */
export function isDivisionCountry(country: string): boolean {
  return DIVISION_COUNTRIES.includes(country)
}

const DIVISION_COUNTRIES: readonly string[] = ['CHN', 'HKG', 'MAC', 'TWN']
const DIVISION_CODE = /^\d{6}$/
/** Markup, control and format characters, and a script or URL scheme: none belongs in a place name. */
const NOT_A_NAME = /[<>{}\\\p{Cc}\p{Cf}]|^\s*(javascript|vbscript|data|file|https?):/iu

export function checkInfo(value: InfoValue): ListingFieldError[] {
  const errors: ListingFieldError[] = [
    ...intIn('rooms', value.rooms, LIMITS.rooms, 'listingLayoutRange'),
    ...intIn('halls', value.halls, LIMITS.layoutOther, 'listingLayoutRange'),
    ...intIn('kitchens', value.kitchens, LIMITS.layoutOther, 'listingLayoutRange'),
    ...intIn('bathrooms', value.bathrooms, LIMITS.layoutOther, 'listingLayoutRange'),
    ...intIn('balconies', value.balconies, LIMITS.layoutOther, 'listingLayoutRange'),
  ]
  if (!inRange(value.area, LIMITS.area)) errors.push(fieldError('area', 'listingAreaRange', LIMITS.area))
  errors.push(...checkBeds(value.beds))
  errors.push(...intIn('people', value.people, LIMITS.people, 'listingPeopleRange'))
  errors.push(...intIn('similarUnits', value.similarUnits, LIMITS.similarUnits, 'listingSimilarUnitsRange'))
  return errors
}

/** Beds: length 1.8-2.2 m, width 0.9-2.2 m, one decimal, 1-20 of a row, at most 20 in all, no duplicate type and size. */
export function checkBeds(beds: InfoValue['beds']): ListingFieldError[] {
  if (beds.length === 0) return [fieldError('beds', 'bedsRequired')]
  const errors: ListingFieldError[] = []
  const seen = new Set<string>()
  beds.forEach((bed, i) => {
    const at = `beds.${i}`
    if (!oneDecimal(bed.length) || !oneDecimal(bed.width)) {
      errors.push(fieldError(oneDecimal(bed.length) ? `${at}.width` : `${at}.length`, 'bedOneDecimal'))
    } else if (!inRange(bed.length, LIMITS.bedLength)) {
      errors.push(fieldError(`${at}.length`, 'bedLengthRange', LIMITS.bedLength))
    } else if (!inRange(bed.width, LIMITS.bedWidth)) {
      errors.push(fieldError(`${at}.width`, 'bedWidthRange', LIMITS.bedWidth))
    } else {
      const key = `${bed.type}|${bed.length.toFixed(1)}|${bed.width.toFixed(1)}`
      if (seen.has(key)) errors.push(fieldError(at, 'bedDuplicate'))
      seen.add(key)
    }
    errors.push(...intIn(`${at}.count`, bed.count, { min: 1, max: LIMITS.bedsMax }, 'bedCountRange'))
  })
  const total = beds.reduce((sum, bed) => sum + (Number.isFinite(bed.count) ? bed.count : 0), 0)
  if (errors.length === 0 && total > LIMITS.bedsMax) errors.push(fieldError('beds', 'bedsTooMany', { max: LIMITS.bedsMax }))
  return errors
}

export function checkFacility(value: FacilityValue): ListingFieldError[] {
  if (value.facilities.length === 0) return [fieldError('facilities', 'required')]
  const unknown = value.facilities.findIndex((code) => !isFacilityCode(code))
  if (unknown >= 0) return [fieldError(`facilities.${unknown}`, 'facilityUnknown')]
  if (new Set(value.facilities).size !== value.facilities.length) return [fieldError('facilities', 'invalidValue')]
  return []
}

export function checkDescribe(value: DescribeValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  const title = value.title.trim()
  const units = titleUnits(title)
  if (!title) errors.push(fieldError('title', 'required'))
  else if (units < LIMITS.title.min || units > LIMITS.title.max) errors.push(fieldError('title', 'titleLength', LIMITS.title))
  else errors.push(...textField('title', title, Number.MAX_SAFE_INTEGER, { bannedWords: true }))
  const description = value.description.trim()
  const chars = charCount(description)
  if (!description) errors.push(fieldError('description', 'required'))
  else if (chars < LIMITS.description.min || chars > LIMITS.description.max) {
    errors.push(fieldError('description', 'descriptionLength', LIMITS.description))
  } else errors.push(...textField('description', description, LIMITS.description.max, { bannedWords: true }))
  errors.push(...textField('highlights', value.highlights, LIMITS.extraText.max, { bannedWords: true }))
  errors.push(...textField('neighbourhood', value.neighbourhood, LIMITS.extraText.max, { bannedWords: true }))
  return errors
}
