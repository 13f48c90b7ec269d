import { describe, expect, it } from 'vitest'
import { validateEmail } from '../../../../src/domain/validators/email'

describe('validateEmail', () => {
  it.each([
    'host@example.com',
    'first.last+tag@mail.example.co',
    'a_b-c@sub-domain.example.cn',
    'x@example.photography', // 11-letter tld
    'x@example.abcdefghijklmn', // 14 letters
    'UPPER@EXAMPLE.ORG',
  ])('accepts %s', (v) => {
    expect(validateEmail(v)).toBeNull()
  })

  it.each([
    ['empty', ''],
    ['no at', 'host.example.com'],
    ['no domain', 'host@'],
    ['no local part', '@example.com'],
    ['no tld', 'host@example'],
    ['one-letter tld', 'host@example.c'],
    ['15-letter tld', 'host@example.abcdefghijklmno'],
    ['digit tld', 'host@example.c0m'],
    ['two ats', 'a@b@example.com'],
    ['space', 'ho st@example.com'],
    ['leading dot', '.host@example.com'],
    ['double dot', 'ho..st@example.com'],
    ['hyphen-edged label', 'host@-example.com'],
    ['empty label', 'host@example..com'],
    ['Chinese', '房东@例子.中国'],
  ])('rejects %s', (_, v) => {
    expect(validateEmail(v)).toBe('PleaseEnterEmailFormat')
  })

  it('rejects over-long addresses', () => {
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`
    expect(validateEmail(`${'a'.repeat(20)}@${domain}`)).toBeNull()
    expect(validateEmail(`${'a'.repeat(64)}@${domain}`)).toBe('PleaseEnterEmailFormat')
  })
})
