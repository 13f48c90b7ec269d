import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/**
 * The texts of settlement's and the invoices' message keys (issue 16). They load with the screens
 * that call those services (their data modules import this file), or on the first such key shown
 * elsewhere (message-text.ts).
 */
export const FINANCE_TEXTS = {
  downloadTooMany: msg({ message: 'A download holds at most {max} items at once; these are {count}. Narrow the dates and download again.' }),
  invoiceRealNameRequired: msg({ message: 'Invoicing is blocked: you have not passed real-name authentication' }),
  invoiceListingNotApproved: msg({ message: 'Invoicing is blocked: none of your listings has passed review' }),
  invoiceMonthsRequired: msg({ message: 'Choose at least one bill month' }),
  invoiceMonthUnavailable: msg({ message: 'The bill of {month} cannot be invoiced now: it is already applied for, or its stays are not all settled' }),
  invoiceAddressRequired: msg({ message: 'Choose a recipient address' }),
  invoiceTitleRequired: msg({ message: 'Choose an invoice title' }),
  invoiceReversalNotAllowed: msg({ message: 'Only an issued invoice without a reversal under way can be reversed' }),
  invoiceReasonRequired: msg({ message: 'Say why the invoice should be reversed' }),
  invoiceTooManyEntries: msg({ message: 'You can keep at most {max}: delete one first' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(FINANCE_TEXTS)
