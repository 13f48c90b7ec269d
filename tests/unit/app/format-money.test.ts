import { describe, expect, it } from 'vitest'
import { formatMoney, formatMoneyShort } from '../../../src/domain/money-format'

describe('formatMoney', () => {
  it('shows minor units in the currency, RMB as yuan and yen without a minor unit', () => {
    expect(formatMoney(160140, 'RMB', 'en')).toBe('CN¥1,601.40')
    expect(formatMoney(160140, 'RMB', 'zh-CN')).toBe('¥1,601.40')
    expect(formatMoney(12000, 'JPY', 'en')).toBe('¥12,000')
    expect(formatMoney(-250, 'USD', 'en')).toBe('-$2.50')
  })

  it('keeps the locale, the currency and the form apart when it reuses its formatters', () => {
    // the same currency in two locales, then the first again: a formatter keyed on less would mix them
    expect(formatMoney(100, 'RMB', 'en')).toBe('CN¥1.00')
    expect(formatMoney(100, 'RMB', 'zh-CN')).toBe('¥1.00')
    expect(formatMoney(100, 'RMB', 'en')).toBe('CN¥1.00')
    expect(formatMoney(100, 'USD', 'en')).toBe('$1.00')
    expect(formatMoneyShort(120_000_000, 'RMB', 'en')).toBe('¥1.2M')
    expect(formatMoney(120_000_000, 'RMB', 'en')).toBe('CN¥1,200,000.00')
  })
})
