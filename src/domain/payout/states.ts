/**
 * Payout (collection) accounts: their kinds and states (business rules 3 and 4; decision 0044).
 *
 * A private account pays out to a person's own bank card; a public one to a company's account.
 * Submitting sends a private account to staff review; a public account first waits for the bank's
 * small transfer, which the host confirms (amount and serial number), then goes to review. Staff
 * approve or reject (with a reason). An approved account is never modified; one under review is
 * with staff and waits for their answer.
 */
export const PAYOUT_ACCOUNT_TYPES = ['private', 'public'] as const
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number]

export const PAYOUT_STATES = ['creating', 'verificationPending', 'pendingReview', 'approved', 'rejected'] as const
export type PayoutState = (typeof PAYOUT_STATES)[number]

/** Who issues the invoice for the orders paid to this account (business rules 6). */
export const INVOICE_PROVIDERS = ['platform', 'landlord'] as const
export type InvoiceProvider = (typeof INVOICE_PROVIDERS)[number]

/** The host may change the account's details in this state. */
export function canEditPayoutAccount(state: PayoutState): boolean {
  return state === 'creating' || state === 'rejected' || state === 'verificationPending'
}

/** Where a submitted account goes: a public account's bank transfer comes before staff review. */
export function stateAfterSubmit(type: PayoutAccountType): PayoutState {
  return type === 'public' ? 'verificationPending' : 'pendingReview'
}

export type PayoutEvent = 'submit' | 'confirmTransfer' | 'approve' | 'reject'

/** The state an event leads to, or null when the event does not apply in this state. */
export function nextPayoutState(state: PayoutState, type: PayoutAccountType, event: PayoutEvent): PayoutState | null {
  switch (event) {
    case 'submit':
      return canEditPayoutAccount(state) ? stateAfterSubmit(type) : null
    case 'confirmTransfer':
      return state === 'verificationPending' && type === 'public' ? 'pendingReview' : null
    case 'approve':
    case 'reject':
      return state === 'pendingReview' ? (event === 'approve' ? 'approved' : 'rejected') : null
  }
}

const HOUR_MS = 3_600_000
const BEIJING_OFFSET_MS = 8 * HOUR_MS

/**
 * How long the bank's small transfer to a public account takes (business rules 9): about 3
 * minutes on workdays 8:00-17:00 Beijing time, about 30 minutes otherwise. Public holidays are not
 * known to the portal: Monday to Friday count as workdays.
 */
export function verificationWaitMinutes(nowMs: number): 3 | 30 {
  const local = nowMs + BEIJING_OFFSET_MS
  const hour = Math.floor(local / HOUR_MS) % 24
  // 1970-01-01 was a Thursday (4); 0 = Sunday
  const weekday = (Math.floor(local / (24 * HOUR_MS)) + 4) % 7
  const workday = weekday >= 1 && weekday <= 5
  return workday && hour >= 8 && hour < 17 ? 3 : 30
}
