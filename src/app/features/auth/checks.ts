import { normalizeMobile, validateMobile } from '../../../domain/validators/mobile'
import { validatePassword } from '../../../domain/validators/password'
import { validateSmsCode } from '../../../domain/validators/sms-code'
import { validateEmail } from '../../../domain/validators/email'

/**
 * The sign-in forms' checks before sending: an empty field says it is required, otherwise the
 * domain validator (the same one the server applies) decides. Each returns a message key or null.
 */
export function mobileProblem(mobile: string, countryCode: string): string | null {
  const value = normalizeMobile(mobile)
  if (value === '') return 'required'
  return validateMobile(value, countryCode)
}

export function codeProblem(code: string): string | null {
  if (code.trim() === '') return 'required'
  return validateSmsCode(code.trim())
}

/** A new password must follow the rule; a sign-in password only has to be given. */
export function passwordProblem(password: string, isNew: boolean): string | null {
  if (password === '') return 'required'
  return isNew ? validatePassword(password) : null
}

export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'required'
  return validateEmail(email.trim())
}

export { normalizeMobile }
