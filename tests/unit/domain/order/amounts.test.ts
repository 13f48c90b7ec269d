import { describe, expect, it } from 'vitest'
import { checkEditCharge, editChargeRange, orderAmounts } from '../../../../src/domain/order/amounts'
import { formatRemaining, remaining } from '../../../../src/domain/order/countdown'

describe('order amounts', () => {
  it('service fee 10 % and invoice service fee 0.6 % of the rent after the discount; income is the rest', () => {
    expect(orderAmounts({ originalRent: 100_000, merchantDiscount: 5_000, invoiceByPlatform: true })).toEqual({
      originalRent: 100_000, rent: 95_000, merchantDiscount: 5_000, platformDiscount: 0, serviceFee: 9_500, invoiceServiceFee: 570, income: 84_930,
    })
  })
  it('the platform\'s share of an activity discount is off the guest\'s rent, paid back to the host: fees and income as if the guest had paid it', () => {
    expect(orderAmounts({ originalRent: 100_000, merchantDiscount: 5_000, platformDiscount: 10_000, invoiceByPlatform: true })).toEqual({
      originalRent: 100_000, rent: 85_000, merchantDiscount: 5_000, platformDiscount: 10_000, serviceFee: 9_500, invoiceServiceFee: 570, income: 84_930,
    })
  })
  it('no invoice service fee when the host invoices', () => {
    expect(orderAmounts({ originalRent: 100_000, merchantDiscount: 0, invoiceByPlatform: false }).invoiceServiceFee).toBe(0)
  })
  it('rounds fees half up to the minor unit', () => {
    expect(orderAmounts({ originalRent: 12_345, merchantDiscount: 0, invoiceByPlatform: true })).toMatchObject({ serviceFee: 1_235, invoiceServiceFee: 74 })
  })
})

describe('edit charge (modify and accept)', () => {
  it('a whole number from 1 to what the guest agreed to, in major units', () => {
    const range = editChargeRange(96_000, 'RMB')
    expect(range).toEqual({ min: 1, max: 960 })
    expect(checkEditCharge(960, range)).toBe(true)
    expect(checkEditCharge(1, range)).toBe(true)
    expect(checkEditCharge(961, range)).toBe(false)
    expect(checkEditCharge(0, range)).toBe(false)
    expect(checkEditCharge(500.5, range)).toBe(false)
  })
  it('yen have no minor unit', () => {
    expect(editChargeRange(18_000, 'JPY')).toEqual({ min: 1, max: 18_000 })
  })
})

describe('countdown', () => {
  it('minutes and seconds left, rounded up to the second; zero and expired at the deadline', () => {
    expect(remaining(10_000 + 125_400, 10_000)).toMatchObject({ minutes: 2, seconds: 6, expired: false })
    expect(formatRemaining(remaining(65_000, 0))).toBe('1:05')
    expect(remaining(5_000, 5_000)).toMatchObject({ ms: 0, expired: true })
    expect(remaining(5_000, 9_000)).toMatchObject({ ms: 0, minutes: 0, seconds: 0, expired: true })
  })
})
