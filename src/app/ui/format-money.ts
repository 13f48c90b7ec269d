/** Money in minor units of `currency` (RMB shown as CNY; yen has no minor unit), in the reader's locale. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const code = currency === 'RMB' ? 'CNY' : currency
  const digits = currency === 'JPY' ? 0 : 2
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / (currency === 'JPY' ? 1 : 100))
}
