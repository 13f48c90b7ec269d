import { describe, expect, it } from 'vitest'
import {
  checkForeignAccount, foreignAccountChecks, isSwiftCode, nextChangeState, normaliseForeignAccount, ACCOUNT_CHANGE_STATES,
  type ForeignAccountValue,
} from '../../../src/domain/settlement/foreign-account'

const GOOD: ForeignAccountValue = {
  currency: 'USD', accountName: 'Sakura Stays KK', accountNumber: '1234 5678 9012', bankName: 'MUFG Bank',
  swiftCode: 'botkjpjt', bankAddress: '2-7-1 Marunouchi, Chiyoda-ku, Tokyo', bankCode: '0005',
}

describe('the foreign bank account a host submits (issue 35 item 4)', () => {
  it('takes SWIFT/BIC codes of 8 or 11 characters: 4 letters bank, 2 letters country, 2 alphanumeric location, optional 3 alphanumeric branch', () => {
    for (const code of ['BOTKJPJT', 'BOTKJPJTXXX', 'DEUTDEFF500', 'bkch cnbj', 'ABCDUS33', 'ABCDGB2L']) expect(isSwiftCode(code), code).toBe(true)
    for (const code of ['', 'BOTKJPJ', 'BOTKJPJTX', 'BOTKJPJTXX', 'BOTKJPJTXXXX', '1OTKJPJT', 'BOTK1PJT', 'BOTKJ1JT', 'BOTKJPJ_', 'BOTKJPJT-XX']) expect(isSwiftCode(code), code).toBe(false)
  })

  it('passes a complete account, and answers the first failing field with the spec keys', () => {
    expect(checkForeignAccount(GOOD)).toBeNull()
    expect(checkForeignAccount({ ...GOOD, swiftCode: 'BOTKJP' })).toEqual({ field: 'swiftCode', key: 'invalidValue' })
    expect(checkForeignAccount({ ...GOOD, currency: 'EUR' })).toEqual({ field: 'currency', key: 'invalidValue' })
    expect(checkForeignAccount({ ...GOOD, currency: '' })).toEqual({ field: 'currency', key: 'required' })
    expect(checkForeignAccount({ ...GOOD, accountName: '  ' })).toEqual({ field: 'accountName', key: 'required' })
    expect(checkForeignAccount({ ...GOOD, accountName: 'x'.repeat(101) })).toEqual({ field: 'accountName', key: 'tooLong' })
    expect(checkForeignAccount({ ...GOOD, accountNumber: '12#45' })).toEqual({ field: 'accountNumber', key: 'invalidValue' })
    expect(checkForeignAccount({ ...GOOD, accountNumber: '1'.repeat(35) })).toEqual({ field: 'accountNumber', key: 'tooLong' })
    expect(checkForeignAccount({ ...GOOD, bankAddress: 'a'.repeat(201) })).toEqual({ field: 'bankAddress', key: 'tooLong' })
    expect(checkForeignAccount({ ...GOOD, bankCode: '' })).toEqual({ field: 'bankCode', key: 'required' })
  })

  it('checks every field at once for the form, in its order', () => {
    const empty = { currency: '', accountName: '', accountNumber: '', bankName: '', swiftCode: '', bankAddress: '', bankCode: '' }
    expect(foreignAccountChecks(empty).map(([field, key]) => `${field}:${key}`)).toEqual([
      'currency:required', 'accountName:required', 'accountNumber:required', 'bankName:required', 'swiftCode:required', 'bankAddress:required', 'bankCode:required',
    ])
  })

  it('stores the number without spaces and the SWIFT code in upper case', () => {
    expect(normaliseForeignAccount({ ...GOOD, accountName: ' Sakura Stays KK ' })).toEqual({ ...GOOD, accountNumber: '123456789012', swiftCode: 'BOTKJPJT' })
  })

  it('lets staff approve or reject a waiting change only; the host withdraws or replaces an open one', () => {
    const allowed = ACCOUNT_CHANGE_STATES.flatMap((state) => (['approve', 'reject', 'withdraw', 'replace'] as const)
      .map((event) => [`${state}/${event}`, nextChangeState(state, event)] as const)).filter(([, next]) => next !== null)
    expect(Object.fromEntries(allowed)).toEqual({
      'waiting/approve': 'approved', 'waiting/reject': 'rejected', 'waiting/withdraw': 'withdrawn', 'waiting/replace': 'replaced',
      'rejected/withdraw': 'withdrawn', 'rejected/replace': 'replaced',
    })
  })
})
