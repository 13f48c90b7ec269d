import AhoCorasick from 'modern-ahocorasick'
import { charCount, hasContactInfo, hasWebsite, normaliseText, type TextFinding } from '../listing/text-rules'
import { REPLY_MAX_CHARS, REPLY_MIN_CHARS } from './rules'
import { SENSITIVE_WORDS_EN, SENSITIVE_WORDS_ZH } from './sensitive-words'

/**
 * The reply's text rules, apart from the scores' rules so that only the screen with the reply
 * form (and the server) loads the word matcher.
 */

let matchers: { whole: AhoCorasick; squeezed: AhoCorasick } | null = null

/** Built once, on first use (the word list is small: well under a millisecond). */
function sensitiveMatchers() {
  matchers ??= {
    whole: new AhoCorasick([...SENSITIVE_WORDS_ZH, ...SENSITIVE_WORDS_EN]),
    squeezed: new AhoCorasick(SENSITIVE_WORDS_ZH),
  }
  return matchers
}

/**
 * The sensitive word a text contains, or null. The text is normalised as the listing rules do
 * (NFKC, lower case, traditional -> simplified); English words match whole words; Chinese words
 * also when spaced or punctuated apart ("傻 逼", "刷-单").
 */
export function sensitiveWordIn(text: string): string | null {
  const plain = normaliseText(text)
  const { whole, squeezed } = sensitiveMatchers()
  const hit = whole.findFirst(plain, { wholeWord: true, locale: 'en' })
  if (hit) return hit.pattern
  return squeezed.findFirst(plain.replace(/[\s\p{P}\p{S}]+/gu, ''))?.pattern ?? null
}

/**
 * The first rule a reply breaks, or null: at least 5 and at most 500 characters (spaces around
 * it do not count), no contact information or website (guests are answered on the platform),
 * no sensitive word. Emoji and prices are fine in a reply.
 */
export function checkReply(text: string): TextFinding | null {
  const length = charCount(text)
  if (length === 0) return { key: 'commentReplyRequired' }
  if (length < REPLY_MIN_CHARS) return { key: 'commentReplyTooShort', params: { min: REPLY_MIN_CHARS } }
  if (length > REPLY_MAX_CHARS) return { key: 'tooLong', params: { max: REPLY_MAX_CHARS } }
  const plain = normaliseText(text)
  if (hasContactInfo(plain)) return { key: 'textContactInfo' }
  if (hasWebsite(plain)) return { key: 'textWebsite' }
  const word = sensitiveWordIn(text)
  if (word) return { key: 'commentSensitiveWord', params: { word } }
  return null
}
