import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { MessageKey } from '../messages'
import { DIGITS, MAINLAND_CALLING_CODE, callingCodeOf, checkMobile } from './mobile-core'

export { MAINLAND_CALLING_CODE, MAINLAND_MOBILE_LENGTH, MOBILE_MAX_DIGITS, normalizeMobile } from './mobile-core'

/**
 * Mobile numbers (portal spec 5). Mainland (+86): 11 digits, first 1, second 3-9. Other calling
 * codes: the number must be valid for that code per libphonenumber's metadata. The value is
 * checked as given: callers pass it through normalizeMobile first.
 */
export function validateMobile(value: string, countryCode: string = MAINLAND_CALLING_CODE): MessageKey | null {
  return checkMobile(value, countryCode, isValidElsewhere)
}

/** A number outside the mainland, valid for its calling code per libphonenumber's metadata. */
export function isValidElsewhere(value: string, callingCode: string): boolean {
  return safely(() => isValidPhoneNumber(value, { defaultCallingCode: callingCode }), false)
}

/**
 * The stored form of a (normalized, valid) number: outside the mainland the national trunk prefix
 * is dropped, so '+81 09012345678' and '+81 9012345678' are one account.
 */
export function canonicalMobile(value: string, countryCode: string = MAINLAND_CALLING_CODE): string {
  const code = callingCodeOf(countryCode)
  if (code === MAINLAND_CALLING_CODE || !DIGITS.test(code)) return value
  return safely(() => parsePhoneNumberFromString(value, { defaultCallingCode: code })?.nationalNumber, undefined) ?? value
}

/** libphonenumber throws on a calling code its metadata does not know ("0", "999"): such a number is simply not valid. */
function safely<T>(read: () => T, fallback: T): T {
  try {
    return read()
  } catch {
    return fallback
  }
}
