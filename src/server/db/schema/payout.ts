import type { Generated } from 'kysely'

export interface PayoutAccountsTable {
  id: string
  user_id: number
  /** private | public */
  account_type: string
  /** creating | verificationPending | pendingReview | approved | rejected */
  state: string
  /** The host's form (src/domain/payout/schemas.ts PayoutAccountDetails), JSON. */
  details: string
  /** scrypt, never the password itself; null until the account was submitted. */
  withdraw_password_hash: string | null
  reject_reason: string | null
  version: Generated<number>
  created_at: number
  updated_at: number
  submitted_at: number | null
  reviewed_at: number | null
  /** The reserved phone whose code (sent as the bank would) the host entered; a change needs the old one's code. */
  verified_phone: string | null
  /** The bank's small transfer to a public account: fen, serial, when it was sent, wrong entries since. */
  transfer_amount: number | null
  transfer_serial: string | null
  transfer_sent_at: number | null
  transfer_attempts: Generated<number>
  /** 1 for the host's default account (the one a withdrawal offers first); one at most per host. */
  is_default: Generated<number>
}

/** A scan a host uploaded for a payout account (the merchant media upload); only these may be sent in its photo fields. */
export interface MerchantMediaTable {
  id: string
  user_id: number
  url: string
  /** private | public */
  settle_acct_type: string
  created_at: number
}

/** Branch names of approved accounts, offered to every host who picks the same bank and city. */
export interface BankBranchesTable {
  bank_name: string
  city: string
  name: string
  created_at: number
}

/** A mobile number a host proved by an SMS code (a hotel's main contact, decision 0048). */
export interface VerifiedContactsTable {
  user_id: number
  mobile: string
  verified_at: number
}

/** A store (hotel) linked to a payout account (decision 0051); one account at most per store. */
export interface PayoutStoreLinksTable {
  hotel_id: string
  account_id: string
  user_id: number
  linked_at: number
}

/** The foreign bank account an overseas host is paid to, kept by the business manager (the console). */
export interface ForeignBankAccountsTable {
  user_id: number
  currency: string
  account_name: string
  account_number: string
  bank_name: string
  swift_code: string
  bank_address: string
  bank_code: string
  updated_at: number
}

/** A change of the foreign bank account the host submitted: waiting for staff, rejected (reason), approved, withdrawn or replaced. */
export interface ForeignAccountChangesTable {
  id: Generated<number>
  user_id: number
  state: string
  currency: string
  account_name: string
  account_number: string
  bank_name: string
  swift_code: string
  bank_address: string
  bank_code: string
  reason: string | null
  submitted_at: number
  decided_at: number | null
}

/** WeChat or Alipay as a receiving channel of an approved private payout account (decision 0083). */
export interface PayoutChannelsTable {
  id: string
  user_id: number
  account_id: string
  /** wechat | alipay */
  kind: string
  /** The real name WeChat or Alipay holds (the host's real name). */
  real_name: string
  /** The openid, or the Alipay account (mobile or e-mail). */
  identifier: string
  masked: string
  created_at: number
  /** Taken off the account (kept: withdrawals name it); null while it is one. */
  removed_at: number | null
}

/** A WeChat authorisation a QR code starts: a ticket that expires, and WeChat's answers. */
export interface WechatAuthorisationsTable {
  ticket: string
  user_id: number
  account_id: string
  /** waiting | scanned | authorised | refused (expired is read from expires_at) */
  state: string
  /** userRefused | nameMismatch */
  refusal: string | null
  /** The real name WeChat answered with. */
  wechat_name: string | null
  /** authorised: the channel it made. */
  channel_id: string | null
  expires_at: number
  created_at: number
  answered_at: number | null
}

/** What the console's Alipay knows: an account (mobile or e-mail) and its holder's real name. */
export interface AlipayConsoleAccountsTable {
  account: string
  real_name: string
  created_at: number
}

/** The tables of payout accounts: merchant media, bank branches, verified contacts, store links, foreign bank accounts. */
export interface PayoutTables {
  payout_accounts: PayoutAccountsTable
  merchant_media: MerchantMediaTable
  bank_branches: BankBranchesTable
  verified_contacts: VerifiedContactsTable
  payout_store_links: PayoutStoreLinksTable
  foreign_bank_accounts: ForeignBankAccountsTable
  foreign_account_changes: ForeignAccountChangesTable
  payout_channels: PayoutChannelsTable
  wechat_authorisations: WechatAuthorisationsTable
  alipay_console_accounts: AlipayConsoleAccountsTable
}
