import type { MessageKey } from '../messages'

/**
 * E-mail addresses (portal spec 5): local@domain where the top-level domain is 2-14 letters.
 * The local part is dot-separated atoms (no leading, trailing or double dot); domain labels are
 * letters, digits and inner hyphens.
 */
export function validateEmail(value: string): MessageKey | null {
  if (value.length > EMAIL_MAX) return 'PleaseEnterEmailFormat'
  return EMAIL.test(value) ? null : 'PleaseEnterEmailFormat'
}

export const EMAIL_MAX = 254
export const EMAIL_TLD_MIN = 2
export const EMAIL_TLD_MAX = 14

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const EMAIL = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{${EMAIL_TLD_MIN},${EMAIL_TLD_MAX}}$`,
)
