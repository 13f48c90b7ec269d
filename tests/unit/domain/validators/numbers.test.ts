import { describe, expect, it } from 'vitest'
import { validateNumbersOnly } from '../../../../src/domain/validators/numbers'

describe('validateNumbersOnly', () => {
  it.each(['', '0', '0123', '99999'])('accepts %j', (v) => {
    expect(validateNumbersOnly(v)).toBeNull()
  })

  it.each(['1.5', '-1', '1 2', 'a1', '１２', '+3', ' '])('rejects %j', (v) => {
    expect(validateNumbersOnly(v)).toBe('PleaseNum')
  })
})
