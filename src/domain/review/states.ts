/**
 * What the routes' search params need of reviews, without the rules' imports (the route files'
 * validators load with the entry: decision 0043).
 */

/**
 * Business rules 4 "Review": awaitingFeedback (the guest's review is up, no reply yet), replied
 * (the host's reply is up; it cannot be edited), replyFailed (the platform's moderation took the
 * reply down: the host may write a new one), failedReview (the guest's review failed the
 * platform's review and is hidden: nothing to reply to). Decision 0057.
 */
export const REVIEW_STATES = ['awaitingFeedback', 'replied', 'replyFailed', 'failedReview'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

/** The states in which the host can reply. */
export function canReplyIn(state: ReviewState): boolean {
  return state === 'awaitingFeedback' || state === 'replyFailed'
}

/** written: the guests' own reviews; auto: the platform's default ones (the list's filter). */
export const REVIEW_KINDS = ['written', 'auto'] as const
export type ReviewKind = (typeof REVIEW_KINDS)[number]
