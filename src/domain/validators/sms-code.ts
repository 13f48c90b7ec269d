import type { MessageKey } from '../messages'

/** SMS verification codes: exactly CODE_LENGTH digits. */
export function validateSmsCode(value: string): MessageKey | null {
  return SMS_CODE.test(value) ? null : 'wrongCode'
}

export const CODE_LENGTH = 6

const SMS_CODE = new RegExp(`^[0-9]{${CODE_LENGTH}}$`)
