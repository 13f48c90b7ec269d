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
