import type { PushAnswer } from './schemas'

/** How an Accept tapped on a notification ended (or where it stands). */
export type AnswerOutcome =
  | { kind: 'accepted' }
  /** Kept on the device: sent when the connection is back. */
  | { kind: 'queued' }
  /** The session ended: kept until the host signs in again. */
  | { kind: 'signIn' }
  | { kind: 'refused'; key: string; params?: Readonly<Record<string, string | number>> }

/** The notification that answers the tap: it replaces the order's (same tag); Open leads to the order. */
export type AnswerNote = { title: string; body: string; tag: string; url: string }

/** States in which the host (or another of their devices) has already answered the order. */
const ANSWERED = new Set(['waitPay', 'waitCheckIn', 'checkedIn', 'completed', 'rejected', 'leftEarly'])

/**
 * What the host is told after tapping Accept on a new order's notification (issue 40): accepted,
 * kept until the connection is back, waiting for a sign-in, or why not (the window passed, the
 * guest cancelled, already answered, or anything else: open the order).
 */
export function answerNote(order: { orderNo: string; listing: string; url: string }, texts: PushAnswer, outcome: AnswerOutcome): AnswerNote {
  return { title: titleOf(texts, outcome), body: order.listing, tag: `order-${order.orderNo}`, url: order.url }
}

function titleOf(texts: PushAnswer, outcome: AnswerOutcome): string {
  switch (outcome.kind) {
    case 'accepted':
      return texts.accepted
    case 'queued':
      return texts.queued
    case 'signIn':
      return texts.signIn
    case 'refused': {
      if (outcome.key === 'orderExpired') return texts.expired
      if (outcome.key === 'orderStateChanged') {
        const state = String(outcome.params?.state ?? '')
        if (state === 'cancelled') return texts.cancelled
        if (ANSWERED.has(state)) return texts.answered
      }
      return texts.failed
    }
  }
}
