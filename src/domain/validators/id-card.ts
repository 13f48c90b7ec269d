import type { MessageKey } from '../messages'

/**
 * Chinese resident identity card numbers (portal spec 5), written here because the libraries
 * tried get cases wrong (TOOLCHAIN: 31 Feb, 2099, lowercase x, residence permits).
 *
 * - 18-digit form: 6-digit region code whose first two digits are in ID_PROVINCE_CODES, birth
 *   date YYYYMMDD (a real calendar date, not before 1900, not after `today` when given), a
 *   3-digit sequence and an ISO 7064 MOD 11-2 check character (0-9 or X, either case).
 * - 15-digit form (issued before 1999): region code, birth date YYMMDD read as 19YY, sequence.
 *
 * `today` is 'YYYY-MM-DD' (domain code never reads the clock); without it the date is checked
 * only for being real and not before 1900.
 */
export function validateIdCard(value: string, today?: string): MessageKey | null {
  return isValidIdCard(value, today) ? null : 'PleaseEnterLegalIDNumber'
}

export function isValidIdCard(value: string, today?: string): boolean {
  if (ID_18.test(value)) {
    return (
      hasKnownProvince(value) &&
      isBirthDateOk(value.slice(6, 14), today) &&
      idCardCheckChar(value.slice(0, 17)) === value.charAt(17).toUpperCase()
    )
  }
  if (ID_15.test(value)) return hasKnownProvince(value) && isBirthDateOk(`19${value.slice(6, 12)}`, today)
  return false
}

/** The ISO 7064 MOD 11-2 check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (ID_WEIGHTS[i] ?? 0)
  return ID_CHECK_CHARS.charAt(sum % 11)
}

/** First 4 and last 4 characters kept, the rest starred (user menu). Short values are all stars. */
export function maskIdCard(no: string): string {
  const chars = Array.from(no)
  if (chars.length <= MASK_KEEP * 2) return '*'.repeat(chars.length)
  return chars.slice(0, MASK_KEEP).join('') + '*'.repeat(chars.length - MASK_KEEP * 2) + chars.slice(-MASK_KEEP).join('')
}

function hasKnownProvince(value: string): boolean {
  return (ID_PROVINCE_CODES as readonly string[]).includes(value.slice(0, 2))
}

/** yyyymmdd is a real date, on or after 1900-01-01, and not after today when given. */
function isBirthDateOk(yyyymmdd: string, today?: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4))
  const month = Number(yyyymmdd.slice(4, 6))
  const day = Number(yyyymmdd.slice(6, 8))
  if (year < ID_MIN_BIRTH_YEAR || month < 1 || month > 12 || day < 1) return false
  if (day > daysInMonth(year, month)) return false
  if (today === undefined) return true
  const compact = today.replaceAll('-', '')
  return /^\d{8}$/.test(compact) && yyyymmdd <= compact
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * Province-level codes (first two digits): mainland provinces 11-65, Taiwan 71, Hong Kong 81 and
 * Macau 82 (residence permits), 83 (residence permits of Taiwan residents), 91 (foreigners'
 * permanent residence).
 */
export const ID_PROVINCE_CODES = [
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '83', '91',
] as const
export const ID_MIN_BIRTH_YEAR = 1900
export const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
export const ID_CHECK_CHARS = '10X98765432'

const MASK_KEEP = 4
const ID_18 = /^\d{17}[\dXx]$/
const ID_15 = /^\d{15}$/
