/**
 * Intl formatters are costly to build (the first of a locale loads its data; each one parses its
 * options): a host's home formatted every amount with a new one, 270 ms of a first visit at a
 * phone's speed. One formatter per locale, currency and form is kept and reused.
 */
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, currency: string, short: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${short ? 's' : 'f'}`
  let format = formatters.get(key)
  if (!format) {
    const code = currency === 'RMB' ? 'CNY' : currency
    const digits = currency === 'JPY' ? 0 : 2
    format = short
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 })
      : new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits })
    formatters.set(key, format)
  }
  return format
}

/** Money in minor units of `currency` (RMB shown as CNY; yen has no minor unit), in the reader's locale. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return formatter(locale, currency, false).format(minor / (currency === 'JPY' ? 1 : 100))
}

/** Money as a chart's axis shows it: short (¥6K, ¥1.2M), for ticks only; the figures keep formatMoney. */
export function formatMoneyShort(minor: number, currency: string, locale: string): string {
  return formatter(locale, currency, true).format(minor / (currency === 'JPY' ? 1 : 100))
}
