import type { Generated } from 'kysely'

export interface WalletLedgerTable {
  id: Generated<number>
  user_id: number
  /** settlement | withdrawal | withdrawalReturned (src/domain/wallet/ledger.ts) */
  kind: string
  /** positive fen; the kind gives the sign */
  amount: number
  currency: string
  ref: string
  created_at: number
}

export interface WithdrawalsTable {
  id: string
  user_id: number
  account_id: string
  /** A WeChat or Alipay channel of the account it went to (decision 0083); null: the bank card. */
  channel_id: string | null
  amount: number
  /** processing | completed | returned */
  state: string
  created_at: number
  finished_at: number | null
}

/** The wallet's service agreement a host accepted (decision 0082): one row a host, the latest acceptance. */
export interface WalletAgreementsTable {
  user_id: number
  version: string
  accepted_at: number
}

/** The tables of wallet: ledger, withdrawals, agreements. */
export interface WalletTables {
  wallet_ledger: WalletLedgerTable
  withdrawals: WithdrawalsTable
  wallet_agreements: WalletAgreementsTable
}
