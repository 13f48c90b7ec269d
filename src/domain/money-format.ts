/**
 * Intl formatters are costly to build (the first of a locale loads its data; each one parses its
 * options): a host's home formatted every amount with a new one, 270 ms of a first visit at a
 * phone's speed. One formatter per locale, currency and form is kept and reused.
 */
const formatters = new Map<string, Intl.NumberFormat>()

/** An amount in minor units of `currency` (RMB shown as CNY; yen has no minor unit), in `locale`, full or short. */
function format(minor: number, currency: string, locale: string, short: boolean): string {
  const key = `${locale}|${currency}|${short}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const digits = currency === 'JPY' ? 0 : 2
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency === 'RMB' ? 'CNY' : currency,
      ...(short
        ? { currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 }
        : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    })
    formatters.set(key, formatter)
  }
  return formatter.format(minor / (currency === 'JPY' ? 1 : 100))
}

/** Money in minor units of `currency` (RMB shown as CNY; yen has no minor unit), in the reader's locale. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  return format(minor, currency, locale, false)
}

/** Money as a chart's axis shows it: short (¥6K, ¥1.2M), for ticks only; the figures keep formatMoney. */
export function formatMoneyShort(minor: number, currency: string, locale: string): string {
  return format(minor, currency, locale, true)
}
