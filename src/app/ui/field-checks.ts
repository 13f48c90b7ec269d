import { checkMobile, isMainlandCode, normalizeMobile } from '../../domain/validators/mobile-core'
import { validatePassword } from '../../domain/validators/password'
import { validateSmsCode } from '../../domain/validators/sms-code'
import { validateEmail } from '../../domain/validators/email'
import { loadOnce } from '../load-once'

/**
 * The sign-in forms' checks before sending: an empty field says it is required, otherwise the
 * domain validator (the same one the server applies) decides. Each returns a message key or null.
 */
export function mobileProblem(mobile: string, countryCode: string): string | null {
  const value = normalizeMobile(mobile)
  if (value === '') return 'required'
  // outside the mainland the phone metadata decides; until it has arrived (it loads when such a
  // code is chosen: usePhoneRules) the server's check, the same validator, has the last word
  const elsewhere = phoneRules ?? (() => true)
  if (!isMainlandCode(countryCode)) void loadPhoneRules()
  return checkMobile(value, countryCode, elsewhere)
}

type ElsewhereCheck = (value: string, callingCode: string) => boolean
let phoneRules: ElsewhereCheck | undefined
const importRules = loadOnce(() => import('../../domain/validators/mobile'))

/**
 * Loads libphonenumber's metadata (about 30 KB gz) for numbers outside the mainland, once. The
 * sign-in pages of a mainland host never need it; a failed load is tried again on the next call.
 */
export function loadPhoneRules(): Promise<void> {
  return importRules().then(
    (module) => {
      phoneRules = module.isValidElsewhere
    },
    () => undefined,
  )
}

/** Whether numbers outside the mainland can be checked here yet (tests and the form's hook). */
export function phoneRulesLoaded(): boolean {
  return phoneRules !== undefined
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
