import AhoCorasick from 'modern-ahocorasick'
import { charCount, hasContactInfo, hasWebsite, normaliseText, type TextFinding } from '../listing/text-rules'
import { SENSITIVE_WORDS_EN, SENSITIVE_WORDS_ZH } from './sensitive-words'

export { REVIEW_STATES, canReplyIn, type ReviewState } from './states'

/** Business rules 3 "Review": the five scores a guest gives, each 1-5 points. */
export const SCORE_ASPECTS = ['hygiene', 'safety', 'descriptionMatch', 'trafficLocation', 'costEffectiveness'] as const
export type ScoreAspect = (typeof SCORE_ASPECTS)[number]
export type Scores = Record<ScoreAspect, number>
export const SCORE_MIN = 1
export const SCORE_MAX = 5

/** Business rules 5 and 9: a reply is at least 5 characters. The upper bound is ours (decision 0057). */
export const REPLY_MIN_CHARS = 5
export const REPLY_MAX_CHARS = 500
/** What a guest may write (the console plays guests). */
export const REVIEW_MAX_CHARS = 1000
/** Business rules 9: the guest's review is generated if none was written within 60 days of completion. */
export const AUTO_REVIEW_DAYS = 60
export const AUTO_REVIEW_MS = AUTO_REVIEW_DAYS * 24 * 60 * 60 * 1000

/** The overall score: the mean of the five, to one decimal (4.6). */
export function overallScore(scores: Scores): number {
  const sum = SCORE_ASPECTS.reduce((total, aspect) => total + scores[aspect], 0)
  return Math.round((sum / SCORE_ASPECTS.length) * 10) / 10
}

export function isScore(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= SCORE_MIN && (value as number) <= SCORE_MAX
}

/** A review generated for a guest who wrote none: five points each, the platform's default (business rules 9). */
export const AUTO_REVIEW_SCORES: Scores = { hygiene: 5, safety: 5, descriptionMatch: 5, trafficLocation: 5, costEffectiveness: 5 }

// ---- the reply's text ----

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
