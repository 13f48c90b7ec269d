import type { MessageKey } from '../messages'

/**
 * Mobile numbers (portal spec 5), the part that needs no phone metadata: mainland (+86) numbers
 * are 11 digits, first 1, second 3-9; every other calling code is checked by the validator given
 * (libphonenumber's, in ./mobile.ts). The portal's sign-in forms use this module alone on a first
 * visit and load the metadata (about 30 KB gz) only for a number outside the mainland.
 */
export function checkMobile(
  value: string,
  countryCode: string,
  isValidElsewhere: (value: string, callingCode: string) => boolean,
): MessageKey | null {
  const code = callingCodeOf(countryCode)
  if (code === MAINLAND_CALLING_CODE) return MAINLAND_MOBILE.test(value) ? null : 'PleaseEnterMobileNumber'
  if (!DIGITS.test(code) || !DIGITS.test(value) || value.length > MOBILE_MAX_DIGITS) return 'PleaseEnterMobileNumber'
  return isValidElsewhere(value, code) ? null : 'PleaseEnterMobileNumber'
}

/** The calling code without spaces or a leading plus ('+86 ' is '86'). */
export function callingCodeOf(countryCode: string): string {
  return countryCode.trim().replace(/^\+/, '')
}

/** Whether a calling code is the mainland's: its numbers need no metadata. */
export function isMainlandCode(countryCode: string): boolean {
  return callingCodeOf(countryCode) === MAINLAND_CALLING_CODE
}

/** Trims and drops the spaces and dashes people type inside a number ("138 1234-5678"). */
export function normalizeMobile(value: string): string {
  return value.trim().replace(/[\s\-\u2010-\u2015\u00A0\u3000]/g, '')
}

export const MAINLAND_CALLING_CODE = '86'
export const MAINLAND_MOBILE_LENGTH = 11
/** E.164 allows at most 15 digits including the calling code. */
export const MOBILE_MAX_DIGITS = 15

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/
export const DIGITS = /^\d+$/

/** A mobile as a host reads it anywhere: with its calling code, "+81 9087654321" ("+86 ..." for the mainland). */
export function formatMobile(countryCode: string | undefined, mobile: string): string {
  const code = (countryCode ?? '').replace(/^\+/, '').trim()
  return code ? `+${code} ${mobile}` : mobile
}
