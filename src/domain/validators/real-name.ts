import type { MessageKey } from '../messages'

/**
 * Real names (portal spec 2 real-name form, business rules 5): REAL_NAME_MIN-REAL_NAME_MAX
 * characters (code points, after trimming) made of letters of any script (with their combining
 * marks), spaces and the middle dot '·' used in transcribed names such as Uyghur ones. The spec
 * gives both 1-10 and 1-20: we take 1-20, see docs/decisions/0001-real-name-length.md.
 */
export function validateRealName(value: string): MessageKey | null {
  const name = value.trim()
  if (name === '') return 'required'
  if (Array.from(name).length > REAL_NAME_MAX) return 'realNameNameLength'
  if (!REAL_NAME.test(name)) return 'PleaseNotEnterSpecialCharacters'
  return null
}

export const REAL_NAME_MIN = 1
export const REAL_NAME_MAX = 20
export const NAME_MIDDLE_DOT = '\u00B7'

/** At least one letter; otherwise letters, marks, spaces and the middle dot only. */
const REAL_NAME = /^(?=.*\p{L})[\p{L}\p{M} \u00B7]+$/u
