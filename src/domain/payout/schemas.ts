import { z } from 'zod/mini'
import { COMPANY_KINDS, LICENCE_TYPES } from './rules'
import { PAYOUT_CHANNEL_KINDS } from './channels'
import { INVOICE_PROVIDERS, PAYOUT_ACCOUNT_TYPES, PAYOUT_STATES } from './states'

/**
 * Wire shapes of the payout account calls (decision 0044). Text fields are capped generously
 * here (the form's own limits are the rules of ./rules.ts, answered with their message keys);
 * the withdrawal password travels only in a submit and is never answered.
 */

const text = (max: number) => z.string().check(z.maxLength(max))
const dateOrEmpty = text(10)
export const validity = z.object({ type: z.enum(['period', 'longTerm', '']), start: dateOrEmpty, end: dateOrEmpty })
const imageUrl = text(500)

export const payoutAccountFields = {
  accountType: z.enum(PAYOUT_ACCOUNT_TYPES),
  shortName: text(100),
  email: text(254),
  companyKind: z.enum(COMPANY_KINDS),
  licenceType: z.enum(LICENCE_TYPES),
  companyName: text(200),
  registeredAddress: text(300),
  creditCode: text(60),
  registrationNumber: text(60),
  licenceValidity: validity,
  licencePhoto: imageUrl,
  orgCode: text(60),
  orgCodeValidity: validity,
  orgCodePhoto: imageUrl,
  taxNumber: text(60),
  taxPhoto: imageUrl,
  personName: text(100),
  idNumber: text(40),
  idValidity: validity,
  idFrontPhoto: imageUrl,
  idBackPhoto: imageUrl,
  bankName: text(100),
  bankBranch: text(200),
  bankProvince: text(60),
  bankCity: text(60),
  cardNumber: text(60),
  holderName: text(200),
  reservedPhone: text(30),
  invoiceProvider: z.enum([...INVOICE_PROVIDERS, '']),
  agreementAccepted: z.boolean(),
}

/** What the host saved of an account: every field but the withdrawal password. */
export const payoutAccountDetails = z.object(payoutAccountFields)
export type PayoutAccountDetails = z.infer<typeof payoutAccountDetails>

export const payoutAccountSaveRequest = z.object({
  /** Absent: a new account. */
  id: z.optional(text(40)),
  /** The version the host edited (a stale one is a 409 versionConflict). */
  version: z.optional(z.number()),
  details: payoutAccountDetails,
  /** Submit for review (all rules apply and the password is set); else keep as a draft. */
  submit: z.boolean(),
  withdrawPassword: z.optional(text(20)),
  withdrawPasswordConfirm: z.optional(text(20)),
  /** The code sent to the reserved phone (a submit whose phone the bank has not checked yet). */
  phoneCode: z.optional(text(10)),
  /** The code sent to the account's previous reserved phone (a submit that changes it). */
  oldPhoneCode: z.optional(text(10)),
})

/** A receiving channel of a payout account as the host sees it: whose it is, never the full openid or account. */
export const payoutChannel = z.object({
  id: z.string(),
  kind: z.enum(PAYOUT_CHANNEL_KINDS),
  /** The real name WeChat or Alipay holds for it. */
  realName: z.string(),
  /** The openid or the Alipay account, masked. */
  masked: z.string(),
  addedAt: z.number(),
})
export type PayoutChannel = z.infer<typeof payoutChannel>

export const payoutAccountSummary = z.object({
  id: z.string(),
  accountType: z.enum(PAYOUT_ACCOUNT_TYPES),
  state: z.enum(PAYOUT_STATES),
  shortName: z.string(),
  holderName: z.string(),
  bankName: z.string(),
  /** The card's last four digits (the full number stays in the detail). */
  cardTail: z.string(),
  rejectReason: z.nullable(z.string()),
  hasPassword: z.boolean(),
  /** The host's default account: a withdrawal offers it first. */
  isDefault: z.boolean(),
  /** Where else a withdrawal to it may go: the holder's WeChat, Alipay (approved private accounts; decision 0083). */
  channels: z.array(payoutChannel),
  version: z.number(),
  updatedAt: z.number(),
})
export type PayoutAccountSummary = z.infer<typeof payoutAccountSummary>

/** The bank's small transfer to a public account waiting for it: sent yet, and the entries left. */
export const payoutTransfer = z.object({ sent: z.boolean(), attemptsLeft: z.number() })

export const payoutAccountDetail = z.object({
  ...payoutAccountSummary.shape,
  details: payoutAccountDetails,
  /** The reserved phone the bank's code proved (a change needs a code from it); null: none yet. */
  verifiedPhone: z.nullable(z.string()),
  transfer: z.nullable(payoutTransfer),
})
export type PayoutAccountDetail = z.infer<typeof payoutAccountDetail>

export const payoutAccountSaveAnswer = z.object({ id: z.string(), state: z.enum(PAYOUT_STATES), version: z.number() })
