import type { MessageKey } from '../messages'

/**
 * No special characters (portal spec 5): rejects full-width punctuation and symbols, the ASCII
 * symbols @ # $ % & * _ + = , ' " / \ | < > ~ ` and pictographs such as ★ ☆ ♥ ♡ (and emoji).
 * Letters of any script, digits, spaces and ordinary ASCII punctuation not listed (. - ! ? : ;
 * ( ) etc.) pass. The spec's "@ # $ % & * _ + = , quotes" is read with the comma as a symbol.
 */
export function validateNoSpecialChars(value: string): MessageKey | null {
  return hasSpecialChars(value) ? 'PleaseNotEnterSpecialCharacters' : null
}

export function hasSpecialChars(value: string): boolean {
  return SPECIAL.test(value)
}

/** The ASCII symbols the spec lists. */
export const SPECIAL_ASCII = '@#$%&*_+=,\'"/\\|<>~`'

const SPECIAL = new RegExp(
  '[' +
    escapeForClass(SPECIAL_ASCII) +
    // full-width ASCII variants: punctuation and symbols (not full-width letters or digits)
    '\\uFF01-\\uFF0F\\uFF1A-\\uFF20\\uFF3B-\\uFF40\\uFF5B-\\uFF65\\uFFE0-\\uFFEE' +
    // CJK punctuation: 、。〃〄 〈〉《》「」『』【】〒〓〔〕〖〗〘〙〚〛〜〝〞〟 〰 〽 (not 々 〆 〇)
    '\\u3001-\\u3004\\u3008-\\u301F\\u3030\\u303D' +
    // general punctuation: dashes, quotes ‘’“”, bullets, ellipsis …, per mille, primes, ※
    '\\u2010-\\u2027\\u2030-\\u205E' +
    // letterlike, arrows, maths, technical, enclosed, box drawing, shapes, misc symbols, dingbats
    '\\u2100-\\u2BFF' +
    // Latin-1 symbols: ¡¢£¤¥¦§¨©ª«¬®¯°±²³´µ¶¸¹º»¼½¾¿×÷ (the middle dot · passes)
    '\\u00A1-\\u00B6\\u00B8-\\u00BF\\u00D7\\u00F7' +
    ']|\\p{Extended_Pictographic}',
  'u',
)

function escapeForClass(chars: string): string {
  return chars.replace(/[\\\]\-^]/g, '\\$&')
}
