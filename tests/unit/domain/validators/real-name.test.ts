import { describe, expect, it } from 'vitest'
import { REAL_NAME_MAX, validateRealName } from '../../../../src/domain/validators/real-name'

describe('validateRealName', () => {
  it('takes 1-20 characters (decision 0001)', () => {
    expect(REAL_NAME_MAX).toBe(20)
  })

  it.each([
    ['one character', '王'],
    ['Chinese name', '张三丰'],
    ['Uyghur name with middle dots', '买买提·艾力·阿不都热合曼'],
    ['Latin name with spaces', 'John Smith'],
    ['accented Latin', 'José Álvarez'],
    ['Japanese', '佐々木 太郎'],
    ['Korean', '김민수'],
    ['Thai with combining marks', 'สมชาย ใจดี'],
    ['exactly 20 characters', '阿'.repeat(20)],
    ['surrounding spaces are trimmed', '  李四  '],
  ])('accepts %s', (_, name) => {
    expect(validateRealName(name)).toBeNull()
  })

  it('requires a name', () => {
    expect(validateRealName('')).toBe('required')
    expect(validateRealName('   ')).toBe('required')
  })

  it('rejects 21 characters with the length message', () => {
    expect(validateRealName('阿'.repeat(21))).toBe('realNameNameLength')
    expect(validateRealName('A'.repeat(21))).toBe('realNameNameLength')
  })

  it.each([
    ['digits', '张三1'],
    ['comma', '张,三'],
    ['ASCII dot', 'J. Smith'],
    ['hyphen', 'Anne-Marie'],
    ['bullet look-alike', '买买提•艾力'],
    ['katakana middle dot', '买买提・艾力'],
    ['emoji', '张三😀'],
    ['only a middle dot', '·'],
    ['tab', '张\t三'],
  ])('rejects %s', (_, name) => {
    expect(validateRealName(name)).toBe('PleaseNotEnterSpecialCharacters')
  })
})
