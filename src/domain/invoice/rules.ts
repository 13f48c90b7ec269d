import type { MessageKey } from '../messages'
import { validateEmail } from '../validators/email'
import { firstError, type FieldCheck, type FieldError } from '../validators/form'
import { INVOICE_TYPES, type InvoiceState, type InvoiceType, type ReversalState } from './states'

/**
 * Invoices (business rules 3 "Invoice title", "Shipping address", 4 "Invoice", 5 "Invoice", 8
 * "Invoicing blocked", 9; issue 16; decision 0056): a host asks the platform for an invoice of
 * the fees it charged (service fee and invoice service fee) over one or more monthly bills, with
 * an invoice title and a recipient address; the invoicing side issues, fails, mails and reverses.
 */
export {
  INVOICE_STATES, INVOICE_TYPES, MAILING_STATES, PAPER_TYPES, REVERSAL_STATES,
  type InvoiceState, type InvoiceType, type MailingState, type ReversalState,
} from './states'
/** Bills for periods after 1 Jan 2022 can be invoiced (business rules 9). */
export const FIRST_INVOICE_MONTH = '2022-01'
/** Months one application may cover. */
export const MAX_INVOICE_MONTHS = 12
/** Invoice titles and addresses a host may keep. */
export const MAX_TITLES = 20
export const MAX_ADDRESSES = 20

/** What the invoicing side (the console) may do to an invoice in each state. */
export type InvoiceEvent = 'startIssuing' | 'issue' | 'fail' | 'post' | 'lapse'

/**
 * The invoice's next state, or null when the event does not apply: applied -> being issued ->
 * issued (an e-invoice) or awaiting dispatch (paper) -> posted; being issued -> failed; an
 * invoice reversed in red lapses.
 */
export function nextInvoiceState(state: InvoiceState, event: InvoiceEvent, paper: boolean): InvoiceState | null {
  switch (event) {
    case 'startIssuing':
      return state === 'applied' ? 'beingIssued' : null
    case 'issue':
      return state === 'beingIssued' ? (paper ? 'awaitingDispatch' : 'issued') : null
    case 'fail':
      return state === 'applied' || state === 'beingIssued' ? 'failed' : null
    case 'post':
      return state === 'awaitingDispatch' ? 'posted' : null
    case 'lapse':
      return state === 'issued' || state === 'posted' || state === 'awaitingDispatch' ? 'lapsed' : null
  }
}

/** The host may ask for a red reversal of an issued invoice with no reversal under way or done. */
export function canAskReversal(state: InvoiceState, reversal: ReversalState | null): boolean {
  const issued = state === 'issued' || state === 'awaitingDispatch' || state === 'posted'
  return issued && (reversal === null || reversal === 'failed' || reversal === 'invalid')
}

export type ReversalEvent = 'start' | 'succeed' | 'fail' | 'invalidate'

/** pending -> reversing -> successful | failed; a request the invoicing side cannot take is invalid. */
export function nextReversalState(state: ReversalState, event: ReversalEvent): ReversalState | null {
  if (event === 'start') return state === 'pending' ? 'reversing' : null
  if (event === 'succeed' || event === 'fail') return state === 'reversing' ? (event === 'succeed' ? 'successful' : 'failed') : null
  return state === 'pending' || state === 'reversing' ? 'invalid' : null
}

/** Months whose fees a live invoice holds: their bill can be applied for again once it failed or lapsed. */
export function holdsMonths(state: InvoiceState): boolean {
  return state !== 'failed' && state !== 'lapsed'
}

export type InvoiceTitleValue = {
  companyName: string
  taxpayerId: string
  invoiceType: InvoiceType
  companyAddress: string
  companyPhone: string
  bankName: string
  bankAccount: string
  email: string
}

export const TITLE_LIMITS = { companyName: 100, companyAddress: 100, bankName: 50 } as const
/** A unified social credit code (18) or an older taxpayer registration number (15 or 20), letters in upper case. */
const TAXPAYER_ID = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/
/** A landline or mobile: digits with an optional area-code dash and extension. */
const PHONE = /^\+?\d[\d-]{5,18}\d$/
const BANK_ACCOUNT = /^\d{8,30}$/

/** Every field of an invoice title is required (business rules 5); each has its form. The first failing field, as the server answers. */
export function checkInvoiceTitle(value: InvoiceTitleValue): FieldError<keyof InvoiceTitleValue> | null {
  return firstError(invoiceTitleChecks(value))
}

/** Each field's check, in the form's order (a form shows every failing one at once). */
export function invoiceTitleChecks(value: InvoiceTitleValue): Array<FieldCheck<keyof InvoiceTitleValue>> {
  const text = (v: string, max: number): MessageKey | null => (v.trim() === '' ? 'required' : v.trim().length > max ? 'tooLong' : null)
  const pattern = (v: string, re: RegExp): MessageKey | null => (v.trim() === '' ? 'required' : re.test(v.trim()) ? null : 'invalidValue')
  return [
    ['companyName', text(value.companyName, TITLE_LIMITS.companyName)],
    ['taxpayerId', pattern(value.taxpayerId.toUpperCase(), TAXPAYER_ID)],
    ['invoiceType', (INVOICE_TYPES as readonly string[]).includes(value.invoiceType) ? null : 'required'],
    ['companyAddress', text(value.companyAddress, TITLE_LIMITS.companyAddress)],
    ['companyPhone', pattern(value.companyPhone, PHONE)],
    ['bankName', text(value.bankName, TITLE_LIMITS.bankName)],
    ['bankAccount', pattern(value.bankAccount.replace(/\s+/g, ''), BANK_ACCOUNT)],
    ['email', value.email.trim() === '' ? 'required' : validateEmail(value.email.trim())],
  ]
}

/** A title as stored: trimmed, the taxpayer ID in upper case, the account without spaces. */
export function normaliseTitle(value: InvoiceTitleValue): InvoiceTitleValue {
  return {
    companyName: value.companyName.trim(), taxpayerId: value.taxpayerId.trim().toUpperCase(), invoiceType: value.invoiceType,
    companyAddress: value.companyAddress.trim(), companyPhone: value.companyPhone.trim(), bankName: value.bankName.trim(),
    bankAccount: value.bankAccount.replace(/\s+/g, ''), email: value.email.trim(),
  }
}

export type ShippingAddressValue = {
  name: string
  mobile: string
  provinceId: string
  cityId: string
  districtId: string
  detail: string
}

export const ADDRESS_LIMITS = { name: 20, detail: 100 } as const
const MAINLAND_MOBILE = /^1\d{10}$/

/** Recipient name, phone, region and detailed address are required (business rules 3): the first failing field. */
export function checkShippingAddress(value: ShippingAddressValue): FieldError<keyof ShippingAddressValue> | null {
  return firstError(shippingAddressChecks(value))
}

/** Each field's check, in the form's order. */
export function shippingAddressChecks(value: ShippingAddressValue): Array<FieldCheck<keyof ShippingAddressValue>> {
  const text = (v: string, max: number): MessageKey | null => (v.trim() === '' ? 'required' : v.trim().length > max ? 'tooLong' : null)
  return [
    ['name', text(value.name, ADDRESS_LIMITS.name)],
    ['mobile', value.mobile.trim() === '' ? 'required' : MAINLAND_MOBILE.test(value.mobile.replace(/[\s-]/g, '')) ? null : 'PleaseEnterMobileNumber'],
    ['provinceId', value.provinceId === '' ? 'required' : null],
    ['cityId', value.cityId === '' ? 'required' : null],
    ['detail', text(value.detail, ADDRESS_LIMITS.detail)],
  ]
}

/** Whether a bill month may be invoiced at `today` ('YYYY-MM-DD', Beijing): from January 2022, once the month is over. */
export function isInvoiceableMonth(month: string, today: string): boolean {
  return month >= FIRST_INVOICE_MONTH && month < today.slice(0, 7)
}
