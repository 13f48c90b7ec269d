import { describe, expect, it } from 'vitest'
import { addWorkingDays, isMainlandWorkingDay } from '../../../src/domain/calendar/working-days'
import {
  convert, dueThrough, settlementDate, settlementTime, shiftMonth, statementAmounts, stayEnd,
} from '../../../src/domain/settlement/rules'

describe('working days (the platform\'s, Beijing)', () => {
  it('skips weekends and statutory holidays and counts the make-up working weekend days', () => {
    expect(isMainlandWorkingDay('2026-11-27')).toBe(true) // Friday
    expect(isMainlandWorkingDay('2026-11-28')).toBe(false) // Saturday
    expect(isMainlandWorkingDay('2026-10-05')).toBe(false) // Monday, National Day
    expect(isMainlandWorkingDay('2026-10-10')).toBe(true) // Saturday, made a working day
    expect(isMainlandWorkingDay('2026-02-14')).toBe(true)
    expect(addWorkingDays('2026-11-26', 3)).toBe('2026-12-01') // Thu -> Fri, Mon, Tue
    expect(addWorkingDays('2026-09-30', 3)).toBe('2026-10-10')
    expect(addWorkingDays('2026-12-31', 3)).toBe('2027-01-06')
  })
})

describe('settlement dates', () => {
  it('is the third working day after the stay ended, which is the day the guest left when early', () => {
    expect(settlementDate('2026-11-27')).toBe('2026-12-02')
    expect(stayEnd({ state: 'completed', checkOut: '2026-11-27', leftOn: '2026-11-27' })).toBe('2026-11-27')
    expect(stayEnd({ state: 'leftEarly', checkOut: '2026-11-27', leftOn: '2026-11-25' })).toBe('2026-11-25')
    // a late check-out never moves the stay's end later
    expect(stayEnd({ state: 'leftEarly', checkOut: '2026-11-27', leftOn: '2026-11-28' })).toBe('2026-11-27')
  })

  it('pays a date\'s statements from 10:00 Beijing time that day', () => {
    expect(settlementTime('2026-12-02')).toBe(Date.parse('2026-12-02T10:00:00+08:00'))
    expect(dueThrough(Date.parse('2026-12-02T09:59:59+08:00'))).toBe('2026-12-01')
    expect(dueThrough(Date.parse('2026-12-02T10:00:00+08:00'))).toBe('2026-12-02')
    expect(dueThrough(Date.parse('2026-12-01T00:30:00+08:00'))).toBe('2026-11-30')
  })
})

describe('conversion at the settlement rate', () => {
  const rates = { RMB: '1', USD: '0.1405', JPY: '21.32' }
  it('converts exactly through the rates per RMB, rounding half up to the minor unit', () => {
    expect(convert(12_345, 'RMB', 'RMB', rates)).toEqual({ amount: 12_345, rate: '1.00000000' })
    // 100 000 yen = 4690.43 RMB = 659.01 USD
    expect(convert(100_000, 'JPY', 'USD', rates)).toEqual({ amount: 65_901, rate: '0.00659006' })
    expect(convert(100_000, 'JPY', 'RMB', rates)).toEqual({ amount: 469_043, rate: '0.04690432' })
    expect(convert(10_000, 'USD', 'RMB', rates)).toEqual({ amount: 71_174, rate: '7.11743772' })
    expect(convert(100, 'JPY', 'EUR', rates)).toBeNull()
    expect(convert(100, 'JPY', 'USD', { ...rates, JPY: 'abc' })).toBeNull()
  })

  it('takes the wire fee off what is paid, never below zero', () => {
    expect(statementAmounts([60_000, 5_901], 1_500)).toEqual({ amountDue: 65_901, thirdPartyFee: 1_500, actualAmount: 64_401 })
    expect(statementAmounts([900], 1_500)).toEqual({ amountDue: 900, thirdPartyFee: 900, actualAmount: 0 })
    expect(statementAmounts([900], 0)).toEqual({ amountDue: 900, thirdPartyFee: 0, actualAmount: 900 })
  })

  it('moves months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-11', -11)).toBe('2025-12')
  })
})
