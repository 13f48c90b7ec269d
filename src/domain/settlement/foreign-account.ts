import type { MessageKey } from '../messages'
import { firstError, type FieldCheck, type FieldError } from '../validators/form'
import { STATEMENT_CURRENCIES, type StatementCurrency } from './rules'

/**
 * The foreign bank account an overseas host's statements are paid to (business rules 1 and 3;
 * decision 0054), and the change of it a host submits for staff to approve (issue 35 item 4,
 * decision 0052 addendum): the fields of the overseas settlement statement, each required.
 */
export type ForeignAccountValue = {
  currency: string
  accountName: string
  accountNumber: string
  bankName: string
  swiftCode: string
  bankAddress: string
  bankCode: string
}

/** Longest value each text field keeps (an IBAN is at most 34 characters). */
export const FOREIGN_ACCOUNT_LIMITS = { accountName: 100, accountNumber: 34, bankName: 100, bankAddress: 200, bankCode: 30 } as const

/** A SWIFT/BIC code (ISO 9362): 4 letters bank, 2 letters country, 2 letters or digits location, optionally 3 letters or digits branch. */
export const SWIFT_CODE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/
/** An account number as banks write it (an IBAN or a local number): letters and digits, spaces and dashes removed. */
const ACCOUNT_NUMBER = /^[A-Z0-9]{4,34}$/

/** The account number without the spaces and dashes people type, letters upper case. */
export function compactAccountNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase()
}

/** A SWIFT code as typed: spaces removed, upper case. */
export function compactSwiftCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

export function isSwiftCode(value: string): boolean {
  return SWIFT_CODE.test(compactSwiftCode(value))
}

export function isStatementCurrency(value: string): value is StatementCurrency {
  return (STATEMENT_CURRENCIES as readonly string[]).includes(value)
}

/** Each field's check, in the form's order (a form shows every failing one at once). */
export function foreignAccountChecks(value: ForeignAccountValue): Array<FieldCheck<keyof ForeignAccountValue>> {
  const text = (v: string, max: number): MessageKey | null => (v.trim() === '' ? 'required' : v.trim().length > max ? 'tooLong' : null)
  const number = compactAccountNumber(value.accountNumber)
  const swift = compactSwiftCode(value.swiftCode)
  return [
    ['currency', value.currency === '' ? 'required' : isStatementCurrency(value.currency) ? null : 'invalidValue'],
    ['accountName', text(value.accountName, FOREIGN_ACCOUNT_LIMITS.accountName)],
    ['accountNumber', number === '' ? 'required' : number.length > FOREIGN_ACCOUNT_LIMITS.accountNumber ? 'tooLong' : ACCOUNT_NUMBER.test(number) ? null : 'invalidValue'],
    ['bankName', text(value.bankName, FOREIGN_ACCOUNT_LIMITS.bankName)],
    ['swiftCode', swift === '' ? 'required' : SWIFT_CODE.test(swift) ? null : 'invalidValue'],
    ['bankAddress', text(value.bankAddress, FOREIGN_ACCOUNT_LIMITS.bankAddress)],
    ['bankCode', text(value.bankCode, FOREIGN_ACCOUNT_LIMITS.bankCode)],
  ]
}

/** The first failing field, as the server answers it (errorMsg + errorField). */
export function checkForeignAccount(value: ForeignAccountValue): FieldError<keyof ForeignAccountValue> | null {
  return firstError(foreignAccountChecks(value))
}

/** An account as stored: trimmed, the number compact, the SWIFT code in upper case. */
export function normaliseForeignAccount(value: ForeignAccountValue): ForeignAccountValue & { currency: StatementCurrency } {
  return {
    currency: value.currency as StatementCurrency, accountName: value.accountName.trim(), accountNumber: compactAccountNumber(value.accountNumber),
    bankName: value.bankName.trim(), swiftCode: compactSwiftCode(value.swiftCode), bankAddress: value.bankAddress.trim(), bankCode: value.bankCode.trim(),
  }
}

/**
 * A change the host submitted: waiting for staff, or rejected with a reason (the host may
 * withdraw it or submit again). Approved ones become the account on record; withdrawn and
 * replaced ones are kept for the record only.
 */
export const ACCOUNT_CHANGE_STATES = ['waiting', 'rejected', 'approved', 'withdrawn', 'replaced'] as const
export type AccountChangeState = (typeof ACCOUNT_CHANGE_STATES)[number]
/** The states the host sees on the screen (the change still open). */
export const OPEN_CHANGE_STATES = ['waiting', 'rejected'] as const satisfies readonly AccountChangeState[]
export type OpenChangeState = (typeof OPEN_CHANGE_STATES)[number]

/** Longest reason staff give for a rejection. */
export const REJECT_REASON_MAX = 200

/** What staff may do to a change in a state: approve or reject a waiting one only. */
export function nextChangeState(state: AccountChangeState, event: 'approve' | 'reject' | 'withdraw' | 'replace'): AccountChangeState | null {
  if (event === 'approve') return state === 'waiting' ? 'approved' : null
  if (event === 'reject') return state === 'waiting' ? 'rejected' : null
  if (event === 'withdraw') return state === 'waiting' || state === 'rejected' ? 'withdrawn' : null
  return state === 'waiting' || state === 'rejected' ? 'replaced' : null
}
