/**
 * What the routes' search params need of activities and promotions, without the rules' imports
 * (the route files' validators load with the entry: decision 0043).
 */

/** The activity list's tabs: open for sign-up, the host's joined ones, and the past. */
export const ACTIVITY_TABS = ['open', 'joined', 'history'] as const
export type ActivityTab = (typeof ACTIVITY_TABS)[number]

/** Business rules 4 "Promotion": a listing's state in a platform activity. */
export const ENTRY_STATES = ['available', 'registered', 'expired', 'enrollmentClosed', 'withdrawn'] as const
export type EntryState = (typeof ENTRY_STATES)[number]

/** A self-service promotion's state (decision 0058). */
export const PROMOTION_STATES = ['upcoming', 'active', 'ended', 'withdrawn'] as const
export type PromotionState = (typeof PROMOTION_STATES)[number]
