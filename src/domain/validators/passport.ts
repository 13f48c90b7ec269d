import type { MessageKey } from '../messages'

/** Passport numbers (overseas real-name verification): 5-20 ASCII letters or digits. */
export function validatePassportNo(value: string): MessageKey | null {
  return PASSPORT.test(value) ? null : 'invalidValue'
}

export const PASSPORT_MIN = 5
export const PASSPORT_MAX = 20

const PASSPORT = new RegExp(`^[A-Za-z0-9]{${PASSPORT_MIN},${PASSPORT_MAX}}$`)
