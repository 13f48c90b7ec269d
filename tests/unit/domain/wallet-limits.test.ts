import { describe, expect, it } from 'vitest'
import { content as paymentAgreement } from '../../../src/app/features/guide/content/agreement-20'
import {
  agreementAccepted, beijingDay, leftToday, WALLET_AGREEMENT, WITHDRAWAL_LIMITS, withdrawalLimitRefusal,
} from '../../../src/domain/wallet/limits'

const LIMITS = WITHDRAWAL_LIMITS.private

describe('the wallet agreement and the withdrawal limits (decision 0082)', () => {
  it('asks for the payment and settlement agreement, in the version its page carries', () => {
    expect(WALLET_AGREEMENT.path).toBe('/agreement/20.html')
    expect(paymentAgreement.title.en).toBe('Payment and settlement service agreement')
    expect(WALLET_AGREEMENT.version).toBe(paymentAgreement.updated)
    expect(agreementAccepted(WALLET_AGREEMENT.version)).toBe(true)
    expect(agreementAccepted('2026-11-20')).toBe(false)
    expect(agreementAccepted(null)).toBe(false)
  })

  it('a Beijing day runs from midnight UTC+8 to the next', () => {
    // 2026-12-04 15:59:59.999Z is 23:59:59.999 in Beijing; a moment later is the next day
    const late = Date.UTC(2026, 11, 4, 15, 59, 59, 999)
    expect(beijingDay(late)).toEqual({ start: Date.UTC(2026, 11, 3, 16), end: Date.UTC(2026, 11, 4, 16) })
    expect(beijingDay(late + 1).start).toBe(Date.UTC(2026, 11, 4, 16))
  })

  it('judges a single withdrawal, then the day, naming the figures in yuan', () => {
    expect(withdrawalLimitRefusal(LIMITS, 0)).toEqual({ key: 'withdrawAmountInvalid', params: {} })
    expect(withdrawalLimitRefusal(LIMITS, 12.5)).toEqual({ key: 'withdrawAmountInvalid', params: {} })
    expect(withdrawalLimitRefusal(LIMITS, LIMITS.minFen - 1)).toEqual({ key: 'withdrawBelowMinimum', params: { min: '1.00' } })
    expect(withdrawalLimitRefusal(LIMITS, LIMITS.minFen)).toBeNull()
    expect(withdrawalLimitRefusal(LIMITS, LIMITS.maxFen)).toBeNull()
    expect(withdrawalLimitRefusal(LIMITS, LIMITS.maxFen + 1)).toEqual({ key: 'withdrawOverSingleLimit', params: { max: '20000.00' } })
    expect(withdrawalLimitRefusal(LIMITS, 1_000, { amount: 0, count: LIMITS.dayCount })).toEqual({ key: 'withdrawDayCountReached', params: { count: 3 } })
    expect(withdrawalLimitRefusal(LIMITS, 1_000_001, { amount: 4_000_000, count: 2 })).toEqual({ key: 'withdrawOverDayLeft', params: { left: '10000.00' } })
    expect(withdrawalLimitRefusal(LIMITS, 1_000_000, { amount: 4_000_000, count: 2 })).toBeNull()
  })

  it('what is left never goes below zero', () => {
    expect(leftToday(LIMITS, { amount: 0, count: 0 })).toEqual({ amount: LIMITS.dayFen, count: LIMITS.dayCount })
    expect(leftToday(LIMITS, { amount: LIMITS.dayFen + 5, count: 9 })).toEqual({ amount: 0, count: 0 })
  })

  it('a single withdrawal fits in a day, and a company account may withdraw more than a person', () => {
    for (const limits of Object.values(WITHDRAWAL_LIMITS)) {
      expect(limits.minFen).toBeLessThanOrEqual(limits.maxFen)
      expect(limits.maxFen).toBeLessThanOrEqual(limits.dayFen)
    }
    expect(WITHDRAWAL_LIMITS.public.dayFen).toBeGreaterThan(WITHDRAWAL_LIMITS.private.dayFen)
  })
})
