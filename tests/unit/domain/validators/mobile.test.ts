import { describe, expect, it } from 'vitest'
import { canonicalMobile, normalizeMobile, validateMobile } from '../../../../src/domain/validators/mobile'

describe('validateMobile, mainland (+86)', () => {
  it.each(['13812345678', '15900000000', '19912345678', '17012345678'])('accepts %s', (n) => {
    expect(validateMobile(n)).toBeNull()
    expect(validateMobile(n, '86')).toBeNull()
    expect(validateMobile(n, '+86')).toBeNull()
  })

  it.each([
    ['12 digits', '138123456789'],
    ['10 digits', '1381234567'],
    ['second digit 2', '12812345678'],
    ['second digit 1', '11812345678'],
    ['second digit 0', '10812345678'],
    ['first digit not 1', '23812345678'],
    ['letters', '1381234567a'],
    ['inner space', '138 1234 5678'],
    ['empty', ''],
    ['full-width digits', '１３８１２３４５６７８'],
  ])('rejects %s', (_, n) => {
    expect(validateMobile(n)).toBe('PleaseEnterMobileNumber')
  })
})

describe('validateMobile, other calling codes', () => {
  it.each([
    ['81', '09012345678'],
    ['81', '9012345678'],
    ['852', '51234567'],
    ['852', '91234567'],
    ['853', '66123456'],
    ['65', '91234567'],
  ])('accepts +%s %s', (code, n) => {
    expect(validateMobile(n, code)).toBeNull()
  })

  it.each([
    ['81', '123'],
    ['81', '090123456789012'],
    ['852', '5123456'],
    ['852', '11234567'],
    ['852', '5123-4567'],
    ['65', '1234'],
    ['x1', '51234567'],
    ['852', ''],
  ])('rejects +%s %s', (code, n) => {
    expect(validateMobile(n, code)).toBe('PleaseEnterMobileNumber')
  })

  it('does not apply the mainland pattern abroad or the foreign rules at home', () => {
    expect(validateMobile('13812345678', '852')).toBe('PleaseEnterMobileNumber')
    expect(validateMobile('51234567', '86')).toBe('PleaseEnterMobileNumber')
  })
})

describe('normalizeMobile', () => {
  it('trims and drops spaces and dashes', () => {
    expect(normalizeMobile('  138 1234-5678 ')).toBe('13812345678')
    expect(normalizeMobile('5123\u00A04567')).toBe('51234567')
    expect(validateMobile(normalizeMobile(' 138-1234-5678'))).toBeNull()
  })

  it('keeps other characters so the validator still sees them', () => {
    expect(normalizeMobile('138.1234.5678')).toBe('138.1234.5678')
  })
})

describe('canonicalMobile', () => {
  it('drops the national trunk 0 outside the mainland, so both spellings are one account', () => {
    expect(canonicalMobile('09012345678', '81')).toBe('9012345678')
    expect(canonicalMobile('9012345678', '81')).toBe('9012345678')
  })
  it('keeps mainland numbers as typed', () => {
    expect(canonicalMobile('13800000001', '86')).toBe('13800000001')
  })
})

describe('a mobile as hosts read it', () => {
  it('carries its calling code, whatever the country', async () => {
    const { formatMobile } = await import('../../../../src/domain/validators/mobile-core')
    expect(formatMobile('81', '9087654321')).toBe('+81 9087654321')
    expect(formatMobile('+86', '13800000001')).toBe('+86 13800000001')
    // an identity saved by an older build (no calling code) shows the number alone
    expect(formatMobile(undefined, '13800000001')).toBe('13800000001')
  })
})
