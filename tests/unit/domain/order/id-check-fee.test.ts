import { describe, expect, it } from 'vitest'
import { ID_CHECK_FEE_FEN, idCheckFee } from '../../../../src/domain/order/id-check-fee'

describe('the ID check fee', () => {
  it('the first check of a host is free, every later one costs 5 yuan (500 fen)', () => {
    expect(idCheckFee(0, true)).toEqual({ amount: 0, reason: 'firstCheck' })
    expect(idCheckFee(1, true)).toEqual({ amount: 500, reason: 'laterCheck' })
    expect(idCheckFee(41, true)).toEqual({ amount: ID_CHECK_FEE_FEN, reason: 'laterCheck' })
  })

  it('a host not paid into the wallet (overseas) is not charged, the first check still reads as the first', () => {
    expect(idCheckFee(0, false)).toEqual({ amount: 0, reason: 'firstCheck' })
    expect(idCheckFee(3, false)).toEqual({ amount: 0, reason: 'noWallet' })
  })

  it('refuses a count that is not a whole number of checks', () => {
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => idCheckFee(bad, true)).toThrow(RangeError)
  })
})
