import { describe, expect, it } from 'vitest'
import { CODE_LENGTH, validateSmsCode } from '../../../../src/domain/validators/sms-code'

describe('validateSmsCode', () => {
  it('accepts exactly six digits', () => {
    expect(CODE_LENGTH).toBe(6)
    expect(validateSmsCode('012345')).toBeNull()
    expect(validateSmsCode('999999')).toBeNull()
  })

  it.each(['', '12345', '1234567', '12345a', ' 123456', '１２３４５６'])('rejects %j', (v) => {
    expect(validateSmsCode(v)).toBe('wrongCode')
  })
})
