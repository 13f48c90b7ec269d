/** Order numbers and windows (business rules 9; where the spec leaves a placeholder, decision 0025). */

/** The host confirms a new order within this many minutes (shown in minutes). */
export const CONFIRM_WINDOW_MINUTES = 30
/** The guest pays an accepted order within this many minutes. */
export const PAY_WINDOW_MINUTES = 30
/** A cancellation within this many minutes after booking is free. */
export const FREE_CANCEL_MINUTES = 15
/** Service fee in basis points of the rent after the merchant discount (a placeholder in the spec). */
export const SERVICE_FEE_BP = 1000
/** Invoice service fee in basis points when the platform issues the invoice. */
export const INVOICE_SERVICE_FEE_BP = 60
/** Days of bottom placement and of demotion a refusal or a first timeout costs. */
export const PENALTY_DAYS = 7
/** A deposit deduction the guest refused is refunded after this many days unless the host escalates. */
export const DEPOSIT_AUTO_REFUND_DAYS = 7
/** The host may claim from the deposit within this many hours after check-out. */
export const DEPOSIT_CLAIM_HOURS = 48
/** The guest's phone stays available this long after check-out. */
export const CONTACT_AFTER_CHECKOUT_HOURS = 24
/** Property insurance premium per night and room, in RMB fen (5 yuan). */
export const INSURANCE_PER_NIGHT_FEN = 500
/** The new-order reminder poll (portal spec 9). */
export const REMINDER_POLL_MS = 20_000
/** A refusal's explanation: characters. */
export const EXPLANATION_LIMITS = { min: 5, max: 200 } as const
/** Minor units per major unit of each sale currency (RMB fen, US cents, yen). */
export const MINOR_PER_MAJOR: Record<string, number> = { RMB: 100, USD: 100, JPY: 1 }

/** A host who issues its own invoices does so within this many days of the guest's request (business rules 6 and 9). */
export const HOST_INVOICE_DAYS = 4

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS
