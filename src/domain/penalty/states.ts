/** What the route's search params need of penalties (decision 0043: small state modules only). */

/** Business rules 4 "Penalty": warning, in punishment, lifted (resolved). */
export const PENALTY_STATES = ['warning', 'inPunishment', 'lifted'] as const
export type PenaltyState = (typeof PENALTY_STATES)[number]
