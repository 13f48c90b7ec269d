/**
 * One Intl.DateTimeFormat per locale and options, reused: building one costs far more than
 * formatting with it (see format-money.ts), and lists format a date per row on every render.
 */
const formats = new Map<string, Intl.DateTimeFormat>()

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    formats.set(key, format)
  }
  return format
}
