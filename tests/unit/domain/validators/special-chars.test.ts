import { describe, expect, it } from 'vitest'
import { validateNoSpecialChars } from '../../../../src/domain/validators/special-chars'

describe('validateNoSpecialChars', () => {
  it.each([
    '',
    '海景大床房',
    'Sea view room 2',
    'Room-2 (quiet).',
    'Wow! Near metro?',
    '买买提·艾力',
    '佐々木の家',
    '〇号院',
    'ＡＢＣ１２３',
    'Café São Paulo',
  ])('accepts %j', (v) => {
    expect(validateNoSpecialChars(v)).toBeNull()
  })

  it.each([
    ...'@#$%&*_+=,\'"/\\|<>~`'.split(''),
    '，', '。', '！', '？', '：', '；', '、', '（', '）', '【', '】', '《', '》', '「', '」',
    '＠', '＃', '￥', '％', '＆', '＊', '＿', '＋', '＝', '／', '＼', '｜', '＜', '＞', '～',
    '‘', '’', '“', '”', '…', '—', '※',
    '★', '☆', '♥', '♡', '♠', '●', '→', '©',
    '😀', '🏠',
  ])('rejects %j inside a text', (ch) => {
    expect(validateNoSpecialChars(`好房${ch}子`)).toBe('PleaseNotEnterSpecialCharacters')
  })
})
