/** Money in minor units of `currency` (RMB shown as CNY; yen has no minor unit), in the reader's locale. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const code = currency === 'RMB' ? 'CNY' : currency
  const digits = currency === 'JPY' ? 0 : 2
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / (currency === 'JPY' ? 1 : 100))
}

/** Money as a chart's axis shows it: short (¥6K, ¥1.2M), for ticks only; the figures keep formatMoney. */
export function formatMoneyShort(minor: number, currency: string, locale: string): string {
  const code = currency === 'RMB' ? 'CNY' : currency
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', notation: 'compact', maximumFractionDigits: 1 })
    .format(minor / (currency === 'JPY' ? 1 : 100))
}
