import type { PenaltyState } from './states'

export { PENALTY_STATES, type PenaltyState } from './states'

/** Business rules 9 "Penalties": how staff punish a violation. */
export const PENALTY_METHODS = ['warning', 'demotion', 'bottom', 'blacklist', 'offline'] as const
export type PenaltyMethod = (typeof PENALTY_METHODS)[number]

/** Business rules 9: the durations (days) each method takes; offline may also be permanent. */
export const PENALTY_DAYS: Record<PenaltyMethod, readonly number[]> = {
  warning: [],
  demotion: [5, 7, 10, 14, 15, 30],
  bottom: [7, 14, 30],
  blacklist: [1, 3, 5, 7, 14, 30],
  offline: [1, 3, 7, 14, 30, 60],
}

/** What the violation was (decision 0060; business rules 9 names the late IM reply). */
export const VIOLATION_TYPES = ['falseListing', 'offPlatformDeal', 'priceViolation', 'guestComplaint', 'hygieneSafety', 'lateImReply', 'orderRefusal'] as const
export type ViolationType = (typeof VIOLATION_TYPES)[number]

/** Methods that stop the host's listings being booked while in force. */
export const SUSPENDING: ReadonlySet<PenaltyMethod> = new Set(['blacklist', 'offline'])

/** Why a method and duration do not go together, or null. */
export function durationProblem(method: PenaltyMethod, days: number | null, permanent: boolean): string | null {
  if (method === 'warning') return days === null && !permanent ? null : 'a warning has no duration'
  if (permanent) return method === 'offline' && days === null ? null : 'only offline may be permanent (without --days)'
  if (days === null || !PENALTY_DAYS[method].includes(days)) return `${method} lasts ${PENALTY_DAYS[method].join(', ')} days${method === 'offline' ? ' or is permanent' : ''}`
  return null
}

/**
 * A record's state (business rules 4): a warning stays a warning; a punishment is in force until
 * it ends by itself (its end passed) or is lifted (staff, or a successful appeal); permanent
 * offline ends only when lifted.
 */
export function penaltyState(record: { method: PenaltyMethod; endsAt: number | null; liftedAt: number | null }, now: number): PenaltyState {
  if (record.method === 'warning') return 'warning'
  if (record.liftedAt !== null) return 'lifted'
  if (record.endsAt !== null && now >= record.endsAt) return 'lifted'
  return 'inPunishment'
}

// ---- appeals ----

/** Business rules 4 "Penalty": an appeal is pending, rejected or successful. */
export const APPEAL_STATES = ['pending', 'rejected', 'successful'] as const
export type AppealState = (typeof APPEAL_STATES)[number]
/** Business rules 5: an appeal is up to 2000 characters with at most 8 photos. */
export const APPEAL_TEXT_MAX = 2000
export const APPEAL_PHOTOS_MAX = 8
/** Business rules 9: the platform answers an appeal within 2 working days. */
export const APPEAL_ANSWER_WORKING_DAYS = 2

export type AppealFinding = { field: 'text' | 'images'; key: 'required' | 'tooLong' | 'Maximum'; params?: Record<string, number> }

/** The appeal's own rules, as the form and the server check them. */
export function checkAppeal(input: { text: string; images: readonly string[] }): AppealFinding[] {
  const found: AppealFinding[] = []
  const length = Array.from(input.text.trim()).length
  if (length === 0) found.push({ field: 'text', key: 'required' })
  else if (length > APPEAL_TEXT_MAX) found.push({ field: 'text', key: 'tooLong', params: { max: APPEAL_TEXT_MAX } })
  if (input.images.length > APPEAL_PHOTOS_MAX) found.push({ field: 'images', key: 'Maximum', params: { limit: APPEAL_PHOTOS_MAX } })
  return found
}
