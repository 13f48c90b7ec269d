import type { MessageKey } from '../messages'

/**
 * Passwords (business rules 5, account): PASSWORD_MIN-PASSWORD_MAX characters with at least
 * three of the four kinds: upper case, lower case, digits, symbols. A symbol is any character
 * that is neither an ASCII letter, a digit nor white space. Length counts code points.
 */
export function validatePassword(value: string): MessageKey | null {
  const length = Array.from(value).length
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'passwordTooSimple'
  return passwordKinds(value) >= PASSWORD_MIN_KINDS ? null : 'passwordTooSimple'
}

/** How many of the four kinds (upper, lower, digit, symbol) the value contains. */
export function passwordKinds(value: string): number {
  return KINDS.filter((kind) => kind.test(value)).length
}

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 16
export const PASSWORD_MIN_KINDS = 3

const KINDS = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9\s]/u]
