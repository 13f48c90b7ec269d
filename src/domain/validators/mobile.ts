import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'
import type { MessageKey } from '../messages'

/**
 * Mobile numbers (portal spec 5). Mainland (+86): 11 digits, first 1, second 3-9. Other calling
 * codes: the number must be valid for that code per libphonenumber's metadata. The value is
 * checked as given: callers pass it through normalizeMobile first.
 */
export function validateMobile(value: string, countryCode: string = MAINLAND_CALLING_CODE): MessageKey | null {
  const code = countryCode.trim().replace(/^\+/, '')
  if (code === MAINLAND_CALLING_CODE) return MAINLAND_MOBILE.test(value) ? null : 'PleaseEnterMobileNumber'
  if (!DIGITS.test(code) || !DIGITS.test(value) || value.length > MOBILE_MAX_DIGITS) return 'PleaseEnterMobileNumber'
  return safely(() => isValidPhoneNumber(value, { defaultCallingCode: code }), false) ? null : 'PleaseEnterMobileNumber'
}

/** Trims and drops the spaces and dashes people type inside a number ("138 1234-5678"). */
export function normalizeMobile(value: string): string {
  return value.trim().replace(/[\s\-\u2010-\u2015\u00A0\u3000]/g, '')
}

/**
 * The stored form of a (normalized, valid) number: outside the mainland the national trunk prefix
 * is dropped, so '+81 09012345678' and '+81 9012345678' are one account.
 */
export function canonicalMobile(value: string, countryCode: string = MAINLAND_CALLING_CODE): string {
  const code = countryCode.trim().replace(/^\+/, '')
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

export const MAINLAND_CALLING_CODE = '86'
export const MAINLAND_MOBILE_LENGTH = 11
/** E.164 allows at most 15 digits including the calling code. */
export const MOBILE_MAX_DIGITS = 15

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
const DIGITS = /^\d+$/
