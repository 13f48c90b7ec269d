/**
 * Guest chat (portal spec 2 /chat, 3 Chat conversation and message, 4 Message / Chat connection /
 * Unread, 5 Chat input, 9 chat constants; issue 19; decision 0063). No I/O: the server, the
 * portal and the service worker share these.
 */

/** Message status (spec 3): 1 sending, 0 unsent (time-out or failed), 2 sent, -1 error with statusText. */
export const MESSAGE_STATUS = { sending: 1, unsent: 0, sent: 2, error: -1 } as const
export type MessageStatus = (typeof MESSAGE_STATUS)[keyof typeof MESSAGE_STATUS]

/** Chat roles (spec 6): the host is the landlord, guests are tenants. */
export const CHAT_ROLES = ['landlord', 'tenant'] as const
export type ChatRole = (typeof CHAT_ROLES)[number]

export const CHAT_LIMITS = {
  /** spec 9: the join times out after 6 s and is tried up to 10 times, the first retry after 6 s. */
  joinTimeoutMs: 6_000,
  joinRetries: 10,
  /** spec 9: a refresh (long-poll) waits up to 60 s (decision 0063: the long-poll reading, not the 2 s poll). */
  refreshMs: 60_000,
  /** spec 9: at most 6 messages per refresh batch. */
  refreshBatch: 6,
  /** spec 9: history page size 10. */
  historyPage: 10,
  /** spec 9: older messages load at the scroll top, at most once per 500 ms. */
  historyThrottleMs: 500,
  /** spec 9: a time label shows when the gap between two messages exceeds 600 s. */
  timeLabelGapMs: 600_000,
  /** spec 5 and 9: at most 1000 characters; the blank-message warning shows for 1 s. */
  inputMax: 1_000,
  warningMs: 1_000,
  /** business rules 9: a host reply over 60 minutes after the guest's message counts as late. */
  lateReplyMs: 60 * 60_000,
  /** issue 34: the guest's newest orders shown beside the conversation. */
  stayOrders: 3,
} as const

/** spec 4: talk id 10011 is filtered out (a system conversation the portal never shows). */
export const FILTERED_TALK_ID = '10011'

/** What a message may say: trimmed, not blank, at most 1000 characters (counted as the user sees them). */
export function chatContentProblem(content: string): 'chatBlankMessage' | 'chatTooLong' | null {
  const text = content.trim()
  if (text === '') return 'chatBlankMessage'
  return Array.from(text).length > CHAT_LIMITS.inputMax ? 'chatTooLong' : null
}

/** Whether a time label goes before a message sent `at`, after one sent `previousAt` (null: the first). */
export function needsTimeLabel(previousAt: number | null, at: number): boolean {
  return previousAt === null || at - previousAt > CHAT_LIMITS.timeLabelGapMs
}

/** The 60 emoji of the picker (spec 5 and 9). */
export const EMOJI = [
  '😀', '😃', '😄', '😁', '😆', '😅', '😂', '🙂', '😉', '😊',
  '😇', '😍', '😘', '😋', '😜', '🤔', '🤗', '🤩', '😎', '😏',
  '😌', '😴', '😷', '🤒', '😕', '😟', '😮', '😲', '😳', '😢',
  '😭', '😱', '😤', '😡', '👍', '👎', '👌', '👏', '🙏', '🤝',
  '💪', '👋', '✌️', '❤️', '💔', '🎉', '🎂', '🌹', '☕', '🍵',
  '🍺', '🏠', '🛏️', '🚗', '✈️', '🧳', '🔑', '🌙', '☀️', '⭐',
] as const
