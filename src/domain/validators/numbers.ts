import type { MessageKey } from '../messages'

/** Numbers only (portal spec 5): digits 0-9 when a value is given; an empty value passes. */
export function validateNumbersOnly(value: string): MessageKey | null {
  return DIGITS_OR_EMPTY.test(value) ? null : 'PleaseNum'
}

const DIGITS_OR_EMPTY = /^[0-9]*$/
