import { describe, expect, it } from 'vitest'
import { validatePassportNo } from '../../../../src/domain/validators/passport'

describe('validatePassportNo', () => {
  it.each(['E12345678', 'TZ1234567', 'a1b2c', '12345678901234567890'])('accepts %s', (v) => {
    expect(validatePassportNo(v)).toBeNull()
  })

  it.each(['', 'E123', '123456789012345678901', 'E1234 5678', 'E-1234567', 'Ｅ1234567', '护照12345'])(
    'rejects %j',
    (v) => {
      expect(validatePassportNo(v)).toBe('invalidValue')
    },
  )
})
