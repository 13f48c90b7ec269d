import { minorPerMajor } from '../domain/order/amounts'

/**
 * CSV pieces every export shares (orders, wallet records, settlement): UTF-8 with a byte-order mark
 * so spreadsheet programs read Chinese, CRLF lines, money in major units written exactly.
 */
export const CSV_BOM = '\uFEFF'

/** A field: a leading = + - @ is neutralised (spreadsheet formulas); quoted when it holds a comma, quote or line break. */
export function csvField(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One line of fields, with its CRLF. */
export function csvLine(values: ReadonlyArray<string | number>): string {
  return `${values.map(csvField).join(',')}\r\n`
}

/** Minor units as major units with the currency's decimals, exactly (no floating point): -12.05, 880.00, 5000 (yen). */
export function majorUnits(minor: number, currency: string): string {
  const per = minorPerMajor(currency)
  const abs = Math.abs(minor)
  const sign = minor < 0 ? '-' : ''
  if (per === 1) return `${sign}${abs}`
  const decimals = String(per).length - 1
  return `${sign}${Math.floor(abs / per)}.${String(abs % per).padStart(decimals, '0')}`
}

/** yyyy-MM-dd HH:mm in Beijing time. */
export function beijingMinute(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
}
