import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX, PASSWORD_MIN, passwordKinds, validatePassword } from '../../../../src/domain/validators/password'

describe('validatePassword', () => {
  it('has the spec limits', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 16])
  })

  it.each([
    ['upper + lower + digit', 'Abcdefg1'],
    ['upper + lower + symbol', 'Abcdefg!'],
    ['upper + digit + symbol', 'ABCDEF1!'],
    ['lower + digit + symbol', 'abcdef1!'],
    ['all four', 'Ab1!Ab1!Ab1!Ab1!'],
    ['symbol outside ASCII', 'abcdef1€'],
  ])('accepts %s', (_, pw) => {
    expect(validatePassword(pw)).toBeNull()
  })

  it.each([
    ['7 characters with all four kinds', 'Ab1!Ab1'],
    ['17 characters with all four kinds', 'Ab1!Ab1!Ab1!Ab1!A'],
    ['lower + digit only', 'abcdef12'],
    ['upper + lower only', 'ABCDefgh'],
    ['digits only', '12345678'],
    ['symbols only', '!@#$%^&*'],
    ['spaces do not count as symbols', 'abcd 123'],
    ['empty', ''],
  ])('rejects %s', (_, pw) => {
    expect(validatePassword(pw)).toBe('passwordTooSimple')
  })

  it('counts the kinds', () => {
    expect(passwordKinds('aA1!')).toBe(4)
    expect(passwordKinds('aaaa')).toBe(1)
    expect(passwordKinds('')).toBe(0)
  })
})
