import { describe, expect, it } from 'vitest'
import { canEditPayoutAccount, nextPayoutState, PAYOUT_STATES, verificationWaitMinutes } from '../../../../src/domain/payout/states'

describe('payout account states (business rules 4)', () => {
  it('sends a private account to review and a public one to the bank transfer first', () => {
    expect(nextPayoutState('creating', 'private', 'submit')).toBe('pendingReview')
    expect(nextPayoutState('creating', 'public', 'submit')).toBe('verificationPending')
    expect(nextPayoutState('verificationPending', 'public', 'confirmTransfer')).toBe('pendingReview')
    expect(nextPayoutState('pendingReview', 'private', 'confirmTransfer')).toBeNull()
  })

  it('lets staff approve or reject only what is under review', () => {
    expect(nextPayoutState('pendingReview', 'public', 'approve')).toBe('approved')
    expect(nextPayoutState('pendingReview', 'private', 'reject')).toBe('rejected')
    for (const state of PAYOUT_STATES.filter((s) => s !== 'pendingReview')) {
      expect(nextPayoutState(state, 'private', 'approve')).toBeNull()
      expect(nextPayoutState(state, 'public', 'reject')).toBeNull()
    }
  })

  it('never changes an approved account, nor one with staff; a rejected one is corrected and sent again', () => {
    expect(canEditPayoutAccount('approved')).toBe(false)
    expect(canEditPayoutAccount('pendingReview')).toBe(false)
    expect(nextPayoutState('approved', 'private', 'submit')).toBeNull()
    expect(nextPayoutState('pendingReview', 'private', 'submit')).toBeNull()
    expect(canEditPayoutAccount('rejected')).toBe(true)
    expect(nextPayoutState('rejected', 'public', 'submit')).toBe('verificationPending')
    // a public account waiting for the transfer may be corrected (a wrong card gets no transfer)
    expect(nextPayoutState('verificationPending', 'public', 'submit')).toBe('verificationPending')
  })

  it('says the transfer takes about 3 minutes on workdays 8:00-17:00 Beijing time, about 30 otherwise', () => {
    const beijing = (iso: string) => Date.parse(`${iso}+08:00`)
    expect(verificationWaitMinutes(beijing('2026-11-25T08:00:00'))).toBe(3) // a Wednesday
    expect(verificationWaitMinutes(beijing('2026-11-25T16:59:59'))).toBe(3)
    expect(verificationWaitMinutes(beijing('2026-11-25T17:00:00'))).toBe(30)
    expect(verificationWaitMinutes(beijing('2026-11-25T07:59:59'))).toBe(30)
    expect(verificationWaitMinutes(beijing('2026-11-28T10:00:00'))).toBe(30) // a Saturday
    expect(verificationWaitMinutes(beijing('2026-11-30T10:00:00'))).toBe(3) // a Monday
  })
})
