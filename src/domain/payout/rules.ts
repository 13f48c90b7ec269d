import type { MessageKey } from '../messages'
import { validateEmail } from '../validators/email'
import { isDate } from '../calendar/dates'
import { validateIdCard } from '../validators/id-card'
import type { InvoiceProvider, PayoutAccountType } from './states'
import { bankByName } from './banks'

/**
 * The payout account form's rules (business rules 5 "Payout account"; decision 0044). The portal
 * shows each failure next to its field and the server refuses the same value with the same key,
 * so both run checkPayoutAccount. Dates are 'YYYY-MM-DD'; `today` is the host's day (domain code
 * never reads the clock).
 */

export const PAYOUT_LIMITS = {
  shortName: { min: 1, max: 16 },
  companyName: { min: 1, max: 30 },
  registeredAddress: { min: 1, max: 50 },
  personName: { min: 1, max: 20 },
  cardNumber: { min: 1, max: 30 },
  orgCode: { min: 9, max: 10 },
  taxNumber: { min: 15, max: 18 },
  /** The unified social credit code of a multi-in-one licence. */
  creditCode: { min: 18, max: 18 },
  /** An old-style licence's registration number. */
  registrationNumber: { min: 1, max: 30 },
  /** Business rules 5 "Bank card": branch 1-40, account name 1-50. */
  bankBranch: { min: 1, max: 40 },
  holderName: { min: 1, max: 50 },
  withdrawPassword: 6,
  /** Business rules 9: each scan at most 5 MB (checked at upload, src/domain/validators/image.ts). */
  imageMaxKb: 5 * 1024,
} as const

/**
 * A licence is either the multi-in-one kind (one unified social credit code) or the older kind
 * with a registration number, an organisation code and a tax registration number, each with its
 * own photo. Changing the kind resets the fields of the other kind (withLicenceType).
 */
export const LICENCE_TYPES = ['unified', 'separate'] as const
export type LicenceType = (typeof LICENCE_TYPES)[number]

/** A company, or an individual business, whose name reads 个体工商户 and the operator's name. */
export const COMPANY_KINDS = ['enterprise', 'individualBusiness'] as const
export type CompanyKind = (typeof COMPANY_KINDS)[number]
export const INDIVIDUAL_BUSINESS_PREFIX = '个体工商户'

/** How long a document is valid: until an end date, or long-term (no end). '' = not chosen yet. */
export type Validity = { type: 'period' | 'longTerm' | ''; start: string; end: string }
export const NO_VALIDITY: Validity = { type: '', start: '', end: '' }

export type PayoutAccountValue = {
  accountType: PayoutAccountType
  shortName: string
  email: string
  /** Public accounts: the business licence. */
  companyKind: CompanyKind
  licenceType: LicenceType
  companyName: string
  registeredAddress: string
  creditCode: string
  registrationNumber: string
  licenceValidity: Validity
  licencePhoto: string
  orgCode: string
  orgCodeValidity: Validity
  orgCodePhoto: string
  taxNumber: string
  taxPhoto: string
  /** The person: the account's owner (private) or the legal representative (public). */
  personName: string
  idNumber: string
  idValidity: Validity
  idFrontPhoto: string
  idBackPhoto: string
  /** The bank account. */
  bankName: string
  bankBranch: string
  bankProvince: string
  bankCity: string
  cardNumber: string
  holderName: string
  /** The mobile number the bank holds for the account (11 digits). */
  reservedPhone: string
  withdrawPassword: string
  withdrawPasswordConfirm: string
  invoiceProvider: InvoiceProvider | ''
  agreementAccepted: boolean
}

export type PayoutFieldError = { field: keyof PayoutAccountValue | `${keyof PayoutAccountValue}.${'type' | 'start' | 'end'}`; key: MessageKey; params?: Record<string, string | number> }

const ALNUM_DASH = /^[0-9A-Za-z-]+$/
const ALNUM = /^[0-9A-Za-z]+$/
const DIGITS = /^\d+$/
const PHONE_11 = /^1\d{10}$/
const SIX_DIGITS = /^\d{6}$/

/** Every failing field of the form, in screen order; [] means it may be submitted. */
export function checkPayoutAccount(value: PayoutAccountValue, today: string): PayoutFieldError[] {
  const errors: PayoutFieldError[] = []
  const add = (field: PayoutFieldError['field'], key: MessageKey | null, params?: Record<string, string | number>) => {
    if (key) errors.push(params ? { field, key, params } : { field, key })
  }
  const code = (field: 'creditCode' | 'registrationNumber' | 'orgCode' | 'taxNumber', text: string, limits: { min: number; max: number }, chars: RegExp) => {
    const key = codeKey(text, limits, chars)
    add(field, key, key === 'lengthBetween' ? { min: limits.min, max: limits.max } : undefined)
  }
  add('shortName', lengthKey(value.shortName, PAYOUT_LIMITS.shortName), lengthParams(value.shortName, PAYOUT_LIMITS.shortName))
  add('email', value.email.trim() ? validateEmail(value.email.trim()) : 'required')

  if (value.accountType === 'public') {
    add('companyName', companyNameKey(value), lengthParams(value.companyName, PAYOUT_LIMITS.companyName))
    add('registeredAddress', lengthKey(value.registeredAddress, PAYOUT_LIMITS.registeredAddress), lengthParams(value.registeredAddress, PAYOUT_LIMITS.registeredAddress))
    if (value.licenceType === 'unified') {
      code('creditCode', value.creditCode, PAYOUT_LIMITS.creditCode, ALNUM)
    } else {
      code('registrationNumber', value.registrationNumber, PAYOUT_LIMITS.registrationNumber, ALNUM_DASH)
    }
    errors.push(...validityErrors('licenceValidity', value.licenceValidity, today))
    add('licencePhoto', value.licencePhoto ? null : 'required')
    if (value.licenceType === 'separate') {
      code('orgCode', value.orgCode, PAYOUT_LIMITS.orgCode, ALNUM_DASH)
      errors.push(...validityErrors('orgCodeValidity', value.orgCodeValidity, today))
      add('orgCodePhoto', value.orgCodePhoto ? null : 'required')
      code('taxNumber', value.taxNumber, PAYOUT_LIMITS.taxNumber, ALNUM)
      add('taxPhoto', value.taxPhoto ? null : 'required')
    }
  }

  add('personName', lengthKey(value.personName, PAYOUT_LIMITS.personName), lengthParams(value.personName, PAYOUT_LIMITS.personName))
  add('idNumber', value.idNumber.trim() ? validateIdCard(value.idNumber.trim(), today) : 'required')
  errors.push(...validityErrors('idValidity', value.idValidity, today))
  add('idFrontPhoto', value.idFrontPhoto ? null : 'required')
  add('idBackPhoto', value.idBackPhoto ? null : 'required')

  add('bankName', !value.bankName.trim() ? 'required' : bankByName(value.bankName.trim()) ? null : 'invalidValue')
  add('bankBranch', lengthKey(value.bankBranch, PAYOUT_LIMITS.bankBranch), lengthParams(value.bankBranch, PAYOUT_LIMITS.bankBranch))
  add('bankProvince', value.bankProvince.trim() ? null : 'required')
  add('bankCity', value.bankCity.trim() ? null : 'required')
  add('cardNumber', cardNumberKey(value.cardNumber), cardNumberKey(value.cardNumber) === 'lengthBetween' ? PAYOUT_LIMITS.cardNumber : undefined)
  add('holderName', holderNameKey(value), holderNameKey(value) === 'tooLong' ? { max: PAYOUT_LIMITS.holderName.max } : undefined)
  add('reservedPhone', !value.reservedPhone.trim() ? 'required' : PHONE_11.test(value.reservedPhone.trim()) ? null : 'payoutPhone11')
  add('withdrawPassword', SIX_DIGITS.test(value.withdrawPassword) ? null : 'withdrawPasswordSixDigits')
  add('withdrawPasswordConfirm', value.withdrawPasswordConfirm === value.withdrawPassword ? null : 'withdrawPasswordMismatch')
  add('invoiceProvider', value.invoiceProvider ? null : 'required')
  add('agreementAccepted', value.agreementAccepted ? null : 'agreementRequired')
  return errors
}

function lengthKey(text: string, limits: { min: number; max: number }): MessageKey | null {
  const length = [...text.trim()].length
  if (length === 0) return 'required'
  if (length > limits.max) return 'tooLong'
  return length < limits.min ? 'tooShort' : null
}

function lengthParams(text: string, limits: { min: number; max: number }): Record<string, number> | undefined {
  const key = lengthKey(text, limits)
  return key === 'tooLong' ? { max: limits.max } : key === 'tooShort' ? { min: limits.min } : undefined
}

/** A code of letters and digits (and hyphens where the document prints them) of a set length. */
function codeKey(text: string, limits: { min: number; max: number }, chars: RegExp): MessageKey | null {
  const code = text.trim()
  if (!code) return 'required'
  if (!chars.test(code)) return 'invalidValue'
  return code.length < limits.min || code.length > limits.max ? 'lengthBetween' : null
}

function cardNumberKey(text: string): MessageKey | null {
  const card = text.replace(/\s+/g, '')
  if (!card) return 'required'
  if (!DIGITS.test(card)) return 'PleaseNum'
  return card.length > PAYOUT_LIMITS.cardNumber.max ? 'lengthBetween' : null
}

function companyNameKey(value: PayoutAccountValue): MessageKey | null {
  const length = lengthKey(value.companyName, PAYOUT_LIMITS.companyName)
  if (length) return length
  const name = value.companyName.trim()
  if (value.companyKind === 'individualBusiness' && !(name.startsWith(INDIVIDUAL_BUSINESS_PREFIX) && name.length > INDIVIDUAL_BUSINESS_PREFIX.length)) {
    return 'individualBusinessName'
  }
  return null
}

/** A private account is the person's own; a public account is held in the licence's name. */
function holderNameKey(value: PayoutAccountValue): MessageKey | null {
  const holder = value.holderName.trim()
  if (!holder) return 'required'
  if ([...holder].length > PAYOUT_LIMITS.holderName.max) return 'tooLong'
  if (value.accountType === 'private') return holder === value.personName.trim() ? null : 'holderMustBePerson'
  return holder === value.companyName.trim() ? null : 'holderMustBeCompany'
}

/** A validity must be chosen; its start is a real date not after today; a period ends after it starts. */
export function validityErrors(field: 'licenceValidity' | 'orgCodeValidity' | 'idValidity', validity: Validity, today: string): PayoutFieldError[] {
  if (validity.type === '') return [{ field: `${field}.type`, key: 'validityRequired' }]
  const errors: PayoutFieldError[] = []
  if (!isDate(validity.start)) errors.push({ field: `${field}.start`, key: 'required' })
  else if (validity.start > today) errors.push({ field: `${field}.start`, key: 'startDateAfterToday' })
  if (validity.type === 'period') {
    if (!isDate(validity.end)) errors.push({ field: `${field}.end`, key: 'required' })
    else if (isDate(validity.start) && validity.end <= validity.start) errors.push({ field: `${field}.end`, key: 'endDateBeforeStart' })
  }
  return errors
}

/** Choosing another validity type starts its dates afresh (business rules 4). */
export function withValidityType(validity: Validity, type: Validity['type']): Validity {
  return validity.type === type ? validity : { type, start: '', end: '' }
}

/** Choosing another licence type clears the fields of the other kind (business rules 4). */
export function withLicenceType(value: PayoutAccountValue, type: LicenceType): PayoutAccountValue {
  if (value.licenceType === type) return value
  return {
    ...value,
    licenceType: type,
    creditCode: '',
    registrationNumber: '',
    licenceValidity: NO_VALIDITY,
    licencePhoto: '',
    orgCode: '',
    orgCodeValidity: NO_VALIDITY,
    orgCodePhoto: '',
    taxNumber: '',
    taxPhoto: '',
  }
}

/** The details a host saved, compared field by field ("Information unchanged, no need to save"). */
export function samePayoutDetails<T extends object>(a: T, b: T): boolean {
  return canonical(a) === canonical(b)
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(typeof value === 'string' ? value.trim() : value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  const record = value as Record<string, unknown>
  return `{${Object.keys(record).sort().map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`).join(',')}}`
}

/** The bank's small transfer to a public account: at most 3 wrong entries of amount and serial (decision 0045). */
export const TRANSFER_ATTEMPTS = 3

/**
 * The amount the host read on the bank statement, in fen: "0.37", "0.5", "1" yuan; null when it is
 * not an amount (more than 2 decimals, not a number, not positive).
 */
export function parseTransferAmount(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return fen > 0 ? fen : null
}

/** The serial number the bank prints with the transfer: 4-12 letters or digits, compared without case. */
export function sameTransferSerial(typed: string, sent: string): boolean {
  return typed.trim().toUpperCase() === sent.toUpperCase()
}
