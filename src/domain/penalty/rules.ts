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
