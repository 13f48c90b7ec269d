/**
 * What the routes' search params need of invoices, without the rules' imports (the route files'
 * validators load with the entry: decision 0043). The rules are in ./rules.ts.
 */
export const INVOICE_TYPES = ['eInvoice', 'ordinary', 'vatSpecial'] as const
export type InvoiceType = (typeof INVOICE_TYPES)[number]
/** The paper forms: mailed to the recipient address (an e-invoice goes to the title's e-mail). */
export const PAPER_TYPES: ReadonlySet<InvoiceType> = new Set(['ordinary', 'vatSpecial'])

/** An invoice's progress (business rules 4); "can apply" is a bill month no live invoice holds. */
export const INVOICE_STATES = ['applied', 'beingIssued', 'issued', 'failed', 'lapsed', 'awaitingDispatch', 'posted'] as const
export type InvoiceState = (typeof INVOICE_STATES)[number]
export const MAILING_STATES = ['pending', 'mailed'] as const
export type MailingState = (typeof MAILING_STATES)[number]
export const REVERSAL_STATES = ['pending', 'reversing', 'successful', 'failed', 'invalid'] as const
export type ReversalState = (typeof REVERSAL_STATES)[number]

